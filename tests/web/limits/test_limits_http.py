"""slow and huge requests, attacked with raw sockets against a real server.

Partial headers that never end, a header line far over the size limit, a flood of header lines, and more
connections from one address than it may hold: each is refused or timed out, and an honest request still
gets its answer meanwhile.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn
from webtest_helpers import free_port

from unoduo.web.limits.http_guard import HeaderCountLimit, uvicorn_options
from unoduo.web.limits.settings import ServerLimits


async def _tiny_app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    if scope["type"] == "http":
        while (await receive()).get("more_body"):
            pass
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
        await send({"type": "http.response.body", "body": b"ok"})


class RawServer:
    """The guarded uvicorn settings of :func:`uvicorn_options` around a tiny ASGI app, in a thread."""

    def __init__(self, limits: ServerLimits) -> None:
        self.port = free_port()
        app = HeaderCountLimit(_tiny_app, limits.max_header_count, limits)
        config = uvicorn.Config(
            app, host="127.0.0.1", port=self.port, log_level="error", lifespan="on", **uvicorn_options(limits)
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> RawServer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert self.thread.is_alive() and time.monotonic() < deadline, "the server did not start"
            time.sleep(0.01)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(20)

    def connect(self, source: str = "127.0.0.1") -> socket.socket:
        sock = socket.socket()
        sock.bind((source, 0))
        sock.settimeout(5)
        sock.connect(("127.0.0.1", self.port))
        return sock

    def get(self, source: str = "127.0.0.1") -> bytes:
        with self.connect(source) as sock:
            sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            return read_all(sock)


def read_all(sock: socket.socket) -> bytes:
    chunks = []
    while True:
        try:
            chunk = sock.recv(65536)
        except (ConnectionResetError, TimeoutError):
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


@pytest.fixture
def limits() -> ServerLimits:
    return ServerLimits.strict(
        request_timeout=1.0, max_connections_per_address=400, max_header_count=20, connection_burst=1000
    )


@pytest.fixture
def raw(limits: ServerLimits) -> Iterator[RawServer]:
    with RawServer(limits) as running:
        yield running


def test_partial_headers_are_timed_out_and_honest_requests_still_work(raw: RawServer) -> None:
    """Slowloris: 200 connections that dribble a header byte by byte are closed after the request timeout."""
    sockets = [raw.connect() for _ in range(200)]
    for sock in sockets:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    started = time.monotonic()
    assert raw.get().startswith(b"HTTP/1.1 200"), "an honest request is served during the attack"
    closed = 0
    while time.monotonic() - started < 4 and closed < len(sockets):
        closed = 0
        for sock in sockets:
            try:
                sock.sendall(b"a")  # keep dribbling: each byte is progress that must not reset the deadline
                sock.settimeout(0.001)
                data = sock.recv(4096)
            except (BlockingIOError, TimeoutError):
                continue
            except OSError:
                closed += 1
                continue
            if data == b"" or data.startswith(b"HTTP/1.1 408"):
                closed += 1
        time.sleep(0.2)
    elapsed = time.monotonic() - started
    assert closed == len(sockets), f"only {closed} of {len(sockets)} slow connections were closed"
    assert elapsed < 3.5, f"the slow connections were closed after {elapsed:.1f} s (request timeout 1 s)"
    for sock in sockets:
        sock.close()


def test_a_connection_that_never_sends_is_closed(raw: RawServer) -> None:
    with raw.connect() as sock:
        started = time.monotonic()
        assert read_all(sock) == b""
        assert time.monotonic() - started < 3


def test_a_huge_header_line_is_refused_without_being_buffered(raw: RawServer, limits: ServerLimits) -> None:
    """A 64 MB header line: the server answers 400 once the head passes the limit and closes the connection."""
    with raw.connect() as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ")
        chunk = b"a" * 65536
        sent = 0
        refused = False
        try:
            for _ in range(1024):
                sock.sendall(chunk)
                sent += len(chunk)
        except OSError:
            refused = True
        answer = read_all(sock)
        assert refused or answer.startswith(b"HTTP/1.1 400")
        assert sent < 16 * 1024 * 1024, f"the server read {sent} bytes of one header line before refusing"
    assert raw.get().startswith(b"HTTP/1.1 200")


def test_too_many_header_lines_get_431(raw: RawServer) -> None:
    with raw.connect() as sock:
        headers = b"".join(b"X-H%d: v\r\n" % i for i in range(21))
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n" + headers + b"Connection: close\r\n\r\n")
        answer = read_all(sock)
    assert answer.startswith(b"HTTP/1.1 431"), answer[:80]
    with raw.connect() as sock:
        headers = b"".join(b"X-H%d: v\r\n" % i for i in range(10))
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n" + headers + b"Connection: close\r\n\r\n")
        assert read_all(sock).startswith(b"HTTP/1.1 200")


def test_a_slow_body_is_timed_out(raw: RawServer) -> None:
    with raw.connect() as sock:
        sock.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc")
        started = time.monotonic()
        answer = read_all(sock)
        assert answer == b"" or answer.startswith(b"HTTP/1.1 408")
        assert time.monotonic() - started < 3


def test_connections_per_address_are_capped() -> None:
    limits = ServerLimits.strict(request_timeout=30.0, max_connections_per_address=10, connection_burst=1000)
    with RawServer(limits) as raw:
        held = [raw.connect() for _ in range(10)]
        try:
            time.sleep(0.2)
            with raw.connect() as extra:
                answer = read_all(extra)
            assert answer.startswith(b"HTTP/1.1 503"), answer[:80]
            assert b"too_many_connections" in answer
            # Another address is not affected.
            assert raw.get(source="127.0.0.2").startswith(b"HTTP/1.1 200")
        finally:
            for sock in held:
                sock.close()
        time.sleep(0.3)
        assert raw.get().startswith(b"HTTP/1.1 200"), "closing connections frees the address's places"


def test_exempt_addresses_are_not_capped_per_address() -> None:
    limits = ServerLimits(request_timeout=30.0, max_connections_per_address=3)
    with RawServer(limits) as raw:
        held = [raw.connect() for _ in range(6)]
        try:
            assert raw.get().startswith(b"HTTP/1.1 200")
        finally:
            for sock in held:
                sock.close()


def test_all_connections_are_capped() -> None:
    limits = ServerLimits.strict(
        request_timeout=30.0, max_connections=20, max_connections_per_address=1000, connection_burst=1000
    )
    with RawServer(limits) as raw:
        held = [raw.connect(source=f"127.0.0.{2 + i % 5}") for i in range(21)]
        try:
            time.sleep(0.2)
            answers = []
            for sock in held[-2:]:
                sock.settimeout(1)
                answers.append(read_all(sock))
            assert any(a.startswith(b"HTTP/1.1 503") for a in answers)
        finally:
            for sock in held:
                sock.close()


def test_new_connections_per_address_are_rate_limited() -> None:
    """A flood of short connections (handshake floods) is refused before anything is parsed."""
    limits = ServerLimits.strict(request_timeout=5.0, connections_per_second=1.0, connection_burst=5)
    with RawServer(limits) as raw:
        answers = [raw.get(source="127.0.0.5") for _ in range(8)]
        assert [a[:12] for a in answers] == [b"HTTP/1.1 200"] * 5 + [b"HTTP/1.1 503"] * 3
        assert raw.get(source="127.0.0.6").startswith(b"HTTP/1.1 200"), "another address is not affected"


def test_requests_per_address_are_rate_limited_before_the_application() -> None:
    limits = ServerLimits.strict(requests_per_second=1.0, request_burst=5)
    with RawServer(limits) as raw, raw.connect(source="127.0.0.7") as sock:
        request = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"
        answers = []
        for _ in range(7):
            sock.sendall(request)
            answers.append(sock.recv(65536))
        assert [a[:12] for a in answers] == [b"HTTP/1.1 200"] * 5 + [b"HTTP/1.1 429"] * 2
        assert b"rate_limited" in answers[-1]
