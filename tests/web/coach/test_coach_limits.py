"""The coach shared fairly (SECURITY.md, "The coach: hints and reviews"), each client with an address of its own
(``X-Forwarded-For`` from loopback, which uvicorn trusts; the servers here exempt no address):

- the hint queue serves addresses round-robin: a second address's hint is served before a flooding address's
  backlog (an order of service, no timings: bench/coach_fairness.py measures the latencies), and an address
  may queue only so many hints;
- a review is computed once per (game, seat, level) whatever budget is asked, a guest's budget is capped;
- the counters over a window live in the database: they hold across a restart, per address and per account;
- no hint in a rated game while it runs; its review once it is over;
- two server processes on one PostgreSQL count one address's reviews and hints together.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import httpx
import pytest
from argon2 import PasswordHasher
from argon2.profiles import CHEAPEST
from cluster_helpers import ServeProcess
from test_review import BUDGET, SHORT, _finished
from webtest_helpers import Client, ServerThread

from unoduo.web.coach.fair_queue import FairQueue
from unoduo.web.coach.service import level_of, review_levels
from unoduo.web.limits.settings import ServerLimits

FLOODER, OTHER, THIRD = "203.0.113.50", "198.51.100.60", "192.0.2.70"
CHEAP_HASHER = PasswordHasher.from_parameters(CHEAPEST)


def _limits(**overrides: Any) -> ServerLimits:
    settings: dict[str, Any] = {"allow_chosen_seed": True, "review_budget": BUDGET, "review_min_budget": 2,
                                "hint_budget": 8, "review_guest_max_budget": BUDGET}
    settings.update(overrides)
    return ServerLimits.strict(**settings)


def _serve(url: str, **overrides: Any) -> ServerThread:
    return ServerThread(url, limits=_limits(**overrides), password_hasher=CHEAP_HASHER)


def _headers(address: str) -> dict[str, str]:
    return {"x-forwarded-for": address}


def _my_turn(server: ServerThread, address: str, seed: int) -> tuple[Client, dict[str, Any]]:
    """A new game against a bot created from ``address``: its client once it is seat 0's turn (the game's id in
    ``client.game``), and that state."""
    created = server.http.post("/api/games", json={"ruleset": "duo", "opponent": "bot", "seed": seed,
                                                   "options": SHORT}, headers=_headers(address))
    assert created.status_code == 200, created.text
    body = created.json()
    client = Client(server.ws_url, body["game"], body["token"], headers=_headers(address))
    client.game = body["game"]  # type: ignore[attr-defined]
    state = client.state
    assert state is not None
    while state["view"]["to_act"] != 0:
        state = client.until(lambda m: m["type"] == "state")
    return client, state


def _answer(client: Client) -> dict[str, Any]:
    return client.until(lambda m: m["type"] in ("hint", "error"), timeout=60)


def _review(server: ServerThread, game: str, body: dict[str, Any], address: str,
            http: httpx.Client | None = None) -> httpx.Response:
    return (http or server.http).post(f"/api/games/{game}/review", json=body, headers=_headers(address))


def _wait_review(server: ServerThread, game: str, seat: int) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        status = server.http.get(f"/api/games/{game}/review", params={"seat": seat}).json()
        if status["status"] in ("done", "failed"):
            assert status["status"] == "done", status
            return dict(status)
        time.sleep(0.05)
    raise AssertionError("the review did not finish")


# ---------------------------------------------------------------------- the round-robin queue


def test_the_fair_queue_serves_a_waiting_owner_before_another_owners_backlog() -> None:
    async def scenario() -> tuple[list[str], int]:
        queue = FairQueue(1)
        queue.keep_served = 100
        await queue.acquire("holder")
        waiters = [asyncio.create_task(queue.acquire(FLOODER)) for _ in range(5)]
        await asyncio.sleep(0)
        waiters.append(asyncio.create_task(queue.acquire(OTHER)))
        await asyncio.sleep(0)
        position = queue.position(OTHER)
        for _waiter in waiters:
            queue.release()
            await asyncio.sleep(0)
        await asyncio.gather(*waiters)
        queue.release()
        return queue.served, position

    served, position = asyncio.run(scenario())
    assert position == 2  # behind the flooder's first job only, not its five
    assert served == ["holder", FLOODER, OTHER, FLOODER, FLOODER, FLOODER, FLOODER]


def test_a_cancelled_wait_gives_its_place_up() -> None:
    async def scenario() -> list[str]:
        queue = FairQueue(1)
        queue.keep_served = 100
        await queue.acquire("holder")
        gone = asyncio.create_task(queue.acquire(FLOODER))
        stays = asyncio.create_task(queue.acquire(OTHER))
        await asyncio.sleep(0)
        gone.cancel()
        await asyncio.sleep(0)
        queue.release()
        await stays
        queue.release()
        assert queue.busy == 0 and queue.waiting == 0
        return queue.served

    assert asyncio.run(scenario()) == ["holder", OTHER]


def test_one_address_flooding_hints_does_not_make_another_wait_behind_it(sqlite_url: str) -> None:
    """The single hint worker held: four hints of the flooder queue (its fifth is refused), then one of another
    address; once the worker is free, the other address is served second, before the flooder's backlog."""
    with _serve(sqlite_url, hints_waiting_per_address=4, hint_burst=20, hint_workers=1) as server:
        hub, coach = server.app.state.hub, server.app.state.coach
        queue = coach.hint_pool.queue
        queue.keep_served = 100
        asyncio.run_coroutine_threadsafe(queue.acquire("holder"), hub.loop).result(5)
        floods = [_my_turn(server, FLOODER, seed) for seed in range(20, 25)]
        other, other_state = _my_turn(server, OTHER, 40)
        for client, state in floods[:4]:
            client.send({"type": "hint", "seq": state["seq"]})
        deadline = time.monotonic() + 10
        while queue.waiting_of(FLOODER) < 4 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert queue.waiting_of(FLOODER) == 4
        fifth, fifth_state = floods[4]
        fifth.send({"type": "hint", "seq": fifth_state["seq"]})
        refused = _answer(fifth)
        assert refused["type"] == "error" and refused["code"] == "too_many_hints", refused
        other.send({"type": "hint", "seq": other_state["seq"]})
        while queue.waiting_of(OTHER) < 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        hub.loop.call_soon_threadsafe(queue.release)
        for client, _state in [*floods[:4], (other, other_state)]:
            assert _answer(client)["type"] == "hint"
        assert queue.served == ["holder", FLOODER, OTHER, FLOODER, FLOODER, FLOODER]
        for client, _state in [*floods, (other, other_state)]:
            client.close()


