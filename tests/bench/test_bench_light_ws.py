"""bench/light_ws.py, the load benchmarks' minimal WebSocket client, against the ``websockets`` library's server:
the handshake, text messages of every length encoding (7-bit, 16-bit, 64-bit), a fragmented message, a ping
answered, masked client frames the server reads, and the closing handshake."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path

import websockets

_PATH = Path(__file__).parents[2] / "bench" / "light_ws.py"
_SPEC = importlib.util.spec_from_file_location("bench_light_ws", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
light_ws = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_light_ws"] = light_ws
_SPEC.loader.exec_module(light_ws)

SENT = ["a" * 10, "b" * 300, "c" * 70_000, "ü€ 😀"]


async def _exchange() -> tuple[list[bytes], list[str], bool]:
    heard: list[str] = []
    ponged = False

    async def handler(ws: websockets.ServerConnection) -> None:
        nonlocal ponged
        for text in SENT:
            await ws.send(text)
        await ws.send(["x" * 10, "y" * 200])  # one message in two fragments
        waiter = await ws.ping(b"hi")
        await asyncio.wait_for(waiter, 5)
        ponged = True
        heard.append(str(await ws.recv()))
        heard.append(str(await ws.recv()))
        await ws.close()

    received: list[bytes] = []
    async with websockets.serve(handler, "127.0.0.1", 0, compression=None) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        client = await light_ws.connect(f"ws://127.0.0.1:{port}/ws", lambda payload, _at: received.append(payload))
        while len(received) < len(SENT) + 1:
            await asyncio.sleep(0.01)
        client.send(b"short")
        client.send(("é" * 40_000).encode())
        await asyncio.wait_for(client.closed, 5)
    return received, heard, ponged


def test_light_client_speaks_websocket_with_a_real_server() -> None:
    received, heard, ponged = asyncio.run(_exchange())
    assert [r.decode() for r in received] == [*SENT, "x" * 10 + "y" * 200]
    assert ponged
    assert heard == ["short", "é" * 40_000]
