"""A variant study: every combination of the varied options played on the same deals, and what it measures.

Design (common random numbers)
------------------------------
Deal ``k`` (k = 0, 1, ...) has the match seed ``derive_seed("unoduo-lab", seed, k)`` and the first seat
``k % players`` (Duo: the first drafter of round 1; classic: its first player), and every variant plays deal
``k`` with that seed and first seat. The engine seeds each round's shuffle and its later randomness from the
match seed and the round number, and each seat's agent RNG from the match seed and the seat, so two variants
start every deal from the same cards and the same random streams; they part only where their rules make
play differ. Differences are therefore measured *paired*, deal by deal, which cancels most of the luck of
the deal and gives much narrower intervals than two independent samples would.

On the fast lane (``--agents random``: :mod:`unoduo.lab.fastlane`, :mod:`unoduo.fast.lab`) deal ``k`` is seeded
from the same match seed by the fast lane's own generator, so it is the same deal in every fast variant with
the same deck, though not the core's deal ``k``: fast and core labs agree statistically, not number for number.

What is played
--------------
- ``rounds`` deals for the round measures: round 1 of each deal, all seats played by ``agents``.
- the first ``matches`` of those deals are played on to the end of the match (same agents, the ruleset's
  ``target_score``), for "the leader after round 1 wins the match" and the match length. A deal's round 1
  is the same whether or not the match goes on, so these matches cost only their later rounds.
- skill pairs (``heuristic`` vs ``random``, ``ismcts`` vs ``heuristic`` by default): whole matches on
  their own deals (``derive_seed("unoduo-lab-skill:<pair>", seed)`` as the tournament seed), each deal
  played twice with the seats swapped, exactly as :func:`unoduo.sim.tournament.schedule` lays them out; the
  same deals under every variant.

Measures (each per variant with a 95% interval, and as the paired difference from the baseline, the first
combination)
-------------------------------------------------------------------------------------------------------------
- ``turns``: turns in round 1 (decisions of kind turn or volley; see :data:`~unoduo.lab.simulate.TURN_DECISIONS`).
- ``first_player``: the share of rounds won by the seat that took the first turn (a round with no winner
  counts 1/players for it), to compare with 1/players.
- ``first_drafter`` (Duo): the same for P1, the seat that drafts first.
- ``blocked``: the share of rounds that ended blocked (no one went out).
- ``points``: points scored in the round, all seats together.
- ``leader_wins``: over matches where one seat leads alone after round 1 (by the engine's match-winner rule:
  Duo the fewest points, classic the most), the share that seat goes on to win (a drawn match counts a
  half). Paired over matches where both variants have a sole leader.
- ``match_rounds``: rounds per match.
- ``skill:<A>:<B>``: A's match win rate against B (a draw counts a half), paired match by match.

Per variant, rates use Wilson intervals and means the normal interval of a mean. Paired differences of
means use the normal interval of the mean difference; of rates, the Agresti-Min interval (the normal one after
adding half a pseudo-pair to each cell of the paired table), which stays honest for the small ``ismcts``
samples and when every pair agrees (see :mod:`unoduo.lab.stats`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from unoduo.agents.registry import make_agent
from unoduo.core import DUO
from unoduo.sim.match import derive_seed
from unoduo.sim.tournament import schedule

from .fastlane import plan_engines, run_fast
from .settings import LabSettings
from .simulate import DealResult, DealTask, chunk_size, make_chunks, run_local, run_ray
from .stats import Estimate, mean_estimate, paired_difference, paired_rate_difference, rate_estimate
from .variants import Variant


@dataclass(slots=True)
class Metric:
    """One measure: its raw values per variant (aligned by unit: deal or match), estimates and differences."""

    key: str
    title: str
    kind: str  # "rate" or "mean"
    note: str
    values: list[list[float | None]]
    per_variant: list[Estimate] = field(default_factory=list)
    differences: list[Estimate | None] = field(default_factory=list)

    def estimate(self) -> None:
        """Fill ``per_variant`` and ``differences`` (the baseline's difference is None)."""
        one = rate_estimate if self.kind == "rate" else mean_estimate
        self.per_variant = [one(v) for v in self.values]
        base = self.values[0]
        two = paired_rate_difference if self.kind == "rate" else paired_difference
        self.differences = [None] + [two(v, base) for v in self.values[1:]]

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key, "title": self.title, "kind": self.kind, "note": self.note,
            "per_variant": [e.to_json() for e in self.per_variant],
            "differences": [None if d is None else d.to_json() for d in self.differences],
        }


