"""Round-robin tournaments between agents, on a local process pool or a Ray cluster, reproducible from a seed.

>>> result = run_tournament(["random", "random"], matches=2, options={"target_score": 30}, seed=1, workers=1)
>>> [p.matches for p in result.pairs], result.pairs[0].wins + result.pairs[0].losses + result.pairs[0].draws
([2, 2], 2)

Schedule
--------
Every pair of agents (A, B), taken in the order the agents are given, plays ``matches`` matches (an even
number) as ``matches / 2`` *deals*. Deal ``k`` has the match seed ``derive_seed("unoduo-deal", seed, k)``
(the same for every pair, so all pairs meet the same cards) and the first seat ``first = k % players``
(Duo: P1, the first drafter of round 1; classic: the first player of round 1). Each deal is played twice,
the two *legs*: leg 0 puts A in the *solo seat* ``s = (k // players) % players`` and B in every other seat;
leg 1 swaps them (B in seat s, A everywhere else). With 2 players this is simply "A-B, then B-A". So within
every deal each agent plays every seat exactly once and holds the first seat in exactly one leg.

With more than 2 seats (classic), a "pair" A vs B therefore means A alone in one seat against B in all the
others, then the reverse: in every match one of the two agents wins (or it is a draw), and two equal agents
score 50%. Seat agents' RNGs are seeded from the match seed and the seat (:func:`unoduo.sim.match.seat_seed`).

The games are listed deal by deal (``for k: for pair: leg 0, leg 1``); that list is the *schedule order*.
Results are gathered by schedule position, never by completion order, so they are the same for any number
of workers and on either backend.

Statistics
----------
Per pair and side (agent vs opponent):

- ``wins``/``losses``/``draws``: matches whose winner seat was held by the agent / the opponent / no winner.
- ``win_rate`` = (wins + draws / 2) / matches, with the 95% Wilson score interval ``ci_low``..``ci_high``.
- ``round_win_rate``: the share of the pair's rounds that the agent won: it went out, or (Duo) the round was
  blocked and one of its seats scored strictly the fewest points. A blocked classic round has no winner.
- ``mean_points_per_round``: points scored per seat the agent held per round (RoundResult.points). In Duo
  points are penalties (lower is better); in classic they are the round winner's gain (higher is better).

Each agent's ``rating`` is Elo (start 1500, K = 16) updated match by match in schedule order, a draw
counting half; it is deterministic, but, as any sequential Elo, only a rough summary next to the win rates.
Decision times are measured but left out of the JSON, which holds only what the seed determines.

JSON layout (``TournamentResult.to_json()``, written by ``unoduo tournament --json FILE``)::

    {
      "ruleset": "duo", "players": 2, "seed": 7, "matches_per_pair": 400,
      "options": {...every option of the ruleset with its value...},
      "rating": {"method": "elo", "initial": 1500.0, "k": 16.0, "order": "schedule"},
      "agents": [                      # in the order given
        {"agent": "heuristic", "spec": "heuristic", "rating": 1523.7, "matches": 400,
         "wins": 230, "losses": 165, "draws": 5, "decisions": 51234}, ...
      ],
      "pairs": [                       # each pair twice, once from each side, the two entries adjacent
        {"agent": "heuristic", "opponent": "ismcts:200", "matches": 400, "wins": 230, "losses": 165,
         "draws": 5, "win_rate": 0.58125, "ci_low": 0.532354, "ci_high": 0.628601, "rounds": 2411,
         "round_wins": 1302, "round_win_rate": 0.540025, "mean_points_per_round": 21.3}, ...
      ]
    }

``agent`` is the spec as given, made unique with ``#2``, ``#3``... when a spec is listed more than once.
Rates and points are rounded to 6 decimals, ratings to 2.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from unoduo.agents.registry import make_agent
from unoduo.core import DUO, Options, RoundResult, new_match

from .match import GameTask, MatchOutcome, derive_seed, play_games
from .stats import ELO_INITIAL, ELO_K, elo_ratings, wilson

BACKENDS = ("local", "ray")

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class ScheduledGame:
    """One match of the schedule. ``sides[i]`` is 0 if seat i is the pair's first agent, 1 if its second."""

    index: int
    pair: int
    deal: int
    leg: int
    seed: int
    first: int
    sides: tuple[int, ...]
    specs: tuple[str, ...]


