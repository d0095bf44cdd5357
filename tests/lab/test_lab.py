"""The variant lab end to end: a tiny lab's report checked against a direct computation, common random numbers,
and every bad ``--vary`` refused with the valid values named."""

from __future__ import annotations

import json
import math
import random
import re
import statistics
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import assert_estimate
from typer.testing import CliRunner

from unoduo.agents.registry import make_agent
from unoduo.cli.main import app
from unoduo.core import TURN, VOLLEY, Options, new_match, view
from unoduo.core.options import SPECS
from unoduo.lab import LabSettings, LabSettingsError, SkillPair, parse_vary, run_lab, variants
from unoduo.lab.report import format_difference, format_value
from unoduo.lab.study import plan
from unoduo.sim.match import derive_seed, seat_seed
from unoduo.sim.stats import Z95
from unoduo.sim.tournament import schedule

SHORT = {"target_score": 60}  # short matches keep the test quick


def direct_match(specs: list[str], options: dict[str, Any], seed: int, first: int) -> dict[str, Any]:
    """Play a whole match with the core API and measure it without the lab's code."""
    agents = [make_agent(s) for s in specs]
    rngs = [random.Random(seat_seed(seed, seat)) for seat in range(len(specs))]
    state = new_match("duo", seed=seed, options=options, first=first)
    turns, first_turn = 0, None
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        if state.round == 1 and state.decision in (TURN, VOLLEY):
            turns += 1
            first_turn = seat if first_turn is None else first_turn
        state.apply(agents[seat].act(view(state, seat), rngs[seat]), seat)
    one = state.rounds[0]
    winner = one.out
    if winner is None and one.points[0] != one.points[1]:
        winner = 0 if one.points[0] < one.points[1] else 1
    return {"turns": turns, "first_turn": first_turn, "p1": first, "round_winner": winner, "blocked": one.blocked,
            "points": sum(one.points), "winner": state.winner, "rounds": len(state.rounds),
            "leader": None if one.points[0] == one.points[1] else int(one.points[1] < one.points[0])}


def credit(seat: int | None, winner: int | None) -> float:
    return 0.5 if winner is None else float(winner == seat)


def test_tiny_lab_report_matches_a_direct_computation(tmp_path: Path) -> None:
    report, data = tmp_path / "lab.html", tmp_path / "lab.json"
    rounds = 6
    result = CliRunner().invoke(app, [
        "lab", "--ruleset", "duo", "--vary", "reverse_as_skip=false,true", "--options", json.dumps(SHORT),
        "--rounds", str(rounds), "--matches", str(rounds), "--skill-matches", "2", "--ismcts-matches", "2",
        "--ismcts", "easy", "--seed", "11", "--workers", "1", "--engine", "core", "--report", str(report),
        "--json", str(data),
    ])
    assert result.exit_code == 0, result.output
    out = json.loads(data.read_text(encoding="utf-8"))
    metrics = {m["key"]: m for m in out["metrics"]}
    assert [v["label"] for v in out["variants"]] == ["reverse_as_skip=false", "reverse_as_skip=true"]

    # every deal again, directly: seed derive_seed("unoduo-lab", seed, k), first seat k % 2
    direct: dict[str, list[list[float]]] = {key: [[], []] for key in
                                            ("turns", "first_player", "first_drafter", "blocked", "points",
                                             "leader_wins", "match_rounds", "skill:heuristic:random",
                                             "skill:easy:heuristic")}
    for v, flag in enumerate((False, True)):
        options = {**SHORT, "reverse_as_skip": flag}
        for k in range(rounds):
            m = direct_match(["heuristic", "heuristic"], options, derive_seed("unoduo-lab", 11, k), k % 2)
            direct["turns"][v].append(m["turns"])
            direct["first_player"][v].append(credit(m["first_turn"], m["round_winner"]))
            direct["first_drafter"][v].append(credit(m["p1"], m["round_winner"]))
            direct["blocked"][v].append(float(m["blocked"]))
            direct["points"][v].append(m["points"])
            direct["match_rounds"][v].append(m["rounds"])
            if m["leader"] is not None:
                direct["leader_wins"][v].append(0.5 if m["winner"] is None else float(m["winner"] == m["leader"]))
        for a, b in (("heuristic", "random"), ("easy", "heuristic")):
            for game in schedule([a, b], 2, 2, derive_seed(f"unoduo-lab-skill:{a}:{b}", 11)):
                m = direct_match(list(game.specs), options, game.seed, game.first)
                score = 0.5 if m["winner"] is None else 1.0 - game.sides[m["winner"]]
                direct[f"skill:{a}:{b}"][v].append(score)

    html_text = report.read_text(encoding="utf-8")
    assert set(metrics) == set(direct)
    for key, (base, other) in direct.items():
        metric = metrics[key]
        for v, values in enumerate((base, other)):
            got = metric["per_variant"][v]
            assert_estimate(got, values, metric["kind"], key)
        if key != "leader_wins":  # paired over the deals both variants define: here every deal
            diffs = [x - y for x, y in zip(other, base, strict=True)]
            assert metric["differences"][1]["value"] == pytest.approx(statistics.fmean(diffs), abs=1e-6), key
            assert metric["differences"][1]["n"] == len(diffs)
        # the HTML shows the same numbers, formatted
        from unoduo.lab.stats import Estimate

        for estimate in metric["per_variant"]:
            shown = format_value(_metric(metric), Estimate(estimate["value"], estimate["low"], estimate["high"],
                                                           estimate["n"]))
            assert shown in html_text, (key, shown)
        d = metric["differences"][1]
        assert format_difference(_metric(metric), Estimate(d["value"], d["low"], d["high"], d["n"])) in html_text
    command = re.sub(r"</?span>", "", html_text.split("<pre><code>", 1)[1].split("</code></pre>", 1)[0])
    assert command.startswith("unoduo lab --ruleset duo --vary reverse_as_skip=false,true --options")
    for name in ("variants", "differences", "skill", "turns"):
        png = tmp_path / f"lab-{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert html_text.count('src="data:image/png;base64,') == 4


