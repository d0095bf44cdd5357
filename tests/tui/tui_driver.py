"""Drive the terminal game like a player: read the choices the screen offers and press their keys."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from unoduo.tui.app import UnoduoApp
from unoduo.tui.screens import IntroScreen, MatchOverScreen, PassScreen, RoundOverScreen
from unoduo.tui.table import GameScreen
from unoduo.tui.widgets import CardWidget, ChoiceButton


def screen_text(app: UnoduoApp) -> str:
    """Everything on the terminal now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def settle(pilot: Pilot[Any], app: UnoduoApp, limit: int = 3000) -> None:
    """Wait until the app waits for a key (a human decision or a screen to dismiss), bots having moved."""
    for _ in range(limit):
        await pilot.pause(0.002)
        if app.waiting and not app.bot_busy and app.screen.is_current:
            screen = app.screen
            if isinstance(screen, GameScreen):
                if screen.acting:
                    return
                continue
            if not screen.query(ChoiceButton):
                continue
            for _ in range(200):  # a screen just pushed: until it has been laid out and drawn
                if screen_text(app).strip():
                    return
                await pilot.pause(0.005)
            return
    raise AssertionError("the app never waited for a key")


def offered(app: UnoduoApp) -> list[ChoiceButton]:
    return list(app.screen.query(ChoiceButton))


def hand_cards(app: UnoduoApp) -> list[CardWidget]:
    return [card for card in app.screen.query(CardWidget) if card.index >= 0]


async def press_card(pilot: Pilot[Any], card: CardWidget) -> None:
    """A card's number key, or Home, Right... and Enter for cards past the tenth."""
    if card.key:
        await pilot.press(card.key)
    else:
        await pilot.press("home", *(["right"] * card.index), "enter")


async def step(pilot: Pilot[Any], app: UnoduoApp, prefer: tuple[str, ...] = ()) -> str:
    """Make one choice from what the screen offers; returns a word for what was done."""
    screen = app.screen
    if isinstance(screen, (IntroScreen, PassScreen, RoundOverScreen)):
        await pilot.press("enter")
        return type(screen).__name__
    if isinstance(screen, MatchOverScreen):
        return "match_over"
    choices = offered(app)
    by_command = {c.command: c for c in choices}
    keys = [c.key for c in choices]
    for key in prefer:
        if key in keys:
            await pilot.press(key)
            return f"key {key}"
    if "dump-confirm" in by_command:
        await pilot.press("enter")
        return "dump"
    if "color" in by_command:
        await pilot.press(by_command["color"].key)
        return "color"
    selectable = [c for c in hand_cards(app) if c.selectable]
    uno = by_command.get("uno")
    if selectable and uno is not None and not uno.has_class("on") and len(hand_cards(app)) == 2:
        await pilot.press("u")  # a play that leaves one card: call UNO first
    if selectable:
        await press_card(pilot, selectable[0])
        return "card"
    if "play-drawn" in by_command:
        await pilot.press(by_command["play-drawn"].key)
        return "play-drawn"
    acts = [c for c in choices if c.command == "act"]
    assert acts, f"no choice offered: {screen_text(app)}"
    await pilot.press(acts[0].key)
    return acts[0].label_text
