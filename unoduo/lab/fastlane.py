"""The lab's hook into the fast lane (``unoduo.fast``, numba), used when it is installed and the agents allow it.

The fast lane plays simple policies (``random``, ``greedy``) inside compiled loops; the search and heuristic
bots run on the core only. So a lab goes on the fast lane only when every seat of its round measures plays a
policy the fast lane has, and its skill pairs (heuristic, ismcts) always stay on the core.

The interface this module expects from ``unoduo.fast`` (one function)::

    lab_deals(ruleset: str, options: dict, players: int, policies: tuple[str, ...],
              seeds: Sequence[int], firsts: Sequence[int], whole_match: Sequence[bool])
        -> list[unoduo.lab.simulate.DealResult]

playing deal i with match seed ``seeds[i]`` and first seat ``firsts[i]``, round 1 only unless
``whole_match[i]``, and summarizing each round as :class:`~unoduo.lab.simulate.RoundSummary` does (turns
counted at turn and volley decisions). As long as ``unoduo.fast`` lacks it, every lab runs on the core.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .simulate import DealResult, DealTask

if TYPE_CHECKING:
    from .study import LabSettings
    from .variants import Variant

#: Agent specs the fast lane plays as compiled policies.
FAST_POLICIES = frozenset(("random", "greedy"))


def _lab_deals() -> Callable[..., list[DealResult]] | None:
    try:
        module = importlib.import_module("unoduo.fast")
    except ImportError:
        return None
    found = getattr(module, "lab_deals", None)
    return found if callable(found) else None


def fast_lane_problem(settings: LabSettings) -> str | None:
    """Why the fast lane cannot play this lab's round measures, or None if it can."""
    others = sorted({a for a in settings.seat_agents() if a.strip().lower() not in FAST_POLICIES})
    if others:
        return (f"it plays only the policies {', '.join(sorted(FAST_POLICIES))}, not {', '.join(others)} "
                f"(use --engine core or --agents random)")
    if _lab_deals() is None:
        return "unoduo.fast with lab_deals() is not installed in this version of unoduo"
    return None


def run_fast(
    settings: LabSettings,
    variants: Sequence[Variant],
    tasks: Sequence[DealTask],
    run_core: Callable[[Sequence[DealTask]], list[DealResult]],
    progress: Callable[[str, int], None] | None = None,
) -> list[DealResult]:  # pragma: no cover - runs only once unoduo.fast provides lab_deals
    """Play the ``rounds`` deals on the fast lane, variant by variant, and the rest with ``run_core``; the
    results come back in task order."""
    lab_deals = _lab_deals()
    assert lab_deals is not None
    results: dict[int, DealResult] = {}
    core = [i for i, t in enumerate(tasks) if t.kind != "rounds"]
    for i, deal in zip(core, run_core([tasks[i] for i in core]), strict=True):
        results[i] = deal
    for variant in variants:
        mine = [i for i, t in enumerate(tasks) if t.kind == "rounds" and t.variant == variant.index]
        options: dict[str, Any] = variant.options
        played = lab_deals(variant.ruleset, options, settings.players, settings.seat_agents(),
                           [tasks[i].seed for i in mine], [tasks[i].first for i in mine],
                           [tasks[i].whole_match for i in mine])
        for i, deal in zip(mine, played, strict=True):
            results[i] = deal
        if progress:
            progress("rounds", len(mine))
    return [results[i] for i in range(len(tasks))]
