"""Small widgets of the terminal game: a card, a choice button, the score sheet."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual import events
from textual.widgets import Button, Static

from unoduo.core import View
from unoduo.i18n import _
from unoduo.present import goal_message
from unoduo.present import round_summary as summary_of_round

from .cards import COLOR_CLASSES, card_color, card_label
from .say import say, visual


class CardWidget(Static, can_focus=False):
    """One card: its label in a box, the key that plays it on the box's top edge, a mark when playable.

    ``selectable`` cards are drawn bright with a ▲ under them; ``dim`` cards (not playable now) are faded;
    ``order`` (1, 2, ...) shows a card's place in a dump being chosen. ``configure`` redraws the widget in
    place, so the hand is not rebuilt after every move.
    """

    def __init__(self, card: int = -1, index: int = -1, id: str | None = None, **kwargs: Any) -> None:
        super().__init__("", id=id)
        self._classes_shown = ""
        self.card = -1
        self.index = index
        self.key = ""
        self.selectable = False
        self.configure(card, index, **kwargs)

    def configure(
        self,
        card: int,
        index: int = -1,
        key: str = "",
        selectable: bool = False,
        dim: bool = False,
        cursor: bool = False,
        order: int | None = None,
        named: int | None = None,
        big: bool = False,
    ) -> None:
        classes = ["card"]
        if card < 0:
            classes.append("back")
        else:
            classes.append(COLOR_CLASSES[card_color(card) if named is None else named])
        if big:
            classes.append("big")
        if selectable:
            classes.append("selectable")
        if dim:
            classes.append("dim")
        if cursor:
            classes.append("cursor")
        if order is not None:
            classes.append("picked")
        wanted = " ".join(classes)
        if wanted != self._classes_shown:  # every change of classes costs a style pass: only real changes
            self._classes_shown = wanted
            self.set_classes(wanted)
        if card != self.card:
            self.update(card_label(card) if card >= 0 else "?")
        self.card = card
        self.index = index
        self.key = key
        self.selectable = selectable
        subtitle = f"#{order}" if order is not None else ("▲" if selectable else None)
        if self.border_title != (key or None):
            self.border_title = key or None
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def on_click(self, event: events.Click) -> None:
        if self.index >= 0:
            handler: Any = getattr(self.screen, "activate_card", None)
            if handler is not None:
                event.stop()
                handler(self.index)


class ChoiceButton(Button, can_focus=False):
    """A choice of the current decision: ``key`` presses it as well as a click."""

    def __init__(
        self, key: str = "", label: str = "", command: str = "", payload: Any = None, on: bool = False
    ) -> None:
        shown = {"enter": "⏎", "escape": "Esc", "backspace": "⌫"}.get(key, key.upper())
        super().__init__(Text(visual(f"{shown} {label}")), compact=True, classes="choice" + (" on" if on else ""))
        self.key = key
        self.command = command
        self.payload = payload
        self.label_text = label

    def configure(self, key: str, label: str, command: str, payload: Any = None, on: bool = False) -> None:
        """Show another choice in this button (the choice bar reuses its buttons)."""
        if (key, label, on) != (self.key, self.label_text, self.has_class("on")):
            shown = {"enter": "⏎", "escape": "Esc", "backspace": "⌫"}.get(key, key.upper())
            self.label = Text(visual(f"{shown} {label}"))
            self.set_class(on, "on")
        self.key = key
        self.command = command
        self.payload = payload
        self.label_text = label


def score_sheet(view: View, names: list[str]) -> Table:
    """Every finished round's points per seat and the totals (from a view: scores are public)."""
    caption = say(goal_message(view.ruleset, int(view.options.get("target_score", 0))))
    table = Table(title=_("Score sheet"), caption=caption, expand=False)
    table.add_column(_("Round"))
    for name in names:
        table.add_column(name, justify="right")
    if any(view.start_scores):
        table.add_row(_("Start"), *[str(s) for s in view.start_scores])
    for number, result in enumerate(view.rounds, 1):
        cells = []
        for seat, points in enumerate(result.points):
            mark = " ★" if result.out == seat else ""
            cells.append(f"{points}{mark}")
        label = str(number) + (" " + _("(blocked)") if result.blocked else "")
        table.add_row(label, *cells)
    table.add_row(Text(_("Total"), style="bold"), *[Text(str(s), style="bold") for s in view.scores])
    return table


def round_summary(view: View, names: list[str]) -> str:
    """One line about the last finished round ("" before the first ends)."""
    return say(summary_of_round(view, names))
