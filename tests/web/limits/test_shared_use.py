"""The per-address quotas shared by a cluster's processes: the live counts (unoduo.web.limits.shared_use) of two or
three processes' quota objects wired to each other as the bus would (every line reaches every other process),
and the creations and failed guesses that every process counts in one database's limit counters. The same over
real processes and PostgreSQL is in test_cluster_limits.py."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import pytest
from webtest_helpers import run_on_stores

from unoduo.storage import Store
from unoduo.storage.limits import LimitCounters
from unoduo.web.coach.service import CoachQuotas
from unoduo.web.limits.quotas import AddressQuotas, BotBudget, LimitExceeded
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.limits.shared_use import FORGET_AFTER, REFRESH, SPECTATORS, SharedUse

ADDRESS = "203.0.113.7"


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


class Cluster:
    """``count`` processes' sharing, and their quotas (process i on ``stores[i % len(stores)]``) when stores are
    given; ``sent`` holds every line published, by process number (1-based)."""

    def __init__(self, count: int, stores: list[Store] = (), **limits: object) -> None:
        self.clock = Clock()
        self.limits = ServerLimits.strict(**limits)
        self.shared = [SharedUse(self.clock) for _ in range(count)]
        self.quotas = [
            AddressQuotas(self.limits, LimitCounters(stores[i % len(stores)], self.clock), self.clock, shared=s)
            for i, s in enumerate(self.shared)
        ] if stores else []
        self.sent: list[tuple[int, str]] = []
        self.down: set[int] = set()  # processes that receive nothing (a lost message)
        for number, shared in enumerate(self.shared, start=1):
            shared.connect(lambda kind, line, number=number: self._deliver(number, kind, line))

    def flush(self) -> None:
        """Send now what each process would send after FLUSH_DELAY (inside an event loop, sends wait for it)."""
        for shared in self.shared:
            shared.flush()

    def _deliver(self, origin: int, kind: str, line: str) -> None:
        assert kind == "q"
        self.sent.append((origin, line))
        for number, shared in enumerate(self.shared, start=1):
            if number != origin and number not in self.down:
                shared.heard(origin, [line])


def on_cluster(db_url: str, count: int, scenario: Callable[[Cluster], Awaitable[None]], **limits: object) -> None:
    """Run ``scenario`` on a cluster of ``count`` processes over two stores of one database."""

    async def wrapped(stores: list[Store]) -> None:
        await scenario(Cluster(count, stores, **limits))

    run_on_stores(db_url, wrapped, stores=2)


def test_games_created_on_one_process_use_the_addresss_creations_on_every_other(db_url: str) -> None:
    async def scenario(cluster: Cluster) -> None:
        a, b, c = cluster.quotas
        for quotas in (a, b, a, c):  # the address's four creations, spread over three processes
            await quotas.check_create(ADDRESS, False, lambda _g: False)
        for quotas in (a, b, c):
            with pytest.raises(LimitExceeded) as refused:
                await quotas.check_create(ADDRESS, False, lambda _g: False)
            assert (refused.value.status, refused.value.code) == (429, "rate_limited")
            assert refused.value.headers() == {"retry-after": "10"}  # one creation back in 60/6 s, on every process
        cluster.clock.now += 10
        await b.check_create(ADDRESS, False, lambda _g: False)  # paid back everywhere, taken by one
        with pytest.raises(LimitExceeded):
            await a.check_create(ADDRESS, False, lambda _g: False)
        await c.check_create("198.51.100.1", False, lambda _g: False)  # another address is not held back
        assert cluster.sent == []  # counted in the database: nothing goes over the bus

    on_cluster(db_url, 3, scenario, create_burst=4, create_per_minute=6.0)


def test_failed_guesses_on_any_process_block_guessing_on_all(db_url: str) -> None:
    async def scenario(cluster: Cluster) -> None:
        a, b = cluster.quotas
        for number in range(5):
            await (a if number % 2 else b).failed(ADDRESS)
        for quotas in (a, b):
            with pytest.raises(LimitExceeded) as refused:
                await quotas.check_guessing(ADDRESS)
            assert refused.value.code == "too_many_attempts"
        await a.check_guessing("198.51.100.1")

    on_cluster(db_url, 2, scenario, failed_burst=5)


def test_open_public_games_and_waiting_seats_count_over_the_cluster_until_the_games_fill(sqlite_url: str) -> None:
    async def scenario(cluster: Cluster) -> None:
        a, b = cluster.quotas
        waiting = {"g1", "g2", "g3"}
        await a.check_create(ADDRESS, True, waiting.__contains__)
        a.created(ADDRESS, "g1", True)
        cluster.flush()
        await b.check_create(ADDRESS, True, waiting.__contains__)
        b.created(ADDRESS, "g2", True)
        cluster.flush()
        for quotas in (a, b):
            with pytest.raises(LimitExceeded) as refused:
                await quotas.check_create(ADDRESS, True, waiting.__contains__)
            assert refused.value.code == "too_many_games"
            assert "You already have 2 public games" in refused.value.message
            await quotas.check_create(ADDRESS, False, waiting.__contains__)  # a private game is not counted
        # g1 (created on A) fills up: A's next recount (a heartbeat) tells B.
        waiting.discard("g1")
        with pytest.raises(LimitExceeded):
            await b.check_create(ADDRESS, True, waiting.__contains__)
        a.recount(waiting.__contains__)
        cluster.flush()
        await b.check_create(ADDRESS, True, waiting.__contains__)

        a.seated(ADDRESS, "g2", 1, waiting=True)
        b.seated(ADDRESS, "g3", 1, waiting=True)
        cluster.flush()
        with pytest.raises(LimitExceeded) as refused:
            a.check_seat(ADDRESS, waiting.__contains__)
        assert refused.value.code == "too_many_seats"
        waiting.discard("g3")
        b.recount(waiting.__contains__)
        cluster.flush()
        a.check_seat(ADDRESS, waiting.__contains__)

    on_cluster(sqlite_url, 2, scenario, max_open_public_per_address=2, max_waiting_seats_per_address=2,
               create_burst=20)


def test_spectators_of_one_game_and_of_one_address_are_counted_on_every_process(sqlite_url: str) -> None:
    async def scenario(cluster: Cluster) -> None:
        a, b = cluster.quotas
        a.game_watched("g", 2)
        b.game_watched("g", 1)
        cluster.flush()
        with pytest.raises(LimitExceeded) as refused:
            a.check_spectator("198.51.100.1", "g", 2)
        assert (refused.value.status, refused.value.reason) == (503, "game_full")
        b.game_watched("g", 0)
        cluster.flush()
        a.check_spectator("198.51.100.1", "g", 2)

        a.spectator_joined(ADDRESS)
        b.spectator_joined(ADDRESS)
        cluster.flush()
        with pytest.raises(LimitExceeded) as refused:
            b.check_spectator(ADDRESS, "h", 0)
        assert refused.value.reason == "address"
        a.spectator_left(ADDRESS)
        cluster.flush()
        b.check_spectator(ADDRESS, "h", 0)

    on_cluster(sqlite_url, 2, scenario, max_spectators_per_game=3, max_spectators_per_address=2)


def test_a_count_not_heard_again_is_forgotten_and_the_refresh_keeps_it_alive() -> None:
    cluster = Cluster(2)
    sa, sb = cluster.shared
    sa.set_count(SPECTATORS, "g", 4)
    assert sb.others(SPECTATORS, "g") == 4
    for _ in range(int(3 * FORGET_AFTER / REFRESH)):  # A refreshes every REFRESH s: still counted
        cluster.clock.now += REFRESH
        sa.tick()
        sb.tick()
    assert sb.others(SPECTATORS, "g") == 4
    cluster.down.add(2)  # B hears nothing more (a lost message, a cut connection)
    cluster.clock.now += FORGET_AFTER + 1
    sa.tick()
    assert sb.others(SPECTATORS, "g") == 0
    cluster.down.clear()
    cluster.clock.now += REFRESH
    sa.tick()  # the next refresh brings it back
    assert sb.others(SPECTATORS, "g") == 4


def test_what_a_dead_process_held_no_longer_counts() -> None:
    cluster = Cluster(3)
    sa, sb, sc = cluster.shared
    sa.set_count(SPECTATORS, "g", 2)
    sb.set_count(SPECTATORS, "g", 3)
    assert sc.others(SPECTATORS, "g") == 5
    sc.gone({1})
    assert sc.others(SPECTATORS, "g") == 3
    sb.set_count(SPECTATORS, "g", 0)
    assert sc.others(SPECTATORS, "g") == 0


def test_bots_and_coach_quotas_are_shared_too() -> None:
    cluster = Cluster(2, bot_cpu_per_address=1.0, bot_cpu_burst=2.0, hint_burst=2)
    budgets = [BotBudget(cluster.limits, cluster.clock) for _ in range(2)]
    coaches = [CoachQuotas(cluster.limits, cluster.clock) for _ in range(2)]
    for shared, budget, coach in zip(cluster.shared, budgets, coaches, strict=True):
        shared.register("bot", budget.per_owner)
        shared.register("hint", coach.hints)
    budgets[0].charge(ADDRESS, 3.0)  # one expensive move on A: the owner is in debt on B as well
    assert budgets[1].per_owner.retry_after(ADDRESS) == pytest.approx(2.0)
    coaches[1].check_hint(ADDRESS, 0)
    coaches[1].check_hint(ADDRESS, 0)
    with pytest.raises(LimitExceeded) as refused:
        coaches[0].check_hint(ADDRESS, 0)
    assert refused.value.code == "too_many_hints"


def coach_cluster(count: int, **limits: object) -> tuple[Cluster, list[CoachQuotas]]:
    """A cluster whose processes share their coaches' hint buckets."""
    cluster = Cluster(count, **limits)
    coaches = [CoachQuotas(cluster.limits, cluster.clock) for _ in range(count)]
    for shared, coach in zip(cluster.shared, coaches, strict=True):
        shared.register("hint", coach.hints)
    return cluster, coaches


