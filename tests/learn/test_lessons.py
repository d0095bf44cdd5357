"""Every lesson, table-driven: its intended line reaches the end, every other legal move on the way is taken back
with a reason, illegal and malformed moves raise and change nothing, and a lesson plays the same every time."""

from __future__ import annotations

import pytest

from unoduo.core import State, view
from unoduo.i18n import LANGUAGES
from unoduo.learn import LESSONS, LessonError, LessonRun, get_lesson, lessons
from unoduo.learn.lesson import PLAYER
from unoduo.present import render

IDS = [lesson.id for lesson in LESSONS]


def _position(run: LessonRun) -> str:
    return str(run.state.position())


def test_the_sets_are_in_teaching_order() -> None:
    assert [x.id for x in lessons("duo")] == [
        "duo-match", "duo-draw", "duo-draft", "duo-volley", "duo-skip", "duo-reverse", "duo-wild", "duo-uno",
        "duo-score",
    ]
    assert [x.id for x in lessons("classic")] == [
        "classic-match", "classic-actions", "classic-wild4", "classic-uno", "classic-score",
    ]
    assert lessons() == LESSONS and get_lesson("nope") is None


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_intended_line_reaches_the_end(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    start = lesson.start()
    assert str(State.from_position(str(start.position())).position()) == str(start.position())  # a real position
    run = LessonRun(lesson)
    assert run.step_number == 1 and not run.done and run.prompt is not None and run.feedback is None
    for number, action in enumerate(lesson.intended, start=1):
        assert run.state.to_act == PLAYER and run.state.is_legal(action)
        feedback = run.act(action)
        assert feedback.kind == "right" and not run.undone, (action, render(feedback.text))
        assert run.taken[-1] == action
        assert run.step_number == min(number + 1, lesson.player_steps)
    assert run.done and run.prompt is None
    assert run._script == len(lesson.script), "the script has moves the lesson never reaches"
    assert run.state.is_over or run.state.to_act == PLAYER  # the lesson ends with the learner to move (or over)


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_other_legal_move_is_taken_back_with_a_reason(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    right_seen = 0
    for steps_taken in range(len(lesson.intended)):
        run = LessonRun(lesson, lesson.intended[:steps_taken])
        step = run.current
        assert step is not None and step.prompt is not None and step.praise is not None
        before = _position(run)
        for action in run.state.legal_actions():
            trial = LessonRun(lesson, lesson.intended[:steps_taken])
            feedback = trial.act(str(action))
            if step.right(action):
                assert feedback.kind == "right" and not trial.undone
                right_seen += 1
                continue
            assert feedback.kind == "wrong" and trial.undone, str(action)
            assert render(feedback.text) != render(step.praise)
            assert _position(trial) == before  # the position is restored
            assert trial.step == run.step and trial.taken == run.taken
            # ... and the lesson goes on from there as if nothing happened
            trial.act(lesson.intended[steps_taken])
            assert not trial.undone
    assert right_seen >= lesson.player_steps


@pytest.mark.parametrize("lesson_id", IDS)
def test_illegal_and_malformed_moves_raise_and_change_nothing(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    run = LessonRun(lesson)
    before = _position(run)
    legal = {str(a) for a in run.state.legal_actions()}
    for illegal in ("catch", "challenge", "play W+4", "nodump", "keep", "play B0", "draw uno"):
        if illegal in legal:
            continue
        with pytest.raises(LessonError) as caught:
            run.act(illegal)
        assert caught.value.code in ("illegal_action", "bad_action")
        assert render(caught.value.message) and caught.value.detail
        assert _position(run) == before
    for malformed in ("", "fly away", "play", "play R5  uno", "PLAY R5", "play W"):
        with pytest.raises(LessonError) as caught:
            run.act(malformed)
        assert caught.value.code == "bad_action"
    assert _position(run) == before and run.feedback is None
    finished = LessonRun(lesson, lesson.intended)
    with pytest.raises(LessonError) as caught:
        finished.act(lesson.intended[-1])
    assert caught.value.code in ("illegal_action", "bad_action")
    if finished.state.to_act == PLAYER:
        with pytest.raises(LessonError) as over:
            finished.act(str(finished.state.legal_actions()[0]))
        assert over.value.reason == "lesson_over"


@pytest.mark.parametrize("lesson_id", IDS)
def test_a_lesson_plays_the_same_every_time(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    first = LessonRun(lesson, lesson.intended)
    second = LessonRun(lesson, lesson.intended)
    assert _position(first) == _position(second)
    assert view(first.state, 0).to_dict() == view(second.state, 0).to_dict()
    assert first.state.history == second.state.history


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_view_is_the_engines_seat_view(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    for steps_taken in range(len(lesson.intended) + 1):
        run = LessonRun(lesson, lesson.intended[:steps_taken])
        seen = run.view()
        assert seen.seat == 0 and seen.hands is None
        assert seen.to_dict() == view(run.state, 0).to_dict()


@pytest.mark.parametrize("lesson_id", IDS)
def test_every_word_exists_in_every_language(lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    texts = [lesson.title, lesson.goal, lesson.summary]
    for step in lesson.steps:
        texts += [t for t in (step.prompt, step.praise, step.otherwise) if t is not None]
        texts += [why for _, why in step.wrong]
    for text in texts:
        english = render(text, "en")
        assert english
        for language in LANGUAGES:
            if language != "en":
                assert render(text, language) != english, (language, english)


def test_a_lesson_is_checked_when_it_is_made() -> None:
    from unoduo.learn import Lesson, Step
    from unoduo.learn.lesson import is_kind
    from unoduo.learn.setup import position
    from unoduo.present.lessons import DUO_DRAW

    start = position("duo", hands=["R1", "G2"], discard="B5")
    assert len(start.draw_pile) == 108 - 3  # the rest of the deck, filled in below the named cards
    with pytest.raises(ValueError, match="needs a prompt and praise"):
        Lesson("x", "duo", DUO_DRAW, start, (Step(DUO_DRAW["draw"], is_kind("draw")),))
    with pytest.raises(ValueError, match="no step for the learner"):
        Lesson("x", "duo", DUO_DRAW, start, (Step(auto="draw"),))
    with pytest.raises(ValueError, match="more often than the deck holds it"):
        position("duo", hands=["R0 R0", ""], discard="B5")
