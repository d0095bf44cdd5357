"""The post-game review: every decision of one seat evaluated with what that seat knew at the time.

:func:`review_record` replays a record, takes the seat's view just before each of its decisions, and runs
:func:`~unoduo.analysis.evaluate.evaluate` on it (with a seed derived from the review's seed and the
decision's index in the record, so a review equals the reviews of its decisions one by one,
:func:`review_decision`). Each decision gets the win chance before it (the best action's), after it (the
chosen action's), the loss between them and a label (:func:`label_for`, thresholds in :data:`THRESHOLDS`).
docs/analysis.md documents the JSON form (:meth:`Review.to_json`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any

from unoduo.core import Action, IllegalActionError, Record, RecordError, View, replay, view
from unoduo.core.record import ReplayError, parse_action_line

from .evaluate import ROUGH_DECISIONS, Budget, evaluate

FORMAT = "unoduo-review/1"
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
#: The labels by loss in round-win chance (the best action's less the chosen one's, 0-1): a loss below the
#: first bound is ``best``, below the second ``good``, and so on; ``blunder`` from 0.15 (15 points) up.
#: A loss smaller than two standard errors of the paired difference is not told apart from noise: it is
#: labelled ``best`` or ``good`` whatever its size.
THRESHOLDS: dict[str, float] = {"best": 0.01, "good": 0.03, "inaccuracy": 0.07, "mistake": 0.15}
#: How many of a round's costliest decisions its summary names.
WORST_PER_ROUND = 3

Progress = Callable[[int, int], None]


def label_for(loss: float, loss_se: float = 0.0) -> str:
    """The label of a decision that lost ``loss`` round-win chance (see :data:`THRESHOLDS`)."""
    if loss < THRESHOLDS["best"]:
        return "best"
    if loss < THRESHOLDS["good"] or loss < 2 * loss_se:
        return "good"
    if loss < THRESHOLDS["inaccuracy"]:
        return "inaccuracy"
    if loss < THRESHOLDS["mistake"]:
        return "mistake"
    return "blunder"


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One reviewed decision. Chances are the seat's, 0-1; ``before`` is the position's (its best action's,
    cross-validated: :func:`~unoduo.analysis.evaluate.evaluate`), ``after`` the chosen action's, and ``loss``
    the best action's chance less the chosen one's on the same playouts. ``forced``: the only legal action;
    ``judged``: False for decisions the playouts judge roughly (a draft pick, a challenge: docs/analysis.md
    "Limits"), whose label is still given."""

    round: int
    index: int
    decision: str
    action: Action
    best: Action
    win_before: float
    win_before_se: float
    win_after: float
    win_after_se: float
    match_before: float
    match_before_se: float
    match_after: float
    match_after_se: float
    loss: float
    loss_se: float
    label: str
    forced: bool
    judged: bool
    alternatives: tuple[tuple[Action, float, float], ...] = ()  # (action, round win, its SE), best first

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "index": self.index,
            "decision": self.decision,
            "action": str(self.action),
            "best": str(self.best),
            "win_before": _r(self.win_before),
            "win_before_se": _r(self.win_before_se),
            "win_after": _r(self.win_after),
            "win_after_se": _r(self.win_after_se),
            "match_before": _r(self.match_before),
            "match_before_se": _r(self.match_before_se),
            "match_after": _r(self.match_after),
            "match_after_se": _r(self.match_after_se),
            "loss": _r(self.loss),
            "loss_se": _r(self.loss_se),
            "label": self.label,
            "forced": self.forced,
            "judged": self.judged,
            "alternatives": [
                {"action": str(action), "win": _r(win), "win_se": _r(se)} for action, win, se in self.alternatives
            ],
        }


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """A round of the review: how many decisions, the accuracy (the share, in %, of the judged, unforced
    decisions labelled best or good; 100 when there are none), the count of each label, the indexes (in the
    record) of the costliest judged decisions (not labelled best, at most :data:`WORST_PER_ROUND`), and
    whether the seat won the round (None: the record ends before the round does)."""

    round: int
    decisions: int
    accuracy: float
    labels: dict[str, int]
    worst: tuple[int, ...]
    won: bool | None
    loss: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "decisions": self.decisions,
            "accuracy": round(self.accuracy, 1),
            "labels": dict(self.labels),
            "worst": list(self.worst),
            "won": self.won,
            "loss": _r(self.loss),
        }


