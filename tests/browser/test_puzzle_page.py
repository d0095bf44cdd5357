"""Puzzles in the browser (/puzzles, /puzzles/daily, /puzzles/<id>) and the daily puzzle's card on the home page.

A puzzle is answered on the real table as a person would (clicks on a phone, or keys), the action chosen from the
shipped puzzle's own data (``unoduo.puzzles``: its best action, or another legal one); the tests check the answer
panel (right or wrong, the explanation, every option's win chance with the best and the played one marked), Next
puzzle, a guest's streak kept in localStorage, an account's rating, streak and history, the daily puzzle the same
in two browsers and marked solved only in the one that solved it, and Urdu right to left. Screenshots of the page
before and after an answer and of the home page's card go to test-artifacts/ (docs/img/ holds copies).
"""

from __future__ import annotations

import datetime
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import TIMEOUT_MS, click_action, key_action, no_horizontal_scroll, wait_ready
from playwright.sync_api import Browser, Page, expect

from unoduo.core import Action
from unoduo.puzzles import Puzzle, daily_puzzle, puzzle_by_id

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 1,
    "is_mobile": True,
    "has_touch": True,
}
LAPTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 800}, "device_scale_factor": 1}
PASSWORD = "a long enough secret"
# Actions a test can do without a colour to name or cards to order: the ones it prefers for a wrong answer.
SIMPLE_KINDS = ("draw", "pass", "keep", "reject", "challenge", "accept", "play")

_LOADED_JS = """(before) => {
  const table = document.querySelector('[data-testid=table]');
  return !!table && !!table.dataset.puzzle && table.dataset.puzzle !== before && table.dataset.myTurn === 'true'
    && !document.querySelector('[data-testid=puzzle-answer]');
}"""


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    yield page
    context.close()


def wait_puzzle(page: Page, before: str = "") -> Puzzle:
    """Wait until a puzzle other than ``before`` is on the table, ready for an answer; the shipped puzzle."""
    page.wait_for_function(_LOADED_JS, arg=before, timeout=TIMEOUT_MS)
    puzzle_id = page.get_by_test_id("table").get_attribute("data-puzzle") or ""
    return puzzle_by_id(puzzle_id)


def wrong_action(puzzle: Puzzle) -> str:
    """A legal action that is not the best one (nor the best one but for the UNO call), simple ones first."""
    best = Action.parse(puzzle.best)._replace(uno=False)
    others = [str(a) for a in puzzle.legal() if a._replace(uno=False) != best]
    assert others, f"puzzle {puzzle.id} has one choice only"
    others.sort(key=lambda a: (a.split(" ")[0] not in SIMPLE_KINDS, a.endswith(" uno"), len(a.split(" "))))
    return others[0]


def answer(page: Page, action: str, by_keys: bool, correct: bool) -> None:
    """Do ``action`` on the table and check the answer panel: the verdict, the explanation, every option."""
    (key_action if by_keys else click_action)(page, action)
    panel = page.get_by_test_id("puzzle-answer")
    expect(panel).to_be_visible(timeout=TIMEOUT_MS)
    expect(panel).to_have_attribute("data-correct", "true" if correct else "false")
    assert page.get_by_test_id("table-error").count() == 0
    explanation = page.get_by_test_id("puzzle-explanation").inner_text()
    assert len(explanation) > 40, explanation
    puzzle = puzzle_by_id(page.get_by_test_id("table").get_attribute("data-puzzle") or "")
    rows = page.get_by_test_id("puzzle-option")
    assert rows.count() == len(puzzle.values)
    assert [rows.nth(i).get_attribute("data-action") for i in range(rows.count())] == [v[0] for v in puzzle.values]
    best = page.locator("[data-testid=puzzle-option][data-best=true]")
    expect(best).to_have_count(1)
    assert best.get_attribute("data-action") == puzzle.best
    played = page.locator("[data-testid=puzzle-option][data-played=true]")
    expect(played).to_have_count(1)
    assert Action.parse(played.get_attribute("data-action") or "") == Action.parse(action)
    expect(page.get_by_test_id("next-puzzle")).to_be_focused()


def next_puzzle(page: Page, by_keys: bool) -> Puzzle:
    before = page.get_by_test_id("table").get_attribute("data-puzzle") or ""
    if by_keys:
        page.keyboard.press("Enter")  # Next puzzle has the focus
    else:
        page.get_by_test_id("next-puzzle").click()
    puzzle = wait_puzzle(page, before)
    assert page.url.endswith(f"/puzzles/{puzzle.id}")
    return puzzle


def guest_streak(page: Page) -> dict[str, int]:
    stored = page.evaluate("() => localStorage.getItem('unoduo.puzzles.streak')")
    value: dict[str, int] = json.loads(stored or "{}")
    return value


