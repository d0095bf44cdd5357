"""The learned bot: its weights format, a legal action at every decision, blind to hidden cards, deterministic,
and a game it was not trained for handed to the search (docs/learned-bot.md)."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from helpers import scramble_hidden

from unoduo.agents.registry import make_agent
from unoduo.core import new_match, view
from unoduo.net import LearnedAgent, Network, WeightsError, random_network, shipped_network
from unoduo.net.agent import unsupported_reason
from unoduo.rl.actions import action_count
from unoduo.rl.observation import observation_size

SETTINGS = [("duo", 2), ("classic", 2), ("classic", 3), ("classic", 4)]


def network_for(ruleset: str, players: int, seed: int = 0) -> Network:
    meta = {"format": 1, "ruleset": ruleset, "players": players, "options": {}}
    return random_network(observation_size(players), action_count(ruleset), (32, 16), seed=seed, meta=meta)


def play(agents: list[LearnedAgent | object], ruleset: str, seed: int, options: dict | None = None,
         max_actions: int = 4000) -> list[str]:
    """Play a match (or its first ``max_actions``); every action must be one the seat's view offered."""
    state = new_match(ruleset, players=len(agents), seed=seed, options=options)
    rngs = [random.Random(seed * 7 + s) for s in range(len(agents))]
    actions: list[str] = []
    while not state.is_over and len(actions) < max_actions:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        action = agents[seat].act(seen, rngs[seat])  # type: ignore[attr-defined]
        assert action in seen.legal, (str(action), [str(a) for a in seen.legal])
        state.apply(action, seat)
        actions.append(str(action))
    return actions


def test_weights_round_trip_through_the_files(tmp_path: Path) -> None:
    network = network_for("duo", 2)
    path = network.save(tmp_path / "duo", half=False)
    loaded = Network.load(path)
    assert loaded.meta == network.meta
    assert (loaded.observation_size, loaded.actions) == (observation_size(2), action_count("duo"))
    x = np.random.default_rng(1).random((5, loaded.observation_size), dtype=np.float32)
    mask = np.zeros((5, loaded.actions), dtype=bool)
    mask[:, [3, 7]] = True
    for a, b in zip(network.forward(x, mask), loaded.forward(x, mask), strict=True):
        np.testing.assert_array_equal(a, b)
    logits, value = loaded.forward(x, mask)
    assert logits.shape == (5, loaded.actions) and value.shape == (5,)
    assert np.isneginf(logits[:, 0]).all() and np.isfinite(logits[:, [3, 7]]).all()
    half = Network.load(network.save(tmp_path / "half"))
    assert half.trunk[0][0].dtype == np.float32
    assert (path.stat().st_size > (tmp_path / "half.npz").stat().st_size)
    np.testing.assert_allclose(half.forward(x)[0], network.forward(x)[0], rtol=0.02, atol=0.02)


@pytest.mark.parametrize(("change", "message"), [
    (lambda a: a.pop("policy.bias"), "no array 'policy.bias'"),
    (lambda a: a.update({"trunk.1.weight": np.zeros((16, 31), np.float32)}), "takes 31 inputs"),
    (lambda a: a.update({"value.weight": np.zeros((2, 16), np.float32), "value.bias": np.zeros(2, np.float32)}),
     "2 outputs"),
])
def test_broken_weights_are_refused_with_the_reason(tmp_path: Path, change, message: str) -> None:
    network = network_for("duo", 2)
    path = network.save(tmp_path / "duo")
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    change(arrays)
    np.savez(path, **arrays)
    with pytest.raises(WeightsError, match=message):
        Network.load(path)
    with pytest.raises(WeightsError, match="no weights at"):
        Network.load(tmp_path / "missing.npz")
    (tmp_path / "other.npz").write_bytes(b"not a zip")
    with pytest.raises(WeightsError, match="cannot read"):
        Network.load(tmp_path / "other.npz")


