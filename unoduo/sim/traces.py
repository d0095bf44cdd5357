"""Golden traces (OpenSpiel "playthroughs"): seeded games of every rule configuration, written out in full.

A trace is what the engine did in one seeded game: for every action the seat and decision, the legal list,
the action chosen, the events it caused (unredacted), and every seat's and a spectator's view after it
(each view without its event lists, plus the events of that action as that seat sees them, so the trace
grows linearly). ``tests/data/golden/`` holds one round of each configuration in full detail and, for a
few configurations, a whole match as one SHA-256 digest per action. ``scripts/golden-traces`` rewrites
them; ``tests/core/test_golden_traces.py`` recomputes them and fails on any difference, showing the first one.

The games are played by :func:`golden_policy`, a seeded random policy that prefers playing to drawing (a
uniform random player draws so often that a round takes about a thousand decisions).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from unoduo.core import Action, Record, State, new_match, view
from unoduo.core.record import contract

#: Every rule configuration: (file name, ruleset, players, options, seed).
CONFIGURATIONS: tuple[tuple[str, str, int, dict[str, Any], int], ...] = (
    ("duo", "duo", 2, {}, 1),
    ("duo-extra-wilds", "duo", 2, {"extra_cards": "as_wild"}, 2),
    ("duo-reverse-as-skip", "duo", 2, {"reverse_as_skip": True}, 3),
    ("duo-wd4-any-nonwild-playable", "duo", 2, {"wd4_illegal_if": "any_nonwild_playable"}, 4),
    ("duo-wd4-any-playable", "duo", 2, {"wd4_illegal_if": "any_playable"}, 5),
    ("duo-rebuild-turned", "duo", 2, {"rebuild_shuffle": False}, 6),
    ("duo-target-50", "duo", 2, {"target_score": 50}, 7),
    ("classic-2p", "classic", 2, {}, 8),
    ("classic-3p", "classic", 3, {}, 9),
    ("classic-4p", "classic", 4, {}, 10),
    ("classic-10p", "classic", 10, {}, 11),
    ("classic-3p-draw-until-playable", "classic", 3, {"draw_until_playable": True}, 12),
    ("classic-3p-stack-draw2", "classic", 3, {"stack_draw2": True}, 13),
    ("classic-4p-rebuild-turned", "classic", 4, {"rebuild_shuffle": False}, 14),
    ("classic-2p-target-100", "classic", 2, {"target_score": 100}, 15),
)
#: Configurations also played as a whole match, kept as per-action digests.
WHOLE_MATCHES: tuple[str, ...] = ("duo", "duo-rebuild-turned", "classic-4p", "classic-3p-stack-draw2")
#: Views written in full per action: every seat up to this many players, else the seat to act, the next
#: seat and the spectator (a 10-player round in full would be megabytes).
FULL_VIEW_PLAYERS = 4

# View fields that never change in a match (the trace's "configuration" has them).
_CONSTANT_VIEW_FIELDS = ("ruleset", "options", "players", "start_scores")

Policy = Callable[[list[Action]], Action]


def golden_policy(seed: int) -> Policy:
    """A seeded random player that plays a card (or lays a dump) 9 times in 10 when it can."""
    rng = random.Random(f"golden/{seed}")

    def choose(legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        plays = [a for a in legal if a.kind in ("play", "dump")]
        if plays and rng.random() < 0.9:
            return plays[int(rng.random() * len(plays))]
        return legal[int(rng.random() * len(legal))]

    return choose


def _seats_shown(state: State, before: int | None) -> list[int | None]:
    if state.players <= FULL_VIEW_PLAYERS:
        return [*range(state.players), None]
    shown: list[int | None] = []
    for seat in (before, state.to_act):
        if seat is not None and seat not in shown:
            shown.append(seat)
    return [*shown, None]


def _views(state: State, events: list[Any], seats: list[int | None]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for seat in seats:
        seen = view(state, seat)
        data = seen.to_dict(events=False)
        for constant in _CONSTANT_VIEW_FIELDS:
            del data[constant]
        data["event_count"] = len(seen.events)
        data["events_seen"] = [e.seen_by(seat).to_dict() for e in events]
        out["spectator" if seat is None else str(seat)] = data
    return out


def _step(state: State, policy: Policy, seats: Callable[[State, int | None], list[int | None]]) -> dict[str, Any]:
    seat = state.to_act
    legal = state.legal_actions()
    action = policy(legal)
    step: dict[str, Any] = {
        "ply": state.ply,
        "seat": seat,
        "decision": state.decision,
        "legal": [str(a) for a in legal],
        "action": str(action),
    }
    events = state.apply(action, seat)
    step["events"] = [e.to_dict() for e in events]
    step["views"] = _views(state, events, seats(state, seat))
    return step


def round_trace(name: str) -> dict[str, Any]:
    """The first round of configuration ``name`` in full detail, with the record and contract after it."""
    _, ruleset, players, options, seed = _config(name)
    state = new_match(ruleset, players=players, seed=seed, options=options)
    policy = golden_policy(seed)
    setup = list(state.round_events)
    trace: dict[str, Any] = {
        "configuration": {"ruleset": ruleset, "players": players, "options": options, "seed": seed},
        "setup_events": [e.to_dict() for e in setup],
        "setup_views": _views(state, setup, _seats_shown(state, None)),
        "steps": [],
    }
    while state.round == 1 and not state.is_over:
        trace["steps"].append(_step(state, policy, _seats_shown))
    trace["record"] = Record.of(state).to_dict()
    trace["contract"] = contract(state)
    return trace


def match_digests(name: str) -> dict[str, Any]:
    """A whole match of configuration ``name``: one SHA-256 per action (of what a round trace would hold)."""
    _, ruleset, players, options, seed = _config(name)
    state = new_match(ruleset, players=players, seed=seed, options=options)
    policy = golden_policy(seed)
    digests = []
    while not state.is_over:
        step = _step(state, policy, _seats_shown)
        digests.append(hashlib.sha256(json.dumps(step, sort_keys=True).encode()).hexdigest())
    return {
        "configuration": {"ruleset": ruleset, "players": players, "options": options, "seed": seed},
        "digests": digests,
        "record": Record.of(state).to_dict(),
        "contract": contract(state),
    }


def _config(name: str) -> tuple[str, str, int, dict[str, Any], int]:
    for config in CONFIGURATIONS:
        if config[0] == name:
            return config
    raise KeyError(f"no golden configuration {name!r}")


def golden_files() -> Iterator[tuple[str, Callable[[], dict[str, Any]]]]:
    """``(relative path, builder)`` for every golden file."""
    for name, *_ in CONFIGURATIONS:
        yield f"rounds/{name}.json", lambda name=name: round_trace(name)  # type: ignore[misc]
    for name in WHOLE_MATCHES:
        yield f"matches/{name}.json", lambda name=name: match_digests(name)  # type: ignore[misc]


def dumps(data: dict[str, Any]) -> str:
    """The committed form, keys in the order built (steps before the record): one line per step or digest,
    so a diff shows whole steps."""
    lines = ["{"]
    for key, value in data.items():
        if key in ("steps", "digests"):
            lines.append(f" {json.dumps(key)}: [")
            last = len(value) - 1
            for i, item in enumerate(value):
                lines.append(f"  {json.dumps(item, sort_keys=True)}{',' if i < last else ''}")
            lines.append(" ],")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, sort_keys=True)},")
    lines[-1] = lines[-1].rstrip(",")
    lines.append("}")
    return "\n".join(lines) + "\n"


def first_difference(expected: Any, actual: Any, path: str = "") -> str | None:
    """A readable description of the first place where two JSON values differ, or None if they are equal."""
    if type(expected) is not type(actual):
        return f"{path or 'value'}: expected {_short(expected)}, got {_short(actual)}"
    if isinstance(expected, dict):
        for key in list(expected) + [k for k in actual if k not in expected]:
            if key not in actual:
                return f"{path}.{key}: missing (expected {_short(expected[key])})"
            if key not in expected:
                return f"{path}.{key}: unexpected (got {_short(actual[key])})"
            found = first_difference(expected[key], actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        for i, (a, b) in enumerate(zip(expected, actual, strict=False)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{path}: expected {len(expected)} items, got {len(actual)}"
        return None
    if expected != actual:
        return f"{path or 'value'}: expected {_short(expected)}, got {_short(actual)}"
    return None


def _short(value: Any, limit: int = 300) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."


def write_all(root: Path) -> list[Path]:
    """Regenerate every golden file under ``root``; returns the paths written."""
    written = []
    for relative, build in golden_files():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(build()), encoding="utf-8")
        written.append(path)
    return written
