"""The compiled kernels of the fast lane: the rules of docs/rules.md on numpy arrays, one lane (game) at a time.

Everything here is compiled with ``numba.njit`` and cached on disk (:func:`unoduo.fast.caching.cached_njit`: a
change to this file, codes.py or the core's tables compiles it again). A batch of N games is a tuple of arrays,
``st`` (see :func:`new_state` for the layout), and the rule options one int64 array ``opts`` (``O_*`` indexes).
Each kernel takes ``(st, opts, g, ...)`` and works on lane ``g``; the Python class :class:`unoduo.fast.FastBatch`
loops over lanes in compiled code. The kernels mirror ``unoduo/core/state.py``, ``duo.py`` and ``classic.py``
function by function (same names without the leading underscore where possible), so a rule change is made in both places
side by side; ``tests/fast/test_differential.py`` holds them to the same legal lists, hands, piles and scores.

Public kernels (for compiled loops built on this lane, e.g. environments with opponents inside):

- ``new_match(st, opts, g)``: a fresh match in lane g (random first seat, zero scores, round 1 set up);
- ``legal(st, opts, g, out) -> n``: the legal action ids of lane g in the core's documented order into ``out``
  (an int64 array of at least :data:`MAX_LEGAL`);
- ``apply(st, opts, g, a)``: perform legal action id ``a`` (not checked: check with ``legal`` first), or a
  jump-in code ``codes.jump_code(seat, id)`` of ``jump_ins`` (H13: another seat plays out of turn);
- ``jump_ins(st, opts, g, out) -> n``: lane g's H13 jump-ins as jump codes, in the core's order
  (``State.jump_ins()``: by seat, each seat's plain play then its called one);
- ``policy(st, opts, g, which, legal, n) -> a``: an action of the compiled policies ``P_UNIFORM``,
  ``P_RANDOM`` or ``P_GREEDY`` (see :mod:`unoduo.fast` for what they do);
- ``run_rounds(st, opts, g, which, rounds, stats, jump_chance)``: self-play of ``rounds`` rounds with one
  policy, statistics added into ``stats`` (``ST_*`` indexes); ``jump_chance`` -1.0 lets each policy follow its
  own rule for H13 jump-ins, 0.0 to 1.0 makes every seat take an offered one with that probability.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from unoduo.core.cards import CLASSIC_VALUE, COLOR_OF, DUO_VALUE, EXTENDED_DECK, PLAYABLE, RANK_OF, STANDARD_DECK

from . import codes as C
from .caching import cached_njit

# ---------------------------------------------------------------------------------------------- layout

#: The arrays of a batch (see new_state).
Arrays = tuple[np.ndarray, ...]

MAX_CARDS = 112  # the largest deck (Duo with extra cards): no hand or pile holds more
MAX_LEGAL = 256  # more than any decision's legal list (at most 52 * 2 + 16 + 1 + 26)

# Columns of the per-lane int64 array S.
K_KIND = 0  # the pending decision (codes.D_*)
K_SEAT = 1  # the seat to act (-1 once the match is over)
K_COLOR = 2  # active color, -1 during the draft and before a turned-up wild is named
K_PENDING = 3  # the pending draw (volley total or 4)
K_DRAWN = 4  # the card just drawn (after_draw)
K_DUMPC = 5  # the color a dump may be laid in, -1 if none
K_DIR = 6  # classic's direction, +1 / -1
K_EMPTY = 7  # turns in a row whose draw got no card (R71, C15)
K_KNOWN = 8  # publicly known cards at the bottom of the draw pile
K_PICK = 9  # draft picks done
K_WD4SEAT = 10  # who played the Wild Draw 4 a challenge is about
K_WD4ILL = 11  # was it illegal (R47, C13)
K_WD4LEN = 12  # size of the hand held besides it (in WH, hand order)
K_RSEAT = 13  # catch: the offender
K_RFACE = 14  # catch: the card whose follow-up resumes
K_RDUMP = 15  # catch: laid by a dump
K_PILE = 16  # draw pile size (PILE[g, :size], top card last)
K_DISC = 17  # discard pile size (DISC[g, :size], oldest first)
K_ROUND = 18  # the round in progress (from 1)
K_FIRST = 19  # P1 / first player of round 1
K_RFIRST = 20  # P1 (Duo) or first player (classic) of this round
K_WINNER = 21  # match winner, -1 (none yet, or a draw)
K_PLY = 22  # actions applied in this match
K_RPLY = 23  # K_PLY when this round started
K_FTURN = 24  # the seat that made the round's first normal-turn decision (-1: none yet)
K_LOG = 25  # log entries used (LOG[g, :n])
K_LOGFULL = 26  # 1 when the log ran out of room (records of that lane are lost)
K_ROUNDS = 27  # rounds finished in this lane, every match counted
K_MATCHES = 28  # matches finished in this lane
K_LASTOUT = 29  # the last finished round: who went out (-1 blocked)
K_LASTLEN = 30  # ... its length in decisions
K_LASTRFIRST = 31  # ... its P1 / first player
K_LASTFTURN = 32  # ... its first mover
K_OVER = 33  # 1 once the match is over
K_UNCALLED = 34  # H9 until_next_turn: the seat whose missed call may still be caught (-1: window closed)
NUM_FIELDS = 35

# Indexes of the options array.
O_RULESET = 0  # 0 duo, 1 classic
O_PLAYERS = 1
O_EXTRA = 2  # Duo extra_cards as_wild
O_RAS = 3  # Duo reverse_as_skip
O_WD4 = 4  # wd4 test: 0 color_match, 1 any_nonwild_playable, 2 any_playable
O_REBUILD = 5  # rebuild_shuffle
O_TARGET = 6  # target_score
O_UNTIL = 7  # classic draw_until_playable
O_STACK = 8  # classic stack_draw2
O_DECK = 9  # cards in the deck in use
O_LOGGING = 10  # 1: write the log (records); 2: the legal lists too (run_matches)
O_STACK4 = 11  # H2 stack_draw4
O_STACK4ON2 = 12  # H3 stack_draw4_on_draw2
O_CHSTACK = 13  # H4 challenge_stacked_draw4
O_FORCED = 14  # H6 forced_play
O_WD4MODE = 15  # H7 wd4_mode: 0 challenge, 1 no_bluff, 2 no_challenge
O_PENALTY = 16  # H8 uno_penalty
O_WINDOW = 17  # H9 catch_window: 0 immediate, 1 until_next_turn
O_ROUNDS = 18  # H10 match_rounds (0: no limit)
O_LOWEST = 19  # H11 classic scoring lowest_wins
O_HOUSE = 20  # 1 when any house rule is on (the greedy policy then plays agents/playout.py's house variant)
O_SEVEN_O = 21  # H12 seven_o
O_JUMP_IN = 22  # H13 jump_in
NUM_OPTIONS = 23

# Log entries (LOG[g]): a tag, then its data.
L_ACTION = 1  # seat, id, k, the k cards a dump laid
L_DECK = 2  # n, the round's deck top card first
L_REBUILD = 3  # n, the rebuilt pile top card first
L_WILD = 4  # depth (C4)
L_MATCH = 5  # first: a new match starts
L_LEGAL = 6  # n, the legal ids before an action (only with O_LOGGING = 2, in run_matches: a trace for tests)

# The compiled policies.
P_UNIFORM = 0
P_RANDOM = 1
P_GREEDY = 2

# Statistics of run_rounds (int64 sums, so blocks add up exactly in any order).
ST_ROUNDS = 0
ST_LEN = 1  # sum of round lengths (decisions)
ST_LEN2 = 2  # sum of squared lengths
ST_BLOCKED = 3
ST_FTURN_WINS = 4  # rounds won by the seat that made the first normal turn
ST_RFIRST_WINS = 5  # rounds won by P1 (Duo: the first drafter) / the first player (classic)
ST_POINTS = 6  # sum of each round's points (all seats)
ST_POINTS2 = 7
ST_DECISIONS = 8
ST_MATCHES = 9
ST_SEAT0_WINS = 10
NUM_STATS = 11

#: Internal kernels: compiled and cached like the public ones, without the wrapper that lets Python call them.
#: The large handlers and those called from many places are internal: compiled once, then called (numba's IR
#: inlining types every inlined copy again, which is where a first compile's time goes; docs/fast.md, "The first
#: call"). Call them with typed arguments (``np.int64(1)``, not ``1``): a literal compiles them once more.
_internal: Callable[[Any], Any] = cached_njit(no_cpython_wrapper=True, no_cfunc_wrapper=True, _nrt=False)
#: Kernels inlined into their callers (numba IR inlining): small bodies and the per-decision path, where a call,
#: which passes the whole tuple of arrays, costs more than the body.
_leaf: Callable[[Any], Any] = cached_njit(
    no_cpython_wrapper=True, no_cfunc_wrapper=True, inline="always", _nrt=False
)
#: Public kernels that allocate nothing: compiled without numba's reference counting (NRT). With it, every call
#: took a reference to each of the ten arrays of ``st`` on entry and dropped it on exit (atomic operations through
#: function pointers), which cost more than the rules themselves; the arrays' owner (the caller) keeps them alive.
_kernel: Callable[[Any], Any] = cached_njit(_nrt=False)
#: Public kernels that allocate (reference counting on).
_allocating: Callable[[Any], Any] = cached_njit()

# Rule tables as arrays (numba freezes global arrays into the compiled code).
_COLOR_OF = np.array(COLOR_OF, dtype=np.int64)
_RANK_OF = np.array(RANK_OF, dtype=np.int64)
_PLAYABLE = np.array(PLAYABLE, dtype=np.bool_)
_DUO_VALUE = np.array(DUO_VALUE, dtype=np.int64)
_CLASSIC_VALUE = np.array(CLASSIC_VALUE, dtype=np.int64)
_DECK108 = np.array(STANDARD_DECK, dtype=np.int8)
_DECK112 = np.array(EXTENDED_DECK, dtype=np.int8)
# agents/playout.py's SCORE: the greedy policy's preference among playable faces.
_SCORE = np.array(
    [(-30.0 if f == 53 else -20.0) if f >= 52 else (18.0 if RANK_OF[f] in (10, 12) else 12.0 if RANK_OF[f] == 11
                                                     else float(RANK_OF[f])) for f in range(54)],
    dtype=np.float64,
)
_CHALLENGE_RATE = 0.25

_WILD = 52
_WD4 = 53
_SKIP = 10
_REVERSE = 11
_DRAW2 = 12

_U11 = np.uint64(11)
_U12 = np.uint64(12)
_U25 = np.uint64(25)
_U27 = np.uint64(27)
_U32 = np.uint64(32)
_MUL = np.uint64(0x2545F4914F6CDD1D)
_INV53 = 1.0 / 9007199254740992.0


def new_state(n: int, players: int, log_size: int = 0) -> tuple[np.ndarray, ...]:
    """The arrays of a batch of ``n`` lanes (all zero; ``new_match`` sets a lane up).

    ``S[n, NUM_FIELDS]`` int64 scalars (``K_*``), ``H[n, players, 112]`` int8 hands in arrival order with
    ``HL[n, players]`` their sizes, ``PILE[n, 112]`` int8 draw pile (top card last), ``DISC[n, 112]`` int8
    discard pile (oldest first), ``WH[n, 112]`` the hand besides a Wild Draw 4 (challenge), ``SC[n, players]``
    scores, ``LP[n, players]`` the last finished round's points, ``R[n, 2]`` uint64 generator states (0: deals
    and rebuilds, 1: the compiled policies), ``LOG[n, log_size]`` int32 record log.
    """
    return (
        np.zeros((n, NUM_FIELDS), dtype=np.int64),
        np.zeros((n, players, MAX_CARDS), dtype=np.int8),
        np.zeros((n, players), dtype=np.int64),
        np.zeros((n, MAX_CARDS), dtype=np.int8),
        np.zeros((n, MAX_CARDS), dtype=np.int8),
        np.zeros((n, MAX_CARDS), dtype=np.int8),
        np.zeros((n, players), dtype=np.int64),
        np.zeros((n, players), dtype=np.int64),
        np.zeros((n, 2), dtype=np.uint64),
        np.zeros((n, max(1, log_size)), dtype=np.int32),
    )


# ---------------------------------------------------------------------------------------------- generator


@_kernel
def splitmix(x: np.uint64) -> np.uint64:
    """SplitMix64: seeds the lanes' generators from a seed (never 0, which xorshift cannot leave)."""
    z = x + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    if z == np.uint64(0):
        z = np.uint64(1)
    return z


