"""A minimal WebSocket client for the load benchmarks (not a test; RFC 6455, text frames, no extensions).

A bench client shares the machine's cores with the servers it measures, so its CPU per message is part of
what limits a run: the ``websockets`` library (a task per connection, a reader, a frame assembler, keepalive
and close handshakes in Python) costs about 0.7 ms of CPU per action on the clients' side of
``bench/cluster_load.py``. This client is an ``asyncio.Protocol``: the frames of one socket are cut from the
received bytes in one method and each whole text message goes to a callback, with the time its bytes
arrived; pings are answered; what it sends is masked as RFC 6455 requires. It speaks exactly what the
server's ``/ws`` speaks to a browser: the same handshake (no compression), the same messages.
"""

from __future__ import annotations

import asyncio
import base64
import os
import struct
import time
from collections.abc import Callable
from urllib.parse import urlsplit

TEXT, BINARY, CLOSE, PING, PONG, CONTINUATION = 0x1, 0x2, 0x8, 0x9, 0xA, 0x0


def masked_frame(opcode: int, payload: bytes) -> bytes:
    """A client frame (FIN set): its payload XORed with a random 4-byte key, as servers require."""
    key = os.urandom(4)
    size = len(payload)
    if size < 126:
        header = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
    elif size < 65536:
        header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
    if size == 0:
        return header + key
    repeated = (key * (size // 4 + 1))[:size]
    body = (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(size, "big")
    return header + key + body


class LightWebSocket(asyncio.Protocol):
    """One client WebSocket. ``on_message(payload, arrived)`` gets each whole text message as UTF-8 bytes and
    the ``time.perf_counter()`` at which its last bytes were received; ``closed`` is done when the socket is."""

    def __init__(self, on_message: Callable[[bytes, float], None], host: str, path: str) -> None:
        self.on_message = on_message
        self.key = base64.b64encode(os.urandom(16)).decode()
        self.request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {self.key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.fragments: list[bytes] = []
        self.upgraded = asyncio.get_running_loop().create_future()
        self.closed = asyncio.get_running_loop().create_future()
        self.close_sent = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # uvloop's is not an asyncio.Transport subclass
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        arrived = time.perf_counter()
        buffer = self.buffer
        buffer += data
        if not self.upgraded.done():
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            status = bytes(buffer[: buffer.find(b"\r\n")])
            del buffer[: end + 4]
            if b" 101 " not in status:
                self.upgraded.set_exception(ConnectionError(f"WebSocket refused: {status.decode(errors='replace')}"))
                assert self.transport is not None
                self.transport.close()
                return
            self.upgraded.set_result(None)
        start = 0
        size = len(buffer)
        while size - start >= 2:
            first, second = buffer[start], buffer[start + 1]
            length = second & 0x7F
            at = start + 2
            if length == 126:
                if size - at < 2:
                    break
                length = (buffer[at] << 8) | buffer[at + 1]
                at += 2
            elif length == 127:
                if size - at < 8:
                    break
                length = int.from_bytes(buffer[at : at + 8], "big")
                at += 8
            if second & 0x80:  # a server must not mask; refuse rather than misread
                raise ConnectionError("a masked frame from the server")
            if size - at < length:
                break
            payload = bytes(buffer[at : at + length])
            start = at + length
            opcode = first & 0x0F
            final = first & 0x80
            if opcode in (TEXT, BINARY, CONTINUATION):
                if not final:
                    self.fragments.append(payload)
                    continue
                if self.fragments:
                    self.fragments.append(payload)
                    payload = b"".join(self.fragments)
                    self.fragments = []
                self.on_message(payload, arrived)
            elif opcode == PING:
                self._write(PONG, payload)
            elif opcode == CLOSE:
                if not self.close_sent:
                    self._write(CLOSE, payload[:2])
                    self.close_sent = True
                assert self.transport is not None
                self.transport.close()
                break
        del buffer[:start]

    def _write(self, opcode: int, payload: bytes) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(masked_frame(opcode, payload))

    def send(self, text: bytes) -> None:
        """Send one text message (UTF-8 bytes)."""
        self._write(TEXT, text)

    def close(self, code: int = 1000) -> None:
        """Start the closing handshake; the transport closes when the server answers (or now, if it is gone)."""
        if self.transport is None or self.transport.is_closing():
            return
        if not self.close_sent:
            self.close_sent = True
            self._write(CLOSE, struct.pack("!H", code))
        asyncio.get_running_loop().call_later(5, self.transport.close)

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.upgraded.done():
            self.upgraded.set_exception(exc or ConnectionError("closed before the WebSocket handshake"))
        if not self.closed.done():
            if exc is None or self.close_sent:
                self.closed.set_result(None)
            else:
                self.closed.set_exception(exc)


async def connect(url: str, on_message: Callable[[bytes, float], None], timeout: float = 120) -> LightWebSocket:
    """Open ``ws://host:port/path`` and complete the handshake."""
    parts = urlsplit(url)
    if parts.scheme != "ws" or parts.hostname is None:
        raise ValueError(f"only ws:// URLs: {url}")
    loop = asyncio.get_running_loop()
    host = parts.hostname
    port = parts.port or 80
    _, protocol = await asyncio.wait_for(
        loop.create_connection(lambda: LightWebSocket(on_message, f"{host}:{port}", parts.path or "/"), host, port),
        timeout,
    )
    await asyncio.wait_for(asyncio.shield(protocol.upgraded), timeout)
    return protocol
