"""The direct writer of text frames (unoduo/web/server/fastws.py): the same bytes as the websockets library's, only
while nothing else can be on the wire, and the connection's fallback to the usual send when it declines."""

from __future__ import annotations

import asyncio
import base64
import logging
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.server import ServerState
from websockets.frames import Frame, Opcode

from unoduo.web.play.connections import Connection
from unoduo.web.server.fastws import DIRECT_SEND, DirectSendProtocol, direct_sender, text_frame_header


@pytest.mark.parametrize("length", [0, 1, 125, 126, 127, 65535, 65536, 70_000])
def test_frame_header_is_the_websockets_librarys(length: int) -> None:
    data = b"x" * length
    expected = Frame(Opcode.TEXT, data).serialize(mask=False, extensions=[])
    assert text_frame_header(length) + data == expected


class FakeTransport(asyncio.Transport):
    """Keeps what is written; pause and resume come from the test."""

    def __init__(self) -> None:
        super().__init__()
        self.written: list[bytes] = []
        self.closing = False

    def write(self, data: Any) -> None:
        self.written.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8000)}.get(name, default)

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass


HANDSHAKE = (
    "GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    "Sec-WebSocket-Key: " + base64.b64encode(b"0123456789abcdef").decode() + "\r\nSec-WebSocket-Version: 13\r\n"
)


async def _open(deflate: bool = False) -> tuple[DirectSendProtocol, FakeTransport, dict[str, Any]]:
    """A protocol whose app accepts and then waits: the handshake done as uvicorn does it."""
    accepted = asyncio.Event()
    scopes: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        scopes["scope"] = scope
        assert (await receive())["type"] == "websocket.connect"
        await send({"type": "websocket.accept"})
        scopes["send"] = send
        accepted.set()
        while (await receive())["type"] != "websocket.disconnect":
            pass

    config = Config(app, ws_per_message_deflate=deflate, ws_ping_interval=None)
    config.load()
    protocol = DirectSendProtocol(config, ServerState(), {}, asyncio.get_running_loop())
    transport = FakeTransport()
    protocol.connection_made(transport)
    extensions = "Sec-WebSocket-Extensions: permessage-deflate\r\n" if deflate else ""
    protocol.data_received((HANDSHAKE + extensions + "\r\n").encode())
    await asyncio.wait_for(accepted.wait(), 5)
    assert transport.written and transport.written[-1].startswith(b"HTTP/1.1 101")
    transport.written.clear()
    return protocol, transport, scopes


def test_direct_send_writes_the_frame_the_websockets_library_would() -> None:
    async def scenario() -> None:
        protocol, transport, scopes = await _open()
        assert direct_sender(scopes["scope"]) == protocol.send_text_now
        text = "Ann played a yellow 6… ⁨Ann⁩" * 10  # not ASCII: the length is of the UTF-8 bytes
        assert protocol.send_text_now(text)
        data = text.encode()
        assert transport.written == [Frame(Opcode.TEXT, data).serialize(mask=False, extensions=[])]
        # Once the app closed, nothing more goes out this way (the usual send then fails as before).
        await scopes["send"]({"type": "websocket.close", "code": 1000})
        transport.written.clear()
        assert not protocol.send_text_now("late")
        assert transport.written == []
        protocol.connection_lost(None)

    asyncio.run(scenario())


def test_direct_send_declines_while_the_reader_is_slow_and_when_gone() -> None:
    async def scenario() -> None:
        protocol, transport, _scopes = await _open()
        protocol.pause_writing()  # the transport's buffer passed its high-water mark
        assert not protocol.send_text_now("wait")
        protocol.resume_writing()
        assert protocol.send_text_now("go")
        transport.closing = True
        assert not protocol.send_text_now("gone")
        assert len(transport.written) == 1
        protocol.connection_lost(None)
        assert not protocol.send_text_now("lost")

    asyncio.run(scenario())


def test_direct_send_declines_when_permessage_deflate_was_negotiated() -> None:
    """The operator turned compression on (UNODUO_WS_DEFLATE=1): every message goes through the library."""

    async def scenario() -> None:
        protocol, transport, scopes = await _open(deflate=True)
        assert protocol.conn.extensions, "the handshake negotiated permessage-deflate"
        assert DIRECT_SEND in scopes["scope"]["extensions"]
        assert not protocol.send_text_now("compressed, please")
        assert transport.written == []
        protocol.connection_lost(None)

    asyncio.run(scenario())


def test_a_connection_uses_the_direct_writer_and_falls_back_when_it_declines(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def scenario() -> None:
        usual: list[str] = []
        direct: list[str] = []
        accept = [True]

        async def send_text(text: str) -> None:
            usual.append(text)

        async def close(_code: int) -> None:
            return None

        def write_now(text: str) -> bool:
            if accept[0]:
                direct.append(text)
            return accept[0]

        conn = Connection(send_text, close, "en", write_now=write_now)
        conn.sender = asyncio.create_task(conn.run_sender())
        assert conn.send("one")
        accept[0] = False
        assert conn.send("two")
        assert (direct, usual) == (["one"], ["two"])

        def broken(_text: str) -> bool:
            raise AttributeError("'DirectSendProtocol' object has no attribute 'writable'")

        # A writer that fails (not a peer that left: a transport's write does not raise for that) is given up
        # for the usual send, and the message still goes out.
        fallback = Connection(send_text, close, "en", write_now=broken)
        fallback.sender = asyncio.create_task(fallback.run_sender())
        with caplog.at_level(logging.ERROR, logger="unoduo.web"):
            assert fallback.send("three") and fallback.send("four")
        assert not fallback.closed and usual == ["two", "three", "four"]
        assert sum("direct frame writer failed" in r.getMessage() for r in caplog.records) == 1
        for c in (conn, fallback):
            c.finish()
            await asyncio.wait_for(c.sender, 5)

    asyncio.run(scenario())
