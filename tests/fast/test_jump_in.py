"""H13 ``jump_in`` on the fast lane: several seats may act. The lane lists the jump-ins exactly when the core's
``State.jump_ins()`` offers them, and a jump-in applied on both engines leaves the same state, in both rulesets,
alone and with the other house rules; the compiled loops (self-play records, ``run_rounds``, the lab's deals)
offer jump-ins as the core's match loop does and count them as the core's lab does."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from unoduo.core import State
from unoduo.core.record import contract, replay
from unoduo.fast import FastBatch, lab_deals, to_id
from unoduo.fast import codes as C
from unoduo.fast.records import play_records
from unoduo.fast.simulate import STAT_NAMES, run_block, sample_records
from unoduo.lab.simulate import replay_deal
from unoduo.sim.match import derive_seed

from .harness import core_snapshot

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")

_JUMP = {"jump_in": True}
#: (ruleset, players, options): jump-in alone, then with the house rules it meets (Seven-O's 7 jumped in with: a 0
#: has no twin to jump in with; the late catch of a jumper that did not call, stacking, no-bluff, draw until
#: playable, lowest-wins scoring, short matches).
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("duo", 2, {**_JUMP, "target_score": 60}),
    ("duo", 2, {**_JUMP, "seven_o": True, "catch_window": "until_next_turn", "uno_penalty": 1,
                "stack_draw4": True, "reverse_as_skip": True, "target_score": 60}),
    ("duo", 2, {**_JUMP, "draw_until_playable": True, "forced_play": True, "wd4_mode": "no_bluff",
                "match_rounds": 2, "target_score": 500}),
    ("classic", 2, {**_JUMP, "target_score": 120}),
    ("classic", 3, {**_JUMP, "seven_o": True, "catch_window": "until_next_turn", "stack_draw2": True,
                    "target_score": 120}),
    ("classic", 4, {**_JUMP, "stack_draw4": True, "stack_draw4_on_draw2": True, "challenge_stacked_draw4": True,
                    "scoring": "lowest_wins", "target_score": 120}),
    ("classic", 5, {**_JUMP, "seven_o": True, "draw_until_playable": True, "uno_penalty": 4, "target_score": 120}),
    ("classic", 7, {**_JUMP, "target_score": 120}),
    ("classic", 10, {**_JUMP, "catch_window": "until_next_turn", "rebuild_shuffle": False, "target_score": 120}),
]


def _name(config: tuple[str, int, dict[str, Any]]) -> str:
    ruleset, players, options = config
    return f"{ruleset}-{players}p-" + ",".join(f"{k}={v}" for k, v in options.items() if k != "target_score")


def _core_jumps(state: State) -> dict[int, list[int]]:
    return {seat: [to_id(a) for a in plays] for seat, plays in state.jump_ins().items()}


def _jumped(record: Any) -> int:
    """How many of a record's actions are jump-ins (a seat other than the seat to act), by replaying it."""
    state = record.start()
    count = 0
    for line in record.actions:
        seat, _, text = line.partition(" ")
        count += int(seat) != state.to_act
        state.apply(text, int(seat))
    return count


#: A chooser: (batch, lane, legal ids, jump-ins, the random policy's id, rng) -> (id, jumper seat or None).
Chooser = Callable[[FastBatch, int, list[int], dict[int, list[int]], int, random.Random], tuple[int, int | None]]


def _random_chooser(batch: FastBatch, g: int, legal: list[int], jumps: dict[int, list[int]], policy: int,
                    rng: random.Random) -> tuple[int, int | None]:
    """Half of the jump-ins offered (a random jumper, a random form: a jumper left with one card may miss its
    call); otherwise the random policy, or a uniformly random legal action (which misses calls) one time in 5."""
    if jumps and rng.random() < 0.5:
        seat = rng.choice(sorted(jumps))
        return rng.choice(jumps[seat]), seat
    return (rng.choice(legal) if rng.random() < 0.2 else policy), None