def assert_in_view(page: Page, testid: str) -> None:
    size = page.viewport_size
    box = page.get_by_test_id(testid).bounding_box()
    assert size and box, f"{testid} is not shown"
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 1, f"{testid} out of view: {box}"


def test_puzzles_right_and_wrong_by_clicks_and_keys_next_loads_and_the_guest_streak_is_kept(
    phone: Page, server_url: str, artifacts: Path
) -> None:
    page = phone
    page.goto(f"{server_url}/")
    wait_ready(page)
    page.get_by_test_id("puzzles-link").click()
    puzzle = wait_puzzle(page)
    expect(page.get_by_test_id("puzzle-prompt")).to_have_text("Find the best move.")
    expect(page.get_by_test_id("puzzle-streak")).to_have_attribute("data-streak", "0")
    assert no_horizontal_scroll(page)

    answer(page, puzzle.best, by_keys=False, correct=True)
    expect(page.get_by_test_id("puzzle-verdict")).to_contain_text("Right!")
    expect(page.get_by_test_id("puzzle-answer-streak")).to_have_text("Streak 1")
    assert guest_streak(page) == {"streak": 1, "best": 1}

    puzzle = next_puzzle(page, by_keys=True)
    answer(page, wrong_action(puzzle), by_keys=True, correct=False)
    expect(page.get_by_test_id("puzzle-verdict")).to_contain_text("Not the best move")
    expect(page.get_by_test_id("puzzle-answer-streak")).to_have_text("Streak 0")

    puzzle = next_puzzle(page, by_keys=True)
    answer(page, puzzle.best, by_keys=True, correct=True)
    puzzle = next_puzzle(page, by_keys=False)
    answer(page, wrong_action(puzzle), by_keys=False, correct=False)
    assert guest_streak(page) == {"streak": 0, "best": 1}

    # The streak is this browser's: a reload shows it, and answering a puzzle again does not count twice.
    page.reload()
    wait_ready(page)
    wait_puzzle(page)
    expect(page.get_by_test_id("puzzle-streak")).to_have_attribute("data-streak", "0")
    expect(page.get_by_test_id("puzzle-standing")).to_contain_text("Best 1")
    answer(page, puzzle.best, by_keys=False, correct=True)
    assert guest_streak(page) == {"streak": 0, "best": 1}


def test_the_daily_puzzle_is_the_same_in_two_browsers_and_marked_solved_in_the_one_that_solved_it(
    browser: Browser, server_url: str, artifacts: Path
) -> None:
    phone_context = browser.new_context(**PHONE)
    laptop_context = browser.new_context(**LAPTOP)
    try:
        phone, laptop = phone_context.new_page(), laptop_context.new_page()
        cards = []
        for page, name in ((phone, "phone"), (laptop, "laptop")):
            page.goto(f"{server_url}/")
            wait_ready(page)
            card = page.get_by_test_id("daily-puzzle")
            expect(card).to_be_visible(timeout=TIMEOUT_MS)
            expect(card).to_have_attribute("data-solved", "false")
            # The card comes under the first panel: "Play a bot now" stays in view.
            assert_in_view(page, "play-bot-now")
            assert no_horizontal_scroll(page)
            page.screenshot(path=str(artifacts / f"daily-home-{name}.png"))
            cards.append((card.get_attribute("data-puzzle"), card.get_attribute("data-date")))
        assert cards[0] == cards[1]
        puzzle_id, day = cards[0]
        assert day and puzzle_id == daily_puzzle(datetime.date.fromisoformat(day)).id
        puzzle = puzzle_by_id(puzzle_id or "")
        expect(phone.get_by_test_id("daily-theme")).to_contain_text(
            laptop.get_by_test_id("daily-theme").inner_text().split(" · ")[0]
        )

        for page, name in ((phone, "phone"), (laptop, "laptop")):
            page.get_by_test_id("daily-open").click()
            page.wait_for_url(re.compile(r"/puzzles/daily$"))
            assert wait_puzzle(page).id == puzzle.id
            expect(page.get_by_test_id("puzzle-title")).to_contain_text("Daily puzzle")
            page.wait_for_timeout(600)  # the deal's motion comes to rest before the picture
            page.screenshot(path=str(artifacts / f"puzzle-{name}.png"))
        answer(phone, puzzle.best, by_keys=False, correct=True)
        answer(laptop, wrong_action(puzzle), by_keys=False, correct=False)
        for page, name in ((phone, "phone"), (laptop, "laptop")):
            assert no_horizontal_scroll(page)
            page.screenshot(path=str(artifacts / f"puzzle-answer-{name}.png"))
            page.get_by_test_id("puzzle-home").click()
            expect(page.get_by_test_id("daily-puzzle")).to_be_visible(timeout=TIMEOUT_MS)
        expect(phone.get_by_test_id("daily-puzzle")).to_have_attribute("data-solved", "true")
        expect(phone.get_by_test_id("daily-solved")).to_be_visible()
        phone.screenshot(path=str(artifacts / "daily-home-solved-phone.png"))
        # The laptop answered it wrong: not solved there.
        expect(laptop.get_by_test_id("daily-puzzle")).to_have_attribute("data-solved", "false")
        expect(laptop.get_by_test_id("daily-open")).to_have_text("See it again")
    finally:
        phone_context.close()
        laptop_context.close()


