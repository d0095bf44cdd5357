"""Who may see a friend game: a stranger with only its id cannot watch it, nor fetch its record or replay; its
invite (the join code) or a seat token lets them; public games and games against bots stay open to anyone."""

from __future__ import annotations

import json

from webtest_helpers import Client, ServerThread, play_all

from unoduo.web.protocol import PROTOCOL_VERSION

STRANGER = {"x-forwarded-for": "203.0.113.7"}  # another address than loopback's (exempt from the limits)
SHORT = {"target_score": 1}  # the match ends with its first round


def _refused_hello(server: ServerThread, hello: dict[str, object]) -> tuple[dict[str, object], int | None]:
    client = Client(server.ws_url, hello=False, headers=STRANGER)
    client.send({"type": "hello", "protocol": PROTOCOL_VERSION, **hello})
    error = client.recv()
    return error, client.closed_with()


def test_a_running_friend_game_is_watched_only_with_its_invite(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", seed=5)
    joined = server.join(created["join_code"])
    game = created["game"]
    alice = Client(server.ws_url, game, created["token"])
    bob = Client(server.ws_url, game, joined["token"])
    for hello in ({"game": game, "spectate": True}, {"game": game, "spectate": True, "code": "WRONGONE"}):
        error, closed = _refused_hello(server, hello)
        assert error["type"] == "error" and error["code"] == "private_game", error
        assert closed == 1008
        assert created["join_code"] not in json.dumps(error)
    # With the invite's code (any case) the stranger watches, seeing no hand but their own (none).
    watcher = Client(server.ws_url, game, spectate=True, code=created["join_code"].lower(), headers=STRANGER)
    assert watcher.seat is None and watcher.state is not None and watcher.state["view"]["seat"] is None
    # The players reconnect with their tokens as ever.
    again = Client(server.ws_url, game, joined["token"], headers=STRANGER)
    assert again.seat == 1
    for client in (alice, bob, watcher, again):
        client.close()


def test_public_and_bot_games_stay_open_to_spectators(server: ServerThread) -> None:
    public = server.create(ruleset="duo", opponent="public", seed=2)
    server.join(public["join_code"])
    bot = server.create(ruleset="duo", opponent="bot", seed=3)
    for created in (public, bot):
        watcher = Client(server.ws_url, created["game"], spectate=True, headers=STRANGER)
        assert watcher.seat is None and watcher.state is not None
        watcher.close()


def test_a_finished_friend_game_shows_its_record_and_replay_to_its_players_and_invite(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", seed=7, options=SHORT)
    joined = server.join(created["join_code"])
    game = created["game"]
    clients = [Client(server.ws_url, game, created["token"]), Client(server.ws_url, game, joined["token"])]
    assert play_all(clients, seed=7)[0]["status"] == "over"
    for client in clients:
        client.close()
    paths = (f"/api/games/{game}/record", f"/api/games/{game}/replay", f"/api/games/{game}/replay/1")
    for path in paths:
        refused = server.http.get(path, headers=STRANGER)
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "private_game", refused.text
        wrong = server.http.get(path, headers={**STRANGER, "x-seat-token": "not-a-token"}, params={"code": "NOPE"})
        assert wrong.status_code == 403
        assert server.http.get(path, headers=STRANGER, params={"code": created["join_code"]}).status_code == 200
        assert server.http.get(path, headers={**STRANGER, "x-seat-token": joined["token"]}).status_code == 200
    review = server.http.post(f"/api/games/{game}/review", json={"seat": 0}, headers=STRANGER)
    assert review.status_code == 403 and review.json()["error"]["code"] == "private_game"
    # Watching the finished game needs the invite too (its last state shows the round's end).
    error, _closed = _refused_hello(server, {"game": game, "spectate": True})
    assert error["code"] == "private_game"
