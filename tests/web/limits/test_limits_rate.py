"""The per-address rate limiter (issue 19 items 3, 6, 7): a token bucket per key, bounded in memory."""

from __future__ import annotations

import pytest

from unoduo.web.limits.rate import KeyedRateLimiter, normalize_address


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_then_the_rate() -> None:
    clock = Clock()
    limiter = KeyedRateLimiter(rate=2.0, burst=5, clock=clock)
    assert [limiter.allow("a") for _ in range(7)] == [True] * 5 + [False] * 2
    assert limiter.retry_after("a") == pytest.approx(0.5)
    clock.now += 0.5
    assert limiter.allow("a") and not limiter.allow("a")
    clock.now += 10
    assert sum(limiter.allow("a") for _ in range(10)) == 5, "refills up to the burst, not beyond"


def test_keys_are_independent() -> None:
    limiter = KeyedRateLimiter(rate=1.0, burst=2, clock=Clock())
    assert limiter.allow("a") and limiter.allow("a") and not limiter.allow("a")
    assert limiter.allow("b")


def test_failures_are_charged_after_the_fact() -> None:
    clock = Clock()
    limiter = KeyedRateLimiter(rate=1.0, burst=3, clock=clock)
    for _ in range(3):
        assert not limiter.blocked("a")
        limiter.charge("a")
    assert limiter.blocked("a")
    clock.now += 1
    assert not limiter.blocked("a")


def test_a_large_cost_is_paid_back_over_time() -> None:
    clock = Clock()
    limiter = KeyedRateLimiter(rate=1.0, burst=10, clock=clock)
    limiter.charge("a", 30)  # e.g. 30 s of bot thinking against a 1/s budget
    assert limiter.blocked("a")
    assert limiter.retry_after("a") == pytest.approx(21)
    clock.now += 21
    assert not limiter.blocked("a")


def test_memory_is_bounded_and_forgetting_only_forgives() -> None:
    clock = Clock()
    limiter = KeyedRateLimiter(rate=1.0, burst=1, max_keys=100, clock=clock)
    for i in range(10_000):
        limiter.allow(f"k{i}")
    assert len(limiter) == 100
    clock.now += 5
    limiter.allow("fresh")
    assert len(limiter) <= 100


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        KeyedRateLimiter(rate=0, burst=1)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("203.0.113.7", "203.0.113.7"),
        ("::ffff:203.0.113.7", "203.0.113.7"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"),
        ("::1", "::1"),
        ("not an address", "not an address"),
    ],
)
def test_addresses_are_counted_per_host(given: str, expected: str) -> None:
    assert normalize_address(given) == expected


def test_limits_are_settings_from_text() -> None:
    from unoduo.web.limits.settings import ServerLimits

    limits = ServerLimits().with_settings(
        {"create_per_minute": "5", "max_spectators_per_game": "7", "allow_chosen_seed": "yes",
         "exempt_addresses": "10.0.0.1, 10.0.0.2"}
    )
    assert (limits.create_per_minute, limits.max_spectators_per_game, limits.allow_chosen_seed) == (5.0, 7, True)
    assert limits.exempt_addresses == ("10.0.0.1", "10.0.0.2")
    with pytest.raises(KeyError):
        ServerLimits().with_settings({"nonsense": "1"})
    for bad in ({"create_per_minute": "-1"}, {"max_header_count": "many"}, {"allow_chosen_seed": "perhaps"}):
        with pytest.raises(ValueError):
            ServerLimits().with_settings(bad)


def test_the_bot_budget_holds_back_heavy_clients_only() -> None:
    """one client's expert games put the server's bot budget deep in debt; a light client's
    bot still thinks at once, the heavy client waits until its own debt is paid back."""
    import asyncio

    from unoduo.web.limits.quotas import BotBudget
    from unoduo.web.limits.settings import ServerLimits

    budget = BotBudget(ServerLimits.strict(bot_cpu_per_address=0.25, bot_cpu_burst=5.0, bot_cpu_total=1.0))
    budget.charge("203.0.113.1", 60.0)  # a few expert moves in a 10-player classic game

    async def scenario() -> None:
        assert await asyncio.wait_for(budget.wait_turn("198.51.100.7", lambda: True), 0.5) is True
        assert await asyncio.wait_for(budget.wait_turn("203.0.113.1", lambda: False), 2.0) is False
        assert budget.per_owner.retry_after("203.0.113.1", 1e-9) > 200  # 55 s of debt at 0.25/s

    asyncio.run(scenario())
    assert budget.used("203.0.113.1") == 60.0 and budget.largest_move == 60.0


def test_one_bot_thread_at_a_time_per_client() -> None:
    import asyncio

    from unoduo.web.limits.quotas import BotBudget
    from unoduo.web.limits.settings import ServerLimits

    budget = BotBudget(ServerLimits.strict())
    inside = {"now": 0, "most": 0}

    async def think(owner: str) -> None:
        async with budget.slot(owner):
            inside["now"] += 1
            inside["most"] = max(inside["most"], inside["now"])
            await asyncio.sleep(0.01)
            inside["now"] -= 1

    async def scenario() -> None:
        await asyncio.gather(*(think("203.0.113.1") for _ in range(20)))
        assert inside["most"] == 1
        inside["most"] = 0
        await asyncio.gather(think("203.0.113.1"), think("198.51.100.2"))
        assert inside["most"] == 2, "another client is not held back"

    asyncio.run(scenario())
    assert budget._slots == {}, "no lock is kept for idle clients"
