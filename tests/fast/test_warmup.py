"""The first call on an empty numba cache (unoduo.fast.warmup): the interpreted kernels play the compiled kernels'
games exactly, a job that starts interpreted and goes on compiled gets a warm run's sums, a cold kernel is
refused before it runs, and the lock file tells whether a background compile is under way."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
from numba import njit

from unoduo.core import Options
from unoduo.fast import engine as E
from unoduo.fast import warmup
from unoduo.fast.caching import CompileRefused, load_interpreted, refuse_compiles
from unoduo.fast.options import POLICIES, fast_options, jump_chance
from unoduo.fast.simulate import sample_records, simulate

from .test_differential import CONFIGS, _name

pytestmark = pytest.mark.xdist_group("numba")

_PYTHON = load_interpreted(E.__name__)
#: Rounds per policy: uniform's rounds are long (draw is always legal), and interpreted they take seconds.
_ROUNDS = {"random": 12, "greedy": 12, "uniform": 2}


def _play(engine: Any, ruleset: str, players: int, options: dict[str, Any], policy: str, chance: float | None,
          logging_on: bool) -> tuple[np.ndarray, ...]:
    opts = fast_options(ruleset, players, Options.for_ruleset(ruleset, options), logging=2 if logging_on else 0)
    st = E.new_state(1, players, 1 << 14 if logging_on else 0)
    stats = np.zeros(E.NUM_STATS, dtype=np.int64)
    with np.errstate(over="ignore"):
        engine.seed_lanes(st, np.array([12345], dtype=np.uint64))
        engine.reset_lanes(st, opts, np.zeros(1, dtype=np.int64))
        if logging_on:
            engine.run_matches(st, opts, 0, POLICIES[policy], 1, jump_chance(chance))
        else:
            engine.run_rounds(st, opts, 0, POLICIES[policy], _ROUNDS[policy], stats, jump_chance(chance))
    return (*st, stats)


@pytest.mark.parametrize("config", CONFIGS, ids=[_name(c) for c in CONFIGS])
def test_the_interpreted_kernels_play_the_compiled_games(config: tuple[str, int, dict[str, Any]]) -> None:
    """Every array of the lane and the statistics, after a few rounds of each policy, and the whole log (legal
    lists included) of a recorded match: the same, interpreted and compiled."""
    ruleset, players, options = config
    for policy in POLICIES:
        for logging_on in (False, True) if policy != "uniform" else (False,):
            compiled = _play(E, ruleset, players, options, policy, None, logging_on)
            interpreted = _play(_PYTHON, ruleset, players, options, policy, None, logging_on)
            for k, (a, b) in enumerate(zip(compiled, interpreted, strict=True)):
                assert a.dtype == b.dtype and np.array_equal(a, b), (policy, logging_on, k)


@pytest.mark.parametrize("ruleset, players", [("duo", 2), ("classic", 4)])
def test_interpreted_jump_ins_play_the_compiled_games(ruleset: str, players: int) -> None:
    options = {"jump_in": True, "seven_o": True, "stack_draw4": True}
    for policy, chance in (("greedy", None), ("random", 0.5), ("uniform", 1.0)):
        compiled = _play(E, ruleset, players, options, policy, chance, False)
        interpreted = _play(_PYTHON, ruleset, players, options, policy, chance, False)
        for a, b in zip(compiled, interpreted, strict=True):
            assert np.array_equal(a, b), policy


class _Compile:
    """A stand-in for the background compile's process: done after ``polls`` looks."""

    def __init__(self, polls: int) -> None:
        self.polls = polls

    def poll(self) -> int | None:
        self.polls -= 1
        return 0 if self.polls < 0 else None

    def wait(self) -> int:
        self.polls = -1
        return 0


@contextmanager
def _cold() -> Iterator[None]:
    raise CompileRefused("seed_lanes")
    yield  # pragma: no cover


def test_a_job_that_starts_interpreted_and_goes_on_compiled_gets_a_warm_runs_numbers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    settings: dict[str, Any] = {"players": 4, "policy": "greedy", "seed": 3, "block_rounds": 700}
    warm = simulate("classic", 1500, **settings)
    started: list[tuple[str, ...]] = []
    monkeypatch.setattr(warmup, "refuse_compiles", _cold)
    monkeypatch.setattr(warmup, "compile_running", lambda: False)
    monkeypatch.setattr(warmup, "start_compile", lambda jobs: started.append(jobs) or _Compile(3))
    events: list[str] = []
    kernels = warmup.Kernels(("simulate", "records"), lambda event, kernel: events.append(event))
    parts: list[int] = []
    first = simulate("classic", 1500, **settings, kernels=kernels, progress=parts.append)
    assert first.sums == warm.sums
    assert started == [("simulate", "records")]
    assert events == ["interpreted", "compiled"]
    # Blocks of 700, 700 and 100 rounds; the compile ends at the fourth look, before block 0's second part.
    assert warmup.INTERPRETED_ROUNDS == 200 and parts == [200, 200, 300, 700, 100]
    records = sample_records("classic", 4, {}, "greedy", 3, 2, kernels=kernels)
    assert [r.to_json() for r in records] == [r.to_json() for r in sample_records("classic", 4, {}, "greedy", 3, 2)]


def test_a_job_too_long_to_play_interpreted_waits_for_the_compile(monkeypatch: pytest.MonkeyPatch) -> None:
    warm = simulate("duo", 900, seed=5, block_rounds=500)
    monkeypatch.setattr(warmup, "refuse_compiles", _cold)
    monkeypatch.setattr(warmup, "compile_running", lambda: False)
    monkeypatch.setattr(warmup, "start_compile", lambda jobs: _Compile(10**9))
    monkeypatch.setattr(warmup, "COMPILE_SECONDS", 0.0)
    events: list[str] = []
    parts: list[int] = []
    kernels = warmup.Kernels(("simulate",), lambda event, kernel: events.append(event))
    assert simulate("duo", 900, seed=5, block_rounds=500, kernels=kernels, progress=parts.append).sums == warm.sums
    assert events == ["interpreted", "waiting", "compiled"]
    assert parts == [200, 300, 400]


def test_records_played_interpreted_are_the_compiled_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(warmup, "refuse_compiles", _cold)
    monkeypatch.setattr(warmup, "compile_running", lambda: True)  # someone else compiles: start nothing
    monkeypatch.setattr(warmup, "start_compile", lambda jobs: pytest.fail("a second compile started"))
    kernels = warmup.Kernels(("records",))
    monkeypatch.setattr(kernels, "_compile_done", lambda: False)
    records = sample_records("duo", 2, {"target_score": 60}, "random", 9, 3, kernels=kernels)
    assert kernels.interpreted
    assert [r.to_json() for r in records] == [
        r.to_json() for r in sample_records("duo", 2, {"target_score": 60}, "random", 9, 3)]


def test_a_kernel_the_cache_lacks_is_refused_before_it_runs_and_compiles_later() -> None:
    calls: list[int] = []

    @njit
    def add_one(x: int) -> int:
        return x + 1

    with pytest.raises(CompileRefused, match="add_one"), refuse_compiles():
        calls.append(add_one(1))
    assert calls == []
    assert add_one(1) == 2
    with refuse_compiles():  # compiled now: runs
        assert add_one(2) == 3


def test_the_lock_file_says_whether_a_compile_is_under_way() -> None:
    assert not warmup.compile_running()
    with warmup._locked(wait=True) as held:
        assert held
        assert warmup.compile_running()
    assert not warmup.compile_running()
