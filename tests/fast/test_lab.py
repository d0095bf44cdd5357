"""The variant lab's deals on the fast lane (``unoduo.fast.lab_deals``): every round summarized exactly as the
core summarizes the same round replayed from its record, under every option the fast lane plays, and common
random numbers across variants."""

from __future__ import annotations

from typing import Any

import pytest

from unoduo.core.options import option_specs
from unoduo.fast import UnsupportedOptionError, lab_deals
from unoduo.fast.options import SUPPORTED
from unoduo.lab.simulate import replay_deal
from unoduo.sim.match import derive_seed

# With an empty numba cache, the fast lane's first use compiles its kernels (minutes of CPU): its tests share
# one xdist worker (``--dist loadgroup``) so that they are compiled once, not once per worker.
pytestmark = pytest.mark.xdist_group("numba")


def fast_option_values(ruleset: str) -> list[dict[str, Any]]:
    """The rules as given, then each option the fast lane plays at each non-default value (read at run time,
    so an option the fast lane learns is checked here at once)."""
    out: list[dict[str, Any]] = [{}]
    for spec in option_specs(ruleset):
        if spec.name not in SUPPORTED[ruleset] or spec.name == "target_score":
            continue
        if spec.type == "int":
            low = spec.minimum if spec.minimum is not None else 0
            values: tuple[Any, ...] = (low + 1,) if low + 1 != spec.default else (low + 2,)
        else:
            values = tuple(v for v in spec.allowed() or () if v != spec.default)
        out += [{spec.name: v} for v in values]
    return out


CASES = [(ruleset, players, options) for ruleset, players in (("duo", 2), ("classic", 3))
         for options in fast_option_values(ruleset)]


@pytest.mark.parametrize(("ruleset", "players", "options"), CASES, ids=lambda x: str(x))
def test_every_round_is_summarized_as_the_core_summarizes_its_record(
    ruleset: str, players: int, options: dict[str, Any]
) -> None:
    options = {"target_score": 60, **options}  # short matches
    deals = 2 if options.get("draw_until_playable") else 4  # uniform play drawing until playable: 20,000-turn rounds
    seeds = [derive_seed("unoduo-lab", 3, k) for k in range(deals)]
    firsts = [k % players for k in range(deals)]
    whole = [k % 2 == 0 for k in range(deals)]  # every other deal played on to the end of the match
    records: list[Any] = []
    results = lab_deals(ruleset, options, players, ["random"] * players, seeds, firsts, whole, records=records)
    assert len(results) == len(records) == deals
    for record, result, first, on in zip(records, results, firsts, whole, strict=True):
        assert record.first == first  # the deal was played with the lab's first seat
        assert replay_deal(record, on) == result
        assert len(result.rounds) == 1 or on
        assert result.finished or not on  # (whether round 1 alone ends the match: the replay above says)
    # the same deals without records: the same results (recording changes nothing)
    assert lab_deals(ruleset, options, players, ["random"] * players, seeds, firsts, whole) == results


def test_the_same_seed_deals_the_same_cards_in_every_variant_with_the_same_deck() -> None:
    seeds = [derive_seed("unoduo-lab", 9, k) for k in range(6)]
    firsts = [k % 2 for k in range(6)]
    decks = []
    for options in ({}, {"reverse_as_skip": True}, {"wd4_illegal_if": "any_playable"}):
        records: list[Any] = []
        lab_deals("duo", options, 2, ["random", "random"], seeds, firsts, [False] * 6, records=records)
        decks.append([r.decks[0] for r in records])
    assert decks[0] == decks[1] == decks[2]
    assert len({tuple(d) for d in decks[0]}) == 6  # and every deal its own deck
    records = []
    lab_deals("duo", {"extra_cards": "as_wild"}, 2, ["random", "random"], seeds, firsts, [False] * 6,
              records=records)
    assert all(len(r.decks[0]) == 112 for r in records)


def test_a_long_match_grows_the_round_buffer_and_progress_counts_every_deal() -> None:
    seeds = [derive_seed("unoduo-lab", 4, k) for k in range(3)]
    told: list[int] = []
    # a target no match reaches before many rounds: more rounds than the first buffer holds for one deal
    results = lab_deals("classic", {"target_score": 3000}, 2, ["random", "random"], seeds, [0, 1, 0],
                        [True, True, False], progress=told.append)
    assert sum(told) == 3
    assert all(r.finished for r in results[:2]) and len(results[2].rounds) == 1
    assert all(max(r.scores) >= 3000 for r in results[:2])
    assert len(results[0].rounds) + len(results[1].rounds) > 4 * 3  # more than the first buffer of 3 deals held


def test_bad_input_is_refused_before_anything_is_played(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds, firsts, whole = [1, 2], [0, 1], [False, False]
    # an option the fast lane does not play (as reverse_as_skip would be if it were not mirrored)
    monkeypatch.setitem(SUPPORTED, "duo", SUPPORTED["duo"] - {"reverse_as_skip"})
    with pytest.raises(UnsupportedOptionError, match="reverse_as_skip"):
        lab_deals("duo", {"reverse_as_skip": True}, 2, ["random"] * 2, seeds, firsts, whole)
    with pytest.raises(ValueError, match="heuristic"):
        lab_deals("duo", {}, 2, ["random", "heuristic"], seeds, firsts, whole)
    with pytest.raises(ValueError, match="one of each per deal"):
        lab_deals("duo", {}, 2, ["random"] * 2, seeds, [0], whole)
    with pytest.raises(ValueError, match="first seats"):
        lab_deals("duo", {}, 2, ["random"] * 2, seeds, [0, 2], whole)
