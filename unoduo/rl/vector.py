"""The vectorised environment on the fast lane: N matches stepped in compiled code, in the style of pgx/EnvPool.

:class:`FastVectorEnv` holds a :class:`unoduo.fast.FastBatch` and plays one learner seat in every lane against
compiled opponents (``random``, ``greedy`` or ``uniform``, docs/fast.md "Policies"), all inside one numba loop:

>>> env = FastVectorEnv("duo", num_envs=256, opponent="random")
>>> obs, mask = env.reset(seed=0)                     # float32[N, size], bool[N, actions]
>>> obs, mask, rewards, terminated, truncated = env.step(actions)

Everything the learner sees is what the Gymnasium environment :class:`unoduo.rl.UnoEnv` gives from the same
position: the observation vector is :mod:`unoduo.rl.observation`'s (same blocks, same values, built by a
compiled encoder; ``tests/rl/test_rl_vector.py`` compares the two on many random positions rebuilt in the core),
action ids are :mod:`unoduo.rl.actions`' table of the ruleset (126 classic, 237 Duo), rewards and episodes are
``unoduo.rl.game``'s (``reward="win"|"points"``, ``episode="round"|"match"``).

Differences from ``UnoEnv``, all for speed: the learner sits in seat ``seat`` (default 0; the first seat of
every match is random, so this loses nothing); an illegal action raises ``ValueError`` before any lane
changes (no penalty mode); autoreset is in the same step (Gymnasium's ``AutoresetMode.SAME_STEP``, like
EnvPool and pgx): a lane whose episode ended returns the first observation of its next episode, with the
reward and ``terminated``/``truncated`` flag of the one that ended.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import gymnasium as gym
import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv

from unoduo.core import Action
from unoduo.core import actions as A
from unoduo.core.options import CLASSIC, DUO
from unoduo.fast import FastBatch, UnsupportedOptionError
from unoduo.fast import codes as C
from unoduo.fast import engine as E
from unoduo.fast.caching import ENGINE_SOURCES, cached_njit

from .actions import action_table
from .game import DEFAULT_MAX_CYCLES, EPISODES, REWARDS
from .observation import BLOCKS, KNOWN_BOTTOM_ORDER, PENDING_SCALE, _copies, block_offsets, observation_size

#: Opponent policies by name (the compiled policies of unoduo.fast).
OPPONENTS: Final = {"random": E.P_RANDOM, "greedy": E.P_GREEDY, "uniform": E.P_UNIFORM}

_FACES = 54
_COLOR_OF = np.array([f // 13 if f < 52 else -1 for f in range(_FACES)], dtype=np.int64)
# Offsets of the observation blocks, in BLOCKS order (indexes below).
(_B_HAND, _B_TOP, _B_COLOR, _B_DECISION, _B_TO_ACT, _B_PENDING, _B_SIZES, _B_ONE, _B_PILE, _B_UNKNOWN, _B_DISCARD,
 _B_KNOWN, _B_ORDER, _B_CANDIDATE, _B_DRAWN, _B_DUMPC, _B_HELD, _B_SCORES, _B_RFIRST, _B_DIR) = range(20)
assert [b.name for b in BLOCKS][_B_DIR] == "direction" and len(BLOCKS) == 20


def id_maps(ruleset: str) -> tuple[np.ndarray, np.ndarray]:
    """``(to_fast, to_rl)``: ``to_fast[rl_id]`` is the fast lane's id (:mod:`unoduo.fast.codes`) of each id of
    the ruleset's RL action table, ``to_rl[fast_id]`` the reverse (-1 where the ruleset has no such action)."""
    table = action_table(ruleset)
    to_fast = np.empty(table.size, dtype=np.int64)
    for i, slot in enumerate(table.slots):
        if slot.kind == A.DUMP:
            to_fast[i] = C.dump_id(slot.face, slot.uno)
        else:
            to_fast[i] = C.to_id(Action.parse(slot.text))
    to_rl = np.full(C.NUM_ACTIONS, -1, dtype=np.int64)
    to_rl[to_fast] = np.arange(table.size)
    return to_fast, to_rl


def encoding_arrays(batch: FastBatch, players: int) -> tuple[np.ndarray, np.ndarray]:
    """``(offsets, inverse copies)``: what the compiled encoder needs beside the state (block starts in BLOCKS
    order, 1 / copies of each face in this deck), shared by this environment and the self-play one."""
    offsets = block_offsets(players)
    starts = np.array([offsets[b.name][0] for b in BLOCKS], dtype=np.int64)
    return starts, (1.0 / _copies(bool(batch.opts[E.O_EXTRA]))).astype(np.float64)


