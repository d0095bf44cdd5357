"""Every error code of docs/protocol.md in words on the page (``errorText`` in static/js/api.js), in every
language; and two of the limits of issue 19 as a person meets them: starting games too fast, and watching a game
that has as many spectators as it may take."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from browser_helpers import Server, more_ways, wait_ready
from playwright.sync_api import Browser, Page, expect
from websockets.sync.client import connect

from unoduo.i18n import LANGUAGES, use_language
from unoduo.i18n import _ as translate
from unoduo.i18n import ngettext as translate_plural

CREATE_LIMIT = "You started too many games in a short time. Try again in {n} second."
CREATE_LIMIT_PLURAL = "You started too many games in a short time. Try again in {n} seconds."

# (the error as the page gets it, where, the sentence: a msgid, or (singular, plural, n))
TABLE: list[tuple[dict[str, Any], str | None, str | tuple[str, str, int]]] = [
    ({"code": "no_seat"}, "table", "This browser does not hold a seat in this game."),
    ({"code": "too_many_spectators", "reason": "game_full"}, "table",
     "This game has as many spectators as it can take. Try again later."),
    ({"code": "too_many_spectators", "reason": "address"}, "table",
     "You are already watching as many games as you may. Close one of them and try again."),
    ({"code": "too_many_attempts"}, "table",
     "Too many failed attempts from your connection. Wait a minute, then reload the page."),
    ({"code": "too_many_attempts", "retryAfter": 4}, None,
     ("Too many failed attempts from your connection. Try again in {n} second.",
      "Too many failed attempts from your connection. Try again in {n} seconds.", 4)),
    ({"code": "rate_limited", "retryAfter": 1}, "create", (CREATE_LIMIT, CREATE_LIMIT_PLURAL, 1)),
    ({"code": "rate_limited", "retryAfter": 7}, "create", (CREATE_LIMIT, CREATE_LIMIT_PLURAL, 7)),
    ({"code": "rate_limited"}, "create", "You started too many games in a short time. Try again in a minute."),
    ({"code": "rate_limited", "retryAfter": 2}, None,
     ("Too many requests from your connection. Try again in {n} second.",
      "Too many requests from your connection. Try again in {n} seconds.", 2)),
    ({"code": "rate_limited"}, "table", "Too many messages. Reconnecting…"),
    ({"code": "too_many_games"}, "create",
     "You already have as many public games waiting for players as you may. Wait until one fills up."),
    ({"code": "too_many_seats"}, None,
     "You already hold seats in as many games waiting for players as you may. Wait until one starts."),
    ({"code": "too_many_connections"}, None, "The server is busy right now. Try again in a moment."),
    ({"code": "too_many_headers"}, None, "The page sent more than the server accepts. Reload the page and try again."),
    ({"code": "too_large"}, "table", "The page sent more than the server accepts. Reload the page and try again."),
    ({"code": "expired"}, None, "This invitation has expired: ask for a new one."),
    ({"code": "expired"}, "table",
     "This game expired after a long time without a move; it can only be looked at now."),
    ({"code": "broken"}, "table", "This game's stored history is damaged, so it cannot go on."),
    ({"code": "server"}, "create", "The server could not do that; nothing changed. Try again."),
    ({"code": "spectator"}, "table", "Spectators cannot play."),
    ({"code": "no_such_round"}, None, "This match has no such round."),
    ({"code": "forbidden_origin"}, None, "This page is not allowed to use this server."),
    ({"code": "bad_message"}, "table", "The page and the server do not understand each other. Reload the page."),
    ({"code": "unknown_code"}, None, "No game has this code."),
    ({"code": "private_game"}, "table",
     "This game is private: only its players and those with its invite link may see it."),
    ({"code": "name_reserved"}, None, "This name belongs to an account: log in, or choose another."),
    ({"code": "duplicate_cookie"}, None,
     "Your browser sent two session cookies. Delete this site's cookies, then log in again."),
    ({"code": "login_busy"}, None, "The server is busy with other logins; try again in a moment."),
    ({"code": "who_knows"}, None, "Something went wrong. Try again."),
]


def expected(sentence: str | tuple[str, str, int], language: str) -> str:
    with use_language(language):
        if isinstance(sentence, str):
            return translate(sentence)
        singular, plural, n = sentence
        return translate_plural(singular, plural, n).format(n=n)


def test_every_error_code_has_a_translated_sentence(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    for language in LANGUAGES:
        got = page.evaluate(
            """async ([language, table]) => {
                 const { setLanguage } = await import('/static/js/i18n.js');
                 const { errorText } = await import('/static/js/api.js');
                 await setLanguage(language);
                 return table.map(([err, context]) => errorText(err, context));
               }""",
            [language, [[err, context] for err, context, _sentence in TABLE]],
        )
        assert got == [expected(sentence, language) for _err, _context, sentence in TABLE], language
        if language != "en":
            english = [expected(sentence, "en") for _err, _context, sentence in TABLE]
            assert all(g != e for g, e in zip(got, english, strict=True)), (language, "an English sentence left")


def limited_server(tmp_path: Path) -> Server:
    """A server whose loopback clients are limited: one spectator a game, one new game then one a minute."""
    settings = {
        "exempt_addresses": "",
        "max_spectators_per_game": "1",
        "create_per_minute": "1",
        "create_burst": "1",
        "requests_per_second": "1000",
        "request_burst": "10000",
        "connections_per_second": "1000",
        "connection_burst": "10000",
    }
    extra: list[str] = []
    for name, value in settings.items():
        extra += ["--limit", f"{name}={value}"]
    return Server(tmp_path, extra + ["--bot-processes", "0"])


def test_the_limits_say_what_happened_in_the_pages_language(browser: Browser, tmp_path: Path, artifacts: Path) -> None:
    server = limited_server(tmp_path)
    server.start()
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ur-PK")
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        wait_ready(page)
        more_ways(page)
        page.get_by_test_id("opponent-friend").check()
        page.get_by_test_id("start-game").click()
        page.wait_for_url(re.compile(r"/game/([A-Za-z0-9_-]+)$"), timeout=20_000)
        game = page.url.rsplit("/", 1)[1]

        # Starting a second game at once: refused, and the page says why and for how long, in Urdu.
        page.goto(server.url + "/")
        wait_ready(page)
        more_ways(page)
        page.get_by_test_id("opponent-friend").check()
        page.get_by_test_id("start-game").click()
        error = page.get_by_test_id("new-game-error")
        expect(error).to_be_visible(timeout=20_000)
        text = error.inner_text()
        seconds = int(re.search(r"\d+", text).group())  # type: ignore[union-attr]
        assert 1 <= seconds <= 61
        assert text == expected((CREATE_LIMIT, CREATE_LIMIT_PLURAL, seconds), "ur")
        page.screenshot(path=str(artifacts / "limit-create-ur-390.png"))

        # Someone already watches the game, the most it may have: the page explains instead of reconnecting.
        # A friend game: its spectators give its join code (the invite), which the page's browser holds.
        code = page.evaluate("(game) => JSON.parse(localStorage.getItem('unoduo.seats'))[game].join_code", game)
        with connect(server.url.replace("http", "ws") + "/ws", open_timeout=10) as watcher:
            watcher.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "spectate": True, "code": code}))
            assert json.loads(watcher.recv(timeout=10))["type"] == "welcome"
            page.goto(f"{server.url}/watch/{game}?code={code}")
            fatal = page.get_by_test_id("table-fatal")
            expect(fatal).to_be_visible(timeout=20_000)
            expect(fatal.get_by_role("heading")).to_have_text(
                expected("This game has as many spectators as it can take. Try again later.", "ur")
            )
            page.screenshot(path=str(artifacts / "limit-spectators-ur-390.png"))
    finally:
        context.close()
        server.stop()
