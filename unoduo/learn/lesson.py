"""A lesson as a value, and a run of it: the player's actions replayed from the start, the opponent scripted.

A :class:`Lesson` is a real position (``State.from_position``), a script for the other seats and a list of
:class:`Step` values. Each step says what to try (``prompt``), which of the engine's legal actions make the
step's point (``right``), and why a legal action that misses it does not (``wrong``, else ``otherwise``). A
step with ``auto`` is played by the lesson itself (a forced ``pass``, say).

A :class:`LessonRun` is stateless towards its callers: it is built from the lesson and the list of actions
the player took, which it replays (a web client resends its list; the terminal keeps one run). After every
action of seat 0 the run plays the opponents' scripted replies and the automatic steps until seat 0 has a
decision again or the lesson is done. An action that is not legal raises :class:`LessonError` and changes
nothing; a legal one that misses the step's point is taken back (the position is as before it) and the
feedback says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from unoduo.core import Action, IllegalActionError, Position, State, View, view
from unoduo.core.cards import CODES
from unoduo.present.lessons import (
    BAD_ACTION,
    ILLEGAL_ACTION,
    LESSON_OVER,
    NOT_THE_POINT,
    LessonWords,
)
from unoduo.present.message import Message

#: Which actions a step means: a test of one legal action of seat 0.
Match = Callable[[Action], bool]

PLAYER = 0  # the seat the learner plays; every other seat follows the script


@dataclass(frozen=True, slots=True)
class Step:
    """One thing to try: ``prompt``; ``right`` tells the actions that make the point (answered ``praise``);
    ``wrong`` lists legal actions that miss it with the reason each is told; any other legal action gets
    ``otherwise`` (default: "legal, but not this step's point"). ``auto``: an action the lesson plays for the
    learner (no prompt is shown)."""

    prompt: Message | None = None
    right: Match = lambda action: False
    praise: Message | None = None
    wrong: tuple[tuple[Match, Message], ...] = ()
    otherwise: Message = NOT_THE_POINT
    auto: str | None = None

    def reason(self, action: Action) -> Message:
        """Why ``action`` (legal, not right) misses this step's point."""
        for matches, why in self.wrong:
            if matches(action):
                return why
        return self.otherwise


