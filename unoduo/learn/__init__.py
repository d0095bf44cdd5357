"""unoduo.learn: short interactive lessons ("Learn by playing"), one idea each, for UNO Duo and classic UNO.

This package owns the lessons as values and the one way to play them:

- :class:`Lesson` (``lesson.py``): a real position built with ``State.from_position`` (``setup.py`` fills the
  rest of the deck), a script for the opponent seat, and the steps: what to try, and per step which of the
  engine's legal actions are right and why the others are not;
- :class:`LessonRun` (``lesson.py``): replays the player's actions from the start, applies the scripted
  opponent's replies, takes back a legal move that misses the lesson's point (with the reason), and hands out
  seat 0's view (``unoduo.core.view``, so no hidden card is ever shown) with the lesson's feedback;
- the lessons themselves, in teaching order: ``duo.py`` and ``classic.py``, listed by ``catalog.py``.

Every rule is the engine's: a lesson only picks among ``State.legal_actions()``. Every word is in
``unoduo.present.lessons`` (all four languages). Front ends: ``unoduo learn`` (``unoduo/cli/learn.py``) and
the lessons API (``unoduo/web/api/learn.py``); docs/learn.md tells how to add a lesson.
"""

from __future__ import annotations

from .catalog import LESSONS, get_lesson, lessons
from .lesson import Feedback, Lesson, LessonError, LessonRun, Step

__all__ = ["LESSONS", "Feedback", "Lesson", "LessonError", "LessonRun", "Step", "get_lesson", "lessons"]
