"""The database connections of a cluster process (issue 18): a burst of new games on two processes whose pool of
reads has a single connection claims every game without an error, and a bad pool setting is refused."""

from __future__ import annotations

import asyncio

import asyncpg  # type: ignore[import-untyped]
import httpx
import pytest
from cluster_helpers import ServeProcess
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.storage import PoolSettings

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


def test_serve_refuses_a_bad_pool_setting_with_a_clear_message() -> None:
    result = CliRunner().invoke(
        app, ["serve", "--port", "1", "--db", "postgresql://u@127.0.0.1/x"], env={"UNODUO_DB_POOL": "many"}
    )
    assert result.exit_code != 0
    assert "UNODUO_DB_POOL must be a number, not 'many'" in result.output
