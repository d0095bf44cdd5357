"""PettingZoo's max_cycles_test, parallel_api_test and parallel_seed_test on the ParallelEnv form, and the
illegal-action policies (docs/rl.md, "The parallel form" and "PettingZoo's max_cycles_test")."""

from __future__ import annotations

import types
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, max_cycles_test, parallel_api_test, parallel_seed_test
from pettingzoo.utils.conversions import parallel_to_aec

from unoduo.rl import action_to_id, classic_v0, duo_v0
from unoduo.rl.gym_env import UnoEnv

PARALLEL_MAKERS = {
    "duo": lambda **kw: duo_v0.parallel_env(**kw),
    "classic-2": lambda **kw: classic_v0.parallel_env(players=2, **kw),
    "classic-4": lambda **kw: classic_v0.parallel_env(players=4, **kw),
}
AEC_MAKERS = {
    "duo": lambda **kw: duo_v0.raw_env(**kw),
    "classic-2": lambda **kw: classic_v0.raw_env(players=2, **kw),
    "classic-4": lambda **kw: classic_v0.raw_env(players=4, **kw),
}


@pytest.fixture(autouse=True)
def _quiet():
    # api_test warns that dict observations are "not a NumPy array", as for PettingZoo's own classic envs.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        yield


def cycle_module(name: str) -> types.SimpleNamespace:
    """What max_cycles_test needs of an environment module: the parallel form, and its cycle-based AEC form
    (each agent steps once per cycle), both with illegal="penalize" so that unmasked random actions cost a
    penalty instead of ending the episode."""
    make = PARALLEL_MAKERS[name]
    return types.SimpleNamespace(
        parallel_env=lambda **kw: make(illegal="penalize", **kw),
        env=lambda **kw: parallel_to_aec(make(illegal="penalize", **kw)),
    )


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_pettingzoo_max_cycles_test(name):
    max_cycles_test(cycle_module(name))


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_max_cycles_test_needs_the_penalize_policy(name):
    # With the default illegal="end" the first unmasked random action (almost surely illegal) ends the episode.
    make = PARALLEL_MAKERS[name]
    module = types.SimpleNamespace(parallel_env=make, env=lambda **kw: parallel_to_aec(make(**kw)))
    with pytest.raises(AssertionError):
        max_cycles_test(module)


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_pettingzoo_parallel_api_test(name):
    parallel_api_test(PARALLEL_MAKERS[name](), num_cycles=1000)
    parallel_api_test(PARALLEL_MAKERS[name](illegal="penalize", episode="match", reward="points"), num_cycles=300)


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_pettingzoo_parallel_seed_test(name):
    parallel_seed_test(lambda: PARALLEL_MAKERS[name](illegal="penalize"), num_cycles=300)


def test_pettingzoo_api_test_of_the_cycle_based_aec_form():
    api_test(parallel_to_aec(classic_v0.parallel_env(players=3, illegal="penalize")), num_cycles=500)


def test_api_test_with_the_penalize_policy():
    api_test(duo_v0.env(illegal="penalize"), num_cycles=500)


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_parallel_applies_only_the_acting_agents_action(name):
    """A whole round of the parallel form equals the AEC env fed the acting agents' actions; the other agents'
    actions (legal-looking ids, None, garbage, or none at all) change nothing."""
    par = PARALLEL_MAKERS[name]()
    aec = AEC_MAKERS[name]()
    obs, infos = par.reset(seed=5)
    aec.reset(seed=5)
    rng = np.random.default_rng(4)
    junk = [None, 0, "draw", 10_000, "nonsense", np.int64(3)]
    totals = dict.fromkeys(par.possible_agents, 0.0)
    steps = 0
    while par.agents:
        acting = [a for a in par.agents if obs[a]["action_mask"].any()]
        assert acting == [aec.agent_selection]
        assert infos[acting[0]]["view"] == aec.view(acting[0])
        action = int(rng.choice(np.flatnonzero(obs[acting[0]]["action_mask"])))
        actions = {a: junk[(steps + i) % len(junk)] for i, a in enumerate(par.agents) if (steps + i) % 3}
        actions[acting[0]] = action
        obs, rewards, terminations, truncations, infos = par.step(actions)
        aec.step(action)
        steps += 1
        for a in par.possible_agents:
            assert np.array_equal(obs[a]["observation"], aec.observe(a)["observation"])
            assert np.array_equal(obs[a]["action_mask"], aec.observe(a)["action_mask"])
            assert rewards[a] == aec.rewards[a]
            totals[a] += rewards[a]
    assert all(terminations.values()) and not any(truncations.values())
    assert par.aec.state.history == aec.state.history
    assert len(par.aec.state.rounds) == 1 and steps == len(aec.state.history)
    expected = par.settings.round_rewards(par.aec.state.rounds[0])  # "win": +1 to who went out, -1 to the others
    assert [totals[a] for a in par.possible_agents] == expected
    assert all(info["view"] == par.view(a) for a, info in infos.items())
    with pytest.raises(RuntimeError, match="reset"):
        par.step({})


