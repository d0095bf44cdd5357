"""The fast lane against the core engine: same legal lists (in order), same states, same scores and outcomes for
the same deals and choices, in both rulesets and under every rule option that ``core/options.py`` lists.

Two tiers: lock-step games that compare the whole state after every action (``harness.differential``), and
whole matches of compiled self-play whose records (with the fast lane's legal list before every action) the core
replays. The rule options come from ``core/options.py`` itself, so a new option shows up here at once.
"""

from __future__ import annotations

from typing import Any

import pytest

from unoduo.core import Options
from unoduo.core.options import CLASSIC, DUO, option_specs
from unoduo.core.record import contract, replay
from unoduo.fast import FastBatch, UnsupportedOptionError, to_id
from unoduo.fast.options import SUPPORTED, UNSUPPORTED
from unoduo.fast.records import play_records

from .harness import core_snapshot, differential

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")

#: A small target keeps matches to a few rounds, so the round changes are compared too.
_SHORT = {DUO: 60, CLASSIC: 120}
#: House rules combined, besides each alone and all together.
_HOUSE_COMBOS: list[dict[str, Any]] = [
    {"stack_draw4": True, "stack_draw4_on_draw2": True, "challenge_stacked_draw4": True},
    {"stack_draw4": True, "wd4_mode": "no_bluff", "forced_play": True, "catch_window": "until_next_turn",
     "uno_penalty": 1},
]
#: The value an integer option is tested with (others: half the short target).
_INT_VALUES = {"match_rounds": 2, "uno_penalty": 4}


