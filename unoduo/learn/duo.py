"""The UNO Duo lessons, in teaching order: one idea each, a real position, the opponent scripted.

Each lesson's cards are chosen so that the step's point is the only sensible move, and its words
(``unoduo.present.lessons``) cite what docs/rules.md says: R4 (matching), R30-R32 (drawing), R13-R17 (the
draft), R35-R39 (volleys), R41 (Skip), R50-R55 (the dump), R43-R49 (Wild, Wild Draw 4, the challenge),
R56-R58 (UNO, catching), R73-R79 (scoring).
"""

from __future__ import annotations

from unoduo.core import DUO
from unoduo.present import lessons as words

from .lesson import Lesson, Step, both, calls_uno, dump_ends_on, is_kind, names_color, plays, plays_any
from .setup import position

_draw = is_kind("draw")

MATCH = Lesson(
    id="duo-match",
    ruleset=DUO,
    words=words.DUO_MATCH,
    position=position(DUO, hands=["R2 G8 B1 Y3", "R8 G1 Y6 B9 Y7"], discard="R5"),
    steps=(
        Step(words.DUO_MATCH["colour"], plays("R2"), words.DUO_MATCH["colour_right"],
             ((_draw, words.DUO_MATCH["colour_draw"]),)),
        Step(words.DUO_MATCH["number"], plays("G8"), words.DUO_MATCH["number_right"],
             ((_draw, words.DUO_MATCH["number_draw"]),)),
    ),
    script=("play R8", "play G1"),
    intended=("play R2", "play G8"),
)

DRAW = Lesson(
    id="duo-draw",
    ruleset=DUO,
    words=words.DUO_DRAW,
    position=position(DUO, hands=["R1 Y3 B8", "G9 G4 Y2 B5"], discard="G5", pile="G2 R4"),
    steps=(
        Step(words.DUO_DRAW["draw"], _draw, words.DUO_DRAW["draw_right"]),
        Step(words.DUO_DRAW["play_drawn"], plays("G2"), words.DUO_DRAW["play_drawn_right"],
             ((is_kind("pass"), words.DUO_DRAW["play_drawn_pass"]),)),
        Step(words.DUO_DRAW["draw_again"], _draw, words.DUO_DRAW["draw_again_right"]),
        Step(auto="pass"),
    ),
    script=("play G9", "play G4"),
    intended=("draw", "play G2", "draw"),
)

DRAFT = Lesson(
    id="duo-draft",
    ruleset=DUO,
    words=words.DUO_DRAFT,
    position=position(DUO, hands=["", ""], pile="W G3 B4 R6 Y9 RS", decision="draft", color="-"),
    steps=(
        Step(words.DUO_DRAFT["wild"], is_kind("keep"), words.DUO_DRAFT["wild_right"],
             ((is_kind("reject"), words.DUO_DRAFT["wild_reject"]),)),
        Step(words.DUO_DRAFT["nine"], is_kind("reject"), words.DUO_DRAFT["nine_right"],
             ((is_kind("keep"), words.DUO_DRAFT["nine_keep"]),)),
    ),
    script=("keep", "keep"),
    intended=("keep", "reject"),
)

VOLLEY = Lesson(
    id="duo-volley",
    ruleset=DUO,
    words=words.DUO_VOLLEY,
    position=position(DUO, hands=["B+2 B5 R3 G7", "R+2 Y6 G1 Y8"], discard="R4", pile="B9 R7 Y2 G3", to_act=1),
    steps=(
        Step(words.DUO_VOLLEY["answer"], plays("B+2"), words.DUO_VOLLEY["answer_right"],
             ((_draw, words.DUO_VOLLEY["answer_draw"]),)),
        Step(words.DUO_VOLLEY["again"], plays_any, words.DUO_VOLLEY["again_right"],
             ((_draw, words.DUO_VOLLEY["again_draw"]),)),
    ),
    script=("play R+2", "draw", "play B9"),
    intended=("play B+2", "play B5"),
)

