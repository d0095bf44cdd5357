"""``FastBatch``: N matches of one ruleset advanced together, for environments, search and mass simulation.

The batch holds the arrays of :func:`unoduo.fast.engine.new_state` and the options array; every method loops
over the lanes in compiled code. Lanes are independent matches with their own generators, seeded from the
batch seed and the lane number, so lane g of a batch is the same match whatever the batch size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from unoduo.core import Action, Options, Position, Record, RecordError, State
from unoduo.core.options import DUO

from . import codes as C
from . import engine as E
from .options import POLICIES, fast_options, lane_seed
from .records import decode_log


class StepInfo(NamedTuple):
    """What one :meth:`FastBatch.step` did in each lane: ``round_over[g]`` a round ended, ``match_over[g]`` the
    match ended (with autoreset, lane g already holds a new match), ``points[g, seat]`` the ended round's
    points (zeros where no round ended)."""

    round_over: np.ndarray
    match_over: np.ndarray
    points: np.ndarray


class LaneStep(NamedTuple):
    """What one :meth:`FastBatch.apply` did in its lane: a round ended, the match ended (with autoreset the lane
    already holds a new match), the ended round's points (zeros when no round ended)."""

    round_over: bool
    match_over: bool
    points: tuple[int, ...]


class FastBatch:
    """N matches of ``ruleset`` (``"duo"`` or ``"classic"``) with ``players`` seats and rule ``options``.

    ``seed`` seeds every lane (lane g's generators from ``(seed, g)``). With ``autoreset`` (the default) a lane
    whose match ends starts a new match within the same :meth:`step`; without it the lane stays over (its
    ``done`` flag set) and ignores actions until :meth:`reset`. ``record=True`` keeps a log per lane from which
    :meth:`records` writes every match played as a record carrying all its random outcomes (``log_size`` int32
    entries per lane; a lane whose log fills up stops logging and its records raise ``RecordError``).

    Arrays returned by the accessors are copies unless the method says otherwise. Seats and card faces are
    the core's numbers (``unoduo.core.cards``); action ids are :mod:`unoduo.fast.codes`.

    Raises ``OptionError`` / ``RecordError`` for settings the core refuses, :class:`UnsupportedOptionError`
    for an option the fast lane does not play, ``ValueError`` for a bad batch size.
    """

    def __init__(
        self,
        ruleset: str = DUO,
        n: int = 1,
        *,
        players: int = 2,
        options: dict[str, Any] | Options | None = None,
        seed: int = 0,
        autoreset: bool = True,
        record: bool = False,
        log_size: int = 1 << 18,
    ) -> None:
        if type(n) is not int or n < 1:
            raise ValueError(f"a batch holds at least 1 lane, not {n!r}")
        self.ruleset = ruleset
        self.options = options if isinstance(options, Options) else Options.for_ruleset(ruleset, options)
        self.opts = fast_options(ruleset, players, self.options, logging=record)
        self.players = players
        self.n = n
        self.autoreset = autoreset
        self.recording = record
        self.st = E.new_state(n, players, log_size if record else 0)
        self._ids = np.empty(E.MAX_LEGAL, dtype=np.int64)
        self._records_taken = np.zeros(n, dtype=np.int64)
        self.seed = seed
        self.reset(seed)

    # ------------------------------------------------------------------ lifecycle

    def reset(self, seed: int | None = None) -> None:
        """Start a new match in every lane; with ``seed`` the lanes are seeded afresh from it (else they go on
        drawing from their generators)."""
        if seed is not None:
            self.seed = seed
            seeds = np.array([lane_seed(seed, g) for g in range(self.n)], dtype=np.uint64)
            E.seed_lanes(self.st, seeds)
        self._records_taken[:] = 0
        E.reset_lanes(self.st, self.opts, np.arange(self.n, dtype=np.int64))

    def reset_lanes(self, lanes: Sequence[int] | np.ndarray) -> None:
        """Start a new match in the given lanes only."""
        lanes = np.asarray(lanes, dtype=np.int64)
        if lanes.size and (lanes.min() < 0 or lanes.max() >= self.n):
            raise ValueError(f"lanes must be 0 to {self.n - 1}")
        self._records_taken[lanes] = 0
        E.reset_lanes(self.st, self.opts, lanes)

    # ------------------------------------------------------------------ legal actions and stepping

    def legal_mask(self) -> np.ndarray:
        """``bool[n, NUM_ACTIONS]``: each lane's legal action ids (all False where the match is over)."""
        mask = np.empty((self.n, C.NUM_ACTIONS), dtype=np.bool_)
        counts = np.empty(self.n, dtype=np.int64)
        E.legal_mask(self.st, self.opts, mask, counts)
        return mask

    def legal_ids(self, lane: int) -> list[int]:
        """Lane ``lane``'s legal action ids in the core's order (``legal_actions()``, docs/engine.md)."""
        count = E.legal(self.st, self.opts, self._lane(lane), self._ids)
        return [int(x) for x in self._ids[:count]]

    def legal_actions(self, lane: int) -> list[Action]:
        """Lane ``lane``'s legal actions as core :class:`Action` values, in the core's order."""
        return [self.action(lane, code) for code in self.legal_ids(lane)]

    def action(self, lane: int, code: int) -> Action:
        """The core action of id ``code`` for lane ``lane``'s seat to act (a dump's cards come from its hand)."""
        seat = self.to_act[lane]
        return C.to_action(code, self.hand(lane, seat) if seat >= 0 else ())

    def jump_ins(self, lane: int) -> dict[int, list[int]]:
        """H13 ``jump_in``: the seats other than the seat to act that may play out of turn in lane ``lane`` now,
        with their play ids in the core's order (``State.jump_ins()``: by seat, the plain play then the called
        one); empty when nobody may jump in."""
        count = E.jump_ins(self.st, self.opts, self._lane(lane), self._ids)
        out: dict[int, list[int]] = {}
        for code in self._ids[:count]:
            seat, play = C.split_jump(int(code))
            out.setdefault(seat, []).append(play)
        return out

    def may_act(self, lane: int) -> tuple[int, ...]:
        """Every seat that may act in lane ``lane`` now (``State.may_act``): the seat to act first, then any
        seat that may jump in (H13); empty once the match is over."""
        g = self._lane(lane)
        if self.st[0][g, E.K_OVER]:
            return ()
        return (int(self.st[0][g, E.K_SEAT]), *sorted(self.jump_ins(g)))

    def apply(self, lane: int, code: int, seat: int | None = None, *, check: bool = True) -> LaneStep:
        """Apply one action in lane ``lane`` only: id ``code`` of the seat to act (``seat`` None or that seat), or
        a jump-in (H13) of ``seat`` with play id ``code`` from :meth:`jump_ins` (``State.apply(action, seat)``:
        whichever action is applied first wins, the others then face a new decision).

        With ``check`` (the default) an action that seat may not make raises ``ValueError`` before anything
        changes; ``check=False`` skips that (an illegal action then corrupts the lane). With ``autoreset`` a
        finished match is replaced at once, as in :meth:`step`."""
        g = self._lane(lane)
        S = self.st[0]
        if S[g, E.K_OVER]:
            raise ValueError(f"lane {g}: the match is over (reset it first)")
        to_act = int(S[g, E.K_SEAT])
        jumper = seat if seat is not None and seat != to_act else -1
        jumping = jumper >= 0
        if check:
            if seat is not None and not 0 <= seat < self.players:
                raise ValueError(f"lane {g}: there is no seat {seat}")
            allowed = self.jump_ins(g).get(jumper, []) if jumping else self.legal_ids(g)
            if code not in allowed:
                if jumping:
                    raise ValueError(f"lane {g}: seat {seat} cannot act with {code}: seat {to_act} is to decide "
                                     f"({self.decision_name(g)}); seat {seat} may jump in with {allowed}")
                raise ValueError(f"lane {g}: action {code} is not legal at its {self.decision_name(g)} decision; "
                                 f"legal: {allowed}")
        before = S[g, E.K_ROUNDS]
        E.apply(self.st, self.opts, g, C.jump_code(jumper, code) if jumping else code)
        round_over = bool(S[g, E.K_ROUNDS] != before)
        match_over = bool(S[g, E.K_OVER])
        points = tuple(int(x) for x in self.st[7][g]) if round_over else (0,) * self.players
        if match_over and self.autoreset:
            E.new_match(self.st, self.opts, g)
        return LaneStep(round_over, match_over, points)

    def step(self, actions: Sequence[int] | np.ndarray, *, check: bool = True) -> StepInfo:
        """Apply ``actions[g]`` (an id, or a jump code ``codes.jump_code(seat, id)`` of one of the lane's
        :meth:`jump_ins`) in every lane whose match is on (other lanes ignore theirs).

        With ``check`` (the default) every action is checked first and a ``ValueError`` naming the first lane
        with an illegal action is raised before anything changes. ``check=False`` skips that for speed: an
        illegal id then corrupts that lane.
        """
        acts = np.ascontiguousarray(actions, dtype=np.int64)
        if acts.shape != (self.n,):
            raise ValueError(f"step takes one action per lane: shape ({self.n},), not {acts.shape}")
        if check:
            bad = E.check_actions(self.st, self.opts, acts)
            if bad >= 0:
                raise ValueError(
                    f"lane {bad}: action {int(acts[bad])} is not legal at its {self.decision_name(bad)} decision; "
                    f"legal: {self.legal_ids(bad)}"
                )
        round_over = np.empty(self.n, dtype=np.bool_)
        match_over = np.empty(self.n, dtype=np.bool_)
        points = np.empty((self.n, self.players), dtype=np.int64)
        E.step_lanes(self.st, self.opts, acts, self.autoreset, round_over, match_over, points)
        return StepInfo(round_over, match_over, points)

    def policy_actions(self, policy: str = "random") -> np.ndarray:
        """The compiled policy's action id for every lane (-1 where the match is over): ``uniform``, ``random``
        or ``greedy`` (docs/fast.md "Policies"). Draws from each lane's policy generator."""
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}; expected one of {', '.join(POLICIES)}")
        out = np.empty(self.n, dtype=np.int64)
        E.policy_actions(self.st, self.opts, POLICIES[policy], out)
        return out

    # ------------------------------------------------------------------ accessors (one value per lane)

    def _col(self, k: int) -> np.ndarray:
        return np.array(self.st[0][:, k])

    @property
    def to_act(self) -> np.ndarray:
        """The seat to act in each lane (-1 where the match is over)."""
        return self._col(E.K_SEAT)

    @property
    def decision(self) -> np.ndarray:
        """Each lane's decision code: index into ``codes.DECISIONS`` (draft, color, turn, after_draw, dump,
        volley, challenge, catch, over)."""
        return self._col(E.K_KIND)

    def decision_name(self, lane: int) -> str:
        return C.DECISIONS[int(self.st[0][self._lane(lane), E.K_KIND])]

    @property
    def done(self) -> np.ndarray:
        """True where the lane's match is over (only without autoreset does a lane stay so)."""
        return self._col(E.K_OVER).astype(bool)

    @property
    def scores(self) -> np.ndarray:
        """``int64[n, players]``: running totals after the finished rounds of each lane's match."""
        return np.array(self.st[6])

    @property
    def last_round_points(self) -> np.ndarray:
        """``int64[n, players]``: the points of each lane's last finished round."""
        return np.array(self.st[7])

    @property
    def hand_sizes(self) -> np.ndarray:
        """``int64[n, players]``: cards in every hand."""
        return np.array(self.st[2])

    def hand_counts(self) -> np.ndarray:
        """``int64[n, players, 54]``: how many of each face every hand holds (an observation's core)."""
        out = np.empty((self.n, self.players, 54), dtype=np.int64)
        E.hand_counts(self.st, self.opts, out)
        return out

    def hand(self, lane: int, seat: int) -> list[int]:
        """Seat ``seat``'s hand in lane ``lane`` as faces in arrival order (the order of its legal plays)."""
        g = self._lane(lane)
        return [int(c) for c in self.st[1][g, seat, : self.st[2][g, seat]]]

    @property
    def top(self) -> np.ndarray:
        """The top discard's face in each lane (-1 during a Duo draft)."""
        S, disc = self.st[0], self.st[4]
        sizes = S[:, E.K_DISC]
        tops = disc[np.arange(self.n), np.maximum(sizes - 1, 0)].astype(np.int64)
        tops[(sizes == 0) | (S[:, E.K_KIND] == C.D_DRAFT)] = -1
        return np.asarray(tops)

    @property
    def color(self) -> np.ndarray:
        """The active color (0-3) in each lane, -1 during the draft and before a turned-up wild is named."""
        color = self._col(E.K_COLOR)
        color[self.st[0][:, E.K_KIND] == C.D_DRAFT] = -1
        return color

    @property
    def pending_draw(self) -> np.ndarray:
        """The pending draw of each lane (volley total, or 4 for a Wild Draw 4), as the replay contract has it."""
        return self._col(E.K_PENDING)

    @property
    def draw_pile_size(self) -> np.ndarray:
        return self._col(E.K_PILE)

    @property
    def discard_size(self) -> np.ndarray:
        return self._col(E.K_DISC)

    @property
    def direction(self) -> np.ndarray:
        """+1 clockwise, -1 counterclockwise (classic; always +1 in Duo)."""
        return self._col(E.K_DIR)

    @property
    def drawn(self) -> np.ndarray:
        """The card just drawn where the decision is after_draw, else -1."""
        drawn = self._col(E.K_DRAWN)
        drawn[self.st[0][:, E.K_KIND] != C.D_AFTER_DRAW] = -1
        return drawn

    @property
    def dump_color(self) -> np.ndarray:
        """The color a dump may be laid in (a dump decision or P2's turn after a turned-up Reverse), else -1."""
        dump = self._col(E.K_DUMPC)
        kind = self.st[0][:, E.K_KIND]
        dump[(kind != C.D_TURN) & (kind != C.D_DUMP)] = -1
        return dump

    @property
    def round(self) -> np.ndarray:
        """The round in progress in each lane (from 1)."""
        return self._col(E.K_ROUND)

    @property
    def round_first(self) -> np.ndarray:
        """P1 (Duo: the first drafter) or the first player (classic) of each lane's round."""
        return self._col(E.K_RFIRST)

    @property
    def first(self) -> np.ndarray:
        """P1 / first player of round 1 of each lane's match (the record's ``first``)."""
        return self._col(E.K_FIRST)

    @property
    def winner(self) -> np.ndarray:
        """The winner of each lane's finished match (-1: not over, or a draw)."""
        return self._col(E.K_WINNER)

    @property
    def known_bottom(self) -> np.ndarray:
        """Cards at the bottom of the draw pile everyone knows (Duo draft discards, a pile turned over)."""
        return np.asarray(np.minimum(self._col(E.K_KNOWN), self._col(E.K_PILE)))

    @property
    def empty_draws(self) -> np.ndarray:
        return self._col(E.K_EMPTY)

    @property
    def rounds_played(self) -> np.ndarray:
        """Rounds finished in each lane since it was made, every match counted."""
        return self._col(E.K_ROUNDS)

    def discard(self, lane: int) -> list[int]:
        """Lane ``lane``'s discard pile, oldest first (the draft discards during a Duo draft)."""
        g = self._lane(lane)
        return [int(c) for c in self.st[4][g, : self.st[0][g, E.K_DISC]]]

    def draw_pile(self, lane: int) -> list[int]:
        """Lane ``lane``'s draw pile, top card first (omniscient)."""
        g = self._lane(lane)
        return [int(c) for c in self.st[3][g, : self.st[0][g, E.K_PILE]][::-1]]

    def challenge(self, lane: int) -> tuple[bool, list[int]] | None:
        """At a challenge decision: was the Wild Draw 4 illegal, and the hand its player held besides it
        (canonical order, what a challenger is shown). None at any other decision."""
        g = self._lane(lane)
        S = self.st[0]
        if S[g, E.K_KIND] != C.D_CHALLENGE:
            return None
        return bool(S[g, E.K_WD4ILL]), sorted(int(c) for c in self.st[5][g, : S[g, E.K_WD4LEN]])

    def snapshot(self, lane: int) -> dict[str, Any]:
        """Lane ``lane``'s whole state as plain values with the core's names (``State.position()``'s fields):
        for tests and debugging."""
        g = self._lane(lane)
        S = self.st[0]
        kind = int(S[g, E.K_KIND])
        over = kind == C.D_OVER
        color = int(S[g, E.K_COLOR])
        return {
            "decision": C.DECISIONS[kind],
            "to_act": None if over else int(S[g, E.K_SEAT]),
            "round": int(S[g, E.K_ROUND]),
            "hands": [self.hand(g, s) for s in range(self.players)],
            "draw_pile": self.draw_pile(g),
            "discard": self.discard(g),
            "color": None if kind == C.D_DRAFT or color < 0 else color,
            "direction": int(S[g, E.K_DIR]),
            "pending": int(S[g, E.K_PENDING]),
            "drawn": int(S[g, E.K_DRAWN]) if kind == C.D_AFTER_DRAW else None,
            "dump_color": int(S[g, E.K_DUMPC]) if kind in (C.D_TURN, C.D_DUMP) and S[g, E.K_DUMPC] >= 0 else None,
            "empty_draws": int(S[g, E.K_EMPTY]),
            "known_bottom": int(min(S[g, E.K_KNOWN], S[g, E.K_PILE])),
            "scores": [int(x) for x in self.st[6][g]],
            "match_over": over,
            "winner": None if int(S[g, E.K_WINNER]) < 0 else int(S[g, E.K_WINNER]),
            "challenge": self.challenge(g),
            "uncalled": None if over or S[g, E.K_UNCALLED] < 0 else int(S[g, E.K_UNCALLED]),
        }

    def load(self, lane: int, position: Position | State | str) -> None:
        """Put a core position (a :class:`Position`, its text, or a :class:`State`) into lane ``lane``: search
        from a given moment (e.g. a determinization) plays on from there on the fast lane. The lane's later
        randomness comes from its own generator; its log cannot make a record of this match any more (a loaded
        lane has no decks), so with ``record=True`` its records raise ``RecordError`` until it is reset."""
        g = self._lane(lane)
        if isinstance(position, State):
            pos = position.position()
        else:
            pos = position if isinstance(position, Position) else Position.parse(position)
            pos.check()
        if pos.ruleset != self.ruleset or pos.players != self.players or pos.options != self.options:
            raise ValueError(f"lane {g} plays {self.ruleset} with {self.players} players and other options; "
                             f"the position is {pos.ruleset} with {pos.players} players")
        S, H, HL, PILE, DISC, WH, SC, LP = self.st[:8]
        S[g, :] = 0
        kind = C.DECISIONS.index(pos.decision)
        seat = -1 if pos.to_act is None else pos.to_act
        S[g, E.K_KIND] = kind
        S[g, E.K_SEAT] = seat
        S[g, E.K_COLOR] = -1 if pos.color is None else pos.color
        S[g, E.K_PENDING] = pos.pending
        S[g, E.K_DRAWN] = -1 if pos.drawn is None else int(pos.drawn)
        S[g, E.K_DUMPC] = -1 if pos.dump_color is None else pos.dump_color
        S[g, E.K_DIR] = pos.direction
        S[g, E.K_EMPTY] = pos.empty_draws
        S[g, E.K_KNOWN] = pos.known_bottom
        S[g, E.K_PICK] = len(pos.discard) if kind == C.D_DRAFT else 0
        for s, hand in enumerate(pos.hands):
            HL[g, s] = len(hand)
            H[g, s, : len(hand)] = [int(c) for c in hand]
        pile = [int(c) for c in reversed(pos.draw_pile)]  # top card last
        S[g, E.K_PILE] = len(pile)
        PILE[g, : len(pile)] = pile
        S[g, E.K_DISC] = len(pos.discard)
        DISC[g, : len(pos.discard)] = [int(c) for c in pos.discard]
        offender = (seat - pos.direction) % pos.players  # who laid the card a catch or a challenge is about
        if kind == C.D_CATCH:
            S[g, E.K_RSEAT] = offender
            S[g, E.K_RFACE] = int(pos.discard[-1])
            S[g, E.K_RDUMP] = int(pos.caught_dump)
        if pos.challenge_illegal is not None:
            S[g, E.K_WD4SEAT] = offender
            S[g, E.K_WD4ILL] = int(pos.challenge_illegal)
            S[g, E.K_WD4LEN] = len(pos.challenge_hand)
            WH[g, : len(pos.challenge_hand)] = [int(c) for c in sorted(pos.challenge_hand)]
        S[g, E.K_ROUND] = pos.round
        S[g, E.K_FIRST] = pos.first
        S[g, E.K_RFIRST] = pos.round_first
        S[g, E.K_FTURN] = -1
        S[g, E.K_UNCALLED] = -1 if pos.uncalled is None else pos.uncalled  # an open H9 window
        SC[g, :] = pos.scores
        LP[g, :] = 0
        over = kind == C.D_OVER
        S[g, E.K_OVER] = int(over)
        if over:
            scores = list(pos.scores)
            lowest = self.ruleset == DUO or getattr(self.options, "scoring", "") == "lowest_wins"
            best = min(scores) if lowest else max(scores)
            S[g, E.K_WINNER] = scores.index(best) if scores.count(best) == 1 else -1
        else:
            S[g, E.K_WINNER] = -1
        S[g, E.K_LOGFULL] = int(self.recording)  # no decks: this match cannot be written as a record

    def _lane(self, lane: int) -> int:
        if not 0 <= lane < self.n:
            raise IndexError(f"lane {lane} outside 0-{self.n - 1}")
        return int(lane)

    # ------------------------------------------------------------------ records

    def records(self, lane: int, *, complete_only: bool = False) -> list[Record]:
        """Every match lane ``lane`` has played since its last reset, as records carrying all their random
        outcomes (``first``, ``decks``, ``random``): ``unoduo replay`` replays each one to the same result
        without a generator. The last one may be in progress (left out with ``complete_only``). Needs
        ``record=True``; ``RecordError`` if the lane's log ran out of room."""
        if not self.recording:
            raise ValueError("this batch keeps no log: make it with FastBatch(..., record=True)")
        g = self._lane(lane)
        S = self.st[0]
        if S[g, E.K_LOGFULL]:
            raise RecordError("log_full", f"lane {g}'s log ran out of room: make the batch with a larger log_size")
        log = self.st[9][g, : S[g, E.K_LOG]].tolist()
        records = decode_log(log, self.ruleset, self.players, self.options)
        if complete_only and records and not S[g, E.K_OVER]:
            records = records[:-1]
        return records

    def record(self, lane: int) -> Record:
        """The record of lane ``lane``'s current match (finished or in progress)."""
        records = self.records(lane)
        if not records:
            raise RecordError("no_record", f"lane {lane} has no match in its log")
        return records[-1]


