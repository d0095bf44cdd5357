"""Stable-Baselines3's ``VecEnv`` over the fast lane's vectorised environment (needs ``stable-baselines3``).

SB3 refuses :class:`unoduo.rl.vector.UnoVectorEnv` ("not a Gymnasium environment": it takes single envs or its
own ``VecEnv``); :class:`FastSB3VecEnv` is that ``VecEnv``, so PPO, A2C and sb3-contrib's MaskablePPO train on N
compiled lanes in one process:

>>> from sb3_contrib import MaskablePPO
>>> env = FastSB3VecEnv("duo", num_envs=64, opponent="greedy")
>>> MaskablePPO("MlpPolicy", env, n_steps=64).learn(200_000)

Observations are the flat vectors (float32, :mod:`unoduo.rl.observation`), actions the ruleset's ids, and
``env_method("action_masks")`` gives every lane's mask (what MaskablePPO asks for). An episode ends with the
round (or the match, ``episode="match"``); the lane starts the next one in the same step, so SB3's
``terminal_observation`` is absent and a truncation (after ``max_steps`` learner actions, rare) counts as an
end, as in most SB3 vector environments without it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from stable_baselines3.common.vec_env.base_vec_env import VecEnv

from .vector import FastVectorEnv


class FastSB3VecEnv(VecEnv):
    """``num_envs`` lanes of :class:`FastVectorEnv` (same keyword arguments) as an SB3 ``VecEnv``."""

    def __init__(self, ruleset: str = "duo", num_envs: int = 1, **kwargs: Any) -> None:
        self.env = FastVectorEnv(ruleset, num_envs, **kwargs)
        observation_space = spaces.Box(0.0, 1.0, shape=(self.env.observation_size,), dtype=np.float32)
        super().__init__(num_envs, observation_space, spaces.Discrete(self.env.num_actions))
        self._seed: int | None = None
        self._actions: np.ndarray | None = None

    def reset(self) -> np.ndarray:
        obs, _ = self.env.reset(self._seed)
        self._seed = None
        return obs.copy()

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        assert self._actions is not None, "step_async first"
        obs, _, rewards, terminated, truncated = self.env.step(self._actions)
        self._actions = None
        return obs.copy(), rewards.astype(np.float32), terminated | truncated, [{} for _ in range(self.num_envs)]

    def action_masks(self) -> np.ndarray:
        """bool[N, actions]: every lane's legal ids now."""
        return self.env.mask.copy()

    def seed(self, seed: int | None = None) -> Sequence[int | None]:
        self._seed = seed
        return [seed] * self.num_envs

    def close(self) -> None:
        return None

    # The lanes share one compiled batch: "attributes" of a lane are the environment's own.
    def _lanes(self, indices: None | int | Iterable[int]) -> list[int]:
        if indices is None:
            return list(range(self.num_envs))
        if isinstance(indices, int):
            return [indices]
        return list(indices)

    def get_attr(self, attr_name: str, indices: None | int | Iterable[int] = None) -> list[Any]:
        value = None if attr_name == "render_mode" else getattr(self.env, attr_name)  # the lanes draw nothing
        return [value for _ in self._lanes(indices)]

    def has_attr(self, attr_name: str) -> bool:
        return attr_name == "action_masks" or hasattr(self.env, attr_name)

    def set_attr(self, attr_name: str, value: Any, indices: None | int | Iterable[int] = None) -> None:
        raise AttributeError(f"the fast lanes' attributes are fixed at creation (cannot set {attr_name!r})")

    def env_method(self, method_name: str, *method_args: Any, indices: None | int | Iterable[int] = None,
                   **method_kwargs: Any) -> list[Any]:
        lanes = self._lanes(indices)
        if method_name == "action_masks":
            mask = self.env.mask
            return [mask[g].copy() for g in lanes]
        raise AttributeError(f"FastSB3VecEnv lanes have no method {method_name!r} (only action_masks)")

    def env_is_wrapped(self, wrapper_class: type, indices: None | int | Iterable[int] = None) -> list[bool]:
        return [False for _ in self._lanes(indices)]
