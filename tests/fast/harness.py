"""Differential play: the fast lane and the core engine on the same deals and the same choices."""

from __future__ import annotations

from typing import Any

from unoduo.core import CHALLENGE_CHOICE, State
from unoduo.core.record import contract, replay
from unoduo.fast import FastBatch, to_id


def core_snapshot(state: State) -> dict[str, Any]:
    """The core state with the field names and values of ``FastBatch.snapshot``."""
    pos = state.position()
    return {
        "decision": state.decision,
        "to_act": state.to_act,
        "round": state.round,
        "hands": [[int(c) for c in hand] for hand in pos.hands],
        "draw_pile": [int(c) for c in pos.draw_pile],
        "discard": [int(c) for c in pos.discard],
        "color": pos.color,
        "direction": pos.direction,
        "pending": pos.pending,
        "drawn": None if pos.drawn is None else int(pos.drawn),
        "dump_color": pos.dump_color,
        "empty_draws": pos.empty_draws,
        "known_bottom": pos.known_bottom,
        "scores": list(state.scores),
        "match_over": state.match_over,
        "winner": state.winner,
        "challenge": (bool(pos.challenge_illegal), [int(c) for c in pos.challenge_hand])
        if state.decision == CHALLENGE_CHOICE else None,
        "uncalled": pos.uncalled,
    }


def differential(
    ruleset: str,
    options: dict[str, Any],
    *,
    players: int = 2,
    policy: str = "random",
    lanes: int = 8,
    seed: int = 0,
    steps: int = 400,
    snapshots: bool = True,
) -> int:
    """Play ``lanes`` matches on the fast lane for up to ``steps`` decisions, then replay each lane's record on the
    core: the same legal list (ids, in order) before every action, the same state after it (``snapshots``), and
    the replay contract of the record equal to the fast lane's final state. Returns the decisions compared."""
    batch = FastBatch(ruleset, lanes, players=players, options=options, seed=seed, autoreset=False, record=True)
    legal: list[list[list[int]]] = [[] for _ in range(lanes)]
    states: list[list[dict[str, Any]]] = [[] for _ in range(lanes)]
    for _ in range(steps):
        done = batch.done
        if done.all():
            break
        for g in range(lanes):
            if not done[g]:
                legal[g].append(batch.legal_ids(g))
        batch.step(batch.policy_actions(policy))
        if snapshots:
            for g in range(lanes):
                if not done[g]:
                    states[g].append(batch.snapshot(g))
    compared = 0
    for g in range(lanes):
        record = batch.record(g)
        where = f"{ruleset} {options} players={players} seed={seed} lane={g}"
        assert len(record.actions) == len(legal[g]), where
        state = record.start()
        for k, line in enumerate(record.actions):
            core_ids = [to_id(a) for a in state.legal_actions()]
            assert core_ids == legal[g][k], f"{where} action {k} ({line}): legal lists differ"
            seat, _, text = line.partition(" ")
            state.apply(text, int(seat))
            if snapshots:
                assert core_snapshot(state) == states[g][k], f"{where} after action {k} ({line})"
            compared += 1
        final = batch.snapshot(g)
        assert core_snapshot(state) == final, f"{where}: final state"
        assert contract(replay(record)) == contract(state), where
    return compared
