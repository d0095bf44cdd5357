"""ISMCTS with its playouts on the fast lane (unoduo/fast/search.py): legal, deterministic, the core's playout
semantics, blind to hidden cards, and the core playouts wherever the fast lane cannot run them."""

from __future__ import annotations

import random
import sys
from typing import Any

import numpy as np
import pytest
from helpers import position, scramble_hidden

from unoduo.agents.ismcts import ISMCTSAgent, round_rewards
from unoduo.agents.redeal import Redealer
from unoduo.agents.registry import make_agent
from unoduo.core import Options, new_match, view
from unoduo.core.decisions import DRAFT
from unoduo.core.options import option_specs
from unoduo.core.state import State
from unoduo.fast import FastBatch
from unoduo.fast import engine as E
from unoduo.fast.codes import to_id
from unoduo.fast.options import UNSUPPORTED
from unoduo.fast.search import _STREAM1, TEMPLATE, _next, fast_lane_plays, flat_playouts

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")


def states_to_decide(ruleset: str, players: int, seed: int, count: int, options: dict[str, Any] | None = None
                     ) -> list[State]:
    """States after any draft where the seat to act has a real choice (two or more legal actions)."""
    rng = random.Random(seed)
    state = new_match(ruleset, players=players, seed=seed, options={"target_score": 60, **(options or {})})
    found = []
    while not state.is_over and len(found) < count:
        if len(state.legal_actions()) > 1 and state.decision != DRAFT and rng.random() < 0.3:
            found.append(state.clone())
        actions = state.legal_actions()
        plays = [a for a in actions if a.kind == "play"]
        state.apply(rng.choice(plays or actions))
    return found


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 2), ("classic", 4)])
def test_fast_playouts_choose_legal_actions_deterministically(ruleset: str, players: int) -> None:
    agent = ISMCTSAgent(iterations=40, playouts="fast")
    assert repr(agent) == "ISMCTSAgent(40, fast playouts)"
    for state in states_to_decide(ruleset, players, seed=3, count=6):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        first = agent.act(seen, random.Random(11))
        assert first in seen.legal
        assert agent.act(seen, random.Random(11)) == first
        assert 0 < agent.last_iterations <= max(40, len(seen.legal))  # whole worlds, as the core search
        state.apply(first, seat)  # the engine agrees it is legal


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 3)])
def test_a_whole_round_with_fast_playouts(ruleset: str, players: int) -> None:
    """Every decision of a round, from the draft on, against the heuristic: the engine accepts every action."""
    from unoduo.agents.heuristic import HeuristicAgent

    state = new_match(ruleset, players=players, seed=9, options={"target_score": 1})
    agents = [make_agent("ismcts-fast:24"), *(HeuristicAgent() for _ in range(players - 1))]
    rng = random.Random(4)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agents[seat].act(view(state, seat), rng), seat)
    assert len(state.rounds) == 1
    assert agents[0].total_iterations > 0


@pytest.mark.parametrize(("ruleset", "players", "jump_in"),
                         [("duo", 2, False), ("classic", 2, False), ("classic", 4, False), ("classic", 4, True)])
def test_a_playout_is_the_core_round_for_the_same_choices(ruleset: str, players: int, jump_in: bool) -> None:
    """The search kernel's playout of a world (every card placed: nothing to deal) ends as the core round does
    when the core is given the same actions (rebuilds turned over: no random outcome besides the choices), and
    its reward is the core's for that round. Under H13 nobody jumps in during a playout, as in the core's
    playouts (agents/playout.py steps the seat to act only)."""
    checked = 0
    for index, state in enumerate(states_to_decide(ruleset, players, seed=17, count=5,
                                                   options={"rebuild_shuffle": False, "jump_in": jump_in})):
        seat = state.to_act
        assert seat is not None
        template = Redealer(view(state, seat), random.Random(index)).template
        if template is None:
            continue
        batch = FastBatch(ruleset, 3, players=players, options=template.options)
        batch.load(TEMPLATE, template)
        first = to_id(template.legal_actions()[-1])
        rewards = np.empty((1, 1), dtype=np.float64)
        nothing = np.zeros(0, dtype=np.int64)
        no_table = np.zeros((0, 54), dtype=np.bool_)
        seed = np.uint64(index + 1)
        flat_playouts(batch.st, batch.opts, seat, np.array([first], dtype=np.int64), 1,
                      batch.st[2][TEMPLATE].copy(), int(batch.st[0][TEMPLATE, E.K_PILE]), np.zeros(0, dtype=np.int8),
                      nothing, nothing, nothing, no_table, no_table, np.array([seed], dtype=np.uint64), E.P_GREEDY,
                      3000, False, rewards, np.empty(E.MAX_LEGAL, dtype=np.int64), np.empty(1, dtype=np.int64))
        # The same playout step by step through the batch API, on the streams the kernel gave it, on the core too.
        core = template.copy(history=False)
        stepper = FastBatch(ruleset, 1, players=players, options=template.options, autoreset=False)
        stepper.load(0, template)
        world_seed = np.uint64(_next(np.array([seed], dtype=np.uint64)))
        stepper.st[8][0, :] = [E.splitmix(world_seed), E.splitmix(world_seed ^ _STREAM1)]
        chosen = np.array([first], dtype=np.int64)
        while not stepper.done[0]:
            action = stepper.action(0, int(chosen[0]))
            assert action in core.legal_actions()
            core.apply(action)
            stepper.step(chosen)
            chosen = stepper.policy_actions("greedy")
        assert core.match_over
        result = core.rounds[-1]
        S, LP = stepper.st[0], stepper.st[7]
        assert int(S[0, E.K_LASTOUT]) == (-1 if result.out is None else result.out)
        assert [int(p) for p in LP[0]] == list(result.points)
        assert rewards[0, 0] == pytest.approx(round_rewards(core, len(core.rounds) - 1, "points")[seat])
        checked += 1
    assert checked >= 3