def _metric(data: dict[str, Any]) -> Any:
    from unoduo.lab.study import Metric

    return Metric(data["key"], data["title"], data["kind"], data["note"], [])


def test_common_random_numbers_every_variant_plays_the_same_deals() -> None:
    settings = LabSettings(varies=(parse_vary("duo", "extra_cards=none,as_wild"),
                                   parse_vary("duo", "target_score=200,300")),
                           rounds=5, matches=2, skill=(SkillPair("heuristic", "random", 4),))
    variant_list = settings.check()
    tasks = plan(settings, variant_list)
    by_variant: dict[int, list[tuple[str, int, int, int, tuple[str, ...]]]] = {}
    for t in tasks:
        by_variant.setdefault(t.variant, []).append((t.kind, t.unit, t.seed, t.first, t.specs))
    assert len(by_variant) == 4
    assert all(deals == by_variant[0] for deals in by_variant.values())
    assert len({seed for _, _, seed, _, _ in by_variant[0]}) == 5 + 2  # 5 deals, 2 skill deals (4 matches)
    # variants whose rules agree on round 1 play identical round-1 games: every paired difference is exactly 0
    result = run_lab(LabSettings(varies=(parse_vary("duo", "target_score=60,61"),), agents=("heuristic",),
                                 rounds=4, matches=0, skill=(), workers=1, engine="core"))
    for metric in result.metrics:
        assert metric.values[0] == metric.values[1], metric.key
        diff = metric.differences[1]
        assert diff is not None and diff.value == 0 and diff.n == 4
    # the same deck and first seat reach every variant of a deal, even one with a different deck (extra wilds)
    per = {v.index: [t for t in tasks if t.variant == v.index] for v in variant_list}
    for t0, t1 in zip(per[0], per[3], strict=True):
        a = new_match("duo", seed=t0.seed, first=t0.first, options=variant_list[0].options)
        b = new_match("duo", seed=t1.seed, first=t1.first, options=variant_list[2].options)
        c = new_match("duo", seed=t1.seed, first=t1.first, options=variant_list[1].options)
        assert a.round_first == b.round_first == c.round_first
        assert a.round_decks == c.round_decks  # same deck size: the very same cards in the same order
        assert len(b.round_decks[0]) == len(a.round_decks[0]) + 4


