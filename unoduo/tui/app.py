"""The Textual application of ``unoduo play``: the flow of a match (rounds, hand-overs, results), the bots, the
coach's hints and the global keys, around the table screen (:mod:`unoduo.tui.table`).

The human's screen is built from ``view(state, seat)`` only, and the choices offered are that view's
``legal`` actions (a wild card asks for its colour, a dump for the order of its cards, U arms the UNO
call). Bots decide in a worker thread (``asyncio.to_thread``) with a short pause so the player can follow;
every action is saved at once by the :class:`~unoduo.tui.session.GameSession`.

Under house rule H13 (``jump_in``) several seats may act at once, and the first action applied wins: the human
on screen may play an identical card while a bot is about to move (the bot then waits a little longer, so that
a person has the time to see it), and bots jump in the moment they see the chance (see ``_offer_bot_jump_ins``).
"""


from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Sequence
from typing import Any

from textual.app import App
from textual.screen import Screen

from unoduo.core import Action, IllegalActionError, View
from unoduo.i18n import _
from unoduo.present import choices

from .say import say
from .screens import IntroScreen, MatchOverScreen, PassScreen, RoundOverScreen, RulesScreen, ScoresScreen
from .session import GameSession, Settings
from .table import GameScreen

#: H13: how many bot delays a bot about to move waits when the human on screen may jump in (0.7 s: 2.8 s).
JUMP_IN_WINDOW = 4.0
#: H13: a bot that may jump in does so after this share of the bot delay (a player calling out, not thinking).
JUMP_IN_PACE = 0.5
HINT_BUDGET = "400ms"  # the coach's thinking time for a hint (docs/analysis.md)

CSS = """
Screen { layout: vertical; }
#status { height: 1; background: $primary-background; color: $text; padding: 0 1; }
#body { height: 1fr; }
#board { width: 1fr; padding: 0 1; overflow-y: auto; }
#log { width: 40; border-left: solid $primary; }
#seats { height: auto; margin-bottom: 1; }
#table { height: auto; }
#table-info { width: 1fr; padding-left: 2; height: auto; }
#pile-info { height: auto; color: $text-muted; }
#prompt { height: auto; margin: 1 0 0 0; text-style: bold; color: $warning; }
#hand-title { height: 1; margin-top: 1; }
#hand { layout: grid; grid-size: 7; grid-columns: 8; grid-gutter: 0 1; height: auto; }
#choices { layout: grid; grid-size: 3; grid-columns: 1fr; grid-gutter: 0 1; height: auto; margin-top: 1; }
#keys { height: 1; background: $primary-background; color: $text-muted; padding: 0 1; }
.card { width: 8; height: 3; border: round $foreground 40%; content-align: center middle; text-style: bold; }
.card.big { width: 10; height: 5; border: heavy $foreground; }
.card.selectable { border: heavy white; }
.card.dim { background: #2b2b2b; color: #8a8a8a; text-style: none; border: round #555555; }
.card.cursor { border: double $accent; }
.card.picked { border: heavy $success; text-style: italic; }
.c-red { background: #b71c1c; color: white; }
.c-yellow { background: #f9d71c; color: black; }
.c-green { background: #1b7a3a; color: white; }
.c-blue { background: #1f5fbf; color: white; }
.c-wild { background: #333333; color: white; }
.back { background: #4a2c6f; color: white; }
ChoiceButton { width: 1fr; }
ChoiceButton.on { text-style: bold reverse; }
.panel { width: 90%; height: auto; max-height: 100%; padding: 1 2; border: round $primary; background: $surface; }
.panel ChoiceButton { width: auto; margin-top: 1; }
.pass { width: 60; }
IntroScreen, PassScreen, RoundOverScreen, MatchOverScreen, ScoresScreen, RulesScreen { align: center middle; }
.rules { height: 90%; }
.rules VerticalScroll { height: 1fr; }
"""



def hint_text(evaluation: Any, view: View, names: Sequence[str] = ()) -> str:
    """The coach's hint as lines: the suggested choice, then each choice with the chance to win the round
    after it (best first). Choices are named as the screen's buttons name them."""
    labels = {choice.action: say(choice.label) for choice in choices(view, names)}
    best = evaluation.best

    def name(action: Action) -> str:
        return labels.get(str(action), str(action))

    lines = [_("Suggested: {choice}").format(choice=name(best.action)),
             _("Chance to win this round: {chance}").format(chance=f"{100 * evaluation.round_win:.0f}%")]
    for value in sorted(evaluation.actions, key=lambda v: -v.round_win):
        lines.append(f"{100 * value.round_win:3.0f}%  {name(value.action)}")
    return "\n".join(lines)



