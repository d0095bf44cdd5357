"""Display names as players type them, made safe to show."""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_name(name: str, fallback: str) -> str:
    """A display name without control or direction-override characters, at most 32 characters."""
    cleaned = " ".join(_CONTROL.sub("", name).split())[:32]
    return cleaned or fallback

