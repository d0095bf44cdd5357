"""RL environment speed: steps per second of unoduo's PettingZoo and Gymnasium environments, next to RLCard's UNO.

Run: ``python bench/rl_env.py [--seconds 5] [--envs 4]`` (needs the ``[rl]`` extra; RLCard is measured when
``rlcard`` is installed: ``pip install 'unoduo[bench]'``). Every policy is uniformly random over the legal-action
mask (RLCard: over its ``legal_actions``), so each step includes building the observation and the mask.

- ``aec``: PettingZoo AEC ``env.last()`` + ``env.step()``, one step per decision of any seat.
- ``gym``: Gymnasium ``UnoEnv`` against the random bot; one step per learner decision (the opponents' decisions
  happen inside the step and are not counted).
- ``sync`` / ``async``: ``gymnasium.vector.SyncVectorEnv`` / ``AsyncVectorEnv`` of ``--envs`` copies of the
  Gymnasium env; steps are summed over the copies (the machine has 2 cores, so async gains are bounded).
- ``rlcard``: ``rlcard.make("uno")`` (2-player classic-like UNO, one hand per episode), one step per decision
  of any seat: the like-for-like partner of ``aec classic-2p``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np

from unoduo.rl import classic_v0, duo_v0
from unoduo.rl.gym_env import UnoEnv


def timed(seconds: float, body: Callable[[], int]) -> float:
    """Run ``body`` (which returns the steps it made) until ``seconds`` have passed; steps per second."""
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += body()
    return steps / (time.perf_counter() - start)


def aec_rate(make: Callable[[], Any], seconds: float) -> float:
    env = make()
    rng = np.random.default_rng(0)
    seed = [0]

    def episode() -> int:
        env.reset(seed=seed[0])
        seed[0] += 1
        steps = 0
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        return steps

    return timed(seconds, episode)


def gym_rate(make: Callable[[], gym.Env[Any, Any]], seconds: float) -> float:
    env = make()
    rng = np.random.default_rng(0)
    seed = [0]

    def episode() -> int:
        obs, _ = env.reset(seed=seed[0])
        seed[0] += 1
        steps = 0
        while True:
            legal = np.flatnonzero(obs["action_mask"])
            obs, _, terminated, truncated, _ = env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
            if terminated or truncated:
                return steps

    return timed(seconds, episode)


def vector_rate(make: Callable[[], gym.Env[Any, Any]], n: int, seconds: float, asynchronous: bool) -> float:
    fns = [make for _ in range(n)]
    envs = gym.vector.AsyncVectorEnv(fns) if asynchronous else gym.vector.SyncVectorEnv(fns)
    rng = np.random.default_rng(0)
    obs, _ = envs.reset(seed=list(range(n)))

    def batch() -> int:
        nonlocal obs
        actions = np.zeros(n, dtype=np.int64)
        for i, mask in enumerate(obs["action_mask"]):
            legal = np.flatnonzero(mask)
            if len(legal):  # an all-zero mask is a finished episode: its next step is the autoreset
                actions[i] = legal[rng.integers(len(legal))]
        obs, *_ = envs.step(actions)
        return n

    try:
        return timed(seconds, batch)
    finally:
        envs.close()


def rlcard_rate(seconds: float) -> float | None:
    try:
        import rlcard
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": 0})
    rng = np.random.default_rng(0)

    def episode() -> int:
        state, _player = env.reset()
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, _player = env.step(legal[rng.integers(len(legal))])
            steps += 1
        return steps

    return timed(seconds, episode)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--envs", type=int, default=4, help="copies in the vectorised measurements")
    args = parser.parse_args()
    s, n = args.seconds, args.envs

    def duo_gym(view_in_info: bool = True) -> Callable[[], gym.Env[Any, Any]]:
        return lambda: UnoEnv("duo", opponent="random", view_in_info=view_in_info)

    rows: list[tuple[str, float | None]] = [
        ("aec duo", aec_rate(duo_v0.raw_env, s)),
        ("aec classic-2p", aec_rate(lambda: classic_v0.raw_env(players=2), s)),
        ("aec classic-4p", aec_rate(lambda: classic_v0.raw_env(players=4), s)),
        ("gym duo vs random", gym_rate(lambda: UnoEnv("duo", opponent="random"), s)),
        ("gym classic-2p vs random", gym_rate(lambda: UnoEnv("classic", opponent="random"), s)),
        ("gym duo vs heuristic", gym_rate(lambda: UnoEnv("duo", opponent="heuristic"), s)),
        (f"sync x{n} duo vs random", vector_rate(duo_gym(), n, s, False)),
        (f"sync x{n} duo, no view", vector_rate(duo_gym(False), n, s, False)),
        (f"async x{n} duo vs random", vector_rate(duo_gym(), n, s, True)),
        (f"async x{n} duo, no view", vector_rate(duo_gym(False), n, s, True)),
        ("rlcard uno (2p)", rlcard_rate(s)),
    ]
    for name, rate in rows:
        print(f"{name:<28} " + ("not installed" if rate is None else f"{rate:>10,.0f} steps/s"))
    ours, theirs = rows[1][1], rows[-1][1]
    if ours and theirs:
        print(f"aec classic-2p / rlcard uno: {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