@_leaf
def _next(R: Any, g: Any, k: Any) -> Any:
    """xorshift64*: the next 64 random bits of lane g's stream k."""
    x = R[g, k]
    x ^= x >> _U12
    x ^= x << _U25
    x ^= x >> _U27
    R[g, k] = x
    return x * _MUL


@_leaf
def _below(R: Any, g: Any, k: Any, n: Any) -> Any:
    """A uniform integer in [0, n) (n <= 2**32)."""
    return np.int64(((_next(R, g, k) >> _U32) * np.uint64(n)) >> _U32)


@_leaf
def _uniform(R: Any, g: Any, k: Any) -> Any:
    """A uniform float in [0, 1)."""
    return np.float64(_next(R, g, k) >> _U11) * _INV53


# ---------------------------------------------------------------------------------------------- log


@_leaf
def _log(st: Arrays, opts: Any, g: Any, value: Any) -> Any:
    S = st[0]
    LOG = st[9]
    if opts[O_LOGGING] == 0 or S[g, K_LOGFULL]:
        return
    n = S[g, K_LOG]
    if n >= LOG.shape[1]:
        S[g, K_LOGFULL] = 1
        return
    LOG[g, n] = value
    S[g, K_LOG] = n + 1


# ---------------------------------------------------------------------------------------------- piles


@_internal
def _shuffle(st: Arrays, g: Any, arr: Any, n: Any) -> Any:
    """Fisher-Yates on ``arr[:n]`` with lane g's deal stream."""
    R = st[8]
    for i in range(n - 1, 0, -1):
        j = _below(R, g, 0, i + 1)
        t = arr[i]
        arr[i] = arr[j]
        arr[j] = t


@_internal
def _rebuild(st: Arrays, opts: Any, g: Any) -> Any:
    """R66: everything under the top discard becomes the draw pile, shuffled or turned over."""
    S = st[0]
    PILE = st[3]
    DISC = st[4]
    d = S[g, K_DISC]
    m = d - 1
    top = DISC[g, m]
    if opts[O_REBUILD]:
        for i in range(m):
            PILE[g, i] = DISC[g, i]
        _shuffle(st, g, PILE[g], m)
        S[g, K_KNOWN] = 0
        if opts[O_LOGGING]:
            _log(st, opts, g, L_REBUILD)
            _log(st, opts, g, m)
            for i in range(m - 1, -1, -1):
                _log(st, opts, g, PILE[g, i])
    else:
        for i in range(m):
            PILE[g, i] = DISC[g, m - 1 - i]  # the oldest discard ends up on top
        S[g, K_KNOWN] = m
    DISC[g, 0] = top
    S[g, K_DISC] = 1
    S[g, K_PILE] = m


@_internal
def _draw(st: Arrays, opts: Any, g: Any, seat: Any, count: Any) -> Any:
    """Draw up to ``count`` cards one at a time, rebuilding as often as needed (R66, R68, R69).
    Returns (cards got, the last one or -1)."""
    S = st[0]
    H = st[1]
    HL = st[2]
    PILE = st[3]
    got = 0
    last: Any = -1
    for _ in range(count):
        if S[g, K_PILE] == 0:
            if S[g, K_DISC] <= 1:
                break
            _rebuild(st, opts, g)
        p = S[g, K_PILE] - 1
        card = PILE[g, p]
        S[g, K_PILE] = p
        h = HL[g, seat]
        H[g, seat, h] = card
        HL[g, seat] = h + 1
        got += 1
        last = np.int64(card)
    if S[g, K_KNOWN] > S[g, K_PILE]:
        S[g, K_KNOWN] = S[g, K_PILE]
    return got, last


@_leaf
def _remove(st: Arrays, g: Any, seat: Any, face: Any) -> Any:
    """Take the first ``face`` out of the hand (list.remove: the order of the rest is kept)."""
    H = st[1]
    HL = st[2]
    n = HL[g, seat]
    j = 0
    while H[g, seat, j] != face:
        j += 1
    for i in range(j, n - 1):
        H[g, seat, i] = H[g, seat, i + 1]
    HL[g, seat] = n - 1