@pytest.mark.parametrize(("ruleset", "players"), SETTINGS)
def test_the_shipped_weights_load_offline_and_play_every_ruleset_legally(ruleset: str, players: int) -> None:
    network = shipped_network(ruleset, players)
    assert network is not None, f"no shipped weights for {ruleset} with {players} players"
    assert network.meta["ruleset"] == ruleset and network.meta["players"] == players
    assert network.meta["command"].startswith("unoduo train") and network.meta["seed"] is not None
    agents = [LearnedAgent(fallback="random")] + [make_agent("medium") for _ in range(players - 1)]
    play(agents, ruleset, seed=3)
    assert agents[0].fallbacks == []


@pytest.mark.parametrize(("ruleset", "players"), SETTINGS)
def test_random_networks_play_whole_matches_legally(ruleset: str, players: int) -> None:
    agents = [LearnedAgent(network_for(ruleset, players, seed=s), temperature=1.0, fallback="random")
              for s in range(players)]
    play(agents, ruleset, seed=players, options={"target_score": 60})
    assert all(agent.fallbacks == [] for agent in agents)


def test_it_is_deterministic_for_a_seed() -> None:
    def match(seed: int) -> list[str]:
        agents = [LearnedAgent(network_for("duo", 2, seed=1), temperature=1.0), make_agent("medium")]
        return play(agents, "duo", seed, max_actions=300)

    assert match(5) == match(5)
    assert match(5) != match(6)


def test_it_decides_from_the_seat_s_view_only() -> None:
    """Two states that differ only in what the seat cannot see give the same action."""
    agent = LearnedAgent(network_for("duo", 2, seed=4))
    state = new_match("duo", seed=21)
    decided = 0
    rng = random.Random(0)
    while not state.is_over and decided < 40:
        seat = state.to_act
        assert seat is not None
        twin = scramble_hidden(state, seat, random.Random(decided))
        mine = agent.act(view(state, seat), random.Random(1))
        assert LearnedAgent(agent.network).act(view(twin, seat), random.Random(1)) == mine
        state.apply(mine if rng.random() < 0.5 else rng.choice(view(state, seat).legal), seat)
        decided += 1


@pytest.mark.parametrize(("options", "reason"), [
    ({"stack_draw4": True}, "not trained with stack_draw4=True"),
    ({"seven_o": True, "jump_in": True}, "not trained with jump_in=True"),
])
def test_a_house_rule_it_was_not_trained_on_goes_to_the_search_and_says_so(options, reason, caplog) -> None:
    agent = LearnedAgent(network_for("duo", 2), fallback="ismcts:8")
    with caplog.at_level("INFO", logger="unoduo.net.agent"):
        play([agent, make_agent("random")], "duo", seed=1, options={**options, "target_score": 40}, max_actions=120)
    assert agent.fallbacks == [agent.fallbacks[0]] and reason in agent.fallbacks[0]
    assert caplog.text.count("plays instead") == 1 and reason in caplog.text and "ismcts:8" in caplog.text
    # Match-only settings change nothing for the network.
    assert unsupported_reason(agent.network, view(new_match("duo", seed=1, options={"target_score": 50}), 0)) is None


def test_master_is_the_learned_bot_and_misses_no_weights() -> None:
    agent = make_agent("master")
    assert isinstance(agent, LearnedAgent)
    state = new_match("classic", players=5, seed=2)
    seen = view(state, state.to_act)
    fallback = LearnedAgent(fallback="random")
    assert fallback.act(seen, random.Random(0)) in seen.legal
    assert fallback.fallbacks == ["no learned weights for classic with 5 players"]


def test_evaluate_gives_a_distribution_over_the_legal_actions_and_a_win_chance() -> None:
    agent = LearnedAgent(network_for("classic", 3, seed=2))
    state = new_match("classic", players=3, seed=4)
    seen = view(state, state.to_act)
    evaluated = agent.evaluate(seen)
    assert evaluated is not None
    policy, chance = evaluated
    assert set(policy) == set(seen.legal) and sum(policy.values()) == pytest.approx(1.0, abs=1e-5)
    assert 0.0 < chance < 1.0
    assert agent.act(seen, random.Random(0)) == max(policy, key=policy.__getitem__)
    other = view(new_match("classic", players=4, seed=4), 0)
    assert agent.evaluate(other) is None  # a 3-player network on a 4-player game: nothing to say
