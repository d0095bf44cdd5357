"""Messages of the presentation layer (:mod:`unoduo.present`) as terminal text.

The terminal shows the sentences of ``unoduo.present`` in the current language. Names in those sentences are
wrapped in Unicode isolates for the browser's bidirectional text; a terminal draws no bidirectional text, and
some count the isolates as cells, so they are dropped here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unoduo.core.events import Event
from unoduo.present import Message, Narrator, render
from unoduo.present.message import FSI, PDI


def say(message: Message | str | None) -> str:
    """``message`` as terminal text in the current language ("" for None)."""
    if message is None:
        return ""
    return render(message).replace(FSI, "").replace(PDI, "")


class LogNarrator:
    """One seat's log lines: :class:`unoduo.present.Narrator` rendered as text."""

    def __init__(self, names: Sequence[str], ruleset: str, you: int | None = None) -> None:
        self.narrator = Narrator(names, you, ruleset)

    def lines(self, events: Iterable[Event]) -> list[str]:
        return [say(m) for m in self.narrator.narrate_all(events)]

    def line(self, event: Event) -> str | None:
        message = self.narrator.narrate(event)
        return None if message is None else say(message)
