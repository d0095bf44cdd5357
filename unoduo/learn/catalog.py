"""Every lesson, in teaching order, by ruleset and by id."""

from __future__ import annotations

from .classic import CLASSIC_LESSONS
from .duo import DUO_LESSONS
from .lesson import Lesson

#: All lessons: UNO Duo's first, then classic UNO's, each set in teaching order.
LESSONS: tuple[Lesson, ...] = DUO_LESSONS + CLASSIC_LESSONS
_BY_ID = {lesson.id: lesson for lesson in LESSONS}
assert len(_BY_ID) == len(LESSONS), "lesson ids are unique"


def lessons(ruleset: str | None = None) -> tuple[Lesson, ...]:
    """The lessons of ``ruleset`` (``duo`` or ``classic``; None: all) in teaching order."""
    return tuple(lesson for lesson in LESSONS if ruleset is None or lesson.ruleset == ruleset)


def get_lesson(lesson_id: str) -> Lesson | None:
    """The lesson called ``lesson_id``, or None."""
    return _BY_ID.get(lesson_id)
