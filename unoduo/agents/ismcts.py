"""Search for UNO: determinized rollouts from the seat's view (ISMCTS, Cowling, Powley & Whitehouse 2012).

Every determinization is a complete state consistent with the seat's view (:class:`~unoduo.agents.redeal.
Redealer`: own hand, public cards, the known draft discards under the draw pile, hands revealed in
challenges, and by default what the other seats' draws showed about their hands). Two searches share it:

- ``mode="flat"`` (the default), rollout policy improvement: each sampled world plays every root action
  once and then the round out with a fast greedy policy for both seats (:func:`~unoduo.agents.playout.
  duo_playout` in Duo), all with the same random stream, so actions are compared on identical deals and
  luck (common random numbers). The best mean reward wins, if it beats the guide's action significantly.
- ``mode="tree"``: single-observer ISMCTS, one shared tree walked with UCB1 over the actions legal in each
  sample (counting availability), one node expanded per iteration, a playout, and the round's reward backed
  up for each seat. The guide's action stands unless a well-visited action beats it by ``guide_margin``.

A guide (the heuristic agent by default) makes the decisions that playouts judge badly: draft picks (their
worth shows only over a whole round of good play) and Wild Draw 4 challenges (uniform determinizations
ignore that an opponent who plays a Wild Draw 4 has usually played it legally).

The agent sees only its view, so it cannot cheat. With a budget in iterations (playouts) it is
deterministic for a given RNG seed; a budget in milliseconds stops on the clock instead.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from unoduo.core import Action, State, View

from .base import Agent
from .playout import STARTS, duo_playout, plays_house_rules, policy_action
from .redeal import Redealer, copy_sample

GUIDED_DECISIONS = frozenset({"draft", "challenge"})


class _Node:
    __slots__ = ("children", "visits", "reward", "available", "player")

    def __init__(self, player: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.player = player  # the seat that chose the action leading here


class ISMCTSAgent:
    """Search with a budget of ``iterations`` playouts per decision, or of ``time_ms`` milliseconds.

    ``mode``: ``"flat"`` (paired rollouts at the root) or ``"tree"`` (ISMCTS); ``infer``: deal hidden cards
    following what draws showed; ``reward``: ``"points"`` or ``"win"`` (see :func:`duo_rewards`);
    ``guide_margin`` and ``z``: how clearly an action must beat the guide's (default 0 for flat, 0.15 for
    tree; ``z`` standard errors of the paired difference, flat only); ``playouts``: ``"core"`` or ``"fast"``
    (the flat search's worlds dealt and played out in compiled code, :mod:`unoduo.fast.search`; the core
    playouts where the fast lane cannot run them: without numba, under house rules it does not play, in
    challenge and catch decisions, and in ``mode="tree"``).
    """

    name = "ismcts"

    def __init__(
        self,
        iterations: int | None = None,
        time_ms: float | None = None,
        exploration: float = 0.7,
        rollout_limit: int = 3000,
        guide: Agent | None | str = "heuristic",
        guide_margin: float | None = None,
        fast_playout: bool = True,
        reward: str = "points",
        infer: bool = True,
        mode: str = "flat",
        z: float = 1.0,
        playouts: str = "core",
    ) -> None:
        if iterations is None and time_ms is None:
            iterations = 300
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_ms is not None and time_ms <= 0:
            raise ValueError("time_ms must be positive")
        self.iterations = iterations
        self.time_ms = time_ms
        self.exploration = exploration
        self.rollout_limit = rollout_limit
        if guide == "heuristic":
            from .heuristic import HeuristicAgent

            guide = HeuristicAgent()
        self.guide: Agent | None = guide if not isinstance(guide, str) else None
        if mode not in ("tree", "flat"):
            raise ValueError("mode must be 'tree' or 'flat'")
        self.mode = mode
        self.guide_margin = guide_margin if guide_margin is not None else (0.0 if mode == "flat" else 0.15)
        self.fast_playout = fast_playout
        if reward not in ("points", "win"):
            raise ValueError("reward must be 'points' or 'win'")
        self.reward = reward
        self.infer = infer
        self.z = z
        if playouts not in ("core", "fast"):
            raise ValueError("playouts must be 'core' or 'fast'")
        self.playouts = playouts
        self._fast: Any = None  # unoduo.fast.search.FastPlayouts when the fast lane can run the playouts
        self.fast_missing = ""  # why playouts="fast" fell back to the core, if it did
        if playouts == "fast":
            try:
                from unoduo.fast.search import FastPlayouts
            except ImportError as exc:  # numba or numpy missing: the core playouts do the same search, slower
                self.fast_missing = str(exc)
            else:
                self._fast = FastPlayouts()
        self.last_iterations = 0  # iterations run for the last decision that searched
        self.total_iterations = 0
        self.total_seconds = 0.0

    def __repr__(self) -> str:
        budget = f"{self.iterations}" if self.iterations is not None else f"{self.time_ms:g}ms"
        if self.playouts == "fast":
            lane = "fast playouts" if self._fast is not None else "core playouts: the fast lane is not installed"
            return f"ISMCTSAgent({budget}, {lane})"
        return f"ISMCTSAgent({budget})"

    def jump_in(self, view: View, rng: random.Random) -> Action | None:
        """H13: out-of-turn plays are left to the guide (the search plays the seat's own turns)."""
        choose = getattr(self.guide, "jump_in", None)
        return None if choose is None else choose(view, rng)

    def act(self, view: View, rng: random.Random) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]  # a forced decision (R85) needs no search
        assert view.seat is not None
        started = time.perf_counter()
        deadline = None if self.time_ms is None else started + self.time_ms / 1000.0
        hint: Action | None = None
        if self.guide is not None:
            hint = self.guide.act(view, random.Random(rng.getrandbits(32)))
            if view.decision in GUIDED_DECISIONS:
                self.last_iterations = 0
                return hint
        redealer = Redealer(view, rng, self.infer)
        if self.mode == "flat":
            return self._flat(view, hint, redealer, rng, started, deadline)
        root = _Node(view.seat)
        count = 0
        while True:
            if self.iterations is not None and count >= self.iterations:
                break
            if deadline is not None and count > 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, redealer, rng)
            count += 1
        self.last_iterations = count
        self.total_iterations += count
        self.total_seconds += time.perf_counter() - started
        allowed = set(legal)
        action, node = max(
            (item for item in root.children.items() if item[0] in allowed),
            key=lambda item: (item[1].visits, item[1].reward),
        )
        if hint is not None and action != hint:
            # Leave the guide's choice only on clear evidence: a well-visited action whose mean beats it.
            guided = root.children.get(hint)
            if guided is not None and guided.visits:
                margin = node.reward / node.visits - guided.reward / guided.visits
                if margin < self.guide_margin or node.visits < 0.2 * count:
                    action = hint
            else:
                action = hint
        return _as_listed(action, legal)

    # ------------------------------------------------------------------ flat search with paired playouts

    def _flat(
        self,
        view: View,
        hint: Action | None,
        redealer: Redealer,
        rng: random.Random,
        started: float,
        deadline: float | None,
    ) -> Action:
        """Rollout policy improvement: every root action is played out in the same sampled worlds.

        Each world gets one playout per action with the same random stream (common random numbers), so the
        difference between two actions is measured on identical deals and luck. The guide's action stands
        unless another beats it by ``guide_margin`` and by ``z`` standard errors of the paired difference.
        """
        legal = view.legal
        seat = view.seat
        assert seat is not None
        calls = {action._replace(uno=False) for action in legal if action.uno}
        actions = [action for action in legal if action.uno or action not in calls]
        if hint is not None and hint not in actions:
            actions.append(hint)
        fast = None
        if self._fast is not None and self.mode == "flat":
            fast = self._fast.flat(self, view, actions, redealer, rng, deadline)
        if fast is not None:
            rewards = fast
            count = len(actions) * len(rewards[0])
        else:
            rewards, count = self._core_playouts(actions, seat, redealer, rng, deadline)
        self.last_iterations = count
        self.total_iterations += count
        self.total_seconds += time.perf_counter() - started
        return self._paired_choice(actions, rewards, hint, legal)

    def _core_playouts(
        self, actions: list[Action], seat: int, redealer: Redealer, rng: random.Random, deadline: float | None
    ) -> tuple[list[list[float]], int]:
        """The flat search's paired playouts on the core: one reward list per action, and the playouts run."""
        rewards: list[list[float]] = [[] for _ in actions]
        count = 0
        last = len(actions) - 1
        while True:
            if self.iterations is not None and count + len(actions) > max(self.iterations, len(actions)):
                break  # whole worlds only: every action is played out in each
            if deadline is not None and count > 0 and time.perf_counter() >= deadline:
                break
            world = redealer.sample(rng)
            round_number = world.round
            seed = rng.getrandbits(32)
            for index, action in enumerate(actions):
                state = world if index == last else copy_sample(world)
                state.apply(action)
                rewards[index].append(self._rollout(state, round_number, random.Random(seed))[seat])
            count += len(actions)
        return rewards, count

    def _paired_choice(
        self, actions: list[Action], rewards: list[list[float]], hint: Action | None, legal: tuple[Action, ...]
    ) -> Action:
        """The best mean reward, if it beats the guide's action by ``guide_margin`` and ``z`` standard errors."""
        n = len(rewards[0])
        means = [sum(r) / n for r in rewards]
        best = max(range(len(actions)), key=lambda i: means[i])
        if hint is None or actions[best] == hint:
            return _as_listed(actions[best], legal)
        guided = actions.index(hint)
        diffs = [a - b for a, b in zip(rewards[best], rewards[guided], strict=True)]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n)
        if mean > self.guide_margin and mean > self.z * spread:
            return _as_listed(actions[best], legal)
        return _as_listed(hint, legal)

    # ------------------------------------------------------------------ one iteration

    def _iterate(self, root: _Node, redealer: Redealer, rng: random.Random) -> None:
        state = redealer.sample(rng)
        round_number = state.round
        node = root
        path = [root]
        c = self.exploration
        while state.round == round_number and not state.match_over:
            legal = state.legal_actions()
            actor = state.to_act
            assert actor is not None
            if len(legal) > 2 and len(state.hand(actor)) == 2:
                # A play that leaves one card without the UNO call only risks a catch: search the call only.
                legal = [action for action in legal if action.uno or action.kind != "play"]
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = untried[int(rng.random() * len(untried))]
                child = _Node(actor)
                child.available = 1
                children[action] = child
                state.apply(action)
                path.append(child)
                break
            best_score = -1.0
            best_action = legal[0]
            for action in legal:
                child = children[action]
                score = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                if score > best_score:
                    best_score = score
                    best_action = action
            node = children[best_action]
            state.apply(best_action)
            path.append(node)
        rewards = self._rollout(state, round_number, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.player]

    def _rollout(self, state: State, round_number: int, rng: random.Random) -> list[float]:
        """Play the round out with the playout policy for every seat (:func:`~unoduo.agents.playout.policy_action`;
        Duo: as soon as it can, with the equivalent and faster :func:`~unoduo.agents.playout.duo_playout`)."""
        rnd = rng.random
        steps = 0
        limit = self.rollout_limit
        fast = self.fast_playout and state.ruleset == "duo" and not plays_house_rules(state.ruleset, state.options)
        while state.round == round_number and not state.match_over and steps < limit:
            if fast and state.decision in STARTS:
                out, points = duo_playout(state, rnd)
                return duo_rewards(out, points, self.reward)
            state.apply(policy_action(state, rnd))
            steps += 1
        players = state.players
        if len(state.rounds) < round_number:
            return [0.5] * players  # the rollout hit its limit: call it even
        return round_rewards(state, round_number - 1, self.reward)


