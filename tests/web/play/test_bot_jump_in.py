"""House rule H13 in the web game: bot seats jump in when their agent wants to, through the hub like any seat,
and the welcome lists the rules in force."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest
from webtest_helpers import Client, ServerThread

from unoduo.core import new_match
from unoduo.core.record import parse_action_line
from unoduo.web.play.bots import JUMP_IN_WINDOW, Autoplay


def test_bots_jump_in_and_every_jump_in_is_legal(sqlite_url: str) -> None:
    with ServerThread(sqlite_url) as server:
        created = server.create(ruleset="classic", opponent="bot", players=3, difficulty="medium", seed=1,
                                options={"jump_in": True, "target_score": 1})
        client = Client(server.ws_url, created["game"], created["token"])
        welcome = json.loads(client.frames[0])
        final = client.play(random.Random(2), timeout=60)
        client.close()
        record = server.record(created["game"])
    # The welcome says which rules are in force: jump-in is one (a house rule that is off is not listed).
    rules = [line["params"]["description"]["id"] for line in welcome["rules"]]
    assert any("identical to the top card" in text for text in rules)
    assert not any("Seven-O" in text for text in rules)
    assert final["status"] == "over"
    # Replay the record: every action is legal where it was taken; count the bots' out-of-turn plays.
    state = new_match("classic", players=3, seed=record["seed"], options=record["options"])
    bot_jump_ins = offered_to_bots = 0
    for line in record["actions"]:
        seat, action = parse_action_line(line, state.players)
        offers = state.jump_ins()
        offered_to_bots += sum(1 for s in offers if s != 0)
        if seat != state.to_act:
            assert seat in offers and action in offers[seat], line
            bot_jump_ins += seat != 0
        state.apply(action, seat)
    assert offered_to_bots > 0, (offered_to_bots, bot_jump_ins)
    # The heuristic takes every jump-in it is offered, so the bots jumped in (some offers vanish first: the
    # seat to act may move before the bot's task runs, and then that offer is stale).
    assert bot_jump_ins > 0



def _bot_to_move(ruleset: str, players: int, others: str, options: dict[str, object]) -> SimpleNamespace:
    """What :meth:`Autoplay.move_delay` reads of a game (its state, its seats' kinds) at a normal turn of a bot,
    the other seats being ``others`` (in seat order)."""
    state = new_match(ruleset, players=players, seed=3, options=options, first=0)
    while state.decision != "turn":  # past the draft (Duo) or a turned-up wild's colour
        state.apply(state.legal_actions()[0])
    kinds = others.split()
    kinds.insert(state.to_act, "bot")
    return SimpleNamespace(state=state, row=SimpleNamespace(seats=[SimpleNamespace(kind=k) for k in kinds]))


@pytest.mark.parametrize(
    ("ruleset", "players", "others", "options", "window"),
    [
        ("duo", 2, "human", {"jump_in": True}, True),
        ("classic", 3, "bot human", {"jump_in": True}, True),
        ("duo", 2, "human", {}, False),  # no jump-in: the plain delay
        ("classic", 3, "bot bot", {"jump_in": True}, False),  # no person to wait for
    ],
)
def test_a_bot_waits_longer_where_a_person_could_jump_in(ruleset, players, others, options, window) -> None:
    """H13: at a normal turn of a jump-in game with a person at another seat, the bot to move waits
    JUMP_IN_WINDOW delays, whatever the hands (the wait tells nobody who holds the top card's twin)."""
    game = _bot_to_move(ruleset, players, others, options)
    autoplay = Autoplay(lambda *a, **k: None, bot_delay=0.5, executor=None)
    assert autoplay.move_delay(game) == (0.5 * JUMP_IN_WINDOW if window else 0.5)
    assert Autoplay(lambda *a, **k: None, bot_delay=0, executor=None).move_delay(game) == 0  # no delay, no window
