"""Abuse limits that do not depend on the game: per-address rate limiters and a guarded HTTP protocol.

- :class:`KeyedRateLimiter`: one token bucket per key (a client address), bounded in memory.
- :class:`ConnectionGuard` and :func:`guarded_h11_protocol`: uvicorn's h11 protocol with a deadline for reading
  a request (headers and body: slowloris), a cap on open connections per address and in all, and h11's
  head-size limit always on (uvicorn's ``http="auto"`` would pick httptools when it is installed, which
  buffers a header line of any length).
- :class:`HeaderCountLimit`: an ASGI wrapper refusing requests with too many header lines (431). The head's
  size is already bounded by h11, so counting after parsing costs at most that much memory.

Everything here is configured by :class:`ServerLimits` (docs/server.md, "Limits").
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import resource
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from unoduo.core.options import option_specs

log = logging.getLogger("unoduo.web")

LOOPBACK = ("127.0.0.1", "::1")
MAX_INT_OPTION = 5000  # the largest value of an integer rule option a server game accepts (target_score)


def option_ranges(ruleset: str) -> dict[str, tuple[int, int]]:
    """The integer rule options of ``ruleset`` and the range a server game accepts for each: the engine's
    own bounds (``unoduo.core.options``), capped at :data:`MAX_INT_OPTION` so no match can be made endless."""
    ranges = {}
    for spec in option_specs(ruleset):
        if spec.type == "int":
            low = spec.minimum if spec.minimum is not None else 1
            high = min(spec.maximum, MAX_INT_OPTION) if spec.maximum is not None else MAX_INT_OPTION
            ranges[spec.name] = (low, high)
    return ranges


def _default_max_connections() -> int:
    """Leave room under the process's file descriptor limit for the database, static files and logs."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 10_000
    return max(64, min(10_000, int(soft) - 128))


