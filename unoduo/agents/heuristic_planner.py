"""How the heuristic agent scores a position and a plan for the rest of its turn (:class:`Planner`), and its
tunable weights (:class:`Weights`).

The planner follows the plays that keep the turn (a Skip, a Reverse dump ending on a Skip, a Draw 2 or Wild
Draw 4 the opponent takes) through the agent's own hand, up to :data:`MAX_DEPTH` plays, and scores the position
it hands over with :meth:`Planner.leaf`. The chances it weighs come from :mod:`unoduo.agents.hand_inference`.
"""

from __future__ import annotations

from typing import NamedTuple

from unoduo.core import View
from unoduo.core.cards import (
    CLASSIC_VALUE,
    COLOR_OF,
    DRAW2,
    DUO_VALUE,
    PLAYABLE,
    RANK_OF,
    REVERSE,
    SKIP,
    STANDARD_DECK,
    WILD,
    WILD_DRAW4,
)
from unoduo.core.rules import wd4_illegal, wd4_test

from .hand_inference import Knowledge

# Scale: one card in hand costs CARD; points are counted at face value times the risk of losing the round.
CARD = 10.0
WIN = 10_000.0
MAX_DEPTH = 3
AVG_DUO_VALUE = 740 / 108
AVG_CLASSIC_VALUE = sum(CLASSIC_VALUE[c] for c in STANDARD_DECK) / 108


def _danger(size: int) -> float:
    """How likely a player with ``size`` cards is to go out soon (a rough, monotone guess)."""
    if size <= 1:
        return 1.0
    if size == 2:
        return 0.7
    if size == 3:
        return 0.45
    if size == 4:
        return 0.3
    return 0.2


class Weights(NamedTuple):
    """The evaluation's tunable weights (in the units of ``CARD``, one card in hand)."""

    wild_hold: float = 7.0  # holding a wild card while the risk of losing the round is low
    same_color: float = 3.5  # per card (up to 2) of the color left active
    lack_base: float = 4.0  # leaving a color the next player probably lacks ...
    lack_danger: float = 16.0  # ... and more so when that player is close to going out
    use_draft: bool = True  # False: keep every draft candidate
    use_evidence: bool = True  # False: ignore what events tell about hands
    draft_wild: float = 7.0  # draft value of a W (a Skip is 8.5, a 0 is 6, a 9 is 0.6)
    draft_wild4: float = 8.0  # draft value of a W+4
    bluff_ratio: float = 0.3  # how much likelier a Wild Draw 4 is from a hand without the color (inverse)


_COLOR_FACES = tuple(frozenset(f for f in range(WILD) if COLOR_OF[f] == c) for c in range(4))
_DRAW2_FACES = frozenset(f for f in range(WILD) if RANK_OF[f] == DRAW2)


