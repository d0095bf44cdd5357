"""Mass simulation on the fast lane: millions of rounds of compiled self-play, statistics with 95% confidence
intervals, sample records, and the same numbers on one core or on a Ray cluster.

The work is split into blocks of :data:`BLOCK_ROUNDS` rounds. Block b is one lane seeded from ``(seed, b)`` that
plays matches one after another until it has finished its rounds; its statistics are integer sums. The blocks
depend on nothing but the seed, so any backend (this process, or Ray tasks in any order on any machines) adds up
the same sums and prints the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from unoduo.core import Options, Record, RecordError
from unoduo.core.options import DUO
from unoduo.sim.stats import Z95, is_probability, wilson

from . import engine as E
from .options import POLICIES, fast_options, jump_chance, lane_seed
from .records import decode_log
from .warmup import Kernels

#: Rounds per block: the unit of work (and of a Ray task); part of what a seed means, so fixed.
BLOCK_ROUNDS: Final = 25_000
BACKENDS: Final = ("local", "ray")
STAT_NAMES: Final = (
    "rounds", "length", "length2", "blocked", "first_mover_wins", "round_first_wins", "points", "points2",
    "decisions", "matches", "seat0_wins",
)


def plan(rounds: int, block_rounds: int = BLOCK_ROUNDS) -> list[int]:
    """The rounds of each block: full blocks of ``block_rounds``, then the rest."""
    if type(rounds) is not int or rounds < 1:
        raise ValueError(f"--rounds must be a positive integer, not {rounds!r}")
    full, rest = divmod(rounds, block_rounds)
    return [block_rounds] * full + ([rest] if rest else [])


def _block_state(ruleset: str, players: int, options: Options, seed: int, block: int, logging_on: bool,
                 log_size: int, kernels: Kernels | None) -> tuple[tuple[np.ndarray, ...], np.ndarray]:
    opts = fast_options(ruleset, players, options, logging=logging_on)
    st = E.new_state(1, players, log_size)
    _call(kernels, "seed_lanes", st, np.array([lane_seed(seed, block, "simulate")], dtype=np.uint64))
    _call(kernels, "reset_lanes", st, opts, np.zeros(1, dtype=np.int64))
    return st, opts


def _call(kernels: Kernels | None, name: str, *args: Any) -> Any:
    return getattr(E, name)(*args) if kernels is None else kernels.call(name, *args)


def run_block(ruleset: str, players: int, options: dict[str, Any], policy: str, seed: int, block: int,
              rounds: int, jump_in_chance: float | None = None, *, kernels: Kernels | None = None,
              progress: Callable[[int], None] | None = None) -> list[int]:
    """Block ``block`` of a simulation: ``rounds`` rounds of self-play; the statistics' sums (STAT_NAMES).
    ``kernels`` (:class:`unoduo.fast.warmup.Kernels`) may play it interpreted while the kernels compile, in
    parts (``progress(n)`` after each); the sums are the same."""
    opts_obj = Options.for_ruleset(ruleset, options)
    st, opts = _block_state(ruleset, players, opts_obj, seed, block, False, 0, kernels)
    stats = np.zeros(E.NUM_STATS, dtype=np.int64)
    done = 0
    while done < rounds:
        part = rounds - done if kernels is None else kernels.share(rounds - done)
        _call(kernels, "run_rounds", st, opts, 0, POLICIES[policy], part, stats, jump_chance(jump_in_chance))
        done += part
        if progress:
            progress(part)
    return [int(x) for x in stats]


def sample_records(ruleset: str, players: int, options: dict[str, Any], policy: str, seed: int, keep: int,
                   log_size: int = 1 << 21, jump_in_chance: float | None = None, *,
                   kernels: Kernels | None = None) -> list[Record]:
    """The first ``keep`` matches of block 0 (the very matches the simulation played first) as records that
    carry every random outcome."""
    opts_obj = Options.for_ruleset(ruleset, options)
    st, opts = _block_state(ruleset, players, opts_obj, seed, 0, True, log_size, kernels)
    records: list[Record] = []
    while len(records) < keep:
        _call(kernels, "run_matches", st, opts, 0, POLICIES[policy], 1, jump_chance(jump_in_chance))
        if st[0][0, E.K_LOGFULL]:
            raise RecordError("log_full", "a sample match does not fit the log")
        log = st[9][0, : st[0][0, E.K_LOG]].tolist()
        records.extend(decode_log(log, ruleset, players, opts_obj)[:1])
        st[0][0, E.K_LOG] = 0  # the next match starts a fresh log (run_matches begins it with L_MATCH)
    return records


@dataclass(frozen=True)
class Estimate:
    """A mean or a rate with its 95% confidence interval."""

    value: float
    low: float
    high: float

    def to_json(self) -> dict[str, float]:
        return {"value": self.value, "low": self.low, "high": self.high}


def _mean(total: int, squares: int, n: int) -> Estimate:
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    mean = total / n
    variance = max(0.0, squares / n - mean * mean) * n / max(1, n - 1)
    half = Z95 * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half)


def _rate(successes: int, n: int) -> Estimate:
    low, high = wilson(successes, n)
    return Estimate(successes / n if n else math.nan, low, high)


@dataclass(frozen=True)
class Simulation:
    """A finished simulation: its settings and the statistics' integer sums (STAT_NAMES)."""

    ruleset: str
    players: int
    options: dict[str, Any]
    policy: str
    seed: int
    sums: dict[str, int]
    jump_in_chance: float | None = None  # None: each policy's own rule for H13 jump-ins

    @property
    def rounds(self) -> int:
        return self.sums["rounds"]

    def estimates(self) -> dict[str, Estimate]:
        """Round length (decisions), points per round, blocked rounds, and how often the round's first mover,
        its P1 (Duo: the first drafter) / first player (classic) and seat 0 went out, among unblocked rounds."""
        s = self.sums
        n = s["rounds"]
        finished = n - s["blocked"]
        return {
            "round_length": _mean(s["length"], s["length2"], n),
            "points_per_round": _mean(s["points"], s["points2"], n),
            "blocked": _rate(s["blocked"], n),
            "first_mover_wins": _rate(s["first_mover_wins"], finished),
            "round_first_wins": _rate(s["round_first_wins"], finished),
            "seat0_wins": _rate(s["seat0_wins"], finished),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset, "players": self.players, "options": self.options, "policy": self.policy,
            "seed": self.seed, "jump_in_chance": self.jump_in_chance, "sums": dict(self.sums),
            "estimates": {name: e.to_json() for name, e in self.estimates().items()},
        }


