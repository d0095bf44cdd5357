"""The replay endpoints: every step of a finished match as the engine computes it, every hand shown; nothing
for a match still going on (docs/protocol.md, "Replays")."""

from __future__ import annotations

import random
from typing import Any

from webtest_helpers import Client, ServerThread, card_codes_in

from unoduo.core import new_match, view
from unoduo.core.record import parse_action_line
from unoduo.web.protocol import ReplayIndex, ReplayRound


def _finished_match(server: ServerThread, **body: Any) -> tuple[str, dict[str, Any]]:
    created = server.create(opponent="bot", seed=21, **body)
    client = Client(server.ws_url, created["game"], created["token"])
    final = client.play(random.Random(5), timeout=120)
    client.close()
    assert final["status"] == "over"
    return created["game"], server.record(created["game"])


def _all_steps(server: ServerThread, game: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    response = server.http.get(f"/api/games/{game}/replay")
    assert response.status_code == 200, response.text
    index = response.json()
    ReplayIndex.model_validate(index)  # the documented shape (docs/protocol.md, "Message reference")
    steps: list[dict[str, Any]] = []
    for entry in index["rounds"]:
        answer = server.http.get(f"/api/games/{game}/replay/{entry['round']}")
        assert answer.status_code == 200, answer.text
        body = answer.json()
        ReplayRound.model_validate(body)
        assert body["round"] == entry["round"]
        first = entry["first_step"]
        assert [s["index"] for s in body["steps"]] == list(range(first, first + entry["steps"]))
        steps += body["steps"]
    return index, steps


def _check_against_the_engine(index: dict[str, Any], steps: list[dict[str, Any]], record: dict[str, Any]) -> None:
    """Each step is what stepping the engine over the record gives: the omniscient view and the step's events."""
    assert index["total_steps"] == len(steps) == len(record["actions"]) + 1
    assert [s["index"] for s in steps] == list(range(len(steps)))
    options = record.get("options", {})
    state = new_match(record["ruleset"], players=record["players"], seed=record["seed"], options=options)
    first = view(state, None, reveal_all=True)
    assert steps[0]["action"] is None and steps[0]["seat"] is None
    assert steps[0]["view"] == first.to_dict(events=False)
    assert steps[0]["events"] == [e.to_dict() for e in first.events]
    for step, line in zip(steps[1:], record["actions"], strict=True):
        seat, action = parse_action_line(line, state.players)
        events = state.apply(action, seat)
        assert (step["seat"], step["action"]) == (seat, str(action))
        assert step["events"] == [e.to_dict() for e in events]
        assert step["view"] == view(state, None, reveal_all=True).to_dict(events=False)
        # Every hand is shown, and each is exactly what that seat itself saw.
        assert step["view"]["hands"] == [view(state, s).to_dict(events=False)["hand"] for s in range(state.players)]
        assert [len(h) for h in step["view"]["hands"]] == step["view"]["hand_sizes"]
    assert state.is_over and index["scores"] == list(state.scores) and index["winner"] == state.winner
    for entry in index["rounds"]:
        assert {s["view"]["round"] for s in steps[entry["first_step"] : entry["first_step"] + entry["steps"]]} == {
            entry["round"]
        }


def test_replay_of_a_duo_match_agrees_with_the_engine(server: ServerThread) -> None:
    game, record = _finished_match(server, ruleset="duo", options={"target_score": 60})
    index, steps = _all_steps(server, game)
    assert index["game_id"] == game and index["ruleset"] == "duo"
    assert index["options"]["target_score"] == 60
    assert [p["seat"] for p in index["players"]] == [0, 1] and index["players"][1]["kind"] == "bot"
    assert index["players"][1]["default_name"] == {"id": "Bot {n}", "params": {"n": 2}}
    assert len(index["rounds"]) >= 1 and index["rounds"][0]["first_step"] == 0
    _check_against_the_engine(index, steps, record)
    # A private card (a draw, a draft candidate) is shown in the replay's events: nothing is redacted.
    assert any(e.get("private_to") is not None and e.get("cards") for s in steps for e in s["events"])


def test_replay_of_a_classic_match_agrees_with_the_engine(server: ServerThread) -> None:
    game, record = _finished_match(server, ruleset="classic", players=3, options={"target_score": 60})
    index, steps = _all_steps(server, game)
    _check_against_the_engine(index, steps, record)
    again = server.http.get(f"/api/games/{game}/replay/{index['rounds'][-1]['round']}")  # from the cache
    assert again.json()["steps"] == steps[index["rounds"][-1]["first_step"] :]


def test_replay_errors_unknown_game_unfinished_match_and_unknown_round(server: ServerThread) -> None:
    for path in ("/api/games/nosuchgame/replay", "/api/games/nosuchgame/replay/1", f"/api/games/{'x' * 40}/replay"):
        response = server.http.get(path)
        assert response.status_code == 404, path
        assert response.json()["error"]["code"] == "no_such_game"
    created = server.create(ruleset="duo", opponent="bot", seed=3)
    client = Client(server.ws_url, created["game"], created["token"])
    client.play(random.Random(1), until_seq=6)  # a match in progress: hidden cards exist
    for path in (f"/api/games/{created['game']}/replay", f"/api/games/{created['game']}/replay/1"):
        response = server.http.get(path)
        assert response.status_code == 409, path
        assert response.json()["error"]["code"] == "not_finished"
        assert card_codes_in(response.json()) == []  # no card of a running game, of any seat
    client.close()
    game, _record = _finished_match(server, ruleset="duo", options={"target_score": 30})
    index = server.http.get(f"/api/games/{game}/replay").json()
    missing = index["rounds"][-1]["round"] + 1
    response = server.http.get(f"/api/games/{game}/replay/{missing}")
    assert response.status_code == 404 and response.json()["error"]["code"] == "no_such_round"


def test_live_messages_never_carry_every_hand(server: ServerThread) -> None:
    """The omniscient view is for finished replays only: no state message of a live game has ``hands``."""
    created = server.create(ruleset="duo", opponent="bot", seed=8)
    client = Client(server.ws_url, created["game"], created["token"])
    watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
    client.play(random.Random(2), until_seq=20)
    watcher.until(lambda m: m["type"] == "state" and m["seq"] >= 20)
    client.close()
    watcher.close()
    for frame in client.frames + watcher.frames:
        assert '"hands"' not in frame
