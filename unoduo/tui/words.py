"""Events and decisions in words, for the terminal game's log and prompts.

Every sentence goes through ``_()`` / ``ngettext()`` with a literal message and named placeholders, so
``pybabel extract`` finds it and a translator may reorder the parts. Events come from a seat's view (already
redacted for that seat): a card the seat may not see is simply absent, and the sentence says "a card".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unoduo.core import View
from unoduo.core.cards import COLOR_OF, DRAW2, RANK_OF, REVERSE, SKIP, WILD, WILD_DRAW4
from unoduo.core.events import Event
from unoduo.i18n import _, ngettext

from .cards import card_label


def color_name(color: int) -> str:
    """The colour's name in running text (``red``)."""
    names = (_("red"), _("yellow"), _("green"), _("blue"))
    return names[color] if 0 <= color < 4 else _("no colour")


def color_title(color: int) -> str:
    """The colour's name on a button (``Red``)."""
    names = (_("Red"), _("Yellow"), _("Green"), _("Blue"))
    return names[color] if 0 <= color < 4 else _("No colour")


def card_name(card: int) -> str:
    """A card's full name: ``red 5``, ``green Skip``, ``Wild Draw 4``."""
    if card == WILD:
        return _("Wild")
    if card == WILD_DRAW4:
        return _("Wild Draw 4")
    rank = RANK_OF[card]
    if rank == SKIP:
        rank_name = _("Skip")
    elif rank == REVERSE:
        rank_name = _("Reverse")
    elif rank == DRAW2:
        rank_name = _("Draw 2")
    else:
        rank_name = str(rank)
    return _("{color} {rank}").format(color=color_name(COLOR_OF[card]), rank=rank_name)


def card_text(card: int) -> str:
    """A card in a sentence: the label, with the name for action and wild cards (``G⊘ (green Skip)``)."""
    if card < WILD and RANK_OF[card] < SKIP:
        return card_label(card)
    return _("{label} ({name})").format(label=card_label(card), name=card_name(card))


def cards_text(cards: Iterable[int]) -> str:
    """Several cards, by label, in the order given."""
    return " ".join(card_label(c) for c in cards)