@dataclass
class ServerLimits:
    """Every abuse limit of the server, with its default (docs/server.md, "Limits"; ``unoduo serve`` flags).

    Per-address limits key on the client's address (behind a trusted reverse proxy, the one it forwards).
    ``exempt_addresses`` are never limited per address: a client on the same machine can claim any address
    through ``X-Forwarded-For`` anyway (uvicorn trusts 127.0.0.1's proxy headers), and a local reverse proxy
    would otherwise count as one client. Global limits apply to everyone.
    """

    # Fair play: a server for tests, puzzles or friends' tournaments may accept a chosen seed in every game
    # (such games still say chosen_setup to everyone); by default only games against bots may choose it.
    allow_chosen_seed: bool = False
    # HTTP connections (the guarded protocol)
    request_timeout: float = 10.0  # seconds to send a request's headers and body (slowloris)
    keep_alive_timeout: int = 5  # seconds an idle keep-alive connection stays open
    max_header_bytes: int = 16 * 1024  # a request's head (request line + headers); larger: 400 and closed
    max_header_count: int = 64  # header lines in a request; more: 431
    max_connections: int = field(default_factory=_default_max_connections)  # open connections in all
    max_connections_per_address: int = 64
    connections_per_second: float = 2.0  # new connections one address may open a second, on average ...
    connection_burst: int = 30  # ... and at once; over it a connection is closed before anything is parsed
    requests_per_second: float = 10.0  # HTTP requests and WebSocket handshakes of one address a second ...
    request_burst: int = 60  # ... and at once; over it: 429 before the application is reached
    # Creating and joining games
    create_per_minute: float = 10.0  # games one address may create a minute, on average ...
    create_burst: int = 20  # ... and at once
    max_open_public_per_address: int = 3  # public games an address created that still wait for players
    max_waiting_seats_per_address: int = 3  # seats an address holds in games still waiting for players
    invitation_ttl: float = 24 * 3600.0  # a game still waiting for players after this long expires
    lobby_page: int = 50  # entries per lobby page
    # Guessing
    failed_per_minute: float = 20.0  # failed joins (unknown code) or failed hellos an address may make a minute
    failed_burst: int = 20
    # Watching
    max_spectators_per_game: int = 50
    max_spectators_per_address: int = 10
    max_queued_bytes: int = 1024 * 1024  # a connection's unsent messages; more: it is disconnected (1013)
    # Bots
    idle_pause: float = 120.0  # no human connected this long: the game's bots and timers stop until one comes back
    idle_unload: float = 600.0  # no one connected this long: the game leaves memory (reloaded on demand)
    idle_expire: float = 7 * 24 * 3600.0  # no action this long in an unfinished game: it expires
    bot_cpu_per_address: float = 0.25  # bot thinking (CPU seconds per second) the games of one address get ...
    bot_cpu_burst: float = 5.0  # ... after a burst of this many CPU seconds
    bot_cpu_total: float = 1.0  # bot thinking of all games together (CPU seconds per second)
    bot_move_seconds: float = 2.0  # the longest one bot move may search (a capped move decides on what it found)
    sweep_interval: float = 30.0  # seconds between sweeps for idle, expired and unloadable games
    # Accounts (unoduo/web/accounts.py): failed logins counted over login_window seconds, in the database
    login_failures_per_name: int = 5  # failed logins for one account name; more: 429 until the oldest ages out
    login_failures_per_address: int = 20  # failed logins from one address (any names)
    login_window: float = 900.0
    signups_per_address: int = 5  # accounts one address may create per signup_window
    signup_window: float = 3600.0
    session_days: float = 30.0  # a login lasts this long
    # Matchmaking (unoduo/web/matchmaking.py)
    queue_bot_fill_after: float = 20.0  # seconds a player who asked for bots waits before bots fill the table
    rated_target_score: int = 0  # a rated match's target score (0: the ruleset's default; tests use 1)
    # The coach (unoduo/web/review.py): post-game reviews and hints, each in a worker process
    review_workers: int = 1  # reviews computed at once (one process each); the others wait in order
    review_budget: int = 400  # playouts per decision of a review unless the request gives a budget ...
    review_min_budget: int = 10  # ... which must be from this ...
    review_max_budget: int = 2000  # ... to this
    review_timeout: float = 900.0  # seconds a review may take; then it is stopped (status failed)
    max_pending_reviews: int = 8  # reviews queued or running in all; more: 503 reviews_busy
    reviews_per_address: int = 1  # reviews one address may have queued or running at once
    reviews_per_hour: float = 20.0  # reviews one address may start an hour, on average ...
    review_burst: int = 5  # ... and at once
    hint_workers: int = 1  # hints computed at once (one process each)
    hint_budget: int = 300  # playouts of a hint
    hint_timeout: float = 20.0  # seconds a hint may take
    max_pending_hints: int = 8  # hints waiting or being computed in all; more: hints_busy
    hints_per_minute: float = 30.0  # hints one address may ask for a minute, on average ...
    hint_burst: int = 10  # ... and at once
    # Addresses never limited per address
    exempt_addresses: tuple[str, ...] = LOOPBACK

    def with_settings(self, settings: dict[str, str]) -> ServerLimits:
        """A copy with fields set from text (``unoduo serve --limit NAME=VALUE``). Raises KeyError for an
        unknown name and ValueError for a value of the wrong kind or out of range."""
        known = {f.name: f for f in fields(self)}
        values: dict[str, Any] = {}
        for name, text in settings.items():
            if name not in known:
                raise KeyError(name)
            current = getattr(self, name)
            if isinstance(current, bool):
                if text.lower() not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                    raise ValueError(text)
                values[name] = text.lower() in ("true", "1", "yes", "on")
            elif isinstance(current, tuple):
                values[name] = tuple(part.strip() for part in text.split(",") if part.strip())
            elif isinstance(current, int):
                values[name] = int(text)
            else:
                values[name] = float(text)
            value = values[name]
            if isinstance(value, (int, float)) and not isinstance(value, bool) and not (value > 0 and value < 1e12):
                raise ValueError(text)
        return replace(self, **values)

    def exempt(self, address: str | None) -> bool:
        return address is None or address in self.exempt_addresses

    @classmethod
    def strict(cls, **overrides: Any) -> ServerLimits:
        """Limits with no exempt address (tests on loopback), overridden by ``overrides``; the per-address
        connection and request rates are generous unless given (a test client opens many)."""
        generous = {"connections_per_second": 1000.0, "connection_burst": 10_000, "requests_per_second": 1000.0,
                    "request_burst": 10_000}
        return cls(**{"exempt_addresses": (), **generous, **overrides})


# ---------------------------------------------------------------------- rate limiting


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
        # quotas this way (unoduo.web.shared_use).
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


# ---------------------------------------------------------------------- the guarded HTTP protocol


