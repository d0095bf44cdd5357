"""Where the server's bots think: worker processes beside the event loop.

A bot's decision is pure Python: an expert move in a 10-player classic game is 1-2 s of CPU. Thought in a
thread of the server's process, it holds the GIL against the event loop, and every other game's latency
grows with it. :class:`BotWorkers` thinks in a few worker processes instead (spawned on first use, lowered in
priority so the event loop wins a busy CPU, replaced if one dies), or in threads of this process when asked
for none (tests, and platforms without process pools).

:func:`think` is what runs in a worker. It is given the agent itself (pickled: agents keep no state between
moves), the seat's view, the move's seeded RNG and the per-move cap, and answers the action and the CPU time
the worker spent on it, which the caller charges to the game's bot budget. Only standard-library, core and
agent modules are imported here, so a worker starts quickly.
"""

from __future__ import annotations

import contextlib
import copy
import multiprocessing
import os
import random
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from unoduo.agents.base import Agent
from unoduo.core import Action, View

#: How much lower than the server's event loop a worker process runs (``nice``): the loop's short bursts
#: of work go first on a busy machine, and the bots take what is left.
WORKER_NICENESS = 10


def capped(agent: Agent, max_seconds: float) -> Agent:
    """``agent``, searching for at most ``max_seconds`` a move (a copy; the game's own agent is unchanged).

    An agent with a time budget (``time_ms``, as ISMCTS has) keeps its iteration budget and stops at the
    cap if it comes first, deciding on what it has searched so far. Below the cap such an agent is as
    deterministic as its iteration budget makes it; a capped move depends on the machine's speed, which is
    why the server stores every action it plays (a replay never asks a bot again).
    """
    if not hasattr(agent, "time_ms"):
        return agent
    current = getattr(agent, "time_ms", None)
    cap_ms = max_seconds * 1000.0
    if current is not None and current <= cap_ms:
        return agent
    bounded = copy.copy(agent)
    bounded.time_ms = cap_ms
    return bounded


def think(agent: Agent, seat_view: View, rng: random.Random, max_seconds: float) -> tuple[Action, float]:
    """In a bot worker: the agent's decision (searching at most ``max_seconds``) and the CPU seconds this
    thread spent on it (what the game's bot budget pays)."""
    started = time.thread_time()
    action = capped(agent, max_seconds).act(seat_view, rng)
    return action, time.thread_time() - started


def _worker_started(niceness: int, server: int, started: Any) -> None:
    """In a new worker process: tell the server this process's id (``started``, a queue: the pool's own
    list of its processes is private), run below the server in priority, leave Ctrl-C to the server (which
    shuts the pool down) instead of printing a traceback from every worker, and end when the server is gone."""
    started.put(os.getpid())
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:
            pass
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with_parent, args=(server,), name="unoduo-orphan-watch", daemon=True).start()


def _exit_with_parent(parent: int) -> None:
    """A server killed outright (SIGKILL, or uvicorn re-raising SIGTERM after its shutdown, which skips
    Python's exit handlers) never tells its workers; they would wait for moves forever. Once the parent is
    gone (maybe before this worker even started), the worker has another parent: end it then."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def _alive_child(pid: int) -> bool:
    """``pid`` is a live (not yet reaped, not a zombie) child of this process: a worker's id is not reused
    for another process before the pool has reaped it, and a reaped id reused later is no child of ours."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return _alive_elsewhere(pid)
    return fields[0] != "Z" and int(fields[1]) == os.getpid()


def _alive_elsewhere(pid: int) -> bool:
    """Without /proc (not Linux): whether a process ``pid`` exists."""
    if Path("/proc/self").exists():
        return False  # Linux, and the process is gone
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def _ready() -> int:
    return os.getpid()


def default_processes() -> int:
    """Bot worker processes for a server: one per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


class BotWorkers(Executor):
    """An executor for bot moves: ``processes`` worker processes, or ``threads`` threads when that is 0.

    The process pool starts on the first move (or :meth:`warm`; a server without bot games starts none), with
    the ``spawn`` method (forking a
    process that runs threads is unsafe). A pool broken by a worker that died (killed, out of memory) is
    replaced on the next :meth:`submit`; the moves it was thinking fail with :class:`BrokenProcessPool`,
    which the caller may simply submit again.
    """

    def __init__(self, processes: int = 0, *, threads: int = 2, niceness: int = WORKER_NICENESS) -> None:
        if processes < 0 or threads < 1:
            raise ValueError("bot workers need processes >= 0 and threads >= 1")
        self.processes = processes
        self.threads = threads
        self.niceness = niceness
        self.replaced = 0  # broken pools replaced so far
        self._lock = threading.Lock()
        self._pool: Executor | None = None
        self._closed = False
        self._started: Any = None  # the current pool's workers put their process ids here as they start
        self._pids: set[int] = set()  # the current pool's workers started so far

    def _current(self) -> Executor:
        if self._pool is None:
            if self.processes:
                context = multiprocessing.get_context("spawn")
                self._started = context.SimpleQueue()
                self._pids = set()
                pool = self._pool = ProcessPoolExecutor(
                    max_workers=self.processes,
                    mp_context=context,
                    initializer=_worker_started,
                    initargs=(self.niceness, os.getpid(), self._started),
                )
                # The pool starts a worker per task while none is idle: start them all now (each imports the
                # agents once), so the next moves do not each wait for a new process.
                for _ in range(self.processes - 1):
                    pool.submit(_ready)
            else:
                self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="unoduo-bot")
        return self._pool

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self._lock:
            if self._closed:
                raise RuntimeError("the bot workers are shut down")
            try:
                return self._current().submit(fn, *args, **kwargs)
            except BrokenProcessPool:
                broken = self._pool
                self._pool = None  # the next pool has its own queue of started workers
                self.replaced += 1
                if broken is not None:
                    broken.shutdown(wait=False, cancel_futures=True)
                return self._current().submit(fn, *args, **kwargs)

    def warm(self) -> None:
        """Start the worker processes now rather than at the first bot move. Returns at once."""
        if self.processes:
            self.submit(_ready)

    def pids(self) -> list[int]:
        """The worker processes alive now (none with threads)."""
        with self._lock:
            if not isinstance(self._pool, ProcessPoolExecutor):
                return []
            return [pid for pid in self._started_pids() if _alive_child(pid)]

    def _started_pids(self) -> set[int]:
        """The current pool's workers that said they started (under the lock)."""
        while self._started is not None and not self._started.empty():
            self._pids.add(self._started.get())
        return self._pids

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop taking moves; queued ones are cancelled with ``cancel_futures``. Worker processes are ended at
        once (a move half thought is worth nothing: it was not played, so nothing is lost); a thread ends the
        move it is thinking (at most the per-move cap)."""
        with self._lock:
            self._closed = True
            pids = [pid for pid in self._started_pids() if _alive_child(pid)]
            pool, self._pool = self._pool, None
        if pool is None:
            return
        pool.shutdown(wait=False, cancel_futures=cancel_futures)
        for pid in pids:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)
        if wait:
            pool.shutdown(wait=True)


__all__ = ["BotWorkers", "BrokenProcessPool", "capped", "default_processes", "think"]
