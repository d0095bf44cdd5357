"""Search playouts on the fast lane: the flat ISMCTS of :mod:`unoduo.agents.ismcts` with compiled playouts.

``ISMCTSAgent(playouts="fast")`` (spec ``ismcts-fast``, e.g. ``ismcts-fast:100ms``) searches exactly like the
default flat search (paired playouts of every root action in sampled worlds, the guide's action kept unless
another beats it clearly), but deals the worlds and plays them out in compiled code:

- per decision, once: :class:`~unoduo.agents.redeal.Redealer` builds a template world from the seat's **view**
  (:func:`unoduo.core.determinize.sample_state`; the true hidden cards are never read), which is loaded into
  lane 0 of a :class:`~unoduo.fast.FastBatch`, together with where the hidden cards sit (the other hands less
  the cards a challenge revealed, the unknown part of the draw pile) and the draw inferences (``infer``);
- per world, in :func:`flat_playouts`: the hidden cards are shuffled and dealt back into their places (the same
  distribution as ``Redealer.sample``, with the same swaps for the draw inferences) in lane 1; then for each
  root action lane 1 is copied into lane 2, the action applied (``engine.apply``) and the round played out
  with the compiled ``greedy`` policy (``engine.P_GREEDY``, the same policy as ``agents/playout.py``), every
  action of one world with the same random streams (common random numbers);
- the reward of each playout (:func:`unoduo.agents.ismcts.duo_rewards` in Duo, going out in classic) comes back
  as one row per world, and the agent chooses as the core search does.

Python touches each decision a constant number of times; a batch of worlds runs in one compiled call, so the
clock is checked between batches of about a millisecond.

Under H13 (``jump_in``) nobody jumps in during a playout, exactly as in the core playouts
(``agents/playout.py`` steps the seat to act only): the kernels play the seat to act's decisions.

Decisions the fast Redealer does not cover (Wild Draw 4 challenges, catches: worlds resampled from scratch)
and rule options the fast lane does not play (``unoduo.fast.options.UNSUPPORTED``, empty today) use the core
playouts: :meth:`FastPlayouts.flat` returns ``None`` and the agent goes on as ``playouts="core"``.

The kernels here are cached by numba; a change to ``engine.py`` or the files it reads compiles them again
(:mod:`unoduo.fast.caching`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from unoduo.core import Action, Options, State, View

from . import engine as E
from .batch import FastBatch
from .caching import cached_njit
from .codes import to_id

# The engine's xorshift64* constants: the search's own generator is the same one on a stream of its own.
from .engine import _MUL, _U12, _U25, _U27, _U32
from .options import UNSUPPORTED, UnsupportedOptionError

if TYPE_CHECKING:
    from unoduo.agents.redeal import Redealer

#: Lanes of the search batch: the template world, the world being played, the playout.
TEMPLATE, WORLD, PLAY = 0, 1, 2
#: Wall time aimed at for one compiled batch of worlds under a time budget (the clock is read between batches).
BATCH_SECONDS = 0.001

_STREAM1 = np.uint64(0x5851F42D4C957F2D)  # engine.seed_lanes' salt for stream 1

#: The search kernels allocate nothing (the caller passes every array), so they are compiled without numba's
#: reference counting, like the engine's public kernels: with it every call passing the lane arrays pays for it.
_kernel: Callable[[Any], Any] = cached_njit(_nrt=False)


@_kernel
def _next(rs: Any) -> Any:
    """xorshift64* on ``rs[0]``: the search's own generator (deals of the worlds, their seeds)."""
    x = rs[0]
    x ^= x >> _U12
    x ^= x << _U25
    x ^= x >> _U27
    rs[0] = x
    return x * _MUL


@_kernel
def _below(rs: Any, n: Any) -> Any:
    return np.int64(((_next(rs) >> _U32) * np.uint64(n)) >> _U32)


@_kernel
def copy_lane(st: Any, src: Any, dst: Any) -> None:
    """Lane ``dst`` becomes a copy of lane ``src`` (everything but the record log; element loops, which need no
    temporary array)."""
    S, H, HL, PILE, DISC, WH, SC, LP, R = st[0], st[1], st[2], st[3], st[4], st[5], st[6], st[7], st[8]
    for k in range(S.shape[1]):
        S[dst, k] = S[src, k]
    for s in range(HL.shape[1]):
        HL[dst, s] = HL[src, s]
        SC[dst, s] = SC[src, s]
        LP[dst, s] = LP[src, s]
        for i in range(HL[src, s]):
            H[dst, s, i] = H[src, s, i]
    for i in range(S[src, E.K_PILE]):
        PILE[dst, i] = PILE[src, i]
    for i in range(S[src, E.K_DISC]):
        DISC[dst, i] = DISC[src, i]
    for i in range(WH.shape[1]):
        WH[dst, i] = WH[src, i]
    R[dst, 0] = R[src, 0]
    R[dst, 1] = R[src, 1]


