"""A bot that fails must not stall a web game: it is logged and the seat takes its first legal action."""

from __future__ import annotations

import logging
import random

import pytest
from webtest_helpers import Client, ServerThread

from unoduo.core import Action, View, new_match, view
from unoduo.core.record import parse_action_line
from unoduo.web.play import game as game_module


class RaisingAgent:
    """A bot with a bug: every decision raises."""

    name = "raising"

    def act(self, view: View, rng: random.Random) -> Action:
        raise RuntimeError("this bot always fails")


class IllegalAgent:
    """A bot with another bug: it answers an action the engine refuses."""

    name = "illegal"

    def act(self, view: View, rng: random.Random) -> Action:
        for text in ("keep", "pass", "draw", "challenge"):
            action = Action.parse(text)
            if action not in view.legal:
                return action
        raise AssertionError(f"every candidate is legal in {view.legal}")


@pytest.mark.parametrize("agent", [RaisingAgent, IllegalAgent])
def test_a_failing_bot_is_logged_and_plays_its_first_legal_action(
    agent: type, sqlite_url: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(game_module, "make_agent", lambda spec: agent())
    caplog.set_level(logging.ERROR, logger="unoduo.web")
    with ServerThread(sqlite_url) as server:
        created = server.create(ruleset="duo", opponent="bot", seed=11)
        client = Client(server.ws_url, created["game"], created["token"])
        final = client.play(random.Random(3), timeout=120)
        client.close()
        record = server.record(created["game"])
    assert final["status"] == "over"
    # Every bot move was the first legal action of its view: replaying the record, check it at each bot turn.
    state = new_match("duo", seed=record["seed"], options=record.get("options") or {})
    bot_moves = 0
    for line in record["actions"]:
        seat, action = parse_action_line(line, state.players)
        if seat == 1:
            assert action == view(state, 1).legal[0], line
            bot_moves += 1
        state.apply(action, seat)
    assert state.is_over and bot_moves > 0
    failures = [r for r in caplog.records if "bot of seat 1" in r.getMessage()]
    assert len(failures) == bot_moves  # each failure was logged, none was silent
    if agent is RaisingAgent:
        assert all(r.exc_info is not None and "this bot always fails" in str(r.exc_info[1]) for r in failures)
    else:
        assert all("refused" in r.getMessage() for r in failures)
