"""Urdu in the terminal game: drawn right to left in visual order (python-bidi's get_display), not in the
logical order a terminal would otherwise draw; every other language as it is."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from tui_driver import hand_cards, screen_text, settle, step

from unoduo.i18n import _, ngettext, use_language
from unoduo.tui import GameSession, Settings, Store
from unoduo.tui.app import UnoduoApp
from unoduo.tui.say import visual, visual_lines, visual_text
from unoduo.tui.screens import IntroScreen
from unoduo.tui.table import GameScreen

URDU = "علی نے سرخ 5 کھیلا"  # "Ali played red 5", in logical (typed) order


def test_urdu_is_reordered_into_drawing_order() -> None:
    with use_language("ur"):
        shown = visual(URDU)
    # read from the left, the line starts with the sentence's end: the last word comes first, letters reversed
    assert shown.startswith("الیھک") and shown.endswith("یلع")
    assert " 5 " in shown  # a number stays a number
    with use_language("ur"):
        assert visual("Ravi نے R5 کھیلا").find("R5") < visual("Ravi نے R5 کھیلا").find("Ravi")  # LTR runs stay whole
        assert "Ravi" in visual("Ravi نے R5 کھیلا")


def test_other_languages_are_left_as_they_are() -> None:
    for language in ("en", "ml", "kn"):
        with use_language(language):
            assert visual(URDU) == URDU and visual("You played R5.") == "You played R5."
            text = Text("styled", style="bold")
            assert visual_text(text) is text


def test_a_long_line_is_wrapped_before_it_is_reordered() -> None:
    sentence = " ".join([URDU] * 4)
    with use_language("ur"):
        lines = visual_lines(sentence, 24)
        assert len(lines) > 1
        # the first line drawn holds the sentence's beginning (علی, reversed: یلع), not its end
        assert lines[0].endswith("یلع")
        assert all(len(line) <= 24 for line in lines)
        rich = visual_text(Text("علی نے", style="bold"))
        assert rich.plain == "ےن یلع" and rich.justify == "right"


@pytest.mark.asyncio
async def test_the_urdu_table_is_drawn_in_visual_order(store: Store) -> None:
    with use_language("ur"):
        session = GameSession.start(Settings.create("duo", vs="easy", seed=2, language="ur"), store)
        app = UnoduoApp(session, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, IntroScreen)
            start = _("Start")
            assert start != visual(start) and visual(start) in screen_text(app) and start not in screen_text(app)
            while not isinstance(app.screen, GameScreen):
                await step(pilot, app)
                await settle(pilot, app)
            n = len(hand_cards(app))
            title = ngettext("Your hand ({n} card)", "Your hand ({n} cards)", n).format(n=n)
            drawn = screen_text(app)
            assert title != visual(title) and visual(title) in drawn and title not in drawn
            # the seats' lines (a Group of Texts) too: the bot's card count reads right to left
            bot = app.screen.view_.hand_sizes[1]  # type: ignore[attr-defined]
            count = ngettext("{n} card", "{n} cards", bot).format(n=bot)
            assert visual(count) in drawn and count not in drawn


def test_python_bidi_is_a_dependency() -> None:
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert '"python-bidi>=0.6"' in pyproject
