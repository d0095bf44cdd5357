"""A hand-written strategy for UNO Duo and classic UNO that decides from one seat's view only.

The agent plans the rest of its own turn: it scores every legal action by following the plays that keep the
turn (a Skip, a Reverse dump ending on a Skip, a Draw 2 or Wild Draw 4 the opponent takes) through its own
hand, and scores the position it hands over with :meth:`~unoduo.agents.heuristic_planner.Planner.leaf`:

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

from unoduo.core import Action, View
from unoduo.core.cards import COLOR_OF, DRAW2, RANK_OF, REVERSE, SKIP, WILD, WILD_DRAW4

from .hand_inference import Knowledge, challenge_chance
from .heuristic_planner import CARD, Planner, Weights


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
        plan = Planner(view, self.weights)
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
        know = Knowledge(view)
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
        plan = Planner(view, self.weights)
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
        plan = Planner(view, self.weights)
        size = len(view.hand)
        cost = plan.draw_cost(size)
        swing = 1.5 * CARD
        # challenge: p * (offender draws 4, we move) + (1 - p) * (we draw 6); accept: we draw 4.
        challenge = p * (4 * plan.opp_card + swing) - (1 - p) * 6 * cost
        accept = -4 * cost
        return _find(view.legal, "challenge" if challenge > accept else "accept")

    def _best(self, view: View, plan: Planner) -> Action:
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
