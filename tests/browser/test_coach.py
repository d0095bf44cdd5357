"""The coach in the browser: the review of a finished match appears in the replay viewer with its graph
(a point per decision, marked by its label; a click or the keyboard jumps to that step; the worst moments and the
best alternative with its cards), and hints appear only in games against bots that are not rated (the server
refuses one in a game with another person or in a rated game).

One small server for this module, with tiny coach budgets and one-round matches, so the analysis is quick.
Screenshots (phone and laptop) go to test-artifacts/.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import TIMEOUT_MS, Server, no_horizontal_scroll, wait_ready
from playwright.sync_api import Browser, Page, ViewportSize, expect
from test_replay_viewer import finished_game, http_json
from websockets.sync.client import connect

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1366, "height": 800}
COACH_LIMITS = ["review_budget=4", "review_min_budget=2", "hint_budget=8"]


@pytest.fixture(scope="module")
def coach_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    extra: list[str] = []
    for setting in COACH_LIMITS:
        extra += ["--limit", setting]
    srv = Server(tmp_path_factory.mktemp("coach"), extra)
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def short_match(coach_server: Server) -> str:
    """A finished one-round Duo match, seat 0 played from the test against an easy bot."""
    return finished_game(coach_server, "duo", 2, {"target_score": 1}, 5)


def _review_ready(page: Page) -> None:
    expect(page.get_by_test_id("review-graph")).to_be_visible(timeout=60_000)


def test_the_review_appears_in_the_replay_with_its_graph(
    browser: Browser, coach_server: Server, short_match: str, artifacts: Path
) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{coach_server.url}/replay/{short_match}")
    wait_ready(page)
    review = page.get_by_test_id("review")
    expect(review).to_have_attribute("data-status", "none", timeout=TIMEOUT_MS)
    page.get_by_test_id("review-start").click()
    _review_ready(page)
    status = http_json(f"{coach_server.url}/api/games/{short_match}/review?seat=0")
    assert status["status"] == "done"
    decisions = status["review"]["decisions"]
    dots = page.get_by_test_id("review-dot")
    expect(dots).to_have_count(len(decisions))
    # Each point carries its decision's label, as the server's review says.
    labels = dots.evaluate_all("els => els.map((e) => [Number(e.dataset.step), e.dataset.label])")
    assert labels == [[d["index"] + 1, d["label"]] for d in decisions]
    assert page.get_by_test_id("review-line").get_attribute("d")
    # Clicking a point shows that step of the replay and the coach's view of the decision (the last point is
    # drawn last, on top of any neighbour it overlaps).
    target = decisions[-1]
    dots.last.click()
    expect(page.get_by_test_id("replay-page")).to_have_attribute("data-step", str(target["index"] + 1))
    detail = page.get_by_test_id("review-detail")
    expect(detail).to_have_attribute("data-index", str(target["index"]))
    expect(detail).to_have_attribute("data-label", target["label"])
    expect(page.get_by_test_id("review-played")).to_have_attribute("data-action", target["action"])
    # The keyboard: the clicked point holds the focus; the left arrow goes to the decision before.
    assert page.evaluate("() => document.activeElement.dataset.step") == str(target["index"] + 1)
    page.keyboard.press("ArrowLeft")
    before = decisions[-2]
    expect(page.get_by_test_id("replay-page")).to_have_attribute("data-step", str(before["index"] + 1))
    page.wait_for_function("(s) => document.activeElement.dataset.step === s", arg=str(before["index"] + 1))
    page.keyboard.press("Home")
    expect(page.get_by_test_id("replay-page")).to_have_attribute("data-step", str(decisions[0]["index"] + 1))
    # The worst moments jump to their step; a costly decision shows the best alternative with its cards.
    costly = sorted((d for d in decisions if d["judged"] and d["label"] in ("inaccuracy", "mistake", "blunder")),
                    key=lambda d: -d["loss"])
    worst = page.get_by_test_id("review-worst-button")
    expect(worst).to_have_count(min(5, len(costly)))
    if costly:
        worst.first.click()
        expect(page.get_by_test_id("replay-page")).to_have_attribute("data-step", str(costly[0]["index"] + 1))
        best = page.get_by_test_id("review-best")
        expect(best).to_have_attribute("data-action", costly[0]["best"])
        if costly[0]["best"].startswith(("play", "dump")):
            expect(best.locator(".card[data-card]").first).to_be_visible()
        page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "review-desktop.png"), full_page=True)
    # A phone: no horizontal scrolling, the graph and its points in the page's width.
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(200)
    assert no_horizontal_scroll(page)
    page.get_by_test_id("review").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "review-phone.png"), full_page=True)
    context.close()


def test_the_match_over_panel_links_to_the_review(browser: Browser, coach_server: Server) -> None:
    """After a match against bots, "Review my decisions" opens the replay with the review asked for."""
    game, token = _bot_game(coach_server)
    finished_game_for(coach_server, game, token)
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(_seats(game, token)))})")
    page = context.new_page()
    page.goto(f"{coach_server.url}/game/{game}")
    wait_ready(page)
    page.get_by_test_id("review-link").click()
    expect(page.get_by_test_id("replay-page")).to_be_visible(timeout=TIMEOUT_MS)
    _review_ready(page)
    expect(page.get_by_test_id("review-seat")).to_have_value("0")
    context.close()


def _seats(game: str, token: str) -> dict[str, Any]:
    return {game: {"seat": 0, "token": token}}


def _bot_game(server: Server, seed: int = 9, ruleset: str = "duo") -> tuple[str, str]:
    created = http_json(server.url + "/api/games", {"ruleset": ruleset, "opponent": "bot", "difficulty": "easy",
                                                    "options": {"target_score": 1}, "seed": seed})
    return str(created["game"]), str(created["token"])


def finished_game_for(server: Server, game: str, token: str) -> None:
    """Play seat 0 of ``game`` to the end over the WebSocket (plays first, as finished_game does)."""
    with connect(server.url.replace("http", "ws") + "/ws", open_timeout=10, max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}))
        for _ in range(5000):
            message = json.loads(ws.recv(timeout=30))
            if message["type"] != "state":
                continue
            if message["status"] == "over":
                return
            view = message["view"]
            if view["legal"] and view["to_act"] == 0:
                plays = [a for a in view["legal"] if a.startswith(("play", "dump"))]
                ws.send(json.dumps({"type": "action", "seq": message["seq"], "action": (plays or view["legal"])[0]}))
    raise AssertionError("the match did not end")


def _wait_my_turn(page: Page) -> None:
    page.wait_for_function(
        "() => { const t = document.querySelector('[data-testid=table]');"
        " return t && t.dataset.myTurn === 'true' && t.dataset.sending !== 'true'; }",
        timeout=TIMEOUT_MS,
    )


def test_hints_against_bots_only(browser: Browser, coach_server: Server, artifacts: Path) -> None:
    # Classic: the first decision is already a turn with cards to play (Duo would start with its draft).
    game, token = _bot_game(coach_server, 4, "classic")
    for viewport, name in ((DESKTOP, "desktop"), (PHONE, "phone")):
        context = browser.new_context(viewport=viewport)
        context.add_init_script(
            f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(_seats(game, token)))});"
        )
        page = context.new_page()
        page.goto(f"{coach_server.url}/game/{game}")
        wait_ready(page)
        _wait_my_turn(page)
        page.get_by_test_id("hint-button").click()
        panel = page.get_by_test_id("hint-panel")
        expect(panel).to_have_attribute("data-status", "ready", timeout=30_000)
        seq = int(page.get_by_test_id("table").get_attribute("data-seq") or "-1")
        choices = page.get_by_test_id("hint-choice")
        legal = page.evaluate("() => [...document.querySelectorAll('[data-testid=choice], [data-card]')].length")
        assert legal >= 1
        best = page.get_by_test_id("hint-best").get_attribute("data-action")
        assert choices.first.get_attribute("data-action") == best  # the best first, highlighted
        assert "is-best" in (choices.first.get_attribute("class") or "")
        wins = [float(w) for w in choices.evaluate_all("els => els.map((e) => e.dataset.win)")]
        assert wins == sorted(wins, reverse=True) and all(0 <= w <= 1 for w in wins)
        page.wait_for_timeout(250)
        page.screenshot(path=str(artifacts / f"hint-{name}.png"))
        # Esc closes it (and gives the focus back to the table).
        page.keyboard.press("Escape")
        expect(panel).to_have_count(0)
        if name == "phone":
            # Asked again for the same decision: answered from the server's cache; the suggestion can be played.
            page.get_by_test_id("hint-button").click()
            expect(panel).to_have_attribute("data-status", "ready", timeout=30_000)
            page.get_by_test_id("hint-play").click()
            page.wait_for_function(
                "(seq) => Number(document.querySelector('[data-testid=table]').dataset.seq) > seq", arg=seq,
                timeout=TIMEOUT_MS,
            )
            expect(page.get_by_test_id("table-error")).to_have_count(0)
        context.close()

    # A game against a friend: no hint button, and the server refuses a hint asked anyway.
    friend = http_json(coach_server.url + "/api/games", {"ruleset": "duo", "opponent": "friend", "name": "Ada"})
    joined = http_json(coach_server.url + "/api/join", {"code": friend["join_code"], "name": "Bo"})
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(
        f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(_seats(friend['game'], friend['token'])))})"
    )
    page = context.new_page()
    page.goto(f"{coach_server.url}/game/{friend['game']}")
    wait_ready(page)
    with connect(coach_server.url.replace("http", "ws") + "/ws", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": friend["game"], "token": joined["token"]}))
        state: dict[str, Any] = {}
        while not state:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] == "state":
                state = message
        seq = state["seq"]
        # Seat 0 (the page) and seat 1 (this socket) both ask; both are refused.
        if state["view"]["to_act"] == 0:
            _wait_my_turn(page)
        ws.send(json.dumps({"type": "hint", "seq": seq}))
        while True:
            answer = json.loads(ws.recv(timeout=10))
            if answer["type"] in ("hint", "error"):
                break
        assert answer["type"] == "error" and answer["code"] == "hints_off", answer
    page.wait_for_function("() => document.querySelector('[data-testid=table]')?.dataset.seq !== '-1'")
    if page.get_by_test_id("table").get_attribute("data-my-turn") == "true":
        expect(page.get_by_test_id("controls")).to_be_visible()
    expect(page.get_by_test_id("hint-button")).to_have_count(0)
    context.close()


def test_no_hint_button_in_a_rated_game(browser: Browser, coach_server: Server) -> None:
    """A rated game (marked so in the server's database, as matchmaking does) shows no Hint button on the player's
    turn but a line saying the review comes once it is over; the server refuses a hint asked anyway."""
    game, token = _bot_game(coach_server, 6, "classic")
    with sqlite3.connect(coach_server.db) as db:
        db.execute("INSERT INTO rated_games (game_id, system, status, created) VALUES (?, 'classic', 'pending', ?)",
                   (game, "2026-01-01T00:00:00+00:00"))
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(_seats(game, token)))});")
    page = context.new_page()
    page.goto(f"{coach_server.url}/game/{game}")
    wait_ready(page)
    _wait_my_turn(page)
    expect(page.get_by_test_id("hints-rated")).to_be_visible(timeout=TIMEOUT_MS)
    expect(page.get_by_test_id("hint-button")).to_have_count(0)
    seq = int(page.get_by_test_id("table").get_attribute("data-seq") or "-1")
    context.close()
    with connect(coach_server.url.replace("http", "ws") + "/ws", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}))
        ws.send(json.dumps({"type": "hint", "seq": seq}))
        while True:
            answer = json.loads(ws.recv(timeout=10))
            if answer["type"] in ("hint", "error"):
                break
    assert answer["type"] == "error" and answer["code"] == "hints_rated", answer
