"""Masked PPO (plain PyTorch) on the fast vectorised environment, then an evaluation against the compiled bots.

Needs ``unoduo[rl,fast]`` and ``pip install torch==2.13.0``:

    python examples/train_ppo_fast.py --seconds 120
    python examples/train_ppo_fast.py --ruleset classic --seconds 300 --opponent greedy

Trains against ``--opponent`` (the compiled ``uniform``, ``random`` or ``greedy`` policy of docs/fast.md) in
``--envs`` lanes of ``unoduo.rl.vector.FastVectorEnv`` (Duo or classic rounds, ``reward="win"``) for ``--seconds``
of wall time, then plays ``--eval-episodes`` rounds against each compiled bot with the learner's sampled actions
and prints its win rate (share of rounds with reward +1) with a 95% Wilson interval, next to a uniformly random
masked policy. The compiled ``uniform`` bot is today's ``random`` agent (uniform over the legal actions); the
compiled ``random`` one is RLCard's (plays whenever it can, with the call), a much stronger opponent.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np
import torch
from torch import nn

from unoduo.rl.vector import FastVectorEnv
from unoduo.sim.stats import wilson


class Policy(nn.Module):
    def __init__(self, size: int, actions: int) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(size, 256), nn.Tanh(), nn.Linear(256, 256), nn.Tanh())
        self.logits = nn.Linear(256, actions)
        self.value = nn.Linear(256, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.distributions.Categorical, torch.Tensor]:
        h = self.body(obs)
        logits = self.logits(h).masked_fill(~mask, -1e9)
        return torch.distributions.Categorical(logits=logits), self.value(h).squeeze(-1)


def train(args: argparse.Namespace) -> Policy:
    torch.manual_seed(args.seed)
    env = FastVectorEnv(args.ruleset, args.envs, players=args.players, opponent=args.opponent, seed=args.seed)
    obs_np, mask_np = env.reset(seed=args.seed)
    net = Policy(env.observation_size, env.num_actions)
    optim = torch.optim.Adam(net.parameters(), lr=args.lr)
    n, t_len = args.envs, args.rollout
    start = time.perf_counter()
    steps = 0
    while time.perf_counter() - start < args.seconds:
        obs_b = torch.zeros(t_len, n, env.observation_size)
        mask_b = torch.zeros(t_len, n, env.num_actions, dtype=torch.bool)
        act_b = torch.zeros(t_len, n, dtype=torch.long)
        logp_b = torch.zeros(t_len, n)
        val_b = torch.zeros(t_len + 1, n)
        rew_b = torch.zeros(t_len, n)
        done_b = torch.zeros(t_len, n)
        wins = []
        for t in range(t_len):
            obs = torch.from_numpy(obs_np.copy())
            mask = torch.from_numpy(mask_np.copy())
            with torch.no_grad():
                dist, value = net(obs, mask)
                action = dist.sample()
            obs_b[t], mask_b[t], act_b[t], logp_b[t], val_b[t] = obs, mask, action, dist.log_prob(action), value
            obs_np, mask_np, rewards, terminated, truncated = env.step(action.numpy())
            rew_b[t] = torch.from_numpy(rewards.copy())
            done_b[t] = torch.from_numpy((terminated | truncated).astype(np.float32))
            wins.extend(rewards[terminated].tolist())
        with torch.no_grad():
            val_b[t_len] = net(torch.from_numpy(obs_np.copy()), torch.from_numpy(mask_np.copy()))[1]
        adv = torch.zeros(t_len, n)
        last = torch.zeros(n)
        for t in reversed(range(t_len)):  # GAE; an episode end cuts the bootstrap
            alive = 1.0 - done_b[t]
            delta = rew_b[t] + args.gamma * val_b[t + 1] * alive - val_b[t]
            last = delta + args.gamma * args.lam * alive * last
            adv[t] = last
        ret = adv + val_b[:t_len]
        flat = t_len * n
        o, m, a, lp, ad, rt = (obs_b.reshape(flat, -1), mask_b.reshape(flat, -1), act_b.reshape(flat),
                               logp_b.reshape(flat), adv.reshape(flat), ret.reshape(flat))
        ad = (ad - ad.mean()) / (ad.std() + 1e-8)
        for _ in range(args.epochs):
            for idx in torch.randperm(flat).split(args.minibatch):
                dist, value = net(o[idx], m[idx])
                ratio = torch.exp(dist.log_prob(a[idx]) - lp[idx])
                clipped = torch.clamp(ratio, 0.8, 1.2)
                loss = (-torch.min(ratio * ad[idx], clipped * ad[idx]).mean()
                        + 0.5 * ((value - rt[idx]) ** 2).mean() - args.ent * dist.entropy().mean())
                optim.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                optim.step()
        steps += flat
        rate = float(np.mean(np.array(wins) == 1.0)) if wins else float("nan")
        print(f"{time.perf_counter() - start:6.0f} s  {steps:9,} steps  training win rate {rate:.3f}", flush=True)
    return net


def evaluate(args: argparse.Namespace, choose: Callable[[np.ndarray, np.ndarray], np.ndarray], opponent: str
             ) -> tuple[int, int]:
    env = FastVectorEnv(args.ruleset, 256, players=args.players, opponent=opponent, seed=10_000 + args.seed)
    obs, mask = env.reset(seed=10_000 + args.seed)
    wins = rounds = 0
    while rounds < args.eval_episodes:
        obs, mask, rewards, terminated, _ = env.step(choose(obs, mask))
        wins += int((rewards[terminated] == 1.0).sum())
        rounds += int(terminated.sum())
    return wins, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="duo", choices=["duo", "classic"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponent", default="random", choices=["random", "greedy", "uniform"])
    parser.add_argument("--seconds", type=float, default=120.0, help="wall time of training")
    parser.add_argument("--envs", type=int, default=64)
    parser.add_argument("--rollout", type=int, default=64, help="steps per lane per update")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatch", type=int, default=1024)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--gamma", type=float, default=0.99)
    parser.add_argument("--lam", type=float, default=0.95)
    parser.add_argument("--ent", type=float, default=0.01)
    parser.add_argument("--eval-episodes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    torch.set_num_threads(1)
    net = train(args)
    rng = np.random.default_rng(args.seed)

    def trained(obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        with torch.no_grad():
            dist, _ = net(torch.from_numpy(obs.copy()), torch.from_numpy(mask.copy()))
            return dist.sample().numpy()

    def uniform(obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return np.argmax(mask * rng.random(mask.shape), axis=1)

    for opponent in ("uniform", "random", "greedy"):
        for name, choose in (("trained", trained), ("uniform", uniform)):
            wins, rounds = evaluate(args, choose, opponent)
            low, high = wilson(wins, rounds)
            print(f"{name:8} vs {opponent:7}: {wins / rounds:.3f} (95% CI {low:.3f}-{high:.3f}) over {rounds} rounds")


if __name__ == "__main__":
    main()
