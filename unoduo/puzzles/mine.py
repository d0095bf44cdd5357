"""Mining one game for puzzles: play a bot match, judge its decisions from the deciding seat's view, keep the
clear ones, classify them and measure how often each bot level finds them.

This is a worker's whole job (:func:`mine_game`, one picklable :class:`GameTask` in, JSON-ready puzzles out);
:mod:`unoduo.puzzles.make` runs it on a process pool and writes the lines. Every step reads the rebuilt
solver view only (:func:`solver_view`: the position and a short suffix of the round's public events), so a
kept puzzle's answer depends on nothing the seat may not know. With the same task the result is the same
on any machine: budgets are playout counts and every random stream is seeded from the task.

The test of a clear best (both at the screen budget and, with another seed, at the check budget, four times
larger): the best action leads every other action by at least ``min_gap`` win chance (default 0.10) and by
``z`` (default 3) standard errors of the paired difference (the same sampled worlds after both actions). The
same play without its UNO call is not counted as a rival (it is the best move with a forgotten call, not a
different idea); a position with a single idea (one action, or one card with and without the call) is
trivial and skipped. The coach judges a draft pick and a challenge roughly (docs/analysis.md "Limits"), so
those are kept only when the strongest bot (expert) plays the same answer.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any, Final

from unoduo.agents.registry import make_agent
from unoduo.analysis.evaluate import ROUGH_DECISIONS, ActionValue, Evaluation, evaluate
from unoduo.core import Action, Event, State, View, new_match, view
from unoduo.core.cards import DRAW2, REVERSE, SKIP, WILD

from .puzzle import LEVELS, THEMES, Puzzle

#: How many tries each bot level gets to find the best action (the search bots cost the most).
TRIES: Final[dict[str, int]] = {"easy": 6, "medium": 6, "hard": 2, "expert": 1}
#: The share of decisions of each kind judged at all (turns and draft picks are many, the rest are rare).
SCREEN_SHARE: Final[dict[str, float]] = {
    "turn": 0.2,
    "draft": 0.12,
    "after_draw": 0.6,
    "challenge": 0.4,
    "catch": 0.3,
}
#: The players of the mined games: each seat one of these, drawn per game.
GAME_AGENTS: Final = ("easy", "medium", "medium", "ismcts:60")
#: A puzzle every level but the easy one always finds is kept with this chance only (some easy ones, not a
#: set of them).
KEEP_OBVIOUS: Final = 0.5
MAX_PER_GAME: Final = 5
_LAYS: Final = frozenset({"play", "dump", "turn_up"})


@dataclass(frozen=True, slots=True)
class MineSettings:
    """The miner's knobs: the screen budget in playouts (the check is ``check_factor`` times it), the margin."""

    budget: int = 600
    check_factor: int = 4
    min_gap: float = 0.10
    z: float = 3.0
    #: (level, agent spec, tries): who is asked to solve each puzzle, and how often.
    levels: tuple[tuple[str, str, int], ...] = tuple((level, level, TRIES[level]) for level in LEVELS)
    game_agents: tuple[str, ...] = GAME_AGENTS

    @property
    def check_budget(self) -> int:
        return self.budget * self.check_factor


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game to mine: its index ``game`` in the run of seed ``seed``."""

    seed: int
    game: int
    settings: MineSettings


def derive(*parts: object) -> int:
    """A 63-bit seed from printable parts, the same in every process."""
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:8], "big") >> 1


def game_setup(
    seed: int, game: int, game_agents: tuple[str, ...] = GAME_AGENTS
) -> tuple[str, tuple[str, str], int, int]:
    """The ruleset (two Duo games in three, classic two-player the third), the seats' agents, match seed, first."""
    rng = random.Random(derive("unoduo-puzzle-game", seed, game))
    ruleset = "classic" if game % 3 == 2 else "duo"
    agents = (rng.choice(game_agents), rng.choice(game_agents))
    return ruleset, agents, rng.getrandbits(63), game % 2


