"""A fast UNO Duo playout for search: the rest of a round simulated on plain lists, with a greedy policy.

Stepping the engine (``legal_actions`` + ``apply``) costs several times more than the playout policy itself,
because it builds action lists, events and checks for every step. A playout needs none of that: it only needs
the round's winner and the hands' points. :func:`duo_playout` copies the hands and piles of a sampled state
and plays the round to its end under the Duo rules (R30-R72) for the policy below, which never needs the
decisions it skips: it always calls UNO (so no catch), always plays a playable card (after drawing too),
always stacks a Draw 2 in a volley, always dumps after a Reverse (ending on a Skip, else a Draw 2), and
challenges a Wild Draw 4 with a fixed probability.

The policy (both seats): play the most valuable colored card, counting a Skip or Draw 2 as extra tempo, a
number card of a color the hand holds several of a little less (it keeps the color); keep wild cards for when
nothing else fits, and name the color held most.
"""

from __future__ import annotations

from collections.abc import Callable

from unoduo.core import State
from unoduo.core.cards import COLOR_OF, DRAW2, DUO_VALUE, PLAYABLE, RANK_OF, REVERSE, SKIP, WILD, WILD_DRAW4
from unoduo.core.state import AFTER_DRAW, TURN, VOLLEY

#: The decisions a playout can start from; others are stepped with the engine first.
STARTS = frozenset({TURN, AFTER_DRAW, VOLLEY})

# Playout preference of each face when several are playable (higher plays first).
_SCORE = tuple(
    (-30.0 if f == WILD_DRAW4 else -20.0)
    if f >= WILD
    else (18.0 if RANK_OF[f] in (SKIP, DRAW2) else 12.0 if RANK_OF[f] == REVERSE else float(RANK_OF[f]))
    for f in range(54)
)


def _favourite(hand: list[int]) -> int:
    counts = [0, 0, 0, 0]
    for card in hand:
        if card < WILD:
            counts[card // 13] += 1
    best = 0
    for color in (1, 2, 3):
        if counts[color] > counts[best]:
            best = color
    return best


def duo_playout(state: State, rnd: Callable[[], float], challenge_rate: float = 0.25) -> tuple[int, list[int]]:
    """Play the round of ``state`` (a Duo turn, after-draw or volley decision) to its end.

    Returns ``(out, points)``: the seat that went out (-1 if the round was blocked, R72) and each seat's hand
    value at the end (after the last card's draws, R63). ``state`` is left untouched.
    """
    hands: list[list[int]] = [list(state._hands[0]), list(state._hands[1])]
    pile: list[int] = list(state._pile)
    discard: list[int] = list(state._discard)
    color = state._color
    seat = state._seat
    pending = state._pending
    empty = state._empty_draws
    shuffle_rebuild = state.options.rebuild_shuffle
    reverse_skips = state.options.reverse_as_skip
    color_match = state.options.wd4_illegal_if == "color_match"
    kind = state._kind
    score = _SCORE

    def draw(hand: list[int], count: int) -> int:
        """Draw up to ``count`` cards into ``hand`` (R66, R68, R69); returns the last card or -1."""
        nonlocal pile, discard
        card = -1
        for _ in range(count):
            if not pile:
                if len(discard) <= 1:
                    break
                old = discard[:-1]
                discard = discard[-1:]
                if shuffle_rebuild:
                    for i in range(len(old) - 1, 0, -1):
                        j = int(rnd() * (i + 1))
                        old[i], old[j] = old[j], old[i]
                else:
                    old.reverse()
                pile = old
            card = pile.pop()
            hand.append(card)
        return card

    play = -1  # a card chosen to play now by ``seat`` (from the start decision)
    if kind == AFTER_DRAW:
        drawn = state._drawn
        if PLAYABLE[discard[-1] * 4 + color][drawn]:
            play = drawn
        else:
            seat = 1 - seat
    elif kind == VOLLEY:
        play = -2  # answer the volley first
    out = -1
    while True:
        hand: list[int] = hands[seat]
        if play == -2:  # seat answers a volley of ``pending``
            stack = -1
            for card in hand:
                if card < WILD and card % 13 == DRAW2:
                    stack = card
                    break
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
            best = -1
            best_score = -1e9
            for card in hand:
                if table[card]:
                    value = score[card] + rnd()
                    if value > best_score:
                        best_score = value
                        best = card
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
        previous_color = color
        hand.remove(card)
        discard.append(card)
        other = 1 - seat
        if card >= WILD:
            color = _favourite(hand)
        else:
            color = card // 13
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
                if color_match:
                    illegal = any(COLOR_OF[c] == previous_color for c in hand)
                else:
                    illegal = False  # other tests: treat as legal (a playout approximation)
                if illegal:
                    draw(hand, 4)
                    seat = other
                else:
                    draw(hands[other], 6)
            else:
                draw(hands[other], 4)
        elif rank == SKIP:
            pass  # another turn (R41)
        elif rank == REVERSE:
            same = [c for c in hand if c < WILD and c // 13 == color]
            if not same:
                if not reverse_skips:
                    seat = other  # R42
                continue
            final = same[0]
            for c in same:
                r = c % 13
                if r == SKIP or (r == DRAW2 and final % 13 != SKIP):
                    final = c
            for c in same:
                hand.remove(c)
            same.remove(final)
            discard.extend(same)
            discard.append(final)
            rank = final % 13
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
    points = [sum(DUO_VALUE[c] for c in hands[0]), sum(DUO_VALUE[c] for c in hands[1])]
    if out >= 0:
        points[out] = 0
    return out, points
