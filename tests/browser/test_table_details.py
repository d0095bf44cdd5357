"""The small things of issue 37 (item 5): the replay's and review's current-move caption is readable (contrast
at least 4.5:1, computed from the computed styles), the Hint is a bottom sheet on a phone and a panel beside the
table on a laptop, never over the action buttons, its headline the same number as its list; keyboard letters
("(D)", the <kbd> marks, the key hint) only once the keyboard was used. Hint screenshots go to test-artifacts/."""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, TIMEOUT_MS, Server, settle, wait_ready
from playwright.sync_api import Browser, Page, WebSocketRoute, expect
from test_decisions import FakeServer
from test_replay_viewer import finished_game
from test_table import LAPTOP, PHONE, Table

# Screenshots go to test-artifacts/ (git-ignored); the ones docs/web.md shows are copied to docs/img/ by hand.
SHOTS = ARTIFACTS

# The contrast ratio (WCAG 2) of an element's text on the first opaque background behind it.
CONTRAST_JS = r"""(el) => {
  const parse = (c) => {
    const m = c.match(/[\d.]+/g).map(Number);
    return { rgb: m.slice(0, 3), a: m.length > 3 ? m[3] : 1 };
  };
  const lum = (rgb) => {
    const [r, g, b] = rgb.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let node = el; let bg = null; let image = false;
  while (node && node.nodeType === 1) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') image = true;
    const c = parse(style.backgroundColor);
    if (c.a >= 0.99) { bg = c.rgb; break; }
    node = node.parentElement;
  }
  if (!bg) bg = [255, 255, 255];
  const fg = parse(getComputedStyle(el).color).rgb;
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return { ratio: (a + 0.05) / (b + 0.05), fg, bg, image };
}"""


@pytest.fixture(scope="module")
def game(server: Server) -> str:
    return finished_game(server, "duo", 2, {"target_score": 30}, 5)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("review", [False, True])
def test_the_current_move_caption_is_readable(page: Page, server: Server, game: str, scheme: str,
                                              review: bool) -> None:  # fmt: skip
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.goto(f"{server.url}/replay/{game}" + ("?review=0" if review else ""))
    wait_ready(page)
    caption = page.get_by_test_id("replay-action")
    expect(caption).to_be_visible(timeout=TIMEOUT_MS)
    page.get_by_test_id("replay-next").click()
    result = caption.evaluate(CONTRAST_JS)
    assert not result["image"], "the caption sits on a picture: its contrast cannot be computed"
    assert result["ratio"] >= 4.5, result


# ---------------------------------------------------------------- the hint

HINT_VIEW = {"hand": ["R5", "G7", "R9", "B2"], "legal": ["play R5", "play R9", "draw"]}


def hint_answer(seq: int) -> dict[str, Any]:
    """A coach's answer whose position value (held out, 0.59) is below its best line (0.61), as the server's is."""
    actions = [{"action": "play R5", "round_win": 0.61, "round_win_se": 0.03, "match_win": 0.57, "match_win_se": 0.02,
                "loss": 0.0, "loss_se": 0.0},
               {"action": "play R9", "round_win": 0.52, "round_win_se": 0.03, "match_win": 0.5, "match_win_se": 0.02,
                "loss": 0.09, "loss_se": 0.02},
               {"action": "draw", "round_win": 0.33, "round_win_se": 0.03, "match_win": 0.4, "match_win_se": 0.02,
                "loss": 0.28, "loss_se": 0.03}]  # fmt: skip
    return {"type": "hint", "seq": seq, "seat": 0, "round": 1, "decision": "turn", "round_win": 0.59,
            "round_win_se": 0.03, "match_win": 0.55, "match_win_se": 0.02, "best": "play R5", "actions": actions,
            "worlds": 60, "playouts": 180}  # fmt: skip


