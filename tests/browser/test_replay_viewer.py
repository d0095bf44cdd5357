"""The replay viewer's re-enactment (static/js/replay-engine.js, run in Chromium) agrees with the engine at every
step: every hand, the top card, the active colour, the draw pile and the scores, in Duo and classic, with
shuffled and unshuffled rebuilds and returned wild cards."""

from __future__ import annotations

import random
from typing import Any

import pytest
from browser_helpers import Server, wait_ready
from playwright.sync_api import Page

from unoduo.agents.registry import make_agent
from unoduo.core import new_match, view
from unoduo.core.record import Record, contract

# Seeds chosen so that rebuilt piles (shuffled and turned), challenges, catches, dumps and returned turned-up
# wild cards (classic 42 and 16) all occur.
CONFIGS: list[tuple[str, int, dict[str, Any], int]] = [
    ("duo", 2, {"target_score": 40}, 11),
    ("duo", 2, {"rebuild_shuffle": False, "target_score": 40, "reverse_as_skip": True}, 12),
    ("duo", 2, {"extra_cards": "as_wild", "wd4_illegal_if": "any_playable", "target_score": 40}, 13),
    ("classic", 2, {"target_score": 40}, 42),
    ("classic", 4, {"stack_draw2": True, "target_score": 40}, 16),
    ("classic", 3, {"draw_until_playable": True, "rebuild_shuffle": False, "target_score": 40}, 18),
]


def play_match(
    ruleset: str, players: int, options: dict[str, Any], seed: int
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A whole match (seat 0 plays at random, the others as the easy bot): its record and the replay contract
    after every action. The seed is above 2**53, as the server's random seeds are."""
    state = new_match(ruleset, players=players, seed=seed * 7919 + 2**62, options=options)
    agents = [make_agent("random")] + [make_agent("easy") for _ in range(players - 1)]
    rng = random.Random(seed)
    steps = []
    while not state.match_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agents[seat].act(view(state, seat), rng), seat)
        c = contract(state)
        steps.append({k: c[k] for k in ("round", "hands", "top", "color", "draw_pile", "scores")})
    return Record.of(state).to_dict(), steps


@pytest.mark.parametrize(("ruleset", "players", "options", "seed"), CONFIGS)
def test_replay_viewer_agrees_with_the_engine(
    page: Page, server: Server, ruleset: str, players: int, options: dict[str, Any], seed: int
) -> None:
    record, expected = play_match(ruleset, players, options, seed)
    page.goto(server.url + "/rules")
    wait_ready(page)
    record_text = Record.from_dict(record).to_json(indent=None)
    steps = page.evaluate(
        """async (text) => {
             const { reenact } = await import('/static/js/replay-engine.js');
             const seed = /"seed"\\s*:\\s*(\\d+)/.exec(text)[1];
             const story = reenact(JSON.parse(text), seed);
             return story.steps.slice(1).map((s) => ({ round: s.round, hands: s.hands, top: s.top, color: s.color,
               pile: s.pile, scores: s.scores, desync: s.desync, drafting: s.drafting, over: s.over }));
           }""",
        record_text,
    )
    assert len(steps) == len(expected) == len(record["actions"])
    compared = 0
    for index, (mine, engine) in enumerate(zip(steps, expected, strict=True)):
        assert not mine["desync"], f"action {index}: the viewer lost track"
        if mine["round"] != engine["round"]:
            continue  # the engine already set up the next round; the viewer still shows the finished one
        where = f"action {index} ({record['actions'][index]})"
        assert mine["hands"] == engine["hands"], where
        assert mine["pile"] == engine["draw_pile"], where
        assert mine["scores"] == engine["scores"], where
        if not mine["drafting"]:
            assert (mine["top"], mine["color"]) == (engine["top"], engine["color"]), where
        compared += 1
    assert compared > len(expected) * 0.9
    assert steps[-1]["over"]
    assert steps[-1]["scores"] == expected[-1]["scores"]
