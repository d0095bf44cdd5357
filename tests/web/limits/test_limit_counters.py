"""The limit counters in the database (unoduo.storage.limits): a burst of concurrent reservations on one store and
on two stores of one database (two processes' engines and writers) gets exactly the limit; the counts outlive
the store; release, clear, peek, record and prune."""

from __future__ import annotations

import asyncio

from webtest_helpers import run_on_stores

from unoduo.storage import Store
from unoduo.storage.limits import LimitCounters


def test_a_concurrent_burst_gets_exactly_the_limit(db_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        counters = [LimitCounters(store) for store in stores]
        answers = await asyncio.gather(
            *(counters[i % 2].reserve("login_pair", "asha 203.0.113.7", 5, 900.0) for i in range(50))
        )
        granted = [a for a in answers if a.granted]
        assert len(granted) == 5
        assert sorted(a.count for a in granted) == [0, 1, 2, 3, 4]
        refused = [a for a in answers if not a.granted]
        assert all(0 < a.retry_after < 901.0 and a.id is None for a in refused), refused
        assert all(a.count == 5 for a in refused)

    run_on_stores(db_url, scenario, stores=2)


def test_counts_outlive_the_store(db_url: str) -> None:
    async def first(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        for _ in range(3):
            assert (await counters.reserve("signup", "203.0.113.7", 3, 3600.0)).granted

    async def after_restart(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        refused = await counters.reserve("signup", "203.0.113.7", 3, 3600.0)
        assert not refused.granted and refused.retry_after > 3500
        assert (await counters.reserve("signup", "198.51.100.1", 3, 3600.0)).granted  # another key

    run_on_stores(db_url, first)
    run_on_stores(db_url, after_restart)


def test_release_clear_peek_record_and_prune(db_url: str) -> None:
    async def scenario(stores: list[Store]) -> None:
        counters = LimitCounters(stores[0])
        now = 1_000_000.0
        first = await counters.reserve("create", "a", 2, 60.0, now)
        second = await counters.reserve("create", "a", 2, 60.0, now + 10)
        assert first.granted and second.granted and first.id != second.id
        refused = await counters.reserve("create", "a", 2, 60.0, now + 20)
        assert (refused.granted, refused.retry_after) == (False, 40.0)  # the first counts until now + 60
        await counters.release(first, refused, None)
        assert (await counters.peek("create", "a", 2, now + 20)).count == 1
        assert (await counters.reserve("create", "a", 2, 60.0, now + 20)).granted
        assert not (await counters.peek("create", "a", 2, now + 30)).granted
        assert (await counters.peek("create", "a", 2, now + 71)).count == 1  # the second stopped counting
        await counters.clear("create", "a")
        assert (await counters.peek("create", "a", 2, now + 30)).count == 0

        for _ in range(3):
            await counters.record("failed", "b", 60.0, now)  # counted whatever the count
        assert (await counters.peek("failed", "b", 2, now)).count == 3
        await counters.record("pair", "asha\t203.0.113.7", 60.0, now)
        await counters.record("pair", "asha\t198.51.100.1", 60.0, now)
        await counters.record("pair", "ashanti\t203.0.113.7", 60.0, now)
        await counters.clear_prefix("pair", "asha\t")
        assert (await counters.peek("pair", "asha\t203.0.113.7", 1, now)).count == 0
        assert (await counters.peek("pair", "ashanti\t203.0.113.7", 1, now)).count == 1

        await counters.prune(now + 61)
        async with stores[0].engine.connect() as conn:
            from sqlalchemy import func, select

            from unoduo.storage.limits import limit_events

            left = (await conn.execute(select(func.count()).select_from(limit_events))).scalar_one()
        assert left == 0

    run_on_stores(db_url, scenario)
