"""Train sb3-contrib's MaskablePPO on unoduo against the random and heuristic bots (CPU), then evaluate it.

Needs, besides ``unoduo[rl]``: ``pip install torch==2.13.0 sb3-contrib`` (not unoduo dependencies).

    python examples/train_maskable_ppo.py --timesteps 200000
    python examples/train_maskable_ppo.py --ruleset classic --players 2 --timesteps 100000

Half of the training environments play the random bot, half the heuristic bot; episodes are single rounds with
``reward="win"`` (+1 for going out, -1 otherwise). The evaluation plays ``--eval-episodes`` rounds against each
bot with the learner's seat drawn by the env and fixed seeds, and prints the learner's win rate with a 95% Wilson
interval, next to a uniformly random masked policy on the same seeds.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import DummyVecEnv

from unoduo.rl.gym_env import UnoEnv
from unoduo.sim.stats import wilson


class VectorOnly(gym.ObservationWrapper[np.ndarray, Any, dict[str, np.ndarray]]):
    """Feeds the policy the observation vector only; the mask reaches MaskablePPO through ``action_masks()``."""

    def __init__(self, env: UnoEnv) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        return observation["observation"]

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()  # type: ignore[attr-defined, no-any-return]


def make(ruleset: str, players: int, opponent: str, max_steps: int = 10_000) -> VectorOnly:
    env = UnoEnv(ruleset, players, opponent, reward="win", episode="round", max_steps=max_steps, view_in_info=False)
    return VectorOnly(env)


def evaluate(
    policy: Any, ruleset: str, players: int, opponent: str, episodes: int, seed: int
) -> tuple[int, int, int]:
    """(rounds won, rounds played, rounds truncated) by ``policy(obs, mask) -> id`` against ``opponent``.

    A round is cut after 2,000 learner decisions (a policy can loop on draw and pass) and counts as not won.
    """
    env = make(ruleset, players, opponent, max_steps=2_000)
    won = cut = 0
    for episode in range(episodes):
        obs, _ = env.reset(seed=seed + episode)
        while True:
            action = policy(obs, env.action_masks())
            obs, reward, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                won += reward > 0
                cut += truncated
                break
    return won, episodes, cut


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", choices=["duo", "classic"], default="duo")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--timesteps", type=int, default=200_000)
    parser.add_argument("--envs", type=int, default=4, help="training environments (half per bot)")
    parser.add_argument("--eval-episodes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", default="", help="where to save the model (optional)")
    parser.add_argument("--deterministic", action="store_true", help="evaluate the greedy policy, not samples")
    args = parser.parse_args()
    torch.set_num_threads(1)  # small networks: threads only contend on a small CPU

    opponents = ["random", "heuristic"]
    fns = [
        (lambda opp=opponents[i % 2]: make(args.ruleset, args.players, opp)) for i in range(args.envs)
    ]
    vec = DummyVecEnv(fns)
    vec.seed(args.seed)
    model = MaskablePPO(
        "MlpPolicy", vec, n_steps=512, batch_size=256, learning_rate=3e-4, gamma=0.99, ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]}, seed=args.seed, device="cpu", verbose=0,
    )
    start = time.perf_counter()
    model.learn(total_timesteps=args.timesteps)
    seconds = time.perf_counter() - start
    print(f"trained {args.timesteps} steps on {args.ruleset} ({args.players}p) in {seconds:.0f} s", flush=True)
    if args.save:
        model.save(args.save)

    rng = np.random.default_rng(args.seed)

    def trained(obs: np.ndarray, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=args.deterministic)
        return int(action)

    def random_policy(obs: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    for opponent in opponents:
        for name, policy in (("maskable-ppo", trained), ("random-masked", random_policy)):
            won, n, cut = evaluate(policy, args.ruleset, args.players, opponent, args.eval_episodes, 10_000)
            low, high = wilson(won, n)
            print(
                f"{name:<14} vs {opponent:<9}: won {won}/{n} rounds = {won / n:.3f} (95% CI {low:.3f}-{high:.3f})"
                + (f", {cut} cut at 2,000 decisions" if cut else ""),
                flush=True,
            )


if __name__ == "__main__":
    main()