@_leaf
def _row(st: Arrays, g: Any) -> Any:
    """The PLAYABLE row of the top card and active color (R4)."""
    S = st[0]
    return np.int64(st[4][g, S[g, K_DISC] - 1]) * 4 + S[g, K_COLOR]


# ---------------------------------------------------------------------------------------------- rounds


@_leaf
def _turn(S: Any, g: Any, seat: Any) -> Any:
    S[g, K_KIND] = C.D_TURN
    S[g, K_SEAT] = seat


@_leaf
def _next_seat(S: Any, opts: Any, g: Any, seat: Any) -> Any:
    n = opts[O_PLAYERS]
    return (seat + S[g, K_DIR] + n) % n


@_kernel
def new_match(st: Arrays, opts: Any, g: Any) -> Any:
    """A new match in lane g: a random first seat (P1 / first player of round 1), zero scores, round 1."""
    S = st[0]
    SC = st[6]
    players = opts[O_PLAYERS]
    first = _below(st[8], g, 0, players)
    _log(st, opts, g, L_MATCH)
    _log(st, opts, g, first)
    S[g, K_FIRST] = first
    S[g, K_ROUND] = 1
    S[g, K_WINNER] = -1
    S[g, K_OVER] = 0
    S[g, K_PLY] = 0
    for s in range(players):
        SC[g, s] = 0
    _start_round(st, opts, g)


@_internal
def _start_round(st: Arrays, opts: Any, g: Any) -> Any:
    S = st[0]
    HL = st[2]
    PILE = st[3]
    players = opts[O_PLAYERS]
    size = opts[O_DECK]
    deck = _DECK112 if opts[O_EXTRA] else _DECK108
    for i in range(size):
        PILE[g, i] = deck[i]
    _shuffle(st, g, PILE[g], size)
    if opts[O_LOGGING]:
        _log(st, opts, g, L_DECK)
        _log(st, opts, g, size)
        for i in range(size - 1, -1, -1):
            _log(st, opts, g, PILE[g, i])
    S[g, K_PILE] = size
    S[g, K_DISC] = 0
    for s in range(players):
        HL[g, s] = 0
    S[g, K_COLOR] = -1
    S[g, K_PENDING] = 0
    S[g, K_EMPTY] = 0
    S[g, K_KNOWN] = 0
    S[g, K_DUMPC] = -1
    S[g, K_DIR] = 1
    S[g, K_PICK] = 0
    S[g, K_FTURN] = -1
    S[g, K_UNCALLED] = -1
    S[g, K_RPLY] = S[g, K_PLY]
    if opts[O_RULESET] == 0:
        p1 = S[g, K_FIRST] if S[g, K_ROUND] % 2 == 1 else 1 - S[g, K_FIRST]
        S[g, K_RFIRST] = p1
        S[g, K_KIND] = C.D_DRAFT
        S[g, K_SEAT] = p1
    else:
        _classic_deal(st, opts, g)


