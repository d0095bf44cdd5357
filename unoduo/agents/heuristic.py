"""A hand-written strategy for UNO Duo and classic UNO that decides from one seat's view only.

The agent plans the rest of its own turn: it scores every legal action by following the plays that keep the
turn (a Skip, a Reverse dump ending on a Skip, a Draw 2 or Wild Draw 4 the opponent takes) through its own
hand, and scores the position it hands over with :meth:`_Planner.leaf`:

- fewer cards is better (the race to go out), and so is a low hand value, weighted by the risk of losing
  the round (which grows as an opponent's hand shrinks);
- wild cards are worth holding while the risk is low (they always play), and cost their points when it is
  high;
- the active color left behind should be one the agent holds and the next player probably lacks.

What it infers from the view (never from hidden cards): the unseen cards (the deck less its own hand, the
discard pile, the known bottom of the draw pile, its draft candidate and hands shown to it in a challenge),
the hand sizes, and from the round's events which colors a player showed it lacked (a voluntary ``draw`` on
a color, a Reverse dump that emptied a color) and how many cards it received since. Probabilities that a
hand holds a kind of card are hypergeometric over the unseen cards, blended with that evidence. The same
estimate decides a Wild Draw 4 challenge: challenge when the chance that the offender held a card of the
previous color beats the break-even chance of the challenge's payoffs.

Decisions are deterministic given the view: the RNG is accepted but not used.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from unoduo.core import Action, Event, View
from unoduo.core.cards import (
    CARDS,
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
from unoduo.core.determinize import known_holdings, unseen_cards
from unoduo.core.rules import color_before, wd4_illegal, wd4_test, wd4_witnesses

# Scale: one card in hand costs CARD; points are counted at face value times the risk of losing the round.
CARD = 10.0
WIN = 10_000.0
MAX_DEPTH = 3
AVG_DUO_VALUE = 740 / 108
AVG_CLASSIC_VALUE = sum(CLASSIC_VALUE[c] for c in STANDARD_DECK) / 108
VOID_EVIDENCE_WEIGHT = 0.75


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


def _p_none(unseen: int, good: int, drawn: int) -> float:
    """Hypergeometric: the chance that ``drawn`` cards from ``unseen`` include none of the ``good`` ones."""
    if good <= 0 or drawn <= 0:
        return 1.0
    if drawn > unseen - good:
        return 0.0
    p = 1.0
    for i in range(drawn):
        p *= (unseen - good - i) / (unseen - i)
    return p


class _Knowledge:
    """What the seat can infer from its view: unseen cards, and per-seat color evidence."""

    __slots__ = ("evidence", "held", "hint", "total", "unseen", "v")

    def __init__(self, v: View) -> None:
        self.v = v
        unseen = unseen_cards(v)
        self.unseen = [unseen[card] for card in CARDS]
        self.held: dict[int, Counter[int]] = {}
        if v.revealed:
            for seat, cards in known_holdings(v).items():
                self.held[seat] = Counter({c: k for c, k in cards.items() if k > 0})
        self.total = sum(self.unseen)
        self.evidence, self.hint = _walk(v.events, len(v.events), v.players)

    def p_has(self, seat: int, faces: frozenset[int] | set[int], color: int = -1) -> float:
        """The chance that ``seat`` holds at least one card among ``faces`` (``color``: for color evidence)."""
        held = self.held.get(seat)
        if held and any(held[c] > 0 for c in faces):
            return 1.0
        size = self.v.hand_sizes[seat] - (sum(held.values()) if held else 0)
        good = sum(self.unseen[c] for c in faces)
        prior = _p_none(self.total, good, size)
        p_none = prior
        if color >= 0:
            since = self.evidence[seat][color]
            if since is not None and since < size:
                p_none = VOID_EVIDENCE_WEIGHT * _p_none(self.total, good, since) + (1 - VOID_EVIDENCE_WEIGHT) * prior
            if self.hint[seat] == color:
                p_none *= 0.3
        return 1.0 - p_none


def _walk(events: tuple[Event, ...], stop: int, players: int) -> tuple[list[list[int | None]], list[int]]:
    """Color evidence from the first ``stop`` events of the round.

    ``evidence[s][c]`` is None (no evidence) or the number of cards seat s received since it showed it had
    no card of color c. ``hint[s]`` is the color seat s last chose (by a play or by naming it), or -1.
    """
    evidence: list[list[int | None]] = [[None] * 4 for _ in range(players)]
    hint = [-1] * players
    active = -1
    for e in events[:stop]:
        kind = e.kind
        s = e.seat
        if kind == "play":
            face = e.cards[0]
            active = e.info if face >= WILD else COLOR_OF[face]
            if s is not None:
                hint[s] = active
                if face < WILD:
                    evidence[s][active] = None
        elif kind == "dump":
            active = COLOR_OF[e.cards[0]]
            if s is not None:
                evidence[s][active] = 0  # a dump lays every card of its color
        elif kind == "turn_up":
            face = e.cards[0]
            if face < WILD:
                active = COLOR_OF[face]
        elif kind == "color":
            active = e.info
            if s is not None:
                hint[s] = active
        elif kind in ("swap", "pass_hands"):
            # Seven-O (H12): hands changed owners, so what was known about them is void.
            evidence = [[None] * 4 for _ in range(players)]
            hint = [-1] * players
        elif kind == "draw" and s is not None:
            row = evidence[s]
            for c in range(4):
                since = row[c]
                if since is not None:
                    row[c] = since + e.count
            if e.info == "turn" and active >= 0:
                row[active] = 0  # drew instead of playing: most likely held no card of the active color
    return evidence, hint


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


class _Planner:
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
        self._know: _Knowledge | None = None
        self._lack: list[float] | None = None
        self._memo: dict[tuple[tuple[int, ...], int, int, int], float] = {}
        self.danger_next = _danger(self.next_size)
        # Giving the next player a card is worth more when it is close to going out.
        self.opp_card = CARD * (0.75 + 0.5 * self.danger_next)

    # ------------------------------------------------------------------ knowledge (lazy)

    @property
    def know(self) -> _Knowledge:
        if self._know is None:
            self._know = _Knowledge(self.v)
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


_COLOR_FACES = tuple(frozenset(f for f in range(WILD) if COLOR_OF[f] == c) for c in range(4))
_DRAW2_FACES = frozenset(f for f in range(WILD) if RANK_OF[f] == DRAW2)


def _draft_value(face: int, colors: list[int], w: Weights) -> float:
    """How much a card is worth keeping in a Duo draft, given how many cards of each color are held."""
    if face == WILD:
        return w.draft_wild
    if face == WILD_DRAW4:
        return w.draft_wild4
    rank = RANK_OF[face]
    if rank == SKIP:
        base = 8.5
    elif rank == DRAW2:
        base = 8.0
    elif rank == REVERSE:
        base = 4.5 + 0.8 * min(colors[COLOR_OF[face]], 3)
    else:
        base = 6.0 - 0.6 * rank
    return base + 0.4 * min(colors[COLOR_OF[face]], 3)


class HeuristicAgent:
    """A fast rule-and-lookahead player for both rulesets (see the module docstring)."""

    name = "heuristic"

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def act(self, view: View, rng: random.Random) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        decision = view.decision
        if decision == "catch" or (decision == "turn" and legal[-1].kind == "catch"):
            return _find(legal, "catch")  # R57, and H9's wider window
        if decision == "draft":
            return self._draft(view)
        if decision == "swap":
            return self._swap(view)
        if decision == "challenge":
            stack = self._stack(view)
            return stack if stack is not None else self._challenge(view)
        plan = _Planner(view, self.weights)
        if decision == "color":
            hand: list[int] = list(view.hand)
            return max(legal, key=lambda a: plan.leaf(hand, a.color))
        return self._best(view, plan)

    # ------------------------------------------------------------------ decisions

    def _draft(self, view: View) -> Action:
        candidate = view.candidate
        if candidate is None or not self.weights.use_draft:
            return _find(view.legal, "keep")
        colors = [0, 0, 0, 0]
        for c in view.hand:
            if c < WILD:
                colors[COLOR_OF[c]] += 1
        know = _Knowledge(view)
        total = know.total
        w = self.weights
        mean = sum(k * _draft_value(f, colors, w) for f, k in enumerate(know.unseen) if k) / total if total else 0.0
        return _find(view.legal, "keep" if _draft_value(candidate, colors, self.weights) >= mean else "reject")

    def jump_in(self, view: View, rng: random.Random) -> Action | None:
        """H13: jump in whenever the view offers it (an identical card played out of turn sheds a card for
        free and takes the turn), with the UNO call when it leaves one card."""
        offered = view.jump_in
        if not offered:
            return None
        return offered[-1]

    def _swap(self, view: View) -> Action:
        """H12: swap with the smallest other hand; on equal sizes, the seat that would move next."""
        sizes = view.hand_sizes
        seat = view.seat if view.seat is not None else 0
        n = view.players
        return min(view.legal, key=lambda a: (sizes[a.target], (a.target - seat) * view.direction % n))

    def _stack(self, view: View) -> Action | None:
        """H2: answer a Wild Draw 4 with one when that beats taking the cards (it nearly always does)."""
        plays = [a for a in view.legal if a.kind == "play"]
        if not plays:
            return None
        plan = _Planner(view, self.weights)
        rest: list[int] = list(view.hand)
        rest.remove(WILD_DRAW4)
        total = view.pending_draw + 4
        best = max(plays, key=lambda a: (plan.stack_wd4_value(rest, total, a.color), a.uno))
        return best

    def _challenge(self, view: View) -> Action:
        held = challenge_chance(view)
        # Bayes: a careful player seldom plays a Wild Draw 4 while holding the color, so the play itself is
        # evidence of a legal hand; ``bluff_ratio`` is P(play | held) / P(play | not held). A bluff caught
        # earlier this round by the same player shows a player who bluffs.
        ratio = self.weights.bluff_ratio
        if _caught_bluffing(view):
            ratio = 1.0
        p = held * ratio / (held * ratio + (1.0 - held)) if held < 1.0 else 1.0
        plan = _Planner(view, self.weights)
        size = len(view.hand)
        cost = plan.draw_cost(size)
        swing = 1.5 * CARD
        # challenge: p * (offender draws 4, we move) + (1 - p) * (we draw 6); accept: we draw 4.
        challenge = p * (4 * plan.opp_card + swing) - (1 - p) * 6 * cost
        accept = -4 * cost
        return _find(view.legal, "challenge" if challenge > accept else "accept")

    def _best(self, view: View, plan: _Planner) -> Action:
        hand: list[int] = list(view.hand)
        top = view.top
        color = view.color
        assert top is not None and color is not None
        legal = view.legal
        called = {a for a in legal if a.uno}
        best_action = legal[0]
        best_value = -1e18
        decision = view.decision
        for action in legal:
            kind = action.kind
            if kind in ("play", "dump") and not action.uno and action._replace(uno=True) in called:
                continue  # always call UNO
            if kind == "play" and action.card == WILD_DRAW4 and decision == "volley":
                rest = list(hand)
                rest.remove(WILD_DRAW4)
                value = plan.stack_wd4_value(rest, view.pending_draw + 4, action.color)
            elif kind == "play":
                if decision == "volley":
                    value = plan.play_value(hand, action.card, action.color, top, color, view.pending_draw, 0)
                else:
                    value = plan.play_value(hand, action.card, action.color, top, color, 0, 0)
            elif kind == "draw":
                if decision == "volley":
                    value = plan.leaf(hand, color) - view.pending_draw * plan.draw_cost(len(hand))
                else:
                    value = plan.draw_value(hand, top, color)
            elif kind == "pass":
                value = plan.leaf(hand, color)
            elif kind == "dump":
                dump_color = COLOR_OF[action.cards[0]]
                value = plan.dump_value(hand, action.cards[-1], dump_color, 0)
            elif kind == "nodump":
                value = plan.nodump_value(hand, top, color, 0)
            else:
                value = -1e17
            if value > best_value:
                best_value = value
                best_action = action
        return best_action


def challenge_chance(view: View) -> float:
    """The chance (from this seat's view) that the last Wild Draw 4 was illegal under the ruleset's test."""
    events = view.events
    index = -1
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if e.kind == "play" and e.cards and e.cards[0] == WILD_DRAW4:
            index = i
            break
    if index < 0:
        return 0.0
    offender = events[index].seat
    assert offender is not None
    drawn_since = sum(e.count for e in events[index + 1 :] if e.kind == "draw" and e.seat == offender)
    size = view.hand_sizes[offender] - drawn_since
    discard = view.discard
    previous_top = discard[-2] if len(discard) >= 2 else discard[-1]
    evidence, _ = _walk(events, index, view.players)
    previous_color = color_before(events, index, previous_top)
    if previous_color is None:
        return 0.5
    faces = wd4_witnesses(previous_top, previous_color, wd4_test(view.ruleset, view.options))
    know = _Knowledge(view)
    known = know.held.get(offender)
    if known and any(known[c] > 0 for c in faces):
        return 1.0
    good = sum(know.unseen[f] for f in faces)
    prior = _p_none(know.total, good, size)
    p_none = prior
    since = evidence[offender][previous_color]
    if since is not None and since < size:
        p_none = VOID_EVIDENCE_WEIGHT * _p_none(know.total, good, since) + (1 - VOID_EVIDENCE_WEIGHT) * prior
    return 1.0 - p_none


def _caught_bluffing(view: View) -> bool:
    """Did the player of the pending Wild Draw 4 lose a challenge earlier this round?"""
    events = view.events
    offender = next((e.seat for e in reversed(events) if e.kind == "play" and e.cards[0] == WILD_DRAW4), None)
    return any(e.kind == "challenge_result" and e.seat == offender and e.info == "illegal" for e in events)


def _find(legal: tuple[Action, ...], kind: str) -> Action:
    for a in legal:
        if a.kind == kind:
            return a
    return legal[0]
