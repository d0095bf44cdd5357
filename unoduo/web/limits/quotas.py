"""Per-address quotas of the game server: creating, joining, guessing, watching and bot thinking.

The hub asks these before it does the work and tells them what happened after. Every refusal is a
:class:`LimitExceeded` (an HTTP status, an error code, a sentence and when to try again), which the HTTP
layer answers with the documented error shape and the WebSocket layer as an ``error`` message. Exempt
addresses (:attr:`ServerLimits.exempt_addresses`) skip the per-address quotas; global ones apply to all.

Game creations and failed guesses (join codes, seat tokens) are token buckets (``per_minute`` tokens a minute,
at most ``burst``) kept in the database's limit counters (:mod:`unoduo.storage.limits`): every process takes
from the same bucket and a restart forgets nothing. A creation takes its token before the game is made; a guess
takes its token before it is tried and gets it back when it was right (:meth:`AddressQuotas.guessing`), so a
concurrent burst of guesses gets at most the burst. The counts about live state (open public games, seats in
waiting games, spectators) stay in memory, shared with the other processes over the bus
(:mod:`unoduo.web.limits.shared_use`): they follow the games this process holds, not what an address did
before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from unoduo.i18n import _
from unoduo.storage.limits import LimitCounters
from unoduo.web.limits.rate import KeyedRateLimiter
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.limits.shared_use import PUBLIC_GAMES, SPECTATORS, WAITING_SEATS, WATCHING, SharedUse

log = logging.getLogger("unoduo.web")

# Scopes of the database's limit counters.
CREATE = "create"  # games an address created
FAILED = "failed"  # an address's failed joins and hellos


class LimitExceeded(Exception):
    """A request refused by a limit; nothing was done. ``reason`` tells apart refusals that share a code
    (``too_many_spectators``: ``game_full`` or ``address``); the WebSocket error carries it."""

    def __init__(
        self, status: int, code: str, message: str, retry_after: float | None = None, reason: str | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after
        self.reason = reason

    def headers(self) -> dict[str, str]:
        if self.retry_after is None:
            return {}
        return {"retry-after": str(max(1, math.ceil(self.retry_after)))}


class Guess:
    """One guess inside :meth:`AddressQuotas.guessing`: ``wrong`` once it failed."""

    wrong = False


class AddressQuotas:
    """What each client address may still do: create games, hold seats, guess codes and tokens, watch.

    ``counters``: the database's limit counters, which count creations and failed guesses (see the module).
    ``shared``: the live counts of the other processes of a cluster (added to this process's own), and where
    this process tells them its own."""

    def __init__(
        self, limits: ServerLimits, counters: LimitCounters, clock: Callable[[], float] = time.monotonic,
        shared: SharedUse | None = None,
    ) -> None:
        self.limits = limits
        self.counters = counters
        self.shared = shared or SharedUse(clock)
        # Public games each address created that may still wait for players, and the seats it took in
        # games still waiting (game id, seat); pruned against the games' status when counted.
        self.public_games: dict[str, set[str]] = {}
        self.waiting_seats: dict[str, set[tuple[str, int]]] = {}
        self.spectators: dict[str, int] = {}

    def _exempt(self, address: str | None) -> bool:
        return self.limits.exempt(address)

    # creating

    async def check_create(self, address: str | None, public: bool, still_waiting: Callable[[str], bool]) -> None:
        """Before creating a game: the address's creation rate and open public games."""
        if address is None or self._exempt(address):
            return
        if public:
            count = self._pruned(self.public_games, PUBLIC_GAMES, address, still_waiting)
            count += self.shared.others(PUBLIC_GAMES, address)
            if count >= self.limits.max_open_public_per_address:
                raise LimitExceeded(
                    429,
                    "too_many_games",
                    _("You already have {count} public games waiting for players; wait until they fill up.").format(
                        count=count
                    ),
                )
        rate, burst = self.limits.create_per_minute / 60.0, self.limits.create_burst
        taken = await self.counters.take(CREATE, address, rate, burst)
        if not taken.granted:
            raise LimitExceeded(429, "rate_limited", _("Too many new games: try again later."), taken.retry_after)

    def created(self, address: str | None, game_id: str, public: bool) -> None:
        if address is not None and public and not self._exempt(address):
            games = self.public_games.setdefault(address, set())
            games.add(game_id)
            self.shared.set_count(PUBLIC_GAMES, address, len(games))

    def _pruned(
        self, held: dict[str, set[Any]], kind: str, address: str, still_waiting: Callable[[Any], bool]
    ) -> int:
        """How many of ``address``'s entries in ``held`` are still waiting (the others are dropped)."""
        entries = held.get(address)
        if entries is None:
            return 0
        entries.intersection_update({e for e in entries if still_waiting(e)})
        if not entries:
            del held[address]
        self.shared.set_count(kind, address, len(entries))
        return len(entries)

    def recount(self, still_waiting: Callable[[str], bool]) -> None:
        """Drop the public games and seats of games that no longer wait (their counts go to the others)."""
        for address in list(self.public_games):
            self._pruned(self.public_games, PUBLIC_GAMES, address, still_waiting)
        for address in list(self.waiting_seats):
            self._pruned(self.waiting_seats, WAITING_SEATS, address, lambda seat: still_waiting(seat[0]))

    # joining and guessing

    async def check_guessing(self, address: str | None) -> None:
        """Before a join or a hello: refused while the address has failed too often."""
        if address is None or self._exempt(address):
            return
        seen = await self.counters.peek_bucket(
            FAILED, address, self.limits.failed_per_minute / 60.0, self.limits.failed_burst
        )
        if not seen.granted:
            raise LimitExceeded(
                429, "too_many_attempts", _("Too many failed attempts: try again later."), seen.retry_after
            )

    @contextlib.asynccontextmanager
    async def guessing(self, address: str | None) -> AsyncIterator[Guess]:
        """Around a join's or a hello's guess (a code, a game and token): refused while the address has failed
        too often; set ``wrong`` on the :class:`Guess` when it failed. The guess takes its token atomically
        before it is tried and gets it back unless it was wrong, so a concurrent burst of guesses gets at most
        ``failed_burst`` tries."""
        guess = Guess()
        if address is None or self._exempt(address):
            yield guess
            return
        rate, burst = self.limits.failed_per_minute / 60.0, self.limits.failed_burst
        taken = await self.counters.take(FAILED, address, rate, burst)
        if not taken.granted:
            raise LimitExceeded(
                429, "too_many_attempts", _("Too many failed attempts: try again later."), taken.retry_after
            )
        try:
            yield guess
        finally:
            if not guess.wrong:
                try:
                    await self.counters.take(FAILED, address, rate, burst, cost=-1.0, force=True)
                except Exception:  # the database refuses writes: the guess keeps its token
                    log.exception("could not give back the token of a guess of %s", address)

    async def failed(self, address: str | None) -> None:
        """A join with an unknown code, or a hello with a wrong token or game."""
        if address is None or self._exempt(address):
            return
        try:
            await self.counters.take(
                FAILED, address, self.limits.failed_per_minute / 60.0, self.limits.failed_burst, force=True
            )
        except Exception:  # the database refuses writes: the failure is still answered as one
            log.exception("could not count a failed attempt of %s", address)

    def check_seat(self, address: str | None, still_waiting: Callable[[str], bool]) -> None:
        """Before taking a seat: how many seats the address holds in games still waiting for players."""
        if address is None or self._exempt(address):
            return
        count = self._pruned(self.waiting_seats, WAITING_SEATS, address, lambda seat: still_waiting(seat[0]))
        count += self.shared.others(WAITING_SEATS, address)
        if count >= self.limits.max_waiting_seats_per_address:
            raise LimitExceeded(
                429,
                "too_many_seats",
                _("You already hold seats in {count} games waiting for players; wait until they start.").format(
                    count=count
                ),
            )

    def seated(self, address: str | None, game_id: str, seat: int, waiting: bool) -> None:
        if address is not None and waiting and not self._exempt(address):
            seats = self.waiting_seats.setdefault(address, set())
            seats.add((game_id, seat))
            self.shared.set_count(WAITING_SEATS, address, len(seats))

    # watching

    def check_spectator(self, address: str | None, game_id: str, watching_game: int) -> None:
        """Before a spectator joins ``game_id``, which ``watching_game`` spectators watch on this process."""
        if watching_game + self.shared.others(SPECTATORS, game_id) >= self.limits.max_spectators_per_game:
            raise LimitExceeded(
                503, "too_many_spectators", _("This game has as many spectators as it can take."), reason="game_full"
            )
        if address is None or self._exempt(address):
            return
        if self.spectators.get(address, 0) + self.shared.others(WATCHING, address) >= (
            self.limits.max_spectators_per_address
        ):
            raise LimitExceeded(
                429, "too_many_spectators", _("You are already watching as many games as you may."), reason="address"
            )

    def spectator_joined(self, address: str | None) -> None:
        if address is not None and not self._exempt(address):
            self.spectators[address] = self.spectators.get(address, 0) + 1
            self.shared.set_count(WATCHING, address, self.spectators[address])

    def spectator_left(self, address: str | None) -> None:
        if address is None or address not in self.spectators:
            return
        left = self.spectators[address] - 1
        if left > 0:
            self.spectators[address] = left
        else:
            del self.spectators[address]
        self.shared.set_count(WATCHING, address, left)

    def game_watched(self, game_id: str, spectators: int) -> None:
        """``game_id`` now has ``spectators`` on this process (the others count them against its limit)."""
        self.shared.set_count(SPECTATORS, game_id, spectators)


class BotBudget:
    """Bot thinking time, measured in CPU seconds of the thread that thought, per owner and in all.

    A game's owner is the address that created it (or the game itself when that is not known, e.g. after
    a restart). Before a move, :meth:`wait_turn` sleeps while the owner's or the server's budget is spent;
    after it, :meth:`charge` takes what the move really cost (an expert in a 10-player classic game costs
    what it costs), so the bucket may go negative and the next move waits until it is paid back.
    """

    def __init__(self, limits: ServerLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.per_owner = KeyedRateLimiter(limits.bot_cpu_per_address, limits.bot_cpu_burst, clock=clock)
        self.total = KeyedRateLimiter(limits.bot_cpu_total, limits.bot_cpu_burst, clock=clock)
        self._used: dict[str, float] = {}
        self._slots: dict[str, list[Any]] = {}  # owner -> [its lock, how many hold or wait for it]
        self.largest_move = 0.0
        self.waited = 0.0

    def _exempt(self, owner: str) -> bool:
        return self.limits.exempt(owner)

    @contextlib.asynccontextmanager
    async def slot(self, owner: str) -> AsyncIterator[None]:
        """Held while one of ``owner``'s bots thinks: one bot thread at a time per owner, so one client's
        expert games never take every bot thread (exempt owners are not serialised)."""
        if self._exempt(owner):
            yield
            return
        entry = self._slots.get(owner)
        if entry is None:
            entry = self._slots[owner] = [asyncio.Lock(), 0]
        entry[1] += 1  # users of this lock (holding or waiting): it is forgotten only when none is left
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0 and self._slots.get(owner) is entry:
                del self._slots[owner]

    async def wait_turn(self, owner: str, still_wanted: Callable[[], bool]) -> bool:
        """Wait until ``owner`` may think again; False if the move is no longer wanted.

        An owner waits while its own budget is in debt. While the server's total is in debt, only owners
        who used much of their own burst recently wait too: light users (a person playing one bot game)
        go first, so no client can spend everyone's share.
        """
        while True:
            delay = 0.0
            heavy = False  # an exempt owner (a trusted address) is never held back by others' spending
            if not self._exempt(owner):
                delay = self.per_owner.retry_after(owner, 1e-9)
                heavy = self.per_owner.blocked(owner, self.limits.bot_cpu_burst / 2)
            if heavy:
                delay = max(delay, self.total.retry_after("*", 1e-9))
            if delay <= 0:
                return True
            started = time.monotonic()
            await asyncio.sleep(min(delay + 0.01, 1.0))
            self.waited += time.monotonic() - started
            if not still_wanted():
                return False

    def charge(self, owner: str, cpu_seconds: float) -> None:
        self._used[owner] = self._used.get(owner, 0.0) + cpu_seconds
        self.largest_move = max(self.largest_move, cpu_seconds)
        self.total.charge("*", cpu_seconds)
        if not self._exempt(owner):
            self.per_owner.charge(owner, cpu_seconds)

    def used(self, owner: str) -> float:
        """CPU seconds the bots of ``owner``'s games have thought so far."""
        return self._used.get(owner, 0.0)