def test_parallel_bad_steps_raise_and_change_nothing():
    par = duo_v0.parallel_env()
    with pytest.raises(RuntimeError, match="reset"):
        par.step({"player_0": 0})
    obs, _ = par.reset(seed=3)
    acting = next(a for a in par.agents if obs[a]["action_mask"].any())
    other = next(a for a in par.agents if a != acting)
    before = list(par.aec.state.history)
    with pytest.raises(ValueError, match="to act"):
        par.step({other: 0})
    with pytest.raises(ValueError, match="unknown agents"):
        par.step({acting: 0, "player_7": 0})
    with pytest.raises(TypeError):
        par.step({acting: 1.5})
    with pytest.raises(TypeError):
        par.step([0, 0])  # type: ignore[arg-type]
    assert par.aec.state.history == before and par.agents == ["player_0", "player_1"]
    legal = int(np.flatnonzero(obs[acting]["action_mask"])[0])
    par.step({acting: legal})
    assert len(par.aec.state.history) == len(before) + 1


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_parallel_illegal_end_terminates_everyone(name):
    par = PARALLEL_MAKERS[name]()
    obs, _ = par.reset(seed=1)
    acting = next(a for a in par.agents if obs[a]["action_mask"].any())
    illegal = int(np.flatnonzero(obs[acting]["action_mask"] == 0)[0])
    obs, rewards, terminations, truncations, infos = par.step(dict.fromkeys(par.agents, illegal))
    assert all(terminations.values()) and not any(truncations.values())
    assert rewards[acting] == -1.0 and sum(rewards.values()) == -1.0
    assert infos[acting]["illegal_action"] == illegal
    assert par.agents == [] and not any(o["action_mask"].any() for o in obs.values())


@pytest.mark.parametrize("name", list(PARALLEL_MAKERS))
def test_parallel_illegal_penalize_keeps_the_state(name):
    par = PARALLEL_MAKERS[name](illegal="penalize", reward="points", max_cycles=3)
    obs, _ = par.reset(seed=1)
    acting = next(a for a in par.agents if obs[a]["action_mask"].any())
    illegal = int(np.flatnonzero(obs[acting]["action_mask"] == 0)[0])
    target = par.settings.target_score
    for step in range(3):
        before = obs
        obs, rewards, terminations, truncations, infos = par.step({acting: illegal})
        assert rewards == {a: (-float(target) if a == acting else 0.0) for a in par.possible_agents}
        assert infos[acting]["illegal_action"] == illegal
        assert par.aec.state.history == []  # nothing happened in the game
        assert not any(terminations.values())
        if step < 2:
            assert not any(truncations.values()) and par.agents == par.possible_agents
            for a in par.possible_agents:  # same observations, same agent to act
                assert np.array_equal(obs[a]["observation"], before[a]["observation"])
                assert np.array_equal(obs[a]["action_mask"], before[a]["action_mask"])
    assert all(truncations.values()) and par.agents == []  # max_cycles counts the illegal attempts


def test_aec_illegal_penalize_reselects_the_same_agent():
    env = classic_v0.raw_env(players=3, illegal="penalize", illegal_reward=-2)
    env.reset(seed=1)
    agent = env.agent_selection
    challenge = action_to_id("classic", "challenge")  # not a turn action
    env.step(challenge)
    assert env.agent_selection == agent and not any(env.terminations.values())
    assert env.rewards == {a: (-2.0 if a == agent else 0.0) for a in env.agents}
    assert env.infos[agent]["illegal_action"] == challenge and env.state.history == []
    obs, reward, terminated, truncated, info = env.last()
    assert (reward, terminated, truncated) == (-2.0, False, False)
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert len(env.state.history) == 1 and "illegal_action" not in env.infos[agent]


def test_aec_illegal_penalize_counts_towards_max_cycles():
    env = duo_v0.raw_env(illegal="penalize", max_cycles=2)
    env.reset(seed=4)
    env.step(10_000)
    env.step(10_000)
    assert all(env.truncations.values()) and not any(env.terminations.values())


def test_gymnasium_illegal_penalize():
    env = UnoEnv("duo", opponent="random", illegal="penalize", max_steps=3)
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info2 = env.step(illegal)
    assert (reward, terminated, truncated, info2["illegal_action"]) == (-1.0, False, False, illegal)
    assert np.array_equal(obs2["observation"], obs["observation"]) and info2["view"] == info["view"]
    obs3, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs2["action_mask"])[0]))
    assert (terminated, truncated) == (False, False)
    *_, terminated, truncated, _ = env.step(10_000)
    assert (terminated, truncated) == (False, True)  # the third learner step, an illegal one, truncates
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


@pytest.mark.parametrize("maker", [duo_v0.parallel_env, duo_v0.raw_env, lambda **kw: UnoEnv("duo", **kw)])
def test_bad_illegal_policy(maker):
    with pytest.raises(ValueError, match="illegal must be"):
        maker(illegal="ignore")


def test_duo_parallel_is_for_two_players():
    with pytest.raises(ValueError, match="exactly 2"):
        duo_v0.parallel_env(players=3)
    assert duo_v0.parallel_env(players=2).possible_agents == ["player_0", "player_1"]