@dataclass(frozen=True)
class Review:
    """The review of one seat's decisions in a record (:func:`review_record`)."""

    seat: int
    ruleset: str
    players: int
    budget: str
    seed: int
    decisions: tuple[DecisionReview, ...]
    rounds: tuple[RoundSummary, ...]
    actions: int = 0  # the record's number of actions
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def accuracy(self) -> float:
        """The accuracy over the whole record (see :class:`RoundSummary`)."""
        return _accuracy(self.decisions)

    def marked(self, at_least: str = "inaccuracy") -> list[DecisionReview]:
        """The judged decisions labelled ``at_least`` or worse, in record order (a draft pick or a challenge
        is never marked: the playouts judge them too roughly, docs/analysis.md "Limits")."""
        floor = LABELS.index(at_least)
        return [d for d in self.decisions if d.judged and LABELS.index(d.label) >= floor]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "seat": self.seat,
            "ruleset": self.ruleset,
            "players": self.players,
            "budget": self.budget,
            "seed": self.seed,
            "thresholds": dict(THRESHOLDS),
            "actions": self.actions,
            "accuracy": round(self.accuracy, 1),
            "labels": _counts(self.decisions),
            "decisions": [d.to_dict() for d in self.decisions],
            "rounds": [r.to_dict() for r in self.rounds],
        }

    def to_json(self, indent: int | None = 1) -> str:
        """The documented JSON form (docs/analysis.md "Review JSON")."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)


def decision_seed(seed: int, index: int) -> int:
    """The evaluation seed of the decision at ``index`` in the record: the same in a whole review and alone."""
    return (seed * 1_000_003 + index * 7_919 + 1) & 0x7FFF_FFFF_FFFF


def review_decision(
    position: View, action: Action | str, budget: Budget | str | int = "200ms", *, index: int = 0, seed: int = 0
) -> DecisionReview:
    """Review one decision: ``position`` is the seat's view just before it, ``action`` what the seat did.

    ``index`` (the action's index in its record) and ``seed`` give the evaluation seed
    (:func:`decision_seed`), so this is exactly what :func:`review_record` finds for that decision.
    """
    chosen = Action.parse(action) if isinstance(action, str) else action
    if position.seat is None or position.to_act != position.seat:
        raise ValueError("a decision is reviewed from the view of the seat to act")
    if chosen not in position.legal:
        raise ValueError(f"{chosen} is not a legal action in this position")
    evaluation = evaluate(position, budget, seed=decision_seed(seed, index))
    best = evaluation.best
    assert best is not None
    mine = evaluation.value_of(chosen)
    forced = len(position.legal) == 1
    loss = 0.0 if forced else max(0.0, mine.loss)
    ranked = sorted(evaluation.actions, key=lambda v: -v.round_win)
    return DecisionReview(
        round=position.round,
        index=index,
        decision=position.decision,
        action=chosen,
        best=best.action,
        win_before=evaluation.round_win,
        win_before_se=evaluation.round_win_se,
        win_after=mine.round_win,
        win_after_se=mine.round_win_se,
        match_before=evaluation.match_win,
        match_before_se=evaluation.match_win_se,
        match_after=mine.match_win,
        match_after_se=mine.match_win_se,
        loss=loss,
        loss_se=mine.loss_se,
        label="best" if forced or mine.action == best.action else label_for(loss, mine.loss_se),
        forced=forced,
        judged=position.decision not in ROUGH_DECISIONS,
        alternatives=tuple((v.action, v.round_win, v.round_win_se) for v in ranked),
    )


def seat_decisions(record: Record, seat: int) -> list[tuple[int, View, Action]]:
    """Each decision of ``seat`` in ``record``: (index in the record, the seat's view before it, the action).

    Raises the record's errors (RecordError, ReplayError) for a record that does not replay.
    """
    if type(seat) is not int or not 0 <= seat < record.players:
        raise ValueError(f"no seat {seat!r} in a {record.players}-player record")
    state = record.start()
    found: list[tuple[int, View, Action]] = []
    for index, line in enumerate(record.actions):
        try:
            who, action = parse_action_line(line, state.players)
            if who == seat and state.to_act == seat:
                found.append((index, view(state, seat), action))
            state.apply(action, who)
        except (IllegalActionError, RecordError) as exc:  # the same errors as core's replay()
            raise ReplayError(exc.reason, f"action {index} ({line!r}): {exc.message}", index, line) from None
    return found


def review_record(
    record: Record | str | dict[str, Any],
    seat: int,
    budget: Budget | str | int = "200ms",
    progress: Progress | None = None,
    workers: int | None = None,
    *,
    seed: int = 0,
) -> Review:
    """Review every decision of ``seat`` in ``record`` (a Record, its JSON text or its dict).

    ``progress(done, total)`` is called after each decision (and once with 0 at the start). ``workers``:
    processes to use (None or 1: this process; 0: every core). With a playout budget the review is the same
    whatever the number of workers.
    """
    if isinstance(record, str):
        record = Record.from_json(record)
    elif isinstance(record, dict):
        record = Record.from_dict(record)
    limit = Budget.parse(budget)
    decisions = seat_decisions(record, seat)
    total = len(decisions)
    if progress is not None:
        progress(0, total)
    count = (os.cpu_count() or 1) if workers == 0 else (workers or 1)
    if count < 0:
        raise ValueError(f"workers must be 0 (every core) or more, not {workers}")
    results: list[DecisionReview | None] = [None] * total
    if count <= 1 or total <= 1:
        for k, (index, position, action) in enumerate(decisions):
            results[k] = review_decision(position, action, limit, index=index, seed=seed)
            if progress is not None:
                progress(k + 1, total)
    else:
        with ProcessPoolExecutor(max_workers=min(count, total), mp_context=get_context("spawn")) as pool:
            futures = {
                pool.submit(review_decision, position, action, limit, index=index, seed=seed): k
                for k, (index, position, action) in enumerate(decisions)
            }
            done = 0
            for future in as_completed(futures):
                results[futures[future]] = future.result()
                done += 1
                if progress is not None:
                    progress(done, total)
    reviewed = tuple(r for r in results if r is not None)
    final = replay(record)
    return Review(
        seat=seat,
        ruleset=record.ruleset,
        players=record.players,
        budget=str(limit),
        seed=seed,
        decisions=reviewed,
        rounds=summarize(reviewed, [r.out for r in final.rounds], seat),
        actions=len(record.actions),
    )


def summarize(decisions: Sequence[DecisionReview], outs: Sequence[int | None], seat: int) -> tuple[RoundSummary, ...]:
    """Per-round summaries of reviewed decisions; ``outs[k]`` is who went out of round k+1 (None: blocked)."""
    rounds = sorted({d.round for d in decisions})
    summaries = []
    for number in rounds:
        mine = [d for d in decisions if d.round == number]
        costly = sorted((d for d in mine if d.judged and d.label != "best"), key=lambda d: -d.loss)[:WORST_PER_ROUND]
        won = None if number > len(outs) else outs[number - 1] == seat
        summaries.append(
            RoundSummary(
                round=number,
                decisions=len(mine),
                accuracy=_accuracy(mine),
                labels=_counts(mine),
                worst=tuple(d.index for d in costly),
                won=won,
                loss=sum(d.loss for d in mine),
            )
        )
    return tuple(summaries)


def _accuracy(decisions: Sequence[DecisionReview]) -> float:
    free = [d for d in decisions if d.judged and not d.forced]
    if not free:
        return 100.0
    return 100.0 * sum(1 for d in free if d.label in ("best", "good")) / len(free)


def _counts(decisions: Sequence[DecisionReview]) -> dict[str, int]:
    return {label: sum(1 for d in decisions if d.label == label) for label in LABELS}


def _r(value: float) -> float:
    return round(value, 4)