def test_an_account_sees_its_puzzle_rating_streak_and_history(
    browser: Browser, server_url: str, artifacts: Path
) -> None:
    """Under an answer and on the account page: the puzzle rating, the streak and the last answers."""
    context = browser.new_context(**LAPTOP)
    page = context.new_page()
    try:
        name = f"Solver{random.randrange(10**6)}"
        page.goto(f"{server_url}/account")
        wait_ready(page)
        page.get_by_test_id("mode-signup").click()
        page.get_by_test_id("account-name").fill(name)
        page.get_by_test_id("account-password").fill(PASSWORD)
        page.get_by_test_id("account-submit").click()
        expect(page.get_by_test_id("account-link")).to_have_text(name, timeout=TIMEOUT_MS)
        page.get_by_test_id("puzzles-link").click()
        puzzle = wait_puzzle(page)
        standing = page.get_by_test_id("puzzle-standing")
        expect(standing).to_have_attribute("data-kind", "account", timeout=TIMEOUT_MS)
        expect(page.get_by_test_id("puzzle-rating")).to_contain_text("Puzzle rating 1500")
        answer(page, puzzle.best, by_keys=False, correct=True)
        change = page.get_by_test_id("puzzle-rating-change")
        expect(change).to_contain_text("1500 →")
        assert int(change.inner_text().split("→")[1]) > 1500
        expect(page.get_by_test_id("puzzle-answer-streak")).to_have_text("Streak 1")
        history = page.get_by_test_id("puzzle-history")
        expect(history).to_be_visible(timeout=TIMEOUT_MS)
        history.locator("summary").click()
        item = page.get_by_test_id("puzzle-history-item").first
        expect(item).to_contain_text(puzzle.id)
        expect(item).to_have_attribute("data-correct", "true")
        # The account's streak is the server's: the guest one in localStorage is not used.
        expect(page.get_by_test_id("puzzle-streak")).to_have_attribute("data-streak", "1")
        rating_after = int(change.inner_text().split("→")[1])
        # The account page keeps the same record: rating, streaks, the answer with a way back to its puzzle.
        page.goto(f"{server_url}/account")
        record = page.get_by_test_id("account-puzzles")
        expect(record).to_be_visible(timeout=TIMEOUT_MS)
        expect(page.get_by_test_id("account-puzzle-rating")).to_have_attribute("data-rating", str(rating_after))
        expect(page.get_by_test_id("account-puzzle-streak")).to_have_attribute("data-streak", "1")
        expect(page.get_by_test_id("account-puzzle-streak")).to_contain_text("Best 1")
        item = record.get_by_test_id("puzzle-history-item").first
        expect(item).to_have_attribute("data-correct", "true")
        page.screenshot(path=str(artifacts / "account-puzzles-laptop.png"), full_page=True)
        item.get_by_role("link").click()
        expect(page).to_have_url(f"{server_url}/puzzles/{puzzle.id}", timeout=TIMEOUT_MS)
        expect(page.get_by_test_id("puzzle-callout")).to_be_visible(timeout=TIMEOUT_MS)
    finally:
        context.close()


def test_the_language_menu_rewords_the_puzzle_and_urdu_reads_right_to_left(
    phone: Page, server_url: str, artifacts: Path
) -> None:
    page = phone
    page.goto(f"{server_url}/puzzles")
    wait_ready(page)
    puzzle = wait_puzzle(page)
    page.get_by_test_id("language").select_option("ur")
    # The same puzzle stays on the table, in the page's new language.
    expect(page.get_by_test_id("puzzle-prompt")).to_have_text("بہترین چال تلاش کریں۔", timeout=TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.get_by_test_id("table")).to_have_attribute("data-puzzle", puzzle.id)
    answer(page, wrong_action(puzzle), by_keys=False, correct=False)
    words = page.get_by_test_id("puzzle-answer").inner_text()
    assert not re.search("[A-Za-z]{4,}", words), f"English left: {words}"
    assert no_horizontal_scroll(page)
    page.screenshot(path=str(artifacts / "puzzle-ur-phone.png"))


def test_an_unknown_puzzle_says_so(phone: Page, server_url: str) -> None:
    phone.goto(f"{server_url}/puzzles/no-such-puzzle")
    wait_ready(phone)
    expect(phone.get_by_test_id("puzzle-missing")).to_contain_text("There is no such puzzle.")
