"""Per-key token buckets (a client address is the usual key) and the client address of a request."""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any


class KeyedRateLimiter:
    """A token bucket per key: ``rate`` tokens a second up to ``burst``; memory bounded by ``max_keys``.

    ``allow`` takes one token if there is one; ``blocked`` only looks (for counting failures: check before
    the attempt, ``charge`` after a failure). A key not seen for long has a full bucket, so forgetting the
    least recently used keys beyond ``max_keys`` only ever forgives, it never blocks anyone wrongly.
    """

    def __init__(
        self, rate: float, burst: float, *, max_keys: int = 100_000, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if rate <= 0 or burst <= 0:
            raise ValueError("a rate limiter needs rate > 0 and burst > 0")
        self.rate = rate
        self.burst = float(burst)
        self.max_keys = max_keys
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # key -> (tokens, stamp)
        # Told of every use of tokens (not of uses heard from elsewhere): a cluster's processes share their
        # quotas this way (unoduo.web.limits.shared_use).
        self.on_take: Callable[[str, float], None] | None = None

    def _tokens(self, key: str, now: float) -> float:
        entry = self._buckets.get(key)
        if entry is None:
            return self.burst
        tokens, stamp = entry
        return min(self.burst, tokens + (now - stamp) * self.rate)

    def _store(self, key: str, tokens: float, now: float) -> None:
        if tokens >= self.burst:
            self._buckets.pop(key, None)  # a full bucket is the same as no entry
            return
        self._buckets[key] = (tokens, now)
        self._buckets.move_to_end(key)
        while len(self._buckets) > self.max_keys:
            self._buckets.popitem(last=False)

    def blocked(self, key: str, cost: float = 1.0) -> bool:
        return self._tokens(key, self.clock()) < cost

    def charge(self, key: str, cost: float = 1.0) -> None:
        """Take ``cost`` tokens (the bucket may go negative: a large cost is paid back over time)."""
        self.charge_heard(key, cost)
        if self.on_take is not None:
            self.on_take(key, cost)

    def charge_heard(self, key: str, cost: float) -> None:
        """Take ``cost`` tokens that another server process used for ``key`` (not told to ``on_take``)."""
        now = self.clock()
        self._store(key, self._tokens(key, now) - cost, now)

    def allow(self, key: str, cost: float = 1.0) -> bool:
        now = self.clock()
        tokens = self._tokens(key, now)
        if tokens < cost:
            return False
        self._store(key, tokens - cost, now)
        if self.on_take is not None:
            self.on_take(key, cost)
        return True

    def retry_after(self, key: str, cost: float = 1.0) -> float:
        """Seconds until ``cost`` tokens are there (0 if they are)."""
        missing = cost - self._tokens(key, self.clock())
        return max(0.0, missing / self.rate)

    def __len__(self) -> int:
        return len(self._buckets)


def per_minute(count: float, burst: float) -> KeyedRateLimiter:
    return KeyedRateLimiter(count / 60.0, burst)


def client_address(scope: dict[str, Any] | Any) -> str | None:
    """The client's address of an ASGI scope (uvicorn puts the forwarded one there behind a trusted proxy)."""
    client = scope.get("client") if isinstance(scope, dict) else getattr(scope, "client", None)
    if not client:
        return None
    host = client[0] if isinstance(client, (tuple, list)) else getattr(client, "host", None)
    return normalize_address(host) if isinstance(host, str) else None


def normalize_address(host: str) -> str:
    """One spelling per address: IPv4-mapped IPv6 as IPv4; an IPv6 client counted by its /64 (one host
    usually holds a whole /64, so per-address limits on single IPv6 addresses would be no limit at all)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        if address.is_loopback:
            return str(address)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)