# ---------------------------------------------------------------------- the review cache and budgets


def test_review_levels_snap_every_budget() -> None:
    limits = ServerLimits()
    levels = review_levels(limits)
    assert levels == [100, 400, 1600]
    budgets = (10, 99, 100, 399, 400, 401, 1599, 1600, 2000)
    assert [level_of(b, levels, 2000) for b in budgets] == [100] * 4 + [400] * 3 + [1600] * 2
    assert level_of(2000, levels, limits.review_guest_max_budget) == 400  # a guest's deepest level


def test_a_budget_change_buys_no_new_review(sqlite_url: str) -> None:
    with _serve(sqlite_url, review_guest_max_budget=16, address_reviews_per_window=100,
                guest_reviews_per_window=100, review_burst=100) as server:
        game = _finished(server, seed=5)
        first = _review(server, game, {"seat": 0, "budget": 16}, FLOODER)
        assert first.status_code == 202, first.text
        done = _wait_review(server, game, 0)
        coach = server.app.state.coach
        assert coach.computed == 1
        # Every other budget, from any address, is served by the deepest review already done.
        for budget in (2, 3, 4, 5, 15, 16, 17, 100, 2000):
            again = _review(server, game, {"seat": 0, "budget": budget}, THIRD)
            assert again.status_code == 200, (budget, again.text)
            assert again.json()["review"] == done["review"] and again.json()["budget"] == 16
        assert coach.computed == 1


def test_a_guests_budget_is_capped_and_an_accounts_is_not(sqlite_url: str) -> None:
    with _serve(sqlite_url, review_guest_max_budget=4) as server:
        game = _finished(server, seed=6)
        guest = _review(server, game, {"seat": 0, "budget": 16}, FLOODER)
        assert guest.status_code == 202 and guest.json()["budget"] == 4, guest.text
        _wait_review(server, game, 0)
        with httpx.Client(base_url=server.base, timeout=30) as browser:
            _sign_up(browser, "Coachee", OTHER)
            deeper = _review(server, game, {"seat": 0, "budget": 16}, OTHER, http=browser)
            assert deeper.status_code == 202 and deeper.json()["budget"] == 16, deeper.text


def _sign_up(browser: httpx.Client, name: str, address: str) -> None:
    csrf = browser.get("/api/account", headers=_headers(address)).json()["csrf"]
    made = browser.post("/api/account/signup", json={"name": name, "password": "correct horse battery"},
                        headers={"x-csrf-token": csrf, **_headers(address)})
    assert made.status_code == 200, made.text
    # The logged-in session's own token, sent with every later request of this browser.
    browser.headers["x-csrf-token"] = browser.get("/api/account", headers=_headers(address)).json()["csrf"]


# ---------------------------------------------------------------------- counters in the database


def test_the_review_and_hint_windows_survive_a_restart(sqlite_url: str) -> None:
    settings = {"guest_reviews_per_window": 1, "address_hints_per_window": 1}
    with _serve(sqlite_url, **settings) as server:
        games = [_finished(server, seed=seed) for seed in (8, 9)]
        assert _review(server, games[0], {"seat": 0}, FLOODER).status_code == 202
        _wait_review(server, games[0], 0)
        client, state = _my_turn(server, FLOODER, 30)
        client.send({"type": "hint", "seq": state["seq"]})
        assert _answer(client)["type"] == "hint"
        client.close()
    with _serve(sqlite_url, **settings) as server:
        refused = _review(server, games[1], {"seat": 0}, FLOODER)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "rate_limited", refused.text
        assert int(refused.headers["retry-after"]) > 3600
        # Another address is not held back by the flooder's window.
        assert _review(server, games[1], {"seat": 0}, OTHER).status_code == 202
        client, state = _my_turn(server, FLOODER, 31)
        client.send({"type": "hint", "seq": state["seq"]})
        answer = _answer(client)
        assert answer["type"] == "error" and answer["code"] == "too_many_hints", answer
        client.close()
        _wait_review(server, games[1], 0)