def puzzle_events(state: State, seat: int) -> tuple[Event, ...]:
    """The round's events a puzzle keeps, as ``seat`` sees them: from the lay before the last one on (what a
    pending Wild Draw 4 is judged on, the colour before it, the draws and calls since); none in the draft."""
    if state.decision == "draft":
        return ()
    log = [e.seen_by(seat) for e in state.round_events]
    lays = [i for i, e in enumerate(log) if e.kind in _LAYS]
    if not lays:
        return ()
    start = lays[-2] if len(lays) >= 2 else lays[-1]
    return tuple(log[start:])


def solver_view(state: State, seat: int) -> tuple[str, tuple[Event, ...], View]:
    """The position text, the kept events and the view rebuilt from them alone: what a puzzle shows."""
    position = str(state.position())
    events = puzzle_events(state, seat)
    rebuilt = State.from_position(position, events=events)
    return position, events, view(rebuilt, seat)


def puzzle_id(seen: View) -> str:
    """A short id from the solver's view (the same view, the same puzzle: duplicates share it)."""
    text = json.dumps(seen.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def _twin(a: Action, b: Action) -> bool:
    """The same action but for the UNO call."""
    return a != b and a._replace(uno=False) == b._replace(uno=False)


def is_trivial(legal: tuple[Action, ...]) -> bool:
    """One idea only: a single action, or one play with and without its UNO call."""
    return len({a._replace(uno=False) for a in legal}) < 2


def clear_best(ev: Evaluation, settings: MineSettings) -> tuple[ActionValue, ActionValue, float] | None:
    """``(best, runner-up, gap standard error)`` when the best leads every rival by the margin, else None."""
    best = ev.best
    if best is None:
        return None
    if not best.action.uno and any(_twin(best.action, v.action) for v in ev.actions):
        return None  # the best is a play without its call: the call itself would be the better answer
    rivals = [v for v in ev.actions if v.action != best.action and not _twin(best.action, v.action)]
    if not rivals:
        return None
    for rival in rivals:
        if rival.loss < settings.min_gap or rival.loss < settings.z * rival.loss_se:
            return None
    second = max(rivals, key=lambda v: v.round_win)
    return best, second, second.loss_se


def classify(seen: View, best: Action, second: Action) -> str:
    """The theme of a puzzle: its decision kind, or on a turn what the best action does (docs/puzzles.md)."""
    kind = seen.decision
    by_kind = {
        "draft": "draft",
        "volley": "volley",
        "challenge": "challenge",
        "dump": "dump",
        "color": "colour",
        "catch": "catch",
    }
    if kind in by_kind:
        return by_kind[kind]
    seat = seen.seat
    assert seat is not None
    if best.kind == "play" and len(seen.hand) == 1 or best.kind == "dump" and len(best.cards) == len(seen.hand):
        return "go-out"
    if best.kind == "play" and best.card >= WILD and second.kind == "play" and second.card == best.card:
        return "colour"
    if best.kind in ("draw", "pass"):
        return "hold"
    if best.kind == "play" and best.card < WILD:
        rank = best.card % 13
        if rank == SKIP or seen.ruleset == "classic" and seen.players == 2 and rank in (REVERSE, DRAW2):
            return "skip"
    if min(size for other, size in enumerate(seen.hand_sizes) if other != seat) <= 2:
        return "defend"
    return "plan"


def measure_difficulty(
    seen: View, best: Action, key: str, levels: tuple[tuple[str, str, int], ...]
) -> dict[str, float]:
    """Each bot level's share of tries that played ``best`` on the view (seeded tries, see :data:`TRIES`)."""
    found: dict[str, float] = {}
    for level, spec, tries in levels:
        agent = make_agent(spec)
        hits = sum(
            agent.act(seen, random.Random(derive("unoduo-puzzle-try", key, level, k))) == best for k in range(tries)
        )
        found[level] = round(hits / tries, 3)
    return found


def is_obvious(difficulty: dict[str, float]) -> bool:
    """Every level above the easy one found it on every try."""
    return all(share == 1.0 for level, share in difficulty.items() if level != "easy")


def rating_from(difficulty: dict[str, float]) -> int:
    """A starting rating: 1000 when every level always finds it, 2200 when none ever does (steps of 10)."""
    solved = sum(difficulty.get(level, 0.0) for level in LEVELS) / len(LEVELS)
    return int(round((1000 + 1200 * (1.0 - solved)) / 10.0)) * 10


def judge_position(
    seen: View, settings: MineSettings, key: str
) -> tuple[Evaluation, ActionValue, ActionValue, float] | None:
    """Screen at the budget, then check at the check budget with another seed: ``(check, best, second,
    gap_se)`` when both find the same clear best, else None."""
    screen = evaluate(seen, settings.budget, seed=derive("unoduo-puzzle-screen", key))
    first = clear_best(screen, settings)
    if first is None:
        return None
    check = evaluate(seen, settings.check_budget, seed=derive("unoduo-puzzle-check", key))
    confirmed = clear_best(check, settings)
    if confirmed is None or confirmed[0].action != first[0].action:
        return None
    return check, *confirmed


def make_puzzle(state: State, seat: int, settings: MineSettings, game: int, keep_seed: int) -> Puzzle | None:
    """The puzzle of ``seat``'s decision in ``state``, or None when it is not one (trivial, unclear, obvious
    and not drawn among the kept obvious ones, or a view the coach cannot judge)."""
    position, events, seen = solver_view(state, seat)
    if is_trivial(seen.legal):
        return None
    key = puzzle_id(seen)
    judged = judge_position(seen, settings, key)
    if judged is None:
        return None
    check, best, second, gap_se = judged
    difficulty = measure_difficulty(seen, best.action, key, settings.levels)
    if seen.decision in ROUGH_DECISIONS and difficulty.get("expert", 0.0) < 1.0:
        return None  # the coach judges these roughly (docs/analysis.md "Limits"): the strongest bot must agree
    if is_obvious(difficulty) and random.Random(keep_seed).random() >= KEEP_OBVIOUS:
        return None
    theme = classify(seen, best.action, second.action)
    assert theme in THEMES
    ordered = sorted(check.actions, key=lambda v: (v.action != best.action, -v.round_win))
    return Puzzle(
        id=key,
        ruleset=seen.ruleset,
        position=position,
        seat=seat,
        theme=theme,
        best=str(best.action),
        values=tuple((str(v.action), round(v.round_win, 4), round(v.round_win_se, 4)) for v in ordered),
        difficulty=difficulty,
        rating=rating_from(difficulty),
        measure="round",
        decision=seen.decision,
        events=events,
        gap=round(second.loss, 4),
        gap_se=round(gap_se, 4),
        budget=settings.check_budget,
        game=game,
    )


def mine_game(task: GameTask) -> tuple[int, list[dict[str, Any]]]:
    """Play game ``task.game`` of the run and return its index and its puzzles (JSON-ready dicts)."""
    ruleset, specs, match_seed, first = game_setup(task.seed, task.game, task.settings.game_agents)
    agents = [make_agent(spec) for spec in specs]
    rngs = [random.Random(derive("unoduo-puzzle-seat", match_seed, s)) for s in range(2)]
    screen_rng = random.Random(derive("unoduo-puzzle-screen-pick", match_seed))
    state = new_match(ruleset, players=2, seed=match_seed, first=first)
    found: list[dict[str, Any]] = []
    seen_ids: set[str] = set()
    while not state.is_over and len(found) < MAX_PER_GAME:
        seat = state.to_act
        assert seat is not None
        current = view(state, seat)
        share = SCREEN_SHARE.get(state.decision, 1.0)
        if len(current.legal) > 1 and screen_rng.random() < share:
            puzzle = make_puzzle(state, seat, task.settings, task.game, screen_rng.getrandbits(63))
            if puzzle is not None and puzzle.id not in seen_ids:
                seen_ids.add(puzzle.id)
                found.append(puzzle.to_dict())
        state.apply(agents[seat].act(current, rngs[seat]), seat)
    return task.game, found
