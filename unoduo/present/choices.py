"""A seat's pending decision as choices: every legal action with its label, key and the cards it involves.

:func:`choices` turns ``view.legal`` into :class:`Choice` values, one per legal action, in the order of the
legal list: a complete and exact cover, so a front end offers nothing the engine refuses and hides nothing it
allows. A front end groups them (the card of a play, the colour of a wild, the UNO call, the final card of a
dump) as it likes. :func:`choices_json` gives the same choices as the JSON text a server sends (each choice
encoded once and reused). :func:`prompt` says in a sentence what the seat decides.

Keys are the keyboard letters of the web table (docs/web.md, "Keyboard") and the terminal game (docs/tui.md):
``k``/``r`` keep or reject in the draft; ``r y g b`` name a colour; ``d`` draws (or takes a volley); ``k`` keeps
the drawn card; ``n`` does not dump; ``m`` dumps; ``c``/``a`` challenge or accept; ``c``/``i`` catch or ignore.
A card play's key is the position of the card in the hand (``1``-``9``, ``0`` for the tenth, none after; after
drawing, the drawn card's position); the wild plays of one card share its key and differ by ``color``, the plays
of one card with and without the UNO call differ by ``uno``. (``p`` is not a choice's key: the browser and the
terminal use it to play the drawn card, as the prompt says.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from unoduo.core import Action, View
from unoduo.core.cards import CODES, COLOR_OF, COLORS, DRAW2, RANK_OF, SKIP, WILD_DRAW4

from .message import Message, json_text, msg, nmsg
from .words import PlayerName, card_message, color_message, color_title, player_message

CARD_KEYS = "1234567890"

# Choice kinds (the ``kind`` field of the JSON).
PLAY = "play"
DRAW = "draw"
TAKE = "take"
KEEP_DRAWN = "keep_drawn"
DRAFT_KEEP = "draft_keep"
DRAFT_REJECT = "draft_reject"
COLOR = "color"
DUMP = "dump"
NODUMP = "nodump"
CHALLENGE = "challenge"
ACCEPT = "accept"
CATCH = "catch"
IGNORE = "ignore"
SWAP = "swap"
KINDS = (PLAY, DRAW, TAKE, KEEP_DRAWN, DRAFT_KEEP, DRAFT_REJECT, COLOR, DUMP, NODUMP, CHALLENGE, ACCEPT, CATCH,
         IGNORE, SWAP)


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action offered to the player.

    ``action`` is the RECORDS.md notation to send; ``kind`` one of :data:`KINDS`; ``label`` what a button says;
    ``key`` its keyboard key (None: none). ``card`` is the hand card a play or dump lays (a dump: its final
    card, the one that acts), ``color`` the colour letter a wild play or a colour choice names, ``uno`` whether
    the action calls UNO, ``cards`` a dump's cards in the order of the action.
    """

    action: str
    kind: str
    label: Message
    key: str | None = None
    card: str | None = None
    color: str | None = None
    uno: bool = False
    cards: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """``{"action", "kind", "label", "key", "card", "color", "uno", "cards"}`` (card/color null if none)."""
        return {
            "action": self.action,
            "kind": self.kind,
            "label": self.label.to_json(),
            "key": self.key,
            "card": self.card,
            "color": self.color,
            "uno": self.uno,
            "cards": list(self.cards),
        }


def _with_uno(label: Message, uno: bool) -> Message:
    return msg("{label} and call UNO", label=label) if uno else label


def _context(view: View, action: Action, names: Sequence[PlayerName] = ()) -> Any:
    """The one thing besides ``action`` its choice depends on (None: nothing): a play's key, a volley's or a
    stack's cards to take, whether a dump is offered, the UNO penalty, the swap target's hand size and name."""
    kind = action.kind
    if kind == "play":
        hand = view.hand
        index = hand.index(action.card) if action.card in hand else len(CARD_KEYS)
        return CARD_KEYS[index] if index < len(CARD_KEYS) else None
    if kind == "draw":
        return view.pending_draw if view.decision == "volley" else None
    if kind == "accept":
        return view.pending_draw
    if kind == "nodump":
        return any(a.kind == "dump" for a in view.legal)
    if kind == "catch":
        return int(view.options.get("uno_penalty", 2))
    if kind == "swap":
        return (view.hand_sizes[action.target], player_message(names, action.target, view.seat))
    return None


