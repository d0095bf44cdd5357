"""The trainer: rollouts on the fast lane's lanes, PPO updates, checkpoints, the export (docs/learned-bot.md).

Every decision is made from the deciding seat's own observation, never a hidden card. With ``opponent="self"``
the network plays every seat of :class:`unoduo.rl.selfplay.SelfPlayVectorEnv`'s lanes, and a quarter as many
lanes of :class:`unoduo.rl.vector.FastVectorEnv` play one seat against the compiled ``greedy`` bot, a fixed
opponent that keeps self-play from drifting into a style only it beats; ``opponent="greedy"`` trains against
that bot alone.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from unoduo.net.network import WEIGHTS_DIR, Network, weights_name
from unoduo.rl.selfplay import SelfPlayVectorEnv
from unoduo.rl.vector import FastVectorEnv

from .ppo import PolicyValueNet, PPOConfig, gae, gae_seats, ppo_update

RULESETS = ("duo", "classic")
CHECKPOINT = "checkpoint.pt"
OPPONENTS = ("greedy", "self")
#: A self-play round still going after this many actions (of all seats) is cut, a tie for everyone.
SELF_PLAY_MAX_ACTIONS = 2000


def check_setup(ruleset: str, players: int) -> None:
    """Clear errors for a ruleset or a player count the trainer does not take."""
    if ruleset not in RULESETS:
        raise ValueError(f"unknown ruleset {ruleset!r}: choose duo or classic")
    if ruleset == "duo" and players != 2:
        raise ValueError(f"Duo is for 2 players, not {players}")
    if not 2 <= players <= 4:
        raise ValueError(f"players must be 2 to 4, not {players}")


@dataclass
class Trainer:
    """One run's state: the network, the optimizer, the environment and the counters a checkpoint keeps."""

    ruleset: str
    players: int = 2
    seed: int = 0
    lanes: int = 64
    horizon: int = 64
    hidden: tuple[int, ...] = (256, 256)
    config: PPOConfig = field(default_factory=PPOConfig)
    #: "greedy": every lane against the fast lane's greedy bot; "self": self-play lanes (every seat the
    #: network) plus a quarter as many lanes against greedy, which keep the policy honest against a fixed bot.
    opponent: str = "greedy"
    steps: int = 0
    trained_seconds: float = 0.0

    def __post_init__(self) -> None:
        check_setup(self.ruleset, self.players)
        torch.manual_seed(self.seed)
        self.generator = torch.Generator().manual_seed(self.seed)
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        if self.opponent not in OPPONENTS:
            raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)}, not {self.opponent!r}")
        greedy_lanes = self.lanes if self.opponent == "greedy" else max(8, self.lanes // 4)
        self.env = FastVectorEnv(self.ruleset, greedy_lanes, players=self.players, opponent="greedy", seed=self.seed)
        self.selfplay: SelfPlayVectorEnv | None = None
        if self.opponent == "self":
            self.selfplay = SelfPlayVectorEnv(self.ruleset, self.lanes, players=self.players, seed=self.seed + 1,
                                              max_steps=SELF_PLAY_MAX_ACTIONS)
            sp_obs, sp_mask, sp_seats = self.selfplay.reset(seed=self.seed + 1)
            self.sp_obs, self.sp_mask, self.sp_seats = sp_obs.copy(), sp_mask.copy(), sp_seats.copy()
        self.net = PolicyValueNet(self.env.observation_size, self.env.num_actions, self.hidden).to(self.device)
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=self.config.lr, eps=1e-5)
        obs, mask = self.env.reset(seed=self.seed)
        self.obs, self.mask = obs.copy(), mask.copy()

    def _tensor(self, array: np.ndarray) -> torch.Tensor:
        return torch.as_tensor(array, device=self.device)

    def rollout(self) -> dict[str, torch.Tensor]:
        """``horizon`` steps of every lane (self-play lanes too, if any); the flattened batch with GAE
        advantages and returns."""
        batch = self._greedy_rollout()
        if self.selfplay is None:
            return batch
        more = self._self_rollout()
        return {k: torch.cat([batch[k], more[k]]) for k in batch}

    def _sample(self, obs: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Sampled actions, their log-probabilities and the values (win chances) of a batch of observations."""
        with torch.no_grad():
            logits, value = self.net(self._tensor(obs), self._tensor(mask))
            dist = torch.distributions.Categorical(logits=logits)
            act = dist.sample()
            return (act.cpu().numpy(), dist.log_prob(act).cpu().numpy(), torch.sigmoid(value).cpu().numpy())

    def _self_rollout(self) -> dict[str, torch.Tensor]:
        env = self.selfplay
        assert env is not None
        n, t_max = self.lanes, self.horizon
        obs = np.zeros((t_max, n, env.observation_size), np.float32)
        masks = np.zeros((t_max, n, env.num_actions), bool)
        actions = np.zeros((t_max, n), np.int64)
        logps = np.zeros((t_max, n), np.float32)
        values = np.zeros((t_max, n), np.float32)
        seats = np.zeros((t_max, n), np.int64)
        outcomes = np.zeros((t_max, n, self.players), np.float32)
        dones = np.zeros((t_max, n), bool)
        for t in range(t_max):
            obs[t], masks[t], seats[t] = self.sp_obs, self.sp_mask, self.sp_seats
            actions[t], logps[t], values[t] = self._sample(self.sp_obs, self.sp_mask)
            o, m, s, r, d = env.step(actions[t])
            outcomes[t] = (r + 1.0) / 2.0  # 1 a win, 0 a loss, 0.5 a tie or a round cut short
            dones[t] = d
            self.sp_obs, self.sp_mask, self.sp_seats = o.copy(), m.copy(), s.copy()
        _, _, last = self._sample(self.sp_obs, self.sp_mask)
        adv, ret = gae_seats(outcomes, values, seats, dones, last, self.sp_seats, self.config.lam)
        self.steps += n * t_max
        flat = {"obs": obs, "mask": masks, "actions": actions, "logp": logps, "adv": adv, "returns": ret}
        return {k: self._tensor(v.reshape(n * t_max, *v.shape[2:])) for k, v in flat.items()}

    def _greedy_rollout(self) -> dict[str, torch.Tensor]:
        n, t_max = self.env.num_envs, self.horizon
        obs = np.zeros((t_max, n, self.env.observation_size), np.float32)
        masks = np.zeros((t_max, n, self.env.num_actions), bool)
        actions = np.zeros((t_max, n), np.int64)
        logps = np.zeros((t_max, n), np.float32)
        values = np.zeros((t_max, n), np.float32)
        rewards = np.zeros((t_max, n), np.float32)
        dones = np.zeros((t_max, n), np.float32)
        for t in range(t_max):
            obs[t], masks[t] = self.obs, self.mask
            actions[t], logps[t], values[t] = self._sample(self.obs, self.mask)
            o, m, r, term, trunc = self.env.step(actions[t])
            done = term | trunc
            rewards[t] = np.where(done, (r + 1.0) / 2.0, 0.0)  # as in self-play: 1 a win, 0.5 a tie or a cut
            dones[t] = done
            self.obs, self.mask = o.copy(), m.copy()
        _, _, last = self._sample(self.obs, self.mask)
        adv, ret = gae(rewards, values, dones, last, self.config.gamma, self.config.lam)
        self.steps += n * t_max
        flat = {"obs": obs, "mask": masks, "actions": actions, "logp": logps, "adv": adv, "returns": ret}
        return {k: self._tensor(v.reshape(n * t_max, *v.shape[2:])) for k, v in flat.items()}

    def iteration(self) -> dict[str, float]:
        """One rollout and one PPO update; the clock counts both."""
        start = time.monotonic()
        stats = ppo_update(self.net, self.optimizer, self.rollout(), self.config, self.generator)
        self.trained_seconds += time.monotonic() - start
        return stats

    def evaluate(self, rounds: int = 200, seed: int = 12345) -> float:
        """Win rate of the greedy (argmax) policy over ``rounds`` rounds against the compiled greedy bot."""
        env = FastVectorEnv(self.ruleset, min(rounds, 100), players=self.players, opponent="greedy", seed=seed)
        obs, mask = env.reset(seed=seed)
        wins = finished = 0
        while finished < rounds:
            with torch.no_grad():
                logits, _ = self.net(self._tensor(obs), self._tensor(mask))
            obs, mask, r, term, trunc = env.step(logits.argmax(-1).cpu().numpy())
            wins += int(((r > 0) & term).sum())
            finished += int((term | trunc).sum())
        return wins / finished

    # ------------------------------------------------------------------ checkpoints and export

    def save(self, out: Path) -> None:
        """Write the checkpoint atomically (a kill mid-write keeps the previous one)."""
        out.mkdir(parents=True, exist_ok=True)
        state = {"net": self.net.state_dict(), "optimizer": self.optimizer.state_dict(), "steps": self.steps,
                 "trained_seconds": self.trained_seconds, "ruleset": self.ruleset, "players": self.players,
                 "seed": self.seed, "hidden": list(self.hidden), "opponent": self.opponent}
        tmp = out / (CHECKPOINT + ".tmp")
        torch.save(state, tmp)
        tmp.replace(out / CHECKPOINT)

    def load(self, out: Path) -> bool:
        """Resume from ``out``'s checkpoint if there is one (same ruleset and players, else a clear error)."""
        path = out / CHECKPOINT
        if not path.exists():
            return False
        state = torch.load(path, map_location=self.device, weights_only=False)
        if (state["ruleset"], state["players"]) != (self.ruleset, self.players):
            raise ValueError(f"{path} is a {state['ruleset']} {state['players']}-player run, not this one")
        if state.get("opponent", "greedy") != self.opponent or list(state["hidden"]) != list(self.hidden):
            raise ValueError(f"{path} is a run against {state.get('opponent', 'greedy')} with hidden layers "
                             f"{state['hidden']}, not this one")
        self.net.load_state_dict(state["net"])
        self.optimizer.load_state_dict(state["optimizer"])
        self.steps, self.trained_seconds = int(state["steps"]), float(state["trained_seconds"])
        return True

    def network(self, command: str = "") -> Network:
        """The current weights as a numpy :class:`unoduo.net.Network` with the shared format's metadata."""
        def pair(module: Any) -> tuple[np.ndarray, np.ndarray]:
            return (module.weight.detach().cpu().numpy().astype(np.float32),
                    module.bias.detach().cpu().numpy().astype(np.float32))

        meta = {"format": 1, "ruleset": self.ruleset, "players": self.players,
                "observation_size": self.env.observation_size, "actions": self.env.num_actions,
                "hidden": list(self.hidden), "activation": "relu", "value": "round-win logit", "options": {},
                "opponent": self.opponent, "command": command, "seed": self.seed, "commit": _git_commit(),
                "steps": self.steps, "trained_seconds": round(self.trained_seconds, 1), "torch": torch.__version__}
        return Network(tuple(pair(layer) for layer in self.net.trunk), pair(self.net.policy), pair(self.net.value),
                       meta)

    def export(self, out: Path, command: str) -> Path:
        """Write ``<name>.npz`` + ``<name>.json`` in the shared weights format to ``out``; returns the npz."""
        return self.network(command).save(out / weights_name(self.ruleset, self.players))


def _git_commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True,
                              cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def install(out: Path, name: str) -> list[Path]:
    """Copy ``out``'s exported ``name``.npz/.json into unoduo/net/weights/."""
    WEIGHTS_DIR.mkdir(parents=True, exist_ok=True)
    copied = []
    for suffix in (".npz", ".json"):
        source = out / f"{name}{suffix}"
        if not source.exists():
            raise FileNotFoundError(f"{source} does not exist: train or export first")
        copied.append(Path(shutil.copy2(source, WEIGHTS_DIR / source.name)))
    return copied

