"""The observation tensor: a fixed-size float32 vector built from one seat's view, and the legal-action mask.

Everything here reads only ``unoduo.core.view(state, seat)``, so an observation can never depend on hidden
cards. The layout is a table of
blocks (:data:`BLOCKS`); the documentation in docs/rl.md is generated from it and a test compares the two.

Seats inside the tensor are *relative*: position 0 is the observing seat, position k is seat
``(seat + k) % players``. Every entry lies in [0, 1].
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from gymnasium import spaces

import numpy as np

from unoduo.core import View
from unoduo.core.cards import FACE_COUNT, WILD, WILD_DRAW4
from unoduo.core.decisions import DECISIONS as _ALL_DECISIONS
from unoduo.core.decisions import SWAP_CHOICE

from .actions import action_table

# The plain rules' decisions: house rules (docs/rules.md Part 4) are refused by the environments (rl/game.py).
DECISIONS = tuple(d for d in _ALL_DECISIONS if d != SWAP_CHOICE)

KNOWN_BOTTOM_ORDER: Final = 14  # the Duo draft tail D1..D14 (R20); a longer known bottom is only counted
PENDING_SCALE: Final = 16.0  # the largest volley: all eight Draw 2s


@dataclass(frozen=True, slots=True)
class Block:
    """One block of the observation vector: its name, size (a function of the player count) and meaning."""

    name: str
    size: Callable[[int], int]
    size_text: str
    meaning: str


def _const(n: int) -> Callable[[int], int]:
    return lambda players: n


_PER_SEAT = lambda players: players  # noqa: E731
_PER_OPPONENT_FACE = lambda players: (players - 1) * FACE_COUNT  # noqa: E731

#: The layout, in order. Card blocks of 54 are indexed by face: colour x 13 + rank (0-9, S=10, R=11, +2=12),
#: then W=52, W+4=53. "copies" is how many cards of that face the deck in use holds.
BLOCKS: Final[tuple[Block, ...]] = (
    Block("hand", _const(FACE_COUNT), "54", "own hand: count of each face / copies"),
    Block("top", _const(FACE_COUNT), "54", "top card of the discard pile, one-hot (zeros during the draft)"),
    Block("color", _const(4), "4", "active colour R Y G B, one-hot (zeros during the draft or before a turned-up "
          "wild is named)"),
    Block("decision", _const(len(DECISIONS)), str(len(DECISIONS)),
          "pending decision, one-hot: " + " ".join(DECISIONS) + " (zeros once the match is over)"),
    Block("to_act", _PER_SEAT, "P", "relative seat to act, one-hot"),
    Block("pending_draw", _const(1), "1", f"pending draw total / {PENDING_SCALE:g} (volley or Wild Draw 4)"),
    Block("hand_sizes", _PER_SEAT, "P", "hand size of each relative seat / deck size"),
    Block("one_card", _PER_SEAT, "P", "1 if that relative seat holds exactly one card"),
    Block("draw_pile", _const(1), "1", "draw pile size / deck size"),
    Block("unknown_above_bottom", _const(1), "1",
          "cards of the draw pile above the known bottom (drawn before it) / deck size"),
    Block("discard", _const(FACE_COUNT), "54",
          "discard pile (cards known to be out of play until a rebuild; the draft discards during a Duo draft): "
          "count of each face / copies"),
    Block("known_bottom", _const(FACE_COUNT), "54", "publicly known bottom of the draw pile: count of each face / "
          "copies"),
    Block("known_bottom_order", _const(KNOWN_BOTTOM_ORDER * FACE_COUNT), f"{KNOWN_BOTTOM_ORDER}x54",
          f"the first {KNOWN_BOTTOM_ORDER} known bottom cards in the order they will be drawn, one-hot each "
          "(zeros past its end)"),
    Block("candidate", _const(FACE_COUNT), "54", "own draft candidate, one-hot (Duo draft only)"),
    Block("drawn", _const(FACE_COUNT), "54", "the card just drawn, one-hot (after-draw decision only)"),
    Block("dump_color", _const(4), "4", "colour a dump would lay, one-hot (after a Reverse, Duo)"),
    Block("known_opponent_cards", _PER_OPPONENT_FACE, "(P-1)x54",
          "for each other relative seat 1..P-1, cards it is known to hold (a hand shown to this seat in a "
          "challenge, less the cards laid since): count of each face / copies"),
    Block("scores", _PER_SEAT, "P", "cumulative score of each relative seat / target_score, clipped to 1"),
    Block("round_first", _PER_SEAT, "P", "relative seat that is P1 (Duo) or played first (classic) this round, "
          "one-hot"),
    Block("direction", _const(1), "1", "1 while play goes clockwise (to higher seats), 0 counterclockwise"),
)


def block_offsets(players: int) -> dict[str, tuple[int, int]]:
    """``name -> (start, stop)`` of every block for ``players`` seats."""
    out: dict[str, tuple[int, int]] = {}
    start = 0
    for block in BLOCKS:
        stop = start + block.size(players)
        out[block.name] = (start, stop)
        start = stop
    return out


def observation_size(players: int) -> int:
    return sum(block.size(players) for block in BLOCKS)


def layout_markdown(players_examples: tuple[int, ...] = (2, 4)) -> str:
    """The layout table for docs/rl.md (generated from :data:`BLOCKS`)."""
    head = "| block | size | offsets " + " ".join(f"(P={p})" for p in players_examples) + " | meaning |"
    lines = [head, "|---|---|---|---|"]
    offsets = [block_offsets(p) for p in players_examples]
    for block in BLOCKS:
        spans = ", ".join(_span(*o[block.name]) for o in offsets)
        lines.append(f"| `{block.name}` | {block.size_text} | {spans} | {block.meaning} |")
    totals = ", ".join(f"{observation_size(p)} (P={p})" for p in players_examples)
    lines.append(f"| **total** | | {totals} | |")
    return "\n".join(lines)


def _span(start: int, stop: int) -> str:
    return str(start) if stop - start == 1 else f"{start}-{stop - 1}"


def _copies(extra_wilds: bool) -> np.ndarray:
    copies = np.full(FACE_COUNT, 2.0, dtype=np.float32)
    copies[[c * 13 for c in range(4)]] = 1.0
    copies[WILD] = 8.0 if extra_wilds else 4.0
    copies[WILD_DRAW4] = 4.0
    return copies


class Encoder:
    """Builds observations and masks for one ruleset, player count and option set."""

    def __init__(self, ruleset: str, players: int, options: dict[str, object] | None = None) -> None:
        self.ruleset = ruleset
        self.players = players
        extra = bool(options and options.get("extra_cards") == "as_wild")
        self.inv_copies = (1.0 / _copies(extra)).astype(np.float32)
        self.inv_list = [float(value) for value in self.inv_copies]
        self.deck_size = 112 if extra else 108
        self.size = observation_size(players)
        self.offsets = block_offsets(players)
        self.start = {name: span[0] for name, span in self.offsets.items()}
        self.table = action_table(ruleset)
        self.decision_index = {kind: i for i, kind in enumerate(DECISIONS)}
        self._holdings = KnownHoldings()
        self._spaces: tuple[Any, Any] | None = None

    # The spaces are built on first use: the learned bot encodes views without gymnasium installed.
    @property
    def observation_space(self) -> spaces.Dict:
        if self._spaces is None:
            from gymnasium import spaces

            self._spaces = (self.make_observation_space(), spaces.Discrete(self.table.size))
        return self._spaces[0]

    @property
    def action_space(self) -> spaces.Discrete:
        self.observation_space  # noqa: B018 - builds both
        assert self._spaces is not None
        return self._spaces[1]  # type: ignore[no-any-return]

    def make_observation_space(self) -> spaces.Dict:
        """A new ``Dict(observation=Box[0, 1] float32, action_mask=Box{0, 1} int8)`` (one per agent)."""
        from gymnasium import spaces

        return spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, shape=(self.size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(self.table.size,), dtype=np.int8),
            }
        )

    def mask(self, v: View) -> np.ndarray:
        """1 for each legal action id of the view's seat (all zeros when it is not to act)."""
        mask = np.zeros(self.table.size, dtype=np.int8)
        if v.legal:
            mask[self.table.mask_ids(v.legal)] = 1
        return mask

    def observe(self, v: View) -> dict[str, np.ndarray]:
        """``{"observation": vector, "action_mask": mask}`` for the view's seat."""
        return {"observation": self.vector(v), "action_mask": self.mask(v)}

    def vector(self, v: View) -> np.ndarray:
        """The observation vector of a seat's view (see :data:`BLOCKS`)."""
        seat = v.seat
        if seat is None:
            raise ValueError("an observation is built for a seat, not for a spectator view")
        n = self.players
        o = self.start
        inv = self.inv_list
        deck = float(self.deck_size)
        # Every non-zero entry goes into one dict (position -> value), written into the vector at once: numpy
        # scalar writes cost more than the whole encoding otherwise.
        acc: dict[int, float] = {}
        get = acc.get

        def counts(start: int, cards: Sequence[int]) -> None:
            for c in cards:
                acc[start + c] = get(start + c, 0.0) + inv[c]

        def rel(s: int) -> int:
            return (s - seat) % n

        counts(o["hand"], v.hand)
        if v.top is not None:
            acc[o["top"] + v.top] = 1.0
        if v.color is not None:
            acc[o["color"] + v.color] = 1.0
        kind = self.decision_index.get(v.decision)
        if kind is not None:
            acc[o["decision"] + kind] = 1.0
        if v.to_act is not None:
            acc[o["to_act"] + rel(v.to_act)] = 1.0
        acc[o["pending_draw"]] = min(v.pending_draw / PENDING_SCALE, 1.0)
        sizes, ones = o["hand_sizes"], o["one_card"]
        for s, size in enumerate(v.hand_sizes):
            acc[sizes + rel(s)] = size / deck
            if size == 1:
                acc[ones + rel(s)] = 1.0
        acc[o["draw_pile"]] = v.draw_pile / deck
        known = v.known_bottom
        acc[o["unknown_above_bottom"]] = (v.draw_pile - len(known)) / deck
        counts(o["discard"], v.discard)
        counts(o["known_bottom"], known)
        order = o["known_bottom_order"]
        for i, c in enumerate(known[:KNOWN_BOTTOM_ORDER]):
            acc[order + i * FACE_COUNT + c] = 1.0
        if v.candidate is not None:
            acc[o["candidate"] + v.candidate] = 1.0
        if v.drawn is not None:
            acc[o["drawn"] + v.drawn] = 1.0
        if v.dump_color is not None:
            acc[o["dump_color"] + v.dump_color] = 1.0
        known_held = self._holdings.update(v)
        if known_held:
            start = o["known_opponent_cards"]
            for holder, held in known_held.items():
                if holder != seat and held:
                    counts(start + (rel(holder) - 1) * FACE_COUNT, list(held.elements()))
        target = float(v.options["target_score"])
        scores = o["scores"]
        for s, score in enumerate(v.scores):
            acc[scores + rel(s)] = min(score / target, 1.0)
        acc[o["round_first"] + rel(v.round_first)] = 1.0
        acc[o["direction"]] = 1.0 if v.direction > 0 else 0.0
        x = np.zeros(self.size, dtype=np.float32)
        x[list(acc)] = list(acc.values())
        return x


