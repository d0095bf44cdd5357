"""Abuse benchmark (not a test): honest players' latency with and without three attacks (bench/README.md).

Starts ``unoduo serve`` (SQLite in a temporary directory, default limits, loopback only), loads it as
``bench/server_load.py --games N`` does (N friend games, two WebSocket clients each, reusing its client code),
plus a few honest games against a bot whose reply time is measured. Each phase plays ``--seconds``; the
baseline phase has no attack, then each attack phase runs one attack from another loopback address
(127.0.0.2, so per-address limits apply to it; the honest clients on 127.0.0.1 are exempt as a crowd of
distinct players would be). It prints the honest players' p99 per phase and its ratio to the baseline
(the target is < 2x), and the server's own p99 of an action and of its event loop's lag (the server is
started with ``UNODUO_DEBUG_STATS=1``; on a loaded machine the one-process bench client is often what is slow):

- attack 2, endless bot games: 20 x ``POST /api/games`` of 10-player classic games with expert bots and the
  largest target score the server accepts, each seat-0 connection opened once then left idle (turn timer 5 s);
- attack 3, creation flood: ``POST /api/games`` as fast as one client can send them;
- attack 5, spectator flood: spectators that never read, from one address and from 20 addresses.

    python bench/abuse.py                                  # 500 games, 20 s a phase
    python bench/abuse.py --games 100 --seconds 10 --attacks 2,5
    python bench/abuse.py --attacks 2 --bot-processes 0      # bots thinking in the server's threads
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import Stats, cpu_seconds, free_port, percentile, player, wait_ready  # noqa: E402

# Each attack comes from its own loopback address (Linux routes 127/8 to lo), so one attack's quotas do
# not spend another's; 127.0.0.1, the honest clients' address, is exempt as a crowd of players would be.
ATTACKER = {"3": "127.0.0.2", "5": "127.0.0.3", "2": "127.0.0.4"}


def p99_ms(values: list[float]) -> float:
    return percentile(values, 0.99) * 1000


async def bot_player(url: str, game: str, token: str, latencies: list[float], think: float, seed: int) -> None:
    """An honest person playing a bot: the time from sending an action until the bot has answered."""
    rng = random.Random(seed)
    async with websockets.connect(url, max_size=None, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 2, "game": game, "token": token}))
        seat = None
        sent_at: float | None = None
        pending: asyncio.Task[None] | None = None
        async for text in ws:
            message = json.loads(text)
            if message["type"] == "welcome":
                seat = message["seat"]
            elif message["type"] == "state":
                view = message["view"]
                if message["status"] == "over":
                    return
                if view["to_act"] == seat and view["legal"]:
                    if sent_at is not None:
                        latencies.append(time.perf_counter() - sent_at)
                        sent_at = None
                    if pending is not None:
                        pending.cancel()

                    async def act(seq: int = message["seq"], legal: list[str] = view["legal"]) -> None:
                        nonlocal sent_at
                        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                        sent_at = time.perf_counter()
                        choice = next((a for a in legal if a.startswith("play")), legal[0])
                        try:
                            await ws.send(json.dumps({"type": "action", "seq": seq, "action": choice}))
                        except websockets.ConnectionClosed:
                            return  # the run is over (or the server cut this client): nothing to time

                    pending = asyncio.create_task(act())


# ---------------------------------------------------------------------- attacks


async def attack_endless_bots(base: str, ws_url: str, stop: float, report: dict[str, Any]) -> None:
    """Attack 2: 20 big expert bot games with the largest accepted target, the human seat left idle."""
    transport = httpx.AsyncHTTPTransport(local_address=ATTACKER["2"])
    async with httpx.AsyncClient(base_url=base, transport=transport, timeout=30) as http:
        meta = (await http.get("/api/meta")).json()
        target = meta["limits"].get("options", {}).get("classic", {}).get("target_score", {}).get("max", 10**9)
        statuses: dict[int, int] = {}
        created = []
        for _ in range(20):
            body = {
                "ruleset": "classic", "opponent": "bot", "players": 10, "difficulty": "expert", "turn_timer": 5,
                "options": {"target_score": target},
            }
            response = await http.post("/api/games", json=body)
            statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
            if response.status_code == 200:
                created.append(response.json())
            elif response.status_code == 422:  # the target is refused: take the default
                body["options"] = {}
                response = await http.post("/api/games", json=body)
                statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
                if response.status_code == 200:
                    created.append(response.json())
        report["create answers"] = statuses
    sockets = []
    for game in created:  # connect once (so the stand-in may play after the turn timer), then never act
        try:
            ws = await websockets.connect(ws_url, local_addr=(ATTACKER["2"], 0), open_timeout=30, max_size=None)
            await ws.send(json.dumps({"type": "hello", "protocol": 2, "game": game["game"], "token": game["token"]}))
            sockets.append(ws)
        except Exception as exc:  # noqa: BLE001 - a refusal is an outcome to report
            report["connect refused"] = repr(exc)
    try:
        while time.monotonic() < stop:
            await asyncio.sleep(0.5)
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            seqs = [(await http.get(f"/api/games/{g['game']}")).json().get("seq", 0) for g in created[:20]]
        report["bot actions in the attack games"] = sum(seqs)
    finally:
        for ws in sockets:
            await ws.close()


async def attack_create_flood(base: str, _ws_url: str, stop: float, report: dict[str, Any]) -> None:
    """Attack 3: one client creating games as fast as it can."""
    transport = httpx.AsyncHTTPTransport(local_address=ATTACKER["3"])
    statuses: dict[int, int] = {}
    limits = httpx.Limits(max_connections=8)
    async with httpx.AsyncClient(base_url=base, transport=transport, limits=limits, timeout=30) as http:

        async def flood() -> None:
            while time.monotonic() < stop:
                try:
                    response = await http.post("/api/games", json={"ruleset": "duo", "opponent": "friend"})
                    statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
                except httpx.HTTPError as exc:
                    statuses[-1] = statuses.get(-1, 0) + 1
                    report["last error"] = repr(exc)

        await asyncio.gather(*(flood() for _ in range(8)))
    report["create answers"] = statuses


def _raw_spectator(port: int, watched: str, source: str) -> socket.socket | None:
    """A WebSocket spectator of ``watched`` ("<game id>:<join code>": the attacker holds the friend game's
    invite, the worst case) that says hello and then never reads a byte (handshake by hand)."""
    game, _sep, code = watched.partition(":")
    sock = socket.socket()
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.bind((source, 0))
        sock.settimeout(5)
        sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall(
            (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = sock.recv(1)
            if not chunk:
                sock.close()
                return None
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            sock.close()
            return None
        hello = {"type": "hello", "protocol": 2, "game": game, "spectate": True, **({"code": code} if code else {})}
        payload = json.dumps(hello).encode()
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        sock.sendall(bytes([0x81, 0x80 | 126]) + len(payload).to_bytes(2, "big") + mask + masked)
        return sock
    except OSError:
        sock.close()
        return None


async def attack_spectators(base: str, _ws_url: str, stop: float, report: dict[str, Any], games: list[str]) -> None:
    """Attack 5: 2,000 spectators that never read, on honest games, from one address then from 20."""
    port = int(base.rsplit(":", 1)[1])
    loop = asyncio.get_running_loop()
    held: list[socket.socket] = []
    attempts = 0
    for index in range(2000):
        source = ATTACKER["5"] if index < 1000 else f"127.0.0.{10 + index % 20}"
        game = games[index % min(len(games), 5)]  # a few games watched by many
        attempts += 1
        sock = await loop.run_in_executor(None, _raw_spectator, port, game, source)
        if sock is not None:
            held.append(sock)
        if time.monotonic() > stop:
            break
    report["spectators attempted"] = attempts
    report["handshakes accepted"] = len(held)
    await asyncio.sleep(1.0)
    admitted = refused = 0
    for sock in held:  # what the server answered the hello, peeked at without reading it
        sock.setblocking(False)
        try:
            head = sock.recv(400, socket.MSG_PEEK)
        except OSError:
            continue
        admitted += b'"welcome"' in head
        refused += b'"too_many_spectators"' in head
    report["spectators admitted"] = admitted
    report["spectators refused"] = refused
    try:
        while time.monotonic() < stop:
            await asyncio.sleep(0.5)
    finally:
        for sock in held:
            sock.close()


# ---------------------------------------------------------------------- the run


async def steady_rate(stats: Stats, window: float = 5.0, longest: float = 240.0) -> float:
    """Wait until the honest clients' action rate holds still (two windows within 15%): with hundreds of
    games on a loaded machine, the connections take a while to open, and a baseline measured before would
    compare a quieter server with the attacked one."""
    started = time.monotonic()
    count = stats.actions
    await asyncio.sleep(window)
    rate = (stats.actions - count) / window
    while time.monotonic() - started < longest:
        count = stats.actions
        await asyncio.sleep(window)
        new_rate = (stats.actions - count) / window
        if new_rate > 0 and abs(new_rate - rate) <= 0.15 * rate:
            return new_rate
        rate = new_rate
    return rate


def ratio(value: float, base: float) -> float:
    return value / base if base else float("nan")


async def server_stats(base: str, reset: bool = False) -> tuple[float, float]:
    """The server's own p99 of an action (frame received -> last copy of its broadcast handed to a socket)
    and of its event loop's lag, in ms, since the last reset; NaN if the server does not serve them."""
    try:
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            data = (await http.get("/api/debug/stats", params={"reset": 1} if reset else None)).json()
        return float(data["actions"]["total"].get("p99", "nan")), float(data["loop_lag"].get("p99", "nan"))
    except (httpx.HTTPError, KeyError, ValueError):
        return float("nan"), float("nan")