def round_rewards(state: State, index: int, reward: str = "points") -> list[float]:
    """Each seat's reward in [0, 1] for round ``index``: going out wins; in Duo fewer points may also count."""
    result = state.rounds[index]
    players = state.players
    if state.ruleset == "duo":
        return duo_rewards(-1 if result.out is None else result.out, list(result.points), reward)
    if result.out is None:
        return [1.0 / players] * players
    return [1.0 if seat == result.out else 0.0 for seat in range(players)]


def duo_rewards(out: int, points: list[int], reward: str = "points") -> list[float]:
    """Both seats' rewards for a Duo round that ``out`` went out of (-1: blocked) with these hand points.

    ``reward="win"`` counts the round only (1 win, 0 loss, 0.5 a tie on points); ``"points"`` also gives the
    loser up to 0.2 for losing with few points (R74), which matters for the match but not for the round.
    """
    if out >= 0:
        winner = out
    else:
        winner = -1 if points[0] == points[1] else (0 if points[0] < points[1] else 1)
    if reward == "win":
        if winner < 0:
            return [0.5, 0.5]
        return [1.0 if seat == winner else 0.0 for seat in range(2)]
    return [
        1.0 if seat == winner else 0.2 * max(0.0, 1.0 - points[seat] / 100.0) + (0.4 if winner < 0 else 0.0)
        for seat in range(2)
    ]


def _as_listed(action: Action, legal: tuple[Action, ...]) -> Action:
    for candidate in legal:
        if candidate == action:
            return candidate
    return action


def fast_ismcts(iterations: int | None = None, time_ms: float | None = None) -> ISMCTSAgent:
    """The spec ``ismcts-fast``: :class:`ISMCTSAgent` with its playouts on the compiled fast lane
    (``playouts="fast"``, :mod:`unoduo.fast.search`); the core playouts where the fast lane cannot run them."""
    return ISMCTSAgent(iterations=iterations, time_ms=time_ms, playouts="fast")