@dataclass(slots=True)
class LabResult:
    settings: LabSettings
    variants: list[Variant]
    metrics: list[Metric]
    turns: list[list[int]]  # round-1 turns per variant, for the distribution plot
    engine: str
    workers: int
    elapsed: float
    deals: dict[str, list[list[DealResult]]] = field(repr=False, default_factory=dict)
    engine_notes: list[str] = field(default_factory=list)  # why variants run on the core, not the fast lane
    notes: list[str] = field(default_factory=list)  # what the reader must know to read it right (lab_notes)

    def metric(self, key: str) -> Metric:
        for m in self.metrics:
            if m.key == key:
                return m
        raise KeyError(key)

    def to_json(self) -> dict[str, Any]:
        s = self.settings
        return {
            "ruleset": s.ruleset, "players": s.players, "seed": s.seed, "agents": list(s.seat_agents()),
            "rounds": s.rounds, "matches": s.matches, "jump_in_chance": s.jump_in_chance,
            "fixed_options": dict(s.fixed),
            "vary": {v.name: list(v.values) for v in s.varies},
            "skill": [{"a": p.a, "b": p.b, "matches": p.matches} for p in s.skill],
            "engine": self.engine, "engine_notes": list(self.engine_notes), "notes": list(self.notes),
            "variants": [{"label": v.label, "ruleset": v.ruleset, "varied": dict(v.varied), "options": v.options}
                         for v in self.variants],
            "metrics": [m.to_json() for m in self.metrics],
        }


Progress = Callable[[str, int], None]


def plan(settings: LabSettings, variant_list: Sequence[Variant]) -> list[DealTask]:
    """Every deal of the study, for every variant (see the module docstring for the seeds)."""
    tasks: list[DealTask] = []
    seats = settings.seat_agents()
    deals = max(settings.rounds, settings.matches)
    for pair in settings.skill:
        if not pair.matches:
            continue
        games = schedule([pair.a, pair.b], pair.matches, settings.players,
                         derive_seed(f"unoduo-lab-skill:{pair.a}:{pair.b}", settings.seed))
        for variant in variant_list:
            tasks.extend(DealTask(pair.key, variant.index, g.index, g.specs, g.seed, g.first, True) for g in games)
    seeds = [derive_seed("unoduo-lab", settings.seed, k) for k in range(deals)]  # the same for every variant
    for variant in variant_list:
        tasks.extend(DealTask("rounds", variant.index, k, seats, seeds[k], k % settings.players, k < settings.matches,
                              settings.jump_in_chance) for k in range(deals))
    return tasks


def _credit(seat: int | None, winner: int | None, players: int) -> float | None:
    if seat is None:
        return None
    if winner is None:
        return 1.0 / players
    return 1.0 if winner == seat else 0.0


def _leader_wins(deal: DealResult) -> float | None:
    if not deal.finished or not deal.rounds or deal.leader is None:
        return None
    if deal.winner is None:
        return 0.5
    return 1.0 if deal.winner == deal.leader else 0.0


def measure(settings: LabSettings, variant_list: Sequence[Variant],
            deals: dict[str, list[list[DealResult]]]) -> list[Metric]:
    """Every measure of the study from the deals played (``deals[kind][variant][unit]``)."""
    players = settings.players
    rounds = [[d.rounds[0] for d in per[: settings.rounds]] for per in deals["rounds"]]
    matches = [per[: settings.matches] for per in deals["rounds"]]
    metrics = [
        Metric("turns", "Round length (turns)", "mean", "turns in round 1: a normal turn or answering a Draw 2",
               [[r.turns for r in rs] for rs in rounds]),
        Metric("first_player", "First player wins the round", "rate",
               f"the seat that took the first turn; no advantage = {100 / players:.1f}%",
               [[_credit(r.first_turn, r.winner, players) for r in rs] for rs in rounds]),
    ]
    if any(v.ruleset == DUO for v in variant_list):  # classic has no draft: n/a for its variants
        metrics.append(Metric("first_drafter", "First drafter (P1) wins the round", "rate",
                              "Duo: the seat that drafts first; no advantage = 50.0%",
                              [[_credit(r.p1, r.winner, players) if v.ruleset == DUO else None for r in rs]
                               for v, rs in zip(variant_list, rounds, strict=True)]))
    metrics += [
        Metric("blocked", "Round blocked", "rate", "no one went out: every player drew from an empty pile in turn",
               [[float(r.blocked) for r in rs] for rs in rounds]),
        Metric("points", "Points per round", "mean", "all seats together",
               [[sum(r.points) for r in rs] for rs in rounds]),
    ]
    if settings.matches:
        metrics += [
            Metric("leader_wins", "Leader after round 1 wins the match", "rate",
                   "matches with a sole leader after round 1; a drawn match counts 1/2",
                   [[_leader_wins(d) for d in ms] for ms in matches]),
            Metric("match_rounds", "Match length (rounds)", "mean",
                   f"rounds until a total reaches the target score, {settings.matches} matches",
                   [[len(d.rounds) for d in ms] for ms in matches]),
        ]
    for pair in settings.skill:
        if not pair.matches:
            continue
        games = schedule([pair.a, pair.b], pair.matches, players, 0)  # the sides only; seeds do not matter here
        values = []
        for per in deals[pair.key]:
            row: list[float | None] = []
            for game, deal in zip(games, per, strict=True):
                row.append(0.5 if deal.winner is None else 1.0 - game.sides[deal.winner])
            values.append(row)
        metrics.append(Metric(pair.key, f"{pair.a} beats {pair.b}", "rate",
                              f"match win rate, {pair.matches} matches (each deal twice, seats swapped)", values))
    for metric in metrics:
        metric.estimate()
    return metrics