def check_settings(ruleset: str, players: int, options: dict[str, Any], policy: str,
                   jump_in_chance: float | None = None) -> None:
    """Refuse what the simulation cannot run, before any work: ValueError (OptionError, RecordError, ...)."""
    if policy not in POLICIES:
        raise ValueError(f"--policy must be one of {', '.join(POLICIES)}, not {policy!r}")
    rules = Options.for_ruleset(ruleset, options)
    fast_options(ruleset, players, rules)
    if jump_in_chance is not None:
        if not is_probability(jump_in_chance):
            raise ValueError(f"--jump-in-chance must be from 0 to 1, not {jump_in_chance!r}")
        if not rules.jump_in:
            raise ValueError('--jump-in-chance needs the jump-in house rule: --options \'{"jump_in": true}\'')


def simulate(
    ruleset: str = DUO,
    rounds: int = 100_000,
    *,
    players: int = 2,
    options: dict[str, Any] | None = None,
    policy: str = "random",
    seed: int = 0,
    backend: str = "local",
    address: str | None = None,
    progress: Callable[[int], None] | None = None,
    block_rounds: int = BLOCK_ROUNDS,
    jump_in_chance: float | None = None,
    kernels: Kernels | None = None,
) -> Simulation:
    """Simulate ``rounds`` rounds (every seat plays ``policy``); ``progress(n)`` is called as blocks finish.
    ``block_rounds`` is part of what the seed means (tests make it small). ``jump_in_chance`` (H13 on): every
    seat offered a jump-in takes it with this probability, whatever its policy; None keeps each policy's rule
    (greedy always jumps in, random and uniform never). ``kernels`` (local backend): a
    :class:`unoduo.fast.warmup.Kernels` that plays interpreted while a background process compiles, on an empty
    cache (``unoduo simulate``); by default the kernels compile in this process when the cache lacks them."""
    options = dict(options or {})
    check_settings(ruleset, players, options, policy, jump_in_chance)
    if backend not in BACKENDS:
        raise ValueError(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    blocks = plan(rounds, block_rounds)
    totals = np.zeros(E.NUM_STATS, dtype=np.int64)
    if backend == "local":
        if kernels is not None:
            kernels.expect(rounds)
        for b, count in enumerate(blocks):
            totals += np.array(run_block(ruleset, players, options, policy, seed, b, count, jump_in_chance,
                                         kernels=kernels, progress=progress), dtype=np.int64)
    else:
        for sums, count in _run_ray(ruleset, players, options, policy, seed, blocks, address, jump_in_chance):
            totals += np.array(sums, dtype=np.int64)
            if progress:
                progress(count)
    totals_by_name = dict(zip(STAT_NAMES, (int(x) for x in totals), strict=True))
    return Simulation(ruleset, players, options, policy, seed, totals_by_name, jump_in_chance)


def _run_ray(ruleset: str, players: int, options: dict[str, Any], policy: str, seed: int, blocks: list[int],
             address: str | None, jump_in_chance: float | None = None) -> list[tuple[list[int], int]]:
    """Every block as a Ray task; the sums come back in block order (integers: the order changes nothing)."""
    from unoduo.sim.ray_backend import ray_session

    with ray_session(None, address) as ray:
        remote = ray.remote(num_cpus=1)(run_block)
        refs = [remote.remote(ruleset, players, options, policy, seed, b, count, jump_in_chance)
                for b, count in enumerate(blocks)]
        return [(ray.get(ref), count) for ref, count in zip(refs, blocks, strict=True)]