def test_uses_heard_from_elsewhere_are_not_told_again() -> None:
    cluster, coaches = coach_cluster(2, hint_burst=3)
    coaches[0].check_hint(ADDRESS, 0)
    cluster.shared[0].flush()
    assert cluster.sent == [(1, f"t\thint\t{ADDRESS}\t1")]  # B took the token and said nothing
    cluster.shared[1].flush()
    assert len(cluster.sent) == 1


def test_a_single_process_publishes_nothing_and_hears_of_nobody(sqlite_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        shared = SharedUse()
        limits = ServerLimits.strict(create_burst=2, max_spectators_per_game=1)
        quotas = AddressQuotas(limits, LimitCounters(stores[0]), shared=shared)
        await quotas.check_create(ADDRESS, True, lambda _g: True)
        quotas.created(ADDRESS, "g", True)
        quotas.game_watched("h", 0)
        quotas.check_spectator(ADDRESS, "h", 0)
        assert shared.others(SPECTATORS, "h") == 0
        sent: list[str] = []
        shared.connect(lambda _kind, line: sent.append(line))  # when the bus starts, what it holds is told
        shared.flush()
        assert sent == [f"c\tpublic\t{ADDRESS}\t1"]

    run_on_stores(sqlite_url, scenario)


def test_uses_are_summed_before_they_are_sent() -> None:
    async def scenario() -> list[str]:
        sent: list[str] = []
        shared = SharedUse()
        budget = BotBudget(ServerLimits.strict(bot_cpu_burst=50.0))
        shared.register("bot", budget.per_owner)
        shared.connect(lambda _kind, line: sent.append(line))
        for _ in range(10):
            budget.charge(ADDRESS, 0.5)
        budget.charge("198.51.100.1", 1.0)
        assert sent == []  # not yet: a burst is one line per key
        await asyncio.sleep(0.2)
        return sent

    assert sorted(asyncio.run(scenario())) == ["t\tbot\t198.51.100.1\t1", f"t\tbot\t{ADDRESS}\t5"]


def test_a_line_not_understood_is_logged_and_skipped(caplog: pytest.LogCaptureFixture) -> None:
    cluster, coaches = coach_cluster(1, hint_burst=1)
    shared = cluster.shared[0]
    with caplog.at_level(logging.WARNING, logger="unoduo.web.shared_use"):
        shared.heard(2, ["x\ta\tb\t1", "t\thint\tonly three", "c\tspectators\tg\tmany", "t\tunknown\tk\t1",
                         f"t\thint\t{ADDRESS}\t1"])
    assert caplog.text.count("not understood") == 3
    with pytest.raises(LimitExceeded):  # the good line after the bad ones was taken
        coaches[0].check_hint(ADDRESS, 0)
