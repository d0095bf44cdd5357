"""The PettingZoo AEC environment: every seat is an agent ``player_N`` (N = seat), the seat to act is selected.

Observations are ``{"observation": float32 vector, "action_mask": int8 mask}`` built from
``unoduo.core.view(state, seat)`` only (see :mod:`unoduo.rl.observation`); the mask is all zeros for an agent
that is not to act. ``infos[agent]["view"]`` holds the acting agent's raw :class:`unoduo.core.View` (and every
agent's final view once the episode is over); :meth:`UnoAECEnv.view` gives any agent's view at any time.
Rewards, episodes and illegal actions (``illegal="end"`` or ``"penalize"``) follow :mod:`unoduo.rl.game`; a
penalized illegal action leaves the same agent selected. ``max_cycles`` counts actions (of all seats together,
illegal attempts included): after that many, every agent is truncated. :mod:`unoduo.rl.parallel` is the
ParallelEnv form of this environment.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from unoduo.core import State, View, view
from unoduo.core.cards import CODES, COLORS

from .game import DEFAULT_MAX_CYCLES, Settings, as_action_id
from .observation import Encoder

RENDER_MODES = ("ansi", "human")


class UnoAECEnv(AECEnv):  # type: ignore[misc]
    """Duo or classic UNO as a turn-based PettingZoo environment (see the module docstring)."""

    metadata: dict[str, Any] = {"name": "unoduo_v0", "render_modes": list(RENDER_MODES), "is_parallelizable": False}

    def __init__(
        self,
        ruleset: str = "duo",
        players: int = 2,
        *,
        options: dict[str, Any] | None = None,
        reward: str = "win",
        episode: str = "round",
        illegal_reward: float | None = None,
        max_cycles: int | None = DEFAULT_MAX_CYCLES,
        illegal: str = "end",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.settings = Settings.make(ruleset, players, options, reward, episode, illegal_reward, max_cycles, illegal)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"unoduo_{ruleset}_v0"}
        self.encoder = Encoder(ruleset, players, self.settings.options)
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.observation_spaces = {a: self.encoder.make_observation_space() for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.encoder.table.size) for a in self.possible_agents}
        self._rng: np.random.Generator | None = None
        self.state: State | None = None
        self.match_seed: int | None = None
        self._steps = 0
        self._done = False
        self._views: dict[str, View] = {}  # views of the current state, built once per agent

    # ------------------------------------------------------------------ PettingZoo API

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new match: ``new_match(..., seed=seed)``; without a seed, one drawn from the env's RNG.

        ``options`` is accepted for API compatibility and not used (rule options are a constructor argument).
        """
        if seed is not None:
            if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
                raise ValueError(f"seed must be a non-negative integer or None, not {seed!r}")
            self._rng = np.random.default_rng(int(seed))
            match_seed = int(seed)
        else:
            if self._rng is None:
                self._rng = np.random.default_rng()
            match_seed = int(self._rng.integers(2**31 - 1))
        self.match_seed = match_seed
        self.state = self.settings.new_match(match_seed)
        self._views = {}
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._steps = 0
        self._done = False
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs = self.encoder.observe(self.view(agent))
        if self._done or agent != self.agent_selection:
            obs["action_mask"][:] = 0
        return obs

    def step(self, action: Any) -> None:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        settings = self.settings
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        action_id = as_action_id(action, settings.ruleset)
        legal = state.legal_actions()
        ids = self.encoder.table.mask_ids(legal)
        self._steps += 1
        if action_id not in ids:
            self.rewards[agent] = settings.illegal_reward
            if settings.illegal == "end":
                self._finish(terminated=True, illegal=(agent, action_id))
            elif settings.max_cycles is not None and self._steps >= settings.max_cycles:
                self._finish(terminated=False, illegal=(agent, action_id))
            else:  # "penalize": the state is unchanged, the same agent is to act again
                self._select()
                self.infos[agent]["illegal_action"] = action_id
        else:
            rounds_before = len(state.rounds)
            state.apply(legal[ids.index(action_id)])
            self._views = {}
            rewards, done = settings.after_action(state, rounds_before)
            for seat, value in enumerate(rewards):
                self.rewards[self.agents[seat]] = value
            if done:
                self._finish(terminated=True)
            elif settings.max_cycles is not None and self._steps >= settings.max_cycles:
                self._finish(terminated=False)
            else:
                self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """A one-paragraph text of the public state (``"ansi"`` returns it, ``"human"`` prints it)."""
        if self.render_mode is None:
            return None
        text = _describe(view(self.state, None)) if self.state is not None else "(not reset)"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""

    # ------------------------------------------------------------------ helpers

    def view(self, agent: str) -> View:
        """The raw view of ``agent``'s seat (the only source of its observation)."""
        if self.state is None:
            raise RuntimeError("call reset() first")
        cached = self._views.get(agent)
        if cached is None:
            cached = self._views[agent] = view(self.state, self.possible_agents.index(agent))
        return cached

    def _select(self) -> None:
        assert self.state is not None
        self.agent_selection = self.possible_agents[self.state.to_act]  # type: ignore[index]
        for agent in self.agents:
            self.infos[agent] = {}
        self.infos[self.agent_selection] = {"view": self.view(self.agent_selection)}

    def _finish(self, terminated: bool, illegal: tuple[str, int] | None = None) -> None:
        self._done = True
        for agent in self.agents:
            if terminated:
                self.terminations[agent] = True
            else:
                self.truncations[agent] = True
            self.infos[agent] = {"view": self.view(agent)}
        if illegal is not None:
            self.infos[illegal[0]]["illegal_action"] = illegal[1]


def _describe(v: View) -> str:
    """Public state in one line per fact (for ``render``)."""
    lines = [f"{v.ruleset} round {v.round}, scores {list(v.scores)}, hand sizes {list(v.hand_sizes)}"]
    if v.top is not None:
        colour = COLORS[v.color] if v.color is not None else "?"
        lines.append(f"top {CODES[v.top]} (colour {colour}), draw pile {v.draw_pile}, pending {v.pending_draw}")
    lines.append("match over" if v.match_over else f"seat {v.to_act} to decide: {v.decision}")
    return "\n".join(lines)
