"""Win chances of a position from one seat's view: determinized playouts with common random numbers.

:func:`evaluate` reads only a :class:`~unoduo.core.View` (never a state): it deals the cards the seat cannot
see at random, consistently with what it knows (:class:`~unoduo.agents.redeal.Redealer`, which also follows
what the other seats' draws showed), and plays the round out with the fast playout policy of search
(:mod:`unoduo.agents.playout`) for every seat. When the seat is to act, every sampled world is played once
after each legal action with the same random stream (common random numbers), so two actions are compared on
identical deals and luck; the difference between them has a much smaller error than either value.

The numbers, each a mean over sampled worlds with its standard error (the sample standard deviation over
the square root of the number of worlds):

- **round win**: the chance that the seat wins the round in progress (Duo: goes out, or has the lower hand
  in a blocked round, a tie counting one half; classic: goes out);
- **match win**: the chance that it wins the match, given the scores: the round's outcome in each playout
  gives the scores after it, and :func:`match_win_chance` turns those into a match-win chance assuming both
  players are even in the rounds still to come.

The position's values are those of its best action when the seat is to act (the coach assumes good play
from here), measured without the optimism of picking the best of several noisy means on the same playouts
(two-fold cross-validation: the action best on one half of the worlds is valued on the other half), else
those of the playouts from the position as it stands.

With a budget in playouts and a given ``seed`` the result is exactly reproducible; a time budget stops on
the clock, so the number of worlds (and the last digits) vary from run to run.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from unoduo.agents.ismcts import duo_rewards
from unoduo.agents.playout import STARTS, duo_playout, policy_action
from unoduo.agents.redeal import Redealer, copy_sample
from unoduo.core import Action, Options, State, View, new_match

#: Decisions whose value the playouts judge less well than a bot does (see docs/analysis.md "Limits"): a
#: draft pick shows its worth only over a whole round of good play, and uniform deals ignore that a Wild
#: Draw 4 is usually played legally. They are evaluated all the same; the review marks them ``judged=False``.
ROUGH_DECISIONS = frozenset({"draft", "challenge"})

_ROLLOUT_LIMIT = 3000
_TIME = re.compile(r"([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(ms|s)")
_COUNT = re.compile(r"([0-9]+)\s*(?:playouts?)?")


@dataclass(frozen=True, slots=True)
class Budget:
    """How much work an evaluation may do: ``playouts`` (deterministic) or ``seconds`` (on the clock).

    Parse one from text with :meth:`parse`: ``"200ms"``, ``"1.5s"`` (time) or ``"500"`` / ``"500 playouts"``.
    A playout budget counts every playout (a world played out once after each legal action counts one per
    action); at least two worlds are always played, so a standard error exists.
    """

    playouts: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if (self.playouts is None) == (self.seconds is None):
            raise ValueError("a budget is either a number of playouts or a time, exactly one of them")
        if self.playouts is not None and (type(self.playouts) is not int or self.playouts < 1):
            raise ValueError(f"a playout budget must be a whole number of at least 1, not {self.playouts!r}")
        if self.seconds is not None and not self.seconds > 0:
            raise ValueError(f"a time budget must be more than 0 seconds, not {self.seconds!r}")

    @classmethod
    def parse(cls, budget: Budget | str | int | float) -> Budget:
        """A budget from ``"200ms"``, ``"2s"``, ``"500"``, an int (playouts) or a Budget. Raises ValueError."""
        if isinstance(budget, Budget):
            return budget
        if isinstance(budget, bool):
            raise ValueError(f"bad budget {budget!r}")
        if isinstance(budget, int):
            return cls(playouts=budget)
        if isinstance(budget, float):
            raise ValueError(f"bad budget {budget!r}: give playouts as a whole number or a time such as '200ms'")
        if not isinstance(budget, str):
            raise ValueError(f"a budget is a text such as '200ms', '2s' or '500', not {budget!r}")
        text = budget.strip().lower()
        match = _TIME.fullmatch(text)
        if match:
            value = float(match.group(1)) / (1000.0 if match.group(2) == "ms" else 1.0)
            if not value > 0:
                raise ValueError(f"bad budget {budget!r}: a time budget must be more than 0")
            return cls(seconds=value)
        match = _COUNT.fullmatch(text)
        if match:
            count = int(match.group(1))
            if count < 1:
                raise ValueError(f"bad budget {budget!r}: at least 1 playout")
            return cls(playouts=count)
        raise ValueError(
            f"bad budget {budget!r}: expected a time ('200ms', '2s') or a number of playouts ('500')"
        )

    def __str__(self) -> str:
        if self.playouts is not None:
            return f"{self.playouts} playouts"
        assert self.seconds is not None
        return f"{self.seconds * 1000:g}ms" if self.seconds < 1 else f"{self.seconds:g}s"


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One legal action's worth to the seat: its chances after the action, and how much worse than the best.

    ``loss`` is the best action's round-win chance less this one's (0 for the best); ``loss_se`` is the
    standard error of that paired difference (the same worlds played out after both actions).
    """

    action: Action
    round_win: float
    round_win_se: float
    match_win: float
    match_win_se: float
    loss: float
    loss_se: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": str(self.action),
            "round_win": _r(self.round_win),
            "round_win_se": _r(self.round_win_se),
            "match_win": _r(self.match_win),
            "match_win_se": _r(self.match_win_se),
            "loss": _r(self.loss),
            "loss_se": _r(self.loss_se),
        }


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What :func:`evaluate` found: the position's chances for ``seat`` and, if it is to act, every action's.

    ``actions`` lists the legal actions in the view's order (empty when the seat is not to act); ``best`` is
    the one with the highest round-win chance (ties: the first listed). ``worlds`` sampled deals were played
    out, ``playouts`` playouts in all, in ``seconds``.
    """

    seat: int
    round: int
    decision: str
    round_win: float
    round_win_se: float
    match_win: float
    match_win_se: float
    actions: tuple[ActionValue, ...]
    worlds: int
    playouts: int
    seconds: float

    @property
    def best(self) -> ActionValue | None:
        """The best action's value (None when the seat is not to act)."""
        if not self.actions:
            return None
        return max(self.actions, key=lambda value: value.round_win)  # max keeps the first of equals

    def value_of(self, action: Action | str) -> ActionValue:
        """The value of one legal action (given as an Action or its text); KeyError if it is not legal here."""
        wanted = Action.parse(action) if isinstance(action, str) else action
        for value in self.actions:
            if value.action == wanted:
                return value
        raise KeyError(f"{wanted} is not a legal action of this position")

    def to_dict(self) -> dict[str, Any]:
        best = self.best
        return {
            "seat": self.seat,
            "round": self.round,
            "decision": self.decision,
            "round_win": _r(self.round_win),
            "round_win_se": _r(self.round_win_se),
            "match_win": _r(self.match_win),
            "match_win_se": _r(self.match_win_se),
            "best": None if best is None else str(best.action),
            "actions": [value.to_dict() for value in self.actions],
            "worlds": self.worlds,
            "playouts": self.playouts,
        }


