"""Does the machine itself pause a process that serves loopback traffic? (Not a test; bench/README.md.)

Nothing of unoduo runs here: a bare asyncio TCP echo server (uvloop or the standard loop) in one process, and
``--connections`` clients in another, each sending 40 bytes ``uniform(0.5, 1.5)`` seconds after each answer,
as the cluster bench's players do. For every message the server does ``--work`` small allocations and a JSON
encoding (about 0.3 ms of Python at the default), then answers. It prints the round trip's p50, p99 and
maximum, and every ``--slice`` of the run whose slowest round trip took over ``--over`` ms: slices bunched
at a steady period are a pause of the machine, not of the game server.

    python bench/loopback_pause.py
    python bench/loopback_pause.py --connections 200 --loop asyncio --server-cpu 1 --client-cpu 0

Run it before ``bench/cluster_load.py`` on a new machine: where it shows no pause, the cluster bench's tail is
the code's. bench/README.md has the latest figures.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import os
import random
import socket
import subprocess
import sys
import time

from unoduo.web.stats import percentiles  # the client's side only: the server runs none of unoduo

SERVER = r"""
import asyncio, json, sys

class Echo(asyncio.Protocol):
    def connection_made(self, transport):
        self.transport = transport

    def data_received(self, data):
        work = [{"k": i, "v": str(i) * 3, "l": [i, i + 1]} for i in range(WORK)]
        self.transport.write(json.dumps(work[:50]).encode()[:40].ljust(40))

async def main(port):
    await asyncio.get_running_loop().create_server(Echo, "127.0.0.1", port, backlog=4096)
    await asyncio.sleep(3600)

WORK = int(sys.argv[3])
if sys.argv[2] == "uvloop":
    import uvloop
    uvloop.install()
asyncio.run(main(int(sys.argv[1])))
"""


async def clients(port: int, count: int, seconds: float) -> list[tuple[float, float]]:
    """(seconds into the run the message was sent, round trip) for every answer of the measured seconds."""
    loop = asyncio.get_running_loop()
    timed: list[tuple[float, float]] = []
    start = [0.0]

    class Client(asyncio.Protocol):
        def __init__(self, seed: int) -> None:
            self.rng = random.Random(seed)
            self.sent = 0.0

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            self.transport = transport
            loop.call_later(self.rng.uniform(0, 1), self.send)

        def send(self) -> None:
            self.sent = time.perf_counter()
            self.transport.write(b"x" * 40)  # type: ignore[attr-defined]

        def data_received(self, data: bytes) -> None:
            now = time.perf_counter()
            if start[0] and self.sent >= start[0]:
                timed.append((self.sent - start[0], now - self.sent))
            loop.call_later(self.rng.uniform(0.5, 1.5), self.send)

    for seed in range(count):
        await loop.create_connection(functools.partial(Client, seed), "127.0.0.1", port)
    await asyncio.sleep(3)  # warm-up
    start[0] = time.perf_counter()
    await asyncio.sleep(seconds)
    return timed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--connections", type=int, default=1600)
    parser.add_argument("--seconds", type=float, default=12.0)
    parser.add_argument("--work", type=int, default=120, help="dicts the server builds per message")
    parser.add_argument("--loop", choices=["uvloop", "asyncio"], default="uvloop", help="the server's loop")
    parser.add_argument("--server-cpu", default="", help="pin the server to these CPUs (taskset -c)")
    parser.add_argument("--client-cpu", default="", help="pin the clients to these CPUs")
    parser.add_argument("--slice", type=float, default=0.05, help="seconds per slice")
    parser.add_argument("--over", type=float, default=12.0, help="print the slices slower than this (ms)")
    args = parser.parse_args()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    pin = ["taskset", "-c", args.server_cpu] if args.server_cpu else []
    server = subprocess.Popen([*pin, sys.executable, "-c", SERVER, str(port), args.loop, str(args.work)])
    try:
        time.sleep(1.5)
        if args.client_cpu:
            os.sched_setaffinity(0, {int(c) for c in args.client_cpu.split(",")})
        try:
            import uvloop
        except ImportError:
            pass
        else:
            uvloop.install()
        timed = asyncio.run(clients(port, args.connections, args.seconds))
    finally:
        server.terminate()
        server.wait(10)
    trips = percentiles([trip for _, trip in timed])  # in ms
    print(f"{args.connections} connections, {trips['n'] / args.seconds:.0f} messages/s, server on {args.loop}: "
          f"round trip p50 {trips['p50']:.2f} ms, p99 {trips['p99']:.2f} ms, max {trips['max']:.1f} ms")
    slices: dict[int, float] = {}
    for offset, trip in timed:
        index = int(offset // args.slice)
        slices[index] = max(slices.get(index, 0.0), trip)
    slow = [f"{index * args.slice:.2f}s:{worst * 1000:.0f}" for index, worst in sorted(slices.items())
            if worst * 1000 > args.over]
    print(f"slices over {args.over:g} ms (start: slowest ms): " + (" ".join(slow) or "none"))


if __name__ == "__main__":
    main()