def test_an_accounts_reviews_count_from_every_address(sqlite_url: str) -> None:
    with _serve(sqlite_url, account_reviews_per_window=1) as server:
        games = [_finished(server, seed=seed) for seed in (12, 13)]
        with httpx.Client(base_url=server.base, timeout=30) as browser:
            _sign_up(browser, "Roamer", FLOODER)
            assert _review(server, games[0], {"seat": 0}, FLOODER, http=browser).status_code == 202
            _wait_review(server, games[0], 0)
            moved = _review(server, games[1], {"seat": 0}, THIRD, http=browser)  # same account, another address
            assert moved.status_code == 429 and moved.json()["error"]["code"] == "rate_limited", moved.text
        assert _review(server, games[1], {"seat": 0}, THIRD).status_code == 202  # that address as a guest
        _wait_review(server, games[1], 0)


# ---------------------------------------------------------------------- rated games


@pytest.mark.parametrize("address", [FLOODER, "127.0.0.1"])
def test_no_hint_in_a_rated_game_while_it_runs_and_its_review_after(sqlite_url: str, address: str) -> None:
    with _serve(sqlite_url) as server:
        hub, accounts = server.app.state.hub, server.app.state.accounts
        client, state = _my_turn(server, address, 50)
        game = client.game  # type: ignore[attr-defined]
        mark = accounts.store.mark_rated(game, "duo", "2026-01-01T00:00:00+00:00")
        asyncio.run_coroutine_threadsafe(mark, hub.loop).result(5)
        client.send({"type": "hint", "seq": state["seq"]})
        refused = _answer(client)
        assert refused["type"] == "error" and refused["code"] == "hints_rated", refused
        assert refused["message"]
        early = _review(server, game, {"seat": 0}, address)
        assert early.status_code == 409 and early.json()["error"]["code"] == "not_finished"
        assert client.play(random.Random(0))["status"] == "over"
        client.close()
        assert _review(server, game, {"seat": 0}, address).status_code == 202
        _wait_review(server, game, 0)


# ---------------------------------------------------------------------- two processes on PostgreSQL


def _finished_on(base: str, ws_url: str, address: str, seed: int) -> str:
    """A one-round match against a bot, created and played from ``address`` (random legal moves)."""
    created = httpx.post(base + "/api/games", json={"ruleset": "duo", "opponent": "bot", "seed": seed,
                                                    "options": SHORT}, headers=_headers(address), timeout=30)
    assert created.status_code == 200, created.text
    body = created.json()
    client = Client(ws_url, body["game"], body["token"], headers=_headers(address))
    assert client.play(random.Random(seed))["status"] == "over"
    client.close()
    return str(body["game"])


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_two_processes_share_the_coach_windows(db_url: str) -> None:
    settings = ["review_budget=4", "review_min_budget=2", "hint_budget=8", "guest_reviews_per_window=1",
                "address_hints_per_window=1"]
    extra = [part for setting in settings for part in ("--limit", setting)]
    servers = [ServeProcess(db_url, *extra).start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        first, second = servers
        games = [_finished_on(first.base, first.ws_url, THIRD, seed) for seed in (60, 61)]
        asked = httpx.post(f"{first.base}/api/games/{games[0]}/review", json={"seat": 0},
                           headers=_headers(FLOODER), timeout=30)
        assert asked.status_code == 202, asked.text
        deadline = time.monotonic() + 60
        while True:  # while the first review runs (both processes know), that refusal comes first: wait it out
            refused = httpx.post(f"{second.base}/api/games/{games[1]}/review", json={"seat": 0},
                                 headers=_headers(FLOODER), timeout=30)
            if refused.status_code != 429 or refused.json()["error"]["code"] != "too_many_reviews":
                break
            assert time.monotonic() < deadline, "the first review never ended"
            time.sleep(0.1)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "rate_limited", refused.text
        answers = []
        for server, seed in ((first, 62), (second, 63)):
            created = httpx.post(server.base + "/api/games", json={"ruleset": "duo", "opponent": "bot",
                                 "seed": seed}, headers=_headers(OTHER), timeout=30).json()
            client = Client(server.ws_url, created["game"], created["token"], headers=_headers(OTHER))
            state = client.state
            assert state is not None
            while state["view"]["to_act"] != 0:
                state = client.until(lambda m: m["type"] == "state")
            client.send({"type": "hint", "seq": state["seq"]})
            answers.append(_answer(client))
            client.close()
        assert answers[0]["type"] == "hint", answers[0]
        assert answers[1]["type"] == "error" and answers[1]["code"] == "too_many_hints", answers[1]
    finally:
        for server in servers:
            server.stop()
