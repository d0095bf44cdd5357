"""The database connections of a cluster process: a burst of new games on two processes whose pool of
reads has a single connection claims every game without an error (and a player who joined on one process is
seated at once on the other), a bad pool setting is refused, a batch of actions is announced in NOTIFY
payloads under PostgreSQL's limit, and the writer's commit window groups the actions that come within it."""

from __future__ import annotations

import asyncio
import json

import asyncpg  # type: ignore[import-untyped]
import httpx
import pytest
import websockets
from cluster_helpers import ServeProcess
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.storage import CHANNEL, GameRow, PoolSettings, SeatRow, Store

GAMES = 30


async def _burst(bases: list[str]) -> list[tuple[str, int]]:
    """``GAMES`` friend games created at once, alternately on each process, each joined on the other one."""
    clients = [httpx.AsyncClient(base_url=base, timeout=60) for base in bases]
    try:
        async def make(index: int) -> tuple[str, int]:
            home = index % 2
            created = await clients[home].post("/api/games", json={"ruleset": "duo", "opponent": "friend"})
            assert created.status_code == 200, created.text
            joined = await clients[1 - home].post("/api/join", json={"code": created.json()["join_code"]})
            assert joined.status_code == 200, joined.text
            # At once, the player who joined on one process connects to the other, which may not have heard
            # of the join yet: it reads the seats again rather than refusing the token.
            url = bases[home].replace("http", "ws", 1) + "/ws"
            async with websockets.connect(url) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 1, "game": created.json()["game"],
                                          "token": joined.json()["token"]}))
                welcome = json.loads(await ws.recv())
            assert welcome["type"] == "welcome" and welcome["seat"] == 1, welcome
            return created.json()["game"], home

        return await asyncio.gather(*(make(i) for i in range(GAMES)))
    finally:
        for client in clients:
            await client.aclose()


async def _drivers(db_url: str) -> dict[str, int]:
    conn = await asyncpg.connect(db_url)
    try:
        rows = await conn.fetch(
            "SELECT d.game_id, p.pid FROM game_drivers d JOIN server_processes p ON p.num = d.process"
        )
    finally:
        await conn.close()
    return {row[0]: row[1] for row in rows}


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_a_burst_of_games_on_a_one_connection_pool_claims_every_game_without_errors(db_url: str) -> None:
    tiny = {"UNODUO_DB_POOL": "1", "UNODUO_DB_POOL_OVERFLOW": "0"}
    # One after the other: two processes creating the tables of a new database at once can race (the accounts'
    # tables are created without the schema lock that the game store takes).
    servers = [ServeProcess(db_url, "--log-level", "info", env=tiny) for _ in range(2)]
    logs = ""
    try:
        for server in servers:
            server.start()
        games = asyncio.run(_burst([server.base for server in servers]))
        drivers = asyncio.run(_drivers(db_url))
        pids = [server.proc.pid for server in servers if server.proc is not None]
        # Every game is driven (its bots and timer run) by the process that created it.
        assert {game: pids[home] for game, home in games} == {game: drivers.get(game) for game, _ in games}
    finally:
        logs = "\n".join(server.stop() for server in servers)
    problems = [line for line in logs.splitlines()
                if " ERROR " in line or "Traceback" in line or (" WARNING " in line and "cluster" in line)]
    assert problems == []
    assert "could not claim" not in logs and "reconnected" not in logs


def test_pool_settings_come_from_the_environment_and_bad_values_are_refused() -> None:
    assert PoolSettings.from_env({}) == PoolSettings()
    settings = PoolSettings.from_env({"UNODUO_DB_POOL": "3", "UNODUO_DB_POOL_OVERFLOW": "0",
                                      "UNODUO_DB_POOL_TIMEOUT": "2.5"})
    assert settings == PoolSettings(size=3, overflow=0, timeout=2.5)
    with pytest.raises(ValueError, match="UNODUO_DB_POOL must be at least 1"):
        PoolSettings.from_env({"UNODUO_DB_POOL": "0"})
    with pytest.raises(ValueError, match="UNODUO_DB_POOL_TIMEOUT must be a number"):
        PoolSettings.from_env({"UNODUO_DB_POOL_TIMEOUT": "soon"})
    assert PoolSettings().commit_window_ms == 4.0
    assert PoolSettings.from_env({"UNODUO_DB_COMMIT_WINDOW_MS": "0"}).commit_window_ms == 0.0
    assert PoolSettings.from_env({"UNODUO_DB_COMMIT_WINDOW_MS": "2.5"}).commit_window_ms == 2.5
    for bad, message in (("-1", "must be at least 0,"), ("nan", "must be at least 0,"),
                         ("5000", "must be at most 1000 "), ("soon", "must be a number")):
        with pytest.raises(ValueError, match=f"UNODUO_DB_COMMIT_WINDOW_MS {message}"):
            PoolSettings.from_env({"UNODUO_DB_COMMIT_WINDOW_MS": bad})


