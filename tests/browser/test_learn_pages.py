"""Learn by playing in the browser (/learn, /learn/<id>): lessons on the real table, through the lessons API.

The tests play lessons as a person would (clicks on a phone, or keys), choosing what to do from the lesson's own
line (``Lesson.intended``) and, for a wrong move, from the engine's legal actions that the lesson takes back; they
check the callout (step, what to try, the reaction), that a taken-back move leaves the hand as it was, the end
panel, progress kept across a reload, Urdu right to left, and that no card the seat may not see reaches the page.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import TIMEOUT_MS, click_card, dom_cards, no_horizontal_scroll, settle, wait_ready
from playwright.sync_api import Browser, Page, expect

from unoduo.learn import LessonRun, get_lesson, lessons

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 1,
    "is_mobile": True,
    "has_touch": True,
}
LAPTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 800}, "device_scale_factor": 1}

# The page has asked the API and shows its answer.
_ANSWERED_JS = """(n) => {
  const table = document.querySelector('[data-testid=table]');
  return !!table && Number(table.dataset.answer) > n && table.dataset.sending !== 'true';
}"""


def answers(page: Page) -> int:
    return int(page.get_by_test_id("table").get_attribute("data-answer") or "0")


def wait_answered(page: Page, before: int) -> None:
    page.wait_for_function(_ANSWERED_JS, arg=before, timeout=TIMEOUT_MS)
    errors = page.get_by_test_id("table-error")
    assert errors.count() == 0, errors.inner_text()


def open_lesson(page: Page, base_url: str, lesson_id: str) -> None:
    page.goto(f"{base_url}/learn/{lesson_id}")
    wait_ready(page)
    wait_answered(page, 0)


def hand_of(page: Page) -> list[str]:
    return dom_cards(page, "[data-testid=hand]")


def click_action(page: Page, action: str) -> None:
    """Do ``action`` (the project's notation) with clicks on the table's controls."""
    words = action.split(" ")
    kind, uno = words[0], words[-1] == "uno"
    if uno:
        words = words[:-1]
    if uno:
        page.get_by_test_id("action-uno").click()
        expect(page.get_by_test_id("action-uno")).to_have_attribute("aria-pressed", "true")
    if kind == "play":
        click_card(page.locator(f"[data-testid=hand] button.card[data-card='{words[1]}']:not([disabled])").first)
        if len(words) == 3:
            page.get_by_test_id("wild-color-picker").get_by_test_id(f"color-{words[2]}").click()
    elif kind == "dump":
        if page.get_by_test_id("action-start-dump").count():
            page.get_by_test_id("action-start-dump").click()
        for code in words[1:]:
            click_card(
                page.locator(f"[data-testid=hand] button.card[data-card='{code}']:not([aria-pressed=true])").first
            )
        if len(words) > 2:
            page.get_by_test_id("action-dump").click()
    elif kind == "color":
        page.get_by_test_id(f"color-{words[1]}").click()
    else:
        page.get_by_test_id(f"action-{kind}").click()


def key_action(page: Page, action: str) -> None:
    """Do ``action`` with the keyboard only: the hand's arrow keys and Enter, the controls' shortcut keys."""
    words = action.split(" ")
    kind, uno = words[0], words[-1] == "uno"
    if uno:
        words = words[:-1]
        page.keyboard.press("u")
        expect(page.get_by_test_id("action-uno")).to_have_attribute("aria-pressed", "true")
    if kind == "play":
        focus_card(page, words[1])
        page.keyboard.press("Enter")
        if len(words) == 3:
            page.get_by_test_id("wild-color-picker").wait_for(timeout=TIMEOUT_MS)
            page.keyboard.press(words[2].lower())
    elif kind == "dump":
        if page.get_by_test_id("action-start-dump").count():
            page.keyboard.press("m")
        for code in words[1:]:
            focus_card(page, code, unpicked=True)
            page.keyboard.press("Enter")
        if len(words) > 2:
            for _ in range(40):
                if (
                    page.evaluate("() => document.activeElement && document.activeElement.dataset.testid")
                    == "action-dump"
                ):
                    break
                page.keyboard.press("Tab")
            else:
                raise AssertionError("Tab never reached the dump button")
            page.keyboard.press("Enter")
    elif kind == "color":
        page.keyboard.press(words[1].lower())
    else:
        button = page.get_by_test_id(f"action-{kind}")
        key = button.locator("kbd").inner_text().strip().lower()
        assert key, f"no key for {action}"
        page.keyboard.press(key)


def focus_card(page: Page, code: str, unpicked: bool = False) -> None:
    """H, then the arrow keys until the focus is on a card ``code`` of the hand (not yet in the dump's order)."""
    page.keyboard.press("h")
    for _ in range(40):
        focused = page.evaluate(
            "() => { const e = document.activeElement; return e && e.dataset.card"
            " ? [e.dataset.card, e.getAttribute('aria-pressed') === 'true'] : null; }"
        )
        if focused and focused[0] == code and not (unpicked and focused[1]):
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"the arrow keys never reached {code}")


def play_line(page: Page, line: tuple[str, ...] | list[str], by_keys: bool = False) -> None:
    """Play a lesson's line to its end, checking the step counter moves on and every answer is 'right'."""
    for action in line:
        before = answers(page)
        (key_action if by_keys else click_action)(page, action)
        wait_answered(page, before)
        feedback = page.get_by_test_id("lesson-feedback")
        if feedback.count():
            assert feedback.get_attribute("data-kind") != "wrong", f"{action}: {feedback.inner_text()}"
    expect(page.get_by_test_id("lesson-done")).to_be_visible()


def assert_in_view(page: Page, *selectors: str) -> None:
    """Each element is inside the viewport (nothing to scroll to see it)."""
    size = page.viewport_size
    assert size
    for selector in selectors:
        box = page.locator(selector).first.bounding_box()
        assert box, f"{selector} is not shown"
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 1, f"{selector} out of view: {box}"
        assert box["x"] >= -1 and box["x"] + box["width"] <= size["width"] + 1, f"{selector} out of view: {box}"


def wrong_moves(lesson_id: str) -> list[str]:
    """The legal actions at the lesson's first step that the lesson takes back (they miss its point)."""
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    run = LessonRun(lesson)
    return [str(a) for a in run.state.legal_actions() if LessonRun(lesson, [str(a)]).undone]


def lesson_with_a_wrong_play() -> tuple[Any, str]:
    """The first lesson whose first step takes back a card played, and that play."""
    for lesson in lessons(None):
        plays = [a for a in wrong_moves(lesson.id) if a.startswith("play ")]
        if plays:
            return lesson, plays[0]
    raise AssertionError("no lesson takes back a play at its first step")


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    yield page
    context.close()


def first_duo_lesson() -> Any:
    return lessons("duo")[0]


def test_first_lesson_by_clicks_on_a_phone_then_next_and_progress_after_reload(
    phone: Page, server_url: str, artifacts: Path
) -> None:
    page = phone
    page.goto(f"{server_url}/")
    wait_ready(page)
    page.get_by_test_id("learn-link").click()
    expect(page.get_by_test_id("learn-page")).to_be_visible()
    first = first_duo_lesson()
    items = page.get_by_test_id("lessons-duo").get_by_test_id("lesson-item")
    expect(items).to_have_count(len(lessons("duo")))
    expect(page.get_by_test_id("lessons-classic").get_by_test_id("lesson-item")).to_have_count(len(lessons("classic")))
    expect(items.first).to_have_attribute("data-lesson", first.id)
    expect(items.first).to_have_attribute("data-done", "false")
    expect(page.get_by_test_id("continue-lesson")).to_have_attribute("data-lesson", first.id)
    page.get_by_test_id(f"lesson-link-{first.id}").click()
    wait_answered(page, 0)
    assert page.url.endswith(f"/learn/{first.id}")
    callout = page.get_by_test_id("lesson-callout")
    expect(callout).to_be_visible()
    expect(page.get_by_test_id("lesson-step")).to_have_text(re.compile(rf"Step 1 of {first.player_steps}"))
    expect(page.get_by_test_id("lesson-prompt")).not_to_be_empty()
    # The table's own parts; what a lesson does not use is hidden.
    for part in ("hand", "prompt", "draw-pile"):
        assert page.locator(f"[data-testid={part}], [data-anchor={'draw' if part == 'draw-pile' else part}]").count()
    expect(page.get_by_test_id("hint-button")).to_have_count(0)
    expect(page.get_by_test_id("toggle-settings")).to_be_hidden()
    assert no_horizontal_scroll(page)
    play_line(page, first.intended)
    done = page.get_by_test_id("lesson-done")
    expect(done.get_by_test_id("lesson-summary")).not_to_be_empty()
    expect(done.get_by_test_id("next-lesson")).to_be_focused()
    expect(done.get_by_test_id("play-bot")).to_be_visible()
    box = done.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844
    # Progress is remembered: the list says so after a reload.
    page.goto(f"{server_url}/learn")
    page.reload()
    wait_ready(page)
    item = page.locator(f"[data-testid=lesson-item][data-lesson='{first.id}']")
    expect(item).to_have_attribute("data-done", "true")
    expect(page.get_by_test_id("progress-duo")).to_contain_text(f"1 of {len(lessons('duo'))}")
    # The big button now goes on with the second lesson.
    expect(page.get_by_test_id("continue-lesson")).to_have_attribute("data-lesson", lessons("duo")[1].id)
    page.screenshot(path=str(artifacts / "learn-list-phone.png"), scale="css")
    # Next lesson opens the second one.
    page.get_by_test_id(f"lesson-link-{first.id}").click()
    wait_answered(page, 0)
    play_line(page, first.intended)
    page.get_by_test_id("next-lesson").click()
    second = lessons("duo")[1]
    page.wait_for_url(re.compile(rf"/learn/{re.escape(second.id)}$"))
    wait_answered(page, 0)
    expect(page.get_by_test_id("lesson-step")).to_contain_text("Step 1 of")


@pytest.mark.parametrize("what", ["first lesson", "a play"])
def test_a_wrong_move_is_explained_and_taken_back(phone: Page, server_url: str, artifacts: Path, what: str) -> None:
    page = phone
    if what == "a play":
        first, action = lesson_with_a_wrong_play()
    else:
        first = first_duo_lesson()
        action = wrong_moves(first.id)[0]
    open_lesson(page, server_url, first.id)
    hand = hand_of(page)
    before = answers(page)
    click_action(page, action)
    wait_answered(page, before)
    feedback = page.get_by_test_id("lesson-feedback")
    expect(feedback).to_have_attribute("data-kind", "wrong")
    expect(feedback).not_to_be_empty()
    expect(page.get_by_test_id("taken-back")).to_be_visible()
    expect(page.get_by_test_id("table")).to_have_attribute("data-undone", "true")
    # The move is shown going back: the card played returns from the pile to the hand (a draw shakes the pile).
    went_back = action.split(" ")[1] if action.startswith("play ") else "draw"
    expect(page.get_by_test_id("table")).to_have_attribute("data-taken-back", went_back)
    # The position is as before the move: the same hand, still step 1, and the lesson goes on from there.
    assert sorted(hand_of(page)) == sorted(hand)
    expect(page.get_by_test_id("lesson-step")).to_contain_text("Step 1 of")
    settle(page)
    page.screenshot(path=str(artifacts / f"learn-wrong-{first.id}-phone.png"), scale="css")
    play_line(page, first.intended)


def test_every_lesson_by_keyboard_only(browser: Browser, server_url: str) -> None:
    context = browser.new_context(**LAPTOP)
    page = context.new_page()
    try:
        for lesson in lessons(None):
            open_lesson(page, server_url, lesson.id)
            play_line(page, lesson.intended, by_keys=True)
            assert page.evaluate("() => !!document.activeElement.closest('[data-testid=lesson-done]')")
        # Enter on the focused "Next lesson" opens the next lesson.
        open_lesson(page, server_url, lessons("duo")[0].id)
        play_line(page, lessons("duo")[0].intended, by_keys=True)
        expect(page.get_by_test_id("next-lesson")).to_be_focused()
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(rf"/learn/{re.escape(lessons('duo')[1].id)}$"))
    finally:
        context.close()


