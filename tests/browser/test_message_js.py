"""static/js/message.js in Chromium: renderMessage gives exactly Python's unoduo.present.render, in every
language, on a table of real messages (narration, prompts, choices, option descriptions; nested and plural)."""

from __future__ import annotations

import random
from typing import Any

from browser_helpers import Server, wait_ready
from playwright.sync_api import Page

from unoduo.agents.registry import make_agent
from unoduo.core import new_match, view
from unoduo.i18n import LANGUAGES
from unoduo.present import Message, Narrator, choices, msg, nmsg, options_schema, prompt, render


def message_table() -> list[Message]:
    """Messages of every sort: a seat's narration of a real Duo and classic match, its prompts and choices,
    the option descriptions, and hand-made edge cases (numbers, plurals, an unknown placeholder, deep nesting)."""
    table: list[Message] = [
        msg("Unknown {x}"),
        nmsg("{n} card", "{n} cards", 0),
        nmsg("{n} card", "{n} cards", 1),
        nmsg("Take {n} card", "Take {n} cards", 21),
        msg("Round {round}: {name} plays first.", round=3, name="\u2068علی\u2069"),
        msg("{name} wins the match!", name=msg("Bot {n}", n=2)),
    ]
    for ruleset, players in (("duo", 2), ("classic", 3)):
        state = new_match(ruleset, players=players, seed=5, options={"target_score": 30})
        names: list[Any] = ["Ann", msg("Bot {n}", n=1), None][:players]
        narrator = Narrator(names, 0, ruleset)
        agent = make_agent("random")
        rng = random.Random(5)
        for _ in range(250):
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            mine = view(state, seat)
            table.extend(choice.label for choice in choices(mine))
            asked = prompt(mine, names)
            if asked is not None:
                table.append(asked)
            state.apply(agent.act(mine, rng), seat)
        table.extend(narrator.narrate_all(view(state, 0).events))
        table.extend(Message.from_json(option["description"]) for option in options_schema(ruleset))
    unique: dict[str, Message] = {}
    for message in table:
        unique.setdefault(repr(message.to_json()), message)
    return list(unique.values())


def test_render_message_equals_python_render_in_every_language(page: Page, server: Server) -> None:
    messages = message_table()
    assert len(messages) > 100
    page.goto(server.url + "/rules")
    wait_ready(page)
    for language in LANGUAGES:
        got = page.evaluate(
            """async ([language, messages]) => {
                 const { setLanguage } = await import('/static/js/i18n.js');
                 const { renderMessage } = await import('/static/js/message.js');
                 await setLanguage(language);
                 return messages.map(renderMessage);
               }""",
            [language, [m.to_json() for m in messages]],
        )
        expected = [render(m, language) for m in messages]
        mismatches = [(e, g) for e, g in zip(expected, got, strict=True) if e != g]
        assert not mismatches, (language, mismatches[:5])
        if language != "en":  # the table is really translated, not English twice
            assert sum(e != render(m, "en") for e, m in zip(expected, messages, strict=True)) > len(messages) * 0.9


def test_render_message_passes_text_and_numbers_through(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    got = page.evaluate(
        """async () => {
             const { renderMessage } = await import('/static/js/message.js');
             return [renderMessage("R5"), renderMessage(7), renderMessage(null), renderMessage(undefined)];
           }"""
    )
    assert got == ["R5", "7", "", ""]
