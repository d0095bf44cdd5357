"""The lab's hook into the fast lane (``unoduo.fast``, numba), used when it is installed and the agents allow it.

The fast lane plays compiled policies inside compiled loops; the search and heuristic bots run on the core
only. So a lab's round measures (round 1 of every deal, and the matches played on from them) go on the fast
lane only when every seat plays an agent the fast lane plays the same way (:data:`FAST_POLICIES`: the core's
``random`` agent is its ``uniform`` policy); its skill pairs (heuristic, ismcts) always stay on the core.

The choice is made **per variant**: a variant with a rule option the fast lane does not play yet
(``unoduo.fast.options.UNSUPPORTED``, refused with ``UnsupportedOptionError``) plays its round measures on the
core, and :func:`plan_engines` says why (``unoduo lab`` prints it). As the fast lane learns an option, the
variants using it move to the fast lane by themselves.

The interface this module uses from ``unoduo.fast`` (:func:`unoduo.fast.lab.lab_deals`)::

    lab_deals(ruleset: str, options: dict, players: int, policies: tuple[str, ...],
              seeds: Sequence[int], firsts: Sequence[int], whole_match: Sequence[bool], *, progress=None,
              jumpers=None)
        -> list[unoduo.lab.simulate.DealResult]

playing deal i with match seed ``seeds[i]`` and first seat ``firsts[i]``, round 1 only unless
``whole_match[i]``, and summarizing each round as :class:`~unoduo.lab.simulate.RoundSummary` does (turns
counted at turn and volley decisions); ``progress(n)`` as n more deals finish; ``jumpers[s]``: the chance that
seat s jumps in when it may (H13; the lab's ``--jump-in-chance``).
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .simulate import DealResult, DealTask

if TYPE_CHECKING:
    from .settings import LabSettings
    from .variants import Variant

#: Agent specs the fast lane plays as compiled policies (``unoduo.fast.lab.LAB_POLICIES``). Its ``greedy``
#: policy has no core agent, so a lab (whose agents are core agents) cannot ask for it.
FAST_POLICIES = frozenset(("random",))


def _lab_deals() -> Callable[..., list[DealResult]] | None:
    try:
        module = importlib.import_module("unoduo.fast")
    except ImportError:
        return None
    found = getattr(module, "lab_deals", None)
    return found if callable(found) else None


def fast_lane_problem(settings: LabSettings) -> str | None:
    """Why the fast lane cannot play this lab's round measures at all, or None if it can."""
    others = sorted({a for a in settings.seat_agents() if a.strip().lower() not in FAST_POLICIES})
    if others:
        return (f"it plays only the agent {', '.join(sorted(FAST_POLICIES))}, not {', '.join(others)} "
                f"(use --agents random)")
    if _lab_deals() is None:
        return "unoduo.fast (numba, numpy) is not installed: pip install 'unoduo[fast]'"
    return None


def variant_problem(variant: Variant, players: int) -> str | None:
    """Why the fast lane cannot play this variant (a rule option it does not play yet), or None if it can."""
    from unoduo.fast import UnsupportedOptionError, fast_options

    try:
        fast_options(variant.ruleset, players, variant.options)
    except UnsupportedOptionError as exc:
        return f"the fast lane does not play the {variant.ruleset} option {exc.option!r} yet"
    return None


@dataclass(frozen=True, slots=True)
class EnginePlan:
    """Where each variant's round measures are played (``engines[i]``: "fast" or "core") and why any of them
    is not on the fast lane (``notes``, one line each, for the terminal and the report)."""

    engines: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def name(self) -> str:
        """``fast``, ``core``, or ``fast (V0, V2) and core (V1)`` when the variants are split."""
        kinds = set(self.engines)
        if len(kinds) == 1:
            return self.engines[0]
        return " and ".join(f"{e} ({', '.join(f'V{i}' for i, x in enumerate(self.engines) if x == e)})"
                            for e in ("fast", "core"))


