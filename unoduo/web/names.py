"""Display names as players type them, made safe to show."""

from __future__ import annotations

import functools
import re

from unoduo.i18n import LANGUAGES, _, use_language
from unoduo.present import Message, msg

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_name(name: str, fallback: str) -> str:
    """A display name without control or direction-override characters, at most 32 characters."""
    cleaned = " ".join(_CONTROL.sub("", name).split())[:32]
    return cleaned or fallback



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
def _generated_player_names(number: int) -> frozenset[str]:
    names = set()
    for language in LANGUAGES:
        with use_language(language):
            names.add(_("Player {number}").format(number=number))
    return frozenset(names)
