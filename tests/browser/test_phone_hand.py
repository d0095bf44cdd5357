"""The hand on a 390x844 phone (issue 37, item 3): 7, 12, 20 and 25 cards, sorted by colour and number (a toggle
turns sorting off, remembered), at least 36 px of every card's width in view, a touch at the visible centre of a
card lifts that card and a second touch plays it, playable cards marked. The visible part of a card is measured
with document.elementFromPoint, as a finger would find it. Screenshots of each hand go to test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, Server, settle
from playwright.sync_api import Browser, Page, expect
from test_table import PHONE, Table, in_viewport

# Screenshots go to test-artifacts/ (git-ignored); the ones docs/web.md shows are copied to docs/img/ by hand.
SHOTS = ARTIFACTS
# A shuffled-looking hand: wilds and action cards among numbers of every colour (the page sorts it).
DEALT = ["G7", "R2", "W", "B5", "Y0", "RS", "G1", "B+2", "Y9", "R7", "W+4", "G+2", "B0", "Y4", "R9", "GS",
         "B8", "Y2", "RR", "G4", "B3", "YS", "R0", "G9", "Y7"]  # fmt: skip
COLOR_ORDER = "RYGB"
RANK_ORDER = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2"]

# The visible part of a card: points of a 2 px grid over its box where elementFromPoint finds the card; its
# centre (the visible point nearest the middle of them) and its widest visible run.
VISIBLE_JS = """(card) => {
  const r = card.getBoundingClientRect();
  const points = [];
  for (let y = Math.ceil(r.top); y < r.bottom; y += 2) {
    for (let x = Math.ceil(r.left); x < r.right; x += 2) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('button.card') === card) points.push([x, y]);
    }
  }
  if (!points.length) return null;
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  let best = points[0];
  for (const p of points) {
    if ((p[0] - mx) ** 2 + (p[1] - my) ** 2 < (best[0] - mx) ** 2 + (best[1] - my) ** 2) best = p;
  }
  const rows = new Map();
  for (const [x, y] of points) {
    const row = rows.get(y) || [x, x];
    rows.set(y, [Math.min(row[0], x), Math.max(row[1], x)]);
  }
  const width = Math.max(...[...rows.values()].map(([a, b]) => b - a + 2));
  return { x: best[0], y: best[1], width };
}"""


def sort_key(code: str) -> tuple[int, int]:
    if code in ("W", "W+4"):
        return (4, ["W", "W+4"].index(code))
    return (COLOR_ORDER.index(code[0]), RANK_ORDER.index(code[1:]))


@pytest.fixture
def phone(browser: Browser, server: Server) -> Iterator[Table]:
    made = Table(browser, server, viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=1)
    yield made
    made.context.close()


def hand_codes(page: Page) -> list[str]:
    return [c.get_attribute("data-card") or "" for c in page.locator("[data-testid=hand] button.card").all()]


def visible(page: Page, code: str) -> dict[str, Any]:
    card = page.locator(f"[data-testid=hand] button.card[data-card='{code}']")
    part = card.evaluate(VISIBLE_JS)
    assert part is not None, f"{code} has no visible part"
    return dict(part)


def playable_of(hand: list[str]) -> list[str]:
    return [c for c in hand if c.startswith("R") or c.startswith("W")]


@pytest.mark.parametrize("count", [7, 12, 20, 25])
def test_every_card_shows_36_px_and_a_tap_at_its_visible_centre_lifts_then_plays_it(phone: Table,
                                                                                     count: int) -> None:  # fmt: skip
    page, fake = phone.page, phone.fake
    hand = DEALT[:count]
    playable = playable_of(hand)
    fake.show(hand=hand, legal=[f"play {c}" for c in playable if not c.startswith("W")] + ["draw"])
    settle(page)
    assert hand_codes(page) == sorted(hand, key=sort_key)
    assert in_viewport(page, "[data-testid=hand] button.card")
    for code in hand:
        part = visible(page, code)
        assert part["width"] >= 36, f"{count} cards: only {part['width']} px of {code} show"
    # Playable cards are marked; a touch at a card's visible centre lifts exactly that card.
    plays = [c for c in playable if not c.startswith("W")]
    marked = page.locator("[data-testid=hand] button.card.card-playable")
    assert sorted(c.get_attribute("data-card") or "" for c in marked.all()) == sorted(plays)
    for code in sorted(plays, key=sort_key):
        part = visible(page, code)
        page.touchscreen.tap(part["x"], part["y"])
        lifted = page.locator("[data-testid=hand] button.card.card-lifted")
        expect(lifted).to_have_count(1)
        expect(lifted).to_have_attribute("data-card", code)
        settle(page)
    assert fake.sent == []  # lifting plays nothing
    # The second touch on the lifted card plays it.
    last = sorted(plays, key=sort_key)[-1]
    part = visible(page, last)
    page.touchscreen.tap(part["x"], part["y"])
    assert fake.wait_sent() == f"play {last}"


def test_a_tap_on_an_unplayable_card_does_nothing(phone: Table) -> None:
    page, fake = phone.page, phone.fake
    fake.show(hand=DEALT[:12], legal=["play R2", "draw"])
    settle(page)
    part = visible(page, "G7")
    page.touchscreen.tap(part["x"], part["y"])
    expect(page.locator("[data-testid=hand] button.card.card-lifted")).to_have_count(0)
    assert fake.sent == []


def test_a_mouse_click_plays_at_once(browser: Browser, server: Server) -> None:
    made = Table(browser, server, viewport=PHONE)
    try:
        made.fake.show(hand=DEALT[:7], legal=["play R2", "draw"])
        settle(made.page)
        part = visible(made.page, "R2")
        made.page.mouse.click(part["x"], part["y"])
        assert made.fake.wait_sent() == "play R2"
    finally:
        made.context.close()


def test_sorting_can_be_turned_off_and_the_choice_is_remembered(phone: Table) -> None:
    page, fake = phone.page, phone.fake
    hand = DEALT[:12]
    fake.show(hand=hand, legal=["draw"])
    assert hand_codes(page) == sorted(hand, key=sort_key)
    page.get_by_test_id("toggle-settings").click()
    setting = page.get_by_test_id("setting-sort-hand")
    expect(setting).to_be_checked()
    setting.uncheck()
    expect(page.get_by_test_id("hand")).to_have_attribute("data-sorted", "false")
    assert hand_codes(page) == hand
    fake.show(hand=hand, legal=["draw"])  # the page again: sorting stays off
    expect(page.get_by_test_id("hand")).to_have_attribute("data-sorted", "false")
    assert hand_codes(page) == hand
    page.get_by_test_id("toggle-settings").click()
    expect(page.get_by_test_id("setting-sort-hand")).not_to_be_checked()


@pytest.mark.parametrize("count", [7, 12, 20, 25])
def test_phone_hand_screenshots(phone: Table, count: int) -> None:
    page, fake = phone.page, phone.fake
    hand = DEALT[:count]
    fake.show(hand=hand, legal=[f"play {c}" for c in playable_of(hand) if not c.startswith("W")] + ["draw"])
    settle(page)
    page.screenshot(path=str(SHOTS / f"hand-{count}-cards-phone.png"), scale="css")
