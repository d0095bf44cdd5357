"""Playing a lab's deals: what one deal gives, the units of work, and running them on a process pool or Ray.

A *deal* is one match seed and first seat. :func:`play_deal` plays it with one agent per seat, exactly as
:func:`unoduo.sim.match.play_match` would (same agents, same seat RNGs, same engine), and keeps a compact
summary of every round: how many turns it took, who took the first turn, who drafted first (Duo's P1;
classic's first player before the turn-up), who won, whether it was blocked and the points. With
``whole_match=False`` it stops after round 1. :func:`replay_deal` summarizes a recorded match the same way (the
fast lane's deals, ``unoduo.fast.lab_deals``, are held to it).

Work is cut into chunks of deals of one variant, sent to the workers and put back in their original order,
so the results never depend on the number of workers or the backend.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from unoduo.agents.registry import make_agent
from unoduo.core import TURN, VOLLEY, IllegalActionError, Record, RecordError, State, new_match, view
from unoduo.core.record import ReplayError, parse_action_line
from unoduo.sim.match import AgentError, offer_jump_ins, seat_seed
from unoduo.sim.tournament import round_winner  # the tournament's definition, so both count the same wins

#: Decisions that start a player's turn: a normal turn, or answering a Draw 2 (volley, stacking). Follow-up
#: choices (a colour, play-or-pass after drawing, a challenge, a catch, a dump) belong to the same turn.
TURN_DECISIONS = frozenset((TURN, VOLLEY))


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """One round as the lab measures it."""

    turns: int
    first_turn: int | None  # the seat that took the round's first turn (None: no turn was taken)
    p1: int  # Duo: the first drafter; classic: the first player named by the rotation (C5)
    winner: int | None  # went out, or (Duo) the strictly lowest score of a blocked round
    blocked: bool
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealResult:
    """A deal played: its rounds, the match winner if it was played to the end (None: a draw or unfinished), the
    final totals and who led alone after round 1."""

    rounds: tuple[RoundSummary, ...]
    finished: bool
    winner: int | None
    scores: tuple[int, ...]
    leader: int | None = None  # the sole leader after round 1 (None: a tie), by the ruleset's match-winner rule


@dataclass(frozen=True, slots=True)
class DealTask:
    """One deal to play. ``kind`` groups deals into measurements: ``rounds`` (round 1 of the study's deals,
    some played on to the end of the match) or a skill pair such as ``skill:heuristic:random``."""

    kind: str
    variant: int
    unit: int
    specs: tuple[str, ...]
    seed: int
    first: int
    whole_match: bool
    jump_chance: float | None = None  # the lab's --jump-in-chance (offer_jump_ins), None: the agents' own rule


@dataclass(frozen=True, slots=True)
class Chunk:
    """The unit of work sent to a worker: deals of one variant (so its options travel once)."""

    index: int
    ruleset: str
    options: dict[str, Any]
    tasks: tuple[DealTask, ...]


class _Tally:
    """Counts one deal's rounds as the lab measures them, action by action (shared by a deal played and a deal
    replayed from its record, so both summarize alike)."""

    def __init__(self, state: State, ruleset: str) -> None:
        self.ruleset = ruleset
        self.rounds: list[RoundSummary] = []
        self.leader: int | None = None
        self.turns = 0
        self.first_turn: int | None = None
        self.p1 = state.round_first
        self.current = state.round

    def before(self, state: State, seat: int) -> None:
        """Seat ``seat`` is about to act: a play out of turn (H13 jump-in), or a turn or volley decision, is
        one more turn."""
        if seat != state.to_act:
            self.turns += 1
        elif state.decision in TURN_DECISIONS:
            self.turns += 1
            if self.first_turn is None:
                self.first_turn = seat

    def after(self, state: State, whole_match: bool) -> bool:
        """An action was applied; True when the deal is over (the match ended, or round 1 without
        ``whole_match``)."""
        if not (state.is_over or state.round != self.current):
            return False
        result = state.rounds[-1]
        self.rounds.append(RoundSummary(self.turns, self.first_turn, self.p1, round_winner(result, self.ruleset),
                                        result.blocked, tuple(result.points)))
        if len(self.rounds) == 1:
            # the engine's own rule for who wins on these totals (fewest points in Duo; most, or fewest
            # under a lowest-wins scoring option, in classic), so no scoring rule is written here
            self.leader = state.leader()
        if state.is_over or not whole_match:
            return True
        self.turns, self.first_turn, self.p1, self.current = 0, None, state.round_first, state.round
        return False

    def result(self, state: State) -> DealResult:
        return DealResult(tuple(self.rounds), state.is_over, state.winner if state.is_over else None,
                          tuple(state.scores), self.leader)


def play_deal(
    specs: Sequence[str], ruleset: str, options: dict[str, Any], seed: int, first: int, whole_match: bool,
    jump_chance: float | None = None,
) -> DealResult:
    """Play one deal: seat i is ``make_agent(specs[i])`` with the seat RNG of :func:`seat_seed` (as in
    ``play_match``); round 1 only unless ``whole_match``. Under H13 a seat jumps in as its agent chooses, or
    with probability ``jump_chance`` when it is given (:func:`~unoduo.sim.match.offer_jump_ins`). AgentError if
    an agent breaks a rule."""
    agents = [make_agent(spec) for spec in specs]
    rngs = [random.Random(seat_seed(seed, seat)) for seat in range(len(specs))]
    state = new_match(ruleset, players=len(specs), seed=seed, options=options, first=first)
    tally = _Tally(state, ruleset)
    jump_in = state.options.jump_in
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        if jump_in and offer_jump_ins(state, agents, rngs, jump_chance):
            tally.turns += 1  # a play out of turn (H13 jump-in) is a turn of the seat that jumped in
        else:
            tally.before(state, seat)
            action = agents[seat].act(view(state, seat), rngs[seat])
            try:
                state.apply(action, seat)
            except IllegalActionError as exc:
                raise AgentError(
                    f"agent {specs[seat]!r} in seat {seat} chose {action!s} at the {state.decision} decision "
                    f"(match seed {seed}, options {options}): {exc.message}"
                ) from exc
        if tally.after(state, whole_match):
            break
    return tally.result(state)


def replay_deal(record: Record, whole_match: bool) -> DealResult:
    """The summary :func:`play_deal` gives of the match a record holds (round 1 only unless ``whole_match``):
    how a deal played elsewhere (the fast lane writes records) is measured by the core. ReplayError (an
    UnoduoError) for an action that is not legal."""
    state = record.start()
    tally = _Tally(state, record.ruleset)
    for index, line in enumerate(record.actions):
        try:
            seat, action = parse_action_line(line, state.players)
            tally.before(state, seat)
            state.apply(action, seat)
        except (IllegalActionError, RecordError) as exc:
            raise ReplayError(exc.reason, f"action {index} ({line!r}): {exc.message}", index, line) from None
        if tally.after(state, whole_match):
            break
    return tally.result(state)


def play_chunk(chunk: Chunk) -> list[DealResult]:
    """Play a chunk's deals in order (what a worker process or a Ray task runs)."""
    return [play_deal(t.specs, chunk.ruleset, chunk.options, t.seed, t.first, t.whole_match, t.jump_chance)
            for t in chunk.tasks]