class HintServer(FakeServer):
    """The scripted server, answering a hint request too."""

    def _message(self, ws: WebSocketRoute, message: str | bytes) -> None:
        msg = json.loads(message)
        if msg["type"] == "hint":
            ws.send(json.dumps(hint_answer(msg["seq"])))
            return
        super()._message(ws, message)


def hint_table(browser: Browser, server: Server, viewport: Any) -> Table:
    made = Table(browser, server, viewport=viewport)
    made.fake = HintServer(made.page, server.url)  # the page's WebSocket goes to made.fake when it connects
    return made


def boxes(page: Page, selector: str) -> list[dict[str, float]]:
    return list(page.eval_on_selector_all(selector, """els => els.map((e) => { const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })"""))


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


@pytest.mark.parametrize(("viewport", "device"), [(PHONE, "phone"), (LAPTOP, "laptop")])
def test_the_hint_is_a_sheet_or_a_side_panel_never_over_the_buttons(browser: Browser, server: Server,
                                                                    viewport: Any, device: str) -> None:  # fmt: skip
    made = hint_table(browser, server, viewport)
    try:
        page = made.page
        made.fake.show(**HINT_VIEW)
        page.get_by_test_id("hint-button").click()
        panel = page.get_by_test_id("hint-panel")
        expect(panel).to_have_attribute("data-status", "ready")
        settle(page)
        box = boxes(page, "[data-testid=hint-panel]")[0]
        buttons = boxes(page, "[data-testid=controls] button, [data-testid=hint-button]")
        assert buttons and not any(overlaps(box, b) for b in buttons), (box, buttons)
        size = page.viewport_size
        assert size is not None
        if device == "phone":
            expect(panel).to_have_class(lambda_class("hint-sheet"))
            assert abs(box["bottom"] - size["height"]) <= 1 and box["left"] <= 1 and box["right"] >= size["width"] - 1
        else:
            expect(panel).to_have_class(lambda_class("hint-side"))
            assert box["right"] >= size["width"] - 40
            for pile in boxes(page, "[data-testid=discard-pile], [data-testid=hand] button.card"):
                assert not overlaps(box, pile), (box, pile)
        # The headline's number is the best line's (61%), not the position's held-out value (59%).
        expect(page.get_by_test_id("hint-headline")).to_have_attribute("data-round", "61")
        expect(page.get_by_test_id("hint-headline")).to_contain_text("61%")
        best = page.locator("[data-testid=hint-choice].is-best")
        expect(best).to_contain_text("61%")
        page.screenshot(path=str(SHOTS / f"hint-{device}.png"), scale="css")
    finally:
        made.context.close()


def lambda_class(name: str) -> Any:
    import re

    return re.compile(rf"(^|\s){name}(\s|$)")


# ---------------------------------------------------------------- keyboard letters


def test_keyboard_letters_show_only_once_the_keyboard_was_used(browser: Browser, server: Server) -> None:
    made = Table(browser, server, viewport=LAPTOP)
    try:
        page, fake = made.page, made.fake
        fake.show(hand=["R5", "G7"], legal=["play R5", "draw"])
        prompt = page.get_by_test_id("prompt-text")
        expect(prompt).to_have_text("Your turn: play a marked card or draw.")
        assert page.locator("[data-testid=table] kbd:visible").count() == 0
        expect(page.get_by_test_id("key-hint")).to_have_count(0)
        page.keyboard.press("h")  # goes to the hand: the keyboard is in use
        expect(prompt).to_have_text("Your turn: play a marked card or draw (D).")
        expect(page.locator("[data-testid=table] kbd:visible").first).to_be_visible()
        expect(page.get_by_test_id("key-hint")).to_be_visible()
    finally:
        made.context.close()


def test_typing_in_a_field_is_not_using_the_keyboard_to_play(page: Page, server: Server) -> None:
    page.goto(server.url + "/")
    wait_ready(page)
    field = page.locator("input[type=text], input:not([type])").first
    field.fill("")
    field.press_sequentially("Ravi")
    assert page.evaluate("() => document.documentElement.dataset.keyboard || ''") == ""
