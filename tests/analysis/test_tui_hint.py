"""The terminal game's coach: H gives a hint in games against bots (never where another person plays), and
``--chances`` tells the match-win chance after each round."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from tui_driver import offered, screen_text, settle, step  # noqa: E402

from unoduo.agents.easy import EasyAgent  # noqa: E402
from unoduo.core import State, view  # noqa: E402
from unoduo.tui import GameSession, Settings, Store  # noqa: E402
from unoduo.tui.app import UnoduoApp  # noqa: E402
from unoduo.tui.screens import RoundOverScreen  # noqa: E402
from unoduo.tui.storage import ENV_VAR  # noqa: E402

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]
SIZE = (130, 40)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "data"))
    return Store.default()


def _recording(app: UnoduoApp) -> list[str]:
    shown: list[str] = []
    original = app.notify

    def notify(message: str, **kwargs: Any) -> None:
        shown.append(str(message))
        original(message, **kwargs)

    app.notify = notify  # type: ignore[method-assign]
    return shown


def _play_ahead(session: GameSession, stop: Callable[[State], bool]) -> None:
    """Play both seats with the easy bot (outside the screen, saving as the game does) until ``stop``."""
    agent = EasyAgent()
    rng = random.Random(1)
    while not stop(session.state):
        seat = session.state.to_act
        assert seat is not None
        session.apply(seat, agent.act(session.view(seat), rng))


def _plies_to_round_end(session: GameSession) -> int:
    """How many actions the easy bots need to finish the round from here (on a copy)."""
    state = session.state.copy()
    agent = EasyAgent()
    rng = random.Random(1)
    count = 0
    while not state.rounds:
        seat = state.to_act
        assert seat is not None
        state.apply(agent.act(view(state, seat), rng), seat)
        count += 1
    return count


async def _until_playing(pilot: Any, app: UnoduoApp) -> None:
    """To the human's first turn with cards on the table."""
    for _ in range(200):
        await settle(pilot, app)
        screen = app.game_screen
        if app.screen is screen and screen.acting and screen.view_ is not None and screen.view_.decision == "turn":
            return
        await step(pilot, app)
    raise AssertionError("never reached a turn")


async def test_h_gives_the_coachs_hint_against_bots(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=5), store)
    _play_ahead(session, lambda state: state.decision != "draft")
    app = UnoduoApp(session, bot_delay=0, hint_budget="60")
    shown = _recording(app)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await _until_playing(pilot, app)
        assert "H hint" in screen_text(app)
        view = app.game_screen.view_
        assert view is not None
        await pilot.press("h")
        for _ in range(500):
            await pilot.pause(0.01)
            if any("Suggested" in text for text in shown):
                break
        hint = next(text for text in shown if "Suggested" in text)
        for _ in range(100):  # the toast is on the screen, not only sent
            await pilot.pause(0.02)
            if "Suggested" in screen_text(app):
                break
        assert "Suggested" in screen_text(app) and "Coach" in screen_text(app)
        labels = {button.label_text for button in offered(app)}
        suggested = hint.splitlines()[0].split(": ", 1)[1]
        assert suggested in labels or suggested.startswith("Play")  # a card play is a card, not a button
        assert "Chance to win this round" in hint
        assert len(hint.splitlines()) == 2 + len(view.legal)  # every choice with its chance
        assert session.state.history == list(session.state.history)  # nothing was played by the hint
        assert app.game_screen.view_ is view and app.game_screen.acting


async def test_no_hint_where_another_person_plays(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", hotseat=True, seed=8, names=["Ann", "Bob"]), store)
    app = UnoduoApp(session, bot_delay=0, hint_budget="20", show_chances=True)
    shown = _recording(app)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(10):
            await settle(pilot, app)
            if app.screen is app.game_screen and app.game_screen.acting:
                break
            await step(pilot, app)
        assert not app.hints_allowed
        await pilot.press("h")
        await pilot.pause(0.2)
        assert not any("Suggested" in text or "coach" in text.lower() for text in shown)
        assert "H hint" not in screen_text(app)


async def test_the_match_win_chance_after_each_round(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=11), store)
    left = _plies_to_round_end(session)
    _play_ahead(session, lambda state: len(state.history) >= left - 4)
    app = UnoduoApp(session, bot_delay=0, show_chances=True)
    shown = _recording(app)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(600):
            await settle(pilot, app)
            if isinstance(app.screen, RoundOverScreen):
                break
            await step(pilot, app)
        assert isinstance(app.screen, RoundOverScreen)
        said = [text for text in shown if "chance to win the match" in text]
        assert len(said) == 1 and said[0].rstrip("%").split()[-1].isdigit()
