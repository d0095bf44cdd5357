"""What one seat can infer about the other hands from its view alone, for the heuristic agent.

The unseen cards (the deck less its own hand, the discard pile, the known bottom of the draw pile, its draft
candidate and hands shown to it in a challenge), and from the round's events which colors a player showed it
lacked (a voluntary ``draw`` on a color, a Reverse dump that emptied a color) and how many cards it received
since. The chance that a hand holds a kind of card is hypergeometric over the unseen cards, blended with that
evidence (:class:`Knowledge`); the same estimate gives the chance that the last Wild Draw 4 was illegal
(:func:`challenge_chance`). Never a hidden card.
"""

from __future__ import annotations

from collections import Counter

from unoduo.core import Event, View
from unoduo.core.cards import CARDS, COLOR_OF, WILD, WILD_DRAW4
from unoduo.core.determinize import known_holdings, unseen_cards
from unoduo.core.rules import color_before, wd4_test, wd4_witnesses

VOID_EVIDENCE_WEIGHT = 0.75


def p_none_of(unseen: int, good: int, drawn: int) -> float:
    """Hypergeometric: the chance that ``drawn`` cards from ``unseen`` include none of the ``good`` ones."""
    if good <= 0 or drawn <= 0:
        return 1.0
    if drawn > unseen - good:
        return 0.0
    p = 1.0
    for i in range(drawn):
        p *= (unseen - good - i) / (unseen - i)
    return p


class Knowledge:
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
        self.evidence, self.hint = color_evidence(v.events, len(v.events), v.players)

    def p_has(self, seat: int, faces: frozenset[int] | set[int], color: int = -1) -> float:
        """The chance that ``seat`` holds at least one card among ``faces`` (``color``: for color evidence)."""
        held = self.held.get(seat)
        if held and any(held[c] > 0 for c in faces):
            return 1.0
        size = self.v.hand_sizes[seat] - (sum(held.values()) if held else 0)
        good = sum(self.unseen[c] for c in faces)
        prior = p_none_of(self.total, good, size)
        p_none = prior
        if color >= 0:
            since = self.evidence[seat][color]
            if since is not None and since < size:
                p_none = VOID_EVIDENCE_WEIGHT * p_none_of(self.total, good, since) + (1 - VOID_EVIDENCE_WEIGHT) * prior
            if self.hint[seat] == color:
                p_none *= 0.3
        return 1.0 - p_none


def color_evidence(events: tuple[Event, ...], stop: int, players: int) -> tuple[list[list[int | None]], list[int]]:
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
    evidence, _ = color_evidence(events, index, view.players)
    previous_color = color_before(events, index, previous_top)
    if previous_color is None:
        return 0.5
    faces = wd4_witnesses(previous_top, previous_color, wd4_test(view.ruleset, view.options))
    know = Knowledge(view)
    known = know.held.get(offender)
    if known and any(known[c] > 0 for c in faces):
        return 1.0
    good = sum(know.unseen[f] for f in faces)
    prior = p_none_of(know.total, good, size)
    p_none = prior
    since = evidence[offender][previous_color]
    if since is not None and since < size:
        p_none = VOID_EVIDENCE_WEIGHT * p_none_of(know.total, good, since) + (1 - VOID_EVIDENCE_WEIGHT) * prior
    return 1.0 - p_none
