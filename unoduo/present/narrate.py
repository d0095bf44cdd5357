"""Events as messages: what happened, told from one seat's point of view.

Events come from a seat's view (already redacted for that seat): a card the seat may not see is simply absent,
and the sentence says "a card". ``me`` is the seat told in the second person ("You"); None for a spectator or
a full-information replay. A :class:`Narrator` keeps the running total of a Draw 2 volley across events, so a
stacked Draw 2 is told with the cards now at stake; :func:`narrate` tells one event on its own.
:meth:`Narrator.narrate_json` gives a line as the JSON text a server sends.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unoduo.core import View
from unoduo.core.cards import DRAW2, RANK_OF, WILD, WILD_DRAW4
from unoduo.core.events import Event

from .message import Message, fixed, message_json, msg, nmsg
from .words import PlayerName, card_message, cards_message, color_message, player_message

_A_CARD = fixed(msg("a card"))


class Narrator:
    """Tells one seat's events in order; remembers the volley total for the "stacked" wording.

    ``players`` and ``me`` are fixed for the narrator's life: each seat's name is built once.
    """

    def __init__(self, players: Sequence[PlayerName], me: int | None = None, ruleset: str = "duo") -> None:
        self.players = list(players)
        self.me = me
        self.ruleset = ruleset
        self.pending = 0
        self._names: dict[int | None, Message | str] = {}

    def who(self, seat: int | None) -> Message | str:
        """How this narrator calls seat ``seat`` (see :func:`~unoduo.present.words.player_message`)."""
        known = self._names.get(seat)
        if known is None:
            known = self._names[seat] = player_message(self.players, seat, self.me)
        return known

    def narrate_json(self, event: Event) -> str:
        """:meth:`narrate` as the JSON text a server sends: ``message_json`` of the line, ``null`` for none."""
        message = self.narrate(event)
        return "null" if message is None else message_json(message)

    def narrate_all(self, events: Iterable[Event]) -> list[Message]:
        """The messages of ``events`` in order (events that need no line are left out)."""
        return [m for m in (self.narrate(e) for e in events) if m is not None]

    def narrate(self, event: Event) -> Message | None:  # noqa: C901 - one branch per event kind reads best
        """One event as a message (None for an event that needs no line)."""
        kind = event.kind
        name = self.who(event.seat)
        mine = self.me is not None and event.seat == self.me
        cards = event.cards
        # The commonest events first: a server tells every event to every seat.
        if kind == "play":
            return self._play(name, cards[0] if cards else None, event.info)
        if kind == "draw":
            return self._draw(name, event, mine)
        if kind == "pass":
            return msg("{name} kept the drawn card.", name=name)
        card = card_message(cards[0]) if cards else _A_CARD
        n = event.count
        if kind == "cut":
            return msg("{name} cut {card}.", name=name, card=card)
        if kind == "round_start":
            self.pending = 0
            if self.ruleset == "duo":
                if mine:
                    return msg("Round {round}: you draft first.", round=event.info)
                return msg("Round {round}: {name} drafts first.", round=event.info, name=name)
            if mine:
                return msg("Round {round}: you play first.", round=event.info)
            return msg("Round {round}: {name} plays first.", round=event.info, name=name)
        if kind == "keep":
            if cards:
                return msg("{name} kept {card}.", name=name, card=card)
            return msg("{name} kept the candidate card.", name=name)
        if kind == "draft_discard":
            return msg("{card} goes face up on the draft pile.", card=card)
        if kind == "reject":
            return msg("{name} rejected {card}.", name=name, card=card)
        if kind == "draft_take":
            if cards:
                return msg("{name} took {card} instead.", name=name, card=card)
            return msg("{name} took the next card, unseen.", name=name)
        if kind == "draft_end":
            return msg("The draft is over: its {n} face-up cards go under the draw pile, in order.", n=n)
        if kind == "deal":
            if cards and mine:
                return msg("You were dealt {cards}.", cards=cards_message(sorted(cards)))
            if cards:
                return msg("{name} was dealt {cards}.", name=name, cards=cards_message(sorted(cards)))
            return nmsg("{name} was dealt {n} card.", "{name} was dealt {n} cards.", n, name=name)
        if kind == "turn_up":
            self.pending = 0
            return msg("Turned up {card}.", card=card)
        if kind == "return_wild":
            return msg("{card} was turned up and goes back into the draw pile.", card=card)
        if kind == "color":
            return msg("{name} named {color}.", name=name, color=color_message(event.info))
        if kind == "uno":
            return msg("{name} called UNO!", name=name)
        if kind == "dump":
            if cards and RANK_OF[cards[-1]] == DRAW2:
                self.pending += 2
            return msg("{name} dumped {cards}.", name=name, cards=cards_message(cards))
        if kind == "nodump":
            return msg("{name} did not dump.", name=name)
        if kind == "empty_draw":
            return msg("{name} could not draw (no cards left): the turn passes.", name=name)
        if kind == "rebuild":
            if event.info == "turned":
                return nmsg(
                    "The discard pile was turned over into a new draw pile of {n} card.",
                    "The discard pile was turned over into a new draw pile of {n} cards.",
                    n,
                )
            return nmsg(
                "The discard pile was shuffled into a new draw pile of {n} card.",
                "The discard pile was shuffled into a new draw pile of {n} cards.",
                n,
            )
        if kind == "challenge":
            return msg("{name} challenged the Wild Draw 4.", name=name)
        if kind == "accept":
            return msg("{name} accepted the Wild Draw 4.", name=name)
        if kind == "reveal":
            if cards:
                return msg("{name} showed their hand: {cards}.", name=name, cards=cards_message(cards))
            if mine:
                return msg("You showed your hand to {other}.", other=self.who(event.to))
            return msg("{name} showed their hand to {other}.", name=name, other=self.who(event.to))
        if kind == "challenge_result":
            self.pending = 0
            if event.info == "illegal":
                if mine:
                    return msg("The Wild Draw 4 was illegal: you are punished.")
                return msg("The Wild Draw 4 was illegal: {name} is punished.", name=name)
            return msg("The Wild Draw 4 was legal.")
        if kind == "catch":
            return msg("{name} caught a missing UNO call!", name=name)
        if kind == "ignore":
            return msg("{name} let the missing UNO call go.", name=name)
        if kind == "round_end":
            self.pending = 0
            if event.seat is None:
                return msg("Nobody can play: the round is blocked.")
            return msg("{name} went out: the round is over.", name=name)
        if kind == "match_end":
            return winner_message(self.players, event.seat, self.me)
        if kind == "swap":
            return msg("{name} swapped hands with {other}.", name=name, other=self.who(event.info))
        if kind == "pass_hands":
            return msg("{name} played a 0: every hand passes to the next player.", name=name)
        if kind == "hand":
            if cards:
                return msg("Your hand is now {cards}.", cards=cards_message(cards))
            return None  # the others only learn the size, which the table shows
        if kind == "jump_in":
            return msg("{name} jumped in out of turn!", name=name)
        return None

    def _play(self, name: Message | str, card: int | None, color: int) -> Message:
        if card is None:
            return msg("{name} played a card.", name=name)
        if card >= WILD:
            if card == WILD_DRAW4:
                self.pending = 4
            return msg("{name} played {card}, naming {color}.", name=name, card=card_message(card),
                       color=color_message(color))
        if RANK_OF[card] == DRAW2:
            self.pending += 2
            if self.pending > 2:
                return msg("{name} stacked {card}: {n} cards to take.", name=name, card=card_message(card),
                           n=self.pending)
            return msg("{name} played {card}: 2 cards to take.", name=name, card=card_message(card))
        return msg("{name} played {card}.", name=name, card=card_message(card))

    def _draw(self, name: Message | str, event: Event, mine: bool) -> Message:  # noqa: C901 - one per reason
        n = event.count
        reason = event.info
        if reason == "turn" and n <= 1:
            if event.cards:
                return msg("{name} drew {cards}.", name=name, cards=card_message(event.cards[0]))
            return msg("{name} drew a card.", name=name)
        if reason != "turn":
            self.pending = 0
        if reason == "volley":
            line = nmsg("{name} took {n} card from the volley.", "{name} took {n} cards from the volley.", n,
                        name=name)
        elif reason == "wild_draw4":
            line = nmsg("{name} drew {n} card for the Wild Draw 4.", "{name} drew {n} cards for the Wild Draw 4.", n,
                        name=name)
        elif reason == "challenge_lost":
            line = nmsg("{name} drew {n} card for the challenge.", "{name} drew {n} cards for the challenge.", n,
                        name=name)
        elif reason == "caught" and mine:
            line = nmsg(
                "You were caught without an UNO call and drew {n} card.",
                "You were caught without an UNO call and drew {n} cards.",
                n,
            )
        elif reason == "draw2" and mine:
            line = nmsg(
                "You drew {n} card for the Draw 2 and lose the turn.",
                "You drew {n} cards for the Draw 2 and lose the turn.",
                n,
            )
        elif reason == "caught":
            line = nmsg(
                "{name} was caught without an UNO call and drew {n} card.",
                "{name} was caught without an UNO call and drew {n} cards.",
                n,
                name=name,
            )
        elif reason == "draw2":
            line = nmsg(
                "{name} drew {n} card for the Draw 2 and loses the turn.",
                "{name} drew {n} cards for the Draw 2 and loses the turn.",
                n,
                name=name,
            )
        elif reason == "turn_up":
            line = nmsg("{name} drew {n} card for the turned-up card.",
                        "{name} drew {n} cards for the turned-up card.", n, name=name)
        elif reason == "last_card":
            line = nmsg("{name} drew {n} card for the last card played.",
                        "{name} drew {n} cards for the last card played.", n, name=name)
        else:  # a turn's draw of several cards (classic's draw_until_playable), or a reason added later
            line = nmsg("{name} drew {n} card.", "{name} drew {n} cards.", n, name=name)
        if event.cards:
            return msg("{sentence} ({cards})", sentence=line, cards=cards_message(sorted(event.cards)))
        return line


def narrate(event: Event, players: Sequence[PlayerName], me: int | None = None, ruleset: str = "duo") -> Message | None:
    """One event as a message, on its own (a stacked Draw 2 is told as a plain one: use :class:`Narrator` or
    :func:`narrate_all` for a sequence)."""
    return Narrator(players, me, ruleset).narrate(event)


def narrate_all(
    events: Iterable[Event], players: Sequence[PlayerName], me: int | None = None, ruleset: str = "duo"
) -> list[Message]:
    """A seat's events in order (e.g. ``view.events``: the round so far), with the volley totals."""
    return Narrator(players, me, ruleset).narrate_all(events)


def winner_message(players: Sequence[PlayerName], winner: int | None, me: int | None = None) -> Message:
    """Who won the match."""
    if winner is None:
        return msg("The match is a draw.")
    if winner == me:
        return msg("You win the match!")
    return msg("{name} wins the match!", name=player_message(players, winner))


def round_summary(view: View, players: Sequence[PlayerName], me: int | None = None) -> Message | None:
    """The last finished round in one line (None before the first ends)."""
    if not view.rounds:
        return None
    result = view.rounds[-1]
    number = len(view.rounds)
    if result.out is None:
        return msg("Round {round} was blocked: each player scores their own hand.", round=number)
    return msg("Round {round}: {name} went out.", round=number, name=player_message(players, result.out, me))


def cut_repeated() -> Message:
    """The cut was a tie (R9): everything is cut again."""
    return msg("A tie: the cut is repeated.")


def goal_message(ruleset: str, target: int) -> Message:
    """How the match is won, for a score sheet's caption."""
    if ruleset == "duo":
        return msg("Points are bad: the lower total wins when a total reaches {target}.", target=target)
    return msg("The higher total wins when a total reaches {target}.", target=target)
