"""The store on SQLite and on PostgreSQL: durable writes, group commit, lookups, and games that survive restarts."""

from __future__ import annotations

import asyncio

import pytest
from webtest_helpers import Client, ServerThread, play_all

from unoduo.core.record import Record, replay
from unoduo.storage import GameRow, SeatRow, Store, normalize_db_url


def _game(game_id: str, code: str | None = None) -> GameRow:
    return GameRow(
        id=game_id, ruleset="duo", players=2, options={"target_score": 100}, seed=2**63 - 1, opponent="friend",
        difficulty="medium", turn_timer=None, join_code=code, status="waiting", seq=0, scores=[0, 0], winner=None,
        round=1, created="2026-01-01T00:00:00+00:00", updated="2026-01-01T00:00:00+00:00",
    )


def _seats(hash0: str) -> list[SeatRow]:
    return [SeatRow(0, "human", "Alice", None, hash0, True), SeatRow(1, "human", "", None, None, False)]


def test_store_round_trip(db_url: str) -> None:
    async def scenario() -> None:
        store = Store(db_url)
        await store.open()
        try:
            await store.create_game(_game("g1", "ABCDEFGH"), _seats("a" * 64))
            await store.create_game(_game("g2"), _seats("b" * 64))
            assert await store.game_id_by_code("ABCDEFGH") == "g1"
            assert await store.game_id_by_code("NOPE") is None
            # Many concurrent appends (group commit): every one is stored, in order.
            await asyncio.gather(
                *(
                    store.append_action(
                        game, seq, seq % 2, f"action {seq}", at=f"2026-01-01T00:00:{seq:02d}+00:00",
                        status="playing", scores=[seq, 0], winner=None, round_=1,
                    )
                    for game in ("g1", "g2")
                    for seq in range(1, 41)
                )
            )
            # A duplicate seq fails alone; the writes committed with it are kept.
            results = await asyncio.gather(
                store.append_action("g1", 5, 0, "dup", at="x", status="playing", scores=[0, 0], winner=None, round_=1),
                store.append_action("g1", 41, 0, "ok", at="2026-01-02T00:00:00+00:00", status="over",
                                    scores=[1, 2], winner=1, round_=2),
                return_exceptions=True,
            )
            assert isinstance(results[0], Exception) and results[1] is None
            loaded = await store.load_game("g1")
            assert loaded is not None
            row, actions = loaded
            assert [a.seq for a in actions] == list(range(1, 42))
            assert actions[4].action == "action 5" and actions[-1].action == "ok"
            assert row.seed == 2**63 - 1 and row.options == {"target_score": 100}
            assert (row.status, row.scores, row.winner, row.round, row.seq) == ("over", [1, 2], 1, 2, 41)
            assert [s.name for s in row.seats] == ["Alice", ""]
            assert await store.unfinished_game_ids() == ["g2"]
            bob = SeatRow(1, "human", "Bob", None, "c" * 64, True)
            assert await store.take_seat("g2", bob, "2026-01-03") == "playing"
            await store.set_rematch("g1", "g2", "2026-01-04")
            mine = await store.games_of_tokens(["a" * 64, "c" * 64, "d" * 64])
            assert [(g.id, seat) for g, seat in mine] == [("g1", 0), ("g2", 1)]
            assert mine[0][0].rematch == "g2"
            assert await store.load_game("nope") is None
        finally:
            await store.close()

    asyncio.run(scenario())


def test_games_survive_a_restart(db_url: str) -> None:
    """Play part of a game, stop the server, start another on the same database: the game goes on."""
    with ServerThread(db_url) as server:
        created = server.create(ruleset="classic", opponent="friend", players=3, humans=2, seed=77,
                                options={"target_score": 60})
        joined = server.join(created["join_code"])
        a = Client(server.ws_url, created["game"], created["token"])
        b = Client(server.ws_url, joined["game"], joined["token"])
        play_all([a, b], seed=4, until_seq=25)
        seq = server.summary(created["game"])["seq"]
        assert seq >= 25
        acked = a.acked + b.acked
    with ServerThread(db_url) as server:
        server.invites[created["game"]] = created["join_code"]  # created by the server before the restart
        assert server.summary(created["game"])["seq"] >= seq
        a = Client(server.ws_url, created["game"], created["token"])
        b = Client(server.ws_url, joined["game"], joined["token"])
        assert a.state is not None and a.state["seq"] >= max(s for s, _ in acked)
        finals = play_all([a, b], seed=6)
        record = server.record(created["game"])
        for s, action in acked + a.acked + b.acked:
            assert record["actions"][s - 1].split(" ", 1)[1] == action
        state = replay(Record.from_dict(record))
        assert finals[0]["view"]["scores"] == list(state.scores)


def test_database_urls() -> None:
    assert normalize_db_url("sqlite:///x.db") == "sqlite+aiosqlite:///x.db"
    assert normalize_db_url("postgresql://u@h/db") == "postgresql+asyncpg://u@h/db"
    assert normalize_db_url("postgres://u@h/db") == "postgresql+asyncpg://u@h/db"
    assert normalize_db_url("/tmp/a.db") == "sqlite+aiosqlite:////tmp/a.db"
    assert normalize_db_url(None).startswith("sqlite+aiosqlite:///")
    with pytest.raises(ValueError):
        normalize_db_url("mysql://u@h/db")