def test_a_lesson_in_urdu_reads_right_to_left(browser: Browser, server_url: str, artifacts: Path) -> None:
    context = browser.new_context(**PHONE)
    context.add_init_script("localStorage.setItem('unoduo.lang', 'ur')")
    page = context.new_page()
    try:
        page.goto(f"{server_url}/learn")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
        expect(page.locator("html")).to_have_attribute("lang", "ur")
        expect(page.get_by_test_id("learn-page").locator("h1")).to_have_text("کھیل کر سیکھیں")
        lesson = first_duo_lesson()
        page.get_by_test_id(f"lesson-link-{lesson.id}").click()
        wait_answered(page, 0)
        words = page.get_by_test_id("lesson-callout").inner_text()
        assert re.search("[\u0600-\u06ff]", words), words
        assert not re.search("[A-Za-z]{4,}", words), f"English left in the Urdu lesson: {words}"
        settle(page)
        page.screenshot(path=str(artifacts / "learn-ur-phone.png"), scale="css")
        play_line(page, lesson.intended)
        summary = page.get_by_test_id("lesson-summary").inner_text()
        assert re.search("[\u0600-\u06ff]", summary) and not re.search("[A-Za-z]{4,}", summary), summary
        assert no_horizontal_scroll(page)
        # "Play a bot now" starts a Duo game against the easy bot and opens its table.
        page.get_by_test_id("play-bot").click()
        page.wait_for_url(re.compile(r"/game/[^/]+$"))
        expect(page.get_by_test_id("table")).to_have_attribute("data-status", re.compile("playing"))
        expect(page.get_by_test_id("goal")).to_be_visible()
    finally:
        context.close()