def _choice(action: Action, context: Any) -> Choice:  # noqa: C901 - one branch per action kind reads best
    """The choice of ``action`` given its :func:`_context`: a function of these two alone, so it may be cached."""
    kind = action.kind
    text = str(action)
    if kind == "keep":
        return Choice(text, DRAFT_KEEP, msg("Keep it"), "k")
    if kind == "reject":
        return Choice(text, DRAFT_REJECT, msg("Reject it"), "r")
    if kind == "color":
        return Choice(text, COLOR, color_title(action.color), COLORS[action.color].lower(),
                      color=COLORS[action.color])
    if kind == "play":
        face = action.card
        named = action.color if action.color >= 0 else None
        label = _with_uno(msg("Play {card}", card=card_message(face, named)), action.uno)
        return Choice(text, PLAY, label, context, CODES[face], COLORS[named] if named is not None else None,
                      action.uno)
    if kind == "draw":
        if context is not None:  # a volley: the cards at stake
            return Choice(text, TAKE, nmsg("Take {n} card", "Take {n} cards", context), "d")
        return Choice(text, DRAW, msg("Draw a card"), "d")
    if kind == "pass":
        return Choice(text, KEEP_DRAWN, msg("Keep the drawn card"), "k")
    if kind == "dump":
        final = action.cards[-1]
        label = _with_uno(
            msg("Dump your {color} cards, ending with {card}", color=color_message(COLOR_OF[final]),
                card=card_message(final)),
            action.uno,
        )
        return Choice(text, DUMP, label, "m", CODES[final], uno=action.uno,
                      cards=tuple(CODES[c] for c in action.cards))
    if kind == "nodump":
        label = msg("Do not dump") if context else msg("Continue")
        return Choice(text, NODUMP, label, "n")
    if kind == "challenge":
        return Choice(text, CHALLENGE, msg("Challenge"), "c")
    if kind == "accept":
        if context != 4:  # a stacked Wild Draw 4 (H2-H4)
            return Choice(text, ACCEPT, nmsg("Accept and draw {n}", "Accept and draw {n}", context), "a")
        return Choice(text, ACCEPT, msg("Accept and draw 4"), "a")
    if kind == "catch":
        if context != 2:  # H8
            return Choice(text, CATCH, nmsg("Catch! (they draw {n})", "Catch! (they draw {n})", context), "c")
        return Choice(text, CATCH, msg("Catch! (they draw 2)"), "c")
    if kind == "ignore":
        return Choice(text, IGNORE, msg("Let it go"), "i")
    if kind == "swap":
        size, who = context
        label = nmsg("Swap hands with {name} ({n} card)", "Swap hands with {name} ({n} cards)", size, name=who)
        return Choice(text, SWAP, label, None)
    raise ValueError(f"no choice for the action {text!r}")  # a new action kind must be given words here


def _offered(view: View) -> tuple[Action, ...]:
    """The actions the seat may take now: the legal list for the seat to act, else the jump-in plays (H13)."""
    if view.seat is None or view.seat != view.to_act:
        return view.jump_in
    return view.legal


def choices(view: View, names: Sequence[PlayerName] = ()) -> list[Choice]:
    """The seat's legal actions as choices, in the order of ``view.legal`` (empty when it is not to act), or
    the plays it may jump in with out of turn (H13); ``names``: what each seat is called (a Seven-O swap names
    the player, "Seat {n}" without them)."""
    return [_choice(action, _context(view, action, names)) for action in _offered(view)]


@lru_cache(maxsize=4096)  # bounded: dumps' orders of cards are many; the 120 plays times 11 keys are 1,320
def _choice_json(action: Action, context: Any) -> str:
    """A choice's JSON, once per process. (Each kind's context has one type, so no key mixes 1 and True.)"""
    return json_text(_choice(action, context).to_json())


def choices_json(view: View, names: Sequence[PlayerName] = ()) -> str:
    """The JSON text of ``[c.to_json() for c in choices(view)]``, as a server sends it, exactly: a server builds it
    for every seat after every action, so each choice is encoded once per process with its context and reused.
    (A label is a message rendered late, in the reader's language: the text is the same for every language.)"""
    return "[" + ",".join([
        json_text(_choice(action, _context(view, action, names)).to_json()) if action.kind == "swap"  # names vary
        else _choice_json(action, _context(view, action))
        for action in _offered(view)
    ]) + "]"


