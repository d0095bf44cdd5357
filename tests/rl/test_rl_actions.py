"""The action id tables: every legal engine action has exactly one id and comes back from it; docs agree."""

from __future__ import annotations

import random

import pytest

from unoduo.core import Action, new_match
from unoduo.core.decisions import DECISIONS
from unoduo.rl import action_count, action_to_id, id_to_action
from unoduo.rl.actions import action_table
from unoduo.rl.docs import DOC, render

CONFIGS = [
    ("duo", 2, {}),
    ("duo", 2, {"extra_cards": "as_wild", "reverse_as_skip": True, "rebuild_shuffle": False}),
    ("classic", 2, {}),
    ("classic", 4, {"stack_draw2": True, "draw_until_playable": True}),
    ("classic", 7, {"rebuild_shuffle": False}),
]


def random_decisions(ruleset: str, players: int, options: dict, games: int, seed: int = 1):
    """(legal actions, decision) at every decision of random games that favour plays and dumps."""
    rng = random.Random(seed)
    for game in range(games):
        state = new_match(ruleset, players=players, seed=game, options=options)
        for _ in range(1500):
            if state.is_over:
                break
            legal = state.legal_actions()
            yield legal, state.decision
            plays = [a for a in legal if a.kind in ("play", "dump")]
            state.apply(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))


def test_sizes():
    assert action_count("duo") == 237
    assert action_count("classic") == 126
    for ruleset in ("duo", "classic"):
        slots = action_table(ruleset).slots
        assert len(set(slots)) == len(slots)


@pytest.mark.parametrize(("ruleset", "players", "options"), CONFIGS)
def test_every_legal_action_round_trips(ruleset, players, options):
    table = action_table(ruleset)
    seen_ids: set[int] = set()
    seen_decisions: set[str] = set()
    for legal, decision in random_decisions(ruleset, players, options, games=12 if ruleset == "duo" else 6):
        seen_decisions.add(decision)
        ids = [action_to_id(ruleset, a) for a in legal]
        assert len(set(ids)) == len(ids), f"two legal actions share an id: {legal}"
        assert ids == table.mask_ids(legal)
        for action, action_id in zip(legal, ids, strict=True):
            assert id_to_action(ruleset, action_id, legal) == action
            assert action_to_id(ruleset, str(action)) == action_id
            if action.kind != "dump":
                assert id_to_action(ruleset, action_id) == action
        seen_ids.update(ids)
    expected = set(DECISIONS) - {"swap"} if ruleset == "duo" else {"turn", "after_draw", "challenge", "catch"}
    assert expected <= seen_decisions
    assert len(seen_ids) > table.size // 2  # a broad sample of the table (every id is reached in longer runs)


def test_every_non_dump_id_converts_both_ways():
    for ruleset in ("duo", "classic"):
        table = action_table(ruleset)
        for i, slot in enumerate(table.slots):
            if slot.kind == "dump":
                with pytest.raises(ValueError, match="dump"):
                    id_to_action(ruleset, i)
            else:
                assert action_to_id(ruleset, id_to_action(ruleset, i)) == i
                assert str(id_to_action(ruleset, i)) == slot.text


def test_dump_ids_use_the_final_card_in_any_order():
    b3_bs = action_to_id("duo", "dump B3 BS")
    assert b3_bs == action_to_id("duo", "dump B3 B7 BS")
    assert action_table("duo").slots[b3_bs].text == "dump ... BS"
    assert action_to_id("duo", "dump BS B3") != b3_bs
    assert action_table("duo").slots[action_to_id("duo", "dump B3 BS uno")].text == "dump ... BS uno"
    legal = [Action.parse("dump B3 BS"), Action.parse("dump BS B3"), Action.parse("nodump")]
    assert id_to_action("duo", b3_bs, legal) == legal[0]


@pytest.mark.parametrize(
    ("ruleset", "bad"),
    [
        ("duo", "dance"),
        ("duo", "dump B3 W"),
        ("duo", "dump B3 R4"),
        ("classic", "keep"),
        ("classic", "dump B3"),
        ("classic", "color R"),
        ("chess", "draw"),
    ],
)
def test_bad_actions_raise_value_error(ruleset, bad):
    with pytest.raises(ValueError):
        action_to_id(ruleset, bad)


def test_bad_ids_raise():
    with pytest.raises(ValueError, match="out of range"):
        id_to_action("duo", 237)
    with pytest.raises(ValueError, match="not legal"):
        id_to_action("duo", 0, [Action.parse("draw")])
    with pytest.raises(TypeError):
        id_to_action("duo", "3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        action_to_id("duo", 3)  # type: ignore[arg-type]


def test_docs_agree_with_the_code():
    text = DOC.read_text(encoding="utf-8")
    assert "<!-- generated: ids-duo -->" in text and "<!-- generated: layout -->" in text
    assert render(text) == text, "docs/rl.md is out of date: run python -m unoduo.rl.docs"
