"""The table screen of ``unoduo play``: the table as one seat sees it, that seat's hand, the choices of its
decision, its log, and the keys and clicks that build a decision (a wild card's colour, a dump's order, the UNO
call) before it goes to the app.

The screen is built from ``view(state, seat)`` only, and the choices offered are that view's ``legal`` actions
(their labels and keys from :func:`unoduo.present.choices`). What the screen needs of the app around it is
:class:`TableHost` (the app, :class:`~unoduo.tui.app.UnoduoApp`, hands itself to the screen).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from rich.columns import Columns
from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Container, Horizontal, Vertical
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import RichLog, Static

from unoduo.core import Action, Card, View
from unoduo.core.cards import CODES, COLOR_OF, COLORS, WILD
from unoduo.i18n import _, is_rtl, ngettext
from unoduo.present import (
    Choice,
    choices,
    color_title,
    controls,
    dump_order_prompt,
    play_label,
    prompt,
    start_dump_label,
    wild_color_prompt,
)
from unoduo.present.choices import COLOR, DUMP, PLAY

from .cards import RICH_STYLES, card_label
from .say import say, visual_lines, visual_text
from .session import GameSession
from .widgets import CardWidget, ChoiceButton

W = TypeVar("W", bound=Widget)
CARD_KEYS = "1234567890"
CARD_WIDTH = 9  # a card cell in the hand grid, gutter included (8 wide: room for the key on the border)


class TableHost(Protocol):
    """What the table screen needs of the app: the session it draws, and where a decision or a global key goes."""

    session: GameSession

    @property
    def hints_allowed(self) -> bool: ...

    def human_act(self, action: Action) -> None: ...

    def show_rules(self) -> None: ...

    def show_scores(self) -> None: ...

    def show_hint(self) -> None: ...

    def quit_game(self) -> None: ...

    def notify(self, message: str, *, severity: SeverityLevel = "information") -> None: ...


@dataclass
class Mode:
    """What the human has started but not finished: a wild waiting for its colour, a dump being ordered."""

    wild: int | None = None  # the wild card chosen, its colour still to name
    dump: list[int] | None = None  # hand indices picked for a dump, in order
    uno: bool = False  # the UNO call is armed for the next play that leaves one card
    cursor: int = -1


class GameScreen(Screen[None]):
    """The table as one seat sees it, that seat's hand, the choices of its decision, and its log."""

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.view_: View | None = None
        self.acting = False
        self.mode = Mode()
        self._log_owner: int | None = -1
        self._log_count = 0
        self._shown: dict[str, Any] = {}
        self.game = host

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with Vertical(id="board"):
                yield Static(id="seats")
                with Horizontal(id="table"):
                    yield CardWidget(-1, big=True, id="top-card")
                    yield Static(id="table-info")
                yield Static(id="pile-info")
                yield Static(id="prompt")
                yield Static(id="hand-title")
                yield Container(id="hand")
                yield Container(id="choices")
            yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield Static(id="keys")

    def on_mount(self) -> None:
        self._fit_hand()

    def on_resize(self, event: events.Resize) -> None:
        self._fit_hand()

    def _fit_hand(self) -> None:
        board = self.query_one("#board")
        width = board.size.width or (self.size.width - 42)
        columns = max(1, (width - 2 + 1) // CARD_WIDTH)
        self.query_one("#hand").styles.grid_size_columns = columns
        log = self.query_one("#log")
        log.display = self.size.width >= 90

    def restart_log(self) -> None:
        """The next draw shows the log from its start (a new match: the old lines are gone)."""
        self._log_owner = -1

    # ------------------------------------------------------------------ showing a view

    def show(self, view: View | None, acting: bool, waiting_for: str | None = None, reset: bool = True) -> None:
        """Draw ``view`` (None: nothing private, e.g. before a hotseat hand-over); ``acting``: its seat decides
        (its turn, or the plays it may jump in with out of turn under H13)."""
        self.view_ = view
        self.acting = acting and view is not None and (view.seat == view.to_act or bool(view.jump_in))
        if reset:
            self.mode = Mode()
            if self.acting and view is not None:
                if view.decision == "dump" and any(a.kind == "dump" for a in view.legal):
                    self.mode.dump = []  # after a played Reverse: pick the dump's cards at once
                selectable = self._selectable(view)
                self.mode.cursor = next((i for i, ok in enumerate(selectable) if ok), 0)
        self._draw(waiting_for)

    def _set(self, selector: str, content: Any) -> None:
        """Update a Static only when its content changed (every update costs a layout pass)."""
        if self._shown.get(selector) != content:
            self._shown[selector] = content
            self.query_one(selector, Static).update(visual_text(content))

    def redraw(self) -> None:
        self._draw(None if self.acting else getattr(self, "_waiting", None))

    def _draw(self, waiting_for: str | None) -> None:
        self._waiting = waiting_for
        game = self.game
        session = game.session
        view = self.view_ or session.view(None)
        names = session.names
        self._set("#status", self._status_text(view))
        self._set("#seats", self._seats_text(view, names))
        self._draw_table(view)
        self._set("#pile-info", self._pile_text(view))
        if self.acting:
            prompt_text = self._prompt(view, names)
        elif waiting_for:
            prompt_text = say(prompt(view, names))
        else:
            prompt_text = ""
        if session.save_error:
            prompt_text += "\n" + _("Warning: the match could not be saved ({error}).").format(error=session.save_error)
        self._set("#prompt", prompt_text)
        self._draw_hand(view, names)
        self._draw_choices(view)
        self._draw_log(view.seat if self.view_ is not None else None)
        if game.hints_allowed:
            keys = _("? rules · S score sheet · U UNO call · H hint · ←/→ and Enter or 1-9: cards · Q save and quit")
        else:
            keys = _("? rules · S score sheet · U UNO call · ←/→ and Enter or 1-9: cards · Q save and quit")
        self._set("#keys", keys)

    def _status_text(self, view: View) -> str:
        game = self.game
        settings = game.session.settings
        if view.ruleset == "duo":
            title = _("UNO Duo")
        else:
            title = ngettext("Classic UNO, {n} player", "Classic UNO, {n} players", view.players).format(
                n=view.players
            )
        parts = [title, _("round {round}").format(round=view.round)]
        if settings.hotseat:
            parts.append(_("hotseat"))
        if settings.bots:
            parts.append(_("bots: {level}").format(level=settings.vs))
        parts.append(_("seed {seed}").format(seed=settings.seed))
        return " · ".join(parts)

    def _seats_text(self, view: View, names: list[str]) -> Any:
        entries = []
        hotseat = self.game.session.settings.hotseat
        for seat in range(view.players):
            marker = "▶ " if seat == view.to_act else "  "
            size = view.hand_sizes[seat]
            line = marker + names[seat]
            if seat == view.seat and hotseat:
                line += " " + _("(this screen)")
            line += " · " + ngettext("{n} card", "{n} cards", size).format(n=size)
            if view.players > 4:  # compact, so that the seats fit in columns
                line += " · " + _("{n} pts").format(n=view.scores[seat])
            else:
                line += " · " + ngettext("{n} point", "{n} points", view.scores[seat]).format(n=view.scores[seat])
            if view.ruleset == "duo" and seat == view.round_first:
                line += " · " + _("drafted first")
            if size == 1 and view.decision != "draft":
                line += " · UNO!"
            entries.append(Text(line, style="bold" if seat == view.to_act else ""))
        parts: list[Any] = [Columns(entries, padding=(0, 2))] if view.players > 4 else entries
        if view.ruleset == "classic" and view.players > 2:
            parts.append(
                Text("  " + (_("Play goes clockwise ↻") if view.direction == 1 else _("Play goes counterclockwise ↺")))
            )
        return Group(*parts)

    def _draw_table(self, view: View) -> None:
        big = self.query_one("#top-card", CardWidget)
        info = Text()
        if view.decision == "draft":
            if view.candidate is not None:
                big.configure(view.candidate, big=True)
                info.append(_("Your draft candidate") + "\n", style="bold")
            else:
                big.configure(-1, big=True)
                info.append(_("The draft") + "\n", style="bold")
            info.append(_("Draw pile: {n}").format(n=view.draw_pile) + "\n")
        else:
            if view.top is not None:
                big.configure(view.top, big=True, named=view.color if view.top >= WILD else None)
            if view.color is not None:
                info.append(_("Colour: {color}").format(color=say(color_title(view.color))) + "\n", style="bold")
            elif view.top is not None:
                info.append(_("Colour: still to be named") + "\n", style="bold")
            info.append(_("Draw pile: {n}").format(n=view.draw_pile) + "\n")
            if view.pending_draw:
                info.append(_("Cards to take: {n}").format(n=view.pending_draw) + "\n", style="bold")
        self._set("#table-info", info)

    def _pile_text(self, view: View) -> Text:
        text = Text()
        if view.decision == "draft":
            if view.discard:
                text.append(_("Draft pile, face up:") + " ")
                _append_cards(text, view.discard[-14:])
            return text
        if len(view.discard) > 1:
            text.append(_("Played before:") + " ")
            _append_cards(text, view.discard[-9:-1])
            text.append("\n")
        if view.known_bottom:
            text.append(_("Known cards at the bottom of the draw pile:") + " ")
            _append_cards(text, view.known_bottom)
        return text

    def _prompt(self, view: View, names: list[str]) -> str:
        mode = self.mode
        if mode.wild is not None:
            return say(wild_color_prompt(mode.wild))
        if mode.dump is not None:
            picked = [view.hand[i] for i in mode.dump]
            opponent = names[1 - (view.seat or 0)]  # dumps are Duo only: the other seat
            return " ".join(say(line) for line in dump_order_prompt(view, picked, opponent))
        return say(prompt(view, names))

    def _selectable(self, view: View) -> list[bool]:
        """For each card in hand: may the player pick it now (play it, or add it to the dump)?"""
        hand = view.hand
        if not self.acting:
            return [False] * len(hand)
        mode = self.mode
        decision = view.decision
        if mode.wild is not None:
            return [False] * len(hand)
        if mode.dump is not None or decision == "dump":
            color = view.dump_color
            picked = set(mode.dump or ())
            return [mode.dump is not None and COLOR_OF[c] == color and i not in picked for i, c in enumerate(hand)]
        plays = {c.card for c in choices(view) if c.kind == PLAY}
        if decision == "after_draw":
            return [c == view.drawn and CODES[c] in plays for c in hand]
        return [CODES[c] in plays for c in hand]

    def _draw_hand(self, view: View, names: list[str]) -> None:
        hand_box = self.query_one("#hand", Container)
        title = self.query_one("#hand-title", Static)
        if self.view_ is None or view.seat is None:
            title.update(visual_text(_("Hands are hidden.")))
            self._resize(hand_box, CardWidget, 0)
            return
        owner = names[view.seat]
        if self.game.session.settings.hotseat or self.game.session.settings.names[view.seat]:
            title.update(visual_text(ngettext("{name}'s hand ({n} card)", "{name}'s hand ({n} cards)",
                                              len(view.hand)).format(name=owner, n=len(view.hand))))
        else:
            title.update(visual_text(ngettext("Your hand ({n} card)", "Your hand ({n} cards)",
                                              len(view.hand)).format(n=len(view.hand))))
        selectable = self._selectable(view)
        card_decision = self.acting and view.decision in ("turn", "after_draw", "volley", "dump")
        order = {index: k + 1 for k, index in enumerate(self.mode.dump or ())}
        widgets = self._resize(hand_box, CardWidget, len(view.hand))
        for i, (card, widget) in enumerate(zip(view.hand, widgets, strict=True)):
            widget.configure(
                card,
                index=i,
                key=CARD_KEYS[i] if i < len(CARD_KEYS) else "",
                selectable=selectable[i],
                dim=card_decision and not selectable[i] and i not in order,
                cursor=self.acting and card_decision and i == self.mode.cursor,
                order=order.get(i),
            )

    @staticmethod
    def _resize(box: Container, kind: type[W], count: int) -> list[W]:
        """Keep exactly ``count`` widgets of ``kind`` in ``box`` (reused: redrawing is cheaper than mounting)."""
        have = [w for w in box.children if isinstance(w, kind)]
        if len(have) > count:
            for widget in have[count:]:
                widget.remove()
            have = have[:count]
        elif len(have) < count:
            extra = [kind() for _ in range(count - len(have))]
            box.mount(*extra)
            have += extra
        return have

    # ------------------------------------------------------------------ choices

    def choices(self) -> list[tuple[str, str, str, Any, bool]]:
        """(key, label, command, payload, highlighted) for every button the screen offers now.

        The decision's choices (labels, keys, actions) come from :func:`unoduo.present.choices`; the screen adds
        the steps of building one: a wild card's colour, a dump's order, the UNO toggle.
        """
        view = self.view_
        if view is None or not self.acting:
            return []
        mode = self.mode
        offered = choices(view, self.game.session.names)
        words = controls()
        out: list[tuple[str, str, str, Any, bool]] = []

        def button(choice: Choice) -> None:
            out.append((choice.key or "", say(choice.label), "act", choice, False))

        plays = [c for c in offered if c.kind == PLAY]
        dumps = [c for c in offered if c.kind == DUMP]
        others = [c for c in offered if c.kind not in (PLAY, DUMP)]
        uno = ("u", say(words["uno_on"] if mode.uno else words["uno_off"]), "uno", None, mode.uno)
        if mode.wild is not None:
            counts = Counter(COLOR_OF[c] for c in view.hand)
            for choice in self._wild_plays(CODES[mode.wild]):
                color = COLORS.index(choice.color or "R")
                label = say(color_title(color)) + (f" ({counts[color]})" if counts[color] else "")
                out.append((choice.color.lower() if choice.color else "", label, "act", choice, False))
            out.append(("escape", say(words["cancel"]), "cancel", None, False))
            return out
        if any(c.kind == COLOR for c in offered):
            for choice in offered:
                button(choice)
            return out
        if mode.dump is not None or view.decision == "dump":
            if mode.dump is not None:
                color = view.dump_color if view.dump_color is not None else -1
                total = sum(1 for c in view.hand if COLOR_OF[c] == color)
                if mode.dump and len(mode.dump) == total:
                    out.append(("enter", say(words["dump_confirm"]), "dump-confirm", None, False))
                if mode.dump:
                    out.append(("backspace", say(words["dump_undo"]), "dump-undo", None, False))
            if view.decision == "dump":
                for choice in others:
                    button(choice)
            else:
                out.append(("escape", say(words["dump_cancel"]), "cancel", None, False))
            if any(c.uno for c in dumps):
                out.append(uno)
            return out
        if view.decision == "after_draw" and plays and view.drawn is not None:  # P: the terminal's shortcut
            out.append(("p", say(play_label(view.drawn)), "play-drawn", None, False))
        for choice in others:
            button(choice)
        if dumps and view.decision == "turn":
            out.append(("m", say(start_dump_label(view.dump_color)), "dump-start", None, False))
        if any(c.uno for c in plays):  # a play here can leave one card: offer the call
            out.append(uno)
        return out

    def _wild_plays(self, code: str) -> list[Choice]:
        """The plays of wild card ``code``, one per colour, with the UNO call when it is armed and allowed."""
        view = self.view_
        assert view is not None
        plays = [c for c in choices(view) if c.kind == PLAY and c.card == code]
        picked: dict[str | None, Choice] = {}
        for choice in plays:
            if choice.color not in picked or (choice.uno == self.mode.uno):
                picked[choice.color] = choice
        return list(picked.values())

    def _draw_choices(self, view: View) -> None:
        box = self.query_one("#choices", Container)
        choices = self.choices()
        for button, choice in zip(self._resize(box, ChoiceButton, len(choices)), choices, strict=True):
            button.configure(*choice)

    def _draw_log(self, owner: int | None) -> None:
        log = self.query_one("#log", RichLog)
        session = self.game.session
        if owner is None and not session.settings.hotseat:
            owner = session.settings.humans[0]
        lines = session.logs.get(owner, []) if owner is not None else []
        if owner != self._log_owner or len(lines) < self._log_count:
            log.clear()
            self._log_owner = owner
            self._log_count = 0
        rtl = is_rtl()
        width = max(log.scrollable_content_region.width - 1, 20)
        for line in lines[self._log_count:]:
            # logical lines: a right-to-left language is wrapped, then drawn in visual order, right-aligned
            log.write(Text("\n".join(visual_lines(line, width)), justify="right") if rtl else Text(line))
        self._log_count = len(lines)

    # ------------------------------------------------------------------ input

    def on_key(self, event: events.Key) -> None:
        char = (event.character or "").lower() if event.character and event.character.isprintable() else ""
        key = event.key
        if char == "?":
            event.stop()
            self.game.show_rules()
            return
        if char == "q":
            event.stop()
            self.game.quit_game()
            return
        if char == "s" and not any(k == "s" for k, *_rest in self.choices()):
            event.stop()
            self.game.show_scores()
            return
        if char == "h" and self.game.hints_allowed:
            event.stop()
            self.game.show_hint()
            return
        if not self.acting or self.view_ is None:
            return
        for choice_key, _label, command, payload, _on in self.choices():
            if choice_key == (char or key) or (choice_key in ("enter", "escape", "backspace") and key == choice_key):
                event.stop()
                self.run_command(command, payload)
                return
        if char and char in CARD_KEYS:
            event.stop()
            self.activate_card(CARD_KEYS.index(char))
        elif key in ("left", "right", "home", "end"):
            event.stop()
            self._move_cursor(key)
        elif key == "enter":
            event.stop()
            self.activate_card(self.mode.cursor)

    def on_button_pressed(self, event: ChoiceButton.Pressed) -> None:
        button = event.button
        if isinstance(button, ChoiceButton):
            event.stop()
            self.run_command(button.command, button.payload)

    def _move_cursor(self, key: str) -> None:
        view = self.view_
        if view is None or not view.hand:
            return
        n = len(view.hand)
        cursor = self.mode.cursor
        cursor = {"left": cursor - 1, "right": cursor + 1, "home": 0, "end": n - 1}[key]
        self.mode.cursor = max(0, min(n - 1, cursor))
        self.redraw()

    def activate_card(self, index: int) -> None:
        """A card was chosen (number key, Enter on the cursor, or a click)."""
        view = self.view_
        if view is None or not self.acting or not 0 <= index < len(view.hand):
            return
        self.mode.cursor = index
        if not self._selectable(view)[index]:
            self.redraw()
            return
        card = view.hand[index]
        if self.mode.dump is not None:
            self.mode.dump.append(index)
            self.redraw()
            return
        if card >= WILD:
            self.mode.wild = card
            self.redraw()
            return
        self._play(card)

    def run_command(self, command: str, payload: Any) -> None:
        view = self.view_
        if view is None or not self.acting:
            return
        mode = self.mode
        if command == "act":
            self.game.human_act(Action.parse(payload.action))
        elif command == "cancel":
            mode.wild = None
            mode.dump = None
            self.redraw()
        elif command == "uno":
            mode.uno = not mode.uno
            self.redraw()
        elif command == "play-drawn" and view.drawn is not None:
            if view.drawn >= WILD:
                mode.wild = view.drawn
                self.redraw()
            else:
                self._play(view.drawn)
        elif command == "dump-start":
            mode.dump = []
            self.redraw()
        elif command == "dump-undo" and mode.dump:
            mode.dump.pop()
            self.redraw()
        elif command == "dump-confirm" and mode.dump:
            self._dump([view.hand[i] for i in mode.dump])  # the order picked: the last card acts (R54)

    def _play(self, card: int) -> None:
        """Play a card that names no colour, calling UNO if the call is armed and the play allows it."""
        view = self.view_
        assert view is not None
        options = [c for c in choices(view) if c.kind == PLAY and c.card == CODES[card] and c.color is None]
        if not options:
            self.game.notify(_("That card cannot be played now."), severity="warning")
            return
        called = [c for c in options if c.uno]
        plain = [c for c in options if not c.uno]
        choice = called[0] if self.mode.uno and called else (plain[0] if plain else options[0])
        self.game.human_act(Action.parse(choice.action))

    def _dump(self, cards: list[Card]) -> None:
        """Lay a dump in the order picked (the engine takes any order of the right cards; the last one acts)."""
        view = self.view_
        assert view is not None
        codes = [CODES[c] for c in cards]
        match = [c for c in choices(view) if c.kind == DUMP and c.card == codes[-1]
                 and Counter(c.cards) == Counter(codes)]
        if not match:
            self.game.notify(_("That dump is not allowed."), severity="warning")
            return
        uno = self.mode.uno and any(c.uno for c in match)
        self.game.human_act(Action.parse(" ".join(["dump", *codes, *(["uno"] if uno else [])])))



def _append_cards(text: Text, cards: Any) -> None:
    for card in cards:
        text.append(f" {card_label(card)} ", style=RICH_STYLES[COLOR_OF[card]])
        text.append(" ")
