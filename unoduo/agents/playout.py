"""The playout policy of search, and a fast UNO Duo playout of it on plain lists.

One policy, written once (:func:`choose_card`, :func:`volley_card`, :func:`dump_final`, :func:`keeps_draft`,
:func:`unoduo.core.rules.favourite_color`), used in two forms:

- :func:`policy_action` picks an engine :class:`Action` for any decision of either ruleset; search steps the
  engine with it (ISMCTS rollouts, classic, and Duo decisions a playout does not start from);
- :func:`duo_playout` plays the rest of a Duo round on plain lists, several times faster than stepping the
  engine (no action lists, events or checks), and returns what a rollout needs: who went out and the points.

The policy (every seat): on a turn, play the most valuable playable card (:data:`SCORE`: a Skip or Draw 2
counts extra tempo, wild cards come last; a random number in [0, 1) breaks ties), naming for a wild the
color held most; else draw, and play the drawn card if it fits. Always call UNO (so nobody is caught), stack
a Draw 2 in a volley (the first one held), lay a dump after one's own Reverse (ending on a Skip, else a Draw
2), take no dump offered on the first turn after a turned-up Reverse (R28), challenge a Wild Draw 4 with
probability ``challenge_rate``, catch when one can, keep a draft candidate that is wild, an action card or a
number up to 4.

The playout follows the Duo rules exactly for this policy: ``tests/agents/test_playout.py`` steps the engine
with :func:`policy_action` on the same worlds and random numbers and gets the same hands, piles and result.
Both draw a shuffled rebuild's order from the state's round generator (``state.round_generator()``), as the
engine does; recorded outcomes (a record's ``random``) are not consulted, so start playouts from search
worlds (determinizations), which have none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from unoduo.core import Action, State
from unoduo.core.actions import (
    ACCEPT_ACTION,
    CATCH_ACTION,
    CHALLENGE_ACTION,
    COLOR_ACTIONS,
    DRAW_ACTION,
    KEEP_ACTION,
    NODUMP_ACTION,
    PASS_ACTION,
    REJECT_ACTION,
    play_action,
)
from unoduo.core.cards import COLOR_OF, DRAW2, DUO_VALUE, PLAYABLE, RANK_OF, REVERSE, SKIP, WILD, WILD_DRAW4
from unoduo.core.decisions import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    SWAP_CHOICE,
    TURN,
    VOLLEY,
)
from unoduo.core.options import Options
from unoduo.core.rules import favourite_color, house_rules, wd4_illegal, wd4_test
from unoduo.core.state import faces_of, shuffle

#: The decisions a playout can start from; others are stepped with the engine first.
STARTS = frozenset({TURN, AFTER_DRAW, VOLLEY})
#: How often the policy challenges a Wild Draw 4.
CHALLENGE_RATE = 0.25

#: The policy's preference of each face when several are playable (higher plays first).
SCORE: tuple[float, ...] = tuple(
    (-30.0 if f == WILD_DRAW4 else -20.0)
    if f >= WILD
    else (18.0 if RANK_OF[f] in (SKIP, DRAW2) else 12.0 if RANK_OF[f] == REVERSE else float(RANK_OF[f]))
    for f in range(54)
)


# ---------------------------------------------------------------------------------------------- the policy


def choose_card(hand: Sequence[int], table: Sequence[bool], rnd: Callable[[], float]) -> int:
    """The card to play on a turn (-1: draw): the best :data:`SCORE` among the playable cards of ``hand``
    (``table`` is the PLAYABLE row of the top card and color), plus one ``rnd()`` per playable card, in hand
    order, to break ties."""
    best = -1
    best_score = -1e9
    for card in hand:
        if table[card]:
            value = SCORE[card] + rnd()
            if value > best_score:
                best_score = value
                best = card
    return best


def volley_card(hand: Sequence[int]) -> int:
    """The Draw 2 to stack on a volley: the first one in hand (-1: none, draw)."""
    for card in hand:
        if card < WILD and RANK_OF[card] == DRAW2:
            return card
    return -1


def dump_final(same: Sequence[int]) -> int:
    """The card a dump ends on (the one that acts, R54): a Skip, else a Draw 2, else the first card."""
    final = same[0]
    for card in same:
        rank = RANK_OF[card]
        if rank == SKIP or (rank == DRAW2 and RANK_OF[final] != SKIP):
            final = card
    return final


def keeps_draft(candidate: int) -> bool:
    """Keep a draft candidate that is wild, an action card, or a number up to 4."""
    rank = RANK_OF[candidate]
    return candidate >= WILD or rank >= SKIP or rank <= 4


@lru_cache(maxsize=64)
def plays_house_rules(ruleset: str, options: Options) -> bool:
    """Are any house rules (docs/rules.md H1-H13) in force? The fast Duo playout knows the plain rules only."""
    return bool(house_rules(ruleset, options))


def policy_action(state: State, rnd: Callable[[], float], challenge_rate: float = CHALLENGE_RATE) -> Action:
    """The policy's action for the decision of ``state`` (any ruleset), through the engine's public API."""
    if plays_house_rules(state.ruleset, state.options):
        return _house_policy_action(state, rnd, challenge_rate)
    return _policy_action(state, rnd, challenge_rate)


def _house_policy_action(state: State, rnd: Callable[[], float], challenge_rate: float) -> Action:
    """The policy under house rules: the plain policy's choice when it is legal, else its nearest legal kin (a
    late catch first; a swap with the smallest other hand; a stack when one is offered; else draw or pass)."""
    legal = state.legal_actions()
    kind = state.decision
    if kind == SWAP_CHOICE:
        sizes = [len(h) for h in state.hands]
        return min(legal, key=lambda a: (sizes[a.target], a.target))
    if kind == TURN and legal[-1] == CATCH_ACTION:
        return CATCH_ACTION  # H9: catch a missed call while the window is open
    plays = [a for a in legal if a.kind == "play"]
    if kind in (VOLLEY, CHALLENGE_CHOICE) and plays:
        return plays[-1]  # stack (H1-H3): the last listed form carries the UNO call when there is one
    chosen = _policy_action(state, rnd, challenge_rate)
    if chosen in legal:
        return chosen
    if kind == TURN and plays:
        hand = state.hand(state.to_act or 0)
        return max(plays, key=lambda a: (SCORE[a.card], a.uno, len(hand)))
    for fallback in (DRAW_ACTION, PASS_ACTION, ACCEPT_ACTION):
        if fallback in legal:
            return fallback
    return legal[0]


def _policy_action(state: State, rnd: Callable[[], float], challenge_rate: float) -> Action:
    kind = state.decision
    seat = state.to_act
    assert seat is not None, "the match is over"
    if kind == DRAFT:
        candidate = state.draft_candidate
        return KEEP_ACTION if candidate is None or keeps_draft(candidate) else REJECT_ACTION
    if kind == CATCH_CHOICE:
        return CATCH_ACTION
    if kind == CHALLENGE_CHOICE:
        return CHALLENGE_ACTION if rnd() < challenge_rate else ACCEPT_ACTION
    hand = state.hand(seat)
    if kind == COLOR_CHOICE:
        return COLOR_ACTIONS[favourite_color(hand)]
    call = len(hand) == 2
    if kind == TURN:
        top, color = state.top, state.color
        assert top is not None and color is not None
        card = choose_card(hand, PLAYABLE[top * 4 + color], rnd)
        return DRAW_ACTION if card < 0 else play_action(card, _named(card, hand), call)
    if kind == AFTER_DRAW:
        drawn = state.drawn
        top, color = state.top, state.color
        assert drawn is not None and top is not None and color is not None
        if PLAYABLE[top * 4 + color][drawn]:
            return play_action(drawn, _named(drawn, hand), call)
        return PASS_ACTION
    if kind == VOLLEY:
        card = volley_card(hand)
        return DRAW_ACTION if card < 0 else play_action(card, -1, call)
    if kind == DUMP_CHOICE:
        dumps = [a for a in state.legal_actions() if a.kind == "dump"]
        if not dumps:
            return NODUMP_ACTION
        color = COLOR_OF[dumps[0].cards[0]]
        final = dump_final([c for c in hand if COLOR_OF[c] == color])
        chosen = [a for a in dumps if a.cards[-1] == final]
        return chosen[-1]  # with the UNO call when it is offered (listed last)
    raise ValueError(f"no policy for the {kind!r} decision")


def _named(card: int, hand: Sequence[int]) -> int:
    return favourite_color(hand) if card >= WILD else -1


# ---------------------------------------------------------------------------------------------- the playout


class PlayoutEnd(NamedTuple):
    """Where a playout ended: the seat that went out (-1: blocked, R72), the hands, both piles (top last)."""

    out: int
    hands: list[list[int]]
    draw_pile: list[int]
    discard: list[int]


def duo_playout(
    state: State, rnd: Callable[[], float], challenge_rate: float = CHALLENGE_RATE
) -> tuple[int, list[int]]:
    """Play the round of ``state`` (a Duo turn, after-draw or volley decision) to its end with the policy.

    Returns ``(out, points)``: the seat that went out (-1 if the round was blocked, R72) and each seat's hand
    value at the end (after the last card's draws, R63; 0 for the seat that went out), which is the round's
    score in Duo (R73). ``state`` is left untouched.
    """
    end = duo_playout_end(state, rnd, challenge_rate)
    points = [sum(DUO_VALUE[c] for c in end.hands[0]), sum(DUO_VALUE[c] for c in end.hands[1])]
    return end.out, points


def duo_playout_end(state: State, rnd: Callable[[], float], challenge_rate: float = CHALLENGE_RATE) -> PlayoutEnd:
    """:func:`duo_playout` with the whole end of the round: every hand and both piles."""
    at = state.position()
    hands: list[list[int]] = [faces_of(at.hands[0]), faces_of(at.hands[1])]
    pile: list[int] = faces_of(reversed(at.draw_pile))  # top card last, as the engine keeps it
    discard: list[int] = faces_of(at.discard)
    assert at.color is not None and at.to_act is not None
    color = at.color
    seat = at.to_act
    pending = at.pending
    empty = at.empty_draws
    options = at.options
    shuffle_rebuild = options.rebuild_shuffle
    reverse_skips = options.reverse_as_skip
    test = wd4_test("duo", options)
    generator = None
    kind = at.decision

    def draw(hand: list[int], count: int) -> int:
        """Draw up to ``count`` cards into ``hand`` (R66, R68, R69); returns the last card or -1."""
        nonlocal pile, discard, generator
        card = -1
        for _ in range(count):
            if not pile:
                if len(discard) <= 1:
                    break
                old = discard[:-1]
                discard = discard[-1:]
                if shuffle_rebuild:
                    if generator is None:
                        generator = state.round_generator()
                    shuffle(generator, old)
                else:
                    old.reverse()
                pile = old
            card = pile.pop()
            hand.append(card)
        return card

    play = -1  # a card chosen to play now by ``seat`` (from the start decision)
    if kind == AFTER_DRAW:
        assert at.drawn is not None
        if PLAYABLE[discard[-1] * 4 + color][at.drawn]:
            play = at.drawn
        else:
            seat = 1 - seat  # pass (R32)
            empty = 0
    elif kind == VOLLEY:
        play = -2  # answer the volley first
    out = -1
    while True:
        hand: list[int] = hands[seat]
        if play == -2:  # seat answers a volley of ``pending``
            stack = volley_card(hand)
            if stack < 0:
                draw(hand, pending)
                pending = 0
                empty = 0
                seat = 1 - seat  # R39: the last Draw 2's player moves
                play = -1
                continue
            play = stack
        elif play < 0:  # a normal turn: choose a card, or draw
            table = PLAYABLE[discard[-1] * 4 + color]
            best = choose_card(hand, table, rnd)
            if best < 0:
                card = draw(hand, 1)
                if card < 0:  # R71: an empty draw is a pass; two in a row block the round (R72)
                    empty += 1
                    if empty >= 2:
                        break
                    seat = 1 - seat
                    continue
                empty = 0
                if table[card]:
                    best = card
                else:
                    seat = 1 - seat  # pass (R32)
                    continue
            play = best
        # ``seat`` lays ``play``.
        card = play
        play = -1
        empty = 0
        previous_top = discard[-1]
        previous_color = color
        hand.remove(card)
        discard.append(card)
        other = 1 - seat
        color = favourite_color(hand) if card >= WILD else COLOR_OF[card]
        rank = RANK_OF[card]
        if not hand:
            out = seat
            if rank == DRAW2:
                draw(hands[other], pending + 2)
            elif card == WILD_DRAW4:
                draw(hands[other], 4)
            break
        if rank == DRAW2:
            pending += 2
            seat = other
            play = -2
        elif card == WILD_DRAW4:
            if rnd() < challenge_rate:
                if wd4_illegal(hand, previous_top, previous_color, test):
                    draw(hand, 4)  # R47: the offender draws 4, the challenger plays
                    seat = other
                else:
                    draw(hands[other], 6)  # R48
            else:
                draw(hands[other], 4)
        elif rank == SKIP:
            pass  # another turn (R41)
        elif rank == REVERSE:
            same = [c for c in hand if COLOR_OF[c] == color]
            if not same:
                if not reverse_skips:
                    seat = other  # R42
                continue
            final = dump_final(same)
            for c in same:
                hand.remove(c)
            same.remove(final)
            discard.extend(sorted(same))
            discard.append(final)
            rank = RANK_OF[final]
            if not hand:
                out = seat
                if rank == DRAW2:
                    draw(hands[other], pending + 2)
                break
            if rank == DRAW2:
                pending += 2
                seat = other
                play = -2
            elif rank != SKIP:
                seat = other
        else:
            seat = other
    return PlayoutEnd(out, hands, pile, discard)