async def _create_friend_game(store: Store, game: str, seed: int = 1) -> None:
    """A Duo friend game in play with both seats joined, at seq 0."""
    row = GameRow(id=game, ruleset="duo", players=2, options={}, seed=seed, opponent="friend", difficulty="medium",
                  turn_timer=None, join_code=None, status="playing", seq=0, scores=[0, 0], winner=None, round=1,
                  created="2026-12-01", updated="2026-12-01")
    await store.create_game(row, [SeatRow(s, "human", f"P{s}", None, None, True) for s in (0, 1)])


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_group_commit_waits_its_window_for_more_actions(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The writer's commit window (``UNODUO_DB_COMMIT_WINDOW_MS``): actions that arrive one by one within the
    window after the first are committed together, in one batch, after one wait of the window; with no window an
    action that comes alone is committed alone, with no wait. Every action is stored and acknowledged either way."""

    # The writer's waits, seen through asyncio.sleep (the test's own 20 ms pauses are told apart by their length).
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(delay: float, result: object = None) -> object:
        if delay >= 0.5:
            waits.append(delay)
        return await real_sleep(delay, result)

    monkeypatch.setattr(asyncio, "sleep", sleep)

    async def batches(window_ms: float, *, one_at_a_time: bool) -> tuple[list[int], list[int]]:
        store = Store(db_url, PoolSettings(commit_window_ms=window_ms))
        await store.open()
        try:
            games = [f"w{int(window_ms)}-{index}" for index in range(5)]
            await asyncio.gather(*(_create_friend_game(store, game) for game in games))  # one window's wait
            store.timings = []
            waits.clear()  # the games' creations waited too
            pending = []
            for game in games:
                write = asyncio.ensure_future(store.append_action(
                    game, 1, 0, "draw", at="t1", status="playing", scores=[0, 0], winner=None, round_=1))
                if one_at_a_time:
                    await write  # acknowledged before the next one is sent
                else:
                    pending.append(write)
                    await asyncio.sleep(0.02)  # one every 20 ms, as players' actions come
            await asyncio.gather(*pending)
            marks = await store.game_marks(games)
            return [size for size, _, _ in store.timings], [mark[0] for mark in marks.values()]
        finally:
            await store.close()

    # 1,000 ms (the most a setting may ask) leaves room for a slow machine: the five come within 100 ms.
    grouped, seqs = asyncio.run(batches(1000.0, one_at_a_time=False))
    assert grouped == [5] and seqs == [1] * 5 and waits == [1.0]
    alone, seqs = asyncio.run(batches(0.0, one_at_a_time=True))
    assert alone == [1] * 5 and seqs == [1] * 5 and waits == []


def test_serve_refuses_a_bad_pool_setting_with_a_clear_message() -> None:
    result = CliRunner().invoke(
        app, ["serve", "--port", "1", "--db", "postgresql://u@127.0.0.1/x"], env={"UNODUO_DB_POOL": "many"}
    )
    assert result.exit_code != 0
    assert "UNODUO_DB_POOL must be a number, not 'many'" in result.output


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_a_batch_of_actions_is_stored_summarised_and_announced_in_payloads_under_the_notify_limit(db_url: str) -> None:
    """The writer's one-statement commit (``PG_STORE_ACTIONS``): every stored action is announced once, in
    ``a ORIGIN`` payloads under PostgreSQL's 8,000-byte limit, and each game's summary follows its action."""
    count = 120
    action = "play " + "x" * 110  # long lines: the batch needs several payloads

    async def scenario() -> tuple[list[str], dict[str, int]]:
        store = Store(db_url)
        await store.open()
        heard: list[str] = []
        listener = await asyncpg.connect(db_url)
        await listener.add_listener(CHANNEL, lambda *args: heard.append(args[3]))
        try:
            for index in range(count):
                await _create_friend_game(store, f"n{index}", seed=index)
            store.origin = 7  # as the bus sets it: from now on stored actions are announced
            await asyncio.gather(*(
                store.append_action(f"n{index}", 1, index % 2, action, at="t1", status="playing", scores=[index, 0],
                                    winner=None, round_=1)
                for index in range(count)
            ))
            for _ in range(50):
                if sum(len(p.split("\n")) - 1 for p in heard) >= count:
                    break
                await asyncio.sleep(0.1)
            marks = await store.game_marks([f"n{index}" for index in range(count)])
            return heard, {game: mark[0] for game, mark in marks.items()}
        finally:
            await listener.close()
            await store.close()

    heard, seqs = asyncio.run(scenario())
    assert len(heard) >= 2, "the batch was announced in more than one payload"
    assert max(len(payload) for payload in heard) > 4000, "one payload carries many actions"
    assert all(len(payload.encode()) < 8000 and payload.startswith("a 7\n") for payload in heard)
    lines = sorted(line for payload in heard for line in payload.split("\n")[1:])
    assert lines == sorted(f"n{index}\t1\t{index % 2}\t{action}" for index in range(count))
    assert seqs == {f"n{index}": 1 for index in range(count)}