def test_a_forced_win_scores_one_in_every_world() -> None:
    """Going out now wins every playout; the search plays it."""
    state = position("duo", ["R3", "G1 G2 G3 G4 G5 G6"], "R7", 0)
    seen = view(state, 0)
    agent = ISMCTSAgent(iterations=60, guide=None, playouts="fast")
    actions = list(seen.legal)
    rewards = agent._fast.flat(agent, seen, actions, Redealer(seen, random.Random(1)), random.Random(2), None)
    assert rewards is not None
    out = [str(a) for a in actions].index("play R3")
    assert rewards[out] == [1.0] * (60 // len(actions))
    assert str(agent.act(seen, random.Random(3))) == "play R3"


def test_fast_playouts_do_not_read_hidden_cards() -> None:
    """Two states that differ only in hidden cards give the same playout rewards and decision for a seed."""
    agent = ISMCTSAgent(iterations=30, playouts="fast")
    compared = 0
    for index, state in enumerate(states_to_decide("duo", 2, seed=8, count=8)):
        seat = state.to_act
        assert seat is not None
        twin = scramble_hidden(state, seat, random.Random(index))
        assert twin.hands != state.hands or twin.draw_pile != state.draw_pile
        seen, twin_seen = view(state, seat), view(twin, seat)
        assert agent.act(seen, random.Random(5)) == agent.act(twin_seen, random.Random(5))
        actions = list(seen.legal)
        rows = [agent._fast.flat(agent, v, actions, Redealer(v, random.Random(6), True), random.Random(7), None)
                for v in (seen, twin_seen)]
        assert rows[0] == rows[1]
        compared += rows[0] is not None
    assert compared > 0


def test_what_the_fast_lane_cannot_deal_or_play_uses_the_core_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A catch decision (its worlds are sampled from scratch) and rule options the fast lane does not play
    (``UNSUPPORTED``, empty today: an option listed there for the test): the same decisions as the core search,
    counted as fallbacks."""
    for ruleset in ("duo", "classic"):
        monkeypatch.setitem(UNSUPPORTED, ruleset, UNSUPPORTED[ruleset] | {"seven_o"})
    fast = ISMCTSAgent(iterations=24, playouts="fast")
    core = ISMCTSAgent(iterations=24)
    rng = random.Random(2)
    state = new_match("duo", seed=2, options={"target_score": 60})
    catches = 0
    while catches < 2 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        if seen.decision == "catch" and len(seen.legal) > 1:
            before = fast._fast.fallbacks
            assert fast.act(seen, random.Random(3)) == core.act(seen, random.Random(3))
            assert fast._fast.fallbacks == before + 1
            catches += 1
        plays = [a for a in seen.legal if a.kind == "play" and not a.uno]  # uncalled plays lead to catches
        state.apply(rng.choice(plays or list(seen.legal)), seat)
    assert catches == 2
    for ruleset in ("duo", "classic"):
        for spec in option_specs(ruleset):
            if spec.name not in UNSUPPORTED[ruleset] or spec.type != "bool":
                continue
            options = {spec.name: not spec.default}
            assert not fast_lane_plays(ruleset, Options.for_ruleset(ruleset, options))
            for state in states_to_decide(ruleset, 2, seed=5, count=1, options=options):
                seat = state.to_act
                assert seat is not None
                seen = view(state, seat)
                before = fast._fast.fallbacks
                assert fast.act(seen, random.Random(3)) == core.act(seen, random.Random(3))
                assert fast._fast.fallbacks == before + (fast.last_iterations > 0)


def test_without_numba_the_agent_uses_the_core_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "unoduo.fast.search", None)  # import fails as without numba
    agent = make_agent("ismcts-fast:24")
    assert isinstance(agent, ISMCTSAgent)
    assert "core playouts" in repr(agent) and agent.fast_missing
    core = ISMCTSAgent(iterations=24)
    for state in states_to_decide("duo", 2, seed=6, count=3):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        assert agent.act(seen, random.Random(2)) == core.act(seen, random.Random(2))


def test_the_spec_and_bad_options() -> None:
    agent = make_agent("ismcts-fast:100ms")
    assert isinstance(agent, ISMCTSAgent)
    assert (agent.playouts, agent.time_ms, agent.iterations) == ("fast", 100.0, None)
    assert repr(make_agent(" ismcts-fast:50 ")) == "ISMCTSAgent(50, fast playouts)"
    with pytest.raises(ValueError):
        ISMCTSAgent(playouts="gpu")
