"""The coach's waiting line: the worker slots handed out round-robin over owners (client addresses).

A plain first-come queue lets one address that asks for many hints or reviews make everyone else wait behind
its backlog. :class:`FairQueue` keeps one line per owner and, whenever a slot frees, serves the owner after the
last one served that has someone waiting, one job each: an owner with one job waiting is served after at most
one job of every other owner, however many the others queued. How many jobs an owner may queue is bounded
by the coach's quotas (:mod:`unoduo.web.coach.quotas`) before a job gets here.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque


class FairQueue:
    """``size`` slots, handed out round-robin over the owners that wait (see the module)."""

    def __init__(self, size: int) -> None:
        self.size = max(1, size)
        self.busy = 0  # slots held
        # owner -> its waiting jobs, in order; the owners in the order they are served next (the one just served
        # goes to the end)
        self._lines: OrderedDict[str, deque[asyncio.Future[None]]] = OrderedDict()
        self.served: list[str] = []  # owners in the order they got a slot (the fairness test reads it)
        self.keep_served = 0  # how many entries of ``served`` to keep (0: none)

    @property
    def waiting(self) -> int:
        return sum(len(line) for line in self._lines.values())

    def waiting_of(self, owner: str) -> int:
        line = self._lines.get(owner)
        return len(line) if line else 0

    def position(self, owner: str, ahead_of_mine: int = 0) -> int:
        """1 for the next job to get a slot: where ``owner``'s job with ``ahead_of_mine`` of its own jobs
        before it stands in the order of service (round ``ahead_of_mine + 1`` of the rotation)."""
        place = 0
        for other, line in self._lines.items():
            if other == owner:
                place += ahead_of_mine + 1
            else:
                # before this owner's job in its round: every earlier round of the others, and this round of the
                # owners served before it
                rounds = ahead_of_mine + (1 if self._before(other, owner) else 0)
                place += min(len(line), rounds)
        return max(1, place)

    def _before(self, other: str, owner: str) -> bool:
        for name in self._lines:
            if name == other:
                return True
            if name == owner:
                return False
        return False

    async def acquire(self, owner: str) -> None:
        """Wait for a slot in ``owner``'s turn."""
        if self.busy < self.size and not self._lines:
            self._granted(owner)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        line = self._lines.get(owner)
        if line is None:
            line = self._lines[owner] = deque()
        line.append(future)
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self.release()  # the slot was handed over as the wait was cancelled: pass it on
            else:
                self._forget(owner, future)
            raise

    def release(self) -> None:
        """Give a slot back: the next owner in turn gets it."""
        self.busy -= 1
        while self._lines and self.busy < self.size:
            owner, line = next(iter(self._lines.items()))
            future = line.popleft()
            del self._lines[owner]
            if line:
                self._lines[owner] = line  # still waiting: served again after every other owner
            if future.done():  # cancelled meanwhile
                continue
            self._granted(owner)
            future.set_result(None)

    def _granted(self, owner: str) -> None:
        self.busy += 1
        if self.keep_served:
            self.served.append(owner)
            del self.served[: max(0, len(self.served) - self.keep_served)]

    def _forget(self, owner: str, future: asyncio.Future[None]) -> None:
        line = self._lines.get(owner)
        if line is None:
            return
        try:
            line.remove(future)
        except ValueError:
            return
        if not line:
            del self._lines[owner]
