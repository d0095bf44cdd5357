"""Login and sign-up limits under attack, each client with an address of its own (``X-Forwarded-For`` from
loopback, which uvicorn trusts): concurrent bursts count exactly how many reached the password check, the owner
of a hammered name still logs in, the queue of hashes refuses instead of growing, the counts survive a restart,
and two server processes on one PostgreSQL count one burst together."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import httpx
import pytest
from argon2 import PasswordHasher
from argon2.profiles import CHEAPEST
from cluster_helpers import ServeProcess
from webtest_helpers import ServerThread

from unoduo.web.limits.settings import ServerLimits

PASSWORD = "correct horse battery"
ATTACKER, OWNER = "203.0.113.7", "198.51.100.20"


class CountingHasher(PasswordHasher):
    """Argon2id at its cheapest, counting the passwords checked (and optionally slow, to fill the queue)."""

    def __init__(self, delay: float = 0.0) -> None:
        cheap = PasswordHasher.from_parameters(CHEAPEST)
        super().__init__(cheap.time_cost, cheap.memory_cost, cheap.parallelism, cheap.hash_len, cheap.salt_len)
        self.delay = delay
        self.checked = 0
        self.running = self.most_running = 0
        self._lock = threading.Lock()

    def verify(self, hash: str | bytes, password: str | bytes) -> bool:  # noqa: A002 (argon2's own name)
        with self._lock:
            self.checked += 1
            self.running += 1
            self.most_running = max(self.most_running, self.running)
        try:
            time.sleep(self.delay)
            return super().verify(hash, password)
        finally:
            with self._lock:
                self.running -= 1


def start(url: str, hasher: PasswordHasher | None = None, **limits: Any) -> ServerThread:
    return ServerThread(url, limits=ServerLimits.strict(**limits), password_hasher=hasher or CountingHasher())


async def _post(client: httpx.AsyncClient, path: str, body: dict[str, Any], address: str) -> httpx.Response:
    csrf = (await client.get("/api/account", headers={"x-forwarded-for": address})).json()["csrf"]
    return await client.post(path, json=body, headers={"x-csrf-token": csrf, "x-forwarded-for": address})


async def _burst(base: str | list[str], attempts: list[tuple[str, str, str]], path: str = "/api/account/login",
                 ) -> list[httpx.Response]:
    """``attempts`` (name, password, address) all at once, each in a client (cookie jar) of its own; with several
    bases, spread over them in turn."""
    bases = [base] if isinstance(base, str) else base
    clients = [httpx.AsyncClient(base_url=bases[i % len(bases)], timeout=60) for i in range(len(attempts))]
    try:
        return await asyncio.gather(*(
            _post(client, path, {"name": name, "password": password}, address)
            for client, (name, password, address) in zip(clients, attempts, strict=True)
        ))
    finally:
        for client in clients:
            await client.aclose()


def signup(server: ServerThread, name: str, address: str = OWNER) -> None:
    [made] = asyncio.run(_burst(server.base, [(name, PASSWORD, address)], "/api/account/signup"))
    assert made.status_code == 200, made.text


def codes(answers: list[httpx.Response]) -> dict[Any, int]:
    counted: dict[Any, int] = {}
    for answer in answers:
        key = answer.status_code if answer.status_code != 429 else answer.json()["error"]["code"]
        counted[key] = counted.get(key, 0) + 1
    return counted


def test_fifty_concurrent_guesses_from_one_address_get_exactly_the_limit(sqlite_url: str) -> None:
    hasher = CountingHasher()
    with start(sqlite_url, hasher) as server:
        signup(server, "Asha")
        checked_before = hasher.checked
        answers = asyncio.run(_burst(server.base, [("Asha", f"guess {i:02d} guess", ATTACKER) for i in range(50)]))
        assert hasher.checked - checked_before == 5, "exactly login_failures_per_name_address reached the check"
        assert codes(answers) == {401: 5, "login_limited": 45}
        assert all(int(a.headers["retry-after"]) > 800 for a in answers if a.status_code == 429)
        # The right password from the attacker's address waits too; the owner's own address logs in.
        [waits] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, ATTACKER)]))
        assert waits.status_code == 429
        [owner] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, OWNER)]))
        assert owner.status_code == 200, owner.text


def test_the_owner_logs_in_while_many_addresses_hammer_the_name(sqlite_url: str) -> None:
    hasher = CountingHasher()
    limits = {"login_failures_per_name_address": 3, "login_failures_per_name": 6}
    with start(sqlite_url, hasher, **limits) as server:
        signup(server, "Asha")
        checked_before = hasher.checked
        attackers = [f"203.0.113.{n}" for n in range(1, 11)]
        answers = asyncio.run(_burst(server.base, [("Asha", f"guess {i:02d} guess", attackers[i % 10])
                                                   for i in range(50)]))
        checked = hasher.checked - checked_before
        # The name's budget (6), then at most one try per address that had not failed for the name yet.
        assert 6 <= checked <= 6 + len(attackers), checked
        assert codes(answers)[401] == checked and codes(answers)["login_limited"] == 50 - checked
        # More guesses from the same addresses: all wait, none is checked.
        again = asyncio.run(_burst(server.base, [("Asha", "one more guess", a) for a in attackers]))
        assert codes(again) == {"login_limited": 10} and hasher.checked - checked_before == checked
        # The owner, from an address with no failure for the name, gets in at once.
        [owner] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, OWNER)]))
        assert owner.status_code == 200, owner.text
        # A typo of the owner's is delayed (429 with Retry-After), not a lock-out of the account.
        [typo] = asyncio.run(_burst(server.base, [("Asha", "correct horse batery", "192.0.2.1")]))
        [after] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, "192.0.2.1")]))
        assert typo.status_code == 401 and after.status_code == 429 and int(after.headers["retry-after"]) > 0


def test_a_burst_of_sign_ups_from_one_address_gets_the_limit(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        answers = asyncio.run(_burst(server.base, [(f"Player{i:02d}", PASSWORD, ATTACKER) for i in range(12)],
                                     "/api/account/signup"))
        assert codes(answers) == {200: 5, "login_limited": 7}
        [other] = asyncio.run(_burst(server.base, [("Someone", PASSWORD, OWNER)], "/api/account/signup"))
        assert other.status_code == 200


def test_a_full_hash_queue_refuses_at_once(sqlite_url: str) -> None:
    hasher = CountingHasher(delay=0.5)
    with start(sqlite_url, hasher, password_hash_workers=1, max_pending_hashes=3) as server:
        signup(server, "Asha")
        checked_before = hasher.checked
        attempts = [("Asha", f"guess {i:02d} guess", f"203.0.113.{i + 1}") for i in range(20)]
        answers = asyncio.run(_burst(server.base, attempts))
        counted = codes(answers)
        assert counted.get("login_busy", 0) >= 5, counted
        assert counted.get(401, 0) == hasher.checked - checked_before <= 20 - counted["login_busy"]
        assert hasher.most_running == 1
        busy = [a for a in answers if a.status_code == 429]
        assert all(a.headers["retry-after"] == "1" for a in busy)
        # Every attempt was either hashed or refused: none waited in an unbounded queue (no timeout, no 5xx).
        assert counted.get(401, 0) + counted["login_busy"] == 20, counted
        # A refusal for a busy queue counts nothing: the refused address tries again and is checked.
        refused = next(address for (_n, _p, address), a in zip(attempts, answers, strict=True)
                       if a.status_code == 429)
        [owner] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, refused)]))
        assert owner.status_code == 200


def test_the_counts_survive_a_restart(sqlite_url: str) -> None:
    with start(sqlite_url) as server:
        signup(server, "Asha")
        answers = asyncio.run(_burst(server.base, [("Asha", f"guess {i} guess", ATTACKER) for i in range(5)]))
        assert codes(answers) == {401: 5}
    with start(sqlite_url) as server:  # a new app on the same database file
        [waits] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, ATTACKER)]))
        assert waits.status_code == 429 and waits.json()["error"]["code"] == "login_limited"
        [owner] = asyncio.run(_burst(server.base, [("Asha", PASSWORD, OWNER)]))
        assert owner.status_code == 200


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_two_processes_count_one_burst_together(db_url: str) -> None:
    servers = [ServeProcess(db_url).start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        bases = [server.base for server in servers]
        [made] = asyncio.run(_burst(bases, [("Mira", PASSWORD, OWNER)], "/api/account/signup"))
        assert made.status_code == 200, made.text
        answers = asyncio.run(_burst(bases, [("Mira", f"guess {i:02d} guess", ATTACKER) for i in range(50)]))
        assert codes(answers) == {401: 5, "login_limited": 45}, "five guesses checked over both processes"
        signups = asyncio.run(_burst(bases, [(f"Farm{i:02d}", PASSWORD, ATTACKER) for i in range(12)],
                                     "/api/account/signup"))
        assert codes(signups) == {200: 5, "login_limited": 7}
        [owner] = asyncio.run(_burst(bases, [("Mira", PASSWORD, OWNER)]))
        assert owner.status_code == 200, owner.text
    finally:
        for server in servers:
            server.stop()