SKIP = Lesson(
    id="duo-skip",
    ruleset=DUO,
    words=words.DUO_SKIP,
    position=position(DUO, hands=["BS B7 R2 G6", "B1 Y4 G3"], discard="B4"),
    steps=(
        Step(words.DUO_SKIP["skip"], plays("BS"), words.DUO_SKIP["skip_right"],
             ((plays("B7"), words.DUO_SKIP["skip_seven"]), (_draw, words.DUO_SKIP["skip_draw"]))),
        Step(words.DUO_SKIP["again"], plays_any, words.DUO_SKIP["again_right"],
             ((_draw, words.DUO_SKIP["again_draw"]),)),
    ),
    script=("play B1",),
    intended=("play BS", "play B7"),
)

REVERSE = Lesson(
    id="duo-reverse",
    ruleset=DUO,
    words=words.DUO_REVERSE,
    position=position(DUO, hands=["GR G3 G7 GS R9 W", "G1 Y2 B6 R5"], discard="G5"),
    steps=(
        Step(words.DUO_REVERSE["reverse"], plays("GR"), words.DUO_REVERSE["reverse_right"],
             ((plays_any, words.DUO_REVERSE["reverse_other"]), (_draw, words.DUO_REVERSE["reverse_other"]))),
        Step(words.DUO_REVERSE["dump"], dump_ends_on("GS"), words.DUO_REVERSE["dump_right"],
             ((dump_ends_on("G3", "G7"), words.DUO_REVERSE["dump_number"]),
              (is_kind("nodump"), words.DUO_REVERSE["dump_none"]))),
    ),
    intended=("play GR", "dump G3 G7 GS"),
)

WILD = Lesson(
    id="duo-wild",
    ruleset=DUO,
    words=words.DUO_WILD,
    position=position(DUO, hands=["W R3 R8 B2", "W+4 R6 G2 Y1 Y5"], discard="Y6"),
    steps=(
        Step(words.DUO_WILD["wild"], both(plays("W"), names_color("R")), words.DUO_WILD["wild_right"],
             ((plays("W"), words.DUO_WILD["wild_colour"]), (_draw, words.DUO_WILD["wild_draw"]))),
        Step(words.DUO_WILD["challenge"], is_kind("challenge"), words.DUO_WILD["challenge_right"],
             ((is_kind("accept"), words.DUO_WILD["challenge_accept"]),)),
    ),
    script=("play W+4 G",),
    intended=("play W R", "challenge"),
)

UNO = Lesson(
    id="duo-uno",
    ruleset=DUO,
    words=words.DUO_UNO,
    position=position(DUO, hands=["R4 G9", "R7 G1"], discard="R2"),
    steps=(
        Step(words.DUO_UNO["call"], both(plays("R4"), calls_uno), words.DUO_UNO["call_right"],
             ((plays("R4"), words.DUO_UNO["call_forgot"]), (_draw, words.DUO_UNO["call_draw"]))),
        Step(words.DUO_UNO["catch"], is_kind("catch"), words.DUO_UNO["catch_right"],
             ((is_kind("ignore"), words.DUO_UNO["catch_ignore"]),)),
    ),
    script=("play R7",),
    intended=("play R4 uno", "catch"),
)

SCORE = Lesson(
    id="duo-score",
    ruleset=DUO,
    words=words.DUO_SCORE,
    position=position(DUO, hands=["R2 W G9", "W"], discard="R7", start=(130, 150), options={"match_rounds": 1}),
    steps=(
        Step(words.DUO_SCORE["shed"], plays("W"), words.DUO_SCORE["shed_right"],
             ((plays("R2"), words.DUO_SCORE["shed_two"]), (_draw, words.DUO_SCORE["shed_draw"]))),
    ),
    script=(("play W R", "play W Y", "play W G", "play W B"),),
    intended=("play W R",),
)

#: Teaching order.
DUO_LESSONS = (MATCH, DRAW, DRAFT, VOLLEY, SKIP, REVERSE, WILD, UNO, SCORE)
