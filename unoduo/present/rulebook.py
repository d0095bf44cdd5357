"""The rules page's content (``/api/rulebook``): each idea of UNO Duo with a short text and a worked example
shown with card pictures, then classic UNO in short, then the glossary (:mod:`unoduo.present.glossary`).

Texts are msgids marked with ``N_`` (rendered late, in any language); an example's ``cards`` are RECORDS.md card
codes the page draws with its card faces. The full rules are docs/rules.md; the engine follows them.
"""

from __future__ import annotations

from typing import Any

from .glossary import glossary_schema
from .message import N_, marked

#: (id, title, text, example cards, example text): one section per idea, in the order a new player needs them.
#: An example that starts from a card on the pile names it in :data:`EXAMPLE_TOP_CARDS`.
DUO_IDEAS: tuple[tuple[str, str, str, tuple[str, ...], str], ...] = (
    ("turn", N_("Your turn: match the top card"),
     N_("On your turn, play a card of the same colour, number or symbol as the top card, or a wild card, or draw "
        "one card. After drawing you may play that card only, or keep it."),
     ("R9", "B5", "W"),
     N_("On a Red 5 you may play the Red 9 (same colour), the Blue 5 (same number) or a Wild.")),
    ("draft", N_("The draft: choose your hand"),
     N_("The draft: in turn, each player looks at the top card of the deck. Keep it, and the next card goes face "
        "up on the discard pile; or reject it face up and take the next card unseen. After seven picks each, the "
        "face-up cards go under the draw pile in order, and a card is turned up."),
     ("G7", "W+4"),
     N_("You see a Green 7. Keep it, or reject it: the Green 7 goes face up and you take the next card "
        "unseen, which might be a Wild Draw 4, or a 0.")),
    ("volley", N_("The Draw 2 volley"),
     N_("Draw 2: the opponent takes the pending total or stacks another Draw 2 (of any colour), which raises the "
        "total by 2."),
     ("R+2", "B+2", "G+2"),
     N_("Ravi plays a Red Draw 2: 2 to take. You answer with a Blue Draw 2: 4. Ravi answers with a Green Draw 2: "
        "6. You have no Draw 2 left, so you draw all 6.")),
    ("skip", N_("Skip = play again"),
     N_("In UNO Duo a Skip does not pass the turn: whoever plays it plays again at once."),
     ("BS", "B3"),
     N_("You play the Blue Skip, then the Blue 3 on it: two cards in one turn.")),
    ("dump", N_("The Reverse dump"),
     N_("After a Reverse you may dump all your other cards of its colour, in the order you choose. Only the last "
        "card dumped takes effect."),
     ("YR", "Y2", "Y8", "Y+2"),
     N_("You play the Yellow Reverse and dump the Yellow 2, the Yellow 8 and, last, the Yellow Draw 2: three "
        "cards gone, and your opponent must take 2 or answer with a Draw 2.")),
    ("challenge", N_("Wild and the Wild Draw 4 challenge"),
     N_("Wild: name a colour. Wild Draw 4: name a colour; the opponent accepts and draws 4, or challenges. If you "
        "held a card of the colour in play, the challenge succeeds and you draw 4; otherwise the challenger draws "
        "6."),
     ("G9", "W+4"),
     N_("The top card is a Green 4 and you hold a Green 9: a Wild Draw 4 now is a bluff. If Ravi challenges, "
        "you draw 4. Had you held no green card, Ravi would draw 6.")),
    ("uno", N_("Call UNO, catch a missed call"),
     N_("When a play leaves you one card, call UNO with it. If you forget, your opponent may catch you: you draw "
        "2."),
     ("R1", "R6"),
     N_("You hold the Red 1 and the Red 6. Play the Red 6 and press UNO with it. Forget, and Ravi may catch "
        "you: you draw 2.")),
    ("scoring", N_("Scoring: the lower total wins"),
     N_("A round ends when a player has no card left. The other player scores the cards left in hand: numbers "
        "at face value, Skip, Reverse and Draw 2 at 10, Wild 15, Wild Draw 4 20. The match ends when a total "
        "reaches 200; the lower total wins."),
     ("B7", "GS", "W"),
     N_("You go out; Ravi still holds the Blue 7, a Green Skip and a Wild: Ravi scores 7 + 10 + 15 = 32. Points "
        "are bad: the match ends when a total reaches 200, and the lower total wins.")),
)

#: The top card of the discard pile an example starts from (drawn apart from the cards played or held).
EXAMPLE_TOP_CARDS: dict[str, str] = {"turn": "R5", "challenge": "G4"}

#: Classic UNO in short (2 to 10 players), as paragraphs.
CLASSIC_TEXTS: tuple[str, ...] = (
    N_("Seven cards each, no draft and no dump. Skip makes the next player miss a turn, Reverse changes the "
       "direction, Draw 2 makes the next player draw 2 and miss a turn."),
    N_("The player who goes out scores the cards left in the other hands (numbers at face value, action cards 20, "
       "wild cards 50). The first total to reach 500 wins."),
)


def rulebook_schema() -> dict[str, Any]:
    """The rules page: ``{"duo": [{"id", "title", "text", "example": {"top", "cards", "text"}}], "classic":
    [text...],
    "glossary": [{"id", "term", "definition"}]}``; every text a message in JSON form."""
    return {
        "duo": [
            {"id": idea, "title": marked(title).to_json(), "text": marked(text).to_json(),
             "example": {"top": EXAMPLE_TOP_CARDS.get(idea), "cards": list(cards), "text": marked(example).to_json()}}
            for idea, title, text, cards, example in DUO_IDEAS
        ],
        "classic": [marked(text).to_json() for text in CLASSIC_TEXTS],
        "glossary": glossary_schema(),
    }
