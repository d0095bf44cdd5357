"""The terminal game in every language: it starts, its screens show the translated labels and no English text
that has a translation; ``unoduo play --lang`` and ``LANG`` choose the language."""

from __future__ import annotations

import asyncio
import re
import types
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from unoduo.i18n import LANGUAGES, _, current_language, use_language
from unoduo.i18n.tools import load_po, singular_messages
from unoduo.tui.app import UnoduoApp
from unoduo.tui.say import visual
from unoduo.tui.screens import IntroScreen
from unoduo.tui.session import GameSession, Settings
from unoduo.tui.storage import ENV_VAR, Store
from unoduo.tui.table import GameScreen


def screen_text(app: UnoduoApp) -> str:
    """Everything on the terminal now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def _squash(text: str) -> str:
    """Text without the spaces and line breaks a terminal layout adds (wrapping, padding)."""
    return re.sub(r"\s+", "", text)


async def _wait_for(pilot: Any, app: UnoduoApp, screen_type: type, limit: int = 2000) -> None:
    for _step in range(limit):
        await pilot.pause(0.005)
        if isinstance(app.screen, screen_type) and app.screen.is_current:
            await pilot.pause(0.05)
            return
    raise AssertionError(f"{screen_type.__name__} never came: {screen_text(app)}")


async def _play_screens(lang: str, store: Store) -> tuple[str, str]:
    """The intro screen's text and the table's text (at the first draft decision) of a new UNO Duo match."""
    settings = Settings.create(ruleset="duo", vs="easy", seed=11, language=lang)
    session = GameSession.start(settings, store)
    app = UnoduoApp(session, bot_delay=0.0, intro=True)
    async with app.run_test(size=(140, 48)) as pilot:
        await _wait_for(pilot, app, IntroScreen)
        intro = screen_text(app)
        await pilot.press("enter")
        await _wait_for(pilot, app, GameScreen)
        for _step in range(400):  # the bot may draft first: wait for the human's decision
            await pilot.pause(0.01)
            if app.waiting and not app.bot_busy:
                break
        await pilot.pause(0.05)
        table = screen_text(app)
        await pilot.press("q")
        await pilot.pause(0.05)
    return intro, table


def _english_leftovers(text: str, lang: str) -> list[str]:
    """English msgids (without placeholders, 4+ letters) whose translation differs but which show as they are."""
    if lang == "en":
        return []
    squashed = _squash(text)
    leftovers = []
    for msgid, translation in singular_messages(load_po(lang)).items():
        if "{" in msgid or translation == msgid or len(re.sub(r"\W", "", msgid)) < 4:
            continue
        if _squash(msgid) in squashed and _squash(translation) not in squashed:
            leftovers.append(msgid)
    return leftovers


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_terminal_game_starts_in_each_language(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "data"))
    store = Store.default()
    with use_language(lang):
        intro, table = asyncio.run(_play_screens(lang, store))
        # As the terminal draws them: Urdu in visual order (unoduo.tui.say.visual, python-bidi).
        expected_intro = [visual(_("UNO Duo: a new match")), visual(_("Start")),
                          visual(_("Press ? at any time for the rules."))]
        expected_table = [visual(_("Keep it")), visual(_("Reject it")), visual(_("UNO Duo")),
                          visual(_("Draw pile: {n}").split("{")[0].strip())]
    for label in expected_intro:
        assert _squash(label) in _squash(intro), f"{lang}: {label!r} not on the intro screen:\n{intro}"
    for label in expected_table:
        assert _squash(label) in _squash(table), f"{lang}: {label!r} not on the table:\n{table}"
    if lang != "en":
        assert _squash("UNO Duo: a new match") not in _squash(intro)
        assert _squash("Keep it") not in _squash(table)
    assert not _english_leftovers(intro, lang), intro
    assert not _english_leftovers(table, lang), table


def _run_play(args: list[str], env: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Any]:
    """``unoduo play ARGS`` with a pretend terminal; the app is replaced by a stub that notes the language."""
    import unoduo.cli.play as play_module
    from unoduo.cli.main import app as cli

    seen: dict[str, Any] = {}

    def fake_run(self: UnoduoApp, *args: Any, **kwargs: Any) -> str:
        seen["language"] = current_language()
        seen["label"] = _("Keep it")
        seen["names"] = list(self.session.names)
        return "saved"

    tty = types.SimpleNamespace(isatty=lambda: True)
    fake_sys = types.SimpleNamespace(stdin=tty, stdout=tty, stderr=tty, argv=["unoduo"], exit=SystemExit)
    monkeypatch.setattr(play_module, "sys", fake_sys)
    monkeypatch.setattr(UnoduoApp, "run", fake_run)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    env = {ENV_VAR: str(tmp_path / "data"), **env}
    with use_language("en"):  # the command sets the language of this context: keep that out of other tests
        result = CliRunner().invoke(cli, ["play", *args], env=env)
    seen["output"] = result.output
    seen["exit_code"] = result.exit_code
    return seen


@pytest.mark.parametrize(
    ("args", "env", "expected"),
    [
        (["--lang", "ml"], {}, "ml"),
        (["--lang", "ur"], {"LANG": "kn_IN.UTF-8"}, "ur"),  # the option wins over the environment
        ([], {"LANG": "kn_IN.UTF-8"}, "kn"),
        ([], {"LANG": "C.UTF-8"}, "en"),
        (["--lang", "qps"], {}, "qps"),
    ],
)
def test_play_command_chooses_the_language(
    args: list[str], env: dict[str, str], expected: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = _run_play([*args, "--seed", "3"], env, monkeypatch, tmp_path)
    assert seen["exit_code"] == 0, seen["output"]
    assert seen["language"] == expected
    with use_language(expected):
        assert seen["label"] == _("Keep it")
        assert seen["names"][0] == _("You")
        assert _("The match is saved. Go on with: unoduo play --resume") in seen["output"]
    if expected == "qps":
        assert seen["label"].startswith("[!! ")


def test_play_command_rejects_an_unknown_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = _run_play(["--lang", "fr"], {"LANG": "ml_IN.UTF-8"}, monkeypatch, tmp_path)
    assert seen["exit_code"] != 0
    assert "language" not in seen  # the game never started
    with use_language("ml"):  # the error is in the environment's language
        assert _("unknown language {lang}; choose one of: {choices}").split("{")[0] in seen["output"]
