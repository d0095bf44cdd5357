"""One translation function for every user-facing string (terminal, command line, web server, browser).

Catalogs are gettext ``.po`` files under ``unoduo/locale/<lang>/LC_MESSAGES/messages.po`` (one source of
truth, read at run time with Babel, so no compile step is needed). Python code marks strings with
``_("...")`` / ``ngettext(...)``; the browser gets the same catalog as JSON from :func:`catalog_json`.

The current language is a context variable, so a web server can serve many languages at once: call
:func:`use_language` (or :func:`set_language`) for the request or session, then ``_`` picks it up.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
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

_current: ContextVar[str] = ContextVar("unoduo_language", default=DEFAULT_LANGUAGE)


def normalize(language: str | None) -> str | None:
    """Map ``ml_IN.UTF-8``, ``ur-PK``, ``KN`` ... to a supported language code, or None."""
    if not language:
        return None
    code = re.split(r"[-_.@]", language.strip(), maxsplit=1)[0].lower()
    return code if code in LANGUAGES else None


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
    return _current.get()


def is_rtl(language: str | None = None) -> bool:
    return (language or _current.get()) in RTL_LANGUAGES


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
        match = re.search(r"q=([0-9.]+)", params)
        if match:
            try:
                quality = float(match.group(1))
            except ValueError:
                quality = 0.0
        code = normalize(tag)
        if code and quality > 0:
            choices.append((-quality, index, code))
    return min(choices)[2] if choices else DEFAULT_LANGUAGE


@cache
def _catalog(language: str) -> Any:
    """The parsed Babel catalog of ``language`` (None for English or a missing file)."""
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    if language == DEFAULT_LANGUAGE or not path.exists():
        return None
    from babel.messages.pofile import read_po  # Babel stays out of import time for the engine's users

    with path.open("rb") as handle:
        return read_po(handle, locale=language)


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
            index = catalog.plural_form(n)
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
