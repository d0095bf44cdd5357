"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Each iteration samples a complete state consistent with the seat's view (:func:`unoduo.core.determinize.
sample_state`: own hand, public cards, the known draft discards under the draw pile, hands revealed in
challenges), walks one shared tree with UCB1 over the actions legal in that sample (counting availability,
since the opponent's options differ between samples), expands one node, plays the round out with a fast
"play when you can" policy, and backs up the round's reward for each seat. The decision is the most
visited action at the root.

The agent sees only its view, so it cannot cheat. With a budget in iterations it is deterministic for a
given RNG seed; a budget in milliseconds stops on the clock instead.
"""

from __future__ import annotations

import math
import random
import time

from unoduo.core import Action, State, View
from unoduo.core.determinize import sample_state

_PLAY = "play"
_DUMP = "dump"
_CATCH = "catch"


class _Node:
    __slots__ = ("children", "visits", "reward", "available", "player")

    def __init__(self, player: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.player = player  # the seat that chose the action leading here


class ISMCTSAgent:
    """ISMCTS with a budget of ``iterations`` per decision, or of ``time_ms`` milliseconds."""

    name = "ismcts"

    def __init__(
        self,
        iterations: int | None = None,
        time_ms: float | None = None,
        exploration: float = 0.7,
        rollout_limit: int = 3000,
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
        self.last_iterations = 0  # iterations run for the last decision that searched
        self.total_iterations = 0
        self.total_seconds = 0.0

    def __repr__(self) -> str:
        budget = f"{self.iterations}" if self.iterations is not None else f"{self.time_ms:g}ms"
        return f"ISMCTSAgent({budget})"

    def act(self, view: View, rng: random.Random) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]  # a forced decision (R85) needs no search
        assert view.seat is not None
        started = time.perf_counter()
        deadline = None if self.time_ms is None else started + self.time_ms / 1000.0
        root = _Node(view.seat)
        count = 0
        while True:
            if self.iterations is not None and count >= self.iterations:
                break
            if deadline is not None and count > 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, view, rng)
            count += 1
        self.last_iterations = count
        self.total_iterations += count
        self.total_seconds += time.perf_counter() - started
        allowed = set(legal)
        best = max(
            (item for item in root.children.items() if item[0] in allowed),
            key=lambda item: (item[1].visits, item[1].reward),
        )
        return _as_listed(best[0], legal)

    # ------------------------------------------------------------------ one iteration

    def _iterate(self, root: _Node, view: View, rng: random.Random) -> None:
        state = sample_state(view, rng)
        round_number = state.round
        node = root
        path = [root]
        c = self.exploration
        while state.round == round_number and not state.match_over:
            legal = state.legal_actions()
            actor = state._seat
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
        """Play the round out: a random play when there is one (calling UNO), else a random action."""
        rnd = rng.random
        steps = 0
        limit = self.rollout_limit
        while state.round == round_number and not state.match_over and steps < limit:
            legal = state.legal_actions()
            plays = [a for a in legal if a.kind == _PLAY or a.kind == _DUMP]
            if plays:
                called = [a for a in plays if a.uno]
                if called:
                    plays = called
                action = plays[int(rnd() * len(plays))]
            elif legal[0].kind == _CATCH:
                action = legal[0]
            else:
                action = legal[int(rnd() * len(legal))]
            state.apply(action)
            steps += 1
        players = state.players
        if len(state.rounds) < round_number:
            return [0.5] * players  # the rollout hit its limit: call it even
        return round_rewards(state, round_number - 1)


def round_rewards(state: State, index: int) -> list[float]:
    """Each seat's reward in [0, 1] for round ``index``: going out wins; in Duo fewer points also count."""
    result = state.rounds[index]
    players = state.players
    if state.ruleset == "duo":
        points = result.points
        if result.out is not None:
            winner = result.out
        else:
            winner = -1 if points[0] == points[1] else (0 if points[0] < points[1] else 1)
        # The loser prefers a small hand: up to 0.2 for losing with few points (R74).
        return [
            1.0 if seat == winner else 0.2 * max(0.0, 1.0 - points[seat] / 100.0) + (0.4 if winner < 0 else 0.0)
            for seat in range(players)
        ]
    if result.out is None:
        return [1.0 / players] * players
    return [1.0 if seat == result.out else 0.0 for seat in range(players)]


def _as_listed(action: Action, legal: tuple[Action, ...]) -> Action:
    for candidate in legal:
        if candidate == action:
            return candidate
    return action
