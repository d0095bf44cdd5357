"""``unoduo learn``: the list, a lesson played at the terminal with the same reactions, bad input re-asked,
progress remembered in the user data directory, and the options' errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.learn import LESSONS, get_lesson

runner = CliRunner()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("UNODUO_DATA_DIR", str(tmp_path))
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def _learn(*args: str, answers: str = "") -> tuple[int, str]:
    result = runner.invoke(app, ["learn", *args], input=answers)
    return result.exit_code, result.output


def test_the_list_shows_every_lesson_of_the_ruleset() -> None:
    code, out = _learn("--list")
    assert code == 0
    for lesson in LESSONS:
        assert (lesson.id in out) == (lesson.ruleset == "duo")
    assert "0 of 9 done." in out
    code, out = _learn("--list", "--ruleset", "classic")
    assert code == 0 and "classic-wild4" in out and "duo-match" not in out and "0 of 5 done." in out


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in LESSONS])
def test_every_lesson_can_be_played_to_its_end(lesson_id: str, data_dir: Path) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    code, out = _learn(lesson_id, answers="\n".join(lesson.intended) + "\n")
    assert code == 0, out
    assert "Lesson done!" in out and lesson.summary.render("en") in out
    assert out.count("+ ") >= lesson.player_steps
    saved = json.loads((data_dir / "lessons.json").read_text())
    assert saved == {"done": [lesson_id]}


def test_a_wrong_move_is_taken_back_and_bad_input_is_asked_again(data_dir: Path) -> None:
    answers = "\n".join(["9", "hello", "play G4", "play B7", "1", "play B7"]) + "\n"
    code, out = _learn("duo-skip", answers=answers)
    assert code == 0, out
    assert "Type a number from 1 to" in out  # 9: no such number in the list
    assert "That is not a move" in out  # hello
    assert "That move is not allowed here" in out  # play G4: not playable on the blue 4
    assert "The 7 fits too, but then the bot moves." in out and "Taken back" in out  # play B7 first
    assert "Lesson done!" in out  # 1 = play BS, then play B7


def test_progress_is_remembered_and_the_next_lesson_offered(data_dir: Path) -> None:
    _learn("duo-match", answers="play R2\nplay G8\n")
    code, out = _learn("--list")
    assert "[x] 1." in out and "[ ] 2." in out and "1 of 9 done." in out
    code, out = _learn(answers="\nq\n")  # Enter: the first lesson not done yet
    assert code == 0 and "== Drawing a card ==" in out
    (data_dir / "lessons.json").write_text("{broken")
    code, out = _learn("--list")
    assert code == 0 and "0 of 9 done." in out  # an unreadable file counts as no progress


def test_the_menu_asks_again_and_quits_at_the_end_of_input() -> None:
    code, out = _learn(answers="42\nno-such\n2\nq\n")
    assert code == 0
    assert out.count("Type a number from 1 to 9, a lesson id, or q.") == 2
    assert "== Drawing a card ==" in out
    code, out = _learn("duo-match", answers="")  # end of input: stops quietly
    assert code == 0 and "Lesson done!" not in out


def test_another_language() -> None:
    code, out = _learn("duo-match", "--lang", "ml", answers="play R2\nplay G8\n")
    assert code == 0
    assert get_lesson("duo-match").summary.render("ml") in out  # type: ignore[union-attr]
    assert "Lesson done!" not in out and "പാഠം പൂർത്തിയായി!" in out


@pytest.mark.parametrize(("args", "message"), [
    (["--lang", "xx"], "unknown language xx"),
    (["--ruleset", "poker"], "unknown ruleset poker"),
    (["no-such-lesson"], "no lesson no-such-lesson"),
])
def test_bad_options_are_errors(args: list[str], message: str) -> None:
    code, out = _learn(*args)
    assert code == 2 and message in out
