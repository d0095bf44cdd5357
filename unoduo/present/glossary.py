"""The words of the game, defined: the glossary of the rules page (``/api/rulebook``) in every language.

Each entry is a term and its definition (msgids marked with ``N_``, rendered late) and ``words``: the English
words of the game's own sentences (the log's narration, the prompts, the choices in ``narrate.py`` and
``choices.py``) that the entry explains. tests/present/test_glossary.py reads every word of those sentences and
fails on one that is neither explained here nor a plain English word, so a new game word cannot reach the log
without a definition.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .message import N_, marked


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry: ``id`` (an anchor, ``#term-<id>``), the term, its definition and the log's words."""

    id: str
    term: str
    definition: str
    words: tuple[str, ...] = ()


GLOSSARY: tuple[Term, ...] = (
    Term("card", N_("card"), N_("One of the 108 cards: number cards 0-9 in four colours, action cards and wild cards."),
         ("card", "cards")),
    Term("hand", N_("hand"), N_("The cards you hold. Only you see them (and the log says “a card” for the others’)."),
         ("hand", "hands")),
    Term("turn", N_("turn"), N_("Your moment to act: play a card that fits, or draw."), ("turn",)),
    Term("play", N_("play"), N_("Put a card from your hand on the discard pile. It must match the top card in colour, "
                                "number or symbol, or be a wild card."), ("play", "played", "plays")),
    Term("draw", N_("draw a card"), N_("Take the top card of the draw pile into your hand (after drawing you may "
                                       "play that card, or keep it)."), ("draw", "draws", "drew", "drawn")),
    Term("draw_pile", N_("draw pile"), N_("The face-down stack you draw from."), ("pile",)),
    Term("discard_pile", N_("discard pile"), N_("The face-up stack cards are played onto; its top card is the one "
                                                "to match."), ("discard",)),
    Term("face_up", N_("face up"), N_("Lying with its picture showing, so everyone sees it."),
         ("face", "face-up")),
    Term("turned_up", N_("turned-up card"), N_("The card turned over from the deck to start the discard pile; if "
                                               "it is an action card, its action happens first."),
         ("turned-up",)),
    Term("colour", N_("colour"), N_("Red, yellow, green or blue. Each colour also has a shape (square, triangle, "
                                    "circle, diamond), so no one needs to tell colours apart."), ("colour",)),
    Term("name_colour", N_("name a colour"), N_("After a Wild, say which colour must be played next."),
         ("named", "naming")),
    Term("cut", N_("cut"), N_("Before the first round each player turns up a card; the higher one drafts first "
                              "(a tie is cut again)."), ("cut",)),
    Term("deal", N_("deal"), N_("Giving out the starting hands (in UNO Duo the draft replaces it)."), ("dealt",)),
    Term("draft", N_("draft"), N_("UNO Duo’s deal: taking turns, each player looks at the top card and keeps it or "
                                  "rejects it, until both hold seven cards."), ("draft", "drafts", "drafting")),
    Term("candidate", N_("candidate card"), N_("In the draft, the card you are looking at and may keep."),
         ("candidate",)),
    Term("reject", N_("reject"), N_("In the draft: put the card you looked at face up on the draft pile and take "
                                    "the next card unseen instead."), ("reject", "rejected", "unseen")),
    Term("skip", N_("Skip"), N_("In UNO Duo: you play again at once. In classic UNO: the next player misses a turn."),
         ("skip",)),
    Term("reverse", N_("Reverse"), N_("In UNO Duo: lets you dump your other cards of its colour. In classic UNO: "
                                      "the direction of play changes."), ("reverse",)),
    Term("draw2", N_("Draw 2"), N_("The next player draws 2 cards, unless they answer it with a Draw 2 of their own "
                                   "(a volley)."), ()),
    Term("volley", N_("volley"), N_("A run of Draw 2s answered with Draw 2s: each one adds 2, and the first player "
                                    "who cannot or will not answer draws the whole total."), ("volley",)),
    Term("stack", N_("stack"), N_("Answer a draw card with another, so the cards to take add up."),
         ("stack", "stacked")),
    Term("dump", N_("dump"), N_("After a Reverse in UNO Duo, lay all your other cards of that colour at once, in the "
                                "order you choose; only the last one takes effect."), ("dump", "dumped")),
    Term("wild", N_("Wild"), N_("A card that can be played on anything; its player names the colour."), ("wild",)),
    Term("wild_draw4", N_("Wild Draw 4"), N_("A Wild that makes the opponent draw 4. It is only fair when you held "
                                             "no card of the colour in play; the opponent may challenge it."), ()),
    Term("bluff", N_("bluff"), N_("Playing a Wild Draw 4 while holding a card of the colour in play: allowed, but "
                                  "a challenge punishes it."), ("illegal", "punished")),
    Term("challenge", N_("challenge"), N_("Answer a Wild Draw 4 by asking to see the player’s hand: a bluff makes "
                                          "them draw 4; a fair play makes you draw 6."),
         ("challenge", "challenged", "showed", "accept", "accepted")),
    Term("uno", N_("UNO"), N_("What you call when a play leaves you with one card."), ("uno",)),
    Term("call", N_("call UNO"), N_("Say “UNO” with the play that leaves you one card (the UNO button)."),
         ("call", "called")),
    Term("catch", N_("catch"), N_("Point out that a player with one card did not call UNO: they draw 2."),
         ("catch", "caught", "missing", "missed", "ignore")),
    Term("jump_in", N_("jump in"), N_("House rule: play a card identical to the top card out of turn."),
         ("jump", "jumped")),
    Term("seven_o", N_("Seven-O"), N_("House rule: a 7 swaps hands with a player you choose; a 0 passes every hand "
                                      "along."), ("swap", "swapped")),
    Term("seat", N_("seat"), N_("A place at the table, numbered from 1; a bot or a person sits in it."), ("seat",)),
    Term("round", N_("round"), N_("From the deal (or draft) until a player has no card left."), ("round",)),
    Term("blocked", N_("blocked round"), N_("A round where nobody can play or draw: each player scores their own "
                                            "hand."), ("blocked",)),
    Term("points", N_("points"), N_("What the cards left in a hand are worth: numbers at face value, Skip, Reverse "
                                    "and Draw 2 10, Wild 15, Wild Draw 4 20 (in UNO Duo)."),
         ("points", "scores")),
    Term("total", N_("total"), N_("Your points added up over the rounds. In UNO Duo the lower total wins."),
         ("total",)),
    Term("match", N_("match"), N_("Rounds played until a total reaches the target (200 in UNO Duo, 500 in classic)."),
         ("match",)),
    Term("tie", N_("tie"), N_("Equal cards in the cut, or equal totals at the end of a match."), ("tie",)),
    Term("reshuffle", N_("new draw pile"), N_("When the draw pile runs out, the discards under the top card are "
                                              "shuffled into a new one."), ("shuffled",)),
)


def glossary_words() -> set[str]:
    """Every word of the game's sentences the glossary explains (lower case)."""
    return {word for term in GLOSSARY for word in term.words}


def glossary_schema() -> list[dict[str, Any]]:
    """The glossary for a page: ``[{"id", "term", "definition"}]`` (messages in JSON form), in reading order."""
    return [{"id": term.id, "term": marked(term.term).to_json(), "definition": marked(term.definition).to_json()}
            for term in GLOSSARY]