# ---------------------------------------------------------------------------------------------- prompts


def last_player(view: View, kinds: tuple[str, ...] = ("play", "dump")) -> int | None:
    """The seat of the latest play or dump this round (who laid the card being answered)."""
    for event in reversed(view.events):
        if event.kind in kinds:
            seat: int | None = event.seat
            return seat
    return None


def dump_effect(final: int, opponent: Message | str) -> Message:
    """What the final card of a dump will do (R54)."""
    rank = RANK_OF[final]
    if rank == SKIP:
        return msg("it ends with a Skip: you play again")
    if rank == DRAW2:
        return msg("it ends with a Draw 2: {name} must take 2 or stack", name=opponent)
    return msg("the turn then passes to {name}", name=opponent)


def prompt(view: View, players: Sequence[PlayerName]) -> Message | None:  # noqa: C901 - one branch per decision
    """What the seat of ``view`` must decide now, in a sentence addressed to it (None: nothing to decide).

    ``players`` names the seats (as for :func:`~unoduo.present.narrate.narrate`); the view's own seat is "you".
    """
    decision = view.decision
    seat = view.seat
    if decision == "over" or view.match_over:
        return msg("The match is over.")
    if seat is None or seat != view.to_act:
        if view.to_act is None:
            return None
        if view.jump_in:
            return msg("You hold the same card: you may jump in and play it now!")  # H13
        return msg("{name} is thinking…", name=player_message(players, view.to_act, seat))

    def name(s: int | None) -> Message | str:
        return player_message(players, s) if s is not None else msg("someone")

    if decision == "draft":
        pick = sum(view.hand_sizes) + 1
        if view.candidate is not None:
            return msg("Draft pick {pick} of 14: keep {card}, or reject it and take the next card unseen.",
                       pick=pick, card=card_message(view.candidate))
        return msg("Draft pick {pick} of 14.", pick=pick)
    if decision == "color":
        if view.top == WILD_DRAW4:
            return msg("The turned-up card is a Wild Draw 4: name the colour; {name} draws 4.",
                       name=name((seat + 1) % view.players))
        return msg("The turned-up card is a Wild: name the colour.")
    if decision == "turn":
        if view.dump_color is not None:
            return msg(
                "Your turn: play a marked card, draw (D), or dump all your {color} cards (M) on the turned-up Reverse.",
                color=color_message(view.dump_color),
            )
        return msg("Your turn: play a marked card or draw (D).")
    if decision == "after_draw":
        drawn = view.drawn
        if drawn is None:
            return msg("You drew a card.")
        if any(a.kind == "play" for a in view.legal) and not any(a.kind == "pass" for a in view.legal):
            return msg("You drew {card}: you must play it (P).", card=card_message(drawn))  # H6
        if any(a.kind == "play" for a in view.legal):
            return msg("You drew {card}: play it (P) or keep it (K).", card=card_message(drawn))
        return msg("You drew {card}: it cannot be played, so keep it (K).", card=card_message(drawn))
    if decision == "dump":
        color = color_message(view.dump_color)
        if any(a.kind == "dump" for a in view.legal):
            return msg(
                "You played a Reverse: dump all your {color} cards in the order you pick (the last one acts), "
                "or don't dump (N).",
                color=color,
            )
        return msg("You played a Reverse: you hold no {color} card to dump; continue (N).", color=color)
    if decision == "swap":
        return msg("You played a 7: choose whose hand to swap yours with.")
    if decision == "volley":
        who = name(last_player(view))
        if view.top == WILD_DRAW4:
            return msg("{name} stacked a Wild Draw 4: you must take {n} or stack a Wild Draw 4.", name=who,
                       n=view.pending_draw)
        if any(a.card == WILD_DRAW4 for a in view.legal):
            return msg("{name} played a Draw 2: you must take {n}, or stack a Draw 2 or a Wild Draw 4.", name=who,
                       n=view.pending_draw)
        if view.pending_draw > 2:
            return msg("{name} stacked a Draw 2: you must take {n} or stack a Draw 2.", name=who, n=view.pending_draw)
        return msg("{name} played a Draw 2: you must take {n} or stack a Draw 2.", name=who, n=view.pending_draw)
    if decision == "challenge" and (view.pending_draw != 4 or any(a.kind == "play" for a in view.legal)):
        return msg(
            "{name} played a Wild Draw 4 naming {color}: take {n} cards (A), challenge it (C), or stack a Wild "
            "Draw 4 if you can.",
            name=name(last_player(view)), color=color_message(view.color), n=view.pending_draw,
        )
    if decision == "challenge":
        return msg(
            "{name} played a Wild Draw 4 naming {color}. Challenge (C): if it was illegal, {name} draws 4, "
            "if it was legal you draw 6. Or accept (A) and draw 4.",
            name=name(last_player(view)),
            color=color_message(view.color),
        )
    if decision == "catch":
        return msg("{name} has one card left and did not call UNO: catch (C, {name} draws 2) or ignore (I).",
                   name=name(last_player(view)))
    return None