@_internal
def _classic_deal(st: Arrays, opts: Any, g: Any) -> Any:
    """C3-C5: deal seven cards each from the first player leftwards, then the turn-up card."""
    S = st[0]
    H = st[1]
    HL = st[2]
    PILE = st[3]
    DISC = st[4]
    n = opts[O_PLAYERS]
    first = (S[g, K_FIRST] + S[g, K_ROUND] - 1) % n
    S[g, K_RFIRST] = first
    top_index = S[g, K_PILE] - 1
    for j in range(7 * n):
        seat = (first + j % n) % n
        H[g, seat, j // n] = PILE[g, top_index - j]
    for s in range(n):
        HL[g, s] = 7
    size = S[g, K_PILE] - 7 * n
    while True:
        size -= 1
        top = PILE[g, size]
        if top < _WILD:
            break
        # C4: the wild goes directly under a uniformly chosen card of the pile, never on top.
        depth = _below(st[8], g, 0, size) + 1
        _log(st, opts, g, L_WILD)
        _log(st, opts, g, depth)
        at = size - depth
        for i in range(size, at, -1):
            PILE[g, i] = PILE[g, i - 1]
        PILE[g, at] = top
        size += 1
    S[g, K_PILE] = size
    DISC[g, 0] = top
    S[g, K_DISC] = 1
    color = _COLOR_OF[top]
    S[g, K_COLOR] = color
    rank = _RANK_OF[top]
    if rank == _SKIP:
        _turn(S, g, (first + 1) % n)
    elif rank == _DRAW2:
        _draw(st, opts, g, first, np.int64(2))
        _turn(S, g, (first + 1) % n)
    elif rank == _REVERSE:
        if n > 2:
            S[g, K_DIR] = -1
        _turn(S, g, (first - 1 + n) % n)
    else:
        _turn(S, g, first)


@_internal
def _on_draft(st: Arrays, opts: Any, g: Any, keep: Any) -> Any:
    """R14-R17, R20: keep or reject the candidate; after 14 picks the discards go under the pile."""
    S = st[0]
    H = st[1]
    HL = st[2]
    PILE = st[3]
    DISC = st[4]
    seat = S[g, K_SEAT]
    p = S[g, K_PILE]
    candidate = PILE[g, p - 1]
    second = PILE[g, p - 2]
    S[g, K_PILE] = p - 2
    h = HL[g, seat]
    d = S[g, K_DISC]
    if keep:
        H[g, seat, h] = candidate
        DISC[g, d] = second
    else:
        H[g, seat, h] = second
        DISC[g, d] = candidate
    HL[g, seat] = h + 1
    S[g, K_DISC] = d + 1
    S[g, K_PICK] += 1
    if S[g, K_PICK] < 14:
        S[g, K_SEAT] = 1 - seat
        return
    # R20: D14 at the very bottom, D1 above it, then the undrafted cards.
    tail = d + 1
    rest = p - 2
    for i in range(rest - 1, -1, -1):
        PILE[g, i + tail] = PILE[g, i]
    for i in range(tail):
        PILE[g, i] = DISC[g, tail - 1 - i]
    S[g, K_PILE] = rest + tail
    S[g, K_KNOWN] = tail
    S[g, K_DISC] = 0
    _duo_turn_up(st, opts, g)


@_internal
def _duo_turn_up(st: Arrays, opts: Any, g: Any) -> Any:
    """R22-R29."""
    S = st[0]
    PILE = st[3]
    DISC = st[4]
    p1 = S[g, K_RFIRST]
    p2 = 1 - p1
    p = S[g, K_PILE] - 1
    top = PILE[g, p]
    S[g, K_PILE] = p
    DISC[g, 0] = top
    S[g, K_DISC] = 1
    if top >= _WILD:
        S[g, K_KIND] = C.D_COLOR
        S[g, K_SEAT] = p1
        if top == _WD4:
            S[g, K_PENDING] = 4
        return
    color = _COLOR_OF[top]
    S[g, K_COLOR] = color
    rank = _RANK_OF[top]
    if rank == _SKIP:
        _turn(S, g, p1)
    elif rank == _DRAW2:
        _draw(st, opts, g, p2, np.int64(2))
        _turn(S, g, p1)
    elif rank == _REVERSE:
        _turn(S, g, p2)
        S[g, K_DUMPC] = color
    else:
        _turn(S, g, p2)


@_leaf
def _on_color(st: Arrays, opts: Any, g: Any, color: Any) -> Any:
    """R26, R27: P1 names the color of a turned-up wild."""
    S = st[0]
    p1 = S[g, K_SEAT]
    S[g, K_COLOR] = color
    if st[4][g, S[g, K_DISC] - 1] == _WD4:
        _draw(st, opts, g, 1 - p1, S[g, K_PENDING])
        S[g, K_PENDING] = 0
        _turn(S, g, p1)
    else:
        _turn(S, g, 1 - p1)


# ---------------------------------------------------------------------------------------------- plays


@_leaf
def _wd4_illegal(st: Arrays, opts: Any, g: Any, seat: Any, top: Any, color: Any) -> Any:
    """R47 / C13 on the hand besides the Wild Draw 4 (kept in WH for a challenger to see)."""
    H = st[1]
    HL = st[2]
    WH = st[5]
    test = opts[O_WD4] if opts[O_RULESET] == 0 else 0
    row = np.int64(top) * 4 + color
    illegal = 0
    skipped = False
    k = 0
    for i in range(HL[g, seat]):
        c = H[g, seat, i]
        if c == _WD4 and not skipped:
            skipped = True
            continue
        WH[g, k] = c
        k += 1
        if test == 0:
            if _COLOR_OF[c] == color:
                illegal = 1
        elif test == 1:
            if c < _WILD and _PLAYABLE[row, c]:
                illegal = 1
        elif _PLAYABLE[row, c]:
            illegal = 1
    return illegal, k


@_leaf
def _play(st: Arrays, opts: Any, g: Any, seat: Any, face: Any, color: Any, uno: Any) -> Any:
    """R86 steps 1-4 for one card."""
    S = st[0]
    HL = st[2]
    DISC = st[4]
    d = S[g, K_DISC]
    if face == _WD4:
        illegal, k = _wd4_illegal(st, opts, g, seat, DISC[g, d - 1], S[g, K_COLOR])
        S[g, K_WD4SEAT] = seat
        S[g, K_WD4ILL] = illegal
        S[g, K_WD4LEN] = k
    _remove(st, g, seat, face)
    DISC[g, d] = face
    S[g, K_DISC] = d + 1
    S[g, K_COLOR] = color if face >= _WILD else _COLOR_OF[face]
    S[g, K_EMPTY] = 0
    rank = _RANK_OF[face]
    effect = face == _WD4 or (face < _WILD and (rank >= _SKIP or (opts[O_SEVEN_O] and (rank == 0 or rank == 7))))
    if rank == _DRAW2:
        S[g, K_PENDING] += 2
    elif face == _WD4:
        S[g, K_PENDING] += 4  # more than 4 only when stacked (H2, H3)
    elif rank == _REVERSE and opts[O_RULESET] == 1 and opts[O_PLAYERS] > 2:
        S[g, K_DIR] = -S[g, K_DIR]  # C9, before any catch
    left = HL[g, seat]
    if left > 1 or (uno and left == 1):
        if effect:
            _follow_up(st, opts, g, seat, face, np.bool_(False))
        else:
            _turn(S, g, _next_seat(S, opts, g, seat))
    elif left == 1:
        S[g, K_RSEAT] = seat
        S[g, K_RFACE] = face
        S[g, K_RDUMP] = 0
        S[g, K_KIND] = C.D_CATCH
        S[g, K_SEAT] = _next_seat(S, opts, g, seat)
    else:
        _end_round(st, opts, g, seat)


@_internal
def _follow_up(st: Arrays, opts: Any, g: Any, seat: Any, face: Any, via_dump: Any) -> Any:
    S = st[0]
    rank = _RANK_OF[face]
    if opts[O_SEVEN_O] and face < _WILD and (rank == 0 or rank == 7):
        if rank == 7:
            S[g, K_KIND] = C.D_SWAP  # H12: its player names whom to swap with
            S[g, K_SEAT] = seat
        else:
            _pass_hands(st, opts, g, seat)
        return
    if opts[O_RULESET] == 0:
        if rank == _SKIP:
            _turn(S, g, seat)  # R41, R54
        elif rank == _DRAW2:
            S[g, K_KIND] = C.D_VOLLEY  # R35, R54
            S[g, K_SEAT] = 1 - seat
        elif face == _WD4:
            _wd4_follow_up(st, opts, g, seat, 1 - seat)  # R45, H2-H4, H7
        elif rank == _REVERSE and not via_dump:
            S[g, K_KIND] = C.D_DUMP  # R50
            S[g, K_SEAT] = seat
            S[g, K_DUMPC] = _COLOR_OF[face]
        else:
            _turn(S, g, 1 - seat)  # R34, R43, R54
        return
    n = opts[O_PLAYERS]
    step = S[g, K_DIR]
    nxt = (seat + step + n) % n
    if rank == _SKIP and face < _WILD:
        _turn(S, g, (nxt + step + n) % n)  # C8
    elif rank == _REVERSE and face < _WILD:
        _turn(S, g, seat if n == 2 else nxt)  # C9, C19
    elif rank == _DRAW2 and face < _WILD:
        if opts[O_STACK] or opts[O_STACK4ON2]:
            S[g, K_KIND] = C.D_VOLLEY  # C10
            S[g, K_SEAT] = nxt
        else:
            _draw(st, opts, g, nxt, S[g, K_PENDING])
            S[g, K_PENDING] = 0
            _turn(S, g, (nxt + step + n) % n)
    elif face == _WD4:
        _wd4_follow_up(st, opts, g, seat, nxt)  # C12, H2-H4, H7
    else:
        _turn(S, g, nxt)


@_leaf
def _swap_hands(st: Arrays, g: Any, a: Any, b: Any) -> Any:
    """Exchange the hands of seats a and b in place."""
    H = st[1]
    HL = st[2]
    la = HL[g, a]
    lb = HL[g, b]
    for i in range(max(la, lb)):
        t = H[g, a, i]
        H[g, a, i] = H[g, b, i]
        H[g, b, i] = t
    HL[g, a] = lb
    HL[g, b] = la


@_leaf
def _pass_hands(st: Arrays, opts: Any, g: Any, seat: Any) -> Any:
    """H12: a played 0 passes every hand to the next seat in the direction of play (hand s gets hand s - step),
    by swaps with seat 0; then the next player moves. The hands received cannot be caught (H9 window closed)."""
    S = st[0]
    n = opts[O_PLAYERS]
    step = S[g, K_DIR]
    if step > 0:
        for s in range(1, n):
            _swap_hands(st, g, 0, s)
    else:
        for s in range(n - 1, 0, -1):
            _swap_hands(st, g, 0, s)
    S[g, K_UNCALLED] = -1
    _turn(S, g, (seat + step + n) % n)


@_internal
def _wd4_follow_up(st: Arrays, opts: Any, g: Any, seat: Any, victim: Any) -> Any:
    """After a Wild Draw 4 (R45, C12, H2-H4, H7): a challenge decision, a stacking response, or the draw."""
    S = st[0]
    stacked = S[g, K_PENDING] > 4
    if opts[O_WD4MODE] == 0 and (not stacked or opts[O_CHSTACK]):
        S[g, K_KIND] = C.D_CHALLENGE
        S[g, K_SEAT] = victim
    elif opts[O_STACK4]:
        S[g, K_KIND] = C.D_VOLLEY
        S[g, K_SEAT] = victim
    else:
        _draw(st, opts, g, victim, S[g, K_PENDING])
        S[g, K_PENDING] = 0
        if opts[O_RULESET] == 0:
            _turn(S, g, seat)  # R46
        else:
            _turn(S, g, _next_seat(S, opts, g, victim))  # C12


@_internal
def _dump(st: Arrays, opts: Any, g: Any, seat: Any, final: Any, uno: Any) -> Any:
    """R53-R55: lay every card of the dump color, the others in canonical order, ``final`` last."""
    S = st[0]
    H = st[1]
    HL = st[2]
    DISC = st[4]
    color = S[g, K_DUMPC]
    n = HL[g, seat]
    counts = np.int64(0)  # 4 bits per rank: no array to allocate
    k = 0
    for i in range(n):
        c = np.int64(H[g, seat, i])
        if _COLOR_OF[c] == color:
            counts += np.int64(1) << ((c - color * 13) * 4)
        else:
            H[g, seat, k] = c
            k += 1
    HL[g, seat] = k
    counts -= np.int64(1) << ((final - color * 13) * 4)
    d = S[g, K_DISC]
    laid = 0
    for r in range(13):
        for _ in range((counts >> (r * 4)) & 15):
            DISC[g, d + laid] = color * 13 + r
            laid += 1
    DISC[g, d + laid] = final
    laid += 1
    if opts[O_LOGGING]:
        _log(st, opts, g, laid)
        for i in range(laid):
            _log(st, opts, g, DISC[g, d + i])
    S[g, K_DISC] = d + laid
    S[g, K_DUMPC] = -1
    S[g, K_EMPTY] = 0
    if _RANK_OF[final] == _DRAW2:
        S[g, K_PENDING] += 2
    if k == 0:
        _end_round(st, opts, g, seat)
    elif k == 1 and not uno:
        S[g, K_RSEAT] = seat
        S[g, K_RFACE] = final
        S[g, K_RDUMP] = 1
        S[g, K_KIND] = C.D_CATCH
        S[g, K_SEAT] = 1 - seat
    else:
        _follow_up(st, opts, g, seat, final, np.bool_(True))


@_leaf
def _pass_empty(st: Arrays, opts: Any, g: Any, seat: Any) -> Any:
    """R71, R72, C15: a turn's draw that got no card is a pass; n of them in a row block the round."""
    S = st[0]
    S[g, K_EMPTY] += 1
    if S[g, K_EMPTY] >= opts[O_PLAYERS]:
        _end_round(st, opts, g, np.int64(-1))
    else:
        _turn(S, g, _next_seat(S, opts, g, seat))


@_internal
def _turn_draw(st: Arrays, opts: Any, g: Any, seat: Any) -> Any:
    S = st[0]
    S[g, K_DUMPC] = -1
    if opts[O_UNTIL]:
        # C7: cards until a playable one, at most 10, or none left.
        row = _row(st, g)
        taken = 0
        last = -1
        for _ in range(10):
            got, card = _draw(st, opts, g, seat, np.int64(1))
            if got == 0:
                break
            taken += 1
            last = card
            if _PLAYABLE[row, card]:
                break
        if taken == 0:
            _pass_empty(st, opts, g, seat)
            return
        S[g, K_EMPTY] = 0
        S[g, K_KIND] = C.D_AFTER_DRAW
        S[g, K_DRAWN] = last
        return
    got, card = _draw(st, opts, g, seat, np.int64(1))
    if got:
        S[g, K_EMPTY] = 0
        S[g, K_KIND] = C.D_AFTER_DRAW
        S[g, K_DRAWN] = card
    else:
        _pass_empty(st, opts, g, seat)


@_internal
def _end_round(st: Arrays, opts: Any, g: Any, out: Any) -> Any:
    """R62-R65, C15-C18: the last card's draws, scoring, then the next round or the match end."""
    S = st[0]
    H = st[1]
    HL = st[2]
    SC = st[6]
    LP = st[7]
    n = opts[O_PLAYERS]
    duo = opts[O_RULESET] == 0
    if out >= 0 and S[g, K_PENDING]:
        victim = 1 - out if duo else (out + S[g, K_DIR] + n) % n
        _draw(st, opts, g, victim, S[g, K_PENDING])
    S[g, K_PENDING] = 0
    for s in range(n):
        LP[g, s] = 0
    if duo:
        for s in range(2):
            if out < 0 or s != out:
                v = 0
                for i in range(HL[g, s]):
                    v += _DUO_VALUE[H[g, s, i]]
                LP[g, s] = v
    elif opts[O_LOWEST]:  # H11: every seat but the one that went out scores its own hand
        for s in range(n):
            if s != out:
                v = 0
                for i in range(HL[g, s]):
                    v += _CLASSIC_VALUE[H[g, s, i]]
                LP[g, s] = v
    elif out >= 0:
        v = 0
        for s in range(n):
            if s != out:
                for i in range(HL[g, s]):
                    v += _CLASSIC_VALUE[H[g, s, i]]
        LP[g, out] = v
    best = 0
    for s in range(n):
        SC[g, s] += LP[g, s]
        if SC[g, s] > best:
            best = SC[g, s]
    S[g, K_UNCALLED] = -1
    S[g, K_ROUNDS] += 1
    S[g, K_LASTOUT] = out
    S[g, K_LASTLEN] = S[g, K_PLY] - S[g, K_RPLY]
    S[g, K_LASTRFIRST] = S[g, K_RFIRST]
    S[g, K_LASTFTURN] = S[g, K_FTURN]
    if best >= opts[O_TARGET] or (opts[O_ROUNDS] > 0 and S[g, K_ROUND] >= opts[O_ROUNDS]):  # H10
        if opts[O_LOWEST]:
            best = SC[g, 0]
            for s in range(1, n):
                if SC[g, s] < best:
                    best = SC[g, s]
        S[g, K_KIND] = C.D_OVER
        S[g, K_SEAT] = -1
        S[g, K_OVER] = 1
        S[g, K_MATCHES] += 1
        if duo:
            S[g, K_WINNER] = -1 if SC[g, 0] == SC[g, 1] else (0 if SC[g, 0] < SC[g, 1] else 1)
        else:
            leaders = 0
            winner = -1
            for s in range(n):
                if SC[g, s] == best:
                    leaders += 1
                    winner = s
            S[g, K_WINNER] = winner if leaders == 1 else -1
    else:
        S[g, K_ROUND] += 1
        _start_round(st, opts, g)


# ---------------------------------------------------------------------------------------------- legal lists


@_leaf
def _emit_plays(out: Any, n: Any, face: Any, one_left: Any) -> Any:
    """PLAY_CHOICES: a face's plain forms, then its called ones when one card is left after it."""
    if face >= _WILD:
        base = C.PLAY_WILD_BASE + (face - _WILD) * 8
        for color in range(4):
            out[n] = base + color * 2
            n += 1
        if one_left:
            for color in range(4):
                out[n] = base + color * 2 + 1
                n += 1
    else:
        out[n] = face * 2
        n += 1
        if one_left:
            out[n] = face * 2 + 1
            n += 1
    return n


@_leaf
def _emit_dumps(st: Arrays, g: Any, seat: Any, color: Any, out: Any, n: Any) -> Any:
    """One dump per distinct last card in canonical order, plain then called (docs/records.md)."""
    H = st[1]
    HL = st[2]
    have = np.int64(0)  # a bit per rank
    same = 0
    for i in range(HL[g, seat]):
        c = np.int64(H[g, seat, i])
        if _COLOR_OF[c] == color:
            have |= np.int64(1) << (c - color * 13)
            same += 1
    one_left = HL[g, seat] - same == 1
    for r in range(13):
        if (have >> r) & 1:
            f = color * 13 + r
            out[n] = C.DUMP_BASE + f * 2
            n += 1
            if one_left:
                out[n] = C.DUMP_BASE + f * 2 + 1
                n += 1
    return n


@_leaf
def _others_playable(st: Arrays, g: Any, seat: Any, row: Any) -> Any:
    """H7 no_bluff: does the hand hold a playable card (R4) that is not a Wild Draw 4?"""
    H = st[1]
    for i in range(st[2][g, seat]):
        c = H[g, seat, i]
        if c != _WD4 and _PLAYABLE[row, c]:
            return True
    return False


@_leaf
def _stackable(st: Arrays, opts: Any, g: Any, c: Any) -> Any:
    """May face ``c`` answer the pending draw now (R36, C10, H1-H3)? By the top card that made it."""
    top = st[4][g, st[0][g, K_DISC] - 1]
    if top == _WD4:
        return c == _WD4 and opts[O_STACK4] == 1
    if c == _WD4:
        return opts[O_STACK4ON2] == 1
    return c < _WILD and _RANK_OF[c] == _DRAW2 and (opts[O_RULESET] == 0 or opts[O_STACK] == 1)


@_leaf
def _emit_stack(st: Arrays, opts: Any, g: Any, seat: Any, out: Any, n: Any) -> Any:
    """The plays that stack on the pending draw, in hand order (a Wild Draw 4 in each color)."""
    H = st[1]
    hl = st[2][g, seat]
    seen = np.int64(0)
    for i in range(hl):
        c = np.int64(H[g, seat, i])
        if not (seen >> c) & 1 and _stackable(st, opts, g, c):
            seen |= np.int64(1) << c
            n = _emit_plays(out, n, c, hl == 2)
    return n


@_kernel
def legal(st: Arrays, opts: Any, g: Any, out: Any) -> Any:
    """Lane g's legal action ids in the core's order (docs/engine.md "Decisions") into ``out``; returns how many."""
    return _legal(st, opts, g, out)


@_leaf
def _legal(st: Arrays, opts: Any, g: Any, out: Any) -> Any:
    S = st[0]
    H = st[1]
    HL = st[2]
    kind = S[g, K_KIND]
    seat = S[g, K_SEAT]
    n = 0
    if kind == C.D_TURN:
        row = _row(st, g)
        hl = HL[g, seat]
        one_left = hl == 2
        seen = np.int64(0)
        if opts[O_WD4MODE] == 1 and _others_playable(st, g, seat, row):
            seen = np.int64(1) << _WD4  # H7 no_bluff: no Wild Draw 4 while another card is playable
        for i in range(hl):
            c = np.int64(H[g, seat, i])
            if _PLAYABLE[row, c] and not (seen >> c) & 1:
                seen |= np.int64(1) << c
                n = _emit_plays(out, n, c, one_left)
        out[n] = C.DRAW
        n += 1
        if S[g, K_DUMPC] >= 0:
            n = _emit_dumps(st, g, seat, S[g, K_DUMPC], out, n)
        late = S[g, K_UNCALLED]
        if late >= 0 and late != seat and HL[g, late] == 1:
            out[n] = C.CATCH  # H9: a missed call caught at the start of a turn
            n += 1
    elif kind == C.D_AFTER_DRAW:
        drawn = S[g, K_DRAWN]
        row = _row(st, g)
        if _PLAYABLE[row, drawn]:
            if drawn == _WD4 and opts[O_WD4MODE] == 1 and _others_playable(st, g, seat, row):
                out[0] = C.PASS  # H7 no_bluff
                return 1
            n = _emit_plays(out, n, drawn, HL[g, seat] == 2)
            if opts[O_FORCED]:
                return n  # H6: a playable drawn card must be played
        out[n] = C.PASS
        n += 1
    elif kind == C.D_VOLLEY:
        n = _emit_stack(st, opts, g, seat, out, 0)
        out[n] = C.DRAW
        n += 1
    elif kind == C.D_DRAFT:
        out[0] = C.KEEP
        out[1] = C.REJECT
        n = 2
    elif kind == C.D_CHALLENGE:
        out[0] = C.CHALLENGE
        out[1] = C.ACCEPT
        n = 2
        if opts[O_STACK4]:
            n = _emit_stack(st, opts, g, seat, out, 2)  # H2: stack a Wild Draw 4 instead
    elif kind == C.D_CATCH:
        out[0] = C.CATCH
        out[1] = C.IGNORE
        n = 2
    elif kind == C.D_DUMP:
        n = _emit_dumps(st, g, seat, S[g, K_DUMPC], out, 0)
        out[n] = C.NODUMP
        n += 1
    elif kind == C.D_COLOR:
        for k in range(4):
            out[k] = C.COLOR_BASE + k
        n = 4
    elif kind == C.D_SWAP:
        for s in range(opts[O_PLAYERS]):
            if s != seat:
                out[n] = C.SWAP_BASE + s
                n += 1
    return n


@_kernel
def jump_ins(st: Arrays, opts: Any, g: Any, out: Any) -> Any:
    """H13: lane g's jump-ins as jump codes (``codes.jump_code``) into ``out``; returns how many (0 when
    nobody may jump in)."""
    return _jump_ins(st, opts, g, out)


@_leaf
def _jump_ins(st: Arrays, opts: Any, g: Any, out: Any) -> Any:
    """State.jump_ins(): at a normal turn under a colored top card, every other seat holding that very card
    (in seat order), its plain play then its called one when it would leave one card."""
    S = st[0]
    if not opts[O_JUMP_IN] or S[g, K_KIND] != C.D_TURN:
        return 0
    top = np.int64(st[4][g, S[g, K_DISC] - 1])
    if top >= _WILD:
        return 0
    H = st[1]
    HL = st[2]
    to_act = S[g, K_SEAT]
    n = 0
    for seat in range(opts[O_PLAYERS]):
        if seat == to_act:
            continue
        hl = HL[g, seat]
        for i in range(hl):
            if H[g, seat, i] == top:
                base = (seat + 1) * C.JUMP_STRIDE + top * 2
                out[n] = base
                n += 1
                if hl == 2:
                    out[n] = base + 1
                    n += 1
                break
    return n


# ---------------------------------------------------------------------------------------------- apply


@_kernel
def apply(st: Arrays, opts: Any, g: Any, a: Any) -> Any:
    """Perform legal action id ``a`` for lane g's seat to act, or jump code ``a`` of ``jump_ins`` (not checked
    here)."""
    _apply(st, opts, g, a)


@_leaf
def _apply(st: Arrays, opts: Any, g: Any, a: Any) -> Any:
    S = st[0]
    kind = S[g, K_KIND]
    seat = S[g, K_SEAT]
    jumped = a >= C.JUMP_STRIDE
    if jumped:
        # H13, State._jump_in: the jumper makes the play as if it were its turn (the turn's own bookkeeping
        # below, less the round's first mover: the lab counts a jump-in as a turn, but not as the first one),
        # and the seat that was to act loses that turn. Its H9 window stays open: only the jumper acted.
        seat = a // C.JUMP_STRIDE - 1
        a = a % C.JUMP_STRIDE
    if opts[O_LOGGING]:
        _log(st, opts, g, L_ACTION)
        _log(st, opts, g, seat)
        _log(st, opts, g, a)
        if not (C.DUMP_BASE <= a < C.DRAW):
            _log(st, opts, g, 0)  # a dump logs the cards it laid (in _dump)
    S[g, K_PLY] += 1
    if a < C.DUMP_BASE:
        if a < C.PLAY_WILD_BASE:
            face = a >> 1
            color = -1
        else:
            face = _WILD + (a - C.PLAY_WILD_BASE) // 8
            color = ((a - C.PLAY_WILD_BASE) % 8) >> 1
        if kind == C.D_TURN:
            if S[g, K_FTURN] < 0 and not jumped:
                S[g, K_FTURN] = seat
            S[g, K_DUMPC] = -1
        _play(st, opts, g, seat, face, color, a & 1)
    elif a < C.DRAW:
        if kind == C.D_TURN and S[g, K_FTURN] < 0:
            S[g, K_FTURN] = seat
        _dump(st, opts, g, seat, (a - C.DUMP_BASE) >> 1, a & 1)
    elif a == C.DRAW:
        if kind == C.D_TURN:
            if S[g, K_FTURN] < 0:
                S[g, K_FTURN] = seat
            _turn_draw(st, opts, g, seat)
        else:  # a volley
            S[g, K_EMPTY] = 0
            _draw(st, opts, g, seat, S[g, K_PENDING])
            S[g, K_PENDING] = 0
            if opts[O_RULESET] == 0:
                _turn(S, g, 1 - seat)  # R39
            else:
                _turn(S, g, _next_seat(S, opts, g, seat))  # C10
    elif a == C.PASS:
        S[g, K_EMPTY] = 0
        _turn(S, g, _next_seat(S, opts, g, seat))
    elif a == C.KEEP or a == C.REJECT:
        _on_draft(st, opts, g, a == C.KEEP)
    elif a == C.NODUMP:
        S[g, K_DUMPC] = -1
        _turn(S, g, seat if opts[O_RAS] else 1 - seat)  # R42
    elif a == C.ACCEPT or a == C.CHALLENGE:
        _on_challenge(st, opts, g, seat, a == C.CHALLENGE)
    elif a == C.CATCH or a == C.IGNORE:
        if kind == C.D_TURN:  # H9: a late catch; the catcher then takes the same turn
            offender = S[g, K_UNCALLED]
            S[g, K_UNCALLED] = -1
            _draw(st, opts, g, offender, opts[O_PENALTY])
        else:
            offender = S[g, K_RSEAT]
            if a == C.CATCH:
                _draw(st, opts, g, offender, opts[O_PENALTY])  # R58, C14, H8
            elif opts[O_WINDOW]:
                S[g, K_UNCALLED] = offender  # H9: the others may still catch until the offender acts again
            _follow_up(st, opts, g, offender, S[g, K_RFACE], S[g, K_RDUMP] == 1)
    elif a >= C.SWAP_BASE:  # H12: the player of a 7 swaps hands with the seat named
        _swap_hands(st, g, seat, a - C.SWAP_BASE)
        S[g, K_UNCALLED] = -1
        _turn(S, g, _next_seat(S, opts, g, seat))
    else:
        _on_color(st, opts, g, a - C.COLOR_BASE)
    if S[g, K_UNCALLED] == seat:
        S[g, K_UNCALLED] = -1  # H9: the window closes when the offender acts again


@_internal
def _on_challenge(st: Arrays, opts: Any, g: Any, seat: Any, challenge: Any) -> Any:
    S = st[0]
    offender = S[g, K_WD4SEAT]
    duo = opts[O_RULESET] == 0
    after_penalty = offender if duo else _next_seat(S, opts, g, seat)  # R46, R49 / C12, C13
    if not challenge:
        _draw(st, opts, g, seat, S[g, K_PENDING])
        S[g, K_PENDING] = 0
        _turn(S, g, after_penalty)
        return
    pending = S[g, K_PENDING]  # 4, or more for a stacked Wild Draw 4 (H4)
    S[g, K_PENDING] = 0
    if S[g, K_WD4ILL]:
        _draw(st, opts, g, offender, pending)
        _turn(S, g, seat)
    else:
        _draw(st, opts, g, seat, pending + 2)
        _turn(S, g, after_penalty)


# ---------------------------------------------------------------------------------------------- policies


@_internal
def _favourite_color(st: Arrays, g: Any, seat: Any) -> Any:
    """core.rules.favourite_color: the color held most (wilds do not count; ties to R, Y, G, B)."""
    H = st[1]
    HL = st[2]
    counts = np.int64(0)  # 16 bits per color
    for i in range(HL[g, seat]):
        c = H[g, seat, i]
        if c < _WILD:
            counts += np.int64(1) << (_COLOR_OF[c] * 16)
    best = 0
    most = counts & 0xFFFF
    for c in range(1, 4):
        held = (counts >> (c * 16)) & 0xFFFF
        if held > most:
            best = c
            most = held
    return best


@_leaf
def _greedy_play(st: Arrays, g: Any, seat: Any, face: Any) -> Any:
    """The id of the greedy policy's play of ``face``: a wild names the favourite color, the call always made."""
    uno = 1 if st[2][g, seat] == 2 else 0
    if face >= _WILD:
        return C.PLAY_WILD_BASE + (face - _WILD) * 8 + _favourite_color(st, g, seat) * 2 + uno
    return face * 2 + uno


@_leaf
def _greedy(st: Arrays, opts: Any, g: Any, legal_ids: Any, n: Any) -> Any:
    """agents/playout.py's policy (the search playout), with its random numbers from lane g's policy stream;
    under house rules its house variant: a late catch first, a stack when one is offered, else the plain choice
    when it is legal, else the most valuable legal play (with the call), else draw, pass or accept."""
    house = opts[O_HOUSE]
    kind = st[0][g, K_KIND]
    if house:
        if kind == C.D_SWAP:  # swap with the smallest other hand (the lowest seat on a tie)
            best = legal_ids[0]
            for i in range(1, n):
                if st[2][g, legal_ids[i] - C.SWAP_BASE] < st[2][g, best - C.SWAP_BASE]:
                    best = legal_ids[i]
            return best
        if kind == C.D_TURN and legal_ids[n - 1] == C.CATCH:
            return C.CATCH
        if kind == C.D_VOLLEY or kind == C.D_CHALLENGE:
            for i in range(n - 1, -1, -1):
                if legal_ids[i] < C.DUMP_BASE:
                    return legal_ids[i]  # the last listed form carries the UNO call when there is one
    chosen = _greedy_plain(st, opts, g, legal_ids, n)  # one call site: inlined once (compile time)
    if not house:
        return chosen
    best = -1
    best_score = -1e9
    for i in range(n):
        a = legal_ids[i]
        if a == chosen:
            return chosen
        if a < C.DUMP_BASE:
            face = a >> 1 if a < C.PLAY_WILD_BASE else _WILD + (a - C.PLAY_WILD_BASE) // 8
            score = _SCORE[face] + 0.5 * (a & 1)  # SCORE steps are whole numbers: the call breaks ties only
            if score > best_score:
                best_score = score
                best = a
    if kind == C.D_TURN and best >= 0:
        return best
    for i in range(n):
        if legal_ids[i] == C.DRAW or legal_ids[i] == C.PASS or legal_ids[i] == C.ACCEPT:
            return legal_ids[i]
    return legal_ids[0]


@_leaf
def _greedy_plain(st: Arrays, opts: Any, g: Any, legal_ids: Any, n: Any) -> Any:
    S = st[0]
    H = st[1]
    HL = st[2]
    R = st[8]
    kind = S[g, K_KIND]
    seat = S[g, K_SEAT]
    if kind == C.D_DRAFT:
        c = st[3][g, S[g, K_PILE] - 1]
        return C.KEEP if (c >= _WILD or _RANK_OF[c] >= _SKIP or _RANK_OF[c] <= 4) else C.REJECT
    if kind == C.D_CATCH:
        return C.CATCH
    if kind == C.D_CHALLENGE:
        return C.CHALLENGE if _uniform(R, g, 1) < _CHALLENGE_RATE else C.ACCEPT
    if kind == C.D_COLOR:
        return C.COLOR_BASE + _favourite_color(st, g, seat)
    if kind == C.D_TURN:
        row = _row(st, g)
        best: Any = -1
        best_score = -1e9
        for i in range(HL[g, seat]):
            c = H[g, seat, i]
            if _PLAYABLE[row, c]:
                value = _SCORE[c] + _uniform(R, g, 1)
                if value > best_score:
                    best_score = value
                    best = np.int64(c)
        return C.DRAW if best < 0 else _greedy_play(st, g, seat, best)
    if kind == C.D_AFTER_DRAW:
        drawn = S[g, K_DRAWN]
        if _PLAYABLE[_row(st, g), drawn]:
            return _greedy_play(st, g, seat, drawn)
        return C.PASS
    if kind == C.D_VOLLEY:
        for i in range(HL[g, seat]):
            c = H[g, seat, i]
            if c < _WILD and _RANK_OF[c] == _DRAW2:
                return _greedy_play(st, g, seat, np.int64(c))
        return C.DRAW
    if kind == C.D_DUMP:
        if n == 1:
            return C.NODUMP
        color = S[g, K_DUMPC]
        final: Any = -1
        for i in range(HL[g, seat]):  # dump_final: a Skip, else a Draw 2, else the first card
            c = np.int64(H[g, seat, i])
            if _COLOR_OF[c] == color:
                if final < 0:
                    final = c
                rank = _RANK_OF[c]
                if rank == _SKIP or (rank == _DRAW2 and _RANK_OF[final] != _SKIP):
                    final = c
        chosen = -1
        for i in range(n):
            a = legal_ids[i]
            if a < C.DRAW and (a - C.DUMP_BASE) >> 1 == final:
                chosen = a  # the called form is listed last
        return chosen
    return legal_ids[0]


@_leaf
def _playful(st: Arrays, g: Any, legal_ids: Any, n: Any) -> Any:
    """bench/engine.py's ``playful`` random policy (RLCard's random agent on RLCard's action set): a uniformly
    random play or dump when there is one, with the call when it applies; ``accept``; else uniform."""
    R = st[8]
    if n == 1:
        return legal_ids[0]
    m = n - 1
    last = legal_ids[m]
    if last == C.DRAW or last == C.PASS:
        if not legal_ids[m - 1] & 1:
            return legal_ids[_below(R, g, 1, m)]
        called = 0
        for i in range(m):
            if legal_ids[i] & 1:
                called += 1
        k = _below(R, g, 1, called)
        for i in range(m):
            if legal_ids[i] & 1:
                if k == 0:
                    return legal_ids[i]
                k -= 1
    plays = 0
    called = 0
    for i in range(n):
        if legal_ids[i] < C.DRAW:
            plays += 1
            if legal_ids[i] & 1:
                called += 1
    if plays == 0:
        if legal_ids[0] == C.CHALLENGE:
            return C.ACCEPT
        return legal_ids[_below(R, g, 1, n)]
    want_called = plays > 1 and called > 0
    k = _below(R, g, 1, called if want_called else plays)
    for i in range(n):
        a = legal_ids[i]
        if a < C.DRAW and (not want_called or a & 1):
            if k == 0:
                return a
            k -= 1
    return legal_ids[0]


@_leaf
def _jump_choice(st: Arrays, opts: Any, g: Any, which: Any, ids: Any, chance: Any) -> Any:
    """The jump-in (H13) a self-play loop makes with policy ``which`` before the seat to act decides, or -1.
    The jump-ins are offered as ``sim.match.offer_jump_ins`` offers them, seat by seat after the seat to act.
    ``chance`` < 0 is each policy's own rule: ``greedy`` takes the first one, with the call when it applies (the
    heuristic's ``jump_in``); ``uniform`` and ``random`` never jump in (the core's random agent has no
    ``jump_in``). ``chance`` from 0 to 1 (``unoduo simulate --jump-in-chance``): whatever the policy, each seat
    offered one takes it with that probability (a draw from the lane's policy generator, none at 0 or 1), in its
    last listed form, as the lab's jumpers do (``lab_deals``). Uses ``ids`` as scratch."""
    if not opts[O_JUMP_IN] or chance == 0.0 or (chance < 0.0 and which != P_GREEDY):
        return -1
    n = _jump_ins(st, opts, g, ids)
    if n == 0:
        return -1
    players = opts[O_PLAYERS]
    to_act = st[0][g, K_SEAT]
    for step in range(players):
        jumper = (to_act + step) % players
        last = -1
        for i in range(n):  # a seat's forms are listed together, plain then called: keep its last
            if ids[i] // C.JUMP_STRIDE - 1 == jumper:
                last = ids[i]
        if last < 0:
            continue
        if chance < 0.0 or chance >= 1.0 or _uniform(st[8], g, 1) < chance:
            return last
    return -1


@_kernel
def policy(st: Arrays, opts: Any, g: Any, which: Any, legal_ids: Any, n: Any) -> Any:
    """The action of compiled policy ``which`` (P_UNIFORM, P_RANDOM, P_GREEDY) among ``legal_ids[:n]``."""
    return _policy(st, opts, g, which, legal_ids, n)


@_leaf
def _policy(st: Arrays, opts: Any, g: Any, which: Any, legal_ids: Any, n: Any) -> Any:
    if which == P_GREEDY:
        return _greedy(st, opts, g, legal_ids, n)
    if which == P_RANDOM:
        return _playful(st, g, legal_ids, n)
    if n == 1:
        return legal_ids[0]
    return legal_ids[_below(st[8], g, 1, n)]


# ---------------------------------------------------------------------------------------------- loops


@_allocating
def run_rounds(st: Arrays, opts: Any, g: Any, which: Any, rounds: Any, stats: Any, jump_chance: Any) -> Any:
    """Self-play in lane g with policy ``which`` for every seat until ``rounds`` more rounds have ended; a match
    that ends starts the next one. Adds each round's numbers into ``stats`` (ST_* indexes). Under H13 jump-ins
    are offered before every decision (``_jump_choice``: greedy takes them, or every seat with probability
    ``jump_chance`` when it is 0 to 1); a jump-in is one more decision."""
    _run_rounds(st, opts, g, which, rounds, stats, np.empty(MAX_LEGAL, dtype=np.int64), jump_chance)


@_kernel
def _run_rounds(st: Arrays, opts: Any, g: Any, which: Any, rounds: Any, stats: Any, ids: Any, chance: Any) -> Any:
    S = st[0]
    LP = st[7]
    players = opts[O_PLAYERS]
    start = S[g, K_ROUNDS]
    while S[g, K_ROUNDS] - start < rounds:
        if S[g, K_OVER]:
            new_match(st, opts, g)
        a = _jump_choice(st, opts, g, which, ids, chance)
        if a < 0:
            n = _legal(st, opts, g, ids)
            a = _policy(st, opts, g, which, ids, n)
        before = S[g, K_ROUNDS]
        apply(st, opts, g, a)
        stats[ST_DECISIONS] += 1
        if S[g, K_ROUNDS] != before:
            length = S[g, K_LASTLEN]
            out = S[g, K_LASTOUT]
            stats[ST_ROUNDS] += 1
            stats[ST_LEN] += length
            stats[ST_LEN2] += length * length
            points = 0
            for s in range(players):
                points += LP[g, s]
            stats[ST_POINTS] += points
            stats[ST_POINTS2] += points * points
            if out < 0:
                stats[ST_BLOCKED] += 1
            else:
                if out == S[g, K_LASTFTURN]:
                    stats[ST_FTURN_WINS] += 1
                if out == S[g, K_LASTRFIRST]:
                    stats[ST_RFIRST_WINS] += 1
                if out == 0:
                    stats[ST_SEAT0_WINS] += 1
            if S[g, K_OVER]:
                stats[ST_MATCHES] += 1


@_allocating
def run_matches(st: Arrays, opts: Any, g: Any, which: Any, matches: Any, jump_chance: Any) -> Any:
    """Self-play in lane g with policy ``which`` until ``matches`` more matches have ended (for records); jump-ins
    as in :func:`run_rounds`."""
    _run_matches(st, opts, g, which, matches, np.empty(MAX_LEGAL, dtype=np.int64), jump_chance)


@_kernel
def _run_matches(st: Arrays, opts: Any, g: Any, which: Any, matches: Any, ids: Any, chance: Any) -> Any:
    S = st[0]
    start = S[g, K_MATCHES]
    while S[g, K_MATCHES] - start < matches:
        if S[g, K_OVER]:
            new_match(st, opts, g)
        a = _jump_choice(st, opts, g, which, ids, chance)
        n = legal(st, opts, g, ids)
        if opts[O_LOGGING] == 2:
            _log(st, opts, g, L_LEGAL)
            _log(st, opts, g, n)
            for i in range(n):
                _log(st, opts, g, ids[i])
        apply(st, opts, g, policy(st, opts, g, which, ids, n) if a < 0 else a)


@_kernel
def seed_lanes(st: Arrays, seeds: Any) -> Any:
    """Seed every lane's two generators from its 64-bit seed (SplitMix64, two different streams)."""
    R = st[8]
    for g in range(seeds.shape[0]):
        R[g, 0] = splitmix(seeds[g])
        R[g, 1] = splitmix(seeds[g] ^ np.uint64(0x5851F42D4C957F2D))


@_kernel
def reset_lanes(st: Arrays, opts: Any, lanes: Any) -> Any:
    """A new match in each listed lane (its log emptied first)."""
    S = st[0]
    for i in range(lanes.shape[0]):
        g = lanes[i]
        S[g, K_LOG] = 0
        S[g, K_LOGFULL] = 0
        new_match(st, opts, g)


@_allocating
def legal_mask(st: Arrays, opts: Any, mask: Any, counts: Any) -> Any:
    """Every lane's legal actions as a boolean mask row (and how many in ``counts``)."""
    ids = np.empty(MAX_LEGAL, dtype=np.int64)
    for g in range(mask.shape[0]):
        mask[g, :] = False
        if st[0][g, K_OVER]:
            counts[g] = 0
            continue
        n = legal(st, opts, g, ids)
        counts[g] = n
        for i in range(n):
            mask[g, ids[i]] = True


@_allocating
def check_actions(st: Arrays, opts: Any, actions: Any) -> Any:
    """The first lane whose action is not legal, nor one of its jump-ins (-1: all legal; lanes whose match is
    over are not checked)."""
    ids = np.empty(MAX_LEGAL, dtype=np.int64)
    for g in range(actions.shape[0]):
        if st[0][g, K_OVER]:
            continue
        if actions[g] >= C.JUMP_STRIDE:  # a jump-in (H13)
            n = _jump_ins(st, opts, g, ids)
        else:
            n = legal(st, opts, g, ids)
        ok = False
        for i in range(n):
            if ids[i] == actions[g]:
                ok = True
                break
        if not ok:
            return g
    return -1


@_kernel
def step_lanes(
    st: Arrays, opts: Any, actions: Any, autoreset: Any, round_over: Any, match_over: Any, points: Any
) -> Any:
    """Apply ``actions[g]`` in every lane whose match is on; flag the rounds and matches that ended and copy
    their points; with ``autoreset`` a finished match is followed at once by a new one."""
    S = st[0]
    LP = st[7]
    players = opts[O_PLAYERS]
    for g in range(actions.shape[0]):
        round_over[g] = False
        match_over[g] = False
        for s in range(players):
            points[g, s] = 0
        if S[g, K_OVER]:
            continue
        before = S[g, K_ROUNDS]
        apply(st, opts, g, actions[g])
        if S[g, K_ROUNDS] != before:
            round_over[g] = True
            for s in range(players):
                points[g, s] = LP[g, s]
            if S[g, K_OVER]:
                match_over[g] = True
                if autoreset:
                    new_match(st, opts, g)


@_allocating
def policy_actions(st: Arrays, opts: Any, which: Any, out: Any) -> Any:
    """Compiled policy ``which``'s action for every lane (-1 where the match is over)."""
    ids = np.empty(MAX_LEGAL, dtype=np.int64)
    for g in range(out.shape[0]):
        if st[0][g, K_OVER]:
            out[g] = -1
            continue
        n = legal(st, opts, g, ids)
        out[g] = policy(st, opts, g, which, ids, n)


@_kernel
def hand_counts(st: Arrays, opts: Any, out: Any) -> Any:
    """out[g, seat, face]: how many of each face every hand holds."""
    H = st[1]
    HL = st[2]
    out[:] = 0
    for g in range(out.shape[0]):
        for s in range(opts[O_PLAYERS]):
            for i in range(HL[g, s]):
                out[g, s, H[g, s, i]] += 1
