"""The puzzle page's payloads (web/puzzles/payload.py): the frame is the lessons' state message from the solver's
seat, and an answer's result gives every option's win chance and an explanation naming the best two."""

from __future__ import annotations

from unoduo.core import Action
from unoduo.i18n import use_language
from unoduo.puzzles import load_puzzles
from unoduo.web.protocol import StateMessage
from unoduo.web.puzzles.payload import answer_result, puzzle_frame, puzzle_payload

PUZZLES = load_puzzles()


def test_the_frame_is_the_games_state_message_from_the_solvers_seat() -> None:
    for puzzle in (
        PUZZLES[0],
        next(p for p in PUZZLES if p.seat == 1),
        next(p for p in PUZZLES if p.ruleset == "classic"),
    ):
        frame = puzzle_frame(puzzle)
        StateMessage.model_validate(frame)
        assert frame["type"] == "state" and frame["status"] == "playing"
        assert frame["view"]["seat"] == puzzle.seat == frame["view"]["to_act"]
        players = frame["players"]
        assert [p["kind"] for p in players][puzzle.seat] == "human"
        assert all(p["kind"] == "bot" for s, p in enumerate(players) if s != puzzle.seat)
        assert [c["action"] for c in frame["choices"]] == [str(a) for a in puzzle.legal()]
        assert frame["prompt"] is not None


def test_an_answers_result_ranks_the_options_and_explains_in_the_language() -> None:
    puzzle = next(p for p in PUZZLES if len(p.values) >= 3)
    right = answer_result(puzzle, Action.parse(puzzle.best))
    assert right["correct"] and right["best"] == puzzle.best
    chances = [o["win_chance"] for o in right["options"]]
    assert chances == sorted(chances, reverse=True) and len(chances) == len(puzzle.legal())
    labels = {o["action"]: o["label"] for o in right["options"]}
    assert labels[puzzle.best] in right["explanation"]
    wrong = answer_result(puzzle, Action.parse(puzzle.values[-1][0]))
    assert not wrong["correct"] and wrong["options"] == right["options"]
    with use_language("kn"):
        in_kannada = answer_result(puzzle, Action.parse(puzzle.best))
        shown = puzzle_payload(puzzle)
    assert in_kannada["explanation"] != right["explanation"]
    assert shown["prompt"] != "Find the best move." and shown["theme_title"]