def make_chunks(tasks: Sequence[DealTask], variants: Sequence[tuple[str, dict[str, Any]]], size: int) -> list[Chunk]:
    """Cut ``tasks`` into chunks of at most ``size`` consecutive deals of one variant and one kind;
    ``variants[i]`` is variant i's ruleset and options."""
    chunks: list[Chunk] = []
    batch: list[DealTask] = []
    for task in tasks:
        if batch and (len(batch) >= size or task.variant != batch[0].variant or task.kind != batch[0].kind):
            chunks.append(Chunk(len(chunks), *variants[batch[0].variant], tuple(batch)))
            batch = []
        batch.append(task)
    if batch:
        chunks.append(Chunk(len(chunks), *variants[batch[0].variant], tuple(batch)))
    return chunks


def chunk_size(tasks: int, workers: int) -> int:
    """Small enough that every worker gets many chunks (even load, a live progress bar), at most 32 deals."""
    return max(1, min(32, math.ceil(tasks / (max(1, workers) * 8))))


Done = Callable[[Chunk], None]


def run_local(chunks: Sequence[Chunk], workers: int, done: Done | None = None) -> list[list[DealResult]]:
    """Play every chunk on a pool of ``workers`` processes (in this process when 1); results in chunk order."""
    results: dict[int, list[DealResult]] = {}
    if workers <= 1 or len(chunks) <= 1:
        for chunk in chunks:
            results[chunk.index] = play_chunk(chunk)
            if done:
                done(chunk)
    else:
        with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
            futures = {pool.submit(play_chunk, chunk): chunk for chunk in chunks}
            try:
                for future in as_completed(futures):
                    chunk = futures[future]
                    results[chunk.index] = future.result()
                    if done:
                        done(chunk)
            except BaseException:
                for future in futures:
                    future.cancel()
                raise
    return [results[chunk.index] for chunk in chunks]


def run_ray(
    chunks: Sequence[Chunk], workers: int, address: str | None = None, done: Done | None = None
) -> list[list[DealResult]]:
    """Play every chunk as a Ray task (connecting as ``unoduo tournament --backend ray`` does); chunk order."""

    from unoduo.sim.ray_backend import ray_session

    with ray_session(workers, address) as ray:
        remote = ray.remote(num_cpus=1)(play_chunk)
        refs = {remote.remote(chunk): chunk for chunk in chunks}
        results: dict[int, list[DealResult]] = {}
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                chunk = refs[ref]
                results[chunk.index] = ray.get(ref)
                if done:
                    done(chunk)
        return [results[chunk.index] for chunk in chunks]


__all__ = [
    "TURN_DECISIONS", "AgentError", "Chunk", "DealResult", "DealTask", "RoundSummary", "chunk_size", "make_chunks",
    "play_chunk", "play_deal", "round_winner", "run_local", "run_ray",
]
