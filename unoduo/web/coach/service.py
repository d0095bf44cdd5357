"""The coach: post-game reviews and hints, computed in worker processes (:mod:`unoduo.web.coach.workers`).

- **Reviews.** ``POST /api/games/{id}/review`` asks for the review of one seat's decisions in a finished match
  (:func:`unoduo.analysis.review_record`); ``GET`` the same path polls it: queued (with its place in the
  queue), running (decisions done of all), done (the review itself) or failed. Each review runs in its own
  worker process, at most ``review_workers`` at once, so neither the event loop nor the bots ever wait for it;
  a review that takes longer than ``review_timeout`` is stopped. The server decides the budget: the one asked
  for is served at the level at or below it of :func:`review_levels` (a guest's at most
  ``review_guest_max_budget``), and a review already done at a deeper level is served instead of computing a
  shallower one. A review is computed once per (game, seat, level) and the analysis code that made it: kept
  in memory (the most recent ones) and in the database table ``reviews``, so it survives a restart and every
  later asker gets it at once, whatever budget they ask for.
- **Hints.** A ``hint`` WebSocket message asks for the coach's view of the seat's current decision
  (:func:`unoduo.analysis.evaluate` with a small budget, in a worker process): the suggested action and the
  win chance of every legal choice. Only in games where every other seat is a bot, and never in a rated game
  while it runs (``hints_rated``): the server refuses, whatever the page shows.
- **Limits** (:mod:`unoduo.web.coach.quotas`, SECURITY.md "The coach"): jobs queued or running per address, per
  account and in all, reviews and hints per address and per account over time (partly in the database's limit
  counters). Jobs waiting for a worker are served round-robin over the client addresses
  (:class:`~unoduo.web.coach.fair_queue.FairQueue`): one address's backlog never delays another's next hint.
  A refusal is a :class:`~unoduo.web.limits.quotas.LimitExceeded` (HTTP) or an ``error`` message (WebSocket)
  with its own code.

A finished match shows every hand in its replay anyway, so any seat's review may be asked by anyone; a hint
uses only the asking seat's own view (:func:`unoduo.core.view`), as the bots do.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import math
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from unoduo.core import view
from unoduo.i18n import _, use_language
from unoduo.storage import Store
from unoduo.storage.limits import LimitCounters
from unoduo.storage.reviews import reviews_table
from unoduo.web.coach import analysis_jobs
from unoduo.web.coach.quotas import CoachQuotas
from unoduo.web.coach.seats import SeatFacts
from unoduo.web.coach.workers import WorkerFailed, WorkerPool
from unoduo.web.errors import ActError, ApiError
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.limits.shared_use import REVIEWS, SharedUse
from unoduo.web.play.game import Game, GameConnection
from unoduo.web.protocol import ErrorMessage, HintOffer

log = logging.getLogger("unoduo.web")

#: Bumped when the page's review JSON changes shape: older stored reviews are then computed again.
REVIEW_FORMAT = 1


def _analysis_fingerprint() -> str:
    """A hash of the analysis's source (unoduo/analysis/*.py): a stored review made by other code (another
    method, other thresholds) is not served as if this code had made it; it is computed again."""
    folder = Path(__file__).resolve().parents[2] / "analysis"
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


ANALYSIS_FINGERPRINT = _analysis_fingerprint()
REVIEWS_KEPT = 32  # finished reviews kept in memory as JSON text (the database keeps them all)
HINTS_KEPT = 256  # hints kept in memory (a page that asks again for the same decision gets it at once)


def review_levels(limits: ServerLimits) -> list[int]:
    """The budgets a review is computed at, shallowest first: a quarter of the default, the default and four
    times it, within the accepted range (the page's "quick", "standard" and "deep", review.js)."""
    low, high = limits.review_min_budget, limits.review_max_budget

    def clamp(value: float) -> int:
        return max(low, min(high, math.floor(value + 0.5)))

    default = limits.review_budget
    return sorted({clamp(default / 4), clamp(default), clamp(default * 4)})


def level_of(budget: int, levels: list[int], cap: int) -> int:
    """The level a budget is served at: the deepest level at or below both ``budget`` and ``cap`` (the
    shallowest level when they are below all)."""
    fitting = [level for level in levels if level <= min(budget, cap)]
    return fitting[-1] if fitting else levels[0]


# ---------------------------------------------------------------------- reviews


@dataclass
class ReviewJob:
    """One review: queued, running, done (its JSON text) or failed (an error code and a sentence)."""

    game_id: str
    seat: int
    budget: int
    owner: str | None  # the client address that asked
    account: str | None = None  # ... and its account (None: a guest)
    status: str = "queued"
    done: int = 0
    total: int = 0
    text: str | None = None
    error: tuple[str, str] | None = None
    queued_at: float = field(default_factory=time.monotonic)
    task: asyncio.Task[None] | None = None

    @property
    def key(self) -> str:
        return review_key(self.game_id, self.seat, self.budget)

    @property
    def active(self) -> bool:
        return self.status in ("queued", "running")


def review_key(game_id: str, seat: int, budget: int) -> str:
    """The cache key: the game, seat and level, and the review's format and analysis code that made it."""
    return f"{game_id}/{seat}/{budget}/{REVIEW_FORMAT}.{ANALYSIS_FINGERPRINT}"


def _account_key(account: str) -> str:
    return f"account:{account}"


class Coach:
    """The reviews and hints of one server process (created and shut down with the hub)."""

    def __init__(self, store: Store, limits: ServerLimits, shared: SharedUse | None = None) -> None:
        self.store = store
        self.limits = limits
        self.quotas = CoachQuotas(limits, counters=LimitCounters(store))
        self.seats = SeatFacts(store)
        # The other server processes' reviews and hints count too (a cluster: unoduo.web.limits.shared_use).
        self.shared = shared or SharedUse()
        self.shared.register("review", self.quotas.reviews)
        self.shared.register("hint", self.quotas.hints)
        self.review_pool = WorkerPool(limits.review_workers, "review")
        self.hint_pool = WorkerPool(limits.hint_workers, "hint")
        self.levels = review_levels(limits)
        self.jobs: OrderedDict[str, ReviewJob] = OrderedDict()  # active and failed jobs, and recent reviews
        self._hints: OrderedDict[tuple[str, int, int], dict[str, Any]] = OrderedDict()
        self._hinting: set[GameConnection] = set()
        self._hints_of: Counter[str] = Counter()  # address or account key -> hints waiting or computing
        self._tasks: set[asyncio.Task[Any]] = set()
        self.computed = 0  # reviews computed by this process (the tests check the cache with it)

    async def shutdown(self) -> None:
        self.review_pool.close()
        self.hint_pool.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _spawn(self, coro: Any, name: str) -> asyncio.Task[Any]:
        task = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # -------------------------------------------------------------- checks

    def budget_of(self, budget: int | None, account: str | None = None) -> int:
        """The level a review asked with ``budget`` (playouts per decision; None: the server's default) is
        served at, for an account or (None) a guest; ApiError if ``budget`` is out of range."""
        if budget is None:
            budget = self.limits.review_budget
        low, high = self.limits.review_min_budget, self.limits.review_max_budget
        if not low <= budget <= high:
            raise ApiError(
                422,
                "bad_request",
                _("The review budget must be from {low} to {high} playouts per decision.").format(low=low, high=high),
            )
        cap = high if account is not None else self.limits.review_guest_max_budget
        return level_of(budget, self.levels, cap)

    @staticmethod
    def _check_finished(game: Game, seat: int) -> None:
        if not game.state.is_over:
            raise ApiError(409, "not_finished", _("A review is available once the match is over."))
        if not 0 <= seat < game.row.players:
            raise ApiError(422, "bad_request", _("This match has no seat {seat}.").format(seat=seat))

    # -------------------------------------------------------------- reviews

    async def review_status(self, game: Game, seat: int, budget: int | None, account: str | None = None) -> str:
        """The review's status as JSON text (docs/protocol.md, "Reviews"); starts nothing."""
        self._check_finished(game, seat)
        level = self.budget_of(budget, account)
        job = await self._known(game.id, seat, level)
        if job is None:
            return _status_text(ReviewJob(game.id, seat, level, None, status="none"), None)
        return _status_text(job, self._queue_position(job))

    async def request_review(
        self, game: Game, seat: int, budget: int | None, address: str | None, account: str | None = None
    ) -> tuple[str, str]:
        """Start the review unless it is known (done, queued or running, at this level or a deeper one); its
        status and the status as JSON."""
        self._check_finished(game, seat)
        level = self.budget_of(budget, account)
        job = await self._known(game.id, seat, level)
        if job is not None and job.status != "failed":
            return job.status, _status_text(job, self._queue_position(job))
        active = [j for j in self.jobs.values() if j.active]
        mine = sum(1 for j in active if j.owner == address)
        elsewhere = self.shared.others(REVIEWS, address) if address is not None else 0
        account_mine = 0
        if account is not None:
            account_mine = sum(1 for j in active if j.account == account)
            account_mine += self.shared.others(REVIEWS, _account_key(account))
        self.quotas.check_review(address, mine + elsewhere, len(active), account=account, account_mine=account_mine)
        await self.quotas.reserve_review(address, account)
        job = await self._known(game.id, seat, level)  # another request may have started it meanwhile
        if job is not None and job.status != "failed":
            return job.status, _status_text(job, self._queue_position(job))
        job = ReviewJob(game.id, seat, level, address, account)
        self.jobs[job.key] = job
        self._count_reviews(job)
        self.jobs.move_to_end(job.key)
        record = game.record()
        job.task = self._spawn(self._compute(job, record), f"review-{job.key}")
        return job.status, _status_text(job, self._queue_position(job))

    async def _known(self, game_id: str, seat: int, level: int) -> ReviewJob | None:
        """The review of ``level`` or a deeper one: done, else queued or running, else the failed one of this
        level; in memory, or stored by an earlier run (then kept in memory again)."""
        deeper = [lv for lv in self.levels if lv >= level] or [level]
        jobs = [j for j in (self.jobs.get(review_key(game_id, seat, lv)) for lv in deeper) if j is not None]
        for wanted in ("done", "running", "queued"):
            for job in jobs:
                if job.status == wanted:
                    self.jobs.move_to_end(job.key)
                    return job
        for lv in reversed(deeper):
            text = await self._load(review_key(game_id, seat, lv))
            if text is not None:
                job = ReviewJob(game_id, seat, lv, None, status="done", text=text)
                self._keep(job)
                return job
        return jobs[0] if jobs else None

    def _queue_position(self, job: ReviewJob) -> int | None:
        """1 for the next review to start, and so on (None unless queued): its place in the round-robin."""
        if job.status != "queued":
            return None
        owner = job.owner or ""
        earlier = sum(1 for j in self.jobs.values()
                      if j.status == "queued" and (j.owner or "") == owner and j.queued_at < job.queued_at)
        return self.review_pool.queue.position(owner, earlier)

    def _keep(self, job: ReviewJob) -> None:
        """Keep ``job``; forget the oldest finished reviews beyond :data:`REVIEWS_KEPT` (never an active job)."""
        self.jobs[job.key] = job
        self.jobs.move_to_end(job.key)
        finished = [key for key, j in self.jobs.items() if not j.active]
        for key in finished[: max(0, len(finished) - REVIEWS_KEPT)]:
            del self.jobs[key]

    async def _compute(self, job: ReviewJob, record: dict[str, Any]) -> None:
        def started() -> None:
            job.status = "running"

        def progress(done: int, total: int) -> None:
            job.done, job.total = done, total

        began = time.monotonic()
        try:
            text = await self.review_pool.run(
                analysis_jobs.review_job,
                (record, job.seat, job.budget),
                timeout=self.limits.review_timeout,
                on_progress=progress,
                on_start=started,
                owner=job.owner or "",
            )
        except WorkerFailed as exc:
            log.error("review %s failed: %s", job.key, exc.reason)
            job.status = "failed"
            job.error = ("review_timeout", "") if exc.timed_out else ("review_failed", "")
            self._keep(job)
            self._count_reviews(job)
            return
        job.text = str(text)
        job.status = "done"
        job.done = job.total = max(job.total, job.done)
        self.computed += 1
        self._keep(job)
        self._count_reviews(job)
        log.info("review %s computed in %.1f s", job.key, time.monotonic() - began)
        try:
            await self._save(job)
        except Exception:  # the review is still served from memory; it is computed again after a restart
            log.exception("review %s could not be stored", job.key)

    def _count_reviews(self, job: ReviewJob) -> None:
        """Tell the other processes how many of the job's address's (and account's) reviews are queued or
        running here."""
        active = [j for j in self.jobs.values() if j.active]
        if job.owner is not None:
            self.shared.set_count(REVIEWS, job.owner, sum(1 for j in active if j.owner == job.owner))
        if job.account is not None:
            count = sum(1 for j in active if j.account == job.account)
            self.shared.set_count(REVIEWS, _account_key(job.account), count)

    async def _load(self, key: str) -> str | None:
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(reviews_table.c.body).where(reviews_table.c.key == key))).first()
        return None if row is None else str(row[0])

    async def _save(self, job: ReviewJob) -> None:
        assert job.text is not None
        values = {"key": job.key, "game_id": job.game_id, "created": datetime.now(UTC).isoformat(), "body": job.text}
        with contextlib.suppress(IntegrityError):  # another server process stored it first: same review
            async with self.store.engine.begin() as conn:
                await conn.execute(reviews_table.insert().values(**values))

    # -------------------------------------------------------------- hints

    def hint(self, conn: GameConnection, seq: int) -> None:
        """Work out a hint for the connection's seat at ``seq`` and send it (a ``hint`` or an ``error``).

        The checks that need no database happen now (:class:`ActError` if refused), so a flood of refused asks
        costs little; the rest (a rated game? the seat's account, the database's quotas) and the evaluation run
        in a task, whose answer is sent when ready, so the connection goes on receiving meanwhile (the player may
        act without waiting). A hint is cached per (game, decision, seat): its budget is the server's, so asking
        again never computes again.
        """
        game = conn.game
        seat = conn.seat
        if game is None or seat is None:
            raise ActError("hints_off", _("Only a player in the game can ask for a hint."))
        if any(s.kind == "human" and s.seat != seat for s in game.row.seats):
            raise ActError("hints_off", _("Hints are only for games against bots: another person plays here."))
        if game.status != "playing":
            raise ActError("not_playing", _("There is nothing to hint: the game is not going on."))
        if seq != game.seq:
            raise ActError("stale", _("That action was based on an old state of the game."))
        if game.state.to_act != seat:
            raise ActError("not_your_turn", _("A hint is for your own turn: wait until it is your turn."))
        key = (game.id, seq, seat)
        cached = self._hints.get(key)  # only ever made in a game that is not rated
        if cached is not None:
            self._hints.move_to_end(key)
            conn.send(_hint_offer(seq, seat, cached))
            return
        if conn in self._hinting:
            raise ActError("hint_busy", _("The coach is still thinking about your last hint."))
        address = conn.client_address
        try:
            self.quotas.check_hint(address, self.hint_pool.waiting + self.hint_pool.running,
                                   mine=self._hints_of[address] if address is not None else 0)
        except LimitExceeded as exc:
            raise ActError(exc.code, exc.message) from None
        self._hinting.add(conn)
        owners = [address] if address is not None else []
        self._hints_of.update(owners)
        self._spawn(self._hint_task(conn, game, key, owners), f"hint-{game.id}-{seq}")

    async def _hint_task(self, conn: GameConnection, game: Game, key: tuple[str, int, int], owners: list[str]) -> None:
        with use_language(conn.lang):
            try:
                await self._hint_checked(conn, game, key, owners)
            except Exception:  # a database error, say: the page hears the hint failed, the log says why
                log.exception("hint %s failed", key)
                message = _("The coach could not work out a hint; try again.")
                conn.send(ErrorMessage(type="error", code="hint_failed", message=message, seq=key[1], reason=None))
            finally:
                self._hinting.discard(conn)
                self._hints_of.subtract(owners)
                for owner in owners:
                    if self._hints_of[owner] <= 0:
                        del self._hints_of[owner]

    async def _hint_checked(
        self, conn: GameConnection, game: Game, key: tuple[str, int, int], owners: list[str]
    ) -> None:
        """The checks that read the database, then the hint (``owners``: the address and account keys whose
        waiting hints count this one; the account's is added here)."""
        game_id, seq, seat = key
        try:
            if await self.seats.rated(game_id):
                raise ActError("hints_rated", _("No hints in a rated game: the coach can review it once it is over."))
            address = conn.client_address
            account = await self.seats.account_of(game_id, seat)
            try:
                if account is not None:
                    self.quotas.check_account_hint(account, self._hints_of[_account_key(account)])
                    owners.append(_account_key(account))
                    self._hints_of[_account_key(account)] += 1
                await self.quotas.reserve_hint(address, account)
            except LimitExceeded as exc:
                raise ActError(exc.code, exc.message) from None
            if game.seq != seq:  # the player acted meanwhile: the hint is of no use now
                return
            result = await self._compute_hint(key, view(game.state, seat), address or "")
        except ActError as exc:
            conn.send(ErrorMessage(type="error", code=exc.code, message=exc.message, seq=seq, reason=exc.reason))
            return
        conn.send(_hint_offer(seq, seat, result))

    async def _compute_hint(self, key: tuple[str, int, int], seat_view: Any, owner: str) -> dict[str, Any]:
        try:
            result: dict[str, Any] = await self.hint_pool.run(
                analysis_jobs.hint_job, (seat_view, self.limits.hint_budget), timeout=self.limits.hint_timeout,
                owner=owner,
            )
        except WorkerFailed as exc:
            log.error("hint %s failed: %s", key, exc.reason)
            raise ActError("hint_failed", _("The coach could not work out a hint; try again.")) from None
        self._hints[key] = result
        while len(self._hints) > HINTS_KEPT:
            self._hints.popitem(last=False)
        return result


def _hint_offer(seq: int, seat: int, fields: dict[str, Any]) -> HintOffer:
    return HintOffer.model_validate({"type": "hint", "seq": seq, "seat": seat, **fields})


def _status_text(job: ReviewJob, position: int | None) -> str:
    """A review's status as JSON text; a finished review's JSON is spliced in as it is (never parsed again)."""
    error = None
    if job.error is not None:
        code = job.error[0]
        message = (
            _("The review took too long and was stopped; try a smaller budget.")
            if code == "review_timeout"
            else _("The review failed; try again.")
        )
        error = {"code": code, "message": message}
    head = {
        "game": job.game_id,
        "seat": job.seat,
        "budget": job.budget,
        "status": job.status,
        "queue_position": position,
        "done": job.done,
        "total": job.total,
        "error": error,
    }
    return json.dumps(head)[:-1] + ', "review": ' + (job.text if job.text is not None else "null") + "}"
