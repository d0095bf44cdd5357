"""The coach: post-game reviews and hints, computed in worker processes (:mod:`unoduo.web.coach.workers`).

- **Reviews.** ``POST /api/games/{id}/review`` asks for the review of one seat's decisions in a finished match
  (:func:`unoduo.analysis.review_record`); ``GET`` the same path polls it: queued (with its place in the
  queue), running (decisions done of all), done (the review itself) or failed. Each review runs in its own
  worker process, at most ``review_workers`` at once, so neither the event loop nor the bots ever wait for it;
  a review that takes longer than ``review_timeout`` is stopped. A review is computed once per (game, seat,
  budget): kept in memory (the most recent ones) and in the database table ``reviews``, so it survives a
  restart and every later asker gets it at once.
- **Hints.** A ``hint`` WebSocket message asks for the coach's view of the seat's current decision
  (:func:`unoduo.analysis.evaluate` with a small budget, in a worker process): the suggested action and the
  win chance of every legal choice. Only in games where every other seat is a bot: the server refuses a hint
  in a game with another person, whatever the page shows.
- **Limits** (:class:`~unoduo.web.limits.settings.ServerLimits`, docs/server.md "Limits"): reviews queued or running
  per client address and in all, reviews and hints per address over time, hints waiting in all. A refusal is
  a :class:`~unoduo.web.limits.quotas.LimitExceeded` (HTTP) or an ``error`` message (WebSocket) with its own code.

A finished match shows every hand in its replay anyway, so any seat's review may be asked by anyone; a hint
uses only the asking seat's own view (:func:`unoduo.core.view`), as the bots do.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Column, MetaData, String, Table, Text, select
from sqlalchemy.exc import IntegrityError

from unoduo.core import view
from unoduo.i18n import _, ngettext, use_language
from unoduo.storage import Store
from unoduo.web.coach import analysis_jobs
from unoduo.web.coach.workers import WorkerFailed, WorkerPool
from unoduo.web.errors import ActError, ApiError
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.rate import KeyedRateLimiter
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

review_metadata = MetaData()

#: Finished reviews, one row per (game, seat, budget, format): ``body`` is the review's JSON text.
reviews_table = Table(
    "reviews",
    review_metadata,
    Column("key", String(100), primary_key=True),
    Column("game_id", String(32), nullable=False, index=True),
    Column("created", String(40), nullable=False),
    Column("body", Text, nullable=False),
)


# ---------------------------------------------------------------------- limits


class CoachQuotas:
    """How many reviews and hints each client address (and everyone together) may ask for."""

    def __init__(self, limits: ServerLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.reviews = KeyedRateLimiter(limits.reviews_per_hour / 3600.0, limits.review_burst, clock=clock)
        self.hints = KeyedRateLimiter(limits.hints_per_minute / 60.0, limits.hint_burst, clock=clock)

    def check_review(self, address: str | None, mine: int, pending: int) -> None:
        """Before queueing a review: ``mine`` of this address's reviews and ``pending`` in all are queued or
        running. Raises :class:`LimitExceeded`; else the review is counted."""
        if pending >= self.limits.max_pending_reviews:
            raise LimitExceeded(
                503, "reviews_busy", _("The server is busy with other reviews: try again in a few minutes."), 60.0
            )
        if address is None or self.limits.exempt(address):
            return
        if mine >= self.limits.reviews_per_address:
            raise LimitExceeded(
                429,
                "too_many_reviews",
                ngettext(
                    "You already have {n} review in progress: wait until it is ready.",
                    "You already have {n} reviews in progress: wait until they are ready.",
                    mine,
                ).format(n=mine),
            )
        if not self.reviews.allow(address):
            raise LimitExceeded(
                429, "rate_limited", _("Too many reviews: try again later."), self.reviews.retry_after(address)
            )

    def check_hint(self, address: str | None, pending: int) -> None:
        if pending >= self.limits.max_pending_hints:
            raise LimitExceeded(503, "hints_busy", _("The coach is busy: ask for a hint again in a moment."), 2.0)
        if address is None or self.limits.exempt(address):
            return
        if not self.hints.allow(address):
            raise LimitExceeded(
                429, "too_many_hints", _("Too many hints: try again in a moment."), self.hints.retry_after(address)
            )


# ---------------------------------------------------------------------- reviews


@dataclass
class ReviewJob:
    """One review: queued, running, done (its JSON text) or failed (an error code and a sentence)."""

    game_id: str
    seat: int
    budget: int
    owner: str | None
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
    """The cache key: the game, seat and budget, and the review's format and analysis code that made it."""
    return f"{game_id}/{seat}/{budget}/{REVIEW_FORMAT}.{ANALYSIS_FINGERPRINT}"


