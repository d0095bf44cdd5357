"""The words of the puzzles (``unoduo.puzzles``): each theme's title and the idea its explanation gives, the
prompt, the name of the other seat, and the explanation of an answer with the coach's numbers.

The themes' ids and what they cover are the puzzles package's (``THEMES``, docs/puzzles.md); this module only
says them to a player, in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .message import Message, msg

#: Each theme's title, as a list of themes shows it.
THEME_TITLES: Final[Mapping[str, Message]] = {
    "go-out": msg("Going out"),
    "volley": msg("Draw 2 volleys"),
    "challenge": msg("Wild Draw 4 challenges"),
    "dump": msg("Reverse dumps"),
    "colour": msg("Naming the colour"),
    "draft": msg("The draft"),
    "skip": msg("Taking another turn"),
    "defend": msg("Stopping the opponent"),
    "hold": msg("Holding back"),
    "catch": msg("Catching a missed UNO"),
    "plan": msg("Planning ahead"),
}

#: Each theme's idea in one sentence: the first line of the explanation.
THEME_IDEAS: Final[Mapping[str, Message]] = {
    "go-out": msg("One of these actions empties your hand soonest, or sets it up to go out."),
    "volley": msg("A Draw 2 volley: raising it and taking the cards are worth very different amounts here."),
    "challenge": msg("A Wild Draw 4 can be challenged: what you saw laid tells you whether it pays."),
    "dump": msg("Dumping every card of a colour, or keeping them, changes the whole round."),
    "colour": msg("The colour you name decides what your opponent can answer."),
    "draft": msg("What you keep in the draft shapes your whole hand."),
    "skip": msg("A card that gives you another turn is worth more than its points here."),
    "defend": msg("Your opponent is close to going out: the best action keeps them from it."),
    "hold": msg("Sometimes no play is best: keeping a card back wins more often."),
    "catch": msg("Your opponent forgot to call UNO: catching them, or not, is worth a different amount."),
    "plan": msg("The best action keeps your hand flexible for the turns to come."),
}

PROMPT: Final = msg("Find the best move.")
#: The other seat of a puzzle's table (the puzzles come from bot games).
OPPONENT: Final = msg("Opponent")


def theme_title(theme: str) -> Message:
    """The title of a theme (KeyError for an unknown one)."""
    return THEME_TITLES[theme]


def numbers_line(
    best: Message | str, best_chance: int, second: Message | str | None, second_chance: int | None
) -> Message:
    """The coach's numbers in a sentence: the best action's win chance, and the next best's."""
    if second is None or second_chance is None:
        return msg("“{best}” wins {chance}% of the time from here.", best=best, chance=best_chance)
    return msg(
        "“{best}” wins {chance}% of the time from here; the next best, “{second}”, wins {second_chance}%.",
        best=best,
        chance=best_chance,
        second=second,
        second_chance=second_chance,
    )
