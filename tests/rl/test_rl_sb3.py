"""Stable-Baselines3 takes the fast lane's vectorised environment: its VecEnv checks pass and MaskablePPO
trains on it (unoduo/rl/sb3.py)."""

from __future__ import annotations

import numpy as np
import pytest
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.utils import get_action_masks, is_masking_supported

from unoduo.rl.sb3 import FastSB3VecEnv

pytestmark = pytest.mark.xdist_group("numba")


def test_it_is_a_vec_env_with_masks() -> None:
    env = FastSB3VecEnv("duo", 4, opponent="random", seed=1)
    env.seed(3)
    obs = env.reset()
    assert obs.shape == (4, env.observation_space.shape[0]) and obs.dtype == np.float32
    assert is_masking_supported(env)
    masks = get_action_masks(env)
    assert masks.shape == (4, env.action_space.n) and masks.any(axis=1).all()
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in get_action_masks(env)])
        obs, rewards, dones, infos = env.step(actions)
        assert len(infos) == 4 and rewards.shape == (4,)
        ended += int(dones.sum())
        assert set(rewards[dones].tolist()) <= {-1.0, 0.0, 1.0}
    assert ended > 0
    with pytest.raises(AttributeError, match="only action_masks"):
        env.env_method("render")


def test_maskable_ppo_trains_on_the_fast_lanes() -> None:
    env = FastSB3VecEnv("classic", 8, opponent="random", seed=2)
    model = MaskablePPO("MlpPolicy", env, n_steps=32, batch_size=64, n_epochs=1, seed=0, device="cpu")
    model.learn(512)
    assert model.num_timesteps >= 512
    obs = env.reset()
    actions, _ = model.predict(obs, action_masks=get_action_masks(env), deterministic=True)
    masks = get_action_masks(env)
    assert all(masks[g, a] for g, a in enumerate(actions))
