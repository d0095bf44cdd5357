"""Server-side latency statistics for benchmarks (off unless ``UNODUO_DEBUG_STATS=1``).

When on, every action taken over a WebSocket is timed from the moment its frame was received to the moment
the last connection's copy of its broadcast was handed to the socket, split into phases (waiting for the
game's lock, the engine, the durable commit, building the views), and the event loop's lag is sampled.
``GET /api/debug/stats`` returns the percentiles (``?reset=1`` starts over); the endpoint does not exist
when the statistics are off. It is for ``bench/server_load.py``, not for production monitoring.
"""

from __future__ import annotations

import asyncio
import gc
import os
import time
from typing import Any

ENV_VAR = "UNODUO_DEBUG_STATS"
PHASES = ("lock", "engine", "commit", "build", "send", "total")


def enabled_by_env() -> bool:
    return os.environ.get(ENV_VAR, "") not in ("", "0")


def percentiles(values: list[float]) -> dict[str, float | int]:
    """Count, p50, p90, p99 and max of ``values`` (seconds) in milliseconds."""
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    last = len(ordered) - 1

    def at(q: float) -> float:
        return round(ordered[min(last, int(q * len(ordered)))] * 1000, 3)

    return {"n": len(ordered), "p50": at(0.5), "p90": at(0.9), "p99": at(0.99), "max": at(1.0)}


class LatencyStats:
    """Per-phase samples of the actions and samples of the event loop's lag."""

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {name: [] for name in PHASES}
        self.loop_lag: list[float] = []
        self.gc_pauses: list[float] = []
        self.gc_by_generation: list[list[float]] = [[], [], []]
        self.commits: list[tuple[int, float, float]] = []  # the store's batches (see Store.timings)
        self._gc_started = 0.0

    def reset(self) -> None:
        for values in self.samples.values():
            values.clear()
        self.loop_lag.clear()
        self.gc_pauses.clear()
        for pauses in self.gc_by_generation:
            pauses.clear()
        self.commits.clear()

    def report(self) -> dict[str, Any]:
        sizes = [size for size, _db, _loop in self.commits]
        return {
            "actions": {name: percentiles(values) for name, values in self.samples.items()},
            "loop_lag": percentiles(self.loop_lag),
            "gc_pauses": percentiles(self.gc_pauses),
            "gc_by_generation": [
                {**percentiles(pauses), "total_s": round(sum(pauses), 3)} for pauses in self.gc_by_generation
            ],
            "commits": {
                "batches": len(sizes),
                "mean_batch": round(sum(sizes) / len(sizes), 2) if sizes else 0,
                "max_batch": max(sizes, default=0),
                "in_database": percentiles([db for _size, db, _loop in self.commits]),
                "round_trip": percentiles([loop for _size, _db, loop in self.commits]),
            },
        }

    def watch_gc(self) -> None:
        """Record how long each garbage collection stops the process (until :meth:`unwatch_gc`)."""
        gc.callbacks.append(self._gc_callback)

    def unwatch_gc(self) -> None:
        if self._gc_callback in gc.callbacks:
            gc.callbacks.remove(self._gc_callback)

    def _gc_callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            pause = time.perf_counter() - self._gc_started
            self.gc_pauses.append(pause)
            self.gc_by_generation[min(2, max(0, info.get("generation", 0)))].append(pause)

    async def sample_loop_lag(self, period: float = 0.01) -> None:
        """How late a ``period``-second sleep wakes up: the time the loop was busy with something else."""
        while True:
            before = time.perf_counter()
            await asyncio.sleep(period)
            self.loop_lag.append(max(0.0, time.perf_counter() - before - period))


class ActionProbe:
    """One action's timeline; ``sent()`` is called once per connection its broadcast went to."""

    __slots__ = ("stats", "received", "marks", "pending")

    def __init__(self, stats: LatencyStats, received: float) -> None:
        self.stats = stats
        self.received = received
        self.marks: dict[str, float] = {}
        self.pending = 0

    def mark(self, phase: str) -> None:
        """The end of ``phase`` (lock, engine, commit, build): now."""
        self.marks[phase] = time.perf_counter()

    def expect(self, sends: int) -> None:
        """``sends`` copies were handed over: some may be written already (``sent()`` came first, leaving
        ``pending`` below zero), the rest are waiting in their connections' queues."""
        self.pending += sends
        if self.pending == 0:
            self._finish()

    def sent(self) -> None:
        self.pending -= 1
        if self.pending == 0:
            self._finish()

    def _finish(self) -> None:
        now = time.perf_counter()
        previous = self.received
        for phase in ("lock", "engine", "commit", "build"):
            stamp = self.marks.get(phase)
            if stamp is None:
                return  # refused or failed: not an action that was broadcast
            self.stats.samples[phase].append(stamp - previous)
            previous = stamp
        self.stats.samples["send"].append(now - previous)
        self.stats.samples["total"].append(now - self.received)
