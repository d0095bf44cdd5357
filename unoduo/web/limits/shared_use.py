"""The per-address quotas of a cluster, shared by its processes (docs/server.md, "Limits across processes").

Each process enforces the quotas of :mod:`unoduo.web.limits.quotas` and :mod:`unoduo.web.coach.service` from its
own memory. Behind a proxy that spreads an address's requests over N processes, that alone would let it hold seats,
watch, ask for hints and make bots think N times as much. So the processes tell each other over the bus (kind ``q``) what
they used, one line per item:

- ``t NAME KEY COST``: COST tokens taken from the rate limiter NAME for KEY (``bot``, ``review``, ``hint``;
  creations and failed guesses are counted in the database's limit counters instead). The others take them
  from their own bucket for KEY, so every process's bucket sees the use of the whole cluster.
- ``c KIND KEY COUNT``: this process now holds COUNT of KIND for KEY (an address's open public games, its seats
  in games waiting for players, the games it watches, its reviews in progress; a game's spectators). A check
  adds the latest counts of the other processes to its own.

Uses are summed over :data:`FLUSH_DELAY` before they are sent (a bot's moves, a burst of failures); counts are
sent when they change and all of them again every :data:`REFRESH` seconds, and a count that was not heard again
for :data:`FORGET_AFTER` seconds (a lost message, a process gone) no longer counts. Two processes may both grant
the last token while the bus still carries the first use (about 60 ms): these are limits against abuse, not a
ledger.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from unoduo.web.limits.rate import KeyedRateLimiter

log = logging.getLogger("unoduo.web.shared_use")

FLUSH_DELAY = 0.05  # seconds during which uses are summed before they are published
REFRESH = 5.0  # seconds between publications of every count this process holds
FORGET_AFTER = 3 * REFRESH  # a count not heard again for this long no longer counts

# The kinds of counts (``c`` lines).
PUBLIC_GAMES = "public"  # an address's public games still waiting for players
WAITING_SEATS = "seats"  # an address's seats in games still waiting for players
WATCHING = "watching"  # the games an address watches
SPECTATORS = "spectators"  # a game's spectators
REVIEWS = "reviews"  # an address's reviews queued or running


def _safe(key: str) -> bool:
    return "\t" not in key and "\n" not in key


class SharedUse:
    """This process's side of the sharing: what it tells the others, and what it heard from them.

    Until :meth:`connect` gives it a way to publish (a single process, or SQLite) it only keeps its own counts:
    :meth:`others` is then always 0 and the quotas are those of one process.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.limiters: dict[str, KeyedRateLimiter] = {}
        self._publish: Callable[[str, str], None] | None = None
        self._taken: dict[tuple[str, str], float] = {}  # (limiter, key) -> tokens used here, not yet sent
        self._changed: set[tuple[str, str]] = set()  # (kind, key) whose count changed here, not yet sent
        self._counts: dict[tuple[str, str], int] = {}  # (kind, key) -> this process's count (never 0)
        self._heard: dict[tuple[str, str], dict[int, tuple[int, float]]] = {}  # -> {origin: (count, when)}
        self._flush_handle: asyncio.TimerHandle | None = None
        self._last_refresh = clock()

    # ------------------------------------------------------------------ this process's use

    def register(self, name: str, limiter: KeyedRateLimiter) -> None:
        """Share ``limiter``'s use under ``name`` (the same name in every process)."""
        self.limiters[name] = limiter
        limiter.on_take = lambda key, cost: self._took(name, key, cost)

    def _took(self, name: str, key: str, cost: float) -> None:
        if self._publish is None or not _safe(key):
            return
        self._taken[(name, key)] = self._taken.get((name, key), 0.0) + cost
        self._soon()

    def set_count(self, kind: str, key: str, count: int) -> None:
        """This process now holds ``count`` of ``kind`` for ``key``."""
        entry = (kind, key)
        if self._counts.get(entry, 0) == count:
            return
        if count > 0:
            self._counts[entry] = count
        else:
            self._counts.pop(entry, None)
        if self._publish is not None and _safe(key):
            self._changed.add(entry)
            self._soon()

    def others(self, kind: str, key: str) -> int:
        """What the other processes hold of ``kind`` for ``key``, as they last said (forgotten when too old)."""
        heard = self._heard.get((kind, key))
        if not heard:
            return 0
        oldest = self.clock() - FORGET_AFTER
        return sum(count for count, when in heard.values() if when >= oldest)

    # ------------------------------------------------------------------ the bus

    def connect(self, publish: Callable[[str, str], None]) -> None:
        """Start sharing: ``publish(kind, line)`` sends a line to the other processes (``ClusterBus.publish``)."""
        self._publish = publish
        self._changed.update(k for k in self._counts if _safe(k[1]))
        if self._changed:
            self._soon()

    def _soon(self) -> None:
        if self._flush_handle is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # outside the server's loop (a test): send at once
                self.flush()
                return
            self._flush_handle = loop.call_later(FLUSH_DELAY, self.flush)

    def flush(self) -> None:
        """Publish the uses summed so far and the counts that changed."""
        self._flush_handle = None
        if self._publish is None:
            return
        taken, self._taken = self._taken, {}
        changed, self._changed = self._changed, set()
        for (name, key), cost in taken.items():
            self._publish("q", f"t\t{name}\t{key}\t{cost:.6g}")
        for kind, key in changed:
            self._publish("q", f"c\t{kind}\t{key}\t{self._counts.get((kind, key), 0)}")

    def tick(self) -> None:
        """Called every heartbeat: every :data:`REFRESH` seconds, publish all counts again and forget old ones."""
        now = self.clock()
        if now - self._last_refresh < REFRESH:
            return
        self._last_refresh = now
        oldest = now - FORGET_AFTER
        for entry in list(self._heard):
            fresh = {o: v for o, v in self._heard[entry].items() if v[1] >= oldest}
            if fresh:
                self._heard[entry] = fresh
            else:
                del self._heard[entry]
        if self._publish is not None and self._counts:
            self._changed.update(k for k in self._counts if _safe(k[1]))
            self.flush()

    def heard(self, origin: int, lines: list[str]) -> None:
        """Lines of kind ``q`` from process ``origin``."""
        now = self.clock()
        for line in lines:
            try:
                what, name, key, value = line.split("\t")
                if what == "t":
                    limiter = self.limiters.get(name)
                    if limiter is not None:
                        limiter.charge_heard(key, float(value))
                elif what == "c":
                    count = int(value)
                    heard = self._heard.setdefault((name, key), {})
                    if count > 0:
                        heard[origin] = (count, now)
                    else:
                        heard.pop(origin, None)
                        if not heard:
                            del self._heard[(name, key)]
                else:
                    raise ValueError(what)
            except ValueError:
                log.warning("cluster: a quota line from process %d not understood: %r", origin, line[:200])

    def gone(self, origins: set[int]) -> None:
        """Processes that died: what they held no longer counts."""
        for entry in list(self._heard):
            heard = self._heard[entry]
            for origin in origins:
                heard.pop(origin, None)
            if not heard:
                del self._heard[entry]