class Coach:
    """The reviews and hints of one server process (created and shut down with the hub)."""

    def __init__(self, store: Store, limits: ServerLimits, shared: SharedUse | None = None) -> None:
        self.store = store
        self.limits = limits
        self.quotas = CoachQuotas(limits)
        # The other server processes' reviews and hints count too (a cluster: unoduo.web.limits.shared_use).
        self.shared = shared or SharedUse()
        self.shared.register("review", self.quotas.reviews)
        self.shared.register("hint", self.quotas.hints)
        self.review_pool = WorkerPool(limits.review_workers, "review")
        self.hint_pool = WorkerPool(limits.hint_workers, "hint")
        self.jobs: OrderedDict[str, ReviewJob] = OrderedDict()  # active and failed jobs, and recent reviews
        self._hints: OrderedDict[tuple[str, int, int], dict[str, Any]] = OrderedDict()
        self._hinting: set[GameConnection] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._table_ready: asyncio.Lock | None = None
        self._table_made = False
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

    def budget_of(self, budget: int | None) -> int:
        """The review budget asked for (playouts per decision), or the server's default; ApiError if out of range."""
        if budget is None:
            return self.limits.review_budget
        low, high = self.limits.review_min_budget, self.limits.review_max_budget
        if not low <= budget <= high:
            raise ApiError(
                422,
                "bad_request",
                _("The review budget must be from {low} to {high} playouts per decision.").format(low=low, high=high),
            )
        return budget

    @staticmethod
    def _check_finished(game: Game, seat: int) -> None:
        if not game.state.is_over:
            raise ApiError(409, "not_finished", _("A review is available once the match is over."))
        if not 0 <= seat < game.row.players:
            raise ApiError(422, "bad_request", _("This match has no seat {seat}.").format(seat=seat))

    # -------------------------------------------------------------- reviews

    async def review_status(self, game: Game, seat: int, budget: int | None) -> str:
        """The review's status as JSON text (docs/protocol.md, "Reviews"); starts nothing."""
        self._check_finished(game, seat)
        amount = self.budget_of(budget)
        job = await self._known(game.id, seat, amount)
        if job is None:
            return _status_text(ReviewJob(game.id, seat, amount, None, status="none"), None)
        return _status_text(job, self._queue_position(job))

    async def request_review(
        self, game: Game, seat: int, budget: int | None, address: str | None
    ) -> tuple[str, str]:
        """Start the review unless it is known (done, queued or running); its status and the status as JSON."""
        self._check_finished(game, seat)
        amount = self.budget_of(budget)
        job = await self._known(game.id, seat, amount)
        if job is not None and job.status != "failed":
            return job.status, _status_text(job, self._queue_position(job))
        active = [j for j in self.jobs.values() if j.active]
        mine = sum(1 for j in active if j.owner == address)
        elsewhere = self.shared.others(REVIEWS, address) if address is not None else 0
        self.quotas.check_review(address, mine + elsewhere, len(active))
        job = ReviewJob(game.id, seat, amount, address)
        self.jobs[job.key] = job
        self._count_reviews(address)
        self.jobs.move_to_end(job.key)
        record = game.record()
        job.task = self._spawn(self._compute(job, record), f"review-{job.key}")
        return job.status, _status_text(job, self._queue_position(job))

    async def _known(self, game_id: str, seat: int, budget: int) -> ReviewJob | None:
        """The job in memory, or a review stored by an earlier run (then kept in memory again)."""
        key = review_key(game_id, seat, budget)
        job = self.jobs.get(key)
        if job is not None:
            self.jobs.move_to_end(key)
            return job
        text = await self._load(key)
        if text is None:
            return None
        job = ReviewJob(game_id, seat, budget, None, status="done", text=text)
        self._keep(job)
        return job

    def _queue_position(self, job: ReviewJob) -> int | None:
        """1 for the next review to start, and so on (None unless queued)."""
        if job.status != "queued":
            return None
        ahead = [j for j in self.jobs.values() if j.status == "queued" and j.queued_at <= job.queued_at]
        return len(ahead)

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
            )
        except WorkerFailed as exc:
            log.error("review %s failed: %s", job.key, exc.reason)
            job.status = "failed"
            job.error = ("review_timeout", "") if exc.timed_out else ("review_failed", "")
            self._keep(job)
            self._count_reviews(job.owner)
            return
        job.text = str(text)
        job.status = "done"
        job.done = job.total = max(job.total, job.done)
        self.computed += 1
        self._keep(job)
        self._count_reviews(job.owner)
        log.info("review %s computed in %.1f s", job.key, time.monotonic() - began)
        try:
            await self._save(job)
        except Exception:  # the review is still served from memory; it is computed again after a restart
            log.exception("review %s could not be stored", job.key)

    def _count_reviews(self, address: str | None) -> None:
        """Tell the other processes how many of ``address``'s reviews are queued or running here."""
        if address is not None:
            mine = sum(1 for j in self.jobs.values() if j.active and j.owner == address)
            self.shared.set_count(REVIEWS, address, mine)

    async def _table(self) -> None:
        if self._table_made:
            return
        if self._table_ready is None:
            self._table_ready = asyncio.Lock()
        async with self._table_ready:
            if not self._table_made:
                await self.store.create_tables(review_metadata)
                self._table_made = True

    async def _load(self, key: str) -> str | None:
        await self._table()
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(reviews_table.c.body).where(reviews_table.c.key == key))).first()
        return None if row is None else str(row[0])

    async def _save(self, job: ReviewJob) -> None:
        await self._table()
        assert job.text is not None
        values = {"key": job.key, "game_id": job.game_id, "created": datetime.now(UTC).isoformat(), "body": job.text}
        with contextlib.suppress(IntegrityError):  # another server process stored it first: same review
            async with self.store.engine.begin() as conn:
                await conn.execute(reviews_table.insert().values(**values))

    # -------------------------------------------------------------- hints

    def hint(self, conn: GameConnection, seq: int) -> None:
        """Work out a hint for the connection's seat at ``seq`` and send it (a ``hint`` or an ``error``).

        The checks happen now (:class:`ActError` if refused); the evaluation runs in a worker and its answer is
        sent when ready, so the connection goes on receiving meanwhile (the player may act without waiting).
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
        cached = self._hints.get(key)
        if cached is not None:
            self._hints.move_to_end(key)
            conn.send(_hint_offer(seq, seat, cached))
            return
        if conn in self._hinting:
            raise ActError("hint_busy", _("The coach is still thinking about your last hint."))
        try:
            self.quotas.check_hint(conn.client_address, self.hint_pool.waiting + self.hint_pool.running)
        except LimitExceeded as exc:
            raise ActError(exc.code, exc.message) from None
        self._hinting.add(conn)
        seat_view = view(game.state, seat)
        self._spawn(self._compute_hint(conn, key, seat_view), f"hint-{game.id}-{seq}")

    async def _compute_hint(self, conn: GameConnection, key: tuple[str, int, int], seat_view: Any) -> None:
        _game_id, seq, seat = key
        try:
            result = await self.hint_pool.run(
                analysis_jobs.hint_job, (seat_view, self.limits.hint_budget), timeout=self.limits.hint_timeout
            )
        except WorkerFailed as exc:
            log.error("hint %s failed: %s", key, exc.reason)
            with use_language(conn.lang):
                message = _("The coach could not work out a hint; try again.")
            conn.send(ErrorMessage(type="error", code="hint_failed", message=message, seq=seq, reason=None))
            return
        finally:
            self._hinting.discard(conn)
        self._hints[key] = result
        while len(self._hints) > HINTS_KEPT:
            self._hints.popitem(last=False)
        conn.send(_hint_offer(seq, seat, result))


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
