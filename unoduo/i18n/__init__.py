"""One translation function for every user-facing string (terminal, command line, web server, browser).

Catalogs are gettext ``.po`` files under ``unoduo/locale/<lang>/LC_MESSAGES/messages.po`` (one source of
truth, read at run time with Babel, so no compile step is needed). Python code marks strings with
``_("...")`` / ``ngettext(...)``; the browser gets the same catalog as JSON from :func:`catalog_json`.

The current language is a context variable, so a web server can serve many languages at once: call
:func:`use_language` (or :func:`set_language`) for the request or session, then ``_`` picks it up.

Besides the player languages of :data:`LANGUAGES` there is a pseudo-locale, ``qps`` (also reached as ``en-XA`` or
``qps-ploc``), for development: generated on the fly from ``messages.pot``, it shows every extracted string
accented and bracketed (``[!! Ŝéáţ {seat} !!]``), so a string that shows plain English was never marked or never
extracted. It is not listed among the player languages. The workflow is in ``docs/i18n.md``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "messages"
DEFAULT_LANGUAGE = "en"
#: Languages a player can choose; English is the source language.
LANGUAGES: dict[str, str] = {"en": "English", "ml": "മലയാളം", "kn": "ಕನ್ನಡ", "ur": "اردو"}
RTL_LANGUAGES = frozenset({"ur"})
#: The development pseudo-locale (selectable explicitly, never offered to players).
PSEUDO_LANGUAGE = "qps"
_PSEUDO_ALIASES = frozenset({"qps", "qps-ploc", "qps_ploc", "en-xa", "en_xa"})
POT_FILE = LOCALE_DIR / f"{DOMAIN}.pot"

_current: ContextVar[str] = ContextVar("unoduo_language", default=DEFAULT_LANGUAGE)


def normalize(language: str | None) -> str | None:
    """Map ``ml_IN.UTF-8``, ``ur-PK``, ``KN``, ``en-XA`` ... to a supported code (or ``qps``), else None."""
    if not language:
        return None
    tag = re.split(r"[.@]", language.strip(), maxsplit=1)[0].lower()
    if tag in _PSEUDO_ALIASES:
        return PSEUDO_LANGUAGE
    code = re.split(r"[-_]", tag, maxsplit=1)[0]
    return code if code in LANGUAGES or code == PSEUDO_LANGUAGE else None


def set_language(language: str | None) -> str:
    """Make ``language`` current for this context (unsupported values fall back to English)."""
    code = normalize(language) or DEFAULT_LANGUAGE
    _current.set(code)
    return code


@contextmanager
def use_language(language: str | None) -> Iterator[str]:
    """Translate in ``language`` inside the ``with`` block only."""
    token = _current.set(normalize(language) or DEFAULT_LANGUAGE)
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def current_language() -> str:
    """The language ``_`` translates into here (a code of :data:`LANGUAGES`, or ``qps``)."""
    return _current.get()


def is_rtl(language: str | None = None) -> bool:
    """Whether ``language`` (default: the current one) is written right to left."""
    return (normalize(language) if language else _current.get()) in RTL_LANGUAGES


def language_from_env(environ: dict[str, str] | None = None) -> str:
    """The terminal's language from LANGUAGE / LC_ALL / LC_MESSAGES / LANG, as gettext orders them."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(name, "").split(":"):
            code = normalize(part)
            if code:
                return code
    return DEFAULT_LANGUAGE


def language_from_accept(header: str | None) -> str:
    """The best supported language of an HTTP ``Accept-Language`` header."""
    choices: list[tuple[float, int, str]] = []
    for index, item in enumerate((header or "").split(",")):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        match = re.search(r"q\s*=\s*([^;,\s]*)", params)
        if match:
            try:
                quality = float(match.group(1))
            except ValueError:
                quality = 0.0  # a malformed weight: ignore the language rather than prefer it
        code = normalize(tag)
        if code and quality > 0:
            choices.append((-quality, index, code))
    return min(choices)[2] if choices else DEFAULT_LANGUAGE


@cache
def _catalog(language: str) -> Any:
    """The parsed Babel catalog of ``language`` (None for English or a missing file)."""
    if language == PSEUDO_LANGUAGE:
        return _pseudo_catalog()
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    if language == DEFAULT_LANGUAGE or not path.exists():
        return None
    from babel.messages.pofile import read_po  # Babel stays out of import time for the engine's users

    with path.open("rb") as handle:
        return read_po(handle, locale=language)