@pytest.mark.parametrize(("args", "expected"), [
    (["--vary", "no_such_option=true"], ["unknown duo option 'no_such_option'", "reverse_as_skip (false|true"]),
    (["--vary", "reverse_as_skip=maybe"], ["bad value 'maybe'", "reverse_as_skip (false|true, default false)"]),
    (["--vary", "wd4_illegal_if=sometimes"], ["color_match|any_nonwild_playable|any_playable"]),
    (["--vary", "target_score=0,100"], ["bad value '0'", "target_score (integer >= 1, default 200)"]),
    (["--vary", "target_score=ten"], ["bad value 'ten'"]),
    (["--vary", "reverse_as_skip"], ["--vary needs name=value1,value2"]),
    (["--vary", "reverse_as_skip=true,true"], ["lists the value true twice"]),
    (["--vary", "reverse_as_skip=true", "--vary", "reverse_as_skip=false"], ["given more than once"]),
    (["--vary", "target_score=100,200", "--options", '{"target_score": 50}'], ["both fixed by --options"]),
    (["--ruleset", "classic", "--vary", "reverse_as_skip=true,false"],
     ["unknown classic option 'reverse_as_skip'", "stack_draw2 (false|true"]),
    (["--ruleset", "uno", "--vary", "x=1"], ["unknown ruleset 'uno'"]),
    (["--ruleset", "duo,classic", "--vary", "reverse_as_skip=false,true"],
     ["unknown classic option 'reverse_as_skip'"]),
    (["--ruleset", "duo,duo"], ["listed twice"]),
    (["--vary", "reverse_as_skip=false,true", "--skill-matches", "3"], ["even number"]),
    (["--vary", "reverse_as_skip=false,true", "--agents", "genius"], ["genius"]),
    (["--vary", "reverse_as_skip=false,true", "--backend", "slurm"], ["unknown backend 'slurm'"]),
    (["--vary", "reverse_as_skip=false,true", "--engine", "fast", "--agents", "heuristic"],
     ["the fast lane cannot run this lab"]),
    (["--vary", "jump_in=false,true", "--jump-in-chance", "1.5"], ["the jump-in chance must be a number from 0 to 1"]),
    (["--vary", "jump_in=false,true", "--jump-in-chance", "-0.1"], ["the jump-in chance must be a number from 0 to 1"]),
])
def test_bad_settings_are_refused_with_the_valid_values(tmp_path: Path, args: list[str], expected: list[str]) -> None:
    report = tmp_path / "lab.html"
    base = ["lab", "--rounds", "2", "--matches", "0", "--skill-matches", "0", "--ismcts-matches", "0",
            "--workers", "1", "--report", str(report)]
    result = CliRunner().invoke(app, [*base, *args])  # a later option overrides the base's
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    for text in expected:
        assert text in result.output, (text, result.output)
    assert not report.exists()


def test_report_path_problems_are_found_before_anything_is_played(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["lab", "--vary", "reverse_as_skip=false,true",
                                      "--report", str(tmp_path / "missing" / "lab.html")])
    assert result.exit_code == 2 and "cannot write" in result.output


@pytest.mark.parametrize("ruleset", sorted(SPECS))
def test_every_option_of_the_metadata_can_be_varied(ruleset: str) -> None:
    """New options in core/options.py work in the lab at once: each option's values parse and validate."""
    for spec in SPECS[ruleset]:
        if spec.type == "int":
            low = spec.minimum if spec.minimum is not None else 0
            words = [str(low), str(low + 1)]
        else:
            words = ["true" if v is True else "false" if v is False else str(v) for v in spec.allowed() or ()]
        vary = parse_vary(ruleset, f"{spec.name}={','.join(words)}")
        found = variants(ruleset, [vary])
        assert len(found) == len(words)
        for variant, word in zip(found, words, strict=True):
            assert variant.options == Options.for_ruleset(ruleset, {spec.name: vary.values[words.index(word)]}).of(
                ruleset)
    with pytest.raises(LabSettingsError):
        parse_vary(ruleset, "=true")


