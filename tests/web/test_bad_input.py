"""Bad input over WebSocket and HTTP: each gets a clear error, changes nothing, and the server keeps serving."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from webtest_helpers import Client, ServerThread, play_all


def _friend_game(server: ServerThread) -> tuple[dict[str, Any], dict[str, Any], Client, Client]:
    created = server.create(ruleset="duo", opponent="friend", seed=5)
    joined = server.join(created["join_code"])
    a = Client(server.ws_url, created["game"], created["token"])
    b = Client(server.ws_url, joined["game"], joined["token"])
    return created, joined, a, b


def _unchanged(server: ServerThread, game: str, seq: int) -> None:
    """The game did not move, and the server still answers HTTP and new WebSockets."""
    assert server.summary(game)["seq"] == seq
    watcher = Client(server.ws_url, game, spectate=True, **server.invite(game))
    assert watcher.state is not None and watcher.state["seq"] == seq
    watcher.close()


def _error(client: Client) -> dict[str, Any]:
    return client.until(lambda m: m["type"] == "error", timeout=10)


def test_bad_messages_get_errors_and_change_nothing(server: ServerThread) -> None:
    created, joined, a, b = _friend_game(server)
    game = created["game"]
    assert a.state is not None
    seq = a.state["seq"]
    actor, waiter = (a, b) if a.state["view"]["to_act"] == 0 else (b, a)
    legal = actor.state["view"]["legal"]  # type: ignore[index]
    cases: list[tuple[str, str]] = [
        ("{not json", "bad_message"),
        ("[1, 2]", "bad_message"),
        ('"hello"', "bad_message"),
        (json.dumps({"type": "dance"}), "bad_message"),
        (json.dumps({"seq": seq, "action": legal[0]}), "bad_message"),
        (json.dumps({"type": "action", "seq": str(seq), "action": legal[0]}), "bad_message"),
        (json.dumps({"type": "action", "seq": seq, "action": 5}), "bad_message"),
        (json.dumps({"type": "action", "seq": True, "action": legal[0]}), "bad_message"),
        (json.dumps({"type": "action", "seq": seq, "action": legal[0], "extra": 1}), "bad_message"),
        (json.dumps({"type": "action", "seq": -1, "action": legal[0]}), "bad_message"),
        (json.dumps({"type": "action", "seq": seq, "action": ""}), "bad_message"),
        (json.dumps({"type": "ping", "x": 1}), "bad_message"),
        (json.dumps({"type": "action", "seq": seq + 1, "action": legal[0]}), "stale"),
        (json.dumps({"type": "action", "seq": seq, "action": "fly away"}), "illegal"),
        (json.dumps({"type": "action", "seq": seq, "action": "play R5 R6"}), "illegal"),
        (json.dumps({"type": "hello", "protocol": 1, "game": game, "token": created["token"]}), "protocol"),
        (json.dumps({"type": "rematch"}), "not_over"),
    ]
    for text, code in cases:
        actor.send(text)
        error = _error(actor)
        assert error["code"] == code, (text, error)
        assert error["seq"] == seq and isinstance(error["message"], str) and error["message"]
        assert error.get("reason") is None or code == "illegal"
    # Binary frames are parsed the same way.
    actor.ws.send(b"\x00\x01garbage")
    assert _error(actor)["code"] == "bad_message"
    # Not your turn: the other seat tries the same action.
    waiter.send({"type": "action", "seq": seq, "action": legal[0]})
    assert _error(waiter)["code"] == "not_your_turn"
    _unchanged(server, game, seq)
    # The real action still works, then the duplicate is stale.
    actor.send({"type": "action", "seq": seq, "action": legal[0]})
    accepted = actor.until(lambda m: m["type"] == "error" or m.get("ack") is not None)
    assert accepted["type"] == "state" and accepted["ack"] == {"seq": seq + 1, "action": legal[0]}
    actor.send({"type": "action", "seq": seq, "action": legal[0]})
    stale = _error(actor)
    assert stale["code"] == "stale" and stale["seq"] == seq + 1
    _unchanged(server, game, seq + 1)
    # Ping still answered.
    actor.send({"type": "ping"})
    assert actor.until(lambda m: m["type"] == "pong") == {"type": "pong"}


def test_illegal_action_reports_the_engine_reason(server: ServerThread) -> None:
    created, _joined, a, b = _friend_game(server)
    actor = a if a.state["view"]["to_act"] == 0 else b  # type: ignore[index]
    state = actor.state
    assert state is not None and state["view"]["decision"] == "draft"
    actor.send({"type": "action", "seq": state["seq"], "action": "draw"})
    error = _error(actor)
    assert error["code"] == "illegal" and error["reason"] == "wrong_decision"
    _unchanged(server, created["game"], state["seq"])


def test_hello_problems(server: ServerThread) -> None:
    created, _joined, a, _b = _friend_game(server)
    game = created["game"]
    seq = a.state["seq"]  # type: ignore[index]
    # No hello first.
    c = Client(server.ws_url, hello=False)
    c.send({"type": "action", "seq": 0, "action": "keep"})
    assert _error(c)["code"] == "protocol"
    c.send({"type": "ping"})
    assert c.until(lambda m: m["type"] == "pong")
    c.close()
    closing = [
        ({"type": "hello", "protocol": 1, "game": game, "token": "x" * 43}, "no_seat"),
        ({"type": "hello", "protocol": 1, "game": game}, "no_seat"),
        ({"type": "hello", "protocol": 1, "game": game, "token": created["token"], "spectate": True}, "unauthorized"),
        ({"type": "hello", "protocol": 1, "game": "nosuchgame", "token": created["token"]}, "no_such_game"),
        ({"type": "hello", "protocol": 1, "game": "nosuchgame", "spectate": True}, "no_such_game"),
        ({"type": "hello", "protocol": 1, "game": "nosuchgame"}, "no_such_game"),
        ({"type": "hello", "protocol": 3, "game": game, "token": created["token"]}, "protocol"),
        ({"type": "hello", "protocol": 0, "game": game, "token": created["token"]}, "protocol"),
    ]
    for hello, code in closing:
        c = Client(server.ws_url, hello=False)
        c.send(hello)
        error = _error(c)
        assert error["code"] == code, (hello, error)
        assert created["token"] not in json.dumps(error)
        assert c.closed_with() == 1008
    # A spectator cannot act.
    watcher = Client(server.ws_url, game, spectate=True, **server.invite(game))
    watcher.send({"type": "action", "seq": seq, "action": "keep"})
    assert _error(watcher)["code"] == "spectator"
    _unchanged(server, game, seq)


def test_oversized_message_is_refused_and_closed(server: ServerThread) -> None:
    created, _joined, a, _b = _friend_game(server)
    seq = a.state["seq"]  # type: ignore[index]
    a.send(json.dumps({"type": "action", "seq": seq, "action": "keep", "pad": "x" * 5000}))
    assert _error(a)["code"] == "too_large"
    assert a.closed_with() == 1009
    # Far over the limit: the WebSocket layer refuses it (1009) without reading it all.
    big = Client(server.ws_url, created["game"], created["token"])
    try:
        big.send("x" * 200_000)
    except ConnectionClosed as exc:  # refused before the whole frame was sent: the close came back meanwhile
        assert exc.rcvd is not None and exc.rcvd.code == 1009
    else:
        assert big.closed_with() == 1009
    _unchanged(server, created["game"], seq)


def test_flood_is_rate_limited(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, rate_limit=(20.0, 40.0)) as server:
        created = server.create(ruleset="duo", opponent="bot")
        c = Client(server.ws_url, created["game"], created["token"])
        for _ in range(60):
            try:
                c.send({"type": "ping"})
            except ConnectionClosed:  # the server may close before the flood is all sent; its reply is queued
                break
        assert c.until(lambda m: m["type"] == "error")["code"] == "rate_limited"
        assert c.closed_with() == 1008
        assert server.http.get("/api/meta").status_code == 200


def test_foreign_origin_is_refused_at_the_handshake(server: ServerThread) -> None:
    with pytest.raises(InvalidStatus) as info:
        Client(server.ws_url, hello=False, origin="http://evil.example")
    assert info.value.response.status_code == 403
    ok = Client(server.ws_url, hello=False, origin=f"http://localhost:{server.port}")
    ok.send({"type": "ping"})
    assert ok.until(lambda m: m["type"] == "pong")
    assert server.http.post(
        "/api/games", json={"ruleset": "duo", "opponent": "bot"}, headers={"origin": "http://evil.example"}
    ).json()["error"]["code"] == "forbidden_origin"


def test_extra_allowed_origin(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, allowed_origins=["https://uno.example.org"]) as server:
        ok = Client(server.ws_url, hello=False, origin="https://uno.example.org")
        ok.send({"type": "ping"})
        assert ok.until(lambda m: m["type"] == "pong")


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"ruleset": "duo"}, 422),
        ({"ruleset": "duo", "opponent": "bot", "extra": 1}, 422),
        ({"ruleset": "poker", "opponent": "bot"}, 422),
        ({"ruleset": "duo", "opponent": "bot", "players": 3}, 422),
        ({"ruleset": "duo", "opponent": "bot", "players": "2"}, 422),
        ({"ruleset": "classic", "opponent": "bot", "players": 11}, 422),
        ({"ruleset": "classic", "opponent": "friend", "players": 3, "humans": 4}, 422),
        ({"ruleset": "duo", "opponent": "bot", "difficulty": "godlike"}, 422),
        ({"ruleset": "duo", "opponent": "bot", "options": {"no_such_rule": True}}, 422),
        ({"ruleset": "duo", "opponent": "bot", "options": {"target_score": 0}}, 422),
        ({"ruleset": "duo", "opponent": "bot", "turn_timer": 1}, 422),
        ({"ruleset": "duo", "opponent": "bot", "seed": -1}, 422),
        ({"ruleset": "duo", "opponent": "bot", "name": "x" * 33}, 422),
        ([1, 2], 422),
    ],
)
def test_bad_create_bodies(server: ServerThread, body: Any, status: int) -> None:
    response = server.http.post("/api/games", json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["code"] == "bad_request" and error["message"]


def test_bad_http_bodies(server: ServerThread) -> None:
    raw = server.http.post("/api/games", content=b"{nope", headers={"content-type": "application/json"})
    assert raw.status_code == 400 and raw.json()["error"]["code"] == "bad_request"
    big = server.http.post("/api/my-games", content=b'{"tokens": ["' + b"x" * 20000 + b'"]}')
    assert big.status_code == 413 and big.json()["error"]["code"] == "too_large"
    assert server.http.post("/api/join", json={"code": "ZZZZZZZZ"}).json()["error"]["code"] == "unknown_code"
    assert server.http.post("/api/join", json={"code": "../../x"}).status_code == 404
    assert server.http.post("/api/my-games", json={"tokens": "abc"}).status_code == 422
    assert server.http.post("/api/my-games", json={"tokens": ["a"] * 201}).status_code == 422
    assert server.http.get("/api/meta").status_code == 200


def test_names_are_cleaned(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", name="  Al\u202eice\x00  ")
    joined = server.join(created["join_code"], name="")
    summary = server.summary(created["game"])
    assert [p["name"] for p in summary["players"]] == ["Alice", "Player 2"]
    assert joined["seat"] == 1


def test_tokens_never_reach_the_logs(sqlite_url: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    with ServerThread(sqlite_url) as server:
        created = server.create(ruleset="duo", opponent="friend", options={"target_score": 30}, seed=6)
        joined = server.join(created["join_code"])
        a = Client(server.ws_url, created["game"], created["token"])
        b = Client(server.ws_url, joined["game"], joined["token"])
        bad = Client(server.ws_url, hello=False)
        bad.send({"type": "hello", "protocol": 1, "game": created["game"], "token": created["token"][::-1]})
        assert bad.closed_with() == 1008
        bad = Client(server.ws_url, hello=False)
        bad.send({"type": "hello", "protocol": 1, "game": created["game"], "token": 12345, "x": created["token"]})
        assert "x" in json.dumps(bad.until(lambda m: m["type"] == "error"))
        play_all([a, b], seed=8)
        a.send({"type": "rematch"})
        b.send({"type": "rematch"})
        rematch = a.until(lambda m: m["type"] == "rematch")
    assert "game" in caplog.text  # the server did log
    for token in (created["token"], joined["token"], created["token"][::-1], rematch["token"]):
        assert token not in caplog.text


def test_placeholder_page_without_the_browser_app(sqlite_url: str, tmp_path: Path) -> None:
    with ServerThread(sqlite_url, static_dir=tmp_path / "empty") as server:
        page = server.http.get("/game/abc")
        assert page.status_code == 200 and "unoduo" in page.text
        assert server.http.get("/static/app.js").status_code == 404
