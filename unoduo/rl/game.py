"""What the PettingZoo and Gymnasium environments share: settings, match start, rewards and episode ends.

Rewards (``reward=``):

- ``"points"``: when a round ends, each seat gets the points it scored in that round, with the sign that makes
  more reward better: Duo points are bad (R75), so a Duo seat gets ``-points``; classic points are good (C17),
  so a classic seat gets ``+points``.
- ``"win"``: with ``episode="round"``, when the round ends: +1 for the seat that went out, -1 for the others;
  a blocked round gives Duo seats +1/-1/0 by comparing their round points (lower is better) and classic
  seats 0. With ``episode="match"``, only when the match ends: +1 for the winner, -1 for the others, 0 for
  everyone after a drawn match.

Episodes (``episode=``): ``"round"`` ends when the first round of a new match ends; ``"match"`` ends with the
match.

Illegal actions (``illegal=``): the offending seat gets ``illegal_reward`` (default -1 for ``"win"``,
``-target_score`` for ``"points"``), every other seat 0. With ``"end"`` (the default) the episode ends at once
(terminated); with ``"penalize"`` the state is unchanged and the same seat is to act again. Either way the
attempt counts as one action towards ``max_cycles`` / ``max_steps``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from unoduo.core import Options, State, new_match
from unoduo.core.options import CLASSIC, DUO, RULESETS
from unoduo.core.results import RoundResult
from unoduo.core.rules import house_rules

REWARDS: Final = ("points", "win")
EPISODES: Final = ("round", "match")
ILLEGAL_POLICIES: Final = ("end", "penalize")
DEFAULT_MAX_CYCLES: Final = 10_000


@dataclass(frozen=True, slots=True)
class Settings:
    """Validated environment settings (every bad value raises ValueError with a clear message)."""

    ruleset: str
    players: int
    options: dict[str, Any]
    reward: str
    episode: str
    illegal_reward: float
    max_cycles: int | None
    target_score: int
    illegal: str

    @classmethod
    def make(
        cls,
        ruleset: str,
        players: int = 2,
        options: dict[str, Any] | None = None,
        reward: str = "win",
        episode: str = "round",
        illegal_reward: float | None = None,
        max_cycles: int | None = DEFAULT_MAX_CYCLES,
        illegal: str = "end",
    ) -> Settings:
        if ruleset not in RULESETS:
            raise ValueError(f"unknown ruleset {ruleset!r}; expected 'duo' or 'classic'")
        if type(players) is not int or (ruleset == DUO and players != 2) or not 2 <= players <= 10:
            allowed = "exactly 2" if ruleset == DUO else "2 to 10"
            raise ValueError(f"{ruleset} is for {allowed} players, not {players!r}")
        opts = Options.for_ruleset(ruleset, options)  # raises OptionError (a ValueError)
        house = house_rules(ruleset, opts)
        if house:
            raise ValueError(
                f"the RL observation and action encoding cover the plain rules only, not the house rules "
                f"{', '.join(sorted(house))} (docs/rules.md H1-H13)"
            )
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(map(repr, REWARDS))}, not {reward!r}")
        if episode not in EPISODES:
            raise ValueError(f"episode must be one of {', '.join(map(repr, EPISODES))}, not {episode!r}")
        if max_cycles is not None and (type(max_cycles) is not int or max_cycles < 1):
            raise ValueError(f"max_cycles must be a positive integer or None, not {max_cycles!r}")
        if not isinstance(illegal, str) or illegal not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal must be one of {', '.join(map(repr, ILLEGAL_POLICIES))}, not {illegal!r}")
        if illegal_reward is None:
            illegal_reward = -1.0 if reward == "win" else -float(opts.target_score)
        elif isinstance(illegal_reward, bool) or not isinstance(illegal_reward, int | float):
            raise ValueError(f"illegal_reward must be a number, not {illegal_reward!r}")
        return cls(
            ruleset, players, opts.non_default(ruleset), reward, episode, float(illegal_reward), max_cycles,
            opts.target_score, illegal,
        )

    def new_match(self, seed: int) -> State:
        return new_match(self.ruleset, players=self.players, seed=seed, options=self.options)

    def round_rewards(self, result: RoundResult) -> list[float]:
        """Each seat's reward for a round that just ended (before any match-end reward)."""
        n = self.players
        if self.reward == "points":
            sign = -1.0 if self.ruleset == DUO else 1.0
            return [sign * p for p in result.points]
        if self.episode == "match":
            return [0.0] * n
        if result.out is not None:
            return [1.0 if s == result.out else -1.0 for s in range(n)]
        if self.ruleset == CLASSIC:
            return [0.0] * n
        points = result.points
        return [float((points[1 - s] > points[s]) - (points[1 - s] < points[s])) for s in range(n)]

    def match_rewards(self, winner: int | None) -> list[float]:
        """Each seat's reward when the match ends (only ``reward="win"`` with ``episode="match"``)."""
        if self.reward != "win" or self.episode != "match":
            return [0.0] * self.players
        if winner is None:
            return [0.0] * self.players
        return [1.0 if s == winner else -1.0 for s in range(self.players)]

    def after_action(self, state: State, rounds_before: int) -> tuple[list[float], bool]:
        """Rewards earned by the action just applied, and whether it ended the episode."""
        rewards = [0.0] * self.players
        ended_round = len(state.rounds) > rounds_before
        if ended_round:
            for result in state.rounds[rounds_before:]:
                rewards = [a + b for a, b in zip(rewards, self.round_rewards(result), strict=True)]
        if state.match_over:
            rewards = [a + b for a, b in zip(rewards, self.match_rewards(state.winner), strict=True)]
            return rewards, True
        return rewards, ended_round and self.episode == "round"


def as_action_id(action: object, ruleset: str) -> int:
    """An action id from an int, a NumPy integer or an action string; TypeError for anything else.

    Out-of-range integers are returned as they are: the environments treat them as illegal actions.
    """
    from .actions import action_to_id

    if isinstance(action, str):
        try:
            return action_to_id(ruleset, action)
        except ValueError:
            return -1
    if isinstance(action, bool) or not hasattr(action, "__index__"):
        shape = getattr(action, "shape", None)
        if shape == () or shape == (1,):
            return as_action_id(action.item(), ruleset)  # type: ignore[attr-defined]
        raise TypeError(f"an action is an integer id (or an action string), not {action!r}")
    return int(action.__index__())