# ---------------------------------------------------------------------------------------------- compiled

#: The kernels here read the engine's kernels and this package's observation layout and action table: a change
#: to any of those files compiles them again (unoduo.fast.caching).
_RL = Path(__file__).resolve().parent
_cached = cached_njit(depends=(*ENGINE_SOURCES, _RL / "observation.py", _RL / "actions.py", _RL / "game.py"))


@_cached
def _encode(st: Any, opts: Any, g: Any, seat: Any, held: Any, off: Any, inv: Any, x: Any) -> None:
    """Write the observation of ``seat`` in lane g into ``x`` (observation.py's blocks; zeros first)."""
    S = st[0]
    H = st[1]
    HL = st[2]
    PILE = st[3]
    DISC = st[4]
    SC = st[6]
    n = opts[E.O_PLAYERS]
    deck = float(opts[E.O_DECK])
    x[:] = 0.0
    kind = S[g, E.K_KIND]
    for i in range(HL[g, seat]):
        c = H[g, seat, i]
        x[off[_B_HAND] + c] += inv[c]
    disc = S[g, E.K_DISC]
    if kind != C.D_DRAFT and disc > 0:
        x[off[_B_TOP] + DISC[g, disc - 1]] = 1.0
    if kind != C.D_DRAFT and S[g, E.K_COLOR] >= 0:
        x[off[_B_COLOR] + S[g, E.K_COLOR]] = 1.0
    if kind != C.D_OVER:
        x[off[_B_DECISION] + kind] = 1.0
        x[off[_B_TO_ACT] + (S[g, E.K_SEAT] - seat + n) % n] = 1.0
    x[off[_B_PENDING]] = min(S[g, E.K_PENDING] / PENDING_SCALE, 1.0)
    for s in range(n):
        r = (s - seat + n) % n
        x[off[_B_SIZES] + r] = HL[g, s] / deck
        if HL[g, s] == 1:
            x[off[_B_ONE] + r] = 1.0
    pile = S[g, E.K_PILE]
    known = min(S[g, E.K_KNOWN], pile)
    x[off[_B_PILE]] = pile / deck
    x[off[_B_UNKNOWN]] = (pile - known) / deck
    for i in range(disc):
        c = DISC[g, i]
        x[off[_B_DISCARD] + c] += inv[c]
    # The known bottom is PILE[g, :known] (top card last): the card drawn first is PILE[g, known - 1].
    for i in range(known):
        c = PILE[g, known - 1 - i]
        x[off[_B_KNOWN] + c] += inv[c]
        if i < KNOWN_BOTTOM_ORDER:
            x[off[_B_ORDER] + i * _FACES + c] = 1.0
    if kind == C.D_DRAFT and S[g, E.K_SEAT] == seat:
        x[off[_B_CANDIDATE] + PILE[g, pile - 1]] = 1.0
    if kind == C.D_AFTER_DRAW and S[g, E.K_SEAT] == seat:
        x[off[_B_DRAWN] + S[g, E.K_DRAWN]] = 1.0
    if (kind == C.D_TURN or kind == C.D_DUMP) and S[g, E.K_DUMPC] >= 0:
        x[off[_B_DUMPC] + S[g, E.K_DUMPC]] = 1.0
    for s in range(n):
        if s != seat:
            base = off[_B_HELD] + ((s - seat + n) % n - 1) * _FACES
            for c in range(_FACES):
                if held[g, s, c] > 0:
                    x[base + c] = held[g, s, c] * inv[c]
    target = float(opts[E.O_TARGET])
    for s in range(n):
        x[off[_B_SCORES] + (s - seat + n) % n] = min(SC[g, s] / target, 1.0)
    x[off[_B_RFIRST] + (S[g, E.K_RFIRST] - seat + n) % n] = 1.0
    x[off[_B_DIR]] = 1.0 if S[g, E.K_DIR] > 0 else 0.0


