"""Self-play on the fast lane: N matches in compiled code where every seat is the learner.

:class:`SelfPlayVectorEnv` is :class:`unoduo.rl.vector.FastVectorEnv` without compiled opponents: each step
takes one action per lane from whichever seat is to act there, and returns the next decision of every lane,
with the seat that makes it (``seats``) and that seat's observation and mask (the same encoding, built by the
same compiled encoder: ``tests/rl/test_rl_selfplay.py`` compares it with :mod:`unoduo.rl.observation` on the
core's positions). An episode is a round: when a round ends the step returns every seat's result
(``rewards[N, players]``: 1 for the round's winner, -1 for the others; a blocked Duo round by points; 0 all
round for a round cut after ``max_steps`` actions) and the lane starts a new match. The trainer
(:mod:`unoduo.train`) plays all seats with one network: each seat's decisions form its own trajectory.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from unoduo.core.options import DUO
from unoduo.fast import FastBatch, UnsupportedOptionError
from unoduo.fast import engine as E

from .game import DEFAULT_MAX_CYCLES
from .observation import observation_size
from .vector import _FACES, _cached, _encode, _reward, _track_held, encoding_arrays, id_maps


@_cached
def _observe_lane(st: Any, opts: Any, g: Any, held: Any, off: Any, inv: Any, to_rl: Any, ids: Any, obs: Any,
                  mask: Any, seats: Any) -> None:
    seat = st[0][g, E.K_SEAT]
    seats[g] = seat
    _encode(st, opts, g, seat, held[seat], off, inv, obs[g])
    mask[g, :] = False
    n = E.legal(st, opts, g, ids)
    for i in range(n):
        mask[g, to_rl[ids[i]]] = True


@_cached
def _self_reset(st: Any, opts: Any, held: Any, steps: Any, off: Any, inv: Any, to_rl: Any, obs: Any, mask: Any,
                seats: Any) -> None:
    ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
    for g in range(st[0].shape[0]):
        E.new_match(st, opts, g)
        held[:, g, :, :] = 0
        steps[g] = 0
        _observe_lane(st, opts, g, held, off, inv, to_rl, ids, obs, mask, seats)


@_cached
def _self_step(st: Any, opts: Any, actions: Any, max_steps: Any, held: Any, steps: Any, off: Any, inv: Any,
               to_fast: Any, to_rl: Any, obs: Any, mask: Any, seats: Any, rewards: Any, done: Any) -> None:
    S = st[0]
    players = held.shape[0]
    ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
    for g in range(actions.shape[0]):
        seat = S[g, E.K_SEAT]
        a = to_fast[actions[g]]
        for observer in range(players):
            _track_held(st, g, seat, a, observer, held[observer])
        rounds = S[g, E.K_ROUNDS]
        E.apply(st, opts, g, a)
        steps[g] += 1
        rewards[g, :] = 0.0
        done[g] = False
        if S[g, E.K_ROUNDS] != rounds:
            for s in range(players):
                rewards[g, s] = _reward(st, opts, g, s, False, False)
            done[g] = True
        elif max_steps > 0 and steps[g] >= max_steps:
            done[g] = True
        if done[g]:
            E.new_match(st, opts, g)
            held[:, g, :, :] = 0
            steps[g] = 0
        _observe_lane(st, opts, g, held, off, inv, to_rl, ids, obs, mask, seats)


class SelfPlayVectorEnv:
    """``num_envs`` matches of ``ruleset`` whose every seat is the learner (module docstring).

    ``reset(seed) -> (obs, mask, seats)``; ``step(actions) -> (obs, mask, seats, rewards, done)`` with
    ``rewards`` float32[N, players] (non-zero only where ``done``) and ``done`` bool[N]. Arrays are reused
    by the next call. ``max_steps`` counts the actions of all seats in a round. Raises ``ValueError`` for an
    illegal action (naming the lane; no lane changes).
    """

    def __init__(self, ruleset: str = DUO, num_envs: int = 1, *, players: int = 2,
                 options: dict[str, Any] | None = None, max_steps: int | None = 4 * DEFAULT_MAX_CYCLES,
                 seed: int = 0, record: bool = False) -> None:
        for name in ("seven_o", "jump_in"):  # as FastVectorEnv: no swap decision, no out-of-turn play
            if options and options.get(name):
                raise UnsupportedOptionError(ruleset, name, options[name])
        if max_steps is not None and (type(max_steps) is not int or max_steps < 1):
            raise ValueError(f"max_steps must be a positive integer or None, not {max_steps!r}")
        self.batch = FastBatch(ruleset, num_envs, players=players, options=options, seed=seed, record=record)
        self.ruleset, self.num_envs, self.players, self.max_steps = ruleset, num_envs, players, max_steps
        self.to_fast, self.to_rl = id_maps(ruleset)
        self.num_actions = int(self.to_fast.shape[0])
        self.observation_size = observation_size(players)
        self._off, self._inv = encoding_arrays(self.batch, players)
        self._held = np.zeros((players, num_envs, players, _FACES), dtype=np.int64)
        self._steps = np.zeros(num_envs, dtype=np.int64)
        self._ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
        self.obs = np.zeros((num_envs, self.observation_size), dtype=np.float32)
        self.mask = np.zeros((num_envs, self.num_actions), dtype=np.bool_)
        self.seats = np.zeros(num_envs, dtype=np.int64)
        self.rewards = np.zeros((num_envs, players), dtype=np.float32)
        self.done = np.zeros(num_envs, dtype=np.bool_)
        self._started = False

    def reset(self, seed: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        self.batch.reset(seed)
        _self_reset(self.batch.st, self.batch.opts, self._held, self._steps, self._off, self._inv, self.to_rl,
                    self.obs, self.mask, self.seats)
        self._started = True
        return self.obs, self.mask, self.seats

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.ascontiguousarray(actions, dtype=np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"step takes one action per lane: shape ({self.num_envs},), not {acts.shape}")
        bad = np.flatnonzero((acts < 0) | (acts >= self.num_actions))
        if bad.size == 0:
            bad = np.flatnonzero(~self.mask[np.arange(self.num_envs), acts])
        if bad.size:
            g = int(bad[0])
            raise ValueError(f"lane {g}: action {int(acts[g])} is not legal; legal ids: "
                             f"{np.flatnonzero(self.mask[g]).tolist()}")
        _self_step(self.batch.st, self.batch.opts, acts, self.max_steps or 0, self._held, self._steps, self._off,
                   self._inv, self.to_fast, self.to_rl, self.obs, self.mask, self.seats, self.rewards, self.done)
        return self.obs, self.mask, self.seats, self.rewards, self.done
