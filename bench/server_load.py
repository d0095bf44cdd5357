"""Load benchmark of the web server (not a test): N concurrent games of bot clients over WebSockets.

Starts ``unoduo serve`` in a subprocess (SQLite in a temporary directory, ``--bot-delay 0``), creates N friend
games (two WebSocket clients each, playing mostly plays at a human-like pace), runs for ``--seconds``, and
reports actions/s and the latency from sending an action to receiving its broadcast (the ``state`` with the
next seq), at the sender and at the other player. Then it measures a bare WebSocket echo server (uvicorn, a
plain ASGI app, same number of connections and message rate) in the same run, as the floor.

    python bench/server_load.py                       # 500 games, 30 s
    python bench/server_load.py --games 100 --seconds 10 --think 0.5

The client runs in one asyncio process; on a 2-core machine it competes with the server for CPU, so the
numbers are an upper bound on the server's own latency.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

ECHO_APP = r'''
async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    if scope["type"] == "http":
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})
        return
    await receive()
    await send({"type": "websocket.accept"})
    while True:
        message = await receive()
        if message["type"] != "websocket.receive":
            return
        await send({"type": "websocket.send", "text": message.get("text") or ""})
'''


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), to report CPU per action on a busy machine."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def wait_ready(url: str, proc: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(600):
            if proc.poll() is not None:
                raise RuntimeError("the server exited")
            try:
                if (await client.get(url, timeout=1)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.05)
    raise RuntimeError("the server did not start")


class Stats:
    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], tuple[float, int | None]] = {}
        self.sender_latency: list[float] = []
        self.other_latency: list[float] = []
        self.actions = 0
        self.errors: dict[str, int] = {}
        self.finished = 0


def choose(legal: list[str], rng: random.Random) -> str:
    plays = [a for a in legal if a.startswith(("play", "dump")) and (a.endswith(" uno") or a + " uno" not in legal)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(legal)


async def player(url: str, game: str, token: str, stats: Stats, stop: float, think: float, seed: int) -> None:
    rng = random.Random(seed)
    async with websockets.connect(url, max_size=None, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}))
        seat = None
        pending: asyncio.Task[None] | None = None
        while time.monotonic() < stop:
            try:
                text = await asyncio.wait_for(ws.recv(), max(0.01, stop - time.monotonic()))
            except TimeoutError:
                break
            now = time.perf_counter()
            message = json.loads(text)
            kind = message["type"]
            if kind == "welcome":
                seat = message["seat"]
            elif kind == "error":
                stats.errors[message["code"]] = stats.errors.get(message["code"], 0) + 1
            elif kind == "state":
                seq = message["seq"]
                sent = stats.sent.get((game, seq - 1))
                if sent is not None:
                    started, by = sent
                    (stats.sender_latency if by == seat else stats.other_latency).append(now - started)
                if message["status"] == "over":
                    stats.finished += 1
                    break
                view = message["view"]
                if view["legal"] and view["to_act"] == seat:
                    if pending is not None:
                        pending.cancel()

                    async def act(seq: int = seq, legal: list[str] = view["legal"], me: int = seat) -> None:
                        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                        stats.sent[(game, seq)] = (time.perf_counter(), me)
                        stats.actions += 1
                        await ws.send(json.dumps({"type": "action", "seq": seq, "action": choose(legal, rng)}))

                    pending = asyncio.create_task(act())
        if pending is not None:
            pending.cancel()


async def run_games(args: argparse.Namespace) -> dict[str, Any]:
    port = args.attach or free_port()
    tmp = tempfile.mkdtemp(prefix="unoduo-bench-")
    cmd = [
        sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(port), "--db",
        f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", "--bot-delay", "0", "--log-level", "warning",
    ]
    if args.attach:  # a server started by hand (e.g. under a profiler)
        cmd = [sys.executable, "-c", "import time; time.sleep(1e9)"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        await wait_ready(base + "/api/meta", proc)
        games: list[tuple[str, str, str]] = []
        limits = httpx.Limits(max_connections=20)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
            async def make(i: int) -> None:
                created = (await http.post("/api/games", json={"ruleset": "duo", "opponent": "friend"})).json()
                joined = (await http.post("/api/join", json={"code": created["join_code"]})).json()
                games.append((created["game"], created["token"], joined["token"]))

            t0 = time.perf_counter()
            await asyncio.gather(*(make(i) for i in range(args.games)))
            setup = time.perf_counter() - t0
        stats = Stats()
        url = f"ws://127.0.0.1:{port}/ws"
        server_pid = proc.pid if not args.attach else args.attach_pid
        server_cpu = cpu_seconds(server_pid)
        client_cpu = time.process_time()
        start = time.monotonic()
        stop = start + args.seconds
        tasks = []
        for index, (game, token_a, token_b) in enumerate(games):
            tasks.append(player(url, game, token_a, stats, stop, args.think, 2 * index))
            tasks.append(player(url, game, token_b, stats, stop, args.think, 2 * index + 1))
        results = await asyncio.gather(*tasks, return_exceptions=True)
        elapsed = time.monotonic() - start
        server_cpu = cpu_seconds(server_pid) - server_cpu
        client_cpu = time.process_time() - client_cpu
        failures = [r for r in results if isinstance(r, BaseException)]
        return {
            "games": len(games),
            "connections": 2 * len(games),
            "setup_s": setup,
            "seconds": elapsed,
            "actions": stats.actions,
            "actions_per_s": stats.actions / elapsed,
            "finished_games": stats.finished,
            "errors": stats.errors,
            "client_failures": len(failures),
            "server_cpu": server_cpu,
            "client_cpu": client_cpu,
            "sender": stats.sender_latency,
            "other": stats.other_latency,
        }
    finally:
        proc.terminate()
        proc.wait(30)


async def echo_client(url: str, stop: float, think: float, seed: int, latencies: list[float]) -> None:
    rng = random.Random(seed)
    payload = json.dumps({"type": "action", "seq": 123, "action": "play R5"})
    async with websockets.connect(url, open_timeout=60) as ws:
        while time.monotonic() < stop:
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think * 2)  # each player acts every other turn
            started = time.perf_counter()
            await ws.send(payload)
            await ws.recv()
            latencies.append(time.perf_counter() - started)


async def run_echo(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="unoduo-echo-")
    Path(tmp, "echo_app.py").write_text(ECHO_APP)
    cmd = [sys.executable, "-m", "uvicorn", "echo_app:app", "--port", str(port), "--log-level", "warning"]
    proc = subprocess.Popen(cmd, cwd=tmp, stdout=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": tmp})
    try:
        await wait_ready(f"http://127.0.0.1:{port}/", proc)
        latencies: list[float] = []
        stop = time.monotonic() + args.seconds
        await asyncio.gather(
            *(echo_client(f"ws://127.0.0.1:{port}/ws", stop, args.think, i, latencies) for i in range(2 * args.games)),
            return_exceptions=True,
        )
        return {"messages": len(latencies), "messages_per_s": len(latencies) / args.seconds, "rtt": latencies}
    finally:
        proc.terminate()
        proc.wait(30)


def ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="concurrent games (two WebSocket clients each)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to play")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a client waits before acting")
    parser.add_argument("--no-echo", action="store_true", help="skip the echo-server baseline")
    parser.add_argument("--attach", type=int, default=0, help="use the server already listening on this port")
    parser.add_argument("--attach-pid", type=int, default=0, help="the attached server's process id (for its CPU)")
    args = parser.parse_args()
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    result = asyncio.run(run_games(args))
    print(f"unoduo serve: {result['games']} games, {result['connections']} WebSockets, setup {result['setup_s']:.1f} s")
    print(
        f"  {result['actions']} actions in {result['seconds']:.1f} s = {result['actions_per_s']:.0f} actions/s; "
        f"games finished: {result['finished_games']}; errors: {result['errors'] or 'none'}; "
        f"client failures: {result['client_failures']}"
    )
    print(
        f"  CPU: server {result['server_cpu']:.1f} s ({result['server_cpu'] / max(1, result['actions']) * 1000:.2f} ms "
        f"per action, {result['server_cpu'] / result['seconds'] * 100:.0f}% of a core); "
        f"bench client {result['client_cpu']:.1f} s"
    )
    both = result["sender"] + result["other"]
    print(
        f"  action -> broadcast latency: sender p50 {ms(result['sender'], 0.5)} p99 {ms(result['sender'], 0.99)}; "
        f"other player p50 {ms(result['other'], 0.5)} p99 {ms(result['other'], 0.99)}; "
        f"all p50 {ms(both, 0.5)} p99 {ms(both, 0.99)} max {max(both) * 1000 if both else float('nan'):.1f} ms"
    )
    if not args.no_echo:
        echo = asyncio.run(run_echo(args))
        print(f"bare echo (uvicorn, plain ASGI): {2 * args.games} WebSockets, {echo['messages_per_s']:.0f} msg/s")
        print(f"  round trip p50 {ms(echo['rtt'], 0.5)} p99 {ms(echo['rtt'], 0.99)}")
    if result["sender"]:
        print(f"  (mean sender latency {statistics.mean(result['sender']) * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
