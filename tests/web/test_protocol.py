"""Whole games over real WebSockets: friends, bots, classic with bots, spectators, reconnects, rematch, my games."""

from __future__ import annotations

import json

import pytest
from webtest_helpers import Client, ServerThread, check_stand_in, play_all

from unoduo.core import new_match
from unoduo.core import view as view_of
from unoduo.core.record import Record, parse_action_line, replay
from unoduo.web.protocol import PROTOCOL_VERSION


def _check_against_replay(server: ServerThread, game: str, finals: list[dict], clients: list[Client]) -> None:
    """The downloaded record replays to the result every client saw, and holds every acknowledged action."""
    record = server.record(game)
    assert "seed" in record and record["decks"]
    state = replay(Record.from_dict(record))
    assert state.match_over
    for final in finals:
        view = final["view"]
        assert final["seq"] == len(record["actions"])
        assert view["match_over"] is True
        assert view["scores"] == list(state.scores)
        assert view["winner"] == state.winner
        assert view["rounds"] == [r.to_dict() for r in state.rounds]
    # The match as the server plays it: from the seed, with the cut (the record names `first`, so its replay
    # has no cut events); the same actions.
    live = new_match(record["ruleset"], players=record["players"], seed=record["seed"], options=record["options"])
    for line in record["actions"]:
        acting, taken = parse_action_line(line, live.players)
        live.apply(taken, acting)
    for client, final in zip(clients, finals, strict=False):
        # The view rebuilt from the deltas is exactly the engine's view for that seat.
        assert final["view"] == json.loads(json.dumps(view_of(live, client.seat).to_dict()))
    for client in clients:
        for seq, action in client.acked:
            assert record["actions"][seq - 1] == f"{client.seat} {action}"