def test_paired_rate_difference_keeps_a_fair_width_when_every_pair_agrees() -> None:
    from unoduo.lab.stats import paired_rate_difference

    same = paired_rate_difference([1.0] * 6, [1.0] * 6)
    # Agresti-Min: 8 pairs after the pseudo-pairs, mean 0, second moment 1/8
    assert (same.value, same.n) == (0.0, 6)
    assert same.high == pytest.approx(Z95 * math.sqrt(1 / 8 / 8)) and same.low == pytest.approx(-same.high)
    big = paired_rate_difference([1.0] * 50 + [0.0] * 50, [1.0] * 40 + [0.0] * 60)
    assert big.value == pytest.approx(0.1) and 0 < big.low < 0.1 < big.high < 0.2
    assert paired_rate_difference([1.0, 1.0], [0.0, 0.0]).high == 1.0  # clipped


@pytest.mark.parametrize("module", ["unoduo.lab.variants", "unoduo.lab.stats"])
def test_doctests(module: str) -> None:
    import doctest
    import importlib

    assert doctest.testmod(importlib.import_module(module), report=True).failed == 0


@pytest.mark.parametrize("ruleset", sorted(SPECS))
def test_the_lab_plays_the_games_play_match_plays_under_every_option(ruleset: str) -> None:
    """Each bool or choice option at a non-default value: the lab's deal is play_match's match, round by round
    (so house rules with their own protocol, such as jump-ins, are played the same way)."""
    from unoduo.lab.simulate import play_deal
    from unoduo.sim.match import play_match

    for spec in SPECS[ruleset]:
        values = [v for v in spec.allowed() or () if v != spec.default][-1:]
        for value in values:
            options = {"target_score": 30, spec.name: value}
            players = 2 if ruleset == "duo" else 3
            specs = ["heuristic"] * players
            deal = play_deal(specs, ruleset, options, seed=5, first=1, whole_match=True)
            match = play_match(specs, ruleset, options, seed=5, first=1)
            assert deal.finished and deal.winner == match.winner, spec.name
            assert deal.scores == match.scores, spec.name
            assert [r.points for r in deal.rounds] == [r.points for r in match.rounds], spec.name
            assert [r.blocked for r in deal.rounds] == [r.blocked for r in match.rounds], spec.name


def test_a_lab_without_vary_reports_the_rules_as_given(tmp_path: Path) -> None:
    report = tmp_path / "one.html"
    result = CliRunner().invoke(app, ["lab", "--options", '{"target_score": 30}', "--rounds", "2", "--matches", "0",
                                      "--skill-matches", "0", "--ismcts-matches", "0", "--workers", "1",
                                      "--report", str(report)])
    assert result.exit_code == 0, result.output
    text = report.read_text(encoding="utf-8")
    assert "rules as given" in text and "Paired differences" not in text
    assert sorted(p.name for p in tmp_path.glob("*.png")) == ["one-turns.png", "one-variants.png"]


def test_both_rulesets_in_one_lab() -> None:
    """``--ruleset duo,classic``: every variant under each ruleset, on the same deal seeds; no draft in classic."""
    vary = parse_vary("duo,classic", "rebuild_shuffle=true,false")
    result = run_lab(LabSettings(ruleset="duo,classic", varies=(vary,), rounds=3, matches=0, skill=(), workers=1,
                                 engine="core"))
    assert [(v.ruleset, v.label) for v in result.variants] == [
        ("duo", "duo, rebuild_shuffle=true"), ("duo", "duo, rebuild_shuffle=false"),
        ("classic", "classic, rebuild_shuffle=true"), ("classic", "classic, rebuild_shuffle=false")]
    drafter = result.metric("first_drafter")
    assert [e.n for e in drafter.per_variant] == [3, 3, 0, 0]
    assert result.metric("turns").per_variant[2].n == 3
    direct = direct_match(["heuristic", "heuristic"], {"rebuild_shuffle": False}, derive_seed("unoduo-lab", 0, 1), 1)
    assert result.metric("turns").values[1][1] == direct["turns"]


