"""The token buckets of the database's limit counters (unoduo.storage.limits): a concurrent burst over two stores
of one database takes exactly the burst; tokens come back at the rate; a forced take goes below zero; a peek
takes nothing; the buckets outlive the store and a full one is pruned."""

from __future__ import annotations

import asyncio

import pytest
from webtest_helpers import run_on_stores

from unoduo.storage import Store
from unoduo.storage.limits import LimitCounters, limit_buckets

KEY = "203.0.113.7"
RATE = 6 / 60.0  # six a minute
NOW = 1_000_000.0




def test_a_concurrent_burst_takes_exactly_the_burst(db_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        counters = [LimitCounters(store) for store in stores]
        answers = await asyncio.gather(
            *(counters[i % 2].take("create", KEY, RATE, 5, now=NOW) for i in range(50))
        )
        assert sum(a.granted for a in answers) == 5
        refused = [a for a in answers if not a.granted]
        assert all(a.retry_after == pytest.approx(10.0) for a in refused), refused

    run_on_stores(db_url, scenario, stores=2)


def test_tokens_come_back_at_the_rate_and_a_forced_take_goes_below_zero(db_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        for _ in range(3):
            assert (await counters.take("create", KEY, RATE, 3, now=NOW)).granted
        refused = await counters.take("create", KEY, RATE, 3, now=NOW + 4)
        assert not refused.granted and refused.retry_after == pytest.approx(6.0)
        assert (await counters.take("create", KEY, RATE, 3, now=NOW + 10)).granted  # one back in 10 s
        assert not (await counters.take("create", KEY, RATE, 3, now=NOW + 10)).granted
        assert (await counters.take("create", "198.51.100.1", RATE, 3, now=NOW)).granted  # another key

        for _ in range(5):  # failures counted after the fact: 5 taken from a burst of 3
            assert (await counters.take("failed", KEY, RATE, 3, force=True, now=NOW)).granted
        looked = await counters.peek_bucket("failed", KEY, RATE, 3, now=NOW + 10)
        assert not looked.granted and looked.retry_after == pytest.approx(20.0)  # -2 + 1: two more to wait for
        assert (await counters.peek_bucket("failed", KEY, RATE, 3, now=NOW + 30)).granted
        assert (await counters.peek_bucket("failed", "198.51.100.1", RATE, 3, now=NOW)).granted  # no row: full

    run_on_stores(db_url, scenario)


def test_buckets_outlive_the_store_and_full_ones_are_pruned(db_url: str) -> None:
    async def first(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        for _ in range(2):
            assert (await counters.take("create", KEY, RATE, 2, now=NOW)).granted
        assert (await counters.take("failed", KEY, RATE, 2, now=NOW)).granted

    async def after_restart(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        assert not (await counters.take("create", KEY, RATE, 2, now=NOW + 1)).granted
        await counters.prune(now=NOW + 11)  # "failed" is full again at NOW + 10; "create" at NOW + 20
        async with stores[0].engine.connect() as conn:
            rows = (await conn.execute(limit_buckets.select())).all()
        assert [(row.scope, row.key) for row in rows] == [("create", KEY)]

    run_on_stores(db_url, first)
    run_on_stores(db_url, after_restart)