def test_two_friends_play_a_whole_duo_match(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", name="Alice", seed=11, options={"target_score": 100})
    assert created["seat"] == 0 and created["join_code"] and created["invite_url"] == f"/join/{created['join_code']}"
    assert len(created["token"]) >= 43
    alice = Client(server.ws_url, created["game"], created["token"])
    assert alice.state is not None and alice.state["status"] == "waiting"
    # Nothing may be played before the friend joins.
    alice.send({"type": "action", "seq": 0, "action": "keep"})
    assert alice.until(lambda m: m["type"] == "error")["code"] == "waiting"
    joined = server.join(created["join_code"].lower(), "Bob")
    assert joined["game"] == created["game"] and joined["seat"] == 1
    presence = alice.until(lambda m: m["type"] == "presence")
    assert presence["players"][1]["name"] == "Bob" and presence["players"][1]["joined"]
    alice.until(lambda m: m["type"] == "state" and m["status"] == "playing")
    bob = Client(server.ws_url, joined["game"], joined["token"])
    finals = play_all([alice, bob], seed=3)
    assert sum(len(c.acked) for c in (alice, bob)) == finals[0]["seq"]
    _check_against_replay(server, created["game"], finals, [alice, bob])
    # A third person cannot join a full game.
    assert server.http.post("/api/join", json={"code": created["join_code"]}).status_code == 409


def test_game_against_a_bot_with_a_spectator(server: ServerThread) -> None:
    created = server.create(
        ruleset="duo", opponent="bot", difficulty="easy", name="Ann", seed=3, options={"target_score": 50}
    )
    assert created["join_code"] is None and created["invite_url"] is None
    watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
    assert watcher.seat is None
    player = Client(server.ws_url, created["game"], created["token"])
    final = play_all([player], seed=5)[0]
    _check_against_replay(server, created["game"], [final], [player])
    watcher.until(lambda m: m["type"] == "state" and m["status"] == "over")
    states = [m for m in map(__import__("json").loads, watcher.frames) if m["type"] == "state"]
    assert len(states) > 10
    for message in states:
        view = message["view"]
        assert view["seat"] is None and view["hand"] == [] and view["legal"] == []
        assert view["candidate"] is None and view["drawn"] is None
        for event in view["events"]:
            assert not ("private_to" in event and "cards" in event), event
    welcome = __import__("json").loads(watcher.frames[0])
    assert welcome["join_code"] is None


def test_classic_with_two_humans_and_two_bots(server: ServerThread) -> None:
    created = server.create(
        ruleset="classic", opponent="friend", players=4, humans=2, difficulty="medium",
        options={"target_score": 100},
    )
    joined = server.join(created["join_code"])
    a = Client(server.ws_url, created["game"], created["token"])
    b = Client(server.ws_url, joined["game"], joined["token"])
    kinds = [p["kind"] for p in a.state["players"]]  # type: ignore[index]
    assert kinds == ["human", "human", "bot", "bot"]
    finals = play_all([a, b], seed=9)
    _check_against_replay(server, created["game"], finals, [a, b])
    record = server.record(created["game"])
    assert {int(line.split()[0]) for line in record["actions"]} == {0, 1, 2, 3}
    assert record["names"][2:] == ["Bot 3", "Bot 4"]


def test_reconnect_from_a_second_connection_gets_the_full_view(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", seed=4)
    joined = server.join(created["join_code"])
    first = Client(server.ws_url, created["game"], created["token"])
    bob = Client(server.ws_url, joined["game"], joined["token"])
    play_all([first, bob], seed=1, until_seq=6)  # a few actions with the first connection
    second = Client(server.ws_url, created["game"], created["token"])
    assert second.seat == 0
    assert second.state is not None and first.state is not None
    assert second.state["seq"] == first.state["seq"]
    assert second.state["events_from"] == 0  # a new connection holds nothing: the whole view back
    assert second.state["view"] == first.state["view"]
    assert second.state["view"]["hand"]
    # Both connections of seat 0 get the next state; the old one can still act.
    state = first.state
    assert state is not None
    actor = first if state["view"]["to_act"] == 0 else bob
    actor.send({"type": "action", "seq": state["seq"], "action": actor.state["view"]["legal"][0]})  # type: ignore[index]
    for client in (first, second, bob):
        client.until(lambda m: m["type"] == "state" and m["seq"] == state["seq"] + 1)
    assert first.state["view"] == second.state["view"]  # type: ignore[index]
    # Closing one connection leaves the seat connected.
    second.close()
    summary = server.summary(created["game"])
    assert summary["players"][0]["connected"] is True


@pytest.mark.slow  # a whole two-round match over WebSockets
def test_states_carry_only_new_events(server: ServerThread) -> None:
    """Each event reaches a connection once; previous_events once per round; the rebuilt view is exact."""
    created = server.create(ruleset="duo", opponent="friend", seed=8, options={"target_score": 60})
    joined = server.join(created["join_code"])
    alice = Client(server.ws_url, created["game"], created["token"])
    bob = Client(server.ws_url, joined["game"], joined["token"])
    finals = play_all([alice, bob], seed=4)
    record = replay(Record.from_dict(server.record(created["game"])))
    assert len(record.rounds) >= 2
    for client in (alice, bob):
        states = [m for m in map(json.loads, client.frames) if m["type"] == "state"]
        assert states[0]["events_from"] == 0 and "previous_events" in states[0]["view"]
        sent_per_round: dict[int, int] = {}
        rounds_with_previous = []
        for message in states:
            held = sent_per_round.get(message["view"]["round"], 0)
            assert message["events_from"] == held  # never resent, never skipped
            sent_per_round[message["view"]["round"]] = held + len(message["view"]["events"])
            if "previous_events" in message["view"]:
                rounds_with_previous.append(message["view"]["round"])
        assert rounds_with_previous == sorted(set(rounds_with_previous))  # once per round at most
        assert set(rounds_with_previous) == set(sent_per_round)
        assert sent_per_round[record.round] == len(view_of(record, client.seat).events)
    _check_against_replay(server, created["game"], finals, [alice, bob])


def test_rematch_against_a_bot_and_my_games(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="bot", difficulty="medium", options={"target_score": 50})
    player = Client(server.ws_url, created["game"], created["token"])
    player.send({"type": "rematch"})
    assert player.until(lambda m: m["type"] == "error")["code"] == "not_over"
    play_all([player], seed=2)
    player.send({"type": "rematch"})
    rematch = player.until(lambda m: m["type"] == "rematch")
    assert rematch["seat"] == 0 and rematch["game"] != created["game"] and rematch["token"] != created["token"]
    assert server.summary(created["game"])["rematch"] == rematch["game"]
    # Asking again resends the same rematch.
    player.send({"type": "rematch"})
    assert player.until(lambda m: m["type"] == "rematch") == rematch
    again = Client(server.ws_url, rematch["game"], rematch["token"])
    assert again.state is not None and again.state["status"] == "playing"
    assert [p["kind"] for p in again.state["players"]] == ["human", "bot"]
    # My games: both games, newest first, with unknown tokens ignored.
    response = server.http.post("/api/my-games", json={"tokens": [created["token"], rematch["token"], "nope"]})
    assert response.status_code == 200
    games = response.json()["games"]
    assert {g["game"] for g in games} == {created["game"], rematch["game"]}
    by_id = {g["game"]: g for g in games}
    assert by_id[created["game"]]["status"] == "over" and by_id[created["game"]]["rematch"] == rematch["game"]
    assert by_id[rematch["game"]]["status"] == "playing" and by_id[rematch["game"]]["seat"] == 0
    assert games[0]["updated"] >= games[1]["updated"]
    assert server.http.post("/api/my-games", json={"tokens": []}).json() == {"games": []}


def test_rematch_between_friends_needs_both(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", options={"target_score": 30}, seed=6)
    joined = server.join(created["join_code"])
    a = Client(server.ws_url, created["game"], created["token"])
    b = Client(server.ws_url, joined["game"], joined["token"])
    play_all([a, b], seed=8)
    a.send({"type": "rematch"})
    asked = b.until(lambda m: m["type"] == "presence")
    assert asked["players"][0]["rematch_requested"] and not asked["players"][1]["rematch_requested"]
    b.send({"type": "rematch"})
    ra = a.until(lambda m: m["type"] == "rematch")
    rb = b.until(lambda m: m["type"] == "rematch")
    assert ra["game"] == rb["game"] and (ra["seat"], rb["seat"]) == (0, 1)
    new_a = Client(server.ws_url, ra["game"], ra["token"])
    assert new_a.state is not None and new_a.state["status"] == "playing"
    assert [p["name"] for p in new_a.state["players"]] == [p["name"] for p in a.state["players"]]  # type: ignore[index]


def test_turn_timer_hands_an_idle_seat_to_a_bot_until_it_returns(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", turn_timer=5, seed=21)
    hub = server.app.state.hub
    hub.games[created["game"]].row.turn_timer = 0.3  # keep the test fast (the API's minimum is 5 s)
    joined = server.join(created["join_code"])
    idle, a, b = check_stand_in(server, created["game"], (created["token"], joined["token"]))
    other = b if idle == 0 else a
    other.until(lambda m: m["type"] == "presence" and not m["players"][idle]["away"])


def test_http_summary_record_and_pages(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="bot", seed=123456789)
    summary = server.summary(created["game"])
    assert summary["status"] == "playing" and "seed" not in summary and "join_code" not in summary
    assert "123456789" not in server.http.get(f"/api/games/{created['game']}").text
    response = server.http.get(f"/api/games/{created['game']}/record")
    assert response.status_code == 409 and response.json()["error"]["code"] == "not_over"
    assert server.http.get("/api/games/nope").status_code == 404
    assert server.http.get("/api/games/nope").json()["error"]["code"] == "not_found"
    meta = server.http.get("/api/meta").json()
    assert meta["protocol"] == PROTOCOL_VERSION and meta["rulesets"] == ["duo", "classic"] and "en" in meta["languages"]
    assert server.http.get("/api/i18n/en").json()["lang"] == "en"
    assert server.http.get("/api/i18n/xx").status_code == 404
    for path in ("/", "/game/abc", "/join/ABCD2345", "/watch/abc", "/replay/abc", "/rules"):
        page = server.http.get(path)
        assert page.status_code == 200 and "text/html" in page.headers["content-type"]
        assert "script-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["cache-control"] == "no-cache"
    assert server.http.get("/api/nothing").status_code == 404
    font = server.http.get("/static/fonts/fonts.css")
    assert font.status_code == 200 and "max-age" in font.headers["cache-control"]
