"""Page speed and the installable app in Chromium: fonts only for the language shown, the service worker, the
game from the versioned static tree, the offline page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import TIMEOUT_MS, more_ways, wait_ready, wait_started
from playwright.sync_api import Browser, BrowserContext, Page, Request, expect

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}
#: The full web fonts of each script (tens to hundreds of KB each) and their stylesheets.
SCRIPT_FILES = {
    "ml": ("ml.css", "noto-sans-malayalam"),
    "kn": ("kn.css", "noto-sans-kannada"),
    "ur": ("ur.css", "noto-nastaliq-urdu"),
}
FONT_STATUS_JS = """async (family) => {
  await document.fonts.ready;
  return Array.from(document.fonts).filter((f) => f.family.replace(/["']/g, "") === family).map((f) => f.status);
}"""
SW_READY_JS = """async () => {
  const registration = await navigator.serviceWorker.ready;
  return { script: registration.active.scriptURL, scope: registration.scope };
}"""


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    made = browser.new_context(viewport=PHONE, locale="en-US")
    made.set_default_timeout(TIMEOUT_MS)
    yield made
    made.close()


def _record(page: Page) -> list[str]:
    urls: list[str] = []

    def seen(request: Request) -> None:
        urls.append(request.url)

    page.on("request", seen)
    return urls


def _script_requests(urls: list[str], lang: str) -> list[str]:
    sheet, font = SCRIPT_FILES[lang]
    return [url for url in urls if url.endswith("/fonts/" + sheet) or font in url]


def test_an_english_page_loads_no_script_font_until_malayalam_is_chosen(
    context: BrowserContext, server_url: str
) -> None:
    page = context.new_page()
    urls = _record(page)
    page.goto(server_url + "/")
    wait_ready(page)
    page.get_by_test_id("language").wait_for()
    page.evaluate("() => document.fonts.ready.then(() => true)")
    page.wait_for_timeout(300)
    for lang in SCRIPT_FILES:
        assert not _script_requests(urls, lang), f"an English page downloaded {lang}: {_script_requests(urls, lang)}"
    # the menu's language names come from glyph subsets of a few KB, not from the fonts
    names = [url for url in urls if "/fonts/language-names-" in url]
    assert all(url.endswith(".woff2") for url in names)

    page.get_by_test_id("language").select_option("ml")
    page.wait_for_function("() => document.documentElement.lang === 'ml'")
    statuses = page.evaluate(FONT_STATUS_JS, "Noto Sans Malayalam")
    assert "loaded" in statuses, statuses
    loaded = _script_requests(urls, "ml")
    assert any(url.endswith("/ml.css") for url in loaded) and any(url.endswith(".woff2") for url in loaded), loaded
    assert all("/static/v/" in url for url in loaded), loaded  # versioned: cached for a year
    assert not _script_requests(urls, "kn") and not _script_requests(urls, "ur")


def test_a_page_shown_in_urdu_loads_only_the_urdu_font(browser: Browser, server_url: str) -> None:
    context = browser.new_context(viewport=PHONE, locale="ur-PK")
    try:
        page = context.new_page()
        urls = _record(page)
        page.goto(server_url + "/")
        wait_ready(page)
        statuses = page.evaluate(FONT_STATUS_JS, "Noto Nastaliq Urdu")
        assert "loaded" in statuses, statuses
        assert _script_requests(urls, "ur")
        assert not _script_requests(urls, "ml") and not _script_requests(urls, "kn")
    finally:
        context.close()


def test_the_service_worker_registers_and_keeps_the_app_shell(context: BrowserContext, server_url: str) -> None:
    page = context.new_page()
    page.goto(server_url + "/")
    wait_ready(page)
    worker = page.evaluate(SW_READY_JS)
    assert worker == {"script": server_url + "/static/sw.js", "scope": server_url + "/"}
    version = re.search(r"/static/v/([0-9a-f]+)/", page.content())
    assert version
    cached = page.evaluate(
        """async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)""",
        f"unoduo-shell-{version.group(1)}",
    )
    assert f"/static/v/{version.group(1)}/bundle/app.js" in cached
    assert f"/static/v/{version.group(1)}/offline.html" in cached
    assert not any("/js/" in path for path in cached)  # the modules the bundle holds are not kept twice

    # a reload is controlled by the worker; the page loads the bundle from its cache, and no module
    urls = _record(page)

    page.reload()
    wait_ready(page)
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    expect(page.get_by_test_id("start-game")).to_be_enabled()
    scripts = [url for url in urls if url.endswith(".js") and "/static/sw.js" not in url]
    assert scripts == [f"{server_url}/static/v/{version.group(1)}/bundle/app.js"], scripts


def test_a_game_is_played_from_the_versioned_files(context: BrowserContext, server_url: str) -> None:
    page = context.new_page()
    urls = _record(page)
    page.goto(server_url + "/")
    wait_ready(page)
    more_ways(page)
    page.get_by_test_id("start-game").click()
    page.wait_for_selector("[data-testid=table]", timeout=TIMEOUT_MS)
    wait_started(page)
    statics = [url for url in urls if "/static/" in url and not url.endswith("/static/sw.js")]
    assert statics and all("/static/v/" in url for url in statics), [u for u in statics if "/static/v/" not in u]
    # the first decision can be made
    expect(page.locator("[data-testid=table] button[data-testid^=action-]").first).to_be_enabled()


@pytest.mark.parametrize(
    ("locale", "lang", "heading"), [("en-US", "en", "You are offline"), ("ml-IN", "ml", "നിങ്ങൾ ഓഫ്‌ലൈനാണ്")]
)
def test_without_a_connection_the_app_says_so(
    browser: Browser, server_url: str, artifacts: Path, locale: str, lang: str, heading: str
) -> None:
    """Offline, a page load gets the service worker's page, in the player's language (and English)."""
    for name, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        context = browser.new_context(viewport=viewport, locale=locale)
        try:
            page = context.new_page()
            page.goto(server_url + "/")
            wait_ready(page)
            page.evaluate(SW_READY_JS)
            context.set_offline(True)
            page.goto(server_url + "/game/anything")
            offline = page.get_by_test_id("offline")
            expect(offline).to_be_visible()
            expect(offline.get_by_role("heading", level=2).first).to_have_text(heading)
            shown = page.evaluate(
                "() => Array.from(document.querySelectorAll('main > section')).filter((s) => !s.hidden)"
                ".map((s) => s.lang)"
            )
            assert shown == ([lang, "en"] if lang != "en" else ["en"]), shown
            assert page.evaluate("() => document.documentElement.lang") == lang
            if lang in SCRIPT_FILES:  # the font the page used online was kept, so no boxes for letters
                statuses = page.evaluate(FONT_STATUS_JS, "Noto Sans Malayalam")
                assert "loaded" in statuses, statuses
            assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
            page.screenshot(path=str(artifacts / f"offline-{lang}-{name}.png"), full_page=True)
            context.set_offline(False)
            page.get_by_test_id("offline-retry").click()
            wait_ready(page)
        finally:
            context.close()
