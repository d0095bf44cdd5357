"""Every word of the lessons (``unoduo.learn``): titles, goals, what to try, why a move is right or not, summaries.

Each lesson's words are one :class:`LessonWords`: ``title``, ``goal`` (one line for a list), ``summary`` (the
line a finished lesson ends with) and ``lines``, the step prompts and reactions by key, which the lesson's
steps in ``unoduo/learn/duo.py`` and ``classic.py`` name. The opponent is called :data:`OPPONENT`. The same
sentence in two lessons is one msgid, translated once. Rules cited are those of docs/rules.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .message import Message, msg


@dataclass(frozen=True, slots=True)
class LessonWords:
    """A lesson's words: ``title``, ``goal``, ``summary``, and its steps' lines by key (``words["colour"]``)."""

    title: Message
    goal: Message
    summary: Message
    lines: Mapping[str, Message] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Message:
        return self.lines[key]


#: What the lessons call the scripted opponent (seat 1), in narration and on the table.
OPPONENT = msg("Bot")
#: A legal move that is not the step's point, when the step gives no reason of its own.
NOT_THE_POINT = msg("That move is allowed, but it is not what this step is about. It was taken back: try again.")
#: Said with every move that was taken back.
TAKEN_BACK = msg("Taken back: the cards are as they were. Try again.")
ILLEGAL_ACTION = msg("That move is not allowed here: choose one of the moves on offer.")
BAD_ACTION = msg("That is not a move. Write it as the table shows it, e.g. play R5 or draw.")
LESSON_OVER = msg("This lesson is over: start it again to play it once more.")
LESSON_DONE = msg("Lesson done!")


def step_of(step: int, steps: int) -> Message:
    """``Step 2 of 3``."""
    return msg("Step {step} of {steps}", step=step, steps=steps)


# ---------------------------------------------------------------------- UNO Duo

DUO_MATCH = LessonWords(
    title=msg("Match colour or number"),
    goal=msg("Play a card that matches the top card by colour or by number."),
    summary=msg(
        "A card may be played on the top card when it has the same colour or the same number, or the same "
        "symbol (a Skip on a Skip, a Draw 2 on a Draw 2)."
    ),
    lines={
        "colour": msg("The top card is a red 5. Play a card of the same colour."),
        "colour_right": msg("Right: red on red. A card of the top card's colour always fits."),
        "colour_draw": msg("You may draw even when a card fits, but your red 2 fits here: play it."),
        "number": msg("The bot played a red 8 and you have no red card left. Play a card with the same number."),
        "number_right": msg("Right: an 8 goes on an 8, whatever its colour. Green is now the colour to match."),
        "number_draw": msg("Your green 8 has the same number as the top card: play it."),
    },
)

DUO_DRAW = LessonWords(
    title=msg("Drawing a card"),
    goal=msg("Draw when nothing fits, and play the drawn card if it does."),
    summary=msg(
        "With nothing to play, draw one card. If it fits you may play it at once; if not, you keep it and "
        "your turn is over."
    ),
    lines={
        "draw": msg("Nothing in your hand matches the green 5. Draw a card."),
        "draw_right": msg("You drew a green 2."),
        "play_drawn": msg("The green 2 you drew matches. Play it now (pass would keep it and end your turn)."),
        "play_drawn_right": msg("Right: a card you just drew may be played at once if it fits, but no other card."),
        "play_drawn_pass": msg("Keeping it ends your turn with one card more. It fits: play it."),
        "draw_again": msg("Again nothing matches, now the green 9. Draw."),
        "draw_again_right": msg("You drew a red 4. It does not fit, so you keep it and your turn ends."),
    },
)

DUO_DRAFT = LessonWords(
    title=msg("The draft: keep or reject"),
    goal=msg("Build your hand: keep the strong cards, reject the weak ones."),
    summary=msg(
        "In the draft you see each card before you take it: keep the strong ones (Wilds, action cards), "
        "reject the weak ones and take the next card unseen. Both players see every card laid face up."
    ),
    lines={
        "wild": msg(
            "Draft pick: only you see the top card, a Wild. Keep it, or reject it and take the next card unseen?"
        ),
        "wild_right": msg("Right: a Wild fits on any card. On keep, the next card is laid face up for both of you."),
        "wild_reject": msg("A Wild goes on any card and names the colour: too good to give away. Keep it."),
        "nine": msg("Your next card is a yellow 9: a high number of a colour you do not hold. Keep or reject?"),
        "nine_right": msg(
            "Right: the 9 is laid face up and you take the next card without showing it, here a red Skip."
        ),
        "nine_keep": msg(
            "A lone high number rarely fits, and if you are stuck with it, it counts 9 points against you. "
            "Reject it and take the next card."
        ),
    },
)

DUO_VOLLEY = LessonWords(
    title=msg("Draw 2 volleys"),
    goal=msg("Answer a Draw 2 with a Draw 2 and hand the total back."),
    summary=msg(
        "A Draw 2 may be answered with any Draw 2, which raises the total by 2. Whoever cannot or will not "
        "answer draws the whole total, and the player of the last Draw 2 moves next."
    ),
    lines={
        "answer": msg(
            "The bot played a red Draw 2: you draw 2, unless you answer with a Draw 2 of any colour. Answer it."
        ),
        "answer_right": msg("The total is now 4: the bot must answer with a Draw 2 or draw all 4."),
        "answer_draw": msg(
            "Drawing takes the 2 cards and ends your turn. Your Draw 2 hands the total back, raised to 4."
        ),
        "again": msg("The bot had no Draw 2 and drew all 4. You played the last Draw 2, so you move: play a card."),
        "again_right": msg("Right: whoever plays the last Draw 2 of a volley takes the next turn."),
        "again_draw": msg("Your blue 5 fits on the blue Draw 2: play it."),
    },
)

DUO_SKIP = LessonWords(
    title=msg("Skip: play again"),
    goal=msg("Play a Skip, then play again."),
    summary=msg("In UNO Duo a Skip gives its player another turn straight away."),
    lines={
        "skip": msg("In UNO Duo a Skip means you play again at once. Play your blue Skip."),
        "skip_right": msg("The bot is skipped: it is your turn again."),
        "skip_seven": msg(
            "The 7 fits too, but then the bot moves. Play the Skip first, and you can still lay the 7 after it."
        ),
        "skip_draw": msg("Your blue Skip fits: play it."),
        "again": msg("Your turn again, with the Skip on top. Play a blue card."),
        "again_right": msg("Two cards in one turn: that is what a Skip gives you."),
        "again_draw": msg("Your blue 7 fits: play it."),
    },
)

DUO_REVERSE = LessonWords(
    title=msg("The Reverse dump"),
    goal=msg("Play a Reverse, dump its colour, and end on the right card."),
    summary=msg(
        "After a Reverse you may dump every card of its colour. Only the last card acts, so end on a Skip "
        "(you play again) or a Draw 2 (a volley starts)."
    ),
    lines={
        "reverse": msg(
            "In UNO Duo a Reverse lets you lay down every other card of its colour at once. Play your green Reverse."
        ),
        "reverse_right": msg("Now you may dump your other green cards, all of them, in the order you choose."),
        "reverse_other": msg("That fits, but the Reverse gets rid of all your green cards at once: play it first."),
        "dump": msg("Dump your green cards. Only the last one acts: end on the Skip and you play again."),
        "dump_right": msg("Three cards gone, and the Skip at the end gives you another turn."),
        "dump_number": msg("A number at the end does nothing, and the bot would move next. Put the Skip last."),
        "dump_none": msg("Declining keeps three green cards in your hand: dump them."),
    },
)

DUO_WILD = LessonWords(
    title=msg("Wild and the Wild Draw 4 challenge"),
    goal=msg("Name a colour with a Wild, and challenge a Wild Draw 4."),
    summary=msg(
        "A Wild goes on any card and names the colour. A Wild Draw 4 does too and makes the other player draw "
        "4, but it is fair only without a card of the active colour: challenge a bluff and its player draws "
        "the 4; challenge a fair one and you draw 6."
    ),
    lines={
        "wild": msg("Only your Wild fits on the yellow 6. Play it and name the colour you hold most."),
        "wild_right": msg("Red it is: both your red cards now fit."),
        "wild_colour": msg("You hold two red cards and one blue: name red, so your next cards fit."),
        "wild_draw": msg("Your Wild fits on any card: play it."),
        "challenge": msg(
            "The bot played a Wild Draw 4. It is fair only if the bot has no red card. Challenge: you see its "
            "hand; a bluff makes it draw 4, a fair play makes you draw 6. Or accept and draw 4."
        ),
        "challenge_right": msg("The bot held a red 6: it was a bluff. The bot draws the 4 cards and you play next."),
        "challenge_accept": msg(
            "Accepting costs you 4 cards for sure. With five cards the bot very likely holds a red one: challenge."
        ),
    },
)

DUO_UNO = LessonWords(
    title=msg("Call UNO, catch a missed call"),
    goal=msg("Call UNO on your second-to-last card, and catch a player who forgets."),
    summary=msg(
        "When a play leaves you one card, call UNO with it. If the other player forgets, catch them at once: "
        "they draw 2."
    ),
    lines={
        "call": msg("You have two cards. Play your red 4 and call UNO with it."),
        "call_right": msg("Called: with one card left you cannot be caught."),
        "call_forgot": msg("You forgot to call UNO: the bot would catch you and you would draw 2. Call it."),
        "call_draw": msg("Play your red 4, calling UNO."),
        "catch": msg("The bot played its red 7 and has one card left, but it did not call UNO. Catch it!"),
        "catch_right": msg("Caught: the bot draws 2 cards."),
        "catch_ignore": msg("Ignoring lets the bot keep its last card safely. A catch makes it draw 2."),
    },
)

DUO_SCORE = LessonWords(
    title=msg("Scoring: lowest wins"),
    goal=msg("Points count against you: get rid of the costly cards."),
    summary=msg(
        "Whoever goes out scores 0; the other scores their hand: a number its number, a Skip, Reverse or "
        "Draw 2 10, a Wild 15, a Wild Draw 4 20. Totals add up, and when one reaches 200 the lower total wins."
    ),
    lines={
        "shed": msg(
            "The bot has one card left and goes out next. Then you score the cards you still hold, and points "
            "count against you. Which card do you get rid of?"
        ),
        "shed_right": msg(
            "Right: the Wild is worth 15 points, the 2 only 2 and the 9 9. Your hand scores 11 and the lower "
            "total wins."
        ),
        "shed_two": msg("The 2 costs only 2 points; keeping the Wild would cost 15. Play the card worth most."),
        "shed_draw": msg("Drawing adds a card and its points. Play the card worth most."),
    },
)

# ---------------------------------------------------------------------- classic UNO

CLASSIC_MATCH = LessonWords(
    title=msg("Match colour or number"),
    goal=msg("Play a card that matches the top card by colour or by number."),
    summary=DUO_MATCH.summary,
    lines={
        "colour": msg("The top card is a yellow 5. Play a card that matches it."),
        "colour_right": msg("Right: yellow on yellow."),
        "number": msg("The bot matched your 2 with a green 2: green is now the colour. Play a card that matches."),
        "number_right": msg("Right: green on green."),
        "draw": msg("A card in your hand fits: play it."),
    },
)

CLASSIC_ACTIONS = LessonWords(
    title=msg("Action cards"),
    goal=msg("Draw 2, Skip and Reverse, with two players."),
    summary=msg(
        "A Draw 2 makes the next player draw 2 and miss their turn, a Skip makes them miss it, and a Reverse "
        "turns the direction of play (with two players it works like a Skip)."
    ),
    lines={
        "draw2": msg("Play your red Draw 2: the next player draws 2 and misses their turn."),
        "draw2_right": msg("The bot drew 2 and missed its turn: you move again."),
        "skip": msg("Now your Skip: the next player misses their turn."),
        "skip_right": msg("Skipped: with two players that means you play again."),
        "reverse": msg("And the Reverse: it turns the direction of play. With two players it works like a Skip."),
        "reverse_right": msg("Right: you move again."),
        "other": msg("Try the card this step names."),
    },
)

CLASSIC_WILD4 = LessonWords(
    title=msg("The Wild Draw 4"),
    goal=msg("Play a fair Wild Draw 4, and challenge a bluff."),
    summary=msg(
        "A Wild Draw 4 may be played fairly only without a card of the active colour. The next player may "
        "challenge: a bluff costs its player 4 cards, a fair play costs the challenger 6."
    ),
    lines={
        "play": msg("You hold no yellow card, so your Wild Draw 4 is fair here. Play it and name red."),
        "play_right": msg("The bot accepted, drew 4 and missed its turn: you move again."),
        "play_colour": msg("Name red: you hold a red 3."),
        "play_draw": msg("Your Wild Draw 4 may be played: you hold no yellow card."),
        "red": msg("Now play your red 3."),
        "red_right": msg("Red is the colour, and the bot has to match it."),
        "challenge": msg(
            "The bot played a Wild Draw 4 while red was the colour. Challenge if you think it held a red card: "
            "if it did, it draws 4; if not, you draw 6."
        ),
        "challenge_right": msg("It held a red 7: the bluff costs it 4 cards, and you play next."),
        "challenge_accept": msg("Accepting costs you 4 cards for sure. The bot likely held red: challenge."),
    },
)

CLASSIC_UNO = LessonWords(title=DUO_UNO.title, goal=DUO_UNO.goal, summary=DUO_UNO.summary, lines=DUO_UNO.lines)

CLASSIC_SCORE = LessonWords(
    title=msg("Scoring in classic UNO"),
    goal=msg("Go out and score the cards left in the other hands."),
    summary=msg(
        "In classic UNO whoever goes out scores the cards left in the other hands: a number its number, a "
        "Skip, Reverse or Draw 2 20, a Wild or Wild Draw 4 50. The first to reach 500 wins."
    ),
    lines={
        "out": msg("You have one card left. Go out and collect the points in the bot's hand."),
        "out_right": msg(
            "You went out and score the bot's hand: Draw 2 20, Wild 50 and 5, 75 points. Your total passes "
            "500: you win."
        ),
        "out_draw": msg("Drawing puts the round off. Play your last card."),
    },
)