@_cached
def _track_held(st: Any, g: Any, seat: Any, a: Any, learner: Any, held: Any) -> None:
    """Before action ``a`` of ``seat``: keep ``held`` (cards each other seat is known to hold, as the learner
    knows them: a hand revealed to it in a challenge, less the cards laid since) up to date."""
    S = st[0]
    if a == C.CHALLENGE and seat == learner:
        offender = S[g, E.K_WD4SEAT]
        size = S[g, E.K_WD4LEN]
        if size > 0:  # an empty hand shown reveals nothing (core: a reveal event without cards)
            held[g, offender, :] = 0
            for i in range(size):
                held[g, offender, st[5][g, i]] += 1
        return
    if seat == learner:
        return
    if a < C.PLAY_WILD_BASE:
        face = a >> 1
        if held[g, seat, face] > 0:
            held[g, seat, face] -= 1
    elif a < C.DUMP_BASE:
        face = 52 + (a - C.PLAY_WILD_BASE) // 8
        if held[g, seat, face] > 0:
            held[g, seat, face] -= 1
    elif a < C.DRAW:
        color = _COLOR_OF[(a - C.DUMP_BASE) >> 1]
        H = st[1]
        for i in range(st[2][g, seat]):
            c = H[g, seat, i]
            if _COLOR_OF[c] == color and held[g, seat, c] > 0:
                held[g, seat, c] -= 1


@_cached
def _reward(st: Any, opts: Any, g: Any, learner: Any, reward_points: Any, per_match: Any) -> Any:
    """The learner's reward for the round that just ended in lane g (and the match, if it ended)."""
    S = st[0]
    LP = st[7]
    duo = opts[E.O_RULESET] == 0
    if reward_points:
        return -float(LP[g, learner]) if duo else float(LP[g, learner])
    if per_match:
        if S[g, E.K_OVER] and S[g, E.K_WINNER] >= 0:
            return 1.0 if S[g, E.K_WINNER] == learner else -1.0
        return 0.0
    out = S[g, E.K_LASTOUT]
    if out >= 0:
        return 1.0 if out == learner else -1.0
    if not duo:
        return 0.0
    mine = LP[g, learner]
    theirs = LP[g, 1 - learner]
    return float((theirs > mine) - (theirs < mine))


@_cached
def _new_episode(st: Any, opts: Any, g: Any, learner: Any, which: Any, per_match: Any, held: Any, ids: Any
                 ) -> None:
    """A new match in lane g, opponents played until the learner decides (a match whose opening the opponents
    end before the learner decides is replaced, as UnoEnv does)."""
    S = st[0]
    while True:
        E.new_match(st, opts, g)
        held[g, :, :] = 0
        ended = False
        while S[g, E.K_SEAT] != learner:
            rounds = S[g, E.K_ROUNDS]
            n = E.legal(st, opts, g, ids)
            a = E.policy(st, opts, g, which, ids, n)
            E.apply(st, opts, g, a)
            if S[g, E.K_ROUNDS] != rounds:
                held[g, :, :] = 0
                if S[g, E.K_OVER] or not per_match:
                    ended = True
                    break
        if not ended:
            return


@_cached
def _check(st: Any, opts: Any, actions: Any, to_fast: Any, ids: Any) -> Any:
    """The first lane whose action is not legal, -1 if all are."""
    for g in range(actions.shape[0]):
        a = actions[g]
        if a < 0 or a >= to_fast.shape[0]:
            return g
        fa = to_fast[a]
        n = E.legal(st, opts, g, ids)
        ok = False
        for i in range(n):
            if ids[i] == fa:
                ok = True
                break
        if not ok:
            return g
    return -1


@_cached
def _observe_all(st: Any, opts: Any, learner: Any, held: Any, off: Any, inv: Any, to_rl: Any, ids: Any,
                 obs: Any, mask: Any) -> None:
    for g in range(obs.shape[0]):
        _encode(st, opts, g, learner, held, off, inv, obs[g])
        mask[g, :] = False
        n = E.legal(st, opts, g, ids)
        for i in range(n):
            mask[g, to_rl[ids[i]]] = True


@_cached
def _reset_all(st: Any, opts: Any, learner: Any, which: Any, per_match: Any, held: Any, steps: Any) -> None:
    ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
    for g in range(st[0].shape[0]):
        _new_episode(st, opts, g, learner, which, per_match, held, ids)
        steps[g] = 0