def knowable(state: dict[str, Any]) -> set[str]:
    """Every card code a state told this seat (its hand, the public piles, its events)."""
    view = state["view"]
    known = set(view.get("hand") or []) | set(view.get("discard") or []) | set(view.get("known_bottom") or [])
    for key in ("top", "candidate", "drawn"):
        if view.get(key):
            known.add(view[key])
    for event in view.get("events") or []:
        known.update(event.get("cards") or [])
    for event in view.get("previous_events") or []:
        known.update(event.get("cards") or [])
    return known


@pytest.mark.parametrize("device", ["phone", "laptop"])
@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_every_lesson_to_its_end_and_no_card_its_seat_may_not_see(
    browser: Browser, server_url: str, ruleset: str, device: str, artifacts: Path
) -> None:
    """Every lesson played to its end by clicks (screenshots of its first step and its end, learn-*.png), the
    table inside the viewport; no card reaches the page that the lessons API did not tell seat 0."""
    # Reduced motion: this test reads the table at rest after every step, and waiting out each deal and flight
    # doubled its time; the lessons' animations are played by the keyboard and phone tests above and below.
    context = browser.new_context(**(PHONE if device == "phone" else LAPTOP), reduced_motion="reduce")
    page = context.new_page()
    told: list[dict[str, Any]] = []

    def record(response: Any) -> None:
        if response.request.method == "POST" and "/api/lessons/" in response.url and response.ok:
            told.append(json.loads(response.body()))

    page.on("response", record)
    try:
        for lesson in lessons(ruleset):
            open_lesson(page, server_url, lesson.id)
            settle(page)
            assert no_horizontal_scroll(page)
            assert_in_view(page, "[data-testid=hand]", "[data-testid=lesson-callout]", "[data-testid=prompt]")
            page.screenshot(path=str(artifacts / f"learn-{lesson.id}-first-{device}.png"), scale="css")
            for action in (*lesson.intended, None):
                known: set[str] = set()
                for answer in told:
                    known |= knowable(answer["state"])
                shown = set(dom_cards(page))
                assert shown <= known, f"{lesson.id}: cards on the page the seat was never told: {shown - known}"
                # The other seats' hands are card backs only.
                assert page.locator("[data-testid=seats] [data-card]").count() == 0
                if action is None:
                    break
                before = answers(page)
                click_action(page, action)
                wait_answered(page, before)
            expect(page.get_by_test_id("lesson-done")).to_be_visible()
            # The lesson's own end panel, with the focus on its first button; never the match's panel.
            expect(page.get_by_test_id("match-over")).to_have_count(0)
            assert page.evaluate("() => !!document.activeElement.closest('[data-testid=lesson-done]')")
            settle(page)
            assert_in_view(page, "[data-testid=lesson-done]")
            page.screenshot(path=str(artifacts / f"learn-{lesson.id}-end-{device}.png"), scale="css")
    finally:
        context.close()


