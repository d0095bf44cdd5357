"""``unoduo learn``: the lessons of ``unoduo.learn`` in the terminal, one idea each, with the same reactions.

Without a lesson it lists the ruleset's lessons (done ones ticked) and asks which to play; ``unoduo learn ID``
plays one. The table is shown from seat 0's view (``unoduo.core.view``) in the project's card notation, the
moves are the engine's legal ones (a number or the move's text picks one), and a finished lesson is
remembered in ``lessons.json`` in the user data directory (``$UNODUO_DATA_DIR`` or the platform's).
Bad input gets a message and the question again; end of input or ``q`` stops.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from unoduo.core import View
from unoduo.core.cards import CODES
from unoduo.i18n import LANGUAGES, _, language_from_env, ngettext, normalize, set_language, use_language
from unoduo.learn import Lesson, LessonError, LessonRun, get_lesson, lessons
from unoduo.learn.lesson import PLAYER
from unoduo.present import Message, Narrator, choices, color_message, player_message
from unoduo.present.lessons import LESSON_DONE, OPPONENT, TAKEN_BACK, step_of

PROGRESS_FILE = "lessons.json"


def _helps() -> dict[str, str]:
    with use_language(language_from_env()):
        return {
            "doc": _("Learn UNO Duo or classic UNO by playing: short lessons, one idea each, against a scripted bot."),
            "lesson": _("the lesson to play (its id, e.g. duo-match, or its number in the list)"),
            "ruleset": _("duo (UNO Duo) or classic (classic UNO)"),
            "lang": _("language: en, ml, kn or ur (default: from LANG / LC_ALL / LANGUAGE)"),
            "list": _("list the lessons and exit"),
        }


_HELP = _helps()


def _fail(message: str) -> None:
    typer.echo(_("error: {message}").format(message=message), err=True)
    raise typer.Exit(2)


# ---------------------------------------------------------------------- progress


def progress_path() -> Path:
    from unoduo.tui.storage import data_dir

    return data_dir() / PROGRESS_FILE


def load_progress() -> set[str]:
    """The ids of the lessons finished before (an unreadable file counts as none: it is rewritten)."""
    try:
        data = json.loads(progress_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    done = data.get("done") if isinstance(data, dict) else None
    return {item for item in done if isinstance(item, str)} if isinstance(done, list) else set()


def save_progress(done: set[str]) -> None:
    from unoduo.tui.storage import atomic_write

    atomic_write(progress_path(), json.dumps({"done": sorted(done)}, indent=1) + "\n")


# ---------------------------------------------------------------------- showing


def say(message: Message | str) -> str:
    """``message`` as terminal text, as the terminal game shows it (``unoduo.tui.say``; imported when a lesson
    is shown, so ``unoduo --help`` stays fast)."""
    from unoduo.tui.say import say as terminal_text

    return terminal_text(message)


def _read() -> str | None:
    """One line of input without its newline; None at the end of input."""
    line = sys.stdin.readline()
    return None if line == "" else line.strip()


def _table(seen: View) -> list[str]:
    """The table as seat 0 may see it, in card codes."""
    lines = []
    if seen.top is not None:
        color = say(color_message(seen.color)) if seen.color is not None else "-"
        lines.append(_("Top card: {card}   colour: {color}").format(card=CODES[seen.top], color=color))
    elif seen.discard:
        lines.append(_("Face up: {cards}").format(cards=" ".join(CODES[c] for c in seen.discard)))
    for seat, size in enumerate(seen.hand_sizes):
        if seat != PLAYER:
            lines.append(ngettext("{name} holds {n} card", "{name} holds {n} cards", size).format(
                name=say(OPPONENT), n=size))
    if seen.pending_draw:
        lines.append(_("Cards to draw: {n}").format(n=seen.pending_draw))
    if seen.candidate is not None:
        lines.append(_("Draft card (only you see it): {card}").format(card=CODES[seen.candidate]))
    if seen.drawn is not None:
        lines.append(_("You drew: {card}").format(card=CODES[seen.drawn]))
    hand = " ".join(CODES[c] for c in seen.hand) or "-"
    lines.append(_("Your hand: {cards}").format(cards=hand))
    if seen.rounds:
        names = (None, OPPONENT)
        scores = "  ".join(f"{say(player_message(names, s, PLAYER))} {p}" for s, p in enumerate(seen.scores))
        lines.append(_("Scores: {scores}").format(scores=scores))
    return lines


class _Teller:
    """Tells the events seat 0 has not been told yet (its view's events, the last round's too)."""

    def __init__(self, ruleset: str) -> None:
        self.narrator = Narrator((None, OPPONENT), PLAYER, ruleset)
        self.round = 1
        self.told = 0

    def new(self, seen: View) -> list[str]:
        events = list(seen.events)
        if seen.round != self.round:
            events = list(seen.previous_events[self.told:]) + events
            self.round = seen.round
        else:
            events = events[self.told:]
        self.told = len(seen.events)
        return [say(line) for line in self.narrator.narrate_all(events)]


def _moves(seen: View) -> list[tuple[str, str]]:
    """The legal moves: each as its notation and its label."""
    return [(choice.action, say(choice.label)) for choice in choices(seen)]


def play(lesson: Lesson) -> bool:
    """Play ``lesson`` at this terminal; True when it was finished."""
    run = LessonRun(lesson)
    teller = _Teller(lesson.ruleset)
    typer.echo("")
    typer.echo(f"== {say(lesson.title)} ==")
    typer.echo(say(lesson.goal))
    while True:
        seen = run.view()
        for line in teller.new(seen):
            typer.echo(f"  * {line}")
        if run.done:
            typer.echo("")
            typer.echo(say(LESSON_DONE) + " " + say(lesson.summary))
            return True
        typer.echo("")
        typer.echo(say(step_of(run.step_number, lesson.player_steps)))
        for line in _table(seen):
            typer.echo(line)
        if run.prompt is not None:
            typer.echo("> " + say(run.prompt))
        moves = _moves(seen)
        for number, (action, label) in enumerate(moves, start=1):
            typer.echo(f"  {number}. {action:<16} {label}")
        while True:
            typer.echo(_("Your move (number or move, q to quit): "), nl=False)
            answer = _read()
            if answer is None or answer.lower() in ("q", "quit"):
                typer.echo("")
                return False
            chosen = _pick(answer, moves)
            if chosen is None:
                typer.echo(_("Type a number from 1 to {n}, a move as listed (e.g. {example}), or q.").format(
                    n=len(moves), example=moves[0][0]))
                continue
            try:
                feedback = run.act(chosen)
            except LessonError as err:
                typer.echo(say(err.message))
                continue
            typer.echo(("+ " if feedback.kind == "right" else "- ") + say(feedback.text))
            if run.undone:
                typer.echo(say(TAKEN_BACK))
                continue
            break


def _pick(answer: str, moves: list[tuple[str, str]]) -> str | None:
    """The move ``answer`` names: its number in the list, or its text (any move the engine may take)."""
    if answer.isdigit():
        index = int(answer) - 1
        return moves[index][0] if 0 <= index < len(moves) else None
    return answer if answer else None


# ---------------------------------------------------------------------- the command


def _listing(ruleset: str, done: set[str]) -> list[Lesson]:
    chosen = list(lessons(ruleset))
    typer.echo(_("Lessons of UNO Duo:") if ruleset == "duo" else _("Lessons of classic UNO:"))
    for number, lesson in enumerate(chosen, start=1):
        mark = "x" if lesson.id in done else " "
        typer.echo(f"  [{mark}] {number}. {say(lesson.title)} ({lesson.id}): {say(lesson.goal)}")
    typer.echo(_("{done} of {total} done.").format(done=sum(1 for x in chosen if x.id in done), total=len(chosen)))
    return chosen


def _find(name: str, chosen: list[Lesson]) -> Lesson | None:
    if name.isdigit() and 1 <= int(name) <= len(chosen):
        return chosen[int(name) - 1]
    return get_lesson(name)


def command(
    lesson: Annotated[str | None, typer.Argument(help=_HELP["lesson"])] = None,
    ruleset: Annotated[str, typer.Option(help=_HELP["ruleset"])] = "duo",
    lang: Annotated[str | None, typer.Option(help=_HELP["lang"])] = None,
    list_only: Annotated[bool, typer.Option("--list", help=_HELP["list"])] = False,
) -> None:
    set_language(language_from_env())
    if lang is not None and normalize(lang) is None:
        _fail(_("unknown language {lang}; choose one of: {choices}").format(lang=lang, choices=", ".join(LANGUAGES)))
    set_language(lang or language_from_env())
    if ruleset not in ("duo", "classic"):
        _fail(_("unknown ruleset {ruleset}; choose duo or classic").format(ruleset=ruleset))
    done = load_progress()
    chosen = lessons(ruleset)
    if list_only:
        _listing(ruleset, done)
        return
    if lesson is not None:
        picked = _find(lesson, list(chosen))
        if picked is None:
            _fail(_("no lesson {name}; the lessons are: {names}").format(
                name=lesson, names=", ".join(x.id for x in chosen)))
        assert picked is not None
        queue = [picked]
    else:
        listed = _listing(ruleset, done)
        while True:
            typer.echo(_("Which lesson? (number or id, Enter for the next one not done, q to quit): "), nl=False)
            answer = _read()
            if answer is None or answer.lower() in ("q", "quit"):
                typer.echo("")
                return
            if answer == "":
                waiting = [x for x in listed if x.id not in done] or listed
                queue = [waiting[0]]
                break
            found = _find(answer, listed)
            if found is not None and found.ruleset == ruleset:
                queue = [found]
                break
            typer.echo(_("Type a number from 1 to {n}, a lesson id, or q.").format(n=len(listed)))
    for item in queue:
        if play(item):
            done.add(item.id)
            try:
                save_progress(done)
            except OSError as exc:
                typer.echo(_("cannot save your progress in {path}: {error}").format(path=progress_path(), error=exc),
                           err=True)
            typer.echo(_("{done} of {total} lessons done.").format(
                done=sum(1 for x in chosen if x.id in done), total=len(chosen)))

