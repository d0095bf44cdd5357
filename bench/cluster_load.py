"""Load benchmark of several server processes on one PostgreSQL (not a test; figures in bench/README.md).

Starts a throwaway PostgreSQL (the Debian binaries, as the tests do; or ``--db URL``) and ``--processes``
``unoduo serve`` processes on it, creates ``--games`` friend games of UNO Duo spread over the processes (each
game is created on process ``i % P``; in every other game the second player joins and plays on the next
process, so with two or more processes half the games have their players on different processes), and lets
two WebSocket clients per game play at a human-like pace for ``--seconds`` after ``--warmup``. The pace is
``bench/server_load.py``'s, so the two compare: the player to act waits ``uniform(0.5, 1.5) * --think``
seconds (default 1) after the update that made it its turn, then acts, so G games offer about
G / (1 s + latency) actions a second (2,000 games: up to 2,000 actions/s). It reports the latency from a
client's action to the *other* player's update (the ``state`` with the next seq), overall and for
same-process and cross-process games; the CPU of the servers, of PostgreSQL and of the clients over the
measured seconds only, and the servers' CPU per action (robust to a busy machine, unlike the latency); each
server's own timing of its actions (``UNODUO_DEBUG_STATS``); then it checks the database: every
acknowledged action must be stored. Server log lines at ERROR count as errors. It also times the disk under
the database (:class:`DiskProbe`): every commit waits for a WAL flush, so a disk that stalls sets the tail;
the machine's speed (:class:`SpeedProbe`: a virtual core shared with other guests runs the same code up to
twice as slowly from moment to moment); and how late the clients' own event loops run (a client starved of
the CPU reads every update late, and counts that in the latency).
``--profile DIR`` runs each server under cProfile (py-spy, if installed, gives a truer picture of the asyncio
and greenlet code: ``py-spy record -p PID -f raw``). ``--timeline S`` also prints the latency of each
S-second slice of the run, by when the action was sent: slow updates bunched in a few slices point at a
pause, spread over all of them at a machine near saturation. The last line:

    cluster: P processes, G games, p99 X ms, lost 0, errors 0

``lost``: acknowledged actions missing from the database, plus actions whose update never reached the other
player (the clients wait up to 60 s after the last action for the late ones); ``errors``: error messages,
failed clients and server log lines at ERROR.

    python bench/cluster_load.py --processes 2 --games 2000 --seconds 30
    python bench/cluster_load.py --processes 1 --games 500 --seconds 20 --client-processes 1

The clients run in ``--client-processes`` processes (default: one per server process, at most 4), each with
whole games, so a latency is always measured by one clock and one process. On a 2-core machine they compete
with the servers and PostgreSQL for the CPU: the numbers are an upper bound on the servers' own latency. They
stand for browsers on other machines, so they run at niceness ``--client-nice`` (default 10): when the CPU
is short, the servers and PostgreSQL go first. That hides nothing: a client that reads an update late, its
process waiting for the CPU, counts the wait in the latency. ``--client-nice 0`` runs them at the servers'
priority.
The clients are as light as an honest measurement allows: each is a real WebSocket client playing legal
actions from the server's messages (two per game), but on a minimal protocol of its own
(``bench/light_ws.py``: frames cut in one callback, no task per connection), on uvloop, decoding with orjson,
and waiting for its turn with a timer handle rather than a task: a few times less CPU per action than the
``websockets`` library's client, a task per action and the standard ``json`` would cost.
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import multiprocessing
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from math import nan
from pathlib import Path
from typing import Any

import httpx
import light_ws  # type: ignore[import-not-found]  # bench/light_ws.py, beside this file
import orjson

from unoduo.web.stats import percentiles


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def machine_seconds() -> dict[str, float]:
    """The whole machine's CPU seconds so far (``/proc/stat``): busy, idle and stolen by the hypervisor."""
    try:
        fields = [int(f) for f in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return {}
    tick = os.sysconf("SC_CLK_TCK")
    user, nice, system, idle, iowait, irq, softirq, steal = (fields + [0] * 8)[:8]
    return {"busy": (user + nice + system + irq + softirq) / tick, "idle": (idle + iowait) / tick,
            "steal": steal / tick}


class Postgres:
    """A throwaway PostgreSQL cluster (initdb on a temporary directory, a free port; fsync on)."""

    def __init__(self) -> None:
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not found:
            raise SystemExit("PostgreSQL binaries not found (scripts/install-system-deps), or give --db URL")
        self.bin = Path(found[-1]).parent
        self.root = Path(tempfile.mkdtemp(prefix="unoduo-cluster-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0

    def _run(self, *args: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        subprocess.run([*prefix, *args], check=True, capture_output=True, timeout=120)

    def start(self) -> str:
        if self.as_root:
            shutil.chown(self.root, "postgres", "postgres")
        self.root.chmod(0o700)
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=on "
                   "-c max_connections=200 -c shared_buffers=128MB")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-w", "-t", "120",
                  "-l", str(self.root / "log"), "start")
        return self.createdb("unoduo")

    def createdb(self, name: str) -> str:
        """Create the empty database ``name``; its URL."""
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def cpu(self) -> float:
        """CPU seconds used so far by the server's backends and helper processes (children of the postmaster)."""
        try:
            postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return float("nan")
        total = 0.0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == postmaster:
                total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return total

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


class DiskProbe:
    """The disk under the database, during the measured seconds: a thread writes one 8 KB page and flushes it
    (``fdatasync``, what a commit's WAL flush asks of the disk) every 20 ms in ``directory`` and times each
    flush, and the block device's counters (``/sys/dev/block/M:N/stat``) give what everything wrote and
    flushed meanwhile. A commit waits for its flush: where the probe's flushes stall, commits stall with them,
    whatever the servers do."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / "unoduo-disk-probe"
        self.flushes: list[float] = []  # seconds each
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._run, name="disk-probe", daemon=True)
        device = os.stat(directory).st_dev
        self.stat_path = Path(f"/sys/dev/block/{os.major(device)}:{os.minor(device)}/stat")
        self.before: list[int] = []

    def _device(self) -> list[int]:
        try:
            return [int(field) for field in self.stat_path.read_text().split()]
        except (OSError, ValueError):
            return []

    def _run(self) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            page, number = b"u" * 8192, 0
            while not self.stop_event.wait(0.02):
                os.pwrite(fd, page, (number % 64) * 8192)
                number += 1
                before = time.perf_counter()
                os.fdatasync(fd)
                self.flushes.append(time.perf_counter() - before)
        finally:
            os.close(fd)
            self.path.unlink(missing_ok=True)

    def start(self) -> None:
        self.before = self._device()
        self.thread.start()

    def stop(self, seconds: float) -> str:
        self.stop_event.set()
        self.thread.join(10)
        after = self._device()
        flushes = percentiles(self.flushes)  # in ms
        text = (f"the disk under the database: the probe's 8 KB fdatasync every 20 ms: n={flushes['n']} p50 "
                f"{flushes.get('p50', nan):.1f} ms p99 {flushes.get('p99', nan):.1f} ms max "
                f"{flushes.get('max', nan):.0f} ms, {sum(flush > 0.05 for flush in self.flushes)} over 50 ms")
        if len(after) >= 17 and len(self.before) >= 17:  # the kernel's fields (Documentation/block/stat.rst)
            writes, ticks = after[4] - self.before[4], after[7] - self.before[7]
            text += (f"; the device: {(after[6] - self.before[6]) * 512 / 1e6 / seconds:.1f} MB/s written in "
                     f"{writes / seconds:.0f} writes/s (mean {ticks / max(1, writes):.1f} ms each), "
                     f"{(after[15] - self.before[15]) / seconds:.0f} flushes/s")
        return text


class SpeedProbe:
    """The machine's speed, during the measured seconds: a thread runs the same small pure-Python loop every
    half second and takes the CPU time it used (``time.thread_time``, which a wait for the CPU or the GIL does
    not count). On a virtual machine whose core is shared with other guests the same loop takes from one to
    two times its fastest time, moment to moment, whatever this machine runs (bench/README.md): the servers'
    CPU per action can move with it, and with it the tail."""

    steps = 20_000

    def __init__(self) -> None:
        self.times: list[float] = []  # seconds each
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._run, name="speed-probe", daemon=True)

    def _run(self) -> None:
        while not self.stop_event.wait(0.5):
            before = time.thread_time()
            total = 0
            for step in range(self.steps):
                total += step * step % 7
            self.times.append(time.thread_time() - before)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> str:
        self.stop_event.set()
        self.thread.join(10)
        times = percentiles(self.times)  # in ms
        return (f"the machine's speed: a {self.steps:,}-step Python loop every 0.5 s took n={times['n']} p50 "
                f"{times.get('p50', nan):.2f} ms of CPU (fastest {min(self.times, default=nan) * 1000:.2f}, "
                f"slowest {max(self.times, default=nan) * 1000:.2f})")


def choose(legal: list[str], rng: random.Random) -> str:
    plays = [a for a in legal if a.startswith(("play", "dump")) and (a.endswith(" uno") or a + " uno" not in legal)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(legal)


# ---------------------------------------------------------------------- one client process


class Tally:
    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], tuple[float, int]] = {}  # (game, seq it was based on) -> (time, seat)
        self.seen: set[tuple[str, int]] = set()  # (game, seq) updates the other player received
        self.latency: dict[str, list[float]] = {"same": [], "cross": []}
        self.timeline: list[tuple[float, float]] = []  # (seconds into the measured run the action was sent, latency)
        self.acked: list[tuple[str, int, str]] = []
        self.errors = 0
        self.failures = 0
        self.actions = 0
        self.measure_from = float("inf")  # perf_counter: set once every client is connected, plus the warm-up
        self.stop = float("inf")  # monotonic: when the clients stop acting
        self.connected = 0


async def player(url: str, game: str, token: str, kind: str, tally: Tally, think: float, seed: int) -> None:
    """One player: plays a legal action ``uniform(0.5, 1.5) * think`` seconds after each state that makes it its
    turn, and times the other player's updates. Light on the CPU the servers need (bench/light_ws.py: frames
    cut in one callback, orjson, a timer handle per turn instead of a task), reading every message as a
    browser would: the seat from ``welcome``, acknowledgements and errors counted, each ``state``'s seq,
    status and legal actions."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    seat: int | None = None
    first = True
    pending: asyncio.TimerHandle | None = None
    ws: light_ws.LightWebSocket | None = None
    finished = loop.create_future()

    def act(seq: int, legal: list[str], me: int) -> None:
        if time.monotonic() > tally.stop or ws is None:
            return
        action = choose(legal, rng)
        sent_at = time.perf_counter()
        if sent_at >= tally.measure_from:
            tally.sent[(game, seq)] = (sent_at, me)
            tally.actions += 1
        ws.send(orjson.dumps({"type": "action", "seq": seq, "action": action}))

    def on_message(payload: bytes, now: float) -> None:
        nonlocal seat, first, pending
        if finished.done():
            return
        message = orjson.loads(payload)
        what = message["type"]
        if what == "welcome":
            seat = message["seat"]
        elif what == "error":
            tally.errors += 1
        elif what == "state":
            ack = message["ack"]  # protocol 2: the state that follows this player's action acknowledges it
            if ack is not None:
                tally.acked.append((game, ack["seq"], ack["action"]))
            if first:
                first = False
                tally.connected += 1
            seq = message["seq"]
            sent = tally.sent.get((game, seq - 1))
            if sent is not None and sent[1] != seat and (game, seq) not in tally.seen:
                tally.seen.add((game, seq))
                tally.latency[kind].append(now - sent[0])
                tally.timeline.append((sent[0] - tally.measure_from, now - sent[0]))
            if message["status"] == "over":
                finished.set_result(None)
                return
            # After the stop nobody acts, but the states still on their way are read: an action sent just before
            # the stop may answer a state that reached this player's opponent long before it reached this one.
            view = message["view"]
            if view["legal"] and view["to_act"] == seat:
                if pending is not None:
                    pending.cancel()
                pending = loop.call_later(rng.uniform(0.5, 1.5) * think, act, seq, view["legal"], seat)

    ws = await light_ws.connect(url, on_message)
    try:
        ws.send(orjson.dumps({"type": "hello", "protocol": 2, "game": game, "token": token}))
        # Ends when the game is over or the run stops (finished), or with an error if the socket dies first.
        await asyncio.wait([finished, ws.closed], return_when=asyncio.FIRST_COMPLETED)
        if not finished.done() and ws.closed.exception() is not None:
            raise ws.closed.exception()  # type: ignore[misc]
    finally:
        if pending is not None:
            pending.cancel()
        ws.close()


async def loop_lags(until: float) -> list[float]:
    """Until monotonic ``until``: how late this client process's event loop runs a callback asked for every
    20 ms, in seconds. An update that reached the socket waits as long to be read: on a machine whose cores
    the servers fill, the clients' own waits for the CPU are part of every latency they measure."""
    lags = []
    while (now := time.monotonic()) < until:
        await asyncio.sleep(0.02)
        lags.append(time.monotonic() - now - 0.02)
    return lags


async def client_main(games: list[dict[str, Any]], think: float, seconds: float, start_at: float,
                      ready: Any, go: Any) -> dict[str, Any]:
    tally = Tally()
    delay = start_at - time.time()
    if delay > 0:
        await asyncio.sleep(delay)
    tasks = []
    for game in games:
        for side in (0, 1):
            tasks.append(asyncio.create_task(player(
                game["urls"][side], game["game"], game["tokens"][side], game["kind"], tally, think,
                hash((game["game"], side)) & 0xFFFF,
            )))
    # The clock starts once every client of every client process has its first state (opening thousands of
    # WebSockets on a busy machine takes a while): the parent then sets ``go``, the wall-clock time at which
    # the measured seconds start (after the warm-up), the same for every client process and for the
    # servers' CPU sampled by the parent.
    opened = time.monotonic()
    while tally.connected < len(tasks) and time.monotonic() - opened < 600:
        await asyncio.sleep(0.2)
    connect_seconds = time.monotonic() - opened
    ready.put(tally.connected)
    while go.value == 0.0:
        await asyncio.sleep(0.05)
    ahead = go.value - time.time()
    tally.measure_from = time.perf_counter() + ahead
    tally.stop = time.monotonic() + ahead + seconds
    await asyncio.sleep(max(0.0, ahead))
    cpu0 = time.process_time()
    lags = await loop_lags(tally.stop)
    client_cpu = time.process_time() - cpu0
    # Nobody acts any more; every action sent must still reach the other player, however late (on a saturated
    # machine that can take seconds): wait for the last updates, up to 60 s, before counting what never came.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and any((game, seq + 1) not in tally.seen for game, seq in tally.sent):
        await asyncio.sleep(0.5)
    done, playing = await asyncio.wait(tasks, timeout=1)
    for task in playing:
        task.cancel()
    await asyncio.gather(*playing, return_exceptions=True)
    failed = [t.exception() for t in done if not t.cancelled() and t.exception() is not None]
    tally.failures = len(failed)
    unanswered = sum(1 for game, seq in tally.sent if (game, seq + 1) not in tally.seen)
    return {
        "latency": tally.latency,
        "timeline": tally.timeline,
        "measured_from": tally.measure_from,
        "acked": tally.acked,
        "errors": tally.errors,
        "failures": tally.failures,
        "failure_kinds": sorted({repr(exc)[:200] for exc in failed})[:5],
        "actions": tally.actions,
        "unanswered": unanswered,
        "client_cpu": client_cpu,
        "loop_lags": lags,
        "connected": tally.connected,
        "connect_seconds": connect_seconds,
    }


def client_process(games: list[dict[str, Any]], think: float, seconds: float, start_at: float, ready: Any,
                   go: Any, out: Any, nice: int) -> None:
    if nice:
        os.nice(nice)  # --client-nice: the stand-ins for remote browsers yield the CPU to the servers
    try:  # set before the loop is made (setting it inside a running loop changes nothing)
        import uvloop
    except ImportError:
        pass
    else:
        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    out.put(asyncio.run(client_main(games, think, seconds, start_at, ready, go)))


# ---------------------------------------------------------------------- the run

# ``--profile``: ``unoduo serve`` under cProfile. uvicorn raises SIGTERM again after its graceful shutdown,
# which would end the process before the profile is written: here that second signal is dropped.
PROFILED_SERVER = """
import cProfile, runpy, signal, sys
output = sys.argv.pop(1)
signal.raise_signal = lambda number: None
profile = cProfile.Profile()
profile.enable()
try:
    runpy.run_module("unoduo.cli.main", run_name="__main__")
finally:
    profile.disable()
    profile.dump_stats(output)
"""


def server_side(data: dict[str, Any]) -> str:
    """One server's view of its own actions (``UNODUO_DEBUG_STATS``): phases, event-loop lag, commits."""
    def cell(part: dict[str, Any]) -> str:
        return f"{part['p50']:.1f}/{part['p99']:.1f}" if part.get("n") else "-"

    phases = data["actions"]
    names = ("total", "lock", "engine", "commit", "build", "send")
    commits = data["commits"]
    return (f"{phases['total'].get('n', 0)} local actions, ms p50/p99 "
            + " ".join(f"{name} {cell(phases[name])}" for name in names)
            + f"; loop lag {cell(data['loop_lag'])} max {data['loop_lag'].get('max', 0):.0f}; garbage collector "
            f"{gc_cell(data['gc_by_generation'])}; commits {commits['batches']} batches of mean "
            f"{commits['mean_batch']}, in the database {cell(commits['in_database'])}")


def gc_cell(generations: list[dict[str, Any]]) -> str:
    """Per generation: collections, and the longest pause in ms (the server freezes its games, app.gc_tuner)."""
    return " ".join(f"g{number} {part.get('n', 0)}x max {part.get('max', 0):.0f}"
                    for number, part in enumerate(generations))


async def wait_ready(base: str, proc: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(2400):
            if proc.poll() is not None:
                raise RuntimeError("a server exited at start-up")
            try:
                if (await client.get(base + "/api/meta", timeout=1)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.05)
    raise RuntimeError("a server did not start")


async def create_games(bases: list[str], count: int) -> list[dict[str, Any]]:
    processes = len(bases)
    games: list[dict[str, Any]] = []
    clients = [httpx.AsyncClient(base_url=b, limits=httpx.Limits(max_connections=10), timeout=120) for b in bases]
    semaphore = asyncio.Semaphore(20)

    async def post(client: httpx.AsyncClient, path: str, body: dict[str, Any]) -> dict[str, Any] | None:
        for attempt in range(5):  # a keep-alive connection the busy server closed meanwhile: try again
            try:
                response = await client.post(path, json=body)
            except httpx.HTTPError:
                await asyncio.sleep(0.5 * (attempt + 1))
                continue
            return dict(response.json()) if response.status_code == 200 else None
        return None

    async def make(i: int) -> None:
        # Pairs of games (one same-process, one cross-process) go round the processes, so that every process
        # holds as many games and WebSockets as the others (``i % P`` put every same-process game of two
        # processes on process 0: 3,000 of the 4,000 sockets).
        home = (i // 2) % processes
        away = (home + 1) % processes if i % 2 == 1 else home
        async with semaphore:
            created = await post(clients[home], "/api/games", {"ruleset": "duo", "opponent": "friend"})
            joined = await post(clients[away], "/api/join", {"code": created["join_code"]}) if created else None
        if created is None or joined is None:
            return  # counted: the setup line says how many games were made
        games.append({
            "game": created["game"],
            "tokens": [created["token"], joined["token"]],
            "urls": [bases[home].replace("http", "ws") + "/ws", bases[away].replace("http", "ws") + "/ws"],
            "kind": "cross" if home != away else "same",
        })

    try:
        await asyncio.gather(*(make(i) for i in range(count)))
    finally:
        for client in clients:
            await client.aclose()
    return games


async def stored_actions(db_url: str, games: list[str]) -> set[tuple[str, int, str]]:
    import asyncpg  # type: ignore[import-untyped]

    conn = await asyncpg.connect(db_url)
    try:
        rows = await conn.fetch("SELECT game_id, seq, action FROM actions WHERE game_id = ANY($1::varchar[])", games)
    finally:
        await conn.close()
    return {(r[0], r[1], r[2]) for r in rows}


def run(args: argparse.Namespace) -> int:
    postgres = None if args.db else Postgres()
    db_url = args.db or postgres.start()  # type: ignore[union-attr]
    try:
        return run_round(args, db_url, postgres, {})["rc"]  # type: ignore[no-any-return]
    finally:
        if postgres is not None:
            postgres.stop()


def run_round(args: argparse.Namespace, db_url: str, postgres: Postgres | None, env: dict[str, str]) -> dict[str, Any]:
    """Start the servers on ``db_url`` (with ``env`` added to theirs), play, measure, print, stop them; the
    round's main figures."""
    servers: list[subprocess.Popen[bytes]] = []
    logs = Path(tempfile.mkdtemp(prefix="unoduo-cluster-logs-"))
    try:
        if args.profile:
            Path(args.profile).mkdir(parents=True, exist_ok=True)  # else the servers would write no profile, silently
        ports = [free_port() for _ in range(args.processes)]
        for number, port in enumerate(ports):
            # --profile: each server runs under cProfile (written when it stops) to find where its CPU goes.
            output = Path(args.profile or ".") / f"server-{number}.prof"
            profile = ["-c", PROFILED_SERVER, str(output)] if args.profile else ["-m", "unoduo.cli.main"]
            with (logs / f"server-{number}.log").open("wb") as log:
                servers.append(subprocess.Popen(
                    [sys.executable, *profile, "serve", "--port", str(port), "--db", db_url,
                     "--bot-delay", "0", "--log-level", "warning", "--rate-limit", "1000"],
                    stdout=subprocess.DEVNULL, stderr=log, env={**os.environ, "UNODUO_DEBUG_STATS": "1", **env},
                ))
        bases = [f"http://127.0.0.1:{port}" for port in ports]

        async def setup() -> list[dict[str, Any]]:
            await asyncio.gather(*(wait_ready(b, p) for b, p in zip(bases, servers, strict=True)))
            return await create_games(bases, args.games)

        started = time.perf_counter()
        games = asyncio.run(setup())
        print(f"setup: {args.processes} processes, {len(games)} games "
              f"({sum(g['kind'] == 'cross' for g in games)} with players on two processes) in "
              f"{time.perf_counter() - started:.1f} s; load average {os.getloadavg()[0]:.1f}")
        workers = args.client_processes or min(4, args.processes)
        shares: list[list[dict[str, Any]]] = [games[i::workers] for i in range(workers)]
        context = multiprocessing.get_context("spawn")
        out = context.Queue()
        ready = context.Queue()
        go = context.Value("d", 0.0)
        start_at = time.time() + 3.0
        clients = [context.Process(target=client_process,
                                   args=(share, args.think, args.seconds, start_at, ready, go, out, args.client_nice))
                   for share in shares]
        for client in clients:
            client.start()
        for _ in clients:
            ready.get(timeout=1300)
        # Every client is connected: the warm-up, then the measured seconds, for the clients and the CPU alike.
        go.value = time.time() + args.warmup
        time.sleep(max(0.0, go.value - time.time()))
        cpu0 = [cpu_seconds(s.pid) for s in servers]
        machine0 = machine_seconds()
        db_cpu0 = postgres.cpu() if postgres is not None else float("nan")
        disk = DiskProbe(postgres.root if postgres is not None else logs)
        disk.start()
        speed = SpeedProbe()
        speed.start()
        load0 = os.getloadavg()[0]
        # The servers' own timing of each action, from now on (a starved server may take seconds to answer:
        # the CPU is sampled first, and the requests go out together).
        with ThreadPoolExecutor(len(bases)) as pool:
            list(pool.map(lambda base: httpx.get(base + "/api/debug/stats", params={"reset": 1}, timeout=60), bases))
        late = time.time() - go.value
        time.sleep(max(0.0, go.value + args.seconds - time.time()))
        server_cpu = [cpu_seconds(s.pid) - c for s, c in zip(servers, cpu0, strict=True)]
        machine = {k: v - machine0[k] for k, v in machine_seconds().items()} if machine0 else {}
        db_cpu = (postgres.cpu() if postgres is not None else float("nan")) - db_cpu0
        disk_text = disk.stop(args.seconds)
        speed_text = speed.stop()
        load1 = os.getloadavg()[0]
        if late > args.seconds / 2:
            print(f"warning: the servers took {late:.0f} s to reset their statistics; the CPU figures hold")
        server_stats = [httpx.get(base + "/api/debug/stats", timeout=60).json() for base in bases]
        results = [out.get(timeout=300) for _ in clients]
        for client in clients:
            client.join(30)
            if client.is_alive():  # its sockets may still be closing: it has reported, that is enough
                client.kill()
        latency = {"same": [x for r in results for x in r["latency"]["same"]],
                   "cross": [x for r in results for x in r["latency"]["cross"]]}
        both = latency["same"] + latency["cross"]
        acked = [a for r in results for a in r["acked"]]
        stored = asyncio.run(stored_actions(db_url, [g["game"] for g in games]))
        missing = sum(1 for a in acked if a not in stored)
        unanswered = sum(r["unanswered"] for r in results)
        errors = sum(r["errors"] + r["failures"] for r in results)
        actions = sum(r["actions"] for r in results)
        elapsed = args.seconds
        print(f"clients connected: {sum(r['connected'] for r in results)} of {2 * len(games)} in "
              f"{max(r['connect_seconds'] for r in results):.1f} s, in {workers} process(es) at niceness "
              f"{args.client_nice}")
        for kind in sorted({k for r in results for k in r["failure_kinds"]}):
            print(f"  a client failed: {kind}")
        print(f"{actions} actions measured in {elapsed:.0f} s = {actions / elapsed:.0f} actions/s; "
              f"load average {load0:.1f} -> {load1:.1f}")
        print("CPU in the measured seconds: servers " + ", ".join(f"{c:.1f} s" for c in server_cpu)
              + f" = {sum(server_cpu) / max(1, actions) * 1000:.2f} ms per action"
              + f" ({sum(server_cpu) / elapsed:.2f} cores); PostgreSQL {db_cpu:.1f} s"
              + f" ({db_cpu / max(1, actions) * 1000:.2f} ms per action); clients "
              + f"{sum(r['client_cpu'] for r in results):.1f} s")
        client_lags = percentiles([lag for r in results for lag in r["loop_lags"]])
        print(f"the clients' event loops: a 20 ms timer ran late by p50 {client_lags.get('p50', nan):.1f} ms, "
              f"p99 {client_lags.get('p99', nan):.1f} ms, max {client_lags.get('max', nan):.0f} ms")
        if machine:
            print(f"the machine in those seconds: busy {machine['busy'] / elapsed:.2f} cores, idle "
                  f"{machine['idle'] / elapsed:.2f}, stolen by the hypervisor {machine['steal'] / elapsed:.2f}")

        print(disk_text)
        print(speed_text)

        def line(name: str, values: list[float]) -> str:
            worst = max(values, default=float("nan")) * 1000
            return (f"  {name}: n={len(values)} p50 {percentile(values, 0.5) * 1000:.1f} ms "
                    f"p99 {percentile(values, 0.99) * 1000:.1f} ms max {worst:.1f} ms")

        for number, data in enumerate(server_stats):
            print(f"server {number}: " + server_side(data))
        print("action -> the other player's update:")
        print(line("all", both))
        print(line("same process", latency["same"]))
        print(line("two processes", latency["cross"]))
        if args.timeline:
            # Each slice of the measured run: are the slow updates spread out, or bunched (a pause somewhere)?
            slices: dict[int, list[float]] = {}
            for offset, value in (pair for r in results for pair in r["timeline"]):
                slices.setdefault(int(offset // args.timeline), []).append(value)
            print(f"each {args.timeline:g} s (by when the action was sent; the run starts at perf_counter "
                  f"{results[0]['measured_from']:.3f}): from s, n, p50, p99, max ms")
            for index in sorted(slices):
                values = slices[index]
                print(f"  {index * args.timeline:7.2f}: {len(values):5d} {percentile(values, 0.5) * 1000:7.1f} "
                      f"{percentile(values, 0.99) * 1000:7.1f} {max(values) * 1000:7.1f}")
        server_problems = 0
        for number in range(len(servers)):
            lines = (logs / f"server-{number}.log").read_text(errors="replace").splitlines()
            problems = [line for line in lines if " ERROR " in line or " CRITICAL " in line
                        or line.startswith(("ERROR", "CRITICAL"))]
            server_problems += len(problems)
            for line in problems[:5]:
                print(f"  server {number}: {line[:200]}")
            # The exceptions behind them: the last line of each traceback.
            cause = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Timeout\w*)\b")
            causes = sorted({line for line in lines if cause.match(line)})
            for line in causes[:5]:
                print(f"  server {number}: {line[:300]}")
        errors += server_problems
        print(f"acknowledged {len(acked)}, stored {len(acked) - missing}, missing {missing}; "
              f"updates that never arrived {unanswered}; errors {errors} (server log errors {server_problems})")
        p99 = percentile(both, 0.99) * 1000
        print(f"cluster: {args.processes} processes, {len(games)} games, p99 {p99:.0f} ms, "
              f"lost {missing + unanswered}, errors {errors}")
        return {"rc": 0 if missing + unanswered + errors == 0 else 1, "p99": p99, "lost": missing + unanswered,
                "errors": errors, "cpu_per_action": sum(server_cpu) / max(1, actions) * 1000,
                "actions_per_s": actions / elapsed, "busy": machine.get("busy", nan) / elapsed}
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(logs, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", type=int, default=2, help="unoduo serve processes on the one database")
    parser.add_argument("--games", type=int, default=2000, help="concurrent games (two WebSocket clients each)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to measure, after the warm-up")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of play before measuring")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a client waits before acting")
    parser.add_argument("--client-processes", type=int, default=0,
                        help="processes running the clients (default: one per server process, at most 4)")
    parser.add_argument("--client-nice", type=int, default=10, metavar="N",
                        help="the client processes' niceness (default 10; 0: the same priority as the servers)")
    parser.add_argument("--profile", default="", help="a directory: each server runs under cProfile and writes "
                        "server-N.prof there when it stops (python -m pstats FILE)")
    parser.add_argument("--timeline", type=float, default=0.0, metavar="SECONDS",
                        help="also print the latency of each slice of this many seconds (bunched slow updates "
                        "point at a pause)")
    parser.add_argument("--db", default=None, help="an empty PostgreSQL database URL (default: a throwaway one)")
    args = parser.parse_args()
    sys.exit(run(args))


if __name__ == "__main__":
    main()