@_kernel
def play_out(st: Any, opts: Any, g: Any, which: Any, limit: Any, ids: Any) -> Any:
    """Play lane g with policy ``which`` for every seat until its match is over (the search worlds end with
    their round: target score 0) or ``limit`` actions are done; True if it ended."""
    S = st[0]
    steps = 0
    while not S[g, E.K_OVER]:
        if steps >= limit:
            return False
        n = E.legal(st, opts, g, ids)
        E.apply(st, opts, g, E.policy(st, opts, g, which, ids, n))
        steps += 1
    return True


@_kernel
def seat_reward(st: Any, opts: Any, g: Any, seat: Any, win_only: Any) -> Any:
    """``seat``'s reward in [0, 1] for the round lane g just finished (agents.ismcts.round_rewards)."""
    S = st[0]
    LP = st[7]
    out = S[g, E.K_LASTOUT]
    if opts[E.O_RULESET] != 0:  # classic: going out wins; a blocked round is shared
        if out < 0:
            return 1.0 / opts[E.O_PLAYERS]
        return 1.0 if out == seat else 0.0
    if out >= 0:
        winner = out
    else:
        winner = -1 if LP[g, 0] == LP[g, 1] else (0 if LP[g, 0] < LP[g, 1] else 1)
    if win_only:
        if winner < 0:
            return 0.5
        return 1.0 if seat == winner else 0.0
    if seat == winner:
        return 1.0
    return 0.2 * max(0.0, 1.0 - LP[g, seat] / 100.0) + (0.4 if winner < 0 else 0.0)


@_kernel
def deal_world(
    st: Any, seat: Any, fixed: Any, bottom: Any, hidden: Any, cons_first: Any, cons_end: Any, cons_allow: Any,
    cons_table: Any, cons_union: Any, rs: Any, bad: Any,
) -> None:
    """Lane WORLD: the template with its hidden cards shuffled and dealt back (agents.redeal.Redealer.sample)."""
    n = hidden.shape[0]
    for i in range(n - 1, 0, -1):
        j = _below(rs, i + 1)
        t = hidden[i]
        hidden[i] = hidden[j]
        hidden[j] = t
    H = st[1]
    HL = st[2]
    pile_start = 0
    for s in range(HL.shape[1]):
        if s != seat:
            pile_start += HL[TEMPLATE, s] - fixed[s]
    spare = n - pile_start
    if spare > 0:  # the draw inferences: swap cards that break one with draw-pile cards that break none
        for k in range(cons_first.shape[0]):
            count = 0
            for i in range(cons_first[k], cons_end[k]):
                if cons_table[k, hidden[i]]:
                    bad[count] = i
                    count += 1
            excess = count - cons_allow[k]
            while excess > 0:
                pick = _below(rs, count)
                i = bad[pick]
                bad[pick] = bad[count - 1]
                count -= 1
                offset = _below(rs, spare)
                for step in range(spare):
                    j = pile_start + (offset + step) % spare
                    if not cons_union[k, hidden[j]]:
                        t = hidden[i]
                        hidden[i] = hidden[j]
                        hidden[j] = t
                        break
                excess -= 1
    copy_lane(st, TEMPLATE, WORLD)
    at = 0
    for s in range(HL.shape[1]):
        if s != seat:
            for i in range(fixed[s], HL[TEMPLATE, s]):
                H[WORLD, s, i] = hidden[at]
                at += 1
    PILE = st[3]
    for i in range(bottom, st[0][TEMPLATE, E.K_PILE]):  # top card last: the known bottom comes first
        PILE[WORLD, i] = hidden[at]
        at += 1


@_kernel
def flat_playouts(
    st: Any, opts: Any, seat: Any, actions: Any, worlds: Any, fixed: Any, bottom: Any, hidden: Any,
    cons_first: Any, cons_end: Any, cons_allow: Any, cons_table: Any, cons_union: Any, rs: Any, which: Any,
    limit: Any, win_only: Any, rewards: Any, ids: Any, bad: Any,
) -> None:
    """``worlds`` sampled worlds, each with every root action (ids) played out: ``rewards[w, i]`` is ``seat``'s
    reward for action i in world w (0.5 for a playout cut at ``limit`` actions). ``ids`` (``engine.MAX_LEGAL``)
    and ``bad`` (as long as ``hidden``) are scratch space."""
    R = st[8]
    # The lane as a plain int64, not the constant PLAY: numba would compile the engine's big kernels again for
    # a literal argument (the lab and the batch call them with int64 lanes).
    play = np.int64(PLAY)
    for w in range(worlds):
        deal_world(st, seat, fixed, bottom, hidden, cons_first, cons_end, cons_allow, cons_table, cons_union, rs,
                   bad)
        seed = _next(rs)
        for i in range(actions.shape[0]):
            copy_lane(st, WORLD, PLAY)
            # The same streams for every action of a world (common random numbers); never 0 for xorshift.
            R[PLAY, 0] = E.splitmix(seed)
            R[PLAY, 1] = E.splitmix(seed ^ _STREAM1)
            E.apply(st, opts, play, actions[i])
            if play_out(st, opts, play, which, limit, ids):
                rewards[w, i] = seat_reward(st, opts, PLAY, seat, win_only)
            else:
                rewards[w, i] = 0.5