def lock_step(ruleset: str, players: int, options: dict[str, Any], choose: Chooser, *, lanes: int, steps: int,
              seed: int) -> dict[str, int]:
    """Play ``lanes`` matches on the fast lane with ``choose`` (jump-ins included), then replay each lane's record
    on the core: before every action the same legal list, jump-ins and seats that may act, after it the same
    state, and the same replay contract at the end. Returns counts of what was played (``jumped``; ``window``:
    jump-ins while an H9 window was open; ``offender_jumped``: by the seat that may still be caught;
    ``offender_skipped``: over the head of that seat)."""
    rng = random.Random(f"{ruleset}{players}{options}{seed}")
    batch = FastBatch(ruleset, lanes, players=players, options=options, seed=seed, autoreset=False, record=True)
    before: list[list[tuple[list[int], dict[int, list[int]], tuple[int, ...]]]] = [[] for _ in range(lanes)]
    after: list[list[dict[str, Any]]] = [[] for _ in range(lanes)]
    counts = {"jumped": 0, "window": 0, "offender_jumped": 0, "offender_skipped": 0}
    for _ in range(steps):
        done = batch.done
        if done.all():
            break
        policy = batch.policy_actions("random")
        for g in range(lanes):
            if done[g]:
                continue
            legal, jumps, may = batch.legal_ids(g), batch.jump_ins(g), batch.may_act(g)
            before[g].append((legal, jumps, may))
            code, seat = choose(batch, g, legal, jumps, int(policy[g]), rng)
            if seat is not None:
                uncalled = after[g][-1]["uncalled"] if after[g] else None
                counts["jumped"] += 1
                counts["window"] += uncalled is not None
                counts["offender_jumped"] += uncalled == seat
                counts["offender_skipped"] += uncalled is not None and uncalled == may[0]
            batch.apply(g, code, seat)
            after[g].append(batch.snapshot(g))
    for g in range(lanes):
        record = batch.record(g)
        where = f"{ruleset} {players}p {options} lane {g}"
        assert len(record.actions) == len(before[g])
        state = record.start()
        for k, line in enumerate(record.actions):
            legal, jumps, may = before[g][k]
            assert [to_id(a) for a in state.legal_actions()] == legal, f"{where} action {k} ({line})"
            assert _core_jumps(state) == jumps, f"{where} action {k} ({line})"
            assert state.may_act == may, f"{where} action {k} ({line})"
            seat, _, text = line.partition(" ")
            state.apply(text, int(seat))
            assert core_snapshot(state) == after[g][k], f"{where} after action {k} ({line})"
        assert core_snapshot(state) == batch.snapshot(g)
        assert contract(replay(record)) == contract(state), where
    return counts


@pytest.mark.parametrize("config", CONFIGS, ids=[_name(c) for c in CONFIGS])
def test_random_jump_ins_in_lock_step_with_the_core(config: tuple[str, int, dict[str, Any]]) -> None:
    """Random play with jump-ins taken at random moments: the same legal lists, jump-ins, seats that may act and
    states as the core's, action by action (Duo has fewer identical cards in play: more lanes)."""
    ruleset, players, options = config
    counts = lock_step(ruleset, players, options, _random_chooser, lanes=8 if ruleset == "duo" else 4, steps=400,
                       seed=11)
    assert counts["jumped"] >= 8, "too few jump-ins to say anything"


def test_jump_ins_around_an_open_catch_window() -> None:
    """H9 until_next_turn with H13: plays leave the call out whenever they can, and every jump-in offered is
    taken in its plain form, so jump-ins come while a missed call may still be caught: by the offender itself
    (which closes its window) and over the offender's head (its window stays open: it did not act)."""

    def careless(batch: FastBatch, g: int, legal: list[int], jumps: dict[int, list[int]], policy: int,
                 rng: random.Random) -> tuple[int, int | None]:
        if jumps:
            seat = rng.choice(sorted(jumps))
            return jumps[seat][0], seat
        if policy < C.DRAW and policy & 1 and policy - 1 in legal:
            return policy - 1, None  # the same play without the call
        return policy, None

    counts = {"jumped": 0, "window": 0, "offender_jumped": 0, "offender_skipped": 0}
    for players in (3, 4):
        options = {**_JUMP, "catch_window": "until_next_turn", "uno_penalty": 2, "target_score": 150}
        for key, value in lock_step("classic", players, options, careless, lanes=8, steps=300, seed=5).items():
            counts[key] += value
    assert counts["window"] >= 5 and counts["offender_jumped"] >= 1 and counts["offender_skipped"] >= 1, counts