class ConnectionGuard:
    """Open connections per address and in all, shared by every connection of one server."""

    def __init__(self, limits: ServerLimits) -> None:
        self.limits = limits
        self._open: dict[str, set[asyncio.BaseTransport]] = {}
        self._new = KeyedRateLimiter(limits.connections_per_second, limits.connection_burst)
        self.refused = 0
        self.timed_out = 0

    def _count(self, address: str) -> int:
        transports = self._open.get(address)
        if not transports:
            return 0
        # A transport handed to the WebSocket protocol is no longer ours to see closing: prune lazily.
        for transport in [t for t in transports if t.is_closing()]:
            transports.discard(transport)
        if not transports:
            del self._open[address]
            return 0
        return len(transports)

    def admit(self, transport: asyncio.BaseTransport, open_total: int) -> str | None:
        """Register a new connection; the reason to refuse it, or None."""
        peer = transport.get_extra_info("peername")
        address = normalize_address(str(peer[0])) if isinstance(peer, tuple) and peer else "unknown"
        if open_total > self.limits.max_connections:
            return "too many connections"
        if not self.limits.exempt(address):
            if self._count(address) >= self.limits.max_connections_per_address:
                return "too many connections from this address"
            if not self._new.allow(address):
                return "too many new connections from this address"
        self._open.setdefault(address, set()).add(transport)
        return None

    def open_connections(self, address: str) -> int:
        return self._count(normalize_address(address))


_REFUSAL = json.dumps(
    {"error": {"code": "too_many_connections", "message": "Too many connections: try again later."}}
).encode()


def guarded_h11_protocol(guard: ConnectionGuard) -> type[H11Protocol]:
    """uvicorn's h11 protocol, bound to ``guard``: connection caps and a deadline for reading each request."""

    class GuardedH11Protocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            reason = guard.admit(transport, len(self.connections))
            if reason is not None:
                guard.refused += 1
                log.debug("refused a connection: %s", reason)  # a flood must not flood the log too
                transport.write(
                    b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nconnection: close\r\n"
                    b"retry-after: 10\r\ncontent-length: " + str(len(_REFUSAL)).encode() + b"\r\n\r\n" + _REFUSAL
                )
                transport.close()
                return
            self._arm()

        def _arm(self) -> None:
            if self._deadline is None:
                self._deadline = self.loop.call_later(guard.limits.request_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if self.transport.is_closing() or self.conn.their_state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED):
                return
            if self.conn.their_state is h11.SWITCHED_PROTOCOL:
                return
            guard.timed_out += 1
            if self.conn.their_state is h11.IDLE and self.cycle is None and not self.conn.trailing_data[0]:
                # Never sent a byte: nothing to answer.
                self.transport.close()
                return
            self.transport.write(
                b"HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n"
            )
            self.transport.close()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.conn.their_state in (h11.DONE, h11.SWITCHED_PROTOCOL):
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
                self._arm()  # the next request on this keep-alive connection has the same deadline

        def handle_websocket_upgrade(self, event: h11.Request) -> None:
            self._disarm()
            super().handle_websocket_upgrade(event)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

    return GuardedH11Protocol


class HeaderCountLimit:
    """ASGI wrapper, outermost: a request or WebSocket handshake with more than ``limit`` header lines gets
    431, and one over its address's request rate (``limits``) gets 429 before the application is reached
    (a flood of refused requests must cost as little as possible)."""

    def __init__(self, app: Any, limit: int, limits: ServerLimits | None = None) -> None:
        self.app = app
        self.limit = limit
        self.limits = limits
        self.requests = (
            KeyedRateLimiter(limits.requests_per_second, limits.request_burst) if limits is not None else None
        )

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if self.requests is not None and self.limits is not None and scope["type"] in ("http", "websocket"):
            address = client_address(scope)
            if not self.limits.exempt(address) and not self.requests.allow(address or ""):
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                body = json.dumps(
                    {"error": {"code": "rate_limited", "message": "Too many requests: slow down."}}
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 429,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"retry-after", b"1"),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        if scope["type"] in ("http", "websocket") and len(scope.get("headers", ())) > self.limit:
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008})
                return
            body = json.dumps(
                {"error": {"code": "too_many_headers", "message": "The request has too many header lines."}}
            ).encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": 431,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        await self.app(scope, receive, send)


def uvicorn_options(limits: ServerLimits) -> dict[str, Any]:
    """The uvicorn settings that enforce ``limits`` (merged into ``server_config``)."""
    guard = ConnectionGuard(limits)
    return {
        "http": guarded_h11_protocol(guard),
        "h11_max_incomplete_event_size": limits.max_header_bytes,
        "timeout_keep_alive": limits.keep_alive_timeout,
        # uvicorn answers 503 to HTTP requests over this many connections or tasks (WebSockets included).
        "limit_concurrency": limits.max_connections,
        "backlog": 1024,
    }