@dataclass(slots=True)
class PairResult:
    """One side of one pair: ``agent`` against ``opponent``."""

    agent: str
    opponent: str
    matches: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rounds: int = 0
    round_wins: int = 0
    points: int = 0
    seat_rounds: int = 0
    decisions: int = 0
    decision_time: float = 0.0
    decision_time_max: float = 0.0

    @property
    def win_rate(self) -> float:
        return (self.wins + self.draws / 2) / self.matches if self.matches else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.wins + self.draws / 2, self.matches)

    @property
    def round_win_rate(self) -> float:
        return self.round_wins / self.rounds if self.rounds else 0.0

    @property
    def mean_points_per_round(self) -> float:
        return self.points / self.seat_rounds if self.seat_rounds else 0.0

    def to_json(self) -> dict[str, Any]:
        low, high = self.ci
        return {
            "agent": self.agent,
            "opponent": self.opponent,
            "matches": self.matches,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "win_rate": round(self.win_rate, 6),
            "ci_low": round(low, 6),
            "ci_high": round(high, 6),
            "rounds": self.rounds,
            "round_wins": self.round_wins,
            "round_win_rate": round(self.round_win_rate, 6),
            "mean_points_per_round": round(self.mean_points_per_round, 6),
        }


@dataclass(slots=True)
class AgentResult:
    """One agent over the whole tournament."""

    agent: str
    spec: str
    rating: float = ELO_INITIAL
    matches: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    decisions: int = 0
    decision_time: float = 0.0
    decision_time_max: float = 0.0

    @property
    def mean_decision_ms(self) -> float:
        return 1000.0 * self.decision_time / self.decisions if self.decisions else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "spec": self.spec,
            "rating": round(self.rating, 2),
            "matches": self.matches,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "decisions": self.decisions,
        }


@dataclass(slots=True)
class TournamentResult:
    ruleset: str
    players: int
    options: dict[str, Any]
    seed: int
    matches_per_pair: int
    agents: list[AgentResult]
    pairs: list[PairResult]
    games: list[ScheduledGame] = field(repr=False)
    outcomes: list[MatchOutcome] = field(repr=False)

    def to_json(self) -> dict[str, Any]:
        """The deterministic summary (see the module docstring for the layout)."""
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "seed": self.seed,
            "matches_per_pair": self.matches_per_pair,
            "options": dict(self.options),
            "rating": {"method": "elo", "initial": ELO_INITIAL, "k": ELO_K, "order": "schedule"},
            "agents": [a.to_json() for a in self.agents],
            "pairs": [p.to_json() for p in self.pairs],
        }


# ---------------------------------------------------------------------------------------------- the schedule


def agent_labels(specs: Sequence[str]) -> list[str]:
    """Unique names for the agents: the spec, with ``#2``, ``#3``... on repeats."""
    seen: dict[str, int] = {}
    labels = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        labels.append(spec if seen[spec] == 1 else f"{spec}#{seen[spec]}")
    return labels


def pairs_of(n_agents: int) -> list[tuple[int, int]]:
    """Every pair of agent indices, in the order the agents were given."""
    return [(i, j) for i in range(n_agents) for j in range(i + 1, n_agents)]


