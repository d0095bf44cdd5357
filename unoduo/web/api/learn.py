"""The lessons API (``unoduo.learn``): the list of lessons, and one lesson played through a list of actions.

Stateless: the client sends every action it took from the lesson's start, and gets back the table's ``state``
for seat 0 (built by ``web/play/wire.py``'s ``seat_state_parts``, the encoder of the game WebSocket, so the
table renders it as any game and no hidden card is in it) and the lesson's part: the step, what to try, the
reaction to the last action, the summary once done (docs/learn.md).
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from unoduo.i18n import _, current_language, normalize, use_language
from unoduo.learn import Lesson, LessonError, LessonRun, get_lesson, lessons
from unoduo.learn.lesson import PLAYER
from unoduo.present import render
from unoduo.present.lessons import OPPONENT
from unoduo.web.errors import ApiError
from unoduo.web.play.wire import NO_ACK, EventCache, frame_texts, seat_state_parts
from unoduo.web.protocol import RULESETS, MessageText, PlayerEntry, dumps

router = APIRouter()

MAX_ACTIONS = 100  # a lesson takes a handful; more is a client gone wrong


class LessonActions(BaseModel):
    """``POST /api/lessons/{id}``: the actions taken since the lesson's start, and the language."""

    model_config = ConfigDict(extra="forbid")

    actions: list[str] = Field(default_factory=list, description="seat 0's actions in order, e.g. 'play R5'")
    lang: str | None = Field(None, max_length=20, description="en, ml, kn or ur; else the request's language")


def _language(lang: str | None) -> str:
    """``lang`` when it names a language, else the request's (``Accept-Language``, as the rest of the API)."""
    return (normalize(lang) if lang else None) or current_language()


def _entry(lesson: Lesson) -> dict[str, Any]:
    return {"id": lesson.id, "ruleset": lesson.ruleset, "title": render(lesson.title), "goal": render(lesson.goal)}


@router.get("/api/lessons")
async def lesson_list(ruleset: str | None = None, lang: str | None = None) -> dict[str, Any]:
    """The lessons of ``ruleset`` (both when absent) in teaching order, with their titles and goals in ``lang``."""
    if ruleset is not None and ruleset not in RULESETS:
        raise ApiError(400, "bad_ruleset", _("Unknown ruleset: choose duo or classic."))
    with use_language(_language(lang)):
        return {"lessons": [_entry(lesson) for lesson in lessons(ruleset)]}


def _players_text() -> str:
    """The table's ``players`` for a lesson: you (seat 0) and the scripted bot (seat 1), both present, as the
    protocol's :class:`PlayerEntry` (the model every game's ``players`` are built with)."""
    you = PlayerEntry(seat=PLAYER, name="", kind="human", difficulty=None, connected=True, away=False, joined=True,
                      rematch_requested=False, default_name=None)
    bot = PlayerEntry(seat=1, name=render(OPPONENT, "en"), kind="bot", difficulty="lesson", connected=True,
                      away=False, joined=True, rematch_requested=False,
                      default_name=MessageText.model_validate(OPPONENT.to_json()))
    return dumps([you.model_dump(), bot.model_dump()])


def lesson_state(run: LessonRun) -> dict[str, Any]:
    """Seat 0's ``state`` message for the run's position, exactly as the game WebSocket would send it."""
    state = run.state
    last = {"seat": PLAYER, "action": run.taken[-1]} if run.taken else None
    status = "over" if state.is_over else "playing"
    head, tail = frame_texts(len(state.history), status, _players_text(), last, None, False)
    names = (None, OPPONENT)
    parts = seat_state_parts(state, PLAYER, names, EventCache(), head, tail)
    message: dict[str, Any] = json.loads(parts.text(0, True) + NO_ACK)
    return message


def lesson_part(run: LessonRun) -> dict[str, Any]:
    """The lesson's part of the answer, its words in the current language."""
    lesson = run.lesson
    feedback = run.feedback
    return {
        "id": lesson.id,
        "title": render(lesson.title),
        "step": run.step_number,
        "steps": lesson.player_steps,
        "prompt": None if run.prompt is None else render(run.prompt),
        "feedback": None if feedback is None else {"kind": feedback.kind, "text": render(feedback.text)},
        "done": run.done,
        "summary": render(lesson.summary) if run.done else None,
        "undone": run.undone,
    }


@router.post("/api/lessons/{lesson_id}")
async def play_lesson(lesson_id: str, body: LessonActions) -> dict[str, Any]:
    """Replay ``body.actions`` from the lesson's start: the table's state for seat 0 and the lesson's reaction."""
    with use_language(_language(body.lang)):
        lesson = get_lesson(lesson_id)
        if lesson is None:
            raise ApiError(404, "unknown_lesson", _("There is no such lesson."))
        if len(body.actions) > MAX_ACTIONS:
            raise ApiError(400, "too_many_actions",
                           _("A lesson takes at most {n} actions: start it again.").format(n=MAX_ACTIONS))
        try:
            run = LessonRun(lesson, body.actions)
        except LessonError as err:
            raise ApiError(400, err.code, render(err.message)) from None
        return {"state": lesson_state(run), "lesson": lesson_part(run)}