def plan_engines(settings: LabSettings, variants: Sequence[Variant]) -> EnginePlan:
    """Where each variant plays: ``--engine core`` everything on the core; ``auto`` the fast lane wherever it
    can; ``fast`` the fast lane, or LabSettingsError if it cannot play some variant."""
    from .variants import LabSettingsError

    if settings.engine == "core":
        return EnginePlan(("core",) * len(variants), ())
    problem = fast_lane_problem(settings)
    if problem is not None:
        if settings.engine == "fast":
            raise LabSettingsError(f"the fast lane cannot run this lab: {problem}")
        return EnginePlan(("core",) * len(variants), (f"core: the fast lane cannot run this lab: {problem}",))
    engines, notes = [], []
    for variant in variants:
        why = variant_problem(variant, settings.players)
        if why is not None and settings.engine == "fast":
            raise LabSettingsError(f"the fast lane cannot run variant V{variant.index} ({variant.label}): {why} "
                                   f"(use --engine auto to play it on the core)")
        engines.append("core" if why else "fast")
        if why:
            notes.append(f"V{variant.index} ({variant.label}) on the core: {why}")
    return EnginePlan(tuple(engines), tuple(notes))


#: Deals per piece of fast-lane work sent to a worker process (at least; fewer pieces than workers otherwise).
FAST_PIECE = 5000


def _play_piece(job: tuple[tuple[Any, ...], dict[str, Any]]) -> list[DealResult]:
    """One piece of fast-lane work (what a worker process runs)."""
    lab_deals = _lab_deals()
    assert lab_deals is not None
    args, kwargs = job
    return lab_deals(*args, **kwargs)


def run_fast(
    settings: LabSettings,
    variants: Sequence[Variant],
    tasks: Sequence[DealTask],
    run_core: Callable[[Sequence[DealTask]], list[DealResult]],
    engines: Sequence[str],
    progress: Callable[[str, int], None] | None = None,
    workers: int = 1,
) -> list[DealResult]:
    """Play the ``rounds`` deals of the variants whose engine is ``fast`` on the fast lane, and everything else
    with ``run_core``; the results come back in task order.

    With ``workers`` > 1 and enough deals, the fast deals are cut into pieces played on a pool of processes
    forked after this process has compiled the fast lane's loop (so no worker compiles it again); the results do
    not depend on the number of workers, since every deal is seeded by its own match seed."""
    lab_deals = _lab_deals()
    assert lab_deals is not None
    results: dict[int, DealResult] = {}
    fast = {v.index for v in variants if engines[v.index] == "fast"}
    core = [i for i, t in enumerate(tasks) if t.kind != "rounds" or t.variant not in fast]
    for i, deal in zip(core, run_core([tasks[i] for i in core]), strict=True):
        results[i] = deal
    pieces: list[tuple[list[int], tuple[Any, ...]]] = []
    # --jump-in-chance: every seat of the round measures jumps in with it (None: the agents' own rule)
    chance = settings.jump_in_chance
    kwargs: dict[str, Any] = {} if chance is None else {"jumpers": [float(chance)] * settings.players}
    for variant in variants:
        if variant.index not in fast:
            continue
        mine = [i for i, t in enumerate(tasks) if t.kind == "rounds" and t.variant == variant.index]
        size = max(FAST_PIECE, math.ceil(len(mine) / max(1, workers))) if workers > 1 else len(mine)
        for at in range(0, len(mine), size):
            part = mine[at: at + size]
            pieces.append((part, (variant.ruleset, variant.options, settings.players, settings.seat_agents(),
                                  [tasks[i].seed for i in part], [tasks[i].first for i in part],
                                  [tasks[i].whole_match for i in part])))

    def advance(n: int) -> None:
        if progress:
            progress("rounds", n)

    fork = "fork" in multiprocessing.get_all_start_methods()
    if workers > 1 and len(pieces) > 1 and fork:
        lab_deals(*pieces[0][1][:4], [0], [0], [False])  # compile here, before the workers are forked
        with ProcessPoolExecutor(max_workers=min(workers, len(pieces)),
                                 mp_context=multiprocessing.get_context("fork")) as pool:
            futures = {pool.submit(_play_piece, (args, kwargs)): part for part, args in pieces}
            try:
                for future in as_completed(futures):
                    part = futures[future]
                    for i, deal in zip(part, future.result(), strict=True):
                        results[i] = deal
                    advance(len(part))
            except BaseException:
                for future in futures:
                    future.cancel()
                raise
    else:
        for part, args in pieces:
            for i, deal in zip(part, lab_deals(*args, progress=advance, **kwargs), strict=True):
                results[i] = deal
    return [results[i] for i in range(len(tasks))]
