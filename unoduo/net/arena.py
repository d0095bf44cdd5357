"""Round win rates of an agent against a bot on paired deals, with 95% intervals (for training curves and bench/).

Deal ``i`` is played twice (in two seats' turn for two players; for more, once with the agent in each seat is
too many, so the agent's seat goes round the table with the deal number). Each deal is the first round of a
fresh match, so a rate counts rounds, the unit the value head predicts. A round still going after
``MAX_ACTIONS`` actions (an untrained policy that only draws can make one endless) stops there and counts as
half a win, as a blocked round does; :attr:`ArenaResult.stopped` says how many.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from unoduo.agents import Agent
from unoduo.agents.registry import make_agent
from unoduo.core import new_match, view
from unoduo.sim.stats import wilson
from unoduo.sim.tournament import round_winner

MAX_ACTIONS: Final = 1000


@dataclass(frozen=True, slots=True)
class ArenaResult:
    """``wins`` of ``rounds`` (a blocked round without a single winner counts as half, a stopped one as
    ``1 / players``), its interval, and the agent's mean CPU time per decision in milliseconds."""

    opponent: str
    rounds: int
    wins: float
    low: float
    high: float
    ms_per_decision: float
    stopped: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.rounds if self.rounds else 0.0


def play_rounds(make_player: Callable[[], Agent], opponent: str, ruleset: str = "duo", players: int = 2,
                deals: int = 50, seed: int = 0, start: int = 0) -> ArenaResult:
    """The agent ``make_player()`` against ``players - 1`` seats of ``opponent`` (a spec), ``deals`` deals;
    with two players each deal is played twice with the seats swapped (``2 * deals`` rounds). Deals are
    numbered from ``start`` (so that chunks of one measurement played in several processes do not overlap)."""
    if deals < 1:
        raise ValueError(f"deals must be at least 1, not {deals}")
    player = make_player()
    wins = 0.0
    rounds = decisions = stopped = 0
    spent = 0.0
    for deal in range(start, start + deals):
        seats = range(players) if players == 2 else [deal % players]
        for mine in seats:
            agents = [player if s == mine else make_agent(opponent) for s in range(players)]
            rngs = [random.Random(seed * 1_000_003 + deal * 16 + s) for s in range(players)]
            state = new_match(ruleset, players=players, seed=seed * 1_000_003 + deal, first=0)
            actions = 0
            while not state.rounds and actions < MAX_ACTIONS:
                actions += 1
                seat = state.to_act
                assert seat is not None
                seen = view(state, seat)
                if seat == mine:
                    began = time.process_time()
                    action = agents[seat].act(seen, rngs[seat])
                    spent += time.process_time() - began
                    decisions += 1
                else:
                    action = agents[seat].act(seen, rngs[seat])
                state.apply(action, seat)
            if not state.rounds:
                stopped += 1
                wins += 1.0 / players
            else:
                winner = round_winner(state.rounds[0], ruleset)
                wins += 1.0 if winner == mine else (0.5 if winner is None and players == 2 else 0.0)
            rounds += 1
    low, high = wilson(wins, rounds)
    return ArenaResult(opponent, rounds, wins, low, high, 1000.0 * spent / max(decisions, 1), stopped)
