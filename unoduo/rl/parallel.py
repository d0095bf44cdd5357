"""The PettingZoo ParallelEnv form of the turn-based game: ``duo_v0.parallel_env()``, ``classic_v0.parallel_env()``.

Every live agent sends an action each ``step(actions)``, but only the action of the agent to act (the one whose
action mask is not all zeros) is applied; the others' actions are ignored, whatever they are (any id, ``None``, or
left out of the dict). So one parallel step is exactly one action of the turn-based game, and the environment runs
an :class:`unoduo.rl.aec.UnoAECEnv` inside: observations, per-step rewards (every seat's, e.g. -1 to the losers
when a round ends), ``infos`` (``"view"``, ``"illegal_action"``), seeding, ``illegal=`` and ``max_cycles`` (parallel
steps, which are actions) are the AEC environment's. When the episode ends every agent is terminated (or
truncated) in that step's dicts and leaves ``agents``.

The action space of every agent stays ``Discrete(A)``, so a batched learner can send every agent's sampled action
(an all-zero mask makes Gymnasium's ``Discrete.sample(mask=...)`` return 0, which is then ignored).
``pettingzoo.utils.conversions.parallel_to_aec`` turns it into a cycle-based AEC env in which each agent steps once
per cycle (docs/rl.md, "PettingZoo's max_cycles_test").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv  # type: ignore[import-untyped]

from unoduo.core import View

from .aec import UnoAECEnv
from .game import as_action_id


class UnoParallelEnv(ParallelEnv):  # type: ignore[misc]
    """Duo or classic UNO as a PettingZoo ParallelEnv (see the module docstring).

    Arguments are those of :class:`unoduo.rl.aec.UnoAECEnv` (``options``, ``reward``, ``episode``,
    ``illegal_reward``, ``illegal``, ``max_cycles``, ``render_mode``).
    """

    metadata: dict[str, Any] = {"name": "unoduo_v0", "render_modes": ["ansi", "human"]}

    def __init__(self, ruleset: str = "duo", players: int = 2, **kwargs: Any) -> None:
        self.aec = UnoAECEnv(ruleset, players, **kwargs)
        self.metadata = {**self.metadata, "name": self.aec.metadata["name"]}
        self.render_mode = self.aec.render_mode
        self.settings = self.aec.settings
        self.possible_agents: list[str] = self.aec.possible_agents[:]
        self.agents: list[str] = []
        self.observation_spaces = self.aec.observation_spaces
        self.action_spaces = self.aec.action_spaces

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, np.ndarray]], dict[str, dict[str, Any]]]:
        """Start a new match, exactly as :meth:`UnoAECEnv.reset` (same seed, same match)."""
        self.aec.reset(seed=seed, options=options)
        self.agents = self.possible_agents[:]
        return {a: self.aec.observe(a) for a in self.agents}, self._infos(self.agents)

    def step(self, actions: Mapping[str, Any]) -> tuple[
        dict[str, dict[str, np.ndarray]], dict[str, float], dict[str, bool], dict[str, bool], dict[str, dict[str, Any]]
    ]:
        """Apply the acting agent's action (the others' are ignored); the dicts hold every agent live before it."""
        aec = self.aec
        if aec.state is None:
            raise RuntimeError("call reset() before step()")
        if not self.agents:
            raise RuntimeError("the episode is over: call reset()")
        if not isinstance(actions, Mapping):
            raise TypeError(f"actions is a dict from agent to action, not {actions!r}")
        unknown = [a for a in actions if a not in self.possible_agents]
        if unknown:
            raise ValueError(f"unknown agents {unknown!r}; the agents are {self.possible_agents}")
        acting = aec.agent_selection
        if acting not in actions:
            raise ValueError(f"{acting} is to act: actions must hold its action")
        as_action_id(actions[acting], self.settings.ruleset)  # a TypeError here, before anything changes
        aec.step(actions[acting])
        live = self.agents
        observations = {a: aec.observe(a) for a in live}
        rewards = {a: float(aec.rewards[a]) for a in live}
        terminations = {a: bool(aec.terminations[a]) for a in live}
        truncations = {a: bool(aec.truncations[a]) for a in live}
        infos = self._infos(live)
        self.agents = [a for a in live if not (terminations[a] or truncations[a])]
        return observations, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()

    def view(self, agent: str) -> View:
        """The raw view of ``agent``'s seat (the only source of its observation)."""
        return self.aec.view(agent)

    def _infos(self, agents: list[str]) -> dict[str, dict[str, Any]]:
        return {a: dict(self.aec.infos[a]) for a in agents}