def evaluate(view: View, budget: Budget | str | int = "200ms", *, seed: int = 0, infer: bool = True) -> Evaluation:
    """The seat's win chances in the position of ``view``, from that view alone (see the module docstring).

    ``budget``: a :class:`Budget` or its text (``"200ms"``, ``"500"`` playouts). ``seed`` fixes the sampled
    deals and playouts (a playout budget is then exactly reproducible). ``infer``: deal the other hands
    following what their draws showed (a player draws only when it must), as the search bot does.
    Raises ValueError for a spectator view, a finished match or a bad budget.
    """
    limit = Budget.parse(budget)
    started = time.perf_counter()
    actions, wins, matches = sample_playouts(view, limit, seed=seed, infer=infer)
    seat = view.seat
    assert seat is not None
    worlds = len(wins[0])
    width = len(actions)
    means = [sum(values) / worlds for values in wins]
    values: list[ActionValue] = []
    best_index = max(range(width), key=lambda i: means[i])
    for index, action in enumerate(actions):
        if action is None:
            continue
        values.append(
            ActionValue(
                action=action,
                round_win=means[index],
                round_win_se=_se(wins[index]),
                match_win=sum(matches[index]) / worlds,
                match_win_se=_se(matches[index]),
                loss=means[best_index] - means[index],
                loss_se=_se([a - b for a, b in zip(wins[best_index], wins[index], strict=True)]),
            )
        )
    return Evaluation(
        seat=seat,
        round=view.round,
        decision=view.decision,
        round_win=_held_out_best(wins),
        round_win_se=_se(wins[best_index]),
        match_win=_held_out_best(matches, wins),
        match_win_se=_se(matches[best_index]),
        actions=tuple(values),
        worlds=worlds,
        playouts=worlds * width,
        seconds=time.perf_counter() - started,
    )


