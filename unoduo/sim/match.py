"""One match between agents named by spec: ``play_match(["heuristic", "random"], "duo", {}, seed=7, first=0)``.

Seat ``i`` is played by ``make_agent(agent_specs[i])``, a fresh agent for the match, deciding from
``view(state, i)`` only. Each seat's RNG is ``random.Random(seat_seed(seed, i))``, so a match is the same
on any machine and in any process; only the decision times differ from run to run.

:class:`GameTask` and :func:`play_games` are the unit of work a runner ships to a worker (a local process
pool in :mod:`unoduo.sim.tournament`, a Ray task in :mod:`unoduo.sim.ray_backend`): a few matches, by spec.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from unoduo.agents.base import Agent
from unoduo.agents.registry import make_agent
from unoduo.core import IllegalActionError, Options, RoundResult, State, new_match, view


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any printable parts, the same in every process (no ``hash()``)."""
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seat_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s agent RNG in a match played with ``seed``."""
    return derive_seed("unoduo-seat", seed, seat)


class AgentError(RuntimeError):
    """An agent chose an action the engine refused (a bug in the agent, not bad input)."""


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """What one match gave: the winner (None: a draw), the totals, every round, and per-seat decision stats.

    ``decision_time_total[i]`` and ``decision_time_max[i]`` are seat i's wall-clock seconds in ``act`` (summed
    and worst single decision): the only fields that are not reproducible from the seed.
    """

    agent_specs: tuple[str, ...]
    seed: int
    first: int | None
    winner: int | None
    scores: tuple[int, ...]
    rounds: tuple[RoundResult, ...]
    decisions: int
    seat_decisions: tuple[int, ...]
    decision_time_total: tuple[float, ...]
    decision_time_max: tuple[float, ...]

    def decision_time_mean(self, seat: int) -> float:
        n = self.seat_decisions[seat]
        return self.decision_time_total[seat] / n if n else 0.0


def offer_jump_ins(
    state: State, agents: Sequence[Agent], rngs: Sequence[random.Random], chance: float | None = None
) -> bool:
    """H13: offer a jump-in to each seat that may make one (in seat order after the seat to act, as if they
    had called out in that order); the first agent that takes it plays. True if one did.

    ``chance`` (the lab's ``--jump-in-chance``): a seat sees its chance with this probability (a draw from its
    RNG, none when the chance is 0 or 1), and a seat that sees it jumps in: as its agent's ``jump_in`` chooses,
    or, for an agent without one (random), with the last form offered (the UNO call when it leaves one card).
    None: each agent's own rule (random never jumps in, the others whenever they choose)."""
    if chance is not None and chance <= 0:
        return False
    offers = state.jump_ins()
    if not offers:
        return False
    n = state.players
    to_act = state.to_act or 0
    for seat in sorted(offers, key=lambda s: (s - to_act) % n):
        choose = getattr(agents[seat], "jump_in", None)
        if chance is None:
            if choose is None:
                continue
        elif chance < 1 and rngs[seat].random() >= chance:
            continue
        action = choose(view(state, seat), rngs[seat]) if choose is not None else offers[seat][-1]
        if action is not None:
            state.apply(action, seat)
            return True
    return False


def play_match(
    agent_specs: Sequence[str],
    ruleset: str = "duo",
    options: dict[str, Any] | Options | None = None,
    seed: int = 0,
    first: int | None = None,
) -> MatchOutcome:
    """Play one whole match: seat i is ``agent_specs[i]``, the number of seats is ``len(agent_specs)``.

    ``first`` is Duo's first drafter of round 1 or classic's first player of round 1 (None: the engine's cut).
    Raises ValueError for a bad spec, :class:`~unoduo.core.UnoduoError` for bad settings and
    :class:`AgentError` if an agent makes an illegal move.
    """
    specs = tuple(agent_specs)
    agents = [make_agent(spec) for spec in specs]
    rngs = [random.Random(seat_seed(seed, seat)) for seat in range(len(specs))]
    state = new_match(ruleset, players=len(specs), seed=seed, options=options, first=first)
    n = len(specs)
    counts = [0] * n
    totals = [0.0] * n
    worst = [0.0] * n
    clock = time.perf_counter
    jump_in = state.options.jump_in
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        if jump_in and offer_jump_ins(state, agents, rngs):
            continue
        seen = view(state, seat)
        start = clock()
        action = agents[seat].act(seen, rngs[seat])
        spent = clock() - start
        counts[seat] += 1
        totals[seat] += spent
        if spent > worst[seat]:
            worst[seat] = spent
        try:
            state.apply(action, seat)
        except IllegalActionError as exc:
            raise AgentError(
                f"agent {specs[seat]!r} in seat {seat} chose {action!s} at the {state.decision} decision "
                f"(match seed {seed}): {exc.message}"
            ) from exc
    return MatchOutcome(
        agent_specs=specs,
        seed=seed,
        first=state.first,
        winner=state.winner,
        scores=tuple(state.scores),
        rounds=tuple(state.rounds),
        decisions=sum(counts),
        seat_decisions=tuple(counts),
        decision_time_total=tuple(totals),
        decision_time_max=tuple(worst),
    )


@dataclass(frozen=True, slots=True)
class GameTask:
    """What a worker needs to play one match (picklable, small)."""

    specs: tuple[str, ...]
    seed: int
    first: int


def play_games(ruleset: str, options: dict[str, Any], tasks: Sequence[GameTask]) -> list[MatchOutcome]:
    """Play ``tasks`` in order (the unit of work sent to a process or a Ray task)."""
    return [play_match(t.specs, ruleset, options, t.seed, t.first) for t in tasks]