@pytest.mark.parametrize(
    ("agents", "vary", "expected"),
    [
        (("random",), "jump_in=false,true", [
            "jump_in: the round measures' agents (random) never jump in, so a variant with jump_in=true plays the very "
            "games of the same variant without it (differences of 0 by construction); give --jump-in-chance above 0, "
            "or --agents heuristic, which jumps in whenever it may, to measure the rule"]),
        (("random", "heuristic"), "jump_in=false,true",
         ["jump_in: random never jump in; only the other seats of the round measures do"]),
        (("heuristic",), "jump_in=false,true", []),
        (("random",), "reverse_as_skip=false,true", []),
    ],
)
def test_a_jump_in_variant_nobody_plays_says_so(agents: tuple[str, ...], vary: str, expected: list[str]) -> None:
    from unoduo.lab.study import lab_notes

    settings = LabSettings(varies=(parse_vary("duo", vary),), agents=agents)
    assert lab_notes(settings, settings.check()) == expected


@pytest.mark.parametrize(("chance", "noted"), [(None, True), (0.0, True), (0.3, False), (1.0, False)])
def test_a_jump_in_chance_above_0_makes_random_agents_jump_in(chance: float | None, noted: bool) -> None:
    from unoduo.lab.study import lab_notes

    settings = LabSettings(varies=(parse_vary("duo", "jump_in=false,true"),), agents=("random",),
                           jump_in_chance=chance)
    assert bool(lab_notes(settings, settings.check())) is noted
    if chance == 0.0:
        assert "with --jump-in-chance 0" in lab_notes(settings, settings.check())[0]


# With an empty numba cache the fast lane's first use compiles its kernels (minutes of CPU): like the fast lane's
# own tests, this one runs on their xdist worker (``--dist loadgroup``), which compiles them once.
@pytest.mark.xdist_group("numba")
@pytest.mark.parametrize("engine", ["core", "fast"])
def test_with_a_jump_in_chance_the_jump_in_variant_plays_other_games(engine: str, tmp_path: Path) -> None:
    """On both engines the random agents jump in with the chance given: the jump_in variant's deals differ from
    the baseline's (without the chance they are the same games), and the report, the JSON and the command to
    play it again carry the chance."""
    report, data = tmp_path / "lab.html", tmp_path / "lab.json"
    result = CliRunner().invoke(app, [
        "lab", "--ruleset", "classic", "--players", "3", "--vary", "jump_in=false,true", "--options",
        json.dumps(SHORT), "--agents", "random", "--jump-in-chance", "1", "--rounds", "12", "--matches", "0",
        "--skill-matches", "0", "--ismcts-matches", "0", "--workers", "1", "--engine", engine,
        "--report", str(report), "--json", str(data),
    ])
    assert result.exit_code == 0, result.output
    assert "note:" not in result.output
    out = json.loads(data.read_text(encoding="utf-8"))
    assert out["jump_in_chance"] == 1.0 and out["notes"] == [] and out["engine"] == engine
    turns = {m["key"]: m for m in out["metrics"]}["turns"]
    assert turns["per_variant"][0]["value"] != turns["per_variant"][1]["value"]
    page = report.read_text(encoding="utf-8")
    assert "jump-in chance (H13)" in page and "--jump-in-chance</span> <span>1<" in page
    settings = LabSettings(ruleset="classic", players=3, varies=(parse_vary("classic", "jump_in=false,true"),),
                           fixed=dict(SHORT), agents=("random",), rounds=12, matches=0, skill=(), workers=1,
                           engine=engine)
    without = run_lab(settings)
    assert without.deals["rounds"][0] == without.deals["rounds"][1]  # no chance: random never jumps in


def test_the_jump_in_note_reaches_the_terminal_the_report_and_the_json(tmp_path: Path) -> None:
    report, data = tmp_path / "lab.html", tmp_path / "lab.json"
    result = CliRunner().invoke(app, [
        "lab", "--vary", "jump_in=false,true", "--options", json.dumps(SHORT), "--agents", "random",
        "--rounds", "4", "--matches", "0", "--skill-matches", "0", "--ismcts-matches", "0", "--workers", "1",
        "--engine", "core", "--report", str(report), "--json", str(data),
    ])
    assert result.exit_code == 0, result.output
    assert "note: jump_in: the round measures' agents (random) never jump in" in result.output
    notes = json.loads(data.read_text(encoding="utf-8"))["notes"]
    assert len(notes) == 1 and notes[0].startswith("jump_in: the round measures' agents (random) never jump in")
    assert "differences of 0 by construction" in report.read_text(encoding="utf-8")
