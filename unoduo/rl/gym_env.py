"""The Gymnasium single-agent environment: one learner against unoduo agents (``unoduo/Duo-v0``, ``unoduo/Classic-v0``).

Each episode starts a new match (``reset(seed=s)`` plays ``new_match(..., seed=s)``; without a seed one is
drawn from the env's seeded RNG), picks the learner's seat at random from that RNG, and lets the opponents
(agents made by :func:`unoduo.agents.registry.make_agent` from specs such as ``"heuristic"``) act until the
learner has a decision. Observations, action ids, rewards, episodes and the illegal-action penalty are the
same as in the PettingZoo environment, seen from the learner's seat; ``info["view"]`` is the learner's raw
view (leave it out with ``view_in_info=False``, e.g. in an AsyncVectorEnv, where every info is pickled),
``info["seat"]`` its seat. ``action_masks()`` gives the current mask as booleans (sb3-contrib's
MaskablePPO calls it). ``max_steps`` counts the learner's actions (illegal attempts included): after that many,
the episode is truncated. With ``illegal="penalize"`` an illegal action costs ``illegal_reward`` and changes
nothing else (the learner decides again); with ``"end"`` (the default) it also ends the episode.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from unoduo.agents.base import Agent
from unoduo.agents.registry import make_agent
from unoduo.core import IllegalActionError, State, View, view

from .aec import RENDER_MODES, _describe
from .game import DEFAULT_MAX_CYCLES, Settings, as_action_id
from .observation import Encoder


class UnoEnv(gym.Env[dict[str, Any], Any]):
    """A learner against unoduo agents (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 4}

    def __init__(
        self,
        ruleset: str = "duo",
        players: int = 2,
        opponent: str | Agent | Sequence[str | Agent] = "heuristic",
        *,
        options: dict[str, Any] | None = None,
        reward: str = "win",
        episode: str = "round",
        illegal_reward: float | None = None,
        max_steps: int | None = DEFAULT_MAX_CYCLES,
        illegal: str = "end",
        view_in_info: bool = True,
        render_mode: str | None = None,
    ) -> None:
        self.settings = Settings.make(ruleset, players, options, reward, episode, illegal_reward, max_steps, illegal)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        self.render_mode = render_mode
        self.view_in_info = bool(view_in_info)
        specs = [opponent] if isinstance(opponent, str) or not isinstance(opponent, Sequence) else list(opponent)
        if len(specs) == 1:
            specs = specs * (players - 1)
        if len(specs) != players - 1:
            raise ValueError(f"give one opponent, or one per other seat ({players - 1}), not {len(specs)}")
        self.opponents: list[Agent] = [make_agent(s) if isinstance(s, str) else _check_agent(s) for s in specs]
        self.encoder = Encoder(ruleset, players, self.settings.options)
        self.observation_space = self.encoder.observation_space
        self.action_space = self.encoder.action_space
        self.state: State | None = None
        self.seat = 0
        self.match_seed: int | None = None
        self._agent_rng = random.Random(0)
        self._by_seat: dict[int, Agent] = {}
        self._steps = 0
        self._done = False
        self._view: View | None = None
        self._pending_reward = 0.0  # the learner's rewards earned since its last step (opponents' moves included)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Start a new match (``options`` is accepted for API compatibility and not used)."""
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0):
            raise ValueError(f"seed must be a non-negative integer or None, not {seed!r}")
        super().reset(seed=None if seed is None else int(seed))
        rng = self.np_random
        self.match_seed = int(seed) if seed is not None else int(rng.integers(2**31 - 1))
        self.seat = int(rng.integers(self.settings.players))
        self._agent_rng = random.Random(int(rng.integers(2**63 - 1)))
        others = [s for s in range(self.settings.players) if s != self.seat]
        self._by_seat = dict(zip(others, self.opponents, strict=True))
        self._steps = 0
        self._done = False
        while True:
            self.state = self.settings.new_match(self.match_seed)
            self._view = None
            self._pending_reward = 0.0
            if not self._play_opponents():
                break
            # The opponents ended the episode before the learner's first decision (possible in classic, with a
            # run of Skips): the next match seed comes from the env's RNG, so this stays deterministic.
            self.match_seed = int(rng.integers(2**31 - 1))
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode is over: call reset()")
        state = self.state
        settings = self.settings
        action_id = as_action_id(action, settings.ruleset)
        legal = state.legal_actions()
        ids = self.encoder.table.mask_ids(legal)
        self._steps += 1
        if action_id not in ids:
            terminated = settings.illegal == "end"
            truncated = not terminated and settings.max_cycles is not None and self._steps >= settings.max_cycles
            self._done = terminated or truncated
            info = self._info()
            info["illegal_action"] = action_id
            return self._observe(), settings.illegal_reward, terminated, truncated, info
        rounds_before = len(state.rounds)
        state.apply(legal[ids.index(action_id)])
        self._view = None
        rewards, done = settings.after_action(state, rounds_before)
        self._pending_reward += rewards[self.seat]
        if not done:
            done = self._play_opponents()
        reward, self._pending_reward = self._pending_reward, 0.0
        truncated = not done and settings.max_cycles is not None and self._steps >= settings.max_cycles
        self._done = done or truncated
        if self.render_mode == "human":
            self.render()
        return self._observe(), float(reward), done, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal-action mask as booleans (all False once the episode is over)."""
        return self._observe()["action_mask"].astype(bool)

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        text = _describe(view(self.state, None))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    # ------------------------------------------------------------------ helpers

    def _play_opponents(self) -> bool:
        """Let the opponents act until the learner decides; True if the episode ended meanwhile."""
        state = self.state
        assert state is not None
        settings = self.settings
        while state.to_act != self.seat:
            seat = state.to_act
            assert seat is not None
            seat_view = view(state, seat)
            action = self._by_seat[seat].act(seat_view, self._agent_rng)
            rounds_before = len(state.rounds)
            try:
                state.apply(action, seat)
            except IllegalActionError as exc:
                raise RuntimeError(f"opponent at seat {seat} chose an illegal action {action}: {exc}") from exc
            self._view = None
            rewards, done = settings.after_action(state, rounds_before)
            self._pending_reward += rewards[self.seat]
            if done:
                return True
        return False

    def _learner_view(self) -> View:
        if self._view is None:
            assert self.state is not None
            self._view = view(self.state, self.seat)
        return self._view

    def _observe(self) -> dict[str, np.ndarray]:
        obs = self.encoder.observe(self._learner_view())
        if self._done:
            obs["action_mask"][:] = 0
        return obs

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"seat": self.seat, "match_seed": self.match_seed}
        if self.view_in_info:
            info["view"] = self._learner_view()
        return info


def _check_agent(agent: object) -> Agent:
    if not callable(getattr(agent, "act", None)):
        raise ValueError(f"an opponent is an agent spec (like 'heuristic') or an object with act(), not {agent!r}")
    return agent  # type: ignore[return-value]