async def run(args: argparse.Namespace) -> None:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="unoduo-abuse-")
    cmd = [
        sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(port), "--db",
        f"sqlite:///{Path(tmp) / 'abuse.sqlite3'}", "--bot-delay", "0", "--log-level", "warning",
        "--rate-limit", "1000",
    ]
    if args.bot_processes is not None:
        cmd += ["--bot-processes", str(args.bot_processes)]
    # Server-side statistics (GET /api/debug/stats): what the server itself took per action and how late its
    # event loop ran, per phase. On a loaded machine the one-process bench client is often the bottleneck of
    # the client-side numbers; these are not affected by it.
    env = {**os.environ, "UNODUO_DEBUG_STATS": "1"}
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    base = f"http://127.0.0.1:{port}"
    ws_url = f"ws://127.0.0.1:{port}/ws"
    try:
        await wait_ready(base + "/api/meta", proc)
        honest: list[tuple[str, str, str]] = []
        codes: dict[str, str] = {}  # game id -> join code: the spectator attack watches with the invite
        bot_games: list[tuple[str, str]] = []
        async with httpx.AsyncClient(base_url=base, limits=httpx.Limits(max_connections=20), timeout=60) as http:

            async def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
                # A keep-alive connection the loaded server closes as the next request goes out (its idle
                # timeout, late) fails with ReadError: send it again (a spare game costs nothing here).
                for attempt in range(4):
                    try:
                        answer: dict[str, Any] = (await http.post(path, json=body)).json()
                        return answer
                    except (httpx.ReadError, httpx.RemoteProtocolError):
                        if attempt == 3:
                            raise
                raise AssertionError("unreachable")

            async def make(_: int) -> None:
                created = await post("/api/games", {"ruleset": "duo", "opponent": "friend"})
                joined = await post("/api/join", {"code": created["join_code"]})
                honest.append((created["game"], created["token"], joined["token"]))
                codes[created["game"]] = created["join_code"]

            await asyncio.gather(*(make(i) for i in range(args.games)))
            for _ in range(args.bot_games):
                created = await post("/api/games", {"ruleset": "duo", "opponent": "bot"})
                bot_games.append((created["game"], created["token"]))
        print(f"unoduo serve on {base}: {len(honest)} honest friend games, {len(bot_games)} honest bot games "
              f"(bot processes: {'its default' if args.bot_processes is None else args.bot_processes})")

        stats = Stats()
        bot_latency: list[float] = []
        tasks = []
        for index, (game, token_a, token_b) in enumerate(honest):
            for side, token in enumerate((token_a, token_b)):
                tasks.append(asyncio.create_task(player(ws_url, game, token, stats, args.think, 2 * index + side,
                                                        False)))
        for index, (game, token) in enumerate(bot_games):
            tasks.append(asyncio.create_task(bot_player(ws_url, game, token, bot_latency, args.think, index)))
        await asyncio.sleep(args.warmup)
        print(f"actions/s settled at {await steady_rate(stats):.0f} (warm-up done)")

        results = []
        phases = ["none", *args.attacks.split(",")]
        for phase in phases:
            stats.sender_latency.clear()
            stats.other_latency.clear()
            bot_latency.clear()
            report: dict[str, Any] = {}
            await server_stats(base, reset=True)
            cpu = cpu_seconds(proc.pid)
            started = time.monotonic()
            stop = started + args.seconds
            attacker = None
            if phase != "none":
                # The attacker is another process, niced: a remote attacker's CPU is not ours, and in the
                # honest clients' event loop its requests would delay their measurements, not the server's.
                watched = ",".join(f"{g}:{codes[g]}" for g, _a, _b in honest[:5])
                attacker = await asyncio.create_subprocess_exec(
                    sys.executable, __file__, "--attacker", phase, "--base", base, "--seconds", str(args.seconds),
                    "--watch", watched, stdout=asyncio.subprocess.PIPE, preexec_fn=lambda: os.nice(10),
                )
            await asyncio.sleep(max(0.0, stop - time.monotonic()))
            if attacker is not None:
                try:
                    output, _ = await asyncio.wait_for(attacker.communicate(), 180)
                    report.update(json.loads(output.decode().strip().splitlines()[-1]))
                except Exception as exc:  # noqa: BLE001 - reported, the benchmark goes on
                    report["attack failed"] = repr(exc)
                    if attacker.returncode is None:
                        attacker.kill()
            elapsed = time.monotonic() - started
            both = stats.sender_latency + stats.other_latency
            server = await server_stats(base)
            results.append((phase, p99_ms(both), len(both), p99_ms(bot_latency), len(bot_latency),
                            (cpu_seconds(proc.pid) - cpu) / elapsed, report, server))
            if phase != "none":
                await asyncio.sleep(args.cooldown)  # let the server shed the attack before the next phase

        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        base_p99, base_bot, base_server = results[0][1], results[0][3], results[0][7]
        print(f"{'attack':>8} | {'honest p99':>12} {'x base':>7} {'n':>6} | {'bot reply p99':>13} {'x base':>7} "
              f"{'n':>5} | server CPU | {'server p99':>10} {'x base':>7} | {'loop lag p99':>12} {'x base':>7}")
        for phase, p99, n, bot_p99, bot_n, cpu_share, report, server in results:
            print(f"{phase:>8} | {p99:9.1f} ms {p99 / base_p99:6.2f}x {n:6d} | {bot_p99:10.1f} ms "
                  f"{bot_p99 / base_bot if base_bot else float('nan'):6.2f}x {bot_n:5d} | {cpu_share * 100:9.0f}% | "
                  f"{server[0]:7.1f} ms {ratio(server[0], base_server[0]):6.2f}x | "
                  f"{server[1]:9.1f} ms {ratio(server[1], base_server[1]):6.2f}x")
            if report:
                print(f"{'':>8}   attack: {json.dumps(report)}")
    finally:
        proc.terminate()
        proc.wait(30)