def fast_lane_plays(ruleset: str, options: Options) -> bool:
    """Does the fast lane play these rules (no option of ``UNSUPPORTED`` away from its default)?"""
    from unoduo.core.options import option_specs

    return not any(
        spec.name in UNSUPPORTED.get(ruleset, frozenset()) and getattr(options, spec.name, spec.default) != spec.default
        for spec in option_specs(ruleset)
    )


class SearchSettings(Protocol):
    """What the playouts read of the searching agent (``unoduo.agents.ismcts.ISMCTSAgent`` has all three): its
    budget in playouts (None: a time budget), how many actions a playout may last, and ``"win"`` or ``"points"``."""

    @property
    def iterations(self) -> int | None: ...

    @property
    def rollout_limit(self) -> int: ...

    @property
    def reward(self) -> str: ...


class FastPlayouts:
    """The fast-lane playouts of one agent: a three-lane batch per rule set, reused across decisions."""

    def __init__(self, policy: int = E.P_GREEDY) -> None:
        self.policy = policy
        self._batches: dict[tuple[str, int, Options], FastBatch | None] = {}
        self.fallbacks = 0  # decisions that used the core playouts (options or decisions the lane lacks)

    def batch(self, template: State) -> FastBatch | None:
        """The batch for the template's rules (None if the fast lane does not play them)."""
        key = (template.ruleset, template.players, template.options)
        if key not in self._batches:
            batch: FastBatch | None = None
            if fast_lane_plays(template.ruleset, template.options):
                try:
                    batch = FastBatch(template.ruleset, 3, players=template.players, options=template.options)
                except UnsupportedOptionError:
                    batch = None
            self._batches[key] = batch
        return self._batches[key]

    def flat(
        self,
        agent: SearchSettings,
        view: View,
        actions: list[Action],
        redealer: Redealer,
        rng: random.Random,
        deadline: float | None,
    ) -> list[list[float]] | None:
        """Paired playouts of ``actions`` in worlds dealt from ``redealer``'s template: one reward list per
        action, index w of each from world w. None when this decision needs the core (see the module doc)."""
        template = redealer.template
        if template is None:
            self.fallbacks += 1
            return None
        batch = self.batch(template)
        if batch is None:
            self.fallbacks += 1
            return None
        seat = redealer.seat
        batch.load(TEMPLATE, template)
        st = batch.st
        players = template.players
        fixed = np.zeros(players, dtype=np.int64)
        for other in range(players):
            fixed[other] = redealer.fixed[other] if other != seat else st[2][TEMPLATE, other]
        bottom = len(redealer.bottom)
        hidden_cards: list[int] = []
        for other in range(players):
            if other != seat:
                hidden_cards.extend(int(c) for c in st[1][TEMPLATE, other, fixed[other] : st[2][TEMPLATE, other]])
        hidden_cards.extend(int(c) for c in st[3][TEMPLATE, bottom : st[0][TEMPLATE, E.K_PILE]])
        hidden = np.array(hidden_cards, dtype=np.int8)
        constraints = redealer.constraints
        count = len(constraints)
        cons_first = np.array([c[0] for c in constraints], dtype=np.int64)
        cons_end = np.array([c[1] for c in constraints], dtype=np.int64)
        cons_allow = np.array([c[3] for c in constraints], dtype=np.int64)
        cons_table = np.array([c[2] for c in constraints], dtype=np.bool_).reshape(count, 54)
        cons_union = np.array([c[4] for c in constraints], dtype=np.bool_).reshape(count, 54)
        ids = np.array([to_id(action) for action in actions], dtype=np.int64)
        rs = np.array([E.splitmix(np.uint64(rng.getrandbits(64)))], dtype=np.uint64)
        win_only = agent.reward == "win"
        limit = agent.rollout_limit
        which = self.policy
        width = len(actions)

        scratch = np.empty(E.MAX_LEGAL, dtype=np.int64)
        bad = np.empty(len(hidden_cards) + 1, dtype=np.int64)

        def run(worlds: int) -> np.ndarray:
            rewards = np.empty((worlds, width), dtype=np.float64)
            flat_playouts(st, batch.opts, seat, ids, worlds, fixed, bottom, hidden, cons_first, cons_end,
                          cons_allow, cons_table, cons_union, rs, which, limit, win_only, rewards, scratch, bad)
            return rewards

        if deadline is None:
            assert agent.iterations is not None
            rows = run(max(agent.iterations, width) // width)
        else:
            begun = time.perf_counter()
            chunks = [run(1)]
            done = 1
            while True:
                now = time.perf_counter()
                if now >= deadline:
                    break
                per_world = max((now - begun) / done, 1e-7)
                size = max(1, min(int(BATCH_SECONDS / per_world), int((deadline - now) / per_world) + 1))
                chunks.append(run(size))
                done += size
            rows = np.concatenate(chunks)
        return [rows[:, i].tolist() for i in range(width)]

