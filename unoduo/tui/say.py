"""Messages of the presentation layer (:mod:`unoduo.present`) as terminal text.

The terminal shows the sentences of ``unoduo.present`` in the current language. Names in those sentences are
wrapped in Unicode isolates for the browser's bidirectional text; a terminal draws no bidirectional text, and
some count the isolates as cells, so they are dropped here.

A terminal draws characters left to right in the order they come (logical order). A right-to-left language
(Urdu) must be drawn in visual order: where text enters a widget (the table's Statics, the choice buttons, the
log, the screens) it is reordered line by line with the Unicode bidirectional algorithm (:func:`visual`:
python-bidi's ``get_display``, right-to-left paragraphs), so a sentence reads right to left with numbers and
Latin names (R5, "Ravi") still left to right inside it. Text is kept in logical order until then (formatting a
reordered sentence would misplace its names), and a text to be wrapped is wrapped first and reordered line by
line (:func:`visual_lines`): reordering first would put a sentence's end on its first line.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from typing import TypeVar, cast

from bidi import get_display
from rich.columns import Columns
from rich.console import Group
from rich.text import Text

from unoduo.core.events import Event
from unoduo.i18n import is_rtl
from unoduo.present import Message, Narrator, render
from unoduo.present.message import FSI, PDI

T = TypeVar("T")


def plain(message: Message | str | None) -> str:
    """``message`` in the current language in logical order, without isolates ("" for None)."""
    if message is None:
        return ""
    return render(message).replace(FSI, "").replace(PDI, "")


def visual(text: str) -> str:
    """``text`` in the order a terminal must draw it: each line reordered in a right-to-left language."""
    if not is_rtl():
        return text
    return "\n".join(get_display(line, base_dir="R") for line in text.split("\n"))


def visual_text(content: T) -> T:
    """A widget's content in drawing order: a string or a Rich ``Text`` (right-aligned, its own spans given up,
    since they no longer match the reordered characters; the text's base style stays), and each of the
    renderables of a ``Group`` or ``Columns`` (the seats' lines); anything else as it is."""
    if not is_rtl():
        return content
    if isinstance(content, str):
        return cast(T, visual(content))
    if isinstance(content, Text):
        return cast(T, Text(visual(content.plain), style=content.style, justify="right"))
    if isinstance(content, Group):
        return cast(T, Group(*(visual_text(part) for part in content.renderables)))
    if isinstance(content, Columns):
        return cast(T, Columns([visual_text(part) for part in content.renderables], padding=content.padding))
    return content


def visual_lines(text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width`` cells in logical order, then each line in drawing order."""
    lines = [wrapped for line in text.split("\n") for wrapped in (textwrap.wrap(line, max(width, 8)) or [""])]
    return [visual(line) for line in lines]


def say(message: Message | str | None) -> str:
    """``message`` as terminal text in the current language, in logical order ("" for None); widgets draw it
    through :func:`visual_text`."""
    return plain(message)


class LogNarrator:
    """One seat's log lines: :class:`unoduo.present.Narrator` rendered as text."""

    def __init__(self, names: Sequence[str], ruleset: str, you: int | None = None) -> None:
        self.narrator = Narrator(names, you, ruleset)

    def lines(self, events: Iterable[Event]) -> list[str]:
        return [plain(m) for m in self.narrator.narrate_all(events)]

    def line(self, event: Event) -> str | None:
        message = self.narrator.narrate(event)
        return None if message is None else plain(message)
