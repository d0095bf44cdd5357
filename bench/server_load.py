"""Load benchmark of the web server (not a test): N concurrent games of bot clients over WebSockets.

Starts ``unoduo serve`` in a subprocess (SQLite in a temporary directory, ``--bot-delay 0``), creates N friend
games (two WebSocket clients each, playing mostly plays at a human-like pace), runs for ``--seconds``, and
reports actions/s and the latency from sending an action to receiving its broadcast (the ``state`` with the
next seq), at the sender and at the other player. Then it measures a bare WebSocket echo server (uvicorn, a
plain ASGI app, same number of connections and message rate) in the same run, as the floor.

    python bench/server_load.py                       # 500 games, 30 s
    python bench/server_load.py --games 100 --seconds 10 --think 0.5
    python bench/server_load.py --runs 5 --no-echo             # five fresh runs and their median p99

The client runs in one asyncio process; on a 2-core machine it competes with the server for CPU, so the
numbers are an upper bound on the server's own latency. The server is therefore started with
``UNODUO_DEBUG_STATS=1`` and its own view is printed too: each action from its frame's arrival to the last
copy of its broadcast handed to a socket, by phase, plus event-loop lag, GC pauses and group-commit batches
(``GET /api/debug/stats``; a server without it prints "unavailable"). The first ``--warmup`` seconds (the
2N connections opening at once) are not measured. ``--no-deflate``: clients do not offer permessage-deflate.
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
        self.measure_from = 0.0  # perf_counter: actions sent before this (the warm-up) are not timed
        self.measured_actions = 0


def choose(legal: list[str], rng: random.Random) -> str:
    plays = [a for a in legal if a.startswith(("play", "dump")) and (a.endswith(" uno") or a + " uno" not in legal)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(legal)


async def player(url: str, game: str, token: str, stats: Stats, think: float, seed: int, deflate: bool) -> None:
    """One seat: plays until the match is over or the task is cancelled at the end of the run.

    Reads with ``async for`` rather than ``wait_for(ws.recv(), ...)``: in Python 3.11 ``wait_for`` wraps every
    ``recv`` in a task and a timer, which cost the client more CPU than the messages themselves, and the
    client shares the machine's two cores with the server it measures.
    """
    rng = random.Random(seed)
    compression = "deflate" if deflate else None
    async with websockets.connect(url, max_size=None, open_timeout=60, compression=compression) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 2, "game": game, "token": token}))
        seat = None
        pending: asyncio.Task[None] | None = None
        try:
            async for text in ws:
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
                            sent_at = time.perf_counter()
                            stats.actions += 1
                            if sent_at >= stats.measure_from:
                                stats.sent[(game, seq)] = (sent_at, me)
                                stats.measured_actions += 1
                            await ws.send(json.dumps({"type": "action", "seq": seq, "action": choose(legal, rng)}))

                        pending = asyncio.create_task(act())
        finally:
            if pending is not None:
                pending.cancel()


async def run_games(args: argparse.Namespace) -> dict[str, Any]:
    port = args.attach or free_port()
    tmp = tempfile.mkdtemp(prefix="unoduo-bench-")
    cmd = [
        sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(port), "--db",
        f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", "--bot-delay", "0", "--log-level", "warning",
        "--rate-limit", "1000",  # --think 0 plays back to back, faster than the default 20 messages/s
    ]
    if args.attach:  # a server started by hand (e.g. under a profiler)
        cmd = [sys.executable, "-c", "import time; time.sleep(1e9)"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, env={**os.environ, "UNODUO_DEBUG_STATS": "1"})
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
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            await http.get("/api/debug/stats", params={"reset": 1})  # only the playing phase counts
        stats = Stats()
        url = f"ws://127.0.0.1:{port}/ws"
        server_pid = proc.pid if not args.attach else args.attach_pid
        cpu_start = {"server": cpu_seconds(server_pid), "client": time.process_time()}
        start = time.monotonic()
        stop = start + args.warmup + args.seconds
        stats.measure_from = time.perf_counter() + args.warmup

        async def reset_after_warmup() -> None:
            await asyncio.sleep(args.warmup)
            cpu_start.update(server=cpu_seconds(server_pid), client=time.process_time())
            async with httpx.AsyncClient(base_url=base, timeout=60) as http:
                await http.get("/api/debug/stats", params={"reset": 1})

        resetter = asyncio.create_task(reset_after_warmup())
        tasks = []
        for index, (game, token_a, token_b) in enumerate(games):
            for side, token in enumerate((token_a, token_b)):
                seed = 2 * index + side
                tasks.append(asyncio.create_task(player(url, game, token, stats, args.think, seed, args.deflate)))
        done, playing = await asyncio.wait(tasks, timeout=stop - time.monotonic())
        await resetter
        elapsed = time.monotonic() - start - args.warmup
        server_cpu = cpu_seconds(server_pid) - cpu_start["server"]
        client_cpu = time.process_time() - cpu_start["client"]
        failures = [task.exception() for task in done if not task.cancelled() and task.exception() is not None]
        for task in playing:
            task.cancel()
        await asyncio.gather(*playing, return_exceptions=True)
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            response = await http.get("/api/debug/stats")
            server_stats = response.json() if response.status_code == 200 else None
        return {
            "server_stats": server_stats,
            "games": len(games),
            "connections": 2 * len(games),
            "setup_s": setup,
            "seconds": elapsed,
            "actions": stats.measured_actions,
            "actions_per_s": stats.measured_actions / elapsed,
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


def report(result: dict[str, Any]) -> None:
    """Print one run's numbers."""
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
    server_stats = result["server_stats"]
    if server_stats is None:
        print("  server-side statistics: unavailable (the server does not serve /api/debug/stats)")
    else:
        def line(name: str, data: dict[str, Any]) -> str:
            if not data.get("n"):
                return f"{name} n=0"
            return f"{name} p50 {data['p50']:.1f} p99 {data['p99']:.1f} max {data['max']:.1f}"

        phases = server_stats["actions"]
        print(
            f"  server-side (frame received -> last copy of the broadcast handed to its socket, ms, "
            f"n={phases['total'].get('n', 0)}): {line('total', phases['total'])}"
        )
        names = ("lock", "engine", "commit", "build", "send")
        print("    phases: " + "; ".join(line(name, phases[name]) for name in names))
        print(
            f"    event-loop lag (10 ms sleep overshoot): {line('lag', server_stats['loop_lag'])}; "
            f"GC pauses: {line('gc', server_stats['gc_pauses'])}"
        )
        gens = server_stats.get("gc_by_generation", [])
        print(
            "    GC by generation: "
            + "; ".join(f"gen{g} {line('', d)} total {d.get('total_s', 0)} s" for g, d in enumerate(gens))
        )
        commits = server_stats["commits"]
        print(
            f"    group commits: {commits['batches']} batches, mean {commits['mean_batch']} writes "
            f"(max {commits['max_batch']}); {line('in the database', commits['in_database'])}; "
            f"{line('until back in the event loop', commits['round_trip'])}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="concurrent games (two WebSocket clients each)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to play")
    parser.add_argument(
        "--warmup", type=float, default=5.0,
        help="seconds of play (the 2N connections opening) before measuring; --seconds are measured after it",
    )
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a client waits before acting")
    parser.add_argument("--no-echo", action="store_true", help="skip the echo-server baseline")
    parser.add_argument(
        "--runs", type=int, default=1,
        help="repeat the whole measurement (a fresh server each time) and print the median client-side p99",
    )
    parser.add_argument(
        "--deflate", action=argparse.BooleanOptionalAction, default=True,
        help="clients offer permessage-deflate (the server decides whether to accept; browsers always offer it)",
    )
    parser.add_argument("--attach", type=int, default=0, help="use the server already listening on this port")
    parser.add_argument("--attach-pid", type=int, default=0, help="the attached server's process id (for its CPU)")
    args = parser.parse_args()
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    p99s = []
    for run in range(args.runs):
        if args.runs > 1:
            print(f"run {run + 1} of {args.runs}")
        result = asyncio.run(run_games(args))
        report(result)
        both = result["sender"] + result["other"]
        if both:
            p99s.append(percentile(both, 0.99) * 1000)
    if len(p99s) > 1:
        listed = ", ".join(f"{v:.1f}" for v in p99s)
        print(
            f"client-side p99 over {len(p99s)} runs: median {statistics.median(p99s):.1f} ms "
            f"(min {min(p99s):.1f}, max {max(p99s):.1f}; runs: {listed})"
        )
    if not args.no_echo:
        echo = asyncio.run(run_echo(args))
        print(f"bare echo (uvicorn, plain ASGI): {2 * args.games} WebSockets, {echo['messages_per_s']:.0f} msg/s")
        print(f"  round trip p50 {ms(echo['rtt'], 0.5)} p99 {ms(echo['rtt'], 0.99)}")


if __name__ == "__main__":
    main()
