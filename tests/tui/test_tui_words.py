"""Events and prompts in words: every event kind of real matches, redaction, and extractable messages."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from unoduo.agents.registry import make_agent
from unoduo.core import Card, new_match, view
from unoduo.core.events import Event
from unoduo.i18n import use_language
from unoduo.present import card_message, narrate, prompt
from unoduo.tui.cards import card_label
from unoduo.tui.rules import rules_text
from unoduo.tui.say import LogNarrator, say

TUI = Path(__file__).resolve().parents[2] / "unoduo" / "tui"


def test_card_labels_are_readable_without_colour() -> None:
    labels = {code: card_label(Card.parse(code)) for code in ("R5", "GS", "BR", "Y+2", "W", "W+4", "B0")}
    assert labels == {"R5": "R5", "GS": "G⊘", "BR": "B⇄", "Y+2": "Y+2", "W": "W", "W+4": "W+4", "B0": "B0"}
    assert say(card_message(Card.parse("GS"))) == "green Skip" and say(card_message(Card.parse("W+4"))) == "Wild Draw 4"


def test_the_log_is_told_by_the_presentation_layer_from_the_seats_view() -> None:
    """The terminal's log lines are unoduo.present's messages as plain text: no name isolates, private cards
    only for their owner, the volley total kept."""
    log = LogNarrator(["You", "Bot"], "duo", you=0)
    lines = log.lines([
        Event("play", 0, (Card.parse("R+2"),), 1, None, -1),
        Event("play", 1, (Card.parse("G+2"),), 1, None, -1),
        Event("draw", 0, (Card.parse("R1"), Card.parse("B2")), 2, 0, "volley").seen_by(0),
        Event("draw", 1, (Card.parse("R7"),), 1, 1, "turn").seen_by(0),
    ])
    assert lines == [
        "You played red Draw 2: 2 cards to take.",
        "Bot stacked green Draw 2: 4 cards to take.",
        "You took 2 cards from the volley. (red 1, blue 2)",
        "Bot drew a card.",
    ]
    assert say(narrate(Event("uno", 1), ["Ann", "Bob"])) == "Bob called UNO!"


@pytest.mark.parametrize(("ruleset", "players", "language"), [("duo", 2, "en"), ("classic", 4, "en"), ("duo", 2, "ur")])
def test_every_event_and_decision_of_real_matches_has_words(ruleset: str, players: int, language: str) -> None:
    """Bots play whole matches; each seat's events and each decision prompt are told without error."""
    kinds: set[str] = set()
    decisions: set[str] = set()
    names = [f"P{s}" for s in range(players)]
    with use_language(language):
        for seed in range(3):
            state = new_match(ruleset, players=players, seed=seed, options={"target_score": 150})
            agents = [make_agent("easy") for _ in range(players)]
            rng = random.Random(seed)
            narrators = [LogNarrator(names, ruleset) for s in range(players)]
            while not state.is_over:
                seat = state.to_act
                assert seat is not None
                mine = view(state, seat)
                assert say(prompt(mine, names))
                decisions.add(mine.decision)
                events = state.apply(agents[seat].act(mine, rng), seat)
                for s in range(players):
                    for event in events:
                        seen = event.seen_by(s)
                        line = narrators[s].line(seen)
                        kinds.add(event.kind)
                        assert line is None or line.strip()
                        if seen.to is not None and seen.to != s:
                            assert not seen.cards
    assert {"play", "draw", "round_end", "match_end"} <= kinds
    assert {"turn", "after_draw", "challenge"} <= decisions


def test_rules_are_summarised_for_both_rulesets() -> None:
    duo = " ".join(p for _h, p in rules_text("duo", {"target_score": 200}))
    classic = " ".join(p for _h, p in rules_text("classic", {"stack_draw2": True}))
    assert "draft" in duo and "200" in duo and "dump" in duo
    assert "stacked" in classic and "Reverse" in classic
    # the option list comes from the one option table, with the values in force
    assert "Draw 2s may be stacked: the next player stacks another or takes them all. Now: on." in classic
    assert "Now: 200." in duo


def test_the_terminal_has_no_sentence_of_events_or_choices_of_its_own() -> None:
    """Events, prompts and choices come from unoduo.present: no module of the terminal game tells an event or
    maps a decision to its controls (no msgid of the presentation layer is written in unoduo/tui)."""
    from unoduo.i18n.tools import extract

    present = {m for m, found in extract().items() if any("unoduo/present/" in path for path, _ in found.locations)}
    for path in TUI.glob("*.py"):
        calls = _translated_calls(ast.parse(path.read_text(encoding="utf-8")))
        literals = {call.args[0].value for call in calls if call.args and isinstance(call.args[0], ast.Constant)}
        shared = literals & {m if isinstance(m, str) else m[0] for m in present}
        # Headings the terminal's rules screen shares with the browser's rules page (unoduo/present/rulebook.py),
        # the puzzles' theme names (unoduo/present/puzzles.py) and the default names of seats: words, not sentences
        # of events or choices.
        headings = {"Wild Draw 4", "Action cards", "Draw 2 volleys", "Scoring", "The draft", "You", "Bot"}
        assert shared <= headings, path.name
    assert not (TUI / "words.py").exists()


def _translated_calls(tree: ast.AST) -> list[ast.Call]:
    return [
        node for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext")
    ]


@pytest.mark.parametrize("path", sorted([*TUI.glob("*.py"), TUI.parent / "cli" / "play.py"]), ids=lambda p: p.name)
def test_messages_are_literal_strings(path: Path) -> None:
    """``pybabel extract`` needs literal messages: no f-string, variable or concatenation inside _()."""
    calls = _translated_calls(ast.parse(path.read_text(encoding="utf-8")))
    for call in calls:
        wanted = 1 if call.func.id == "_" else 2  # type: ignore[attr-defined]
        for arg in call.args[:wanted]:
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                f"{path.name}:{call.lineno}: translated message is not a literal string"
            )
    if path.name in ("app.py", "screens.py", "rules.py"):
        assert calls, f"{path.name} shows text but translates none"
