"""The screens shown over the table: the cut, pass the device, round and match results, scores, rules."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from unoduo.core import View
from unoduo.i18n import _
from unoduo.present import cut_repeated, winner_message

from .rules import rules_text
from .say import LogNarrator, say, visual_text
from .widgets import ChoiceButton, round_summary, score_sheet


class _KeyedScreen(Screen[str]):
    """A full screen whose choices are ``ChoiceButton``s: a key or a click dismisses it with the command."""

    def choices(self) -> list[ChoiceButton]:
        return list(self.query(ChoiceButton))

    def on_key(self, event: events.Key) -> None:
        key = event.key if event.key in ("enter", "escape") else (event.character or event.key).lower()
        for button in self.choices():
            if button.key == key:
                event.stop()
                self.dismiss(button.command)
                return
        quit_game = getattr(self.app, "quit_game", None)
        if key == "q" and quit_game is not None:  # Q leaves from every screen (the match is saved)
            event.stop()
            quit_game()

    def on_button_pressed(self, event: ChoiceButton.Pressed) -> None:
        if isinstance(event.button, ChoiceButton):
            event.stop()
            self.dismiss(event.button.command)


class IntroScreen(_KeyedScreen):
    """A new match: who sits where, the cut (who drafts or plays first), and how to begin."""

    def __init__(self, view: View, names: list[str], title: str, you: int | None = None) -> None:
        super().__init__()
        self._you = you
        self._view = view
        self._names = names
        self._title = title

    def compose(self) -> ComposeResult:
        narrator = LogNarrator(self._names, self._view.ruleset, self._you)
        cuts = [e for e in self._view.events if e.kind == "cut"]
        lines: list[str] = []
        step = 2 if self._view.ruleset == "duo" else len(cuts) or 1
        for i in range(0, len(cuts), step):
            lines.extend(narrator.lines(cuts[i : i + step]))
            if i + step < len(cuts):  # R9: equal ranks, everything is cut again
                lines.append(say(cut_repeated()))
        lines.extend(narrator.lines(e for e in self._view.events if e.kind == "round_start"))
        text = Text()
        text.append(self._title + "\n\n", style="bold")
        text.append(_("At the table: {names}").format(names=", ".join(self._names)) + "\n\n")
        if any(e.kind == "cut" for e in self._view.events):
            text.append(_("The cut (the higher number wins; action cards count 0):") + "\n", style="bold")
        for line in lines:
            text.append("  " + line + "\n")
        text.append("\n" + _("Press ? at any time for the rules."))
        with Vertical(classes="panel"):
            yield Static(visual_text(text))
            yield ChoiceButton("enter", _("Start"), "start")


class PassScreen(_KeyedScreen):
    """Hotseat: the device goes to the next player; no card of any hand is on this screen."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self._name = name

    def compose(self) -> ComposeResult:
        text = Text()
        text.append(_("Pass the device to {name}.").format(name=self._name) + "\n\n", style="bold")
        text.append(_("Everybody else, look away. {name}, press Enter when you are ready.").format(name=self._name))
        with Vertical(classes="panel pass"):
            yield Static(visual_text(text))
            yield ChoiceButton("enter", _("I am {name}: show my hand").format(name=self._name), "ready")


class RoundOverScreen(_KeyedScreen):
    """A finished round: who went out, the points, and the running score sheet."""

    def __init__(self, view: View, names: list[str]) -> None:
        super().__init__()
        self._view = view
        self._names = names

    def compose(self) -> ComposeResult:
        view = self._view
        title = Text(_("Round {round} is over").format(round=len(view.rounds)) + "\n", style="bold")
        summary = Text(round_summary(view, self._names) + "\n")
        with Vertical(classes="panel"):
            yield Static(Group(title, summary, score_sheet(view, self._names)), id="sheet")
            yield ChoiceButton("enter", _("Next round"), "next")


class MatchOverScreen(_KeyedScreen):
    """The match result, the score sheet, where the record was kept, and a rematch."""

    def __init__(self, view: View, names: list[str], saved: str | None, you: int | None = None) -> None:
        super().__init__()
        self._you = you
        self._view = view
        self._names = names
        self._saved = saved

    def compose(self) -> ComposeResult:
        view = self._view
        headline = say(winner_message(self._names, view.winner, self._you))
        parts: list[Text | object] = [
            Text(headline + "\n", style="bold"),
            Text(round_summary(view, self._names) + "\n"),
            score_sheet(view, self._names),
        ]
        if self._saved:
            parts.append(
                Text("\n" + _("The match record is kept in {path} (watch it again: unoduo replay {path}).").format(
                    path=self._saved
                ))
            )
        with Vertical(classes="panel"):
            yield Static(Group(*parts), id="sheet")  # type: ignore[arg-type]
            yield ChoiceButton("r", _("Rematch"), "rematch")
            yield ChoiceButton("q", _("Quit"), "quit")


class ScoresScreen(ModalScreen[None]):
    """The score sheet over the table (S); any of Esc, S or Enter closes it."""

    def __init__(self, view: View, names: list[str]) -> None:
        super().__init__()
        self._view = view
        self._names = names

    def compose(self) -> ComposeResult:
        with Vertical(classes="panel"):
            yield Static(score_sheet(self._view, self._names), id="sheet")
            yield Static(_("Esc: back to the table"))

    def on_key(self, event: events.Key) -> None:
        if event.key in ("escape", "enter") or (event.character or "").lower() in ("s", "q"):
            event.stop()
            self.dismiss(None)


class RulesScreen(ModalScreen[None]):
    """The rules of the ruleset in plain words (?); Esc or ? closes it."""

    def __init__(self, ruleset: str, options: dict[str, object]) -> None:
        super().__init__()
        self._ruleset = ruleset
        self._options = options

    def compose(self) -> ComposeResult:
        text = Text()
        for heading, paragraph in rules_text(self._ruleset, dict(self._options)):
            text.append(heading + "\n", style="bold underline")
            text.append(paragraph + "\n\n")
        with Vertical(classes="panel rules"):
            with VerticalScroll():
                yield Static(text, id="rules-text")
            yield Static(_("Esc: back to the table · Up/Down: scroll"))

    def on_key(self, event: events.Key) -> None:
        if event.key in ("escape", "enter") or event.character in ("?", "q", "Q"):
            event.stop()
            self.dismiss(None)
