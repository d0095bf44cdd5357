"""Issue 19 storage: broken games (item 9), games found at start-up (item 11), the lobby and expiry read from
the database without loading games (items 3 and 6), and an older database brought up to date."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from unoduo.storage import GameRow, SeatRow, Store


def _game(
    game_id: str,
    *,
    opponent: str = "public",
    status: str = "waiting",
    created: str = "2026-01-01T00:00:00+00:00",
    updated: str | None = None,
) -> GameRow:
    return GameRow(
        id=game_id, ruleset="duo", players=2, options={}, seed=7, opponent=opponent, difficulty="medium",
        turn_timer=60.0, join_code=None, status=status, seq=0, scores=[0, 0], winner=None, round=1,
        created=created, updated=updated or created,
    )


def _seats() -> list[SeatRow]:
    return [SeatRow(0, "human", "Alice", None, None, True), SeatRow(1, "human", "", None, None, False)]


def _run(db_url: str, scenario) -> None:  # type: ignore[no-untyped-def]
    async def wrapped() -> None:
        store = Store(db_url)
        await store.open()
        try:
            await scenario(store)
        finally:
            await store.close()

    asyncio.run(wrapped())


def test_counts_and_a_new_database(db_url: str) -> None:
    async def scenario(store: Store) -> None:
        counts = await store.count_games()
        assert (counts.total, counts.unfinished, counts.new_database) == (0, 0, True)
        await store.create_game(_game("w1"), _seats())
        await store.create_game(_game("p1", status="playing"), _seats())
        await store.create_game(_game("o1", status="over"), _seats())
        await store.create_game(_game("b1", status="playing"), _seats())
        await store.mark_broken("b1", "stored action 3 does not apply")
        counts = await store.count_games()
        assert (counts.total, counts.unfinished, counts.waiting, counts.broken) == (4, 2, 1, 1)
        assert sorted(await store.unfinished_game_ids()) == ["p1", "w1"], "a broken game is not resumed"
        loaded = await store.load_game("b1")
        assert loaded is not None and loaded[0].broken == "stored action 3 does not apply"

    _run(db_url, scenario)

    async def reopened(store: Store) -> None:
        assert not (await store.count_games()).new_database

    _run(db_url, reopened)


def test_lobby_pages_without_loading_games(db_url: str) -> None:
    async def scenario(store: Store) -> None:
        for i in range(120):
            await store.create_game(_game(f"g{i:03d}", created=f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}+00:00"),
                                    _seats())
        await store.create_game(_game("friend", opponent="friend", created="2026-01-02T00:00:00+00:00"), _seats())
        await store.create_game(_game("old", created="2025-01-01T00:00:00+00:00"), _seats())
        first, total = await store.lobby_rows(created_after="2025-12-31T00:00:00+00:00", offset=0, limit=50)
        assert total == 120
        assert [r.id for r in first][:2] == ["g119", "g118"]
        assert all(len(r.seats) == 2 for r in first)
        pages = [r.id for r in first]
        for offset in (50, 100):
            page, _total = await store.lobby_rows(created_after="2025-12-31T00:00:00+00:00", offset=offset, limit=50)
            pages += [r.id for r in page]
        assert pages == [f"g{i:03d}" for i in reversed(range(120))]

    _run(db_url, scenario)


def test_waiting_and_idle_games_expire(db_url: str) -> None:
    async def scenario(store: Store) -> None:
        await store.create_game(_game("old-invite", created="2026-01-01T00:00:00+00:00"), _seats())
        await store.create_game(_game("new-invite", created="2026-01-05T00:00:00+00:00"), _seats())
        await store.create_game(
            _game("idle", status="playing", created="2026-01-01T00:00:00+00:00", updated="2026-01-02T00:00:00+00:00"),
            _seats(),
        )
        await store.create_game(
            _game("active", status="playing", created="2026-01-01T00:00:00+00:00",
                  updated="2026-01-05T00:00:00+00:00"),
            _seats(),
        )
        await store.create_game(_game("done", status="over", created="2025-01-01T00:00:00+00:00"), _seats())
        expired = await store.expire_games(
            waiting_created_before="2026-01-04T00:00:00+00:00", idle_updated_before="2026-01-03T00:00:00+00:00"
        )
        assert sorted(expired) == ["idle", "old-invite"]
        assert sorted(await store.unfinished_game_ids()) == ["active", "new-invite"]
        row = await store.load_game("done")
        assert row is not None and row[0].status == "over", "a finished game never expires"

    _run(db_url, scenario)


def test_an_older_database_gets_the_new_columns(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(
            "CREATE TABLE games (id VARCHAR(16) PRIMARY KEY, ruleset VARCHAR(8) NOT NULL, players INTEGER NOT NULL,"
            " options TEXT NOT NULL, seed BIGINT NOT NULL, opponent VARCHAR(8) NOT NULL, difficulty VARCHAR(8)"
            " NOT NULL, turn_timer FLOAT, join_code VARCHAR(8) UNIQUE, status VARCHAR(8) NOT NULL, seq INTEGER"
            " NOT NULL, scores TEXT NOT NULL, winner INTEGER, round INTEGER NOT NULL, rematch_of VARCHAR(16),"
            " rematch VARCHAR(16), created VARCHAR(40) NOT NULL, updated VARCHAR(40) NOT NULL)"
        )
        conn.execute(
            "INSERT INTO games VALUES ('g1', 'duo', 2, '{}', 7, 'friend', 'medium', NULL, NULL, 'playing', 0,"
            " '[0, 0]', NULL, 1, NULL, NULL, '2026-01-01', '2026-01-01')"
        )

    async def scenario(store: Store) -> None:
        counts = await store.count_games()
        assert (counts.total, counts.unfinished, counts.new_database) == (1, 1, False)
        loaded = await store.load_game("g1")
        assert loaded is not None and loaded[0].broken is None and loaded[0].chosen_setup is False

    _run(f"sqlite:///{path}", scenario)
