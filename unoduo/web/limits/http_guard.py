"""Abuse limits on the HTTP layer, and the uvicorn settings that apply them.

- :class:`ConnectionGuard` and :func:`guarded_h11_protocol`: uvicorn's h11 protocol with a deadline for reading
  a request (headers and body: slowloris), a cap on open connections per address and in all, and h11's
  head-size limit always on (uvicorn's ``http="auto"`` would pick httptools when it is installed, which
  buffers a header line of any length).
- :class:`HeaderCountLimit`: an ASGI wrapper refusing requests with too many header lines (431). The head's
  size is already bounded by h11, so counting after parsing costs at most that much memory.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from unoduo.web.limits.rate import KeyedRateLimiter, client_address, normalize_address
from unoduo.web.limits.settings import ServerLimits

log = logging.getLogger("unoduo.web")


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
