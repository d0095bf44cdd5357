"""Agents by name: ``make_agent("ismcts:200")`` builds a player from a short text spec.

Specs (whitespace around them is ignored):

==================  ==========================================================================
``random``          :class:`~unoduo.agents.random_agent.RandomAgent`
``easy``            ``EasyAgent`` (``unoduo/agents/easy.py``)
``heuristic``       ``HeuristicAgent`` (``unoduo/agents/heuristic.py``)
``ismcts``          ``ISMCTSAgent()`` with its default budget (``unoduo/agents/ismcts.py``)
``ismcts:200``      ``ISMCTSAgent(iterations=200)``: 200 iterations per decision
``ismcts:100ms``    ``ISMCTSAgent(time_ms=100)``: 100 milliseconds per decision (``2s`` = 2000 ms)
``ismcts-fast``     the same search with its playouts compiled on the fast lane (``playouts="fast"``,
                    ``unoduo/fast/search.py``; same budgets: ``ismcts-fast:100ms``); without numba, or
                    under house rules the fast lane does not play, it uses the core playouts
``learned``         ``LearnedAgent``: the shipped policy network, one forward pass in numpy
                    (``unoduo/net/agent.py``); a game it was not trained for goes to ``expert``
``medium``          difficulty preset: ``heuristic``
``hard``            difficulty preset: ``ismcts:300``
``expert``          difficulty preset: ``ismcts:1500``
``master``          difficulty preset: ``learned``
==================  ==========================================================================

Agent modules are imported only when an agent of theirs is made, so a missing or broken optional agent never
stops the others from working. Every bad spec raises :class:`ValueError` with a message meant for a user.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from .base import Agent

# name -> (module, class, whether it takes a search budget)
_BUILTIN: Final[dict[str, tuple[str, str, bool]]] = {
    "random": ("unoduo.agents.random_agent", "RandomAgent", False),
    "easy": ("unoduo.agents.easy", "EasyAgent", False),
    "heuristic": ("unoduo.agents.heuristic", "HeuristicAgent", False),
    "ismcts": ("unoduo.agents.ismcts", "ISMCTSAgent", True),
    "ismcts-fast": ("unoduo.agents.ismcts", "fast_ismcts", True),
    "learned": ("unoduo.net.agent", "LearnedAgent", False),
}

#: Difficulty presets: each stands for a plain spec.
PRESETS: Final[dict[str, str]] = {
    "medium": "heuristic",
    "hard": "ismcts:300",
    "expert": "ismcts:1500",
    "master": "learned",
}

# Agents registered at run time (tests, experiments): name -> factory taking no arguments.
_EXTRA: dict[str, Callable[[], Agent]] = {}

_NAME = re.compile(r"[a-z][a-z0-9_-]*")
_ITERATIONS = re.compile(r"[0-9]+")
_TIME = re.compile(r"([0-9]+(?:\.[0-9]*)?|\.[0-9]+)(ms|s)")


@dataclass(frozen=True, slots=True)
class AgentSpec:
    """A parsed spec: the agent's name and its budget (at most one of ``iterations`` and ``time_ms``)."""

    name: str
    iterations: int | None = None
    time_ms: float | None = None


def agent_names() -> list[str]:
    """Every name :func:`make_agent` accepts (without budgets), sorted."""
    return sorted({*_BUILTIN, *PRESETS, *_EXTRA})


def parse_spec(spec: str) -> AgentSpec:
    """Check a spec and resolve presets, without importing any agent module. Raises ValueError."""
    if not isinstance(spec, str):
        raise ValueError(f"an agent spec must be a string, not {spec!r}")
    text = spec.strip()
    if not text:
        raise ValueError("empty agent spec; known agents: " + ", ".join(agent_names()))
    name, sep, budget = text.partition(":")
    name = name.strip().lower()
    if name in PRESETS:
        if sep:
            raise ValueError(f"agent spec {spec!r}: the preset {name!r} takes no budget (it is {PRESETS[name]!r})")
        return parse_spec(PRESETS[name])
    if name not in _BUILTIN and name not in _EXTRA:
        raise ValueError(f"unknown agent {name!r} in spec {spec!r}; known agents: " + ", ".join(agent_names()))
    takes_budget = name in _BUILTIN and _BUILTIN[name][2]
    if not sep:
        return AgentSpec(name)
    if not takes_budget:
        raise ValueError(
            f"agent spec {spec!r}: {name!r} takes no budget (only ismcts and ismcts-fast do, e.g. 'ismcts:200')"
        )
    budget = budget.strip().lower()
    if _ITERATIONS.fullmatch(budget):
        iterations = int(budget)
        if iterations < 1:
            raise ValueError(f"agent spec {spec!r}: the iteration budget must be at least 1, not {iterations}")
        return AgentSpec(name, iterations=iterations)
    match = _TIME.fullmatch(budget)
    if match:
        value = float(match.group(1)) * (1000.0 if match.group(2) == "s" else 1.0)
        if not value > 0:
            raise ValueError(f"agent spec {spec!r}: the time budget must be more than 0 ms")
        return AgentSpec(name, time_ms=value)
    raise ValueError(
        f"agent spec {spec!r}: bad budget {budget!r}; expected a number of iterations ('ismcts:200') "
        "or a time per decision ('ismcts:100ms', 'ismcts:2s')"
    )


def make_agent(spec: str) -> Agent:
    """Build the agent a spec names (see the module docstring). Raises ValueError for a bad spec."""
    parsed = parse_spec(spec)
    if parsed.name in _EXTRA:
        return _EXTRA[parsed.name]()
    module_name, class_name, takes_budget = _BUILTIN[parsed.name]
    try:
        module = importlib.import_module(module_name)
        cls: Any = getattr(module, class_name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"agent {parsed.name!r} is not available: {exc}") from exc
    if not takes_budget:
        agent: Agent = cls()
    elif parsed.iterations is not None:
        agent = cls(iterations=parsed.iterations)
    elif parsed.time_ms is not None:
        agent = cls(time_ms=parsed.time_ms)
    else:
        agent = cls()
    return agent


def register_agent(name: str, factory: Callable[[], Agent]) -> None:
    """Make ``name`` a spec for agents built by ``factory()`` (no budget), in this process only.

    Worker processes started by ``fork`` inherit it; a Ray cluster or a ``spawn`` pool does not.
    """
    if not _NAME.fullmatch(name) or name in _BUILTIN or name in PRESETS:
        raise ValueError(f"cannot register an agent named {name!r}")
    _EXTRA[name] = factory


def unregister_agent(name: str) -> None:
    _EXTRA.pop(name, None)