class Narrator:
    """Turns one seat's events into sentences; remembers the running volley total for "stacked" wording."""

    def __init__(self, names: Sequence[str], viewer: int | None, ruleset: str, you: int | None = None) -> None:
        self.names = list(names)
        self.viewer = viewer
        self.ruleset = ruleset
        self.you = you  # the seat called "You" (its sentences take the second person), if any
        self.pending = 0

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return _("the table")
        return self.names[seat]

    def lines(self, events: Iterable[Event]) -> list[str]:
        out = []
        for event in events:
            line = self.line(event)
            if line:
                out.append(line)
        return out

    def line(self, event: Event) -> str | None:  # noqa: C901 - one branch per event kind reads best
        """One event in words (None for an event that needs no line)."""
        kind = event.kind
        name = self.name(event.seat)
        cards = event.cards
        card = cards[0] if cards else None
        n = event.count
        if kind == "cut":
            return _("{name} cut {card}.").format(name=name, card=card_text(card) if card is not None else "?")
        if kind == "round_start":
            self.pending = 0
            if self.ruleset == "duo":
                if event.seat == self.you:
                    return _("Round {round}: you draft first.").format(round=event.info)
                return _("Round {round}: {name} drafts first.").format(round=event.info, name=name)
            if event.seat == self.you:
                return _("Round {round}: you play first.").format(round=event.info)
            return _("Round {round}: {name} plays first.").format(round=event.info, name=name)
        if kind == "keep":
            if card is not None:
                return _("{name} kept {card}.").format(name=name, card=card_text(card))
            return _("{name} kept the candidate card.").format(name=name)
        if kind == "draft_discard":
            return _("{card} goes face up on the draft pile.").format(card=card_text(card) if card is not None else "?")
        if kind == "reject":
            return _("{name} rejected {card}.").format(name=name, card=card_text(card) if card is not None else "?")
        if kind == "draft_take":
            if card is not None:
                return _("{name} took {card} instead.").format(name=name, card=card_text(card))
            return _("{name} took the next card, unseen.").format(name=name)
        if kind == "draft_end":
            return _("The draft is over: its {n} face-up cards go under the draw pile, in order.").format(n=n)
        if kind == "deal":
            if cards and event.seat == self.you:
                return _("You were dealt {cards}.").format(cards=cards_text(sorted(cards)))
            if cards:
                return _("{name} was dealt {cards}.").format(name=name, cards=cards_text(sorted(cards)))
            return ngettext("{name} was dealt {n} card.", "{name} was dealt {n} cards.", n).format(name=name, n=n)
        if kind == "turn_up":
            self.pending = 0
            return _("Turned up {card}.").format(card=card_text(card) if card is not None else "?")
        if kind == "return_wild":
            return _("{card} was turned up and goes back into the draw pile.").format(
                card=card_text(card) if card is not None else "?"
            )
        if kind == "color":
            return _("{name} named {color}.").format(name=name, color=color_name(event.info))
        if kind == "play":
            return self._play_line(name, card, event.info)
        if kind == "uno":
            return _("{name} called UNO!").format(name=name)
        if kind == "dump":
            if cards and RANK_OF[cards[-1]] == DRAW2:
                self.pending += 2
            return _("{name} dumped {cards}.").format(name=name, cards=cards_text(cards))
        if kind == "nodump":
            return _("{name} did not dump.").format(name=name)
        if kind == "draw":
            return self._draw_line(name, event)
        if kind == "pass":
            return _("{name} kept the drawn card.").format(name=name)
        if kind == "empty_draw":
            return _("{name} could not draw (no cards left): the turn passes.").format(name=name)
        if kind == "rebuild":
            if event.info == "turned":
                return ngettext(
                    "The discard pile was turned over into a new draw pile of {n} card.",
                    "The discard pile was turned over into a new draw pile of {n} cards.",
                    n,
                ).format(n=n)
            return ngettext(
                "The discard pile was shuffled into a new draw pile of {n} card.",
                "The discard pile was shuffled into a new draw pile of {n} cards.",
                n,
            ).format(n=n)
        if kind == "challenge":
            return _("{name} challenged the Wild Draw 4.").format(name=name)
        if kind == "accept":
            return _("{name} accepted the Wild Draw 4.").format(name=name)
        if kind == "reveal":
            if cards:
                return _("{name} showed their hand: {cards}.").format(name=name, cards=cards_text(cards))
            if event.seat == self.you:
                return _("You showed your hand to {other}.").format(other=self.name(event.to))
            return _("{name} showed their hand to {other}.").format(name=name, other=self.name(event.to))
        if kind == "challenge_result":
            self.pending = 0
            if event.info == "illegal":
                if event.seat == self.you:
                    return _("The Wild Draw 4 was illegal: you are punished.")
                return _("The Wild Draw 4 was illegal: {name} is punished.").format(name=name)
            return _("The Wild Draw 4 was legal.")
        if kind == "catch":
            return _("{name} caught a missing UNO call!").format(name=name)
        if kind == "ignore":
            return _("{name} let the missing UNO call go.").format(name=name)
        if kind == "round_end":
            self.pending = 0
            if event.seat is None:
                return _("Nobody can play: the round is blocked.")
            return _("{name} went out: the round is over.").format(name=name)
        if kind == "match_end":
            return winner_line(self.names, event.seat, self.you)
        return None

    def _play_line(self, name: str, card: int | None, color: int) -> str:
        if card is None:
            return _("{name} played a card.").format(name=name)
        if card >= WILD:
            if card == WILD_DRAW4:
                self.pending = 4
            return _("{name} played {card}, naming {color}.").format(
                name=name, card=card_text(card), color=color_name(color)
            )
        if RANK_OF[card] == DRAW2:
            self.pending += 2
            if self.pending > 2:
                return _("{name} stacked {card}: {n} cards to take.").format(
                    name=name, card=card_text(card), n=self.pending
                )
            return _("{name} played {card}: 2 cards to take.").format(name=name, card=card_text(card))
        return _("{name} played {card}.").format(name=name, card=card_text(card))

    def _draw_line(self, name: str, event: Event) -> str:
        n = event.count
        reason = event.info
        if reason == "turn" and n <= 1:
            if event.cards:
                return _("{name} drew {cards}.").format(name=name, cards=card_text(event.cards[0]))
            return _("{name} drew a card.").format(name=name)
        if reason != "turn":
            self.pending = 0
        if reason == "volley":
            line = ngettext(
                "{name} took {n} card from the volley.", "{name} took {n} cards from the volley.", n
            ).format(name=name, n=n)
        elif reason == "wild_draw4":
            line = ngettext(
                "{name} drew {n} card for the Wild Draw 4.", "{name} drew {n} cards for the Wild Draw 4.", n
            ).format(name=name, n=n)
        elif reason == "challenge_lost":
            line = ngettext(
                "{name} drew {n} card for the challenge.", "{name} drew {n} cards for the challenge.", n
            ).format(name=name, n=n)
        elif reason == "caught" and event.seat == self.you:
            line = ngettext(
                "You were caught without an UNO call and drew {n} card.",
                "You were caught without an UNO call and drew {n} cards.",
                n,
            ).format(n=n)
        elif reason == "draw2" and event.seat == self.you:
            line = ngettext(
                "You drew {n} card for the Draw 2 and lose the turn.",
                "You drew {n} cards for the Draw 2 and lose the turn.",
                n,
            ).format(n=n)
        elif reason == "caught":
            line = ngettext(
                "{name} was caught without an UNO call and drew {n} card.",
                "{name} was caught without an UNO call and drew {n} cards.",
                n,
            ).format(name=name, n=n)
        elif reason == "draw2":
            line = ngettext(
                "{name} drew {n} card for the Draw 2 and loses the turn.",
                "{name} drew {n} cards for the Draw 2 and loses the turn.",
                n,
            ).format(name=name, n=n)
        elif reason == "turn_up":
            line = ngettext(
                "{name} drew {n} card for the turned-up card.", "{name} drew {n} cards for the turned-up card.", n
            ).format(name=name, n=n)
        elif reason == "last_card":
            line = ngettext(
                "{name} drew {n} card for the last card played.",
                "{name} drew {n} cards for the last card played.",
                n,
            ).format(name=name, n=n)
        else:  # a turn's draw of several cards (classic's draw_until_playable), or a reason added later
            line = ngettext("{name} drew {n} card.", "{name} drew {n} cards.", n).format(name=name, n=n)
        if event.cards:
            return _("{sentence} ({cards})").format(sentence=line, cards=cards_text(sorted(event.cards)))
        return line


