"""The policy/value network and the PPO update (Schulman et al. 2017, clipped objective, GAE advantages).

The network is the shared weights format's (docs/learned-bot.md): a ReLU trunk, a policy head over the ruleset's
action ids (illegal ids masked to -inf before the softmax) and a value head whose output is a logit of the seat's
chance to win the round, trained with a binary cross-entropy on the round's outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
from torch import nn


class PolicyValueNet(nn.Module):
    """``trunk.i`` Linear+ReLU layers, then ``policy`` and ``value`` heads (names match the npz's arrays)."""

    def __init__(self, observation_size: int, actions: int, hidden: tuple[int, ...] = (256, 256)) -> None:
        super().__init__()
        sizes = (observation_size, *hidden)
        self.trunk = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:], strict=False))
        self.policy = nn.Linear(sizes[-1], actions)
        self.value = nn.Linear(sizes[-1], 1)
        self.hidden = tuple(hidden)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """``(masked logits, value logit)`` for observations and boolean legal-action masks."""
        h = obs
        for layer in self.trunk:
            h = torch.relu(layer(h))
        logits = self.policy(h).masked_fill(~mask, float("-inf"))
        return logits, self.value(h).squeeze(-1)


@dataclass
class PPOConfig:
    """The update's hyper-parameters (defaults from the '37 implementation details of PPO' blog's Atari set)."""

    gamma: float = 1.0  # the reward is the round's win: no discount inside a round
    lam: float = 0.95
    clip: float = 0.2
    epochs: int = 4
    minibatches: int = 4
    value_coef: float = 0.5
    entropy_coef: float = 0.01
    lr: float = 3e-4
    max_grad_norm: float = 0.5


def gae(rewards: np.ndarray, values: np.ndarray, dones: np.ndarray, last_value: np.ndarray, gamma: float,
        lam: float) -> tuple[np.ndarray, np.ndarray]:
    """Generalised advantage estimation over a ``[T, N]`` rollout; values are win probabilities (sigmoid)."""
    steps = rewards.shape[0]
    advantages = np.zeros_like(rewards)
    running = np.zeros_like(last_value)
    for t in reversed(range(steps)):
        next_value = last_value if t == steps - 1 else values[t + 1]
        alive = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * alive - values[t]
        running = delta + gamma * lam * alive * running
        advantages[t] = running
    return advantages, advantages + values


def gae_seats(outcomes: np.ndarray, values: np.ndarray, seats: np.ndarray, dones: np.ndarray,
              last_value: np.ndarray, last_seats: np.ndarray, lam: float) -> tuple[np.ndarray, np.ndarray]:
    """GAE over a ``[T, N]`` self-play rollout where step t of lane g is a decision of seat ``seats[t, g]``:
    each seat's decisions are its own trajectory (the next value of a decision is the same seat's next one),
    and a round that ends after step t (``dones[t, g]``) gives each seat its outcome (``outcomes[t, g, s]``,
    1 a win, 0 a loss) on its last decision of the round. A seat's decisions still open at the end of the
    rollout are bootstrapped with ``last_value`` where it is that seat's turn, else with their own value."""
    steps, lanes = values.shape
    players = outcomes.shape[2]
    lane = np.arange(lanes)
    next_value = np.zeros((lanes, players), np.float32)
    running = np.zeros((lanes, players), np.float32)
    pending = np.zeros((lanes, players), np.float32)
    open_tail = np.ones((lanes, players), bool)
    next_value[lane, last_seats] = last_value
    open_tail[lane, last_seats] = False
    advantages = np.zeros_like(values)
    for t in reversed(range(steps)):
        ended = dones[t]
        next_value[ended] = 0.0
        running[ended] = 0.0
        pending[ended] = outcomes[t][ended]
        open_tail[ended] = False
        seat = seats[t]
        tail = open_tail[lane, seat]
        following = np.where(tail, values[t], next_value[lane, seat])
        delta = pending[lane, seat] + following - values[t]
        run = delta + lam * np.where(tail, 0.0, running[lane, seat])
        advantages[t] = run
        running[lane, seat] = run
        next_value[lane, seat] = values[t]
        pending[lane, seat] = 0.0
        open_tail[lane, seat] = False
    return advantages, advantages + values


def ppo_update(net: PolicyValueNet, optimizer: torch.optim.Optimizer, batch: dict[str, torch.Tensor],
               config: PPOConfig, generator: torch.Generator) -> dict[str, float]:
    """A few epochs of clipped PPO on one flattened rollout; returns the last minibatch's losses."""
    size = batch["obs"].shape[0]
    step = max(1, size // config.minibatches)
    stats: dict[str, float] = {}
    for _ in range(config.epochs):
        order = torch.randperm(size, generator=generator)
        for start in range(0, size, step):
            idx = order[start:start + step]
            loss, stats = ppo_loss(net, {k: v[idx] for k, v in batch.items()}, config)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(net.parameters(), config.max_grad_norm)
            optimizer.step()
    return stats


def ppo_loss(net: PolicyValueNet, mb: dict[str, torch.Tensor], config: PPOConfig
             ) -> tuple[torch.Tensor, dict[str, float]]:
    """The clipped policy loss + value cross-entropy on the return (clamped to [0, 1]) - entropy bonus."""
    logits, value_logit = net(mb["obs"], mb["mask"])
    dist = torch.distributions.Categorical(logits=logits)
    logp = dist.log_prob(mb["actions"])
    ratio = torch.exp(logp - mb["logp"])
    adv = mb["adv"]
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    policy_loss = -torch.min(ratio * adv, torch.clamp(ratio, 1 - config.clip, 1 + config.clip) * adv).mean()
    value_loss = nn.functional.binary_cross_entropy_with_logits(value_logit, mb["returns"].clamp(0, 1))
    probs = torch.softmax(logits, -1)
    entropy = -(probs * torch.where(mb["mask"], torch.log_softmax(logits, -1), 0.0)).sum(-1).mean()
    loss = policy_loss + config.value_coef * value_loss - config.entropy_coef * entropy
    return loss, {"policy": policy_loss.item(), "value": value_loss.item(), "entropy": entropy.item()}