class KnownHoldings:
    """:func:`unoduo.core.determinize.known_holdings`, kept up to date incrementally per seat.

    ``known_holdings`` rereads the whole round's events on every call, which made long rounds quadratic; this
    processes only the events added since the previous view of the same seat and round (checked by identity
    of the last event seen), and starts over otherwise. A test checks it against ``known_holdings``.
    """

    def __init__(self) -> None:
        # seat -> (round, events processed, last event processed, holdings)
        self._cache: dict[int, tuple[int, int, object, dict[int, Counter[int]]]] = {}

    def update(self, v: View) -> dict[int, Counter[int]]:
        seat = v.seat
        assert seat is not None
        events = v.events
        cached = self._cache.get(seat)
        if (
            cached is not None
            and cached[0] == v.round
            and cached[1] <= len(events)
            and (cached[1] == 0 or events[cached[1] - 1] is cached[2])
        ):
            done, known = cached[1], cached[3]
        else:
            done, known = 0, {}
        for event in events[done:]:
            holder = event.seat
            if holder is None:
                continue
            kind = event.kind
            if kind == "reveal" and event.to == seat and event.cards:
                known[holder] = Counter(event.cards)
            elif (kind == "play" or kind == "dump") and holder in known:
                known[holder] -= Counter(event.cards)
        self._cache[seat] = (v.round, len(events), events[-1] if events else None, known)
        return known


def legal_faces_note() -> str:
    """The face numbering used by every 54-wide card block and by the action table."""
    return (
        "face(F) = colour x 13 + rank, colours R=0 Y=1 G=2 B=3, ranks 0-9, S=10, R=11, +2=12; W=52, W+4=53 "
        f"(so R0=0, RS=10, Y0=13, B+2=51). Wild cards are faces {WILD} and {WILD_DRAW4}."
    )
