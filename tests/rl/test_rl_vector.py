"""The fast vector environment: the same observations and masks as observation.py on positions rebuilt in the core,
autoreset, rewards, determinism, and the Gymnasium vector registration."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest

from unoduo.core import view
from unoduo.core.record import replay
from unoduo.rl import ENV_IDS
from unoduo.rl.actions import action_count, action_table
from unoduo.rl.observation import Encoder, observation_size
from unoduo.rl.vector import FastVectorEnv, UnoVectorEnv, id_maps

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")

CASES = [
    ("duo", 2, None, "random"),
    ("duo", 2, {"extra_cards": "as_wild", "reverse_as_skip": True}, "greedy"),
    ("classic", 2, None, "greedy"),
    ("classic", 4, {"stack_draw2": True}, "random"),
]


def _random_actions(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    return np.array([rng.choice(np.flatnonzero(row)) for row in mask], dtype=np.int64)


@pytest.mark.parametrize(("ruleset", "players", "options", "opponent"), CASES)
def test_observations_and_masks_equal_observation_py_on_core_positions(
    ruleset: str, players: int, options: dict[str, Any] | None, opponent: str
) -> None:
    """Every lane's observation and mask after each step equal the Encoder's for the learner's view of the core
    state rebuilt by replaying the lane's record (which the fast lane writes with every random outcome)."""
    lanes = 6
    env = FastVectorEnv(ruleset, lanes, players=players, options=options, opponent=opponent, seed=3, record=True)
    obs, mask = env.reset(seed=3)
    rng = np.random.default_rng(1)
    compared = 0
    for step in range(60):
        for g in range(lanes):
            state = replay(env.batch.record(g))
            v = view(state, env.seat)
            encoder = Encoder(ruleset, players, options)
            assert state.to_act == env.seat
            np.testing.assert_allclose(obs[g], encoder.vector(v), rtol=0, atol=1e-6, err_msg=f"step {step} lane {g}")
            assert np.array_equal(mask[g], encoder.mask(v).astype(bool)), f"step {step} lane {g}"
            compared += 1
        obs, mask, _, _, _ = env.step(_random_actions(mask, rng))
    assert compared == 60 * lanes


@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_shapes_masks_and_id_maps(ruleset: str) -> None:
    env = FastVectorEnv(ruleset, 5)
    obs, mask = env.reset(seed=0)
    assert obs.shape == (5, observation_size(2)) and obs.dtype == np.float32
    assert mask.shape == (5, action_count(ruleset)) and mask.dtype == np.bool_
    assert mask.any(axis=1).all()
    to_fast, to_rl = id_maps(ruleset)
    assert np.array_equal(to_rl[to_fast], np.arange(action_table(ruleset).size))
    assert len(set(to_fast.tolist())) == to_fast.size


def test_illegal_action_raises_and_changes_nothing() -> None:
    env = FastVectorEnv("duo", 3)
    obs, mask = env.reset(seed=1)
    before = obs.copy()
    actions = np.array([np.flatnonzero(row)[0] for row in mask])
    actions[1] = np.flatnonzero(~mask[1])[0]
    with pytest.raises(ValueError, match="lane 1"):
        env.step(actions)
    with pytest.raises(ValueError, match="one action per lane"):
        env.step(actions[:2])
    assert np.array_equal(env.obs, before)
    with pytest.raises(ValueError, match="opponent"):
        FastVectorEnv("duo", 1, opponent="expert")


@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_autoreset_rewards_and_determinism(ruleset: str) -> None:
    """Every terminated step pays +1/-1 (or 0 for a blocked classic round) with reward="win", other steps 0;
    a lane that ended is at once at its next episode's first decision; the same seed gives the same run."""
    runs = []
    for _ in range(2):
        env = FastVectorEnv(ruleset, 16, opponent="greedy", seed=0)
        obs, mask = env.reset(seed=11)
        rng = np.random.default_rng(5)
        trace, ended = [], 0
        for _ in range(150):
            obs, mask, rewards, terminated, truncated = env.step(_random_actions(mask, rng))
            assert not truncated.any()
            assert np.all(rewards[~terminated] == 0)
            assert set(rewards[terminated].tolist()) <= {1.0, -1.0, 0.0}
            assert mask.any(axis=1).all()  # autoreset: every lane has a decision
            ended += int(terminated.sum())
            trace.append((obs.copy(), rewards.copy(), terminated.copy()))
        assert ended > 16
        runs.append(trace)
    for (o1, r1, t1), (o2, r2, t2) in zip(*runs, strict=True):
        assert np.array_equal(o1, o2) and np.array_equal(r1, r2) and np.array_equal(t1, t2)


def test_points_rewards_sum_to_the_learners_score_over_a_match() -> None:
    """With reward="points" and episode="match", a Duo learner's rewards so far in a match are minus its score
    (R75: points are bad), and at the match end minus its final score."""
    env = FastVectorEnv("duo", 4, reward="points", episode="match", options={"target_score": 60}, seed=2)
    obs, mask = env.reset(seed=2)
    rng = np.random.default_rng(2)
    totals = np.zeros(4)
    ended = 0
    for _ in range(400):
        scores_before = env.batch.scores[:, env.seat].copy()
        obs, mask, rewards, terminated, _ = env.step(_random_actions(mask, rng))
        totals += rewards
        for g in range(4):
            if terminated[g]:
                final = scores_before[g] + env.batch.last_round_points[g, env.seat]
                assert totals[g] == -final
                totals[g] = 0
                ended += 1
            else:
                assert totals[g] == -env.batch.scores[g, env.seat]
    assert ended >= 2


def test_max_steps_truncates() -> None:
    env = FastVectorEnv("classic", 4, max_steps=3)
    obs, mask = env.reset(seed=0)
    rng = np.random.default_rng(0)
    ended = np.zeros(4, dtype=bool)
    for step in (1, 2, 3):
        obs, mask, _, terminated, truncated = env.step(_random_actions(mask, rng))
        if step < 3:
            assert not truncated.any()
        assert not (truncated & ended).any()  # a lane that ended earlier started a new episode's count
        ended |= terminated | truncated
    assert ended.all() and mask.any(axis=1).all()


@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_gymnasium_make_vec(ruleset: str) -> None:
    envs = gymnasium.make_vec(ENV_IDS[ruleset], num_envs=3, vectorization_mode="vector_entry_point",
                              opponent="random")
    assert isinstance(envs.unwrapped, UnoVectorEnv)
    obs, info = envs.reset(seed=4)
    assert obs in envs.observation_space
    actions = np.array([np.flatnonzero(m)[0] for m in info["action_mask"]])
    obs, rewards, terminated, truncated, info = envs.step(actions)
    assert obs in envs.observation_space
    assert rewards.shape == terminated.shape == truncated.shape == (3,)
    assert np.array_equal(obs["action_mask"].astype(bool), info["action_mask"])
    envs.close()