def test_a_jump_in_is_checked_and_a_refused_one_changes_nothing() -> None:
    batch = FastBatch("classic", 1, players=4, options=_JUMP, seed=3, autoreset=False)
    rng = random.Random(3)
    while not batch.jump_ins(0):
        batch.apply(0, rng.choice(batch.legal_ids(0)))
    jumps = batch.jump_ins(0)
    to_act = int(batch.to_act[0])
    seat = min(jumps)
    state = batch.snapshot(0)
    others = [s for s in range(4) if s != to_act and s not in jumps]
    refused: list[tuple[int, int]] = [(seat, jumps[seat][0] ^ 2)]  # a card that is not the top card's twin
    refused += [(s, jumps[seat][0]) for s in others]  # seats without the card
    for bad_seat, code in refused:
        with pytest.raises(ValueError, match="jump in"):
            batch.apply(0, code, bad_seat)
    with pytest.raises(ValueError, match="no seat 4"):
        batch.apply(0, jumps[seat][0], 4)
    with pytest.raises(ValueError, match="lane 0"):  # step() checks jump codes as well
        batch.step([C.jump_code(others[0], jumps[seat][0])] if others else [C.jump_code(seat, 225)])
    assert batch.snapshot(0) == state
    batch.step([C.jump_code(seat, jumps[seat][0])])  # a jump code through step()
    assert batch.hand_sizes[0, seat] == len(state["hands"][seat]) - 1
    assert batch.discard(0)[-1] == jumps[seat][0] >> 1


def test_nobody_jumps_in_without_the_option_or_at_other_decisions() -> None:
    """Without jump_in the lists are empty; with it they are empty at every decision that is not a normal turn
    and under a wild top card (checked against the core in the lock-step test; here for the plain rules)."""
    plain = FastBatch("classic", 4, players=3, options={}, seed=1, autoreset=False)
    for _ in range(200):
        assert all(plain.jump_ins(g) == {} and plain.may_act(g) == (int(plain.to_act[g]),) for g in range(4)
                   if not plain.done[g])
        plain.step(plain.policy_actions("random"))
    batch = FastBatch("duo", 4, options=_JUMP, seed=1, autoreset=False)
    seen = 0
    for _ in range(300):
        for g in range(4):
            if batch.jump_ins(g):
                seen += 1
                assert batch.decision_name(g) == "turn" and batch.top[g] < 52
        batch.step(batch.policy_actions("random"))
    assert seen > 0


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 2), ("classic", 4), ("classic", 10)])
def test_greedy_self_play_jumps_in_and_replays_on_the_core(ruleset: str, players: int) -> None:
    """The compiled loops offer jump-ins as ``sim.match.offer_jump_ins`` does; greedy takes them (the
    heuristic's rule). Whole matches of self-play (``run_matches``): before every action the core lists the
    same legal ids, jump-ins happened, and the records replay to the end."""
    options = {**_JUMP, "target_score": 120, "seven_o": players > 2}
    legal: list[list[list[int]]] = []
    records = play_records(ruleset, 3, players=players, options=options, policy="greedy", seed=4, legal=legal)
    jumps = 0
    for record, lists in zip(records, legal, strict=True):
        state = record.start()
        for index, line in enumerate(record.actions):
            assert [to_id(a) for a in state.legal_actions()] == lists[index]
            seat, _, text = line.partition(" ")
            if int(seat) != state.to_act:
                jumps += 1
                # the nearest seat after the seat to act that may jump in, with its last listed form
                offers = state.jump_ins()
                to_act = state.to_act or 0
                nearest = min(offers, key=lambda s: (s - to_act) % players)
                assert (int(seat), text) == (nearest, str(offers[nearest][-1]))
            state.apply(text, int(seat))
        assert state.match_over
    assert jumps >= 5
    # uniform and random never jump in (the core's random agent has no jump_in)
    for policy in ("uniform", "random"):
        assert sum(_jumped(r) for r in play_records(ruleset, 1, players=players, options=options, policy=policy,
                                                     seed=4)) == 0


def test_run_rounds_plays_the_matches_its_sample_records_hold() -> None:
    """``run_rounds`` (``unoduo simulate``) offers jump-ins as ``run_matches`` (its sample records) does: the
    first rounds of a block have the lengths, points and winners of the same block's sample records replayed on
    the core, jump-ins included (a jump-in is one more decision, and never the round's first move)."""
    options = {**_JUMP, "target_score": 150}
    records = sample_records("classic", 3, options, "greedy", 6, 2)
    assert sum(_jumped(r) for r in records) > 0
    want = dict.fromkeys(STAT_NAMES, 0)
    for record in records:
        state = record.start()
        count = 0
        first_mover = None
        round_first = state.round_first
        for line in record.actions:
            seat, _, text = line.partition(" ")
            if first_mover is None and int(seat) == state.to_act and state.decision == "turn":
                first_mover = int(seat)
            rounds = len(state.rounds)
            state.apply(text, int(seat))
            count += 1
            if len(state.rounds) != rounds:
                out = state.rounds[-1].out
                want["rounds"] += 1
                want["length"] += count
                want["length2"] += count * count
                want["decisions"] += count
                want["points"] += sum(state.rounds[-1].points)
                want["points2"] += sum(state.rounds[-1].points) ** 2
                want["blocked"] += out is None
                want["first_mover_wins"] += out is not None and out == first_mover
                want["round_first_wins"] += out is not None and out == round_first
                want["seat0_wins"] += out == 0
                count, first_mover, round_first = 0, None, state.round_first
        assert state.match_over
        want["matches"] += 1
    sums = run_block("classic", 3, options, "greedy", 6, 0, want["rounds"])
    assert dict(zip(STAT_NAMES, sums, strict=True)) == want