# ---------------------------------------------------------------------------------------------- building a choice
# A front end may split a choice into steps (pick a wild card, then its colour; pick a dump's cards one by one).
# The words of those steps live here too, so every front end says them the same way.


def controls() -> dict[str, Message]:
    """Labels of the steps a front end adds around the choices: the UNO toggle, the dump builder, cancelling."""
    return {
        "uno_on": msg("UNO call: on"),
        "uno_off": msg("UNO call: off"),
        "dump_confirm": msg("Lay the dump"),
        "dump_undo": msg("Undo a pick"),
        "dump_cancel": msg("Cancel the dump"),
        "cancel": msg("Cancel"),
    }


def start_dump_label(color: int | None) -> Message:
    """The button that starts building a dump of every card of ``color``."""
    return msg("Dump all {color} cards", color=color_message(color))


def wild_color_prompt(card: int) -> Message:
    """After picking a wild card: name its colour."""
    return msg("Name the colour for {card}.", card=card_message(card))


def dump_order_prompt(view: View, picked: Sequence[int], opponent: Message | str) -> list[Message]:
    """While building a dump (hand cards ``picked`` so far, in order): what is left to pick, or what it will do."""
    color = view.dump_color if view.dump_color is not None else -1
    left = sum(1 for c in view.hand if COLOR_OF[c] == color) - len(picked)
    if left <= 0 and picked:
        return [msg("Dump order: {cards}; {effect}. Enter lays it.", cards=_order(picked),
                    effect=dump_effect(picked[-1], opponent))]
    lines = [nmsg(
        "Dump your {color} cards: pick them in the order to lay them ({n} left to pick).",
        "Dump your {color} cards: pick them in the order to lay them ({n} left to pick).",
        left,
        color=color_message(color),
    )]
    if picked:
        lines.append(msg("So far: {cards}.", cards=_order(picked)))
    return lines


def _order(cards: Sequence[int]) -> Message:
    """Cards in the order they will be laid: ``red 1 → red 5``."""
    result = card_message(cards[-1])
    for card in reversed(cards[:-1]):
        result = msg("{first} → {rest}", first=card_message(card), rest=result)
    return result


def play_label(card: int) -> Message:
    """The button that plays ``card`` before its colour (a wild) or UNO call is chosen: ``Play red 5``."""
    return msg("Play {card}", card=card_message(card))


def waiting_message(view: View, players: Sequence[PlayerName], me: int | None = None) -> Message | None:
    """What the seat to act is deciding, told to the others (a spectator, the other players): ``Bob is drafting``.

    ``me`` is the viewer's seat (told "You" if it is the one to act). None when nobody is to act.
    """
    seat = view.to_act
    if view.match_over:
        return msg("The match is over.")
    if seat is None:
        return None
    who = player_message(players, seat, me)
    decision = view.decision
    if decision == "draft":
        return msg("{name} is drafting", name=who)
    if decision == "color":
        return msg("{name} is naming a colour", name=who)
    if decision == "after_draw":
        return msg("{name} drew a card and is deciding", name=who)
    if decision == "dump":
        return msg("{name} may dump cards after the Reverse", name=who)
    if decision == "volley":
        return nmsg("{name} must take {n} card or stack", "{name} must take {n} cards or stack", view.pending_draw,
                    name=who)
    if decision == "challenge":
        return msg("{name} decides whether to challenge the Wild Draw 4", name=who)
    if decision == "catch":
        return msg("{name} may catch the missed UNO call", name=who)
    if decision == "swap":
        return msg("{name} is choosing whom to swap hands with", name=who)
    return msg("{name}'s turn", name=who)
