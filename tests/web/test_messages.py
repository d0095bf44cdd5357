"""Server messages are typed: every frame of whole games validates against the protocol's models, a state
carries one narration line per new event and the seat's decision as choices, and generated names travel as
messages each viewer renders in its own language."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

from webtest_helpers import Client, ServerThread

from unoduo.core import new_match, view
from unoduo.core.record import parse_action_line
from unoduo.present import Message, Narrator, choices, msg, render
from unoduo.web.limits.settings import MAX_INT_OPTION
from unoduo.web.protocol import PlayerEntry, ServerMessage, StateMessage, ViewModel, Welcome, server_message
from unoduo.web.protocol_doc import update_doc


def _validated(frames: list[str]) -> list[ServerMessage]:
    return [server_message.validate_json(frame) for frame in frames]


def test_every_frame_of_a_classic_game_with_a_friend_a_bot_and_a_spectator_is_typed(server: ServerThread) -> None:
    created = server.create(ruleset="classic", opponent="friend", players=3, humans=2, seed=4,
                            options={"target_score": 60})
    joined = server.join(created["join_code"], name="Bob")
    alice = Client(server.ws_url, created["game"], created["token"], protocol=1)  # a separate ack message
    bob = Client(server.ws_url, joined["game"], joined["token"])  # protocol 2: the ack in the state
    watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
    alice.send({"type": "ping"})
    alice.send({"type": "action", "seq": 999, "action": "draw"})  # stale: an error frame
    bob.send({"type": "react", "reaction": "good_game"})  # a reaction frame for everyone, the watcher too
    watcher.until(lambda m: m["type"] == "reaction")
    results: dict[int, Any] = {}

    def play(client: Client, index: int) -> None:
        results[index] = client.play(random.Random(index), timeout=120)

    threads = [threading.Thread(target=play, args=(c, i)) for i, c in enumerate((alice, bob))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(150)
    assert results[0]["status"] == results[1]["status"] == "over"
    final_seq = results[0]["seq"]
    watcher.until(lambda m: m["type"] == "state" and m["seq"] == final_seq, timeout=30)
    alice.send({"type": "rematch"})
    bob.send({"type": "rematch"})
    alice.until(lambda m: m["type"] == "rematch")
    for client in (alice, bob, watcher):
        client.close()
    kinds = set()
    for client in (alice, bob, watcher):
        messages = _validated(client.frames)
        kinds |= {m.type for m in messages}
        for message in messages:
            if isinstance(message, StateMessage):
                assert len(message.narration) == len(message.view.events or [])
                assert [c.action for c in message.choices] == message.view.legal  # an exact cover, in order
    assert kinds == {"welcome", "state", "ack", "error", "presence", "rematch", "pong", "reaction"}
    # Protocol 1 (alice) gets an ack message before the state of each accepted action; protocol 2 (bob) gets
    # that state with its ack field set instead. Nobody else's state acknowledges anything.
    for client, protocol in ((alice, 1), (bob, 2), (watcher, 2)):
        messages = [json.loads(frame) for frame in client.frames]
        assert json.loads(client.frames[0])["protocol"] == protocol
        acks = [m for m in messages if m["type"] == "ack"]
        in_states = [m for m in messages if m["type"] == "state" and m["ack"] is not None]
        if client is alice:
            assert acks and not in_states
            for index, message in enumerate(messages):
                if message["type"] == "ack":  # the very next frame is the state it acknowledges
                    after = messages[index + 1]
                    assert after["type"] == "state" and after["seq"] == message["seq"]
                    assert after["last"] == {"seat": alice.seat, "action": message["action"]}
        elif client is bob:
            assert in_states and not acks
            for message in in_states:
                assert message["ack"]["seq"] == message["seq"]
                assert message["last"] == {"seat": bob.seat, "action": message["ack"]["action"]}
        else:
            assert not acks and not in_states
    bob_lines = [line for line in server.record(created["game"])["actions"] if line.startswith(f"{bob.seat} ")]
    assert len(bob.acked) == len(bob_lines)
    # Byte-compatible encoding: the frames are exactly what the models dump (field order, nulls), compact
    # JSON with UTF-8 text (orjson's output, no spaces, no \u escapes).
    welcome = json.loads(alice.frames[0])
    assert alice.frames[0] == json.dumps(welcome, separators=(",", ":"), ensure_ascii=False)


def test_narration_and_choices_come_from_the_presentation_layer(server: ServerThread) -> None:
    """Rebuilding each seat's round from the record, the narration is unoduo.present's, event by event."""
    created = server.create(ruleset="duo", opponent="bot", seed=17, options={"target_score": 40})
    client = Client(server.ws_url, created["game"], created["token"])
    final = client.play(random.Random(4), timeout=120)
    client.close()
    assert final["status"] == "over"
    record = server.record(created["game"])
    names = (client.state["players"][0]["name"], msg("Bot {n}", n=2))  # type: ignore[index]
    told: dict[int, list[Any]] = {}  # round -> narration held so far, as the client pieces it together
    states = [json.loads(f) for f in client.frames if json.loads(f)["type"] == "state"]
    for state in states:
        round_ = state["view"]["round"]
        held = told.setdefault(round_, [])
        assert state["events_from"] == len(held) or state["events_from"] == 0
        if state["events_from"] == 0:
            held.clear()
        held += state["narration"]
    # The expected narration of each round: the engine's view of seat 0, narrated from the round's start.
    engine = new_match("duo", players=2, seed=record["seed"], options=record.get("options", {}))
    expected: dict[int, list[Any]] = {}
    for line in [None, *record["actions"]]:
        if line is not None:
            seat, action = parse_action_line(line, engine.players)
            engine.apply(action, seat)
        seen = view(engine, 0)
        narrator = Narrator(names, 0, "duo")
        expected[seen.round] = [
            None if m is None else m.to_json() for m in (narrator.narrate(e) for e in seen.events)
        ]
    for round_, held in told.items():
        assert held == expected[round_][: len(held)], round_
    # Choices: the last state where seat 0 was to act offers exactly its legal actions, labelled by present.
    acting = [s for s in states if s["view"]["to_act"] == 0 and s["view"]["legal"]]
    assert acting
    last = acting[-1]
    assert [c["action"] for c in last["choices"]] == last["view"]["legal"]
    engine_view = _view_at(record, last["seq"], 0)
    assert last["choices"] == [c.to_json() for c in choices(engine_view)]


def _view_at(record: dict[str, Any], seq: int, seat: int) -> Any:
    engine = new_match(record["ruleset"], players=record["players"], seed=record["seed"],
                       options=record.get("options", {}))
    for line in record["actions"][:seq]:
        acting, action = parse_action_line(line, engine.players)
        engine.apply(action, acting)
    return view(engine, seat)


def test_generated_names_are_messages_every_viewer_renders_in_its_language(server: ServerThread) -> None:
    # The creator asks in Urdu and types no name; the bot seats' names are generated too.
    response = server.http.post(
        "/api/games", json={"ruleset": "classic", "opponent": "friend", "players": 3, "humans": 2},
        headers={"accept-language": "ur"},
    )
    created = response.json()
    joined = server.join(created["join_code"], name="Bob")
    alice = Client(server.ws_url, created["game"], created["token"])
    players = alice.state["players"]  # type: ignore[index]
    alice.close()
    assert players[0]["default_name"] == {"id": "Player {n}", "params": {"n": 1}}
    assert players[1]["name"] == "Bob" and players[1]["default_name"] is None
    assert players[2]["default_name"] == {"id": "Bot {n}", "params": {"n": 3}}
    # Stored in the creator's language, rendered in each viewer's own.
    assert players[2]["name"] == render(msg("Bot {number}", number=3), "ur")
    assert render(Message.from_json(players[2]["default_name"]), "en") == "Bot 3"
    assert joined["seat"] == 1
    # The same in the public summary and in "my games".
    summary = server.summary(created["game"])
    assert [p["default_name"] for p in summary["players"]] == [p["default_name"] for p in players]
    mine = server.http.post("/api/my-games", json={"tokens": [created["token"]]}).json()["games"][0]
    assert [p["default_name"] for p in mine["players"]] == [p["default_name"] for p in players]


def test_rule_options_are_published(server: ServerThread) -> None:
    body = server.http.get("/api/options").json()
    assert set(body["rulesets"]) == {"duo", "classic"}
    duo = {o["name"]: o for o in body["rulesets"]["duo"]}
    assert duo["target_score"]["default"] == 200 and duo["target_score"]["type"] == "int"
    assert Message.from_json(duo["target_score"]["description"]).id
    classic = {o["name"]: o for o in body["rulesets"]["classic"]}
    assert classic["target_score"]["default"] == 500
    # The range published is the one this server accepts (no endless matches), so a menu built from
    # it never offers a value that creating the game refuses.
    for ruleset, options in (("duo", duo), ("classic", classic)):
        low, high = options["target_score"]["minimum"], options["target_score"]["maximum"]
        assert (low, high) == (1, MAX_INT_OPTION)
        for value, status in ((high, 200), (high + 1, 422), (low - 1, 422)):
            answer = server.http.post("/api/games", json={"ruleset": ruleset, "opponent": "bot",
                                                          "options": {"target_score": value}})
            assert answer.status_code == status, (ruleset, value, answer.text)


def test_the_presets_and_groups_are_published_and_create_their_games(server: ServerThread) -> None:
    body = server.http.get("/api/options").json()
    assert [p["id"] for p in body["presets"]] == ["official", "family", "quick", "custom"]
    for ruleset in ("duo", "classic"):
        groups = [g["id"] for g in body["groups"][ruleset]]
        assert groups == [ruleset, "both", "house"]
        assert all(o["group"] in groups and Message.from_json(o["label"]).id for o in body["rulesets"][ruleset])
        for preset in body["presets"]:
            options = preset["options"][ruleset]
            answer = server.http.post("/api/games", json={"ruleset": ruleset, "opponent": "bot", "options": options})
            assert answer.status_code == 200, (ruleset, preset["id"], answer.text)
            game = server.http.get(f"/api/games/{answer.json()['game']}").json()
            assert game["options"] == options


def test_the_rulebook_is_published(server: ServerThread) -> None:
    body = server.http.get("/api/rulebook").json()
    assert [idea["id"] for idea in body["duo"]][:3] == ["turn", "draft", "volley"]
    assert all(idea["example"]["cards"] for idea in body["duo"])
    volley = next(term for term in body["glossary"] if term["id"] == "volley")
    assert render(Message.from_json(volley["term"]), "ml") != "volley"


def test_the_message_reference_in_docs_protocol_md_is_current() -> None:
    path = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
    text = path.read_text(encoding="utf-8")
    assert update_doc(text) == text, "run: python -m unoduo.web.protocol_doc --doc"
    for model in (StateMessage, Welcome, PlayerEntry, ViewModel):
        assert f"#### `{model.__name__}`" in text