def _offers_taken(record: Any) -> tuple[int, int]:
    """(offers, taken): how many positions of a replayed record offered a jump-in to some seat, and at how many of
    them a seat jumped in; each jump-in checked to be the last listed form of a seat that was offered one."""
    state = record.start()
    offers = taken = 0
    for line in record.actions:
        seat, _, text = line.partition(" ")
        offered = state.jump_ins()
        offers += bool(offered)
        if int(seat) != state.to_act:
            taken += 1
            assert text == str(offered[int(seat)][-1])
        state.apply(text, int(seat))
    return offers, taken


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 4)])
def test_simulate_jump_in_chance_makes_any_policy_jump_in_that_often(ruleset: str, players: int) -> None:
    """``unoduo simulate --jump-in-chance P``: every seat offered a jump-in takes it with probability P whatever
    its policy (random never jumps in on its own), in its last listed form; the sample records replay on the
    core; P = 0 plays the very games of no chance at all, and P = 1 under greedy those of greedy's own rule."""
    options = {**_JUMP, "target_score": 200}
    counts = {}
    for chance in (0.0, 0.5, 1.0):
        offers = taken = 0
        for record in sample_records(ruleset, players, options, "random", 3, 6, jump_in_chance=chance):
            o, t = _offers_taken(record)
            offers, taken = offers + o, taken + t
        counts[chance] = (offers, taken)
    assert counts[0.0][1] == 0
    # at 1 every position that offers a jump-in gets one; at 0.5 about half of them (a few positions offer
    # jump-ins to more than one seat, which makes a jump-in there a little likelier)
    assert counts[1.0][0] == counts[1.0][1] > 50
    offers, taken = counts[0.5]
    assert offers > 50 and 0.3 * offers < taken < 0.7 * offers
    random_own = run_block(ruleset, players, options, "random", 2, 0, 300)
    assert run_block(ruleset, players, options, "random", 2, 0, 300, 0.0) == random_own
    greedy_own = run_block(ruleset, players, options, "greedy", 2, 0, 300)
    assert run_block(ruleset, players, options, "greedy", 2, 0, 300, 1.0) == greedy_own
    assert run_block(ruleset, players, options, "random", 2, 0, 300, 0.5) != random_own


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 4)])
def test_lab_deals_with_jumpers_are_summarized_as_the_core_summarizes_them(ruleset: str, players: int) -> None:
    """The lab's deals with seats that jump in whenever offered (the heuristic's rule): every round's summary
    (a jump-in a turn of the seat that jumped in) equals the core's summary of its record; with the lab's
    random agents (``LAB_JUMPS``) nobody jumps in."""
    options = {**_JUMP, "target_score": 80, "seven_o": ruleset == "classic"}
    deals = 4
    seeds = [derive_seed("unoduo-lab", 5, k) for k in range(deals)]
    firsts = [k % players for k in range(deals)]
    whole = [k % 2 == 0 for k in range(deals)]
    policies = ["random"] * players
    jumpers = [s % 2 == 0 for s in range(players)] if players > 2 else [True, True]
    records: list[Any] = []
    results = lab_deals(ruleset, options, players, policies, seeds, firsts, whole, records=records, jumpers=jumpers)
    jumps = 0
    for record, result, on in zip(records, results, whole, strict=True):
        assert replay_deal(record, on) == result
        state = record.start()
        for line in record.actions:
            seat, _, text = line.partition(" ")
            if int(seat) != state.to_act:
                jumps += 1
                assert jumpers[int(seat)]
            state.apply(text, int(seat))
    assert jumps >= 3
    assert lab_deals(ruleset, options, players, policies, seeds, firsts, whole, jumpers=jumpers) == results
    records = []
    lab_deals(ruleset, options, players, policies, seeds, firsts, whole, records=records)
    assert sum(_jumped(r) for r in records) == 0
    with pytest.raises(ValueError, match="one per seat"):
        lab_deals(ruleset, options, players, policies, seeds, firsts, whole, jumpers=[True])


