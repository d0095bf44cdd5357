"""How much of the coach each client address and each account may use (SECURITY.md, "The coach: hints and
reviews"; the figures are :class:`~unoduo.web.limits.settings.ServerLimits` fields).

Two layers:

- **In memory, at once** (:meth:`CoachQuotas.check_review`, :meth:`CoachQuotas.check_hint`): the jobs queued
  or running in all (503 ``reviews_busy`` / ``hints_busy``), per address and per account (429
  ``too_many_reviews`` / ``too_many_hints``), and short-term token buckets per address (429 ``rate_limited`` /
  ``too_many_hints``), shared by a cluster's processes over the bus (:mod:`unoduo.web.limits.shared_use`).
- **In the database, over a window** (:meth:`CoachQuotas.reserve_review`, :meth:`CoachQuotas.reserve_hint`):
  reviews per address, per guest address and per account over ``review_window``, hints per address and per
  account over ``hint_window``, reserved in :class:`~unoduo.storage.limits.LimitCounters` before the job
  is queued: every process counts the same events and a restart forgets none.

Exempt addresses (loopback) skip the per-address limits; the per-account and global ones apply to everyone.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from unoduo.i18n import _, ngettext
from unoduo.storage.limits import LimitCounters, Reservation
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.rate import KeyedRateLimiter
from unoduo.web.limits.settings import ServerLimits

# Scopes of the limit counters (at most 16 characters).
REVIEW_ADDRESS = "review_address"  # key: the address (every review asked from it)
REVIEW_GUEST = "review_guest"  # key: the address (reviews asked from it without an account)
REVIEW_ACCOUNT = "review_account"  # key: the account id
HINT_ADDRESS = "hint_address"  # key: the address
HINT_ACCOUNT = "hint_account"  # key: the account id of the seat


def _too_many_hints(retry_after: float | None = None) -> LimitExceeded:
    return LimitExceeded(429, "too_many_hints", _("Too many hints: try again in a moment."), retry_after)


def _too_many_reviews(retry_after: float) -> LimitExceeded:
    return LimitExceeded(429, "rate_limited", _("Too many reviews: try again later."), retry_after)


class CoachQuotas:
    """How many reviews and hints each client address, each account and everyone together may ask for."""

    def __init__(
        self, limits: ServerLimits, clock: Callable[[], float] = time.monotonic, counters: LimitCounters | None = None
    ) -> None:
        self.limits = limits
        self.reviews = KeyedRateLimiter(limits.reviews_per_hour / 3600.0, limits.review_burst, clock=clock)
        self.hints = KeyedRateLimiter(limits.hints_per_minute / 60.0, limits.hint_burst, clock=clock)
        self.counters = counters  # None: only the in-memory layer (unit tests of it)

    # ------------------------------------------------------------------ at once, in memory

    def check_review(
        self, address: str | None, mine: int, pending: int, *, account: str | None = None, account_mine: int = 0
    ) -> None:
        """Before queueing a review: ``mine`` of this address's reviews, ``account_mine`` of the account's and
        ``pending`` in all are queued or running. Raises :class:`LimitExceeded`; else the review is counted."""
        if pending >= self.limits.max_pending_reviews:
            raise LimitExceeded(
                503, "reviews_busy", _("The server is busy with other reviews: try again in a few minutes."), 60.0
            )
        if account is not None and account_mine >= self.limits.reviews_per_account:
            raise self._in_progress(account_mine)
        if address is None or self.limits.exempt(address):
            return
        if mine >= self.limits.reviews_per_address:
            raise self._in_progress(mine)
        if not self.reviews.allow(address):
            raise _too_many_reviews(self.reviews.retry_after(address))

    @staticmethod
    def _in_progress(count: int) -> LimitExceeded:
        return LimitExceeded(
            429,
            "too_many_reviews",
            ngettext(
                "You already have {n} review in progress: wait until it is ready.",
                "You already have {n} reviews in progress: wait until they are ready.",
                count,
            ).format(n=count),
        )

    def check_hint(self, address: str | None, pending: int, *, mine: int = 0) -> None:
        """Before queueing a hint: ``pending`` hints in all and ``mine`` of the address are waiting or being
        computed. Raises :class:`LimitExceeded`; else the hint is counted."""
        if pending >= self.limits.max_pending_hints:
            raise LimitExceeded(503, "hints_busy", _("The coach is busy: ask for a hint again in a moment."), 2.0)
        if address is None or self.limits.exempt(address):
            return
        if mine >= self.limits.hints_waiting_per_address:
            raise _too_many_hints(1.0)
        if not self.hints.allow(address):
            raise _too_many_hints(self.hints.retry_after(address))

    def check_account_hint(self, account: str, mine: int) -> None:
        """``mine`` hints of the seat's account are waiting or being computed (from any address)."""
        if mine >= self.limits.hints_waiting_per_account:
            raise _too_many_hints(1.0)

    # ------------------------------------------------------------------ over a window, in the database

    async def reserve_review(self, address: str | None, account: str | None) -> list[Reservation]:
        """Count a review that is about to be queued in the database's counters; :class:`LimitExceeded` (429
        ``rate_limited``) when the address, the guest address or the account has used its window's reviews.
        The reservations are returned so that a job refused further on can give them back (:meth:`release`)."""
        limits = self.limits
        wanted: list[tuple[str, str, int]] = []
        if account is not None:
            wanted.append((REVIEW_ACCOUNT, account, limits.account_reviews_per_window))
        if address is not None and not limits.exempt(address):
            wanted.append((REVIEW_ADDRESS, address, limits.address_reviews_per_window))
            if account is None:
                wanted.append((REVIEW_GUEST, address, limits.guest_reviews_per_window))
        return await self._reserve(wanted, limits.review_window, _too_many_reviews)

    async def reserve_hint(self, address: str | None, account: str | None) -> list[Reservation]:
        """Count a hint that is about to be queued; :class:`LimitExceeded` (429 ``too_many_hints``) when the
        address or the seat's account has used its window's hints."""
        limits = self.limits
        wanted: list[tuple[str, str, int]] = []
        if account is not None:
            wanted.append((HINT_ACCOUNT, account, limits.account_hints_per_window))
        if address is not None and not limits.exempt(address):
            wanted.append((HINT_ADDRESS, address, limits.address_hints_per_window))
        return await self._reserve(wanted, limits.hint_window, _too_many_hints)

    async def _reserve(
        self, wanted: list[tuple[str, str, int]], window: float, refusal: Callable[[float], LimitExceeded]
    ) -> list[Reservation]:
        if self.counters is None:
            return []
        held: list[Reservation] = []
        try:
            for scope, key, most in wanted:
                reservation = await self.counters.reserve(scope, key, most, window)
                if not reservation.granted:
                    raise refusal(reservation.retry_after)
                held.append(reservation)
        except BaseException:
            await self.release(held)
            raise
        return held

    async def release(self, held: list[Reservation]) -> None:
        """Give back reservations of a job that was not queued after all."""
        if self.counters is not None and held:
            await self.counters.release(*held)