def schedule(specs: Sequence[str], matches: int, players: int, seed: int) -> list[ScheduledGame]:
    """Every match of the tournament in schedule order (see the module docstring)."""
    if matches < 2 or matches % 2:
        raise ValueError(f"matches per pair must be a positive even number (each deal is played twice), "
                         f"not {matches}")
    pairs = pairs_of(len(specs))
    games: list[ScheduledGame] = []
    for deal in range(matches // 2):
        deal_seed = derive_seed("unoduo-deal", seed, deal)
        first = deal % players
        solo = (deal // players) % players
        for p, (a, b) in enumerate(pairs):
            for leg in (0, 1):
                solo_side = leg
                sides = tuple(solo_side if seat == solo else 1 - solo_side for seat in range(players))
                games.append(ScheduledGame(
                    index=len(games), pair=p, deal=deal, leg=leg, seed=deal_seed, first=first, sides=sides,
                    specs=tuple(specs[a] if side == 0 else specs[b] for side in sides),
                ))
    return games


# ---------------------------------------------------------------------------------------------- running


def _chunks(n: int, workers: int) -> list[range]:
    size = max(1, min(32, math.ceil(n / (workers * 8))))
    return [range(start, min(n, start + size)) for start in range(0, n, size)]


def run_local(
    ruleset: str, options: dict[str, Any], tasks: Sequence[GameTask], workers: int, progress: Progress | None = None
) -> list[MatchOutcome]:
    """Play every task on a process pool of ``workers`` (in this process when 1); results in task order."""
    if workers <= 1 or len(tasks) <= 1:
        results = []
        for task in tasks:
            results.extend(play_games(ruleset, options, [task]))
            if progress:
                progress(1)
        return results
    chunks = _chunks(len(tasks), workers)
    done: dict[int, list[MatchOutcome]] = {}
    with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
        futures = {
            pool.submit(play_games, ruleset, options, [tasks[i] for i in chunk]): c for c, chunk in enumerate(chunks)
        }
        try:
            for future in as_completed(futures):
                c = futures[future]
                done[c] = future.result()
                if progress:
                    progress(len(done[c]))
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return [outcome for c in range(len(chunks)) for outcome in done[c]]


def check_settings(
    specs: Sequence[str], matches: int, ruleset: str, players: int, options: dict[str, Any] | None
) -> dict[str, Any]:
    """Validate everything before any match is played; returns the full options. Raises ValueError."""
    if len(specs) < 2:
        raise ValueError(f"a tournament needs at least 2 agents, not {len(specs)}")
    if type(matches) is not int or matches < 2 or matches % 2:
        raise ValueError(
            f"matches per pair must be a positive even number (each deal is played twice, seats swapped), "
            f"not {matches!r}"
        )
    for spec in specs:
        make_agent(spec)  # bad names, bad budgets, agents that cannot be imported
    opts = Options.for_ruleset(ruleset, options)
    new_match(ruleset, players=players, seed=0, options=opts, first=0)  # players valid for the ruleset
    return opts.of(ruleset)


def run_tournament(
    agents: Sequence[str],
    matches: int,
    ruleset: str = DUO,
    players: int = 2,
    options: dict[str, Any] | None = None,
    seed: int = 0,
    workers: int | None = None,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
) -> TournamentResult:
    """Round-robin: every pair of ``agents`` (specs for :func:`unoduo.agents.registry.make_agent`) plays
    ``matches`` matches. ``workers`` defaults to ``os.cpu_count()``. ``progress(n)`` is called as n more
    matches finish. Raises ValueError for bad settings (before anything is played)."""
    specs = [spec.strip() for spec in agents]
    full_options = check_settings(specs, matches, ruleset, players, options)
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; expected one of {', '.join(BACKENDS)}")
    if workers is None:
        workers = os.cpu_count() or 1
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    games = schedule(specs, matches, players, seed)
    tasks = [GameTask(g.specs, g.seed, g.first) for g in games]
    if backend == "ray":
        from .ray_backend import run_ray

        outcomes = run_ray(ruleset, full_options, tasks, workers=workers, address=address, progress=progress)
    else:
        outcomes = run_local(ruleset, full_options, tasks, workers, progress)
    return summarize(specs, matches, ruleset, players, full_options, seed, games, outcomes)


# ---------------------------------------------------------------------------------------------- results


def round_winner(result: RoundResult, ruleset: str) -> int | None:
    """The seat that won a round: the one that went out; in a blocked Duo round, the strictly lowest score."""
    if result.out is not None:
        return result.out
    if ruleset == DUO:
        best = min(result.points)
        leaders = [s for s, p in enumerate(result.points) if p == best]
        if len(leaders) == 1:
            return leaders[0]
    return None


def summarize(
    specs: Sequence[str],
    matches: int,
    ruleset: str,
    players: int,
    options: dict[str, Any],
    seed: int,
    games: Sequence[ScheduledGame],
    outcomes: Sequence[MatchOutcome],
) -> TournamentResult:
    """Fold the outcomes, in schedule order, into per-pair and per-agent results."""
    if len(games) != len(outcomes):
        raise ValueError(f"{len(outcomes)} outcomes for {len(games)} scheduled games")
    labels = agent_labels(specs)
    pair_index = pairs_of(len(specs))
    sides = [(PairResult(labels[a], labels[b]), PairResult(labels[b], labels[a])) for a, b in pair_index]
    per_agent = [AgentResult(label, spec) for label, spec in zip(labels, specs, strict=True)]
    elo_games: list[tuple[str, str, float]] = []
    for game, outcome in zip(games, outcomes, strict=True):
        pair = sides[game.pair]
        agent_of = pair_index[game.pair]
        winner_side = None if outcome.winner is None else game.sides[outcome.winner]
        round_sides = [None if (w := round_winner(r, ruleset)) is None else game.sides[w] for r in outcome.rounds]
        for side, result in enumerate(pair):
            seats = [s for s in range(players) if game.sides[s] == side]
            result.matches += 1
            result.rounds += len(outcome.rounds)
            result.seat_rounds += len(outcome.rounds) * len(seats)
            result.round_wins += sum(1 for w in round_sides if w == side)
            result.points += sum(r.points[s] for r in outcome.rounds for s in seats)
            result.decisions += sum(outcome.seat_decisions[s] for s in seats)
            result.decision_time += sum(outcome.decision_time_total[s] for s in seats)
            result.decision_time_max = max([result.decision_time_max, *(outcome.decision_time_max[s] for s in seats)])
            agent = per_agent[agent_of[side]]
            agent.matches += 1
            agent.decisions += sum(outcome.seat_decisions[s] for s in seats)
            agent.decision_time += sum(outcome.decision_time_total[s] for s in seats)
            agent.decision_time_max = max([agent.decision_time_max, *(outcome.decision_time_max[s] for s in seats)])
            if winner_side is None:
                result.draws += 1
                agent.draws += 1
            elif winner_side == side:
                result.wins += 1
                agent.wins += 1
            else:
                result.losses += 1
                agent.losses += 1
        score_a = 0.5 if winner_side is None else (1.0 if winner_side == 0 else 0.0)
        elo_games.append((labels[agent_of[0]], labels[agent_of[1]], score_a))
    ratings = elo_ratings(labels, elo_games)
    for agent in per_agent:
        agent.rating = ratings[agent.agent]
    return TournamentResult(
        ruleset=ruleset,
        players=players,
        options=dict(options),
        seed=seed,
        matches_per_pair=matches,
        agents=per_agent,
        pairs=[side for pair in sides for side in pair],
        games=list(games),
        outcomes=list(outcomes),
    )


# ---------------------------------------------------------------------------------------------- plot


def write_plot(result: TournamentResult, path: str | Path) -> None:
    """A PNG of each pair's win rate (the first-listed agent's) with its 95% Wilson interval as error bars."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    firsts = result.pairs[0::2]  # one side of each pair: the agent listed first against the other
    names = [f"{p.agent}\nvs {p.opponent}" for p in firsts]
    rates = [p.win_rate for p in firsts]
    # Error bars must not be negative (matplotlib refuses them), even by a rounding error.
    lows = [max(0.0, p.win_rate - p.ci[0]) for p in firsts]
    highs = [max(0.0, p.ci[1] - p.win_rate) for p in firsts]
    fig = Figure(figsize=(max(5.0, 1.4 * len(firsts) + 2.0), 4.5), layout="constrained")
    ax = fig.add_subplot()
    xs = list(range(len(firsts)))
    ax.errorbar(xs, rates, yerr=[lows, highs], fmt="o", capsize=6, color="tab:blue", label="win rate, 95% CI")
    ax.axhline(0.5, color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(xs, names, fontsize=8)
    ax.set_xlim(-0.6, len(firsts) - 0.4)
    ax.set_ylim(-0.04, 1.04)
    ax.set_ylabel("match win rate (draws = 1/2)")
    ax.set_title(
        f"unoduo {result.ruleset} tournament: {result.matches_per_pair} matches per pair, seed {result.seed}",
        fontsize=10,
    )
    ax.legend(loc="lower right", fontsize=8)
    fig.savefig(str(path), format="png", dpi=100)