@_cached
def _step_all(st: Any, opts: Any, actions: Any, learner: Any, which: Any, reward_points: Any, per_match: Any,
              max_steps: Any, held: Any, steps: Any, off: Any, inv: Any, to_fast: Any, to_rl: Any,
              obs: Any, mask: Any, rewards: Any, terminated: Any, truncated: Any) -> None:
    """One learner action per lane, then the opponents until the learner decides again; episodes that end are
    replaced at once (same-step autoreset); observations and masks written for every lane."""
    S = st[0]
    ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
    for g in range(actions.shape[0]):
        reward = 0.0
        done = False
        seat = learner
        a = to_fast[actions[g]]
        steps[g] += 1
        while True:
            rounds = S[g, E.K_ROUNDS]
            _track_held(st, g, seat, a, learner, held)
            E.apply(st, opts, g, a)
            if S[g, E.K_ROUNDS] != rounds:
                if reward_points or not per_match or S[g, E.K_OVER]:
                    reward += _reward(st, opts, g, learner, reward_points, per_match)
                held[g, :, :] = 0
                if S[g, E.K_OVER] or not per_match:
                    done = True
                    break
            seat = S[g, E.K_SEAT]
            if seat == learner:
                break
            n = E.legal(st, opts, g, ids)
            a = E.policy(st, opts, g, which, ids, n)
        rewards[g] = reward
        terminated[g] = done
        truncated[g] = (not done) and max_steps > 0 and steps[g] >= max_steps
        if done or truncated[g]:
            _new_episode(st, opts, g, learner, which, per_match, held, ids)
            steps[g] = 0
        _encode(st, opts, g, learner, held, off, inv, obs[g])
        mask[g, :] = False
        n = E.legal(st, opts, g, ids)
        for i in range(n):
            mask[g, to_rl[ids[i]]] = True


# ---------------------------------------------------------------------------------------------- Python API


