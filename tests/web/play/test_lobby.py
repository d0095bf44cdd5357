"""Public games and the lobby: listed while waiting, joinable by anyone, always with a turn timer."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from webtest_helpers import Client, ServerThread, check_stand_in, keys_in, play_all

from unoduo.web.play.tokens import hash_token

ENTRY_FIELDS = {
    "game", "ruleset", "players", "free", "names", "bots", "difficulty", "options", "created", "join_code",
    "turn_timer",
}


def _games_in_hub(server: ServerThread) -> int:
    return len(server.app.state.hub.games)


def test_public_game_is_listed_without_secrets_then_joined_and_played(server: ServerThread) -> None:
    seed = 987654321012345
    created = server.create(
        ruleset="duo", opponent="public", name="Alice", seed=seed, options={"target_score": 100}
    )
    assert created["join_code"] and created["invite_url"] == f"/join/{created['join_code']}"
    response = server.http.get("/api/lobby")
    assert response.status_code == 200
    assert "no-store" in response.headers["cache-control"]
    text = response.text
    games = response.json()["games"]
    assert len(games) == 1
    entry = games[0]
    assert set(entry) == ENTRY_FIELDS
    assert entry["game"] == created["game"] and entry["join_code"] == created["join_code"]
    assert entry["ruleset"] == "duo" and entry["players"] == 2 and entry["free"] == 1 and entry["bots"] == 0
    assert entry["names"] == ["Alice"] and entry["options"] == {"target_score": 100}
    assert entry["turn_timer"] == 60  # the server's default for public games
    assert datetime.fromisoformat(entry["created"]) > datetime.now(UTC) - timedelta(minutes=5)
    # No secret anywhere in the answer: not the token, its hash, nor the seed; no such field.
    for secret in (created["token"], hash_token(created["token"]), str(seed)):
        assert secret not in text
    assert not keys_in(json.loads(text)) & {"token", "token_hash", "seed", "hash"}

    alice = Client(server.ws_url, created["game"], created["token"])
    assert alice.state is not None and alice.state["status"] == "waiting"
    # A stranger takes the seat with the lobby's code; the game is full, so it leaves the lobby.
    joined = server.join(entry["join_code"], "Stranger")
    assert joined["game"] == created["game"] and joined["seat"] == 1
    assert server.lobby() == []
    bob = Client(server.ws_url, joined["game"], joined["token"])
    welcome = json.loads(bob.frames[0])
    assert welcome["opponent"] == "public" and welcome["turn_timer"] == 60
    assert [p["name"] for p in welcome["players"]] == ["Alice", "Stranger"]
    finals = play_all([alice, bob], seed=5, timeout=60, until_seq=8)
    assert all(f["seq"] >= 8 for f in finals)
    assert server.summary(created["game"])["opponent"] == "public"
    # A third person is told the game is full.
    late = server.http.post("/api/join", json={"code": entry["join_code"], "name": "Late"})
    assert late.status_code == 409 and late.json()["error"]["code"] == "game_full"
    assert server.lobby() == []


def test_classic_public_game_stays_listed_until_every_human_seat_is_taken(server: ServerThread) -> None:
    created = server.create(ruleset="classic", opponent="public", players=4, humans=3, name="Ann", difficulty="easy")
    (entry,) = server.lobby()
    assert entry["players"] == 4 and entry["free"] == 2 and entry["bots"] == 1 and entry["names"] == ["Ann"]
    assert entry["ruleset"] == "classic" and entry["difficulty"] == "easy"
    server.join(entry["join_code"], "Ben")
    (entry,) = server.lobby()
    assert entry["free"] == 1 and entry["names"] == ["Ann", "Ben"]
    server.join(entry["join_code"], "Cat")
    assert server.lobby() == []
    assert server.summary(created["game"])["status"] == "playing"


def test_public_turn_timer_defaults_to_the_server_setting_and_hands_an_idle_seat_to_a_bot(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, turn_timer=30, public_turn_timer=7) as server:
        friend = server.create(ruleset="duo", opponent="friend")
        created = server.create(ruleset="duo", opponent="public", seed=21)
        (entry,) = server.lobby()
        assert entry["game"] == created["game"] and entry["turn_timer"] == 7
        hub = server.app.state.hub
        assert hub.games[friend["game"]].row.turn_timer == 30  # friend games keep --turn-timer
        assert hub.games[created["game"]].row.turn_timer == 7
        hub.games[created["game"]].row.turn_timer = 0.3  # keep the test fast (the API's minimum is 5 s)
        joined = server.join(entry["join_code"])
        check_stand_in(server, created["game"], (created["token"], joined["token"]))


def test_explicit_timer_is_honoured_and_null_or_bad_settings_are_refused(server: ServerThread) -> None:
    created = server.create(ruleset="classic", opponent="public", players=3, turn_timer=120)
    (entry,) = server.lobby()
    assert entry["game"] == created["game"] and entry["turn_timer"] == 120 and entry["free"] == 1
    before = _games_in_hub(server)
    bad: list[dict[str, Any]] = [
        {"ruleset": "duo", "opponent": "public", "turn_timer": None},
        {"ruleset": "duo", "opponent": "public", "turn_timer": 3},
        {"ruleset": "duo", "opponent": "public", "turn_timer": "60"},
        {"ruleset": "duo", "opponent": "public", "humans": 3},
        {"ruleset": "duo", "opponent": "public", "players": 3},
        {"ruleset": "classic", "opponent": "public", "players": 3, "humans": 4},
        {"ruleset": "classic", "opponent": "public", "humans": 1},
        {"ruleset": "duo", "opponent": "Public"},
        {"ruleset": "duo", "opponent": "public", "options": {"nonsense": True}},
    ]
    for body in bad:
        response = server.http.post("/api/games", json=body)
        assert response.status_code == 422, (body, response.text)
        assert response.json()["error"]["code"] == "bad_request" and response.json()["error"]["message"]
    null = server.http.post("/api/games", json=bad[0]).json()["error"]["message"]
    assert "turn timer" in null
    assert _games_in_hub(server) == before
    assert [g["game"] for g in server.lobby()] == [created["game"]]


def test_friend_and_bot_games_are_never_listed(server: ServerThread) -> None:
    server.create(ruleset="duo", opponent="friend", name="Private")
    server.create(ruleset="classic", opponent="friend", players=3, humans=3)
    server.create(ruleset="duo", opponent="bot")
    assert server.lobby() == []


def _set_created(server: ServerThread, game_id: str, created: str) -> None:
    """Backdate a game where the lobby reads it: the database (the lobby does not need the games in
    memory) and the game in memory."""
    import asyncio

    from sqlalchemy import update

    from unoduo.storage.db.schema import games

    hub = server.app.state.hub

    async def backdate() -> None:
        statement = update(games).where(games.c.id == game_id).values(created=created)
        await hub.store._write(lambda conn: conn.execute(statement))

    asyncio.run_coroutine_threadsafe(backdate(), hub.loop).result(10)
    hub.games[game_id].row.created = created


def test_lobby_is_newest_first_at_most_50_and_hides_stale_games(server: ServerThread) -> None:
    ids = [server.create(ruleset="duo", opponent="public", name=f"P{i}")["game"] for i in range(52)]
    hub = server.app.state.hub
    hours_ago = (datetime.now(UTC) - timedelta(hours=1, minutes=1)).isoformat()
    _set_created(server, ids[-1], hours_ago)  # the newest one is made stale: it is no longer listed
    listed = server.lobby()
    assert len(listed) == 50
    assert [g["game"] for g in listed] == ids[-2::-1][:50]
    created = [g["created"] for g in listed]
    assert created == sorted(created, reverse=True)
    assert ids[-1] not in {g["game"] for g in listed}
    # A stale game can still be joined with its code (whoever holds the invitation).
    stale_code = hub.games[ids[-1]].row.join_code
    assert server.join(stale_code)["game"] == ids[-1]
    assert ids[0] not in {g["game"] for g in listed}  # the 51st newest: over the limit
    _set_created(server, ids[1], hours_ago)
    _set_created(server, ids[0], (datetime.now(UTC) - timedelta(minutes=59)).isoformat())  # not stale yet
    listed = server.lobby()
    assert len(listed) == 50 and listed[-1]["game"] == ids[0] and ids[1] not in {g["game"] for g in listed}


def test_waiting_public_games_are_listed_again_after_a_restart(db_url: str) -> None:
    with ServerThread(db_url, public_turn_timer=45) as server:
        created = server.create(ruleset="classic", opponent="public", players=3, name="Zoe")
        server.create(ruleset="duo", opponent="friend")
    with ServerThread(db_url) as server:
        (entry,) = server.lobby()
        assert entry["game"] == created["game"] and entry["names"] == ["Zoe"] and entry["turn_timer"] == 45
        joined = server.join(entry["join_code"], "Yan")
        assert joined["seat"] == 1 and server.lobby() == []