class UnoduoApp(App[str | None]):
    """``unoduo play``: one match (and rematches) between the humans and bots of a :class:`GameSession`."""

    CSS = CSS
    TITLE = "unoduo"
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self, session: GameSession, *, bot_delay: float = 0.7, intro: bool = True, show_chances: bool = False,
        hint_budget: str = HINT_BUDGET,
    ) -> None:
        super().__init__()
        self.session = session
        self.show_chances = show_chances  # after each round, the human's chance to win the match (vs bots only)
        self.hint_budget = hint_budget
        self.hint_busy = False
        self.bot_delay = bot_delay
        self.intro = intro
        self.viewer: int | None = None  # the human seat whose hand is on screen
        self.waiting = False  # True when the app waits for a key (a human decision or a screen to dismiss)
        self.bot_busy = False
        self.quit_reason: str | None = None
        self._rounds_shown = len(session.state.rounds)
        self._generation = 0
        self.game_screen = GameScreen(self)

    # ------------------------------------------------------------------ flow

    def on_mount(self) -> None:
        self.push_screen(self.game_screen)
        self.call_after_refresh(self._begin)

    def _begin(self) -> None:
        if self.intro and not self.session.state.history:
            self._push(IntroScreen(self.session.view(None), self.session.names, self._title(), self.session.you),
                       lambda _result: self.advance())
        else:
            self.advance()

    def _title(self) -> str:
        if self.session.state.ruleset == "duo":
            return _("UNO Duo: a new match")
        return _("Classic UNO: a new match")

    def _push(self, screen: Screen[Any], callback: Any) -> None:
        self.waiting = True
        self.push_screen(screen, callback)

    def advance(self) -> None:
        """Show what comes next: a round or match result, a hand-over, the human's decision, or a bot's move."""
        session = self.session
        state = session.state
        if len(state.rounds) > self._rounds_shown and not state.is_over:
            self._rounds_shown = len(state.rounds)
            if self.show_chances and self.hints_allowed:
                self.notify(self.match_chance_text(), timeout=10)
            self._hide_if_hotseat()
            self._push(RoundOverScreen(session.view(None), session.names), lambda _result: self.advance())
            return
        if state.is_over:
            self._rounds_shown = len(state.rounds)
            path = session.finish()
            self._hide_if_hotseat()
            self._push(MatchOverScreen(session.view(None), session.names, str(path) if path else None, session.you),
                       self._after_match)
            return
        seat = state.to_act
        assert seat is not None
        self._offer_bot_jump_ins()
        if session.is_human(seat):
            if session.settings.hotseat and seat != self.viewer:
                self.viewer = None
                self.game_screen.show(None, False)
                self._push(PassScreen(session.names[seat]), lambda _result: self._show_human(seat))
                return
            self._show_human(seat)
        else:
            shown = self.viewer if self.viewer is not None else (
                None if session.settings.hotseat else session.settings.humans[0])
            seen = session.view(shown) if shown is not None else None
            may_jump_in = seen is not None and bool(seen.jump_in)  # H13: the human may play out of turn now
            if may_jump_in:
                self.viewer = shown
            self.game_screen.show(seen, may_jump_in, waiting_for=session.names[seat])
            self._start_bot(seat, at_least=self.bot_delay * JUMP_IN_WINDOW if may_jump_in else 0.0)

    def _hide_if_hotseat(self) -> None:
        if self.session.settings.hotseat:
            self.viewer = None
            self.game_screen.show(None, False)

    def _show_human(self, seat: int) -> None:
        self.viewer = seat
        self.game_screen.show(self.session.view(seat), True)
        self.waiting = True

    def human_act(self, action: Action) -> None:
        """The human on screen decided: apply it (the session saves), then go on.

        Out of turn this is a jump-in (H13): it is taken if it is still offered (nobody acted first), and the
        move the bot to act was about to make is dropped.
        """
        seat = self.viewer
        state = self.session.state
        if seat is None:
            return
        jumping = seat != state.to_act
        if jumping and action not in state.jump_ins().get(seat, ()):
            return  # not offered any more (the screen is redrawn with every action, so only a stray key)
        if not jumping and self.bot_busy:
            return
        try:
            self.session.apply(seat, action)
        except IllegalActionError as exc:
            self.notify(exc.message, severity="error")
            return
        if jumping:
            self._generation += 1  # the bot that was to move lost its turn
            self.bot_busy = False
        self.waiting = False
        self.advance()

    def _offer_bot_jump_ins(self) -> None:
        """H13: when bots may jump in now, let them decide after a short pause (see :meth:`_bot_jump_in`)."""
        state = self.session.state
        if not state.options.jump_in:
            return
        if any(not self.session.is_human(seat) for seat in state.jump_ins()):
            self.run_worker(self._bot_jump_in(len(state.history)), group="jump", exclusive=True)

    async def _bot_jump_in(self, moves: int) -> None:
        """Each bot that may jump in decides, in seat order after the seat to act (as ``sim.match`` offers
        them); the first that takes the chance plays, unless someone acted during the pause.

        An agent's ``jump_in`` is a quick rule of thumb (the heuristic takes any jump-in), not a search.
        """
        await asyncio.sleep(self.bot_delay * JUMP_IN_PACE)
        session = self.session
        state = session.state
        if len(state.history) != moves or state.to_act is None:
            return  # someone acted first
        offers = state.jump_ins()
        to_act = state.to_act
        for seat in sorted(offers, key=lambda s: (s - to_act) % state.players):
            choose = getattr(session.agents.get(seat), "jump_in", None)
            if choose is None:
                continue
            rng = random.Random(f"unoduo-jump/{session.settings.seed}/{moves}/{seat}")
            try:
                action = choose(session.view(seat), rng)
            except Exception:  # a bot bug must not end the match: that bot lets the chance go
                continue
            if action is None or action not in offers.get(seat, ()):
                continue
            self._generation += 1  # the move the seat to act was about to make is dropped
            self.bot_busy = False
            session.apply(seat, action)
            self.waiting = False
            self.advance()
            return

    def _start_bot(self, seat: int, at_least: float = 0.0) -> None:
        """The bot of ``seat`` decides in a worker, then moves after the bot delay (``at_least`` seconds at
        least: the human's window to jump in)."""
        self.bot_busy = True
        self.waiting = at_least > 0  # the human may press a key meanwhile: a jump-in
        agent, view, rng = self.session.bot_request(seat)
        self._generation += 1
        self.run_worker(self._bot_move(self._generation, seat, agent, view, rng, at_least), group="bot",
                        exclusive=True)

    async def _bot_move(self, generation: int, seat: int, agent: Any, view: View, rng: Any,
                        at_least: float = 0.0) -> None:
        started = time.monotonic()
        try:
            action = await asyncio.to_thread(agent.act, view, rng)
        except Exception as exc:  # a bot bug must not end the match: take its first legal action
            self.notify(_("A bot failed ({error}); it takes its first legal action.").format(error=exc),
                        severity="error")
            action = view.legal[0]
        pause = max(self.bot_delay * (0.4 if view.decision == "draft" else 1.0), at_least) - (
            time.monotonic() - started)
        if pause > 0:
            await asyncio.sleep(pause)
        if generation != self._generation:
            return
        self.bot_busy = False
        try:
            self.session.apply(seat, action)
        except IllegalActionError as exc:
            self.notify(_("A bot chose an illegal action ({error}).").format(error=exc.message), severity="error")
            self.session.apply(seat, view.legal[0])
        self.advance()

    def _after_match(self, result: str | None) -> None:
        if result == "rematch":
            self._generation += 1
            settings: Settings = self.session.settings.rematch()
            self.session = GameSession.start(settings, self.session.store)
            self.viewer = None
            self._rounds_shown = 0
            self.game_screen.restart_log()
            self._begin()
        else:
            self.quit_reason = "finished"
            self.exit(self.quit_reason)

    # ------------------------------------------------------------------ the coach (games against bots only)

    @property
    def hints_allowed(self) -> bool:
        """Hints and win chances only in games against bots: never where another person plays."""
        return len(self.session.settings.humans) == 1

    def match_chance_text(self) -> str:
        """The human's chance to win the match from the scores now (the players taken as even from here)."""
        from unoduo.analysis import match_win_chance

        state = self.session.state
        seat = self.session.settings.humans[0]
        options = self.session.view(None).options
        chance = match_win_chance(state.ruleset, state.players, options, state.scores, seat)
        return _("Your chance to win the match now: {chance}").format(chance=f"{100 * chance:.0f}%")

    def show_hint(self) -> None:
        """H: the coach's suggestion for the decision on screen, and the win chance after each choice."""
        screen = self.game_screen
        view = screen.view_
        if view is None or not screen.acting or self.bot_busy:
            self.notify(_("A hint is for your own decisions."), severity="warning")
            return
        if self.hint_busy:
            return
        self.hint_busy = True
        self.notify(_("The coach is thinking..."), timeout=2)
        self.run_worker(self._hint(self._generation, view), group="hint", exclusive=True)

    async def _hint(self, generation: int, view: View) -> None:
        from unoduo.analysis import evaluate

        try:
            evaluation = await asyncio.to_thread(evaluate, view, self.hint_budget)
        finally:
            self.hint_busy = False
        if generation != self._generation or self.game_screen.view_ is not view:
            return  # the decision was taken meanwhile
        self.notify(hint_text(evaluation, view, self.session.names), title=_("Coach"), timeout=20)

    # ------------------------------------------------------------------ global keys

    def show_rules(self) -> None:
        self.push_screen(RulesScreen(self.session.state.ruleset, self.session.view(None).options))

    def show_scores(self) -> None:
        self.push_screen(ScoresScreen(self.session.view(None), self.session.names))

    def quit_game(self) -> None:
        """Q: everything is already saved; leave (the match can be resumed)."""
        self._generation += 1
        self.quit_reason = "finished" if self.session.state.is_over else "saved"
        self.exit(self.quit_reason)
