"""no player can fix the deck.

The attack: create a friend or public game with a chosen seed, rebuild the match locally with
``new_match(ruleset, seed=...)`` and read the stranger's hand. A chosen seed is now accepted only in a game
against bots (no other person to cheat), such a game says ``chosen_setup`` to everyone who sees it, and every
other seed is derived from a server secret and a random nonce and published only with the finished record.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest
from webtest_helpers import Client, ServerThread, play_all

from unoduo.core import new_match, view
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.play.seeds import MAX_SEED, SeedSource, derive_seed


@pytest.fixture
def server(sqlite_url: str) -> Iterator[ServerThread]:
    """A server with the default fair-play rule (the shared fixture allows chosen seeds for other tests)."""
    with ServerThread(sqlite_url, limits=ServerLimits()) as running:
        yield running


@pytest.mark.parametrize("opponent", ["friend", "public"])
def test_a_chosen_seed_is_refused_where_another_person_plays(server: ServerThread, opponent: str) -> None:
    response = server.http.post("/api/games", json={"ruleset": "duo", "opponent": opponent, "seed": 123456789})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "bad_request"
    assert "seed" in error["message"]
    assert server.lobby() == [], "nothing was created"


def test_a_classic_public_game_with_bots_cannot_choose_either(server: ServerThread) -> None:
    body = {"ruleset": "classic", "opponent": "public", "players": 4, "humans": 2, "seed": 5}
    assert server.http.post("/api/games", json=body).status_code == 422


def test_friend_games_get_unpredictable_seeds_published_only_at_the_end(server: ServerThread) -> None:
    """The issue's attack on games created without a seed: the seed is not sent before the end, and two
    games created back to back with the same settings have unrelated seeds (guessing predicts nothing)."""
    seeds = []
    hub = server.app.state.hub
    for round_seed in (1, 2):
        created = server.create(ruleset="duo", opponent="friend", options={"target_score": 1})
        if round_seed == 2:  # the second game need not be played: its stored seed is compared
            seeds.append(hub.games[created["game"]].row.seed)
            break
        joined = server.join(created["join_code"])
        a = Client(server.ws_url, created["game"], created["token"])
        b = Client(server.ws_url, created["game"], joined["token"])
        try:
            assert a.state is not None and a.state["chosen_setup"] is False
            summary = server.summary(created["game"])
            assert summary["chosen_setup"] is False and "seed" not in summary
            assert server.http.get(f"/api/games/{created['game']}/record").status_code == 409
            play_all([a, b], seed=round_seed)
            for frame in a.frames + b.frames:
                assert '"seed"' not in frame, "no seed in any frame, even the last"
            seeds.append(server.record(created["game"])["seed"])
        finally:
            a.close()
            b.close()
    assert seeds[0] != seeds[1]
    assert all(s not in (0, 1, 42, 123456789) and 0 <= s <= MAX_SEED for s in seeds)


def test_a_bot_game_may_choose_its_seed_and_says_so_to_everyone(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="bot", seed=123456789)
    me = Client(server.ws_url, created["game"], created["token"])
    watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
    try:
        for client in (me, watcher):
            welcome = json.loads(client.frames[0])
            assert welcome["type"] == "welcome" and welcome["chosen_setup"] is True
            assert client.state is not None and client.state["chosen_setup"] is True
        assert server.summary(created["game"])["chosen_setup"] is True
        # With no other person at the table, knowing the deal harms nobody: the local rebuild matches.
        assert me.state is not None
        local = new_match("duo", seed=123456789)
        assert view(local, me.seat).to_dict()["hand"] == me.state["view"]["hand"] or me.state["seq"] > 0
    finally:
        me.close()
        watcher.close()


def test_the_seed_is_published_with_the_finished_record(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="bot", options={"target_score": 1})
    me = Client(server.ws_url, created["game"], created["token"])
    try:
        final = me.play(random.Random(3), timeout=60)
        assert final["status"] == "over"
        record = server.record(created["game"])
        assert 0 <= record["seed"] <= MAX_SEED
    finally:
        me.close()


def test_seeds_depend_on_the_secret_and_the_nonce() -> None:
    nonce = b"\x01" * 16
    assert derive_seed(b"secret-a", nonce) == derive_seed(b"secret-a", nonce)
    assert derive_seed(b"secret-a", nonce) != derive_seed(b"secret-b", nonce)
    assert derive_seed(b"secret-a", nonce) != derive_seed(b"secret-a", b"\x02" * 16)
    source = SeedSource(b"k" * 32)
    seeds = {source.new_seed() for _ in range(1000)}
    assert len(seeds) == 1000 and all(0 <= s <= MAX_SEED for s in seeds)
    assert max(seeds) > 2**60, "seeds use the whole 63-bit range"