# A letter of each language's script (Malayalam, Kannada, Urdu's Arabic script).
SCRIPTS = {"ml": "[\u0d00-\u0d7f]", "kn": "[\u0c80-\u0cff]", "ur": "[\u0600-\u06ff]"}


def test_the_language_menu_rewords_a_lesson_in_progress(browser: Browser, server_url: str) -> None:
    """Mid-lesson, each language of the menu re-asks the API for the same actions: the callout, the prompt and the
    reaction are in that language, the position is kept, and the lesson goes on to its end in it."""
    context = browser.new_context(**LAPTOP)
    page = context.new_page()
    try:
        lesson = first_duo_lesson()
        open_lesson(page, server_url, lesson.id)
        before = answers(page)
        click_action(page, lesson.intended[0])
        wait_answered(page, before)
        hand = sorted(hand_of(page))
        english = page.get_by_test_id("lesson-callout").inner_text()
        for lang, script in SCRIPTS.items():
            before = answers(page)
            page.get_by_test_id("language").select_option(lang)
            wait_answered(page, before)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            words = page.get_by_test_id("lesson-callout").inner_text()
            assert words != english and re.search(script, words), f"{lang}: {words}"
            assert not re.search("[A-Za-z]{4,}", words), f"English left in {lang}: {words}"
            expect(page.get_by_test_id("lesson-feedback")).to_have_attribute("data-kind", "right")
            expect(page.get_by_test_id("lesson-step")).to_contain_text("2")
            assert sorted(hand_of(page)) == hand
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
        play_line(page, lesson.intended[1:])
        assert re.search(SCRIPTS["ur"], page.get_by_test_id("lesson-summary").inner_text())
    finally:
        context.close()


def test_an_unknown_lesson_says_so(phone: Page, server_url: str) -> None:
    page = phone
    page.goto(f"{server_url}/learn/no-such-lesson")
    wait_ready(page)
    missing = page.get_by_test_id("lesson-missing")
    expect(missing).to_contain_text("There is no such lesson.")
    missing.get_by_role("link").click()
    expect(page.get_by_test_id("learn-page")).to_be_visible()