#: What a pseudo-translation leaves untouched: ``{name}``/``{0}``/``{n:d}`` (Python and the browser's ``t()``),
#: ``${name}``, ``%(name)s``/``%s``/``%d``, ``%%``, HTML tags and entities.
PLACEHOLDER_RE = re.compile(
    r"\$?\{(?:[A-Za-z_0-9][\w.]*)?(?:![rsa])?(?::[^{}]*)?\}|%\([A-Za-z_]\w*\)[-#0+]*\d*(?:\.\d+)?[sdifrx]"
    r"|%[-#0+]*\d*(?:\.\d+)?[sdifrx]|%%"
)
_PROTECTED_RE = re.compile(PLACEHOLDER_RE.pattern + r"|<[^<>]+>|&#?\w+;")
_ACCENTED = str.maketrans(
    "ABCDEGHIJKLNOPRSTUWYZabcdeghijklnoprstuwyz",
    "ÅƁÇÐÉĜĤÎĴĶĻÑÖÞŘŜŢÛŴÝŽáƀçðéĝĥîĵķļñöþřŝţûŵýž",
)


def pseudo_translate(message: str) -> str:
    """``message`` accented and bracketed, placeholders, tags and entities untouched: ``[!! Ŝéàţ {seat} !!]``."""
    if not message:
        return message
    pieces: list[str] = []
    position = 0
    for match in _PROTECTED_RE.finditer(message):
        pieces.append(message[position:match.start()].translate(_ACCENTED))
        pieces.append(match.group(0))
        position = match.end()
    pieces.append(message[position:].translate(_ACCENTED))
    return "[!! " + "".join(pieces) + " !!]"


def _pseudo_catalog() -> Any:
    """A catalog of every msgid of ``messages.pot``, pseudo-translated, with English plural rules."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    catalog = Catalog(locale=DEFAULT_LANGUAGE, domain=DOMAIN)
    if not POT_FILE.exists():
        return catalog
    with POT_FILE.open("rb") as handle:
        template = read_po(handle)
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            string: Any = tuple(pseudo_translate(form) for form in message.id)
        else:
            string = pseudo_translate(message.id)
        catalog.add(message.id, string, context=message.context)
    return catalog


@cache
def _plural_index(language: str) -> Callable[[int], int]:
    """The form index for a count, from the catalog's ``Plural-Forms`` expression (CLDR's rule, as Babel writes it)."""
    import gettext as _gettext

    catalog = _catalog(language)
    return _gettext.c2py(catalog.plural_expr if catalog is not None else "(n != 1)")


def _lookup(msgid: str | tuple[str, str], language: str) -> Any:
    catalog = _catalog(language)
    if catalog is None:
        return None
    message = catalog.get(msgid)
    if message is None or message.fuzzy or not message.string:
        return None
    return message.string


def gettext(message: str) -> str:
    """``message`` in the current language (itself when untranslated)."""
    translated = _lookup(message, _current.get())
    return translated if isinstance(translated, str) and translated else message


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for count ``n`` under the current language's plural rule."""
    language = _current.get()
    catalog = _catalog(language)
    if catalog is not None:
        forms = _lookup(singular, language)
        if isinstance(forms, tuple) and all(forms):
            index = _plural_index(language)(n)
            if 0 <= index < len(forms):
                return str(forms[index])
    return singular if n == 1 else plural


def catalog_json(language: str) -> dict[str, Any]:
    """The catalog of ``language`` for the browser: ``{"lang", "dir", "plural", "messages"}``.

    ``messages`` maps each msgid to its translation (a string, or a list of plural forms);
    ``plural`` is the gettext plural expression over ``n`` (C syntax, also valid JavaScript).
    """
    code = normalize(language) or DEFAULT_LANGUAGE
    catalog = _catalog(code)
    messages: dict[str, Any] = {}
    plural = "(n != 1)"
    if catalog is not None:
        plural = catalog.plural_expr
        for message in catalog:
            if not message.id or message.fuzzy or not message.string:
                continue
            if isinstance(message.id, tuple | list):
                if all(message.string):
                    messages[message.id[0]] = list(message.string)
            else:
                messages[message.id] = message.string
    return {"lang": code, "dir": "rtl" if code in RTL_LANGUAGES else "ltr", "plural": plural, "messages": messages}
