"""static/js/sound.js in Chromium: every sound rendered offline is audible, short, unclipped, not harsh (little
energy above 6 kHz) and ends softly
(written to test-artifacts/sounds/*.wav to listen to); nothing plays before the first gesture; the mute choice is
remembered; a browser without Web Audio gets silence, not an exception."""

from __future__ import annotations

import struct
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import Server, wait_ready
from playwright.sync_api import Page

SOUNDS = ["play", "draw", "turn", "uno", "win", "lose", "shuffle", "deal", "reaction"]
RATE = 22050

# Counts the AudioContexts the page creates, to see that none exists before a gesture.
COUNT_CONTEXTS = """(() => {
  window.__audioContexts = 0;
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__audioContexts += 1; }
  };
})();"""

NO_WEB_AUDIO = """(() => {
  delete window.AudioContext; delete window.webkitAudioContext;
  delete window.OfflineAudioContext; delete window.webkitOfflineAudioContext;
})();"""


# sound.js as the app imported it (the same module instance, at its versioned address): the server of these tests
# serves the source modules (UNODUO_SOURCE_MODULES=1), since the bundle keeps its modules to itself.
IMPORT_SOUND = """async () => {
  const entry = [...document.scripts].find((s) => s.src.endsWith('/main.js')).src;
  window.S = await import(new URL('sound.js', entry));
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose pages load the ES modules themselves (this module's own ``server``)."""
    running = Server(tmp_path_factory.mktemp("sound-server"), env={"UNODUO_SOURCE_MODULES": "1"})
    running.start()
    try:
        yield running
    finally:
        running.stop()


def open_page(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    page.evaluate(IMPORT_SOUND)


def test_every_sound_renders_audible_short_unclipped_and_ending_softly(
    page: Page, server: Server, artifacts: Path
) -> None:
    open_page(page, server)
    rendered: dict[str, Any] = page.evaluate(
        """async ([names, rate]) => {
          const out = {};
          for (const name of names) {
            const buffer = await S.renderSound(name, rate);
            const data = Array.from(buffer.getChannelData(0));
            // the share of the energy above 6 kHz (through a high-pass filter): hiss and buzz live there
            const ctx = new OfflineAudioContext(1, buffer.length, rate);
            const source = ctx.createBufferSource();
            source.buffer = buffer;
            const filter = ctx.createBiquadFilter();
            filter.type = 'highpass';
            filter.frequency.value = 6000;
            source.connect(filter);
            filter.connect(ctx.destination);
            source.start();
            const high = (await ctx.startRendering()).getChannelData(0);
            const energy = (xs) => xs.reduce((sum, x) => sum + x * x, 0);
            out[name] = { seconds: buffer.duration, samples: data, highShare: energy(high) / energy(data) };
          }
          return { names: S.SOUND_NAMES, out, unknown: await S.renderSound('nope', rate) };
        }""",
        [SOUNDS, RATE],
    )
    assert rendered["names"] == SOUNDS
    assert rendered["unknown"] is None
    folder = artifacts / "sounds"
    folder.mkdir(exist_ok=True)
    for name in SOUNDS:
        samples: list[float] = rendered["out"][name]["samples"]
        seconds = rendered["out"][name]["seconds"]
        peak = max(abs(s) for s in samples)
        rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
        tail = samples[-int(0.01 * RATE) :]
        assert 0.1 <= seconds <= 1.6, (name, seconds)
        assert peak < 0.95, f"{name} clips or nearly does: peak {peak:.3f}"
        assert peak > 0.08, f"{name} is nearly silent: peak {peak:.3f}"
        assert rms > 0.01, f"{name} is nearly silent: rms {rms:.4f}"
        assert max(abs(s) for s in tail) < 0.01, f"{name} ends with a click"
        high = rendered["out"][name]["highShare"]
        assert high < 0.1, f"{name} is harsh: {high:.1%} of its energy above 6 kHz"
        with wave.open(str(folder / f"{name}.wav"), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(RATE)
            wav.writeframes(b"".join(struct.pack("<h", round(s * 32767)) for s in samples))


def test_nothing_plays_before_the_first_gesture(page: Page, server: Server) -> None:
    page.add_init_script(COUNT_CONTEXTS)
    open_page(page, server)
    before = page.evaluate("() => [S.playSound('play'), S.soundReady(), window.__audioContexts]")
    assert before == [False, False, 0]
    page.mouse.click(5, 5)
    after = page.evaluate("() => [S.soundReady(), S.playSound('play'), S.playSound('turn'), window.__audioContexts]")
    assert after == [True, True, True, 1]
    assert page.evaluate("() => S.playSound('no-such-sound')") is False


def test_keydown_also_unlocks_sound(page: Page, server: Server) -> None:
    page.add_init_script(COUNT_CONTEXTS)
    open_page(page, server)
    page.keyboard.press("Shift")
    assert page.evaluate("() => [S.playSound('draw'), window.__audioContexts]") == [True, 1]


def test_mute_is_remembered_across_visits(page: Page, server: Server) -> None:
    open_page(page, server)
    assert page.evaluate("() => S.isMuted()") is False
    changes = page.evaluate(
        """() => { const seen = []; S.onMutedChange((m) => seen.push(m)); S.setMuted(true);
                   return [seen, localStorage.getItem('unoduo.muted')]; }"""
    )
    assert changes == [[True], "1"]
    page.reload()
    wait_ready(page)
    page.evaluate(IMPORT_SOUND)
    page.mouse.click(5, 5)
    assert page.evaluate("() => [S.isMuted(), S.soundReady(), S.playSound('uno')]") == [True, True, False]
    page.evaluate("() => S.setMuted(false)")
    page.reload()
    wait_ready(page)
    page.evaluate(IMPORT_SOUND)
    assert page.evaluate("() => S.isMuted()") is False


@pytest.mark.parametrize("storage", ["works", "throws"])
def test_without_web_audio_nothing_throws(page: Page, server: Server, storage: str) -> None:
    page.add_init_script(NO_WEB_AUDIO)
    if storage == "throws":
        page.add_init_script("Object.defineProperty(window, 'localStorage', { get() { throw new Error('denied'); } });")
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    open_page(page, server)
    page.mouse.click(5, 5)
    result = page.evaluate(
        """async () => [S.playSound('win'), await S.renderSound('win'), S.soundReady(),
                        (S.setMuted(true), S.isMuted())]"""
    )
    assert result == [False, None, False, True]
    assert errors == []