def sample_playouts(
    view: View, limit: Budget, *, seed: int = 0, infer: bool = True
) -> tuple[list[Action | None], list[list[float]], list[list[float]]]:
    """The raw playouts of :func:`evaluate`: the actions (``[None]`` when the seat is not to act) and, per
    action, the round reward and the match-win chance of each sampled world (the same worlds for every action)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator view has no seat to evaluate for")
    if view.match_over or view.to_act is None:
        raise ValueError("the match is over: there is no position to evaluate")
    match_win_chance(view.ruleset, view.players, view.options, view.scores, seat)  # build its tables first
    started = time.perf_counter()
    deadline = None if limit.seconds is None else started + limit.seconds
    rng = random.Random(seed)
    redealer = Redealer(view, rng, infer)
    actions: list[Action | None] = list(view.legal) if view.to_act == seat and view.legal else [None]
    width = len(actions)
    last = width - 1
    wins: list[list[float]] = [[] for _ in actions]
    matches: list[list[float]] = [[] for _ in actions]
    worlds = 0
    while True:
        if worlds >= 2:
            if limit.playouts is not None and (worlds + 1) * width > limit.playouts:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        world = redealer.sample(rng)
        stream = rng.getrandbits(32)
        for index, action in enumerate(actions):
            state = world if index == last else copy_sample(world)
            if action is not None:
                state.apply(action)
            won, scores = _play_out(state, seat, view.round, random.Random(stream))
            wins[index].append(won)
            matches[index].append(
                match_win_chance(view.ruleset, view.players, view.options, scores, seat)
            )
        worlds += 1
    return actions, wins, matches


def _play_out(state: State, seat: int, round_number: int, rng: random.Random) -> tuple[float, tuple[int, ...]]:
    """Play the round out with the playout policy: the seat's round reward (1 win, 0.5 a Duo tie, 0) and the
    scores after the round."""
    out, points = _round_end(state, round_number, rng)
    scores = tuple(total + gained for total, gained in zip(state.scores, points, strict=True))
    if state.ruleset == "duo":
        return duo_rewards(out, list(points), "win")[seat], scores
    if out < 0:
        return 1.0 / state.players, scores
    return (1.0 if out == seat else 0.0), scores


def _round_end(state: State, round_number: int, rng: random.Random) -> tuple[int, tuple[int, ...]]:
    """Who goes out of the round (-1: nobody, a blocked round or a playout stopped at its limit) and the
    points each seat scores in it, playing on from ``state`` (its match must end with the round, as the
    Redealer's worlds do; the state's scores do not yet hold the round's points)."""
    rnd = rng.random
    fast = state.ruleset == "duo"
    steps = 0
    base = tuple(state.scores)
    while state.round == round_number and not state.match_over and steps < _ROLLOUT_LIMIT:
        if fast and state.decision in STARTS:
            out, points = duo_playout(state, rnd)
            return out, tuple(points)
        state.apply(policy_action(state, rnd))
        steps += 1
    if len(state.rounds) < round_number:
        return -1, (0,) * state.players  # the playout hit its limit: call it even
    result = state.rounds[round_number - 1]
    state.scores = list(base)  # report the round's points apart, as the fast path does
    return (-1 if result.out is None else result.out), tuple(result.points)


def _held_out_best(values: list[list[float]], ranking: list[list[float]] | None = None) -> float:
    """The value of the best action without the optimism of picking it on the same playouts (the best of
    several noisy means is biased upward): the action best on the first half of the worlds (by ``ranking``,
    default ``values``) valued on the second half, and the reverse, averaged (two-fold cross-validation)."""
    ranking = values if ranking is None else ranking
    n = len(values[0])
    if len(values) == 1:
        return sum(values[0]) / n
    half = n // 2

    def best_on(start: int, end: int) -> int:
        return max(range(len(ranking)), key=lambda i: sum(ranking[i][start:end]))

    first, second = best_on(0, half), best_on(half, n)
    return 0.5 * (sum(values[first][half:]) / (n - half) + sum(values[second][:half]) / half)


def _se(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def _r(value: float) -> float:
    return round(value, 4)


# ---------------------------------------------------------------------------------------------- the match


def match_win_chance(
    ruleset: str, players: int, options: dict[str, Any], scores: Sequence[int], seat: int
) -> float:
    """The chance that ``seat`` wins the match from these scores at the end of a round, the players even.

    A match that these scores end is decided (Duo: the lower total wins; classic: the higher; a tie is
    shared). Otherwise the rest of the match is played with rounds drawn from :func:`round_outcomes`, each
    seat equally likely to win a round: exactly on a grid of 5 (Duo) or 10 (classic) points for two
    players (:func:`_two_player_table`), by a cached simulation of 200 matches for more.
    """
    target = int(options.get("target_score", 200 if ruleset == "duo" else 500))
    if max(scores) >= target:
        return _decided(ruleset, scores, seat)
    settings = tuple(sorted(options.items()))
    step = 5 if ruleset == "duo" else 10
    if players == 2:
        table = _two_player_table(ruleset, settings, target, step)
        mine, theirs = scores[seat] // step, scores[1 - seat] // step
        return table[mine][theirs]
    key = tuple(s // step * step for s in scores)
    return _match_win_simulated(ruleset, players, settings, key, seat, target)


@lru_cache(maxsize=16)
def _two_player_table(
    ruleset: str, options: tuple[tuple[str, Any], ...], target: int, step: int
) -> list[list[float]]:
    """``table[a][b]``: the chance that a seat with ``a * step`` points against ``b * step`` wins the match
    (both below ``target``), by dynamic programming over the rounds still to come (scores only grow)."""
    outcomes = round_outcomes(ruleset, 2, options)
    weight = 0.5 / len(outcomes)
    moves: dict[tuple[int, int], float] = {}
    for winner_gain, loser_gain in outcomes:
        won = (round(winner_gain / step), round(loser_gain / step))
        lost = (won[1], won[0])
        moves[won] = moves.get(won, 0.0) + weight
        moves[lost] = moves.get(lost, 0.0) + weight
    cells = -(-target // step)
    stay = moves.pop((0, 0), 0.0)  # a round that changes no score (rounded) leaves the chance as it is
    table = [[0.0] * cells for _ in range(cells)]
    for a in reversed(range(cells)):
        row = table[a]
        for b in reversed(range(cells)):
            total = 0.0
            for (gain_a, gain_b), p in moves.items():
                x, y = a + gain_a, b + gain_b
                if x >= cells or y >= cells:
                    total += p * _decided(ruleset, (x, y), 0)
                else:
                    total += p * table[x][y]
            row[b] = total / (1.0 - stay)
    return table


@lru_cache(maxsize=65536)
def _match_win_simulated(
    ruleset: str, players: int, options: tuple[tuple[str, Any], ...], scores: tuple[int, ...], seat: int, target: int
) -> float:
    outcomes = round_outcomes(ruleset, players, options)
    rng = random.Random(f"{ruleset}:{players}:{options}:{scores}:{seat}")  # str seeds are stable across runs
    total = 0.0
    trials = 200
    pick = rng.random
    count = len(outcomes)
    for _ in range(trials):
        current = list(scores)
        while max(current) < target:
            winner = int(pick() * players)
            gains = outcomes[int(pick() * count)]
            # Each outcome is stored with its winner at seat 0; rotate it to the winner drawn.
            for s in range(players):
                current[s] += gains[(s - winner) % players]
        total += _decided(ruleset, tuple(current), seat)
    return total / trials


def _decided(ruleset: str, scores: Sequence[int], seat: int) -> float:
    best = min(scores) if ruleset == "duo" else max(scores)
    leaders = [s for s, total in enumerate(scores) if total == best]
    return 1.0 / len(leaders) if seat in leaders else 0.0


@lru_cache(maxsize=64)
def round_outcomes(ruleset: str, players: int, options: tuple[tuple[str, Any], ...]) -> tuple[tuple[int, ...], ...]:
    """Points of 400 whole rounds played by the playout policy (fixed seeds), each rotated so that the
    round's winner sits at seat 0: the model of future rounds that :func:`match_win_chance` draws from."""
    settings = {name: value for name, value in options if name != "target_score"}
    opts = Options.for_ruleset(ruleset, settings)
    opts = dataclasses.replace(opts, target_score=1)  # the match ends with its first round
    found: list[tuple[int, ...]] = []
    for game in range(400):
        rng = random.Random(game)
        state = new_match(ruleset, players=players, seed=game, options=opts, first=game % players)
        out, points = _round_end(state, 1, rng)
        if out >= 0:
            winner = out
        elif not any(points):
            continue  # a playout stopped at its limit
        else:
            best = min(points) if ruleset == "duo" else max(points)
            winner = points.index(best)
        found.append(tuple(points[(s + winner) % players] for s in range(players)))
    return tuple(found)