def run_lab(settings: LabSettings, progress: Progress | None = None) -> LabResult:
    """Run a whole study; ``progress(kind, n)`` is told as ``n`` more deals of a kind finish. Raises
    LabSettingsError (a ValueError) before anything is played, and AgentError if an agent breaks a rule."""
    start = time.perf_counter()
    variant_list = settings.check()
    workers = settings.workers or os.cpu_count() or 1
    tasks = plan(settings, variant_list)
    engines = plan_engines(settings, variant_list)

    def run_core(core_tasks: Sequence[DealTask]) -> list[DealResult]:
        chunks = make_chunks(core_tasks, [(v.ruleset, v.options) for v in variant_list],
                             chunk_size(len(core_tasks), workers))

        def done(chunk: Any) -> None:
            if progress:
                progress(chunk.tasks[0].kind, len(chunk.tasks))

        if settings.backend == "ray" and chunks:
            played = run_ray(chunks, workers, settings.address, done)
        else:
            played = run_local(chunks, workers, done)
        return [deal for chunk in played for deal in chunk]

    if "fast" in engines.engines:
        # the fast lane's pieces run on this machine's processes, whatever the backend of the core's work
        results = run_fast(settings, variant_list, tasks, run_core, engines.engines, progress,
                           min(workers, os.cpu_count() or 1))
    else:
        results = run_core(tasks)
    deals: dict[str, list[list[DealResult]]] = {}
    for task, deal in zip(tasks, results, strict=True):
        per = deals.setdefault(task.kind, [[] for _ in variant_list])
        per[task.variant].append(deal)
    metrics = measure(settings, variant_list, deals)
    turns = [[d.rounds[0].turns for d in per[: settings.rounds]] for per in deals["rounds"]]
    return LabResult(settings, list(variant_list), metrics, turns, engines.name, workers,
                     time.perf_counter() - start, deals, list(engines.notes), lab_notes(settings, variant_list))


def lab_notes(settings: LabSettings, variants: Sequence[Variant]) -> list[str]:
    """What a reader must know to read this lab right (one line each, for the terminal and the report).

    Today one thing: a ``jump_in`` variant ([H13](docs/rules.md#H13)) whose round-measure agents never jump in
    (the random agent has no ``jump_in``) plays the very games of the same variant without it, so its
    differences are zero by construction, not because the rule changes nothing."""
    if not any(v.options.get("jump_in") for v in variants):
        return []
    seats = settings.seat_agents()
    chance = settings.jump_in_chance
    if chance is not None and chance > 0:
        return []
    never = sorted({spec for spec in seats if chance == 0 or not hasattr(make_agent(spec), "jump_in")})
    if not never:
        return []
    why = "with --jump-in-chance 0" if chance == 0 else ""
    if len(never) == len(set(seats)):
        return [f"jump_in: the round measures' agents ({', '.join(never)}) never jump in{' ' + why if why else ''}, "
                "so a variant with jump_in=true plays the very games of the same variant without it (differences "
                "of 0 by construction); give --jump-in-chance above 0, or --agents heuristic, which jumps in "
                "whenever it may, to measure the rule"]
    return [f"jump_in: {', '.join(never)} never jump in; only the other seats of the round measures do"]


def totals(settings: LabSettings, variant_count: int) -> dict[str, int]:
    """How many deals of each kind a lab plays (for progress bars)."""
    out = {"rounds": max(settings.rounds, settings.matches) * variant_count}
    for pair in settings.skill:
        if pair.matches:
            out[pair.key] = pair.matches * variant_count
    return out
