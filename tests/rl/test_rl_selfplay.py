"""The self-play vectorised environment: every seat's observation and mask equal observation.py's on the core's
positions, round results go to every seat, and an illegal action changes nothing."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from unoduo.core import view
from unoduo.core.record import replay
from unoduo.rl.observation import Encoder
from unoduo.rl.selfplay import SelfPlayVectorEnv

pytestmark = pytest.mark.xdist_group("numba")  # compiled once, with the other fast-lane tests


def _random_actions(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    return np.array([rng.choice(np.flatnonzero(row)) for row in mask], dtype=np.int64)


@pytest.mark.parametrize(("ruleset", "players", "options"), [
    ("duo", 2, None), ("classic", 3, None), ("classic", 4, {"stack_draw2": True}),
])
def test_every_seat_sees_what_observation_py_encodes(ruleset: str, players: int, options: dict[str, Any] | None
                                                     ) -> None:
    lanes = 4
    env = SelfPlayVectorEnv(ruleset, lanes, players=players, options=options, seed=5, record=True)
    obs, mask, seats = env.reset(seed=5)
    rng = np.random.default_rng(2)
    seen_seats = set()
    for step in range(80):
        for g in range(lanes):
            records = env.batch.records(g)
            state = replay(records[-1])
            assert state.to_act == seats[g]
            seen_seats.add(int(seats[g]))
            v = view(state, int(seats[g]))
            encoder = Encoder(ruleset, players, options)
            np.testing.assert_allclose(obs[g], encoder.vector(v), rtol=0, atol=1e-6, err_msg=f"step {step} lane {g}")
            assert np.array_equal(mask[g], encoder.mask(v).astype(bool))
        obs, mask, seats, _, _ = env.step(_random_actions(mask, rng))
    assert seen_seats == set(range(players))


def test_a_round_s_end_gives_every_seat_its_result_and_a_new_match() -> None:
    env = SelfPlayVectorEnv("classic", 8, players=3, seed=1)
    _, mask, _ = env.reset(seed=1)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(3000):
        _, mask, _, rewards, done = env.step(_random_actions(mask, rng))
        for g in np.flatnonzero(done):
            row = rewards[g]
            if row.any():
                assert sorted(row.tolist()) == [-1.0, -1.0, 1.0]
                ended += 1
    assert ended > 5


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = SelfPlayVectorEnv("duo", 3, seed=2)
    obs, mask, _ = env.reset(seed=2)
    before = obs.copy()
    actions = np.array([np.flatnonzero(m)[0] for m in mask])
    actions[1] = int(np.flatnonzero(~mask[1])[0])
    with pytest.raises(ValueError, match="lane 1: action"):
        env.step(actions)
    assert np.array_equal(env.obs, before)
