"""The first visit's shortcuts in Chromium: a table's page opens one WebSocket, from index.html's inline script,
which says hello with the stored seat token while the bundle downloads; the app takes that socket (no second
one, no second hello). A page without a seat opens none."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from browser_helpers import TIMEOUT_MS, Server, wait_ready, wait_started
from playwright.sync_api import Browser, WebSocket


def _bot_game(server: Server) -> dict[str, Any]:
    body = json.dumps({"ruleset": "duo", "opponent": "bot", "difficulty": "easy", "name": "Ada"}).encode()
    request = urllib.request.Request(server.url + "/api/games", data=body, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        made: dict[str, Any] = json.loads(response.read())
    return made


def test_the_table_takes_the_socket_the_page_opened(browser: Browser, server: Server) -> None:
    made = _bot_game(server)
    seats = {made["game"]: {"seat": 0, "token": made["token"], "saved": 0}}
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    context.set_default_timeout(TIMEOUT_MS)
    context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(seats))});")
    sockets: list[WebSocket] = []
    hellos: list[dict[str, Any]] = []

    def opened(socket: WebSocket) -> None:
        sockets.append(socket)
        socket.on("framesent", lambda frame: hellos.append(json.loads(frame)) if '"hello"' in str(frame) else None)

    try:
        page = context.new_page()
        page.on("websocket", opened)
        page.goto(f"{server.url}/game/{made['game']}")
        wait_ready(page)
        wait_started(page)
        page.get_by_test_id("table").wait_for()
        assert len(sockets) == 1
        assert [h["type"] for h in hellos] == ["hello"]
        assert hellos[0]["game"] == made["game"] and hellos[0]["token"] == made["token"] and hellos[0]["lang"] == "en"
        assert page.evaluate("() => window.unoduoEarlySocket") is None  # taken by the app

        # another page without this game's seat: no early socket, the page says it holds no seat
        other = browser.new_context(locale="en-US")
        stranger = other.new_page()
        seen: list[WebSocket] = []
        stranger.on("websocket", lambda socket: seen.append(socket))
        stranger.goto(f"{server.url}/game/{made['game']}")
        wait_ready(stranger)
        stranger.get_by_test_id("no-seat").wait_for()
        assert seen == []
        other.close()
    finally:
        context.close()