@pytest.mark.parametrize(("ruleset", "players"), [("duo", 2), ("classic", 4)])
def test_lab_deals_with_a_jump_in_chance_jump_in_sometimes_and_replay_on_the_core(ruleset: str, players: int) -> None:
    """A chance between 0 and 1 (``unoduo lab --jump-in-chance``): some offers taken, not all, every deal still
    summarized as the core summarizes its record; the same seeds give the same deals."""
    options = {**_JUMP, "target_score": 80}
    deals = 6
    seeds = [derive_seed("unoduo-lab", 7, k) for k in range(deals)]
    firsts = [k % players for k in range(deals)]
    whole = [True] * deals
    policies = ["random"] * players
    for chance in (0.5, 1.0):
        records: list[Any] = []
        results = lab_deals(ruleset, options, players, policies, seeds, firsts, whole, records=records,
                            jumpers=[chance] * players)
        offers = taken = 0
        for record, result in zip(records, results, strict=True):
            assert replay_deal(record, True) == result
            state = record.start()
            for line in record.actions:  # before each action: was a jump-in offered, and was one made?
                seat, _, text = line.partition(" ")
                offers += bool(state.jump_ins())
                taken += int(seat) != state.to_act
                state.apply(text, int(seat))
        again = lab_deals(ruleset, options, players, policies, seeds, firsts, whole, jumpers=[chance] * players)
        assert again == results
        if chance == 1.0:
            assert taken == offers > 0  # every offer taken
        else:
            assert 0.25 * offers < taken < 0.75 * offers, (taken, offers)
    with pytest.raises(ValueError, match="0 to 1"):
        lab_deals(ruleset, options, players, policies, seeds, firsts, whole, jumpers=[1.5] * players)


def test_the_search_plays_out_on_the_fast_lane_under_jump_in() -> None:
    """ISMCTS with fast playouts needs no fallback under H13: its playouts, like the core's, step the seat to
    act only (nobody jumps in during a playout), and its choices are legal and deterministic."""
    from unoduo.agents.ismcts import ISMCTSAgent
    from unoduo.core import new_match, view

    agent = ISMCTSAgent(iterations=24, playouts="fast")
    state = new_match("classic", players=3, seed=2, options={**_JUMP, "target_score": 60})
    rng = random.Random(2)
    decided = 0
    while decided < 6 and not state.is_over:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        if len(seen.legal) > 1 and state.decision == "turn":
            chosen = agent.act(seen, random.Random(decided))
            assert chosen in seen.legal and agent.act(seen, random.Random(decided)) == chosen
            decided += 1
        state.apply(rng.choice(seen.legal), seat)
    assert decided == 6 and agent._fast is not None and agent._fast.fallbacks == 0


def test_the_vector_environment_refuses_jump_in_by_name() -> None:
    """unoduo.rl.vector has no out-of-turn play in its observation or action table: refused, not ignored."""
    from unoduo.fast import UnsupportedOptionError
    from unoduo.rl.vector import FastVectorEnv

    with pytest.raises(UnsupportedOptionError, match="jump_in"):
        FastVectorEnv("duo", 2, options=_JUMP)


def test_the_lab_plays_jump_in_variants_on_the_fast_lane() -> None:
    """``unoduo lab --engine auto`` plays a jump_in variant's round measures on the fast lane (no note sends it
    to the core), deal for deal what ``lab_deals`` gives, with the lab's random agents (who never jump in)."""
    from unoduo.lab import LabSettings, parse_vary, run_lab

    settings = LabSettings(ruleset="classic", varies=(parse_vary("classic", "jump_in=false,true"),), players=3,
                           fixed={"target_score": 80}, agents=("random",), rounds=4, matches=1, skill=(), seed=3,
                           workers=1, engine="auto")
    result = run_lab(settings)
    assert result.engine == "fast" and result.engine_notes == []
    seeds = [derive_seed("unoduo-lab", 3, k) for k in range(4)]
    firsts = [k % 3 for k in range(4)]
    whole = [k < 1 for k in range(4)]
    fast = lab_deals("classic", {"target_score": 80, **_JUMP}, 3, ["random"] * 3, seeds, firsts, whole)
    assert result.deals["rounds"][1] == fast