def _option_values(ruleset: str) -> list[tuple[str, Any]]:
    """Every non-default value of every option of ``ruleset`` (integers: a small one)."""
    values: list[tuple[str, Any]] = []
    for spec in option_specs(ruleset):
        if spec.name in UNSUPPORTED[ruleset]:
            continue
        allowed = spec.allowed()
        if allowed is None:
            values.append((spec.name, _INT_VALUES.get(spec.name, max(spec.minimum or 1, _SHORT[ruleset] // 2))))
        else:
            values.extend((spec.name, value) for value in allowed if value != spec.default)
    return values


def _configs() -> list[tuple[str, int, dict[str, Any]]]:
    configs: list[tuple[str, int, dict[str, Any]]] = []
    for ruleset in (DUO, CLASSIC):
        configs.append((ruleset, 2, {}))
        for name, value in _option_values(ruleset):
            options = {name: value}
            if name != "target_score":
                options["target_score"] = _SHORT[ruleset]
            configs.append((ruleset, 2, options))
        every = {name: value for name, value in _option_values(ruleset) if name != "target_score"}
        configs.append((ruleset, 2, {**every, "target_score": _SHORT[ruleset]}))
    for ruleset in (DUO, CLASSIC):  # house rules that only act together (H4 needs a stacked Wild Draw 4)
        for combo in _HOUSE_COMBOS:
            configs.append((ruleset, 2, {**combo, "target_score": _SHORT[ruleset]}))
    configs.append((CLASSIC, 4, {"scoring": "lowest_wins", "catch_window": "until_next_turn", "stack_draw4": True,
                                 "stack_draw4_on_draw2": True, "challenge_stacked_draw4": True,
                                 "target_score": _SHORT[CLASSIC]}))
    for players in (3, 4, 7, 10):
        configs.append((CLASSIC, players, {"target_score": _SHORT[CLASSIC]}))
        configs.append((CLASSIC, players, {"stack_draw2": True, "draw_until_playable": True, "rebuild_shuffle": False,
                                           "target_score": _SHORT[CLASSIC]}))
    return configs


CONFIGS = _configs()


def _name(config: tuple[str, int, dict[str, Any]]) -> str:
    ruleset, players, options = config
    return f"{ruleset}-{players}p-" + ",".join(f"{k}={v}" for k, v in options.items() if k != "target_score")


@pytest.mark.parametrize("config", CONFIGS, ids=[_name(c) for c in CONFIGS])
def test_lock_step_every_option(config: tuple[str, int, dict[str, Any]]) -> None:
    """The whole state after every action, with each of the three compiled policies choosing."""
    ruleset, players, options = config
    compared = 0
    for k, policy in enumerate(("random", "greedy", "uniform")):
        compared += differential(ruleset, options, players=players, policy=policy, lanes=3, seed=k, steps=150)
    assert compared > 300


@pytest.mark.parametrize("config", CONFIGS, ids=[_name(c) for c in CONFIGS])
def test_whole_matches_replay_on_the_core(config: tuple[str, int, dict[str, Any]]) -> None:
    """Whole matches of compiled self-play: before every action the core lists the same legal ids in the same
    order, and the record replays to the fast lane's final scores and winner."""
    ruleset, players, options = config
    options = {"target_score": _SHORT[ruleset], **options}
    rounds = 0
    for k, policy in enumerate(("random", "greedy")):
        legal: list[list[list[int]]] = []
        records = play_records(ruleset, 3, players=players, options=options, policy=policy, seed=100 + k, legal=legal)
        for record, lists in zip(records, legal, strict=True):
            assert len(lists) == len(record.actions)
            state = record.start()
            for index, line in enumerate(record.actions):
                assert [to_id(a) for a in state.legal_actions()] == lists[index], f"{_name(config)} {index} {line}"
                seat, _, text = line.partition(" ")
                state.apply(text, int(seat))
            assert state.match_over
            rounds += len(state.rounds)
    assert rounds >= 6


def test_thousands_of_rounds_of_both_rulesets() -> None:
    """Many short matches (target 1: one round each, unless blocked) of both rulesets and every policy: each
    record replays on the core to the same end as the fast lane's own counters."""
    rounds = 0
    for ruleset, players in ((DUO, 2), (CLASSIC, 2), (CLASSIC, 4)):
        for k, policy in enumerate(("random", "greedy", "uniform")):
            legal: list[list[list[int]]] = []
            count = 200 if policy != "uniform" else 40
            records = play_records(ruleset, count, players=players, options={"target_score": 1}, policy=policy,
                                   seed=k, legal=legal)
            for record, lists in zip(records, legal, strict=True):
                state = record.start()
                for index, line in enumerate(record.actions):
                    assert [to_id(a) for a in state.legal_actions()] == lists[index], (ruleset, index, line)
                    seat, _, text = line.partition(" ")
                    state.apply(text, int(seat))
                assert state.match_over
                rounds += len(state.rounds)
    assert rounds >= 1300


def test_every_core_option_is_played_or_refused() -> None:
    """Every option of core/options.py is either played by the fast lane or listed as unsupported, and an
    unsupported one set to another value than its default is refused, naming it."""
    for ruleset in (DUO, CLASSIC):
        for spec in option_specs(ruleset):
            played, refused = spec.name in SUPPORTED[ruleset], spec.name in UNSUPPORTED[ruleset]
            assert played != refused, (
                f"the {ruleset} option {spec.name!r} is new to the fast lane: play it in unoduo/fast (docs/fast.md, "
                "'Adding a rule option') or list it in unoduo.fast.options.UNSUPPORTED"
            )
            if refused:
                other = next(v for v in (spec.allowed() or (spec.default + 1,)) if v != spec.default)
                with pytest.raises(UnsupportedOptionError, match=spec.name):
                    FastBatch(ruleset, 1, options={spec.name: other})


def test_bad_settings_are_refused_like_the_core() -> None:
    from unoduo.core import OptionError, RecordError

    with pytest.raises(OptionError, match="unknown duo option"):
        FastBatch(DUO, 1, options={"stack_draw2": True})
    with pytest.raises(RecordError, match="exactly 2 players"):
        FastBatch(DUO, 1, players=3)
    with pytest.raises(RecordError, match="2 to 10 players"):
        FastBatch(CLASSIC, 1, players=11)
    with pytest.raises(ValueError, match="at least 1 lane"):
        FastBatch(DUO, 0)


def test_a_record_of_the_batch_replays_to_its_state() -> None:
    batch = FastBatch(CLASSIC, 2, players=3, options=Options.for_ruleset(CLASSIC, {"target_score": 80}), seed=5,
                      record=True, autoreset=False)
    while not batch.done.all():
        batch.step(batch.policy_actions("greedy"))
    for lane in range(2):
        state = replay(batch.record(lane))
        assert core_snapshot(state) == batch.snapshot(lane)
        winner = int(batch.winner[lane])
        assert contract(state)["match_over"] and state.winner == (None if winner < 0 else winner)


@pytest.mark.parametrize(("ruleset", "players", "options"), [
    (DUO, 2, {"target_score": 60, "reverse_as_skip": True}), (CLASSIC, 3, {"target_score": 150}),
    (CLASSIC, 2, {"stack_draw2": True, "draw_until_playable": True, "target_score": 150}),
    (CLASSIC, 3, {"catch_window": "until_next_turn", "seven_o": True, "stack_draw4": True, "target_score": 150}),
])
def test_a_core_position_loaded_into_a_lane(ruleset: str, players: int, options: dict[str, Any]) -> None:
    """Every position of seeded core matches, loaded into a lane: the same state, the same legal list, and the
    same state again after the first legal action (unless that action needed a random outcome)."""
    import random

    from unoduo.core import new_match

    batch = FastBatch(ruleset, 1, players=players, options=options, autoreset=False)
    checked = 0
    for seed in range(3):
        state = new_match(ruleset, players=players, seed=seed, options=options)
        rnd = random.Random(seed)
        while not state.match_over and checked < 400 * (seed + 1):
            batch.load(0, state)
            assert batch.snapshot(0) == core_snapshot(state)
            legal = state.legal_actions()
            assert batch.legal_ids(0) == [to_id(a) for a in legal]
            action = legal[rnd.randrange(len(legal))]
            random_before = sum(len(r) for r in state.round_random)
            round_before = state.round
            state.apply(action)
            batch.step([to_id(action)])
            if sum(len(r) for r in state.round_random) == random_before and state.round == round_before:
                assert batch.snapshot(0) == core_snapshot(state), action
            checked += 1
    assert checked >= 300


@pytest.mark.parametrize(("ruleset", "players"), [(DUO, 2), (CLASSIC, 3)])
def test_late_catches_in_lock_step(ruleset: str, players: int) -> None:
    """H9 until_next_turn: only the uniform policy misses UNO calls, so long uniform games are needed before a
    late catch is offered; the legal lists (late catch included) and the final state match the core's."""
    options = {"catch_window": "until_next_turn", "uno_penalty": 3, "target_score": 100}
    batch = FastBatch(ruleset, 6, players=players, options=options, seed=0, autoreset=False)
    offered = 0
    for _ in range(1200):
        done = batch.done
        for g in range(6):
            if not done[g] and batch.decision_name(g) == "turn" and batch.legal_ids(g)[-1] == to_id("catch"):
                offered += 1
        batch.step(batch.policy_actions("uniform"))
    assert offered >= 3
    assert differential(ruleset, options, players=players, policy="uniform", lanes=6, seed=0, steps=1200,
                        snapshots=False) > 2000
