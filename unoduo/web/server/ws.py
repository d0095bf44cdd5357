"""The WebSocket endpoint: Origin check, size and rate limits, strict parsing, then the hub does the work."""

from __future__ import annotations

import asyncio
import logging
import time

from starlette.websockets import WebSocket, WebSocketDisconnect

from unoduo.i18n import _, language_from_accept, normalize, set_language, use_language
from unoduo.web.coach.service import Coach
from unoduo.web.errors import ActError
from unoduo.web.limits.rate import client_address
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.play.game import GameConnection
from unoduo.web.play.hub import GameHub
from unoduo.web.play.leaving import let_bot_play
from unoduo.web.play.reactions import send_reaction
from unoduo.web.protocol import (
    HELLO_TIMEOUT,
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    SUPPORTED_PROTOCOLS,
    ActionMessage,
    AnyClientMessage,
    BadMessage,
    ErrorMessage,
    Hello,
    HintRequest,
    LetBotPlay,
    PingMessage,
    Pong,
    ReactMessage,
    parse_client_message,
)
from unoduo.web.server.metrics import ServerMetrics
from unoduo.web.server.security import OriginPolicy

log = logging.getLogger("unoduo.web")


class TokenBucket:
    """``rate`` messages a second on average, up to ``burst`` at once."""

    def __init__(self, rate: float = RATE_PER_SECOND, burst: float = RATE_BURST) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def error_message(code: str, message: str, seq: int | None, reason: str | None = None) -> ErrorMessage:
    return ErrorMessage(type="error", code=code, message=message, seq=seq, reason=reason)


async def websocket_endpoint(ws: WebSocket) -> None:
    hub: GameHub = ws.app.state.hub
    origins: OriginPolicy = ws.app.state.origins
    origin = ws.headers.get("origin")
    if not origins.allows(origin):
        log.warning("refused a WebSocket from origin %r", origin)
        await ws.close(code=1008)  # before accept: the client gets HTTP 403
        return
    await ws.accept()
    lang = language_from_accept(ws.headers.get("accept-language"))
    limits: ServerLimits = ws.app.state.limits
    conn = GameConnection(
        ws.send_text,
        lambda code: ws.close(code=code),
        lang,
        address=client_address(ws.scope),
        max_queued_bytes=limits.max_queued_bytes,
    )
    sender = conn.sender = asyncio.create_task(conn.run_sender())
    try:
        await _receive_loop(ws, hub, conn)
    except WebSocketDisconnect:
        pass
    except Exception:  # never let one connection take anything else down
        log.exception("WebSocket handler failed")
        conn.close(1011)
    finally:
        await hub.detach(conn)
        conn.finish()
        await asyncio.wait({sender}, timeout=5)  # never raises: the sender may have been cancelled (dropped)
        if not sender.done():
            sender.cancel()


def _current_seq(conn: GameConnection) -> int | None:
    return conn.game.seq if conn.game is not None else None


async def _receive_loop(ws: WebSocket, hub: GameHub, conn: GameConnection) -> None:
    bucket = TokenBucket(*ws.app.state.rate_limit)
    language: str | None = None
    while not conn.closed:
        try:
            message = await asyncio.wait_for(ws.receive(), HELLO_TIMEOUT if conn.game is None else None)
        except TimeoutError:
            with use_language(conn.lang):
                conn.send(error_message("protocol", _("Say hello first (no hello within 15 seconds)."), None))
            conn.close(1008)
            return
        received = time.perf_counter()
        if message["type"] == "websocket.disconnect":
            return
        if conn.lang != language:
            # This task is this connection's alone (uvicorn runs one per socket), so its context's language can
            # stay set between messages; it changes only with the hello's "lang".
            language = conn.lang
            set_language(language)
        data: str | bytes | None = message.get("text")
        if data is None:
            data = message.get("bytes") or b""
        if not bucket.take():
            conn.send(error_message("rate_limited", _("Too many messages: slow down."), _current_seq(conn)))
            conn.close(1008)
            return
        size = len(data.encode("utf-8", "surrogatepass")) if isinstance(data, str) else len(data)
        if size > MAX_MESSAGE_BYTES:
            conn.send(
                error_message(
                    "too_large",
                    _("Message too large ({size} bytes; the limit is {limit}).").format(
                        size=size, limit=MAX_MESSAGE_BYTES
                    ),
                    _current_seq(conn),
                )
            )
            conn.close(1009)
            return
        try:
            parsed = parse_client_message(data)
        except BadMessage as exc:
            text = _("Bad message: {detail}").format(detail=exc)
            conn.send(error_message("bad_message", text, _current_seq(conn)))
            continue
        metrics: ServerMetrics = ws.app.state.metrics
        started = time.perf_counter()
        try:
            await _handle(hub, conn, parsed, received, ws.app.state.coach)
            if isinstance(parsed, ActionMessage) and conn.game is not None:
                metrics.action_seconds.labels(conn.game.row.ruleset).observe(time.perf_counter() - started)
        except ActError as exc:
            if isinstance(parsed, ActionMessage):
                metrics.action_errors.labels(exc.code).inc()
            conn.send(error_message(exc.code, exc.message, _current_seq(conn), exc.reason))
            if exc.close is not None:
                conn.close(exc.close)
                return


async def _handle(
    hub: GameHub, conn: GameConnection, message: AnyClientMessage, received: float | None, coach: Coach
) -> None:
    if isinstance(message, PingMessage):
        conn.send(Pong(type="pong"))
        return
    if isinstance(message, Hello):
        if conn.game is not None:
            raise ActError("protocol", _("This connection already said hello."))
        if message.protocol not in SUPPORTED_PROTOCOLS:
            raise ActError(
                "protocol",
                _("Unsupported protocol version {given}; this server speaks {version}.").format(
                    given=message.protocol, version=PROTOCOL_VERSION
                ),
                close=1008,
            )
        conn.protocol = message.protocol
        if message.lang is not None:
            conn.lang = normalize(message.lang) or conn.lang
        with use_language(conn.lang):
            await hub.attach(conn, message.game, message.token, message.spectate, conn.client_address,
                             code=message.code)
        return
    game = conn.game
    if game is None:
        raise ActError("protocol", _("Say hello first."))
    if isinstance(message, HintRequest):
        coach.hint(conn, message.seq)
        return
    if isinstance(message, ReactMessage):
        send_reaction(game, conn.seat, message.reaction, hub.cluster)
        return
    if conn.seat is None:
        raise ActError("spectator", _("Spectators cannot act."))
    if isinstance(message, ActionMessage):
        await hub.act(game, conn.seat, message.seq, message.action, conn=conn, received=received)
    elif isinstance(message, LetBotPlay):
        await let_bot_play(hub.autoplay, game, conn.seat, message.seat)
    else:
        await hub.rematch(conn)