class FastVectorEnv:
    """``num_envs`` matches of ``ruleset``, one learner seat each, opponents stepped in compiled code.

    ``reset(seed) -> (obs, mask)`` and ``step(actions) -> (obs, mask, rewards, terminated, truncated)`` with
    ``obs`` float32[N, observation_size(players)], ``mask`` bool[N, action_count(ruleset)], ``actions`` ids of
    :mod:`unoduo.rl.actions`, ``rewards`` float32[N], flags bool[N]. The arrays returned are reused by the next
    call (copy them to keep them). ``max_steps`` (learner actions per episode, ``None`` for no limit)
    truncates an episode. With ``record`` every lane keeps the records of its matches (``self.batch.records(g)``,
    replayable with ``unoduo replay``). Raises ``ValueError`` for unknown settings and, in ``step``, for an
    illegal action (naming the lane; no lane changes).
    """

    def __init__(
        self,
        ruleset: str = DUO,
        num_envs: int = 1,
        *,
        players: int = 2,
        opponent: str = "random",
        options: dict[str, Any] | None = None,
        reward: str = "win",
        episode: str = "round",
        seat: int = 0,
        max_steps: int | None = DEFAULT_MAX_CYCLES,
        seed: int = 0,
        record: bool = False,
    ) -> None:
        if opponent not in OPPONENTS:
            raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)}, not {opponent!r}")
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(map(repr, REWARDS))}, not {reward!r}")
        if episode not in EPISODES:
            raise ValueError(f"episode must be one of {', '.join(map(repr, EPISODES))}, not {episode!r}")
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(f"seat must be 0 to {players - 1}, not {seat!r}")
        if max_steps is not None and (type(max_steps) is not int or max_steps < 1):
            raise ValueError(f"max_steps must be a positive integer or None, not {max_steps!r}")
        for name in ("seven_o", "jump_in"):  # the observation has no swap decision and no out-of-turn play (H13),
            if options and options.get(name):  # the action table no swap and no jump-in of another seat
                raise UnsupportedOptionError(ruleset, name, options[name])
        self.batch = FastBatch(ruleset, num_envs, players=players, options=options, seed=seed, record=record)
        self.ruleset = ruleset
        self.num_envs = num_envs
        self.players = players
        self.opponent = opponent
        self.reward_kind = reward
        self.episode = episode
        self.seat = seat
        self.max_steps = max_steps
        self.to_fast, self.to_rl = id_maps(ruleset)
        self.num_actions = int(self.to_fast.shape[0])
        self.observation_size = observation_size(players)
        self._off, self._inv = encoding_arrays(self.batch, players)
        self._held = np.zeros((num_envs, players, _FACES), dtype=np.int64)
        self._steps = np.zeros(num_envs, dtype=np.int64)
        self._ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
        self.obs = np.zeros((num_envs, self.observation_size), dtype=np.float32)
        self.mask = np.zeros((num_envs, self.num_actions), dtype=np.bool_)
        self.rewards = np.zeros(num_envs, dtype=np.float32)
        self.terminated = np.zeros(num_envs, dtype=np.bool_)
        self.truncated = np.zeros(num_envs, dtype=np.bool_)
        self._started = False

    def reset(self, seed: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """New matches in every lane (seeded afresh from ``seed``, else continuing the lanes' generators)."""
        self.batch.reset(seed)
        _reset_all(self.batch.st, self.batch.opts, self.seat, OPPONENTS[self.opponent], self.episode == "match",
                   self._held, self._steps)
        _observe_all(self.batch.st, self.batch.opts, self.seat, self._held, self._off, self._inv, self.to_rl,
                     self._ids, self.obs, self.mask)
        self._started = True
        return self.obs, self.mask

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.ascontiguousarray(actions, dtype=np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"step takes one action per lane: shape ({self.num_envs},), not {acts.shape}")
        bad = _check(self.batch.st, self.batch.opts, acts, self.to_fast, self._ids)
        if bad >= 0:
            legal = np.flatnonzero(self.mask[bad]).tolist()
            raise ValueError(f"lane {bad}: action {int(acts[bad])} is not legal; legal ids: {legal}")
        _step_all(self.batch.st, self.batch.opts, acts, self.seat, OPPONENTS[self.opponent],
                  self.reward_kind == "points", self.episode == "match", self.max_steps or 0, self._held,
                  self._steps, self._off, self._inv, self.to_fast, self.to_rl, self.obs, self.mask, self.rewards,
                  self.terminated, self.truncated)
        return self.obs, self.mask, self.rewards, self.terminated, self.truncated


class UnoVectorEnv(VectorEnv):
    """Gymnasium's ``VectorEnv`` over :class:`FastVectorEnv` (``gymnasium.make_vec("unoduo/Duo-v0",
    num_envs=N, vectorization_mode="vector_entry_point")``). Observations are dicts like ``UnoEnv``'s:
    ``{"observation": float32[N, size], "action_mask": int8[N, actions]}``; ``info["action_mask"]`` holds the
    boolean mask too. Autoreset is same-step (``metadata["autoreset_mode"]``)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, ruleset: str = DUO, num_envs: int = 1, **kwargs: Any) -> None:
        kwargs.pop("render_mode", None)
        self.env = FastVectorEnv(ruleset, num_envs, **kwargs)
        self.num_envs = num_envs
        size, actions = self.env.observation_size, self.env.num_actions
        self.single_observation_space = gym.spaces.Dict({
            "observation": gym.spaces.Box(0.0, 1.0, shape=(size,), dtype=np.float32),
            "action_mask": gym.spaces.Box(0, 1, shape=(actions,), dtype=np.int8),
        })
        self.single_action_space = gym.spaces.Discrete(actions)
        self.observation_space = gym.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = gym.vector.utils.batch_space(self.single_action_space, num_envs)

    def _obs(self, obs: np.ndarray, mask: np.ndarray) -> dict[str, np.ndarray]:
        return {"observation": obs.copy(), "action_mask": mask.astype(np.int8)}

    def reset(self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        if isinstance(seed, list):
            seed = seed[0]
        if seed is None and not self.env._started:
            seed = int(np.random.SeedSequence().generate_state(1)[0])
        obs, mask = self.env.reset(seed)
        return self._obs(obs, mask), {"action_mask": mask.copy()}

    def step(self, actions: Any) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray,
                                          dict[str, Any]]:
        obs, mask, rewards, terminated, truncated = self.env.step(actions)
        return (self._obs(obs, mask), rewards.astype(np.float64), terminated.copy(), truncated.copy(),
                {"action_mask": mask.copy()})

    def action_masks(self) -> np.ndarray:
        """The current masks, bool[N, actions]."""
        return self.env.mask.copy()


def make_vec(ruleset: str, num_envs: int = 1, **kwargs: Any) -> UnoVectorEnv:
    """The ``vector_entry_point`` of ``unoduo/Duo-v0`` and ``unoduo/Classic-v0``."""
    return UnoVectorEnv(ruleset, num_envs, **kwargs)


def make_duo_vec(num_envs: int = 1, **kwargs: Any) -> UnoVectorEnv:
    return UnoVectorEnv(DUO, num_envs, **kwargs)


def make_classic_vec(num_envs: int = 1, **kwargs: Any) -> UnoVectorEnv:
    return UnoVectorEnv(CLASSIC, num_envs, **kwargs)


__all__ = ["OPPONENTS", "FastVectorEnv", "UnoVectorEnv", "id_maps", "make_classic_vec", "make_duo_vec"]