async def run_attacker(args: argparse.Namespace) -> None:
    """The attacker process: one attack for ``--seconds``, then its report as one JSON line."""
    base = args.base
    ws_url = base.replace("http://", "ws://") + "/ws"
    stop = time.monotonic() + args.seconds
    report: dict[str, Any] = {}
    if args.attacker == "5":
        await attack_spectators(base, ws_url, stop, report, args.watch.split(","))
    elif args.attacker == "2":
        await attack_endless_bots(base, ws_url, stop, report)
    else:
        await attack_create_flood(base, ws_url, stop, report)
    print(json.dumps(report))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="honest friend games (two clients each)")
    parser.add_argument("--bot-games", type=int, default=5, help="honest games against a bot")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each phase")
    parser.add_argument(
        "--warmup", type=float, default=15.0, help="seconds before the baseline phase (the connections settle)"
    )
    parser.add_argument("--cooldown", type=float, default=3.0, help="seconds between attack phases")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds an honest client waits to act")
    parser.add_argument(
        "--attacks", default="3,5,2",
        help="which attacks, in order (2 last by default: its paused games linger for idle_pause)",
    )
    parser.add_argument(
        "--bot-processes", type=int, default=None,
        help="the server's --bot-processes (default: its own, one per core; 0: bots think in its threads)",
    )
    parser.add_argument("--attacker", help=argparse.SUPPRESS)
    parser.add_argument("--base", help=argparse.SUPPRESS)
    parser.add_argument("--watch", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attacker:
        asyncio.run(run_attacker(args))
        return
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