class Planner:
    """Scores positions and turn plans for the acting seat."""

    def __init__(self, v: View, w: Weights) -> None:
        self.v = v
        self.w = w
        self.duo = v.ruleset == "duo"
        self.n = v.players
        seat = v.seat if v.seat is not None else 0
        self.seat = seat
        self.next = (seat + v.direction) % self.n if not self.duo else 1 - seat
        sizes = v.hand_sizes
        self.next_size = sizes[self.next]
        self.min_other = min(sizes[s] for s in range(self.n) if s != seat)
        self.values = DUO_VALUE if self.duo else CLASSIC_VALUE
        self.pts_w = 1.0 if self.duo else 0.4
        self.avg_value = AVG_DUO_VALUE if self.duo else AVG_CLASSIC_VALUE
        options = v.options
        self.stack = self.duo or bool(options.get("stack_draw2"))
        self.stack_draw4 = bool(options.get("stack_draw4"))
        self.seven_o = bool(options.get("seven_o"))
        self.no_challenge = options.get("wd4_mode", "challenge") != "challenge"
        self.two = self.n == 2
        self.wd4_test = wd4_test(v.ruleset, v.options)
        self.reverse_as_skip = self.duo and bool(v.options.get("reverse_as_skip"))
        self.until_playable = bool(v.options.get("draw_until_playable"))
        self._know: Knowledge | None = None
        self._lack: list[float] | None = None
        self._memo: dict[tuple[tuple[int, ...], int, int, int], float] = {}
        self.danger_next = _danger(self.next_size)
        # Giving the next player a card is worth more when it is close to going out.
        self.opp_card = CARD * (0.75 + 0.5 * self.danger_next)

    # ------------------------------------------------------------------ knowledge (lazy)

    @property
    def know(self) -> Knowledge:
        if self._know is None:
            self._know = Knowledge(self.v)
            if not self.w.use_evidence:
                self._know.evidence = [[None] * 4 for _ in range(self.n)]
                self._know.hint = [-1] * self.n
        return self._know

    def lack(self, color: int) -> float:
        """The chance that the next player holds no card of ``color``."""
        if self._lack is None:
            k = self.know
            self._lack = [1.0 - k.p_has(self.next, _COLOR_FACES[c], c) for c in range(4)]
        return self._lack[color]

    def p_has_draw2(self, seat: int) -> float:
        return self.know.p_has(seat, _DRAW2_FACES)

    def p_playable(self, top: int, color: int) -> float:
        k = self.know
        if k.total <= 0:
            return 0.0
        table = PLAYABLE[top * 4 + color]
        return sum(k.unseen[f] for f in range(54) if table[f]) / k.total

    # ------------------------------------------------------------------ evaluation

    def risk(self, size: int) -> float:
        r = _danger(self.min_other)
        return r if size > self.min_other else r * 0.6

    def draw_cost(self, size: int) -> float:
        return CARD + self.risk(size) * self.pts_w * self.avg_value

    def leaf(self, hand: list[int], color: int) -> float:
        """The position after our turn, with the next player to act and ``color`` active."""
        size = len(hand)
        if size == 0:
            return WIN
        risk = self.risk(size)
        values = self.values
        points = 0
        wilds = 0
        same = 0
        for c in hand:
            points += values[c]
            if c >= WILD:
                wilds += 1
            elif COLOR_OF[c] == color:
                same += 1
        score = -CARD * size - risk * self.pts_w * points
        w = self.w
        score += min(wilds, 2) * w.wild_hold * (1.0 - risk)
        score += w.same_color * min(same, 2)
        score += self.lack(color) * (w.lack_base + w.lack_danger * self.danger_next)
        return score

    def turn(self, hand: list[int], top: int, color: int, depth: int) -> float:
        """The value of a normal turn of ours (any play, or draw)."""
        if not hand:
            return WIN
        if depth >= MAX_DEPTH:
            return self.leaf(hand, color) + CARD
        key = (tuple(sorted(hand)), top, color, depth)
        got = self._memo.get(key)
        if got is not None:
            return got
        best = self.draw_value(hand, top, color)
        table = PLAYABLE[top * 4 + color]
        for face in set(hand):
            if table[face]:
                if face >= WILD:
                    for c in range(4):
                        best = max(best, self.play_value(hand, face, c, top, color, 0, depth))
                else:
                    best = max(best, self.play_value(hand, face, -1, top, color, 0, depth))
        self._memo[key] = best
        return best

    def draw_value(self, hand: list[int], top: int, color: int) -> float:
        p = self.p_playable(top, color)
        cost = self.draw_cost(len(hand))
        if self.until_playable:
            expected = min(10.0, 1.0 / p) if p > 0 else 10.0
            return self.leaf(hand, color) - expected * cost + 0.8 * cost * (1.0 if p > 0 else 0.0)
        return self.leaf(hand, color) - cost + 0.8 * p * cost

    def again(self, hand: list[int], top: int, color: int, depth: int) -> float:
        """We act again at once (a Skip in Duo or 2-player classic, an accepted penalty)."""
        return self.turn(hand, top, color, depth + 1)

    def play_value(
        self, hand: list[int], face: int, wild_color: int, top: int, color: int, pending: int, depth: int
    ) -> float:
        """The value of playing ``face`` now (``pending``: the running volley total before it)."""
        rest = list(hand)
        rest.remove(face)
        new_color = wild_color if face >= WILD else COLOR_OF[face]
        rank = RANK_OF[face]
        if face == WILD_DRAW4:
            if not rest:
                return WIN + 4 * self.opp_card
            return self.wd4_value(hand, rest, new_color, top, color, depth)
        if rank == DRAW2:
            total = pending + 2
            if not rest:
                return WIN + total * self.opp_card
            return self.draw2_value(rest, face, total, depth)
        if not rest:
            return WIN
        if self.seven_o and rank in (0, 7):
            return self.seven_o_value(rest, rank, new_color)
        if rank == SKIP:
            if self.duo or self.two:
                return self.again(rest, face, new_color, depth)
            return self.leaf(rest, new_color) + CARD * (0.4 + 0.8 * self.danger_next)
        if rank == REVERSE:
            if self.duo:
                best = self.nodump_value(rest, face, new_color, depth)
                if any(COLOR_OF[c] == new_color for c in rest):
                    for final in set(rest):
                        if COLOR_OF[final] == new_color:
                            best = max(best, self.dump_value(rest, final, new_color, depth))
                return best
            if self.two:
                return self.again(rest, face, new_color, depth)
            prev = (self.seat - self.v.direction) % self.n
            swing = _danger(self.v.hand_sizes[self.next]) - _danger(self.v.hand_sizes[prev])
            return self.leaf(rest, new_color) + CARD * 0.5 * swing
        return self.leaf(rest, new_color)

    def seven_o_value(self, rest: list[int], rank: int, color: int) -> float:
        """H12: after a 7 we take the smallest other hand (we choose); after a 0, the hand of the seat that
        passes to us. Unknown cards, so valued by their number: one card less is worth a card."""
        sizes = self.v.hand_sizes
        if rank == 7:
            size = min(sizes[s] for s in range(self.n) if s != self.seat)
        else:
            size = sizes[(self.seat - self.v.direction) % self.n]
        if size >= len(rest):
            return self.leaf(rest, color) - CARD * 0.5 * (size - len(rest))  # keep it only when forced to
        risk = self.risk(size)
        return -CARD * size - risk * self.pts_w * self.avg_value * size + self.lack(color) * self.w.lack_base

    def stack_wd4_value(self, rest: list[int], total: int, color: int) -> float:
        """A Wild Draw 4 stacked on a pending draw (H2, H3): the next seat faces ``total`` (maybe stacks back)."""
        if not rest:
            return WIN + total * self.opp_card
        q = self.know.p_has(self.next, frozenset({WILD_DRAW4})) if self.stack_draw4 else 0.0
        return self.leaf(rest, color) + (1.0 - q) * total * self.opp_card - q * (total + 4) * self.draw_cost(len(rest))

    def nodump_value(self, rest: list[int], face: int, color: int, depth: int) -> float:
        if self.reverse_as_skip:
            return self.again(rest, face, color, depth)
        return self.leaf(rest, color)

    def dump_value(self, hand: list[int], final: int, color: int, depth: int) -> float:
        """Dump every card of ``color`` from ``hand``, ending on ``final``."""
        rest = [c for c in hand if COLOR_OF[c] != color]
        rank = RANK_OF[final]
        if rank == DRAW2:
            if not rest:
                return WIN + 2 * self.opp_card
            return self.draw2_value(rest, final, 2, depth)
        if not rest:
            return WIN
        if rank == SKIP:
            return self.again(rest, final, color, depth)
        return self.leaf(rest, color)

    def draw2_value(self, rest: list[int], face: int, total: int, depth: int) -> float:
        """After our Draw 2 (volley total ``total``), with ``rest`` left in hand."""
        color = COLOR_OF[face]
        if not self.stack:
            gain = total * self.opp_card
            if self.two:
                return self.again(rest, face, color, depth) + gain
            return self.leaf(rest, color) + gain + CARD * 0.8 * self.danger_next
        q = self.p_has_draw2(self.next)
        if self.duo or self.two:
            taken = self.again(rest, face, color, depth) + total * self.opp_card
        else:
            taken = self.leaf(rest, color) + total * self.opp_card + CARD * 0.8 * self.danger_next
        return (1.0 - q) * taken + q * self.facing(rest, total + 2, color)

    def facing(self, hand: list[int], total: int, color: int) -> float:
        """A rough value of having to answer a volley of ``total`` (stack again if we can, else draw)."""
        cost = self.draw_cost(len(hand))
        drawn = self.leaf(hand, color) - total * cost
        draw2s = [c for c in hand if RANK_OF[c] == DRAW2]
        if not draw2s:
            return drawn
        rest = list(hand)
        rest.remove(draw2s[0])
        if not rest:
            return WIN
        q = min(1.0, self.p_has_draw2(self.next) * 0.8)
        stacked = (1 - q) * (self.leaf(rest, color) + CARD + (total + 2) * self.opp_card) + q * (
            self.leaf(rest, color) - (total + 4) * cost
        )
        return max(drawn, stacked)

    def wd4_value(self, hand: list[int], rest: list[int], new_color: int, top: int, color: int, depth: int) -> float:
        gain = 4 * self.opp_card
        if self.duo or self.two:
            accepted = self.again(rest, WILD_DRAW4, new_color, depth) + gain
        else:
            accepted = self.leaf(rest, new_color) + gain + CARD * 0.8 * self.danger_next
        if self.no_challenge or not wd4_illegal(rest, top, color, self.wd4_test):
            return accepted
        # A bluff: the next player's chance to challenge grows with our hand size (what it can estimate).
        p_has = 1.0 - 0.75 ** len(rest)
        pc = min(0.95, 0.25 + 0.75 * p_has)
        caught = self.leaf(rest, new_color) - 4 * self.draw_cost(len(rest))
        return (1.0 - pc) * accepted + pc * caught
