"""Display names as players type them, made safe to show: NFC, without invisible or direction characters,
with at least one visible character.

A name is shown to strangers (lobby, seats, spectators), so it must look like what it is: a name made of
format characters (U+061C, U+FEFF, U+2060-2064, tag characters, soft hyphen, bidi controls) or of Hangul
fillers looks blank, and a bidi override reorders the text around it. Combining marks stacked on one
character draw over the lines above and below ("Zalgo" text), so a character keeps at most
``MAX_MARKS_PER_CHAR`` of them and a name at most ``MAX_MARKS_PER_NAME``. :func:`normalize_name` is pure.
"""

from __future__ import annotations

import functools
import unicodedata

from unoduo.i18n import LANGUAGES, _, use_language
from unoduo.present import Message, msg

MAX_NAME_CHARS = 32
# Non-spacing and enclosing marks (categories Mn, Me) kept on one character and in one name, counting those a
# precomposed letter is made of (é is e and an acute); Vietnamese, Thai and Devanagari names stay within these.
MAX_MARKS_PER_CHAR = 2
MAX_MARKS_PER_NAME = 16

# Letters (category Lo) that render as nothing: Hangul fillers, and the Braille blank (So).
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Categories dropped outright: controls, format characters (bidi controls, zero-width characters, U+FEFF,
# U+2060-2064, tag characters U+E0000-E007F, soft hyphen), surrogates, private use, unassigned.
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
# Separators (spaces, line and paragraph separators) become one ordinary space between words.
_SEPARATOR_CATEGORIES = frozenset({"Zs", "Zl", "Zp"})


class InvisibleNameError(ValueError):
    """A name that has characters but none a person could see."""


def is_visible(char: str) -> bool:
    """True for a character that draws something: a letter, digit, punctuation or symbol (not a filler)."""
    return unicodedata.category(char)[0] in "LNPS" and char not in _BLANK_LETTERS


def _is_space(char: str) -> bool:
    return char in "\t\n\r\v\f" or unicodedata.category(char) in _SEPARATOR_CATEGORIES


def normalize_name(raw: str, limit: int = MAX_NAME_CHARS) -> str:
    """``raw`` as a display name: NFC, invisible and direction characters removed, spaces collapsed, combining
    marks beyond the bounds dropped, at most ``limit`` characters.

    Returns ``""`` for a name that is empty or only spaces (the caller gives a default name). Raises
    :class:`InvisibleNameError` for a name that has characters but no visible one (say, two U+2060), so the
    person learns that their name would look blank rather than silently getting another one.
    """
    # Marks are counted in NFD, where a precomposed letter shows its accents (é is e and an acute), and the
    # kept text composed again.
    text = unicodedata.normalize("NFD", raw)
    kept: list[str] = []
    on_char = in_name = 0  # marks kept on the current character, in the whole name
    for char in text:
        category = unicodedata.category(char)
        if category in ("Mn", "Me"):
            if on_char < MAX_MARKS_PER_CHAR and in_name < MAX_MARKS_PER_NAME:
                on_char += 1
                in_name += 1
                kept.append(char)
        elif _is_space(char):
            kept.append(" ")
            on_char = 0
        elif category in _DROPPED_CATEGORIES or char in _BLANK_LETTERS:
            continue  # a dropped character between marks leaves them on the same character
        else:
            kept.append(char)
            on_char = 0
    cleaned = " ".join(unicodedata.normalize("NFC", "".join(kept)).split())
    if not cleaned:
        if all(_is_space(c) for c in raw):
            return ""
        raise InvisibleNameError("no visible character")
    # Combining marks alone (say U+034F) draw nothing either: a name needs one visible character.
    if not any(is_visible(c) for c in cleaned):
        raise InvisibleNameError("no visible character")
    cut = cleaned[:limit].rstrip()
    # Cutting may leave a name whose visible characters were all past the limit (only marks before it).
    if not any(is_visible(c) for c in cut):
        raise InvisibleNameError("no visible character within the limit")
    return cut


def display_name(raw: str, fallback: str) -> str:
    """``raw`` normalised, or ``fallback`` when it is empty; :class:`InvisibleNameError` when it looks blank."""
    return normalize_name(raw) or fallback


def clean_name(name: str, fallback: str) -> str:
    """Like :func:`display_name`, but a blank-looking name also gets ``fallback`` (never raises)."""
    try:
        return display_name(name, fallback)
    except InvisibleNameError:
        return fallback


def default_name(kind: str, seat: int, stored: str) -> Message | None:
    """The message of a name the server generated (``Bot {n}``, ``Player {n}``), so every viewer reads it in
    its own language; None for a name a person typed.

    Generated names are stored as text in the language of whoever created the seat, so a stored human name
    counts as generated when it is ``Player {number}`` for this seat in one of the server's languages (a
    person who typed exactly that is shown the same words). A bot's name is always generated.
    """
    n = seat + 1
    if kind == "bot":
        return msg("Bot {n}", n=n)
    if stored in _generated_player_names(n):
        return msg("Player {n}", n=n)
    return None


@functools.cache
def generated_names(up_to: int = 10) -> frozenset[str]:
    """The names the server generates for seats 1 to ``up_to`` ("Player 3", "Bot 2") in every language."""
    names: set[str] = set()
    for number in range(1, up_to + 1):
        names |= _generated_player_names(number)
        for language in LANGUAGES:
            with use_language(language):
                names.add(_("Bot {number}").format(number=number))
    return frozenset(names)


@functools.cache
def _generated_player_names(number: int) -> frozenset[str]:
    names = set()
    for language in LANGUAGES:
        with use_language(language):
            names.add(_("Player {number}").format(number=number))
    return frozenset(names)
