"""Game creations and failed guesses counted in the database's token buckets (unoduo.storage.limits) over real
``unoduo serve`` processes on one PostgreSQL: a concurrent burst of creations spread over two processes gets
exactly the burst, and failed guesses on either process block guessing on both at once (no bus delay)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from cluster_helpers import ServeProcess

POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
LIMITS = ("exempt_addresses=", "create_burst=3", "create_per_minute=1", "failed_burst=5", "failed_per_minute=1")


@POSTGRES
def test_two_processes_take_creations_and_failed_guesses_from_one_bucket(db_url: str) -> None:
    extra = [arg for limit in LIMITS for arg in ("--limit", limit)]
    a, b = servers = [ServeProcess(db_url, *extra).start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()

        def create(number: int) -> httpx.Response:
            server = servers[number % 2]
            return httpx.post(server.base + "/api/games", json={"ruleset": "duo", "opponent": "friend"}, timeout=60)

        with ThreadPoolExecutor(12) as pool:
            answers = list(pool.map(create, range(12)))
        assert sorted(r.status_code for r in answers) == [200] * 3 + [429] * 9, [r.text for r in answers]
        real = next(r.json()["join_code"] for r in answers if r.status_code == 200)

        for number in range(5):  # five wrong codes, spread over both processes
            server = servers[number % 2]
            wrong = httpx.post(server.base + "/api/join", json={"code": f"ZZZZZZ{number:02d}"}, timeout=30)
            assert wrong.status_code == 404, wrong.text
        for server in (a, b):  # at once on both, even the right code
            refused = httpx.post(server.base + "/api/join", json={"code": real}, timeout=30)
            assert refused.status_code == 429, refused.text
            assert refused.json()["error"]["code"] == "too_many_attempts"
            assert 1 < int(refused.headers["retry-after"]) <= 60  # one guess a minute comes back
    finally:
        logs = "\n".join(server.stop()[-2000:] for server in servers)
    assert "Traceback" not in logs, logs