#: A scripted move of the other seats: one action, or alternatives of which the first legal one is played.
ScriptMove = str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: ``id`` (stable, in URLs), ``ruleset``, its words (``title``, ``goal``, ``summary``), the
    starting ``position``, the ``steps`` and the ``script`` of the other seats' moves, played in order
    whenever a seat other than seat 0 is to act."""

    id: str
    ruleset: str
    words: LessonWords
    position: Position
    steps: tuple[Step, ...]
    script: tuple[ScriptMove, ...] = ()
    intended: tuple[str, ...] = field(default=())  # a line that plays the lesson to its end (tests, docs)

    def __post_init__(self) -> None:
        for number, step in enumerate(self.steps, start=1):
            if step.auto is None and (step.prompt is None or step.praise is None):
                raise ValueError(f"lesson {self.id}, step {number}: a step the learner takes needs a prompt and praise")
        if not any(step.auto is None for step in self.steps):
            raise ValueError(f"lesson {self.id} has no step for the learner")

    @property
    def title(self) -> Message:
        return self.words.title

    @property
    def goal(self) -> Message:
        return self.words.goal

    @property
    def summary(self) -> Message:
        return self.words.summary

    @property
    def player_steps(self) -> int:
        """How many steps the learner takes (automatic ones left out)."""
        return sum(1 for step in self.steps if step.auto is None)

    def start(self) -> State:
        """The lesson's first state, built by the engine from the position."""
        return State.from_position(self.position)


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the lesson says of the last action: ``kind`` ``right`` or ``wrong`` (taken back); ``info`` is kept
    for a remark that is neither (the API's contract names it; no lesson makes one yet)."""

    kind: str
    text: Message


class LessonError(Exception):
    """An action the lesson cannot take: ``code`` ``bad_action`` (not an action at all) or ``illegal_action``
    (not legal now, or the lesson is over); ``reason``: the engine's reason code; ``detail``: its English text.
    ``message`` is for people (a :class:`Message`, rendered in their language)."""

    def __init__(self, code: str, message: Message, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.message = message
        self.reason = reason
        self.detail = detail


class LessonRun:
    """A lesson played from its start through ``actions`` (seat 0's, as strings in the project's notation)."""

    def __init__(self, lesson: Lesson, actions: Sequence[str] = ()) -> None:
        self.lesson = lesson
        self.state = lesson.start()
        self.step = 0  # index in lesson.steps of the step to take next
        self._script = 0  # index in lesson.script of the next scripted move
        self.feedback: Feedback | None = None
        self.undone = False
        self.taken: list[str] = []  # the actions that stood (the wrong ones were taken back)
        self._advance()
        for action in actions:
            self.act(action)

    # ------------------------------------------------------------------ reading

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.step]

    @property
    def prompt(self) -> Message | None:
        """What to try now (None once the lesson is done)."""
        step = self.current
        return None if step is None else step.prompt

    @property
    def step_number(self) -> int:
        """The learner's step being taken, from 1 (the number of steps once done)."""
        taken = sum(1 for step in self.lesson.steps[: self.step] if step.auto is None)
        return min(taken + 1, self.lesson.player_steps) if not self.done else self.lesson.player_steps

    def view(self) -> View:
        """What seat 0 may see now: the one view function of the engine, nothing more."""
        return view(self.state, PLAYER)

    # ------------------------------------------------------------------ acting

    def act(self, text: str) -> Feedback:
        """Take seat 0's action ``text``: right (kept), wrong (taken back, with why); :class:`LessonError` when
        it is no action, not legal now, or the lesson is over."""
        try:
            action = Action.parse(text)
        except IllegalActionError as err:
            raise LessonError("bad_action", BAD_ACTION, err.reason, err.message) from None
        step = self.current
        if step is None or self.state.to_act != PLAYER:
            raise LessonError("illegal_action", LESSON_OVER, "lesson_over", "the lesson is over")
        trial = self.state.copy()
        try:
            trial.apply(action, PLAYER)
        except IllegalActionError as err:
            raise LessonError("illegal_action", ILLEGAL_ACTION, err.reason, err.message) from None
        if step.right(action):
            self.state = trial
            self.taken.append(str(action))
            assert step.praise is not None  # checked when the lesson was made
            self.feedback = Feedback("right", step.praise)
            self.undone = False
            self.step += 1
            self._advance()
        else:
            self.feedback = Feedback("wrong", step.reason(action))
            self.undone = True
        return self.feedback

    def _advance(self) -> None:
        """Play the other seats' scripted moves and the automatic steps until seat 0 decides or the lesson ends."""
        state = self.state
        while not state.is_over:
            if state.to_act != PLAYER:
                if self._script >= len(self.lesson.script):
                    return  # the script is over: the lesson must be done (tests check it)
                move = self.lesson.script[self._script]
                self._script += 1
                options = (move,) if isinstance(move, str) else move
                for text in options:
                    if state.is_legal(text):
                        state.apply(text)
                        break
                else:
                    raise RuntimeError(f"lesson {self.lesson.id}: no scripted move of {options} is legal")
                continue
            step = self.current
            if step is None or step.auto is None:
                return
            state.apply(step.auto, PLAYER)
            self.step += 1


# ---------------------------------------------------------------------- matchers for steps


def plays(*codes: str) -> Match:
    """A ``play`` of one of the cards ``codes`` (any named colour, with or without ``uno``)."""
    wanted = set(codes)

    def matches(action: Action) -> bool:
        return action.kind == "play" and _code(action.card) in wanted

    return matches


def plays_any(action: Action) -> bool:
    """Any ``play``."""
    return action.kind == "play"


def is_kind(*kinds: str) -> Match:
    """An action of one of these kinds (``draw``, ``pass``, ``keep``, ``challenge`` ...)."""
    wanted = set(kinds)
    return lambda action: action.kind in wanted


def names_color(letter: str) -> Match:
    """A wild card played naming colour ``letter``."""
    color = "RYGB".index(letter)
    return lambda action: action.kind == "play" and action.color == color


def calls_uno(action: Action) -> bool:
    return action.uno


def dump_ends_on(*codes: str) -> Match:
    """A ``dump`` whose last card is one of ``codes``."""
    wanted = set(codes)
    return lambda action: action.kind == "dump" and bool(action.cards) and _code(action.cards[-1]) in wanted


def both(first: Match, second: Match) -> Match:
    return lambda action: first(action) and second(action)


def _code(card: int) -> str:
    return CODES[card] if 0 <= card < len(CODES) else ""
