"""The limits on logins and sign-ups (SECURITY.md, "Login, sign-up and the limit counters"): attempts reserved in
the database's limit counters before any password is hashed, and the bounded queue of password hashes.

- :class:`LoginLimits` reserves an attempt in :class:`~unoduo.storage.limits.LimitCounters` before the hash,
  so a burst of concurrent guesses, on one process or many, gets exactly the stated number of password checks:
  per (name, address) ``login_failures_per_name_address``, per address ``login_failures_per_address`` (both
  over ``login_window``) and, slower, per name from all addresses ``login_failures_per_name`` over
  ``login_name_window``. The per-name budget delays rather than locks out: once it is spent, only addresses
  that already failed for the name wait; an address with no failure for it still gets its try, so the owner
  logs in while others hammer the name. A successful login takes its reservations back and forgets the
  pair's failures; a failed one leaves them counted. Sign-ups: ``signups_per_address`` per ``signup_window``.
- :class:`HashQueue`: at most ``password_hash_workers`` Argon2id hashes at once (worker threads) and at most
  ``max_pending_hashes`` running or waiting; beyond that a login or sign-up is refused at once with 429
  ``login_busy`` rather than queued without end.

Exempt addresses (loopback) skip the per-address limits; the per-name ones apply to everyone.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import TypeVar

from unoduo.i18n import _
from unoduo.storage.limits import LimitCounters, Reservation
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.settings import ServerLimits

T = TypeVar("T")

# Scopes of the limit counters.
LOGIN_PAIR = "login_pair"  # key: name key TAB address
LOGIN_ADDRESS = "login_address"  # key: the address
LOGIN_NAME = "login_name"  # key: the name key
SIGNUP = "signup"  # key: the address


def pair_key(name_key: str, address: str | None) -> str:
    return f"{name_key}\t{address or '-'}"


def _limited(retry_after: float, by_name: bool) -> LimitExceeded:
    message = (
        _("Too many failed logins for this name; try again in {minutes} minutes.")
        if by_name
        else _("Too many attempts from your address; try again in {minutes} minutes.")
    )
    return LimitExceeded(429, "login_limited", message.format(minutes=max(1, round(retry_after / 60))),
                         retry_after)


class HashQueue:
    """Password hashing in worker threads: ``workers`` at a time, ``most`` running or waiting in all."""

    def __init__(self, workers: int, most: int) -> None:
        self._running = asyncio.Semaphore(workers)
        self.most = most
        self.pending = 0  # hashes running or waiting for a worker
        self.refused = 0

    async def run(self, work: Callable[[], T]) -> T:
        """``work()`` in a worker thread; :class:`LimitExceeded` (429 ``login_busy``) when the queue is full."""
        if self.pending >= self.most:
            self.refused += 1
            raise LimitExceeded(429, "login_busy", _("The server is busy with other logins; try again in a moment."),
                                1.0)
        self.pending += 1
        try:
            async with self._running:
                return await asyncio.to_thread(work)
        finally:
            self.pending -= 1


class LoginLimits:
    """Reservations of login and sign-up attempts (see the module)."""

    def __init__(self, counters: LimitCounters, limits: ServerLimits) -> None:
        self.counters = counters
        self.limits = limits

    async def reserve_login(self, name_key: str, address: str | None, name_budget: bool = True) -> list[Reservation]:
        """Count one login attempt for ``name_key`` from ``address`` before its password is checked; the
        reservations to :meth:`succeeded` with, or :class:`LimitExceeded` (429 ``login_limited``).
        ``name_budget`` False: the name's budget neither applies nor is used (a password checked again by the
        session's own holder, to change it or delete the account)."""
        limits = self.limits
        pair = await self.counters.reserve(LOGIN_PAIR, pair_key(name_key, address),
                                           limits.login_failures_per_name_address, limits.login_window)
        if not pair.granted:
            raise _limited(pair.retry_after, by_name=True)
        held = [pair]
        try:
            if not limits.exempt(address):
                assert address is not None
                by_address = await self.counters.reserve(LOGIN_ADDRESS, address, limits.login_failures_per_address,
                                                         limits.login_window)
                if not by_address.granted:
                    raise _limited(by_address.retry_after, by_name=False)
                held.append(by_address)
            if not name_budget:
                return held
            by_name = await self.counters.reserve(LOGIN_NAME, name_key, limits.login_failures_per_name,
                                                  limits.login_name_window)
            if by_name.granted:
                held.append(by_name)
            elif pair.count > 0:
                # The name's budget is spent and this address already failed for it: it waits. An address
                # with no failure for the name (its owner, most likely) goes on.
                raise _limited(by_name.retry_after, by_name=True)
        except BaseException:
            await self.counters.release(*held)
            raise
        return held

    async def succeeded(self, name_key: str, address: str | None, held: list[Reservation]) -> None:
        """The password was right: the attempt does not count, nor do the pair's earlier failures."""
        await self.counters.release(*held)
        await self.counters.clear(LOGIN_PAIR, pair_key(name_key, address))

    async def reserve_signup(self, address: str | None) -> Reservation | None:
        """Count one sign-up of ``address`` before its password is hashed (None for an exempt address)."""
        if self.limits.exempt(address):
            return None
        assert address is not None
        held = await self.counters.reserve(SIGNUP, address, self.limits.signups_per_address, self.limits.signup_window)
        if not held.granted:
            raise LimitExceeded(
                429, "login_limited",
                _("Too many attempts from your address; try again in {minutes} minutes.").format(
                    minutes=max(1, round(held.retry_after / 60))),
                held.retry_after,
            )
        return held

    async def forget_name(self, name_key: str) -> None:
        """An account was deleted: forget the failures counted against its name (from every address)."""
        await self.counters.clear(LOGIN_NAME, name_key)
        await self.counters.clear_prefix(LOGIN_PAIR, name_key + "\t")

    @contextlib.asynccontextmanager
    async def released_on_error(self, *held: Reservation | None) -> AsyncIterator[None]:
        """Take ``held`` back if the block fails (a refusal further on: the attempt was not made)."""
        try:
            yield
        except BaseException:
            await self.counters.release(*held)
            raise
