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
from unoduo.tui.cards import card_label
from unoduo.tui.rules import rules_text
from unoduo.tui.words import Narrator, card_name, decision_prompt

TUI = Path(__file__).resolve().parents[2] / "unoduo" / "tui"


def test_card_labels_are_readable_without_colour() -> None:
    labels = {code: card_label(Card.parse(code)) for code in ("R5", "GS", "BR", "Y+2", "W", "W+4", "B0")}
    assert labels == {"R5": "R5", "GS": "G⊘", "BR": "B⇄", "Y+2": "Y+2", "W": "W", "W+4": "W+4", "B0": "B0"}
    assert card_name(Card.parse("GS")) == "green Skip" and card_name(Card.parse("W+4")) == "Wild Draw 4"


def test_volley_is_told_with_the_running_total() -> None:
    narrator = Narrator(["You", "Bot"], 0, "duo")
    lines = narrator.lines([
        Event("play", 0, (Card.parse("R+2"),), 1, None, -1),
        Event("play", 1, (Card.parse("G+2"),), 1, None, -1),
        Event("draw", 0, (Card.parse("R1"), Card.parse("B2"), Card.parse("Y3"), Card.parse("G4")), 4, 0, "volley"),
    ])
    assert lines[0] == "You played R+2 (red Draw 2): 2 cards to take."
    assert lines[1] == "Bot stacked G+2 (green Draw 2): 4 cards to take."
    assert lines[2] == "You took 4 cards from the volley. (R1 Y3 G4 B2)"


def test_private_cards_only_for_their_owner() -> None:
    event = Event("draw", 1, (Card.parse("R7"),), 1, 1, "turn")
    assert Narrator(["You", "Bot"], 1, "duo").line(event.seen_by(1)) == "Bot drew R7."
    assert Narrator(["You", "Bot"], 0, "duo").line(event.seen_by(0)) == "Bot drew a card."


@pytest.mark.parametrize(("ruleset", "players", "language"), [("duo", 2, "en"), ("classic", 4, "en"), ("duo", 2, "ur")])
def test_every_event_and_decision_of_real_matches_has_words(ruleset: str, players: int, language: str) -> None:
    """Bots play whole matches; each seat's events and each decision prompt are told without error."""
    kinds: set[str] = set()
    decisions: set[str] = set()
    with use_language(language):
        for seed in range(3):
            state = new_match(ruleset, players=players, seed=seed, options={"target_score": 150})
            agents = [make_agent("easy") for _ in range(players)]
            rng = random.Random(seed)
            narrators = [Narrator([f"P{s}" for s in range(players)], s, ruleset) for s in range(players)]
            while not state.is_over:
                seat = state.to_act
                assert seat is not None
                mine = view(state, seat)
                assert decision_prompt(mine, [f"P{s}" for s in range(players)])
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
    if path.name in ("words.py", "app.py", "screens.py", "rules.py"):
        assert calls, f"{path.name} shows text but translates none"
