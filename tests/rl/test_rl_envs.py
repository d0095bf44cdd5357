"""The environments pass PettingZoo's and Gymnasium's official checkers, and behave as docs/rl.md says."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import unoduo.rl  # noqa: F401  (registers the Gymnasium ids)
from unoduo.core import view
from unoduo.core.cards import CODES
from unoduo.core.record import Record, replay
from unoduo.rl import action_to_id, classic_v0, duo_v0
from unoduo.rl.aec import UnoAECEnv
from unoduo.rl.gym_env import UnoEnv

AEC_MAKERS = {
    "duo": lambda **kw: duo_v0.env(**kw),
    "classic-2": lambda **kw: classic_v0.env(players=2, **kw),
    "classic-4": lambda **kw: classic_v0.env(players=4, **kw),
}


@pytest.fixture(autouse=True)
def _quiet():
    # The checkers warn that dict observations are "not a NumPy array": PettingZoo's own classic envs
    # (connect_four, chess, ...) use the same {"observation", "action_mask"} dicts.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        yield


@pytest.mark.parametrize("name", list(AEC_MAKERS))
def test_pettingzoo_api_test(name):
    api_test(AEC_MAKERS[name](), num_cycles=1000)


@pytest.mark.parametrize("name", list(AEC_MAKERS))
def test_pettingzoo_api_test_match_episodes_with_points(name):
    api_test(AEC_MAKERS[name](episode="match", reward="points"), num_cycles=300)


@pytest.mark.parametrize("name", list(AEC_MAKERS))
def test_pettingzoo_seed_test(name):
    seed_test(AEC_MAKERS[name], num_cycles=500)


@pytest.mark.parametrize(
    ("env_id", "players"), [("unoduo/Duo-v0", 2), ("unoduo/Classic-v0", 2), ("unoduo/Classic-v0", 4)]
)
@pytest.mark.parametrize("opponent", ["heuristic", "random"])
def test_gymnasium_check_env(env_id, players, opponent):
    kwargs = {"players": players} if "Classic" in env_id else {}
    env = gym.make(env_id, opponent=opponent, **kwargs)
    check_env(env.unwrapped, skip_render_check=True)
    env.close()


def test_gymnasium_render_modes(capsys):
    """``ansi`` returns the public facts of the position, line by line; ``human`` prints the same text."""
    env = gym.make("unoduo/Duo-v0", render_mode="ansi")
    check_env(env.unwrapped)
    obs, info = env.reset(seed=1)
    state = env.unwrapped.state
    public = view(state, None)
    assert env.render().splitlines() == [
        f"duo round 1, scores [0, 0], hand sizes {list(public.hand_sizes)}",
        f"seat {state.to_act} to decide: draft",
    ]
    rng = np.random.default_rng(0)
    while state.decision == "draft":
        obs, *_ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    public = view(state, None)
    colour = "RYGB"[public.color] if public.color is not None else "?"
    assert env.render().splitlines() == [
        f"duo round 1, scores {list(public.scores)}, hand sizes {list(public.hand_sizes)}",
        f"top {CODES[public.top]} (colour {colour}), draw pile {public.draw_pile}, pending {public.pending_draw}",
        f"seat {state.to_act} to decide: {state.decision}",
    ]
    assert min(public.hand_sizes) >= 7 and public.top is not None  # past the draft (R19, R22)
    human = gym.make("unoduo/Duo-v0", render_mode="human")
    human.reset(seed=1)
    capsys.readouterr()
    assert human.render() is None
    assert capsys.readouterr().out.splitlines()[-1] == f"seat {human.unwrapped.state.to_act} to decide: draft"


def test_make_imports_the_module():
    env = gym.make("unoduo.rl:unoduo/Classic-v0", players=3, opponent="random")
    obs, info = env.reset(seed=4)
    assert info["view"].players == 3


def play_masked(env, seed, steps=10_000):
    """A masked random trajectory of the Gymnasium env: (obs vectors, rewards, flags, seats)."""
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=seed)
    out = [(obs["observation"].tobytes(), info["seat"])]
    for _ in range(steps):
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        out.append((obs["observation"].tobytes(), reward, terminated, truncated))
        if terminated or truncated:
            break
    return out


def test_gymnasium_determinism_and_random_seat():
    env = UnoEnv("duo", opponent="heuristic")
    first = play_masked(env, seed=11)
    assert first == play_masked(UnoEnv("duo", opponent="heuristic"), seed=11)
    assert first[-1][2] is True  # the round ended
    seats = {UnoEnv("classic", players=3, opponent="random").reset(seed=s)[1]["seat"] for s in range(12)}
    assert seats == {0, 1, 2}


def test_gymnasium_observation_is_the_learners_view():
    env = UnoEnv("duo", opponent="random")
    obs, info = env.reset(seed=3)
    seat = info["seat"]
    assert info["view"] == view(env.state, seat)
    assert info["view"].to_act == seat
    assert np.array_equal(obs["observation"], env.encoder.vector(view(env.state, seat)))
    assert np.array_equal(env.action_masks(), obs["action_mask"].astype(bool))


def test_gymnasium_illegal_action_ends_with_the_penalty():
    env = UnoEnv("duo", opponent="random")
    obs, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, illegal)
    assert not obs["action_mask"].any()
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    points = UnoEnv("classic", opponent="random", reward="points")
    points.reset(seed=2)
    assert points.step(10_000)[1] == -500.0  # out of range ids are illegal too; default penalty -target_score
    custom = UnoEnv("classic", opponent="random", illegal_reward=-3)
    custom.reset(seed=2)
    assert custom.step(-1)[1:3] == (-3.0, True)


def test_gymnasium_accepts_action_strings_and_numpy_ints():
    env = UnoEnv("duo", opponent="random")
    obs, info = env.reset(seed=5)
    legal = info["view"].legal
    _, _, terminated, _, _ = env.step(str(legal[0]))
    assert not terminated
    obs, _, _, _, _ = env.step(np.int64(np.flatnonzero(env.action_masks())[0]))
    with pytest.raises(TypeError):
        env.step(1.5)


def test_gymnasium_truncation_counts_learner_steps():
    env = UnoEnv("classic", opponent="random", max_steps=3)
    obs, _ = env.reset(seed=9)
    flags = []
    for _ in range(3):
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        flags.append((terminated, truncated))
    assert flags == [(False, False), (False, False), (False, True)]
    assert not obs["action_mask"].any()


@pytest.mark.parametrize("reward", ["win", "points"])
def test_gymnasium_match_episode_rewards(reward):
    env = UnoEnv("duo", opponent="random", reward=reward, episode="match", options={"target_score": 60})
    obs, info = env.reset(seed=21)
    rng = np.random.default_rng(1)
    total = 0.0
    while True:
        obs, r, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += r
        if terminated or truncated:
            break
    v, seat = info["view"], info["seat"]
    assert v.match_over
    if reward == "points":
        assert total == -v.scores[seat]  # Duo points are bad: the sum of -points over every round
    else:
        assert total == (0.0 if v.winner is None else 1.0 if v.winner == seat else -1.0)


def test_aec_round_rewards_match_the_engine():
    env = duo_v0.raw_env(reward="points")
    env.reset(seed=8)
    rng = np.random.default_rng(2)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    result = env.state.rounds[0]
    assert [totals[a] for a in env.possible_agents] == [-p for p in result.points]


def test_aec_replays_as_a_record():
    env = classic_v0.raw_env(players=3)
    env.reset(seed=13)
    rng = np.random.default_rng(3)
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    state = env.state
    record = Record(ruleset="classic", players=3, seed=13, actions=state.history)
    assert replay(record).hands == state.hands


def test_aec_illegal_action_terminates_everyone():
    env = classic_v0.raw_env(players=3)
    env.reset(seed=1)
    agent = env.agent_selection
    env.step(action_to_id("classic", "challenge"))  # not a turn action
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1.0 and sum(env.rewards.values()) == -1.0
    assert env.infos[agent]["illegal_action"] == action_to_id("classic", "challenge")
    for _agent in env.agent_iter():
        env.step(None)
    assert env.agents == []


def test_aec_max_cycles_truncates_every_agent():
    # The turn-based AEC env counts actions of all seats together (max_cycles_test itself runs on the parallel
    # and cycle-based forms in test_rl_max_cycles.py).
    env = classic_v0.raw_env(players=4, max_cycles=5)
    env.reset(seed=2)
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
    assert len(env.state.history) == 5
    assert env.agents == []


def test_aec_view_and_mask():
    env = duo_v0.raw_env()
    env.reset(seed=6)
    acting = env.agent_selection
    other = next(a for a in env.agents if a != acting)
    assert env.infos[acting]["view"] == env.view(acting)
    assert env.observe(acting)["action_mask"].sum() == 2  # keep, reject
    assert not env.observe(other)["action_mask"].any()


@pytest.mark.parametrize(
    "kwargs",
    [
        {"reward": "score"},
        {"episode": "game"},
        {"max_cycles": 0},
        {"options": {"stack_draw2": True}},
        {"illegal_reward": "big"},
        {"render_mode": "rgb_array"},
    ],
)
def test_bad_settings_raise_value_error(kwargs):
    with pytest.raises(ValueError):
        UnoAECEnv("duo", **kwargs)


def test_bad_players_and_opponents():
    with pytest.raises(ValueError):
        duo_v0.raw_env(players=3)
    with pytest.raises(ValueError):
        classic_v0.raw_env(players=11)
    with pytest.raises(ValueError, match="unknown agent"):
        UnoEnv("duo", opponent="grandmaster")
    with pytest.raises(ValueError, match="one per other seat"):
        UnoEnv("classic", players=4, opponent=["random", "heuristic"])
    env = UnoEnv("classic", players=3, opponent=["random", "heuristic"])
    assert len(env.opponents) == 2


def test_reward_rules_for_every_round_result():
    from unoduo.core.results import RoundResult
    from unoduo.rl.game import Settings

    out = RoundResult((0, 35), 0, False)
    blocked = RoundResult((12, 30), None, True)
    tie = RoundResult((20, 20), None, True)
    duo_win = Settings.make("duo")
    assert duo_win.round_rewards(out) == [1.0, -1.0]
    assert duo_win.round_rewards(blocked) == [1.0, -1.0]  # lower points win a blocked Duo round
    assert duo_win.round_rewards(tie) == [0.0, 0.0]
    assert Settings.make("duo", reward="points").round_rewards(blocked) == [-12.0, -30.0]
    assert Settings.make("classic", players=3, reward="points").round_rewards(
        RoundResult((0, 0, 80), 2, False)
    ) == [0.0, 0.0, 80.0]
    assert Settings.make("classic", players=3).round_rewards(RoundResult((0, 0, 0), None, True)) == [0.0] * 3
    match = Settings.make("classic", players=3, episode="match")
    assert match.round_rewards(RoundResult((0, 0, 80), 2, False)) == [0.0] * 3
    assert match.match_rewards(1) == [-1.0, 1.0, -1.0]
    assert match.match_rewards(None) == [0.0] * 3
    assert Settings.make("duo", reward="points").illegal_reward == -200.0
    assert Settings.make("duo", options={"target_score": 50}, reward="points").illegal_reward == -50.0
