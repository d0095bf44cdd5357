"""The classic UNO lessons, the shorter set classic needs, two players each: C6 (matching), C8-C10 and C19
(action cards with two players), C12-C13 (the Wild Draw 4 and its challenge), C14 (UNO), C17-C18 (scoring)."""

from __future__ import annotations

from unoduo.core import CLASSIC
from unoduo.present import lessons as words

from .lesson import Lesson, Step, both, calls_uno, is_kind, names_color, plays
from .setup import position

_draw = is_kind("draw")

MATCH = Lesson(
    id="classic-match",
    ruleset=CLASSIC,
    words=words.CLASSIC_MATCH,
    position=position(CLASSIC, hands=["Y2 G7 B1 R9", "G2 Y8 G3 B6"], discard="Y5"),
    steps=(
        Step(words.CLASSIC_MATCH["colour"], plays("Y2"), words.CLASSIC_MATCH["colour_right"],
             ((_draw, words.CLASSIC_MATCH["draw"]),)),
        Step(words.CLASSIC_MATCH["number"], plays("G7"), words.CLASSIC_MATCH["number_right"],
             ((_draw, words.CLASSIC_MATCH["draw"]),)),
    ),
    script=("play G2", "play G3"),
    intended=("play Y2", "play G7"),
)

ACTIONS = Lesson(
    id="classic-actions",
    ruleset=CLASSIC,
    words=words.CLASSIC_ACTIONS,
    position=position(CLASSIC, hands=["R+2 RS RR R5 B1", "G4 Y7 B2 G8"], discard="R9"),
    steps=(
        Step(words.CLASSIC_ACTIONS["draw2"], plays("R+2"), words.CLASSIC_ACTIONS["draw2_right"],
             otherwise=words.CLASSIC_ACTIONS["other"]),
        Step(words.CLASSIC_ACTIONS["skip"], plays("RS"), words.CLASSIC_ACTIONS["skip_right"],
             otherwise=words.CLASSIC_ACTIONS["other"]),
        Step(words.CLASSIC_ACTIONS["reverse"], plays("RR"), words.CLASSIC_ACTIONS["reverse_right"],
             otherwise=words.CLASSIC_ACTIONS["other"]),
    ),
    intended=("play R+2", "play RS", "play RR"),
)

WILD4 = Lesson(
    id="classic-wild4",
    ruleset=CLASSIC,
    words=words.CLASSIC_WILD4,
    position=position(CLASSIC, hands=["W+4 R3 B2 G1", "W+4 R7 G5 G8"], discard="Y5", pile="Y1 Y2 Y3 Y4 Y6 Y7 Y8 Y9"),
    steps=(
        Step(words.CLASSIC_WILD4["play"], both(plays("W+4"), names_color("R")), words.CLASSIC_WILD4["play_right"],
             ((plays("W+4"), words.CLASSIC_WILD4["play_colour"]), (_draw, words.CLASSIC_WILD4["play_draw"]))),
        Step(words.CLASSIC_WILD4["red"], plays("R3"), words.CLASSIC_WILD4["red_right"]),
        Step(words.CLASSIC_WILD4["challenge"], is_kind("challenge"), words.CLASSIC_WILD4["challenge_right"],
             ((is_kind("accept"), words.CLASSIC_WILD4["challenge_accept"]),)),
    ),
    script=("accept", "play W+4 G"),
    intended=("play W+4 R", "play R3", "challenge"),
)

UNO = Lesson(
    id="classic-uno",
    ruleset=CLASSIC,
    words=words.CLASSIC_UNO,
    position=position(CLASSIC, hands=["R4 G9", "R7 G1"], discard="R2"),
    steps=(
        Step(words.CLASSIC_UNO["call"], both(plays("R4"), calls_uno), words.CLASSIC_UNO["call_right"],
             ((plays("R4"), words.CLASSIC_UNO["call_forgot"]), (_draw, words.CLASSIC_UNO["call_draw"]))),
        Step(words.CLASSIC_UNO["catch"], is_kind("catch"), words.CLASSIC_UNO["catch_right"],
             ((is_kind("ignore"), words.CLASSIC_UNO["catch_ignore"]),)),
    ),
    script=("play R7",),
    intended=("play R4 uno", "catch"),
)

SCORE = Lesson(
    id="classic-score",
    ruleset=CLASSIC,
    words=words.CLASSIC_SCORE,
    position=position(CLASSIC, hands=["R3", "G+2 W Y5"], discard="R7", start=(450, 300)),
    steps=(
        Step(words.CLASSIC_SCORE["out"], plays("R3"), words.CLASSIC_SCORE["out_right"],
             ((_draw, words.CLASSIC_SCORE["out_draw"]),)),
    ),
    intended=("play R3",),
)

#: Teaching order.
CLASSIC_LESSONS = (MATCH, ACTIONS, WILD4, UNO, SCORE)