def winner_line(names: Sequence[str], winner: int | None, you: int | None = None) -> str:
    """Who won the match, in a sentence."""
    if winner is None:
        return _("The match is a draw.")
    if winner == you:
        return _("You win the match!")
    return _("{name} wins the match!").format(name=names[winner])


# ---------------------------------------------------------------------------------------------- prompts


def last_player(view: View, kinds: tuple[str, ...] = ("play", "dump")) -> int | None:
    """The seat of the latest play or dump this round (who laid the card being answered)."""
    for event in reversed(view.events):
        if event.kind in kinds:
            seat: int | None = event.seat
            return seat
    return None


def dump_effect(final: int, opponent: str) -> str:
    """What the final card of a dump will do (R54)."""
    rank = RANK_OF[final]
    if rank == SKIP:
        return _("it ends with a Skip: you play again")
    if rank == DRAW2:
        return _("it ends with a Draw 2: {name} must take 2 or stack").format(name=opponent)
    return _("the turn then passes to {name}").format(name=opponent)


def decision_prompt(view: View, names: Sequence[str]) -> str:
    """What the seat to act must decide now, in words (the view must be that seat's)."""
    decision = view.decision
    seat = view.seat
    players = view.players

    def name(s: int | None) -> str:
        return names[s] if s is not None and 0 <= s < len(names) else _("someone")

    if decision == "draft":
        pick = sum(view.hand_sizes) + 1
        if view.candidate is not None:
            return _("Draft pick {pick} of 14: keep {card}, or reject it and take the next card unseen.").format(
                pick=pick, card=card_text(view.candidate)
            )
        return _("Draft pick {pick} of 14.").format(pick=pick)
    if decision == "color":
        other = name(None if seat is None else (seat + 1) % players)
        if view.top == WILD_DRAW4:
            return _("The turned-up card is a Wild Draw 4: name the colour; {name} draws 4.").format(name=other)
        return _("The turned-up card is a Wild: name the colour.")
    if decision == "turn":
        if view.dump_color is not None:
            return _(
                "Your turn: play a marked card, draw (D), or dump all your {color} cards (M) on the turned-up Reverse."
            ).format(color=color_name(view.dump_color))
        return _("Your turn: play a marked card or draw (D).")
    if decision == "after_draw":
        drawn = view.drawn
        if drawn is None:
            return _("You drew a card.")
        if any(a.kind == "play" for a in view.legal):
            return _("You drew {card}: play it (P) or keep it (K).").format(card=card_text(drawn))
        return _("You drew {card}: it cannot be played, so keep it (K).").format(card=card_text(drawn))
    if decision == "dump":
        color = view.dump_color if view.dump_color is not None else -1
        if any(a.kind == "dump" for a in view.legal):
            return _(
                "You played a Reverse: dump all your {color} cards in the order you pick (the last one acts), "
                "or don't dump (N)."
            ).format(color=color_name(color))
        return _("You played a Reverse: you hold no {color} card to dump; continue (N).").format(
            color=color_name(color)
        )
    if decision == "volley":
        who = name(last_player(view))
        if view.pending_draw > 2:
            return _("{name} stacked a Draw 2: you must take {n} or stack a Draw 2.").format(
                name=who, n=view.pending_draw
            )
        return _("{name} played a Draw 2: you must take {n} or stack a Draw 2.").format(
            name=who, n=view.pending_draw
        )
    if decision == "challenge":
        who = name(last_player(view))
        color = view.color if view.color is not None else -1
        return _(
            "{name} played a Wild Draw 4 naming {color}. Challenge (C): if it was illegal, {name} draws 4, "
            "if it was legal you draw 6. Or accept (A) and draw 4."
        ).format(name=who, color=color_name(color))
    if decision == "catch":
        who = name(last_player(view))
        return _("{name} has one card left and did not call UNO: catch (C, {name} draws 2) or ignore (I).").format(
            name=who
        )
    if decision == "over":
        return _("The match is over.")
    return ""


def waiting_prompt(name: str) -> str:
    return _("{name} is thinking…").format(name=name)
