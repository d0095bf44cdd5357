"""What a lab is asked to do: :class:`LabSettings` (the ruleset, the varied options, the agents, how much to
play, where) and its :class:`SkillPair` matches, checked as a whole before anything is played.

Kept apart from :mod:`unoduo.lab.study`, which runs a lab, so that the parts a study calls (the fast lane's
planner, :mod:`unoduo.lab.fastlane`) read the settings without importing the study.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from unoduo.agents.registry import make_agent
from unoduo.core import DUO, Options, new_match
from unoduo.core.errors import UnoduoError
from unoduo.sim.stats import is_probability
from unoduo.sim.tournament import BACKENDS

from .variants import LabSettingsError, Variant, Vary, rulesets_of, variants

ENGINES = ("auto", "core", "fast")


@dataclass(frozen=True, slots=True)
class SkillPair:
    """Agent ``a`` against agent ``b`` for ``matches`` matches (even: each deal twice, seats swapped)."""

    a: str
    b: str
    matches: int

    @property
    def key(self) -> str:
        return f"skill:{self.a}:{self.b}"


@dataclass(frozen=True, slots=True)
class LabSettings:
    """Everything a lab needs; :meth:`check` validates it all before anything is played."""

    ruleset: str = DUO
    varies: tuple[Vary, ...] = ()
    fixed: dict[str, Any] = field(default_factory=dict)
    players: int = 2
    agents: tuple[str, ...] = ("heuristic",)
    rounds: int = 1000
    matches: int = 200
    skill: tuple[SkillPair, ...] = (SkillPair("heuristic", "random", 100), SkillPair("ismcts:100", "heuristic", 10))
    seed: int = 0
    workers: int | None = None
    backend: str = "local"
    address: str | None = None
    engine: str = "auto"
    #: H13: the chance that a seat of the round measures jumps in when it may (``offer_jump_ins``); None: each
    #: agent's own rule (random never does, the heuristic and the search whenever they may).
    jump_in_chance: float | None = None

    def seat_agents(self) -> tuple[str, ...]:
        """The agent of every seat (one spec given: every seat plays it)."""
        return self.agents * self.players if len(self.agents) == 1 else self.agents

    def check(self) -> list[Variant]:
        """Validate the settings; returns the variants. LabSettingsError (a ValueError) for anything wrong."""
        if self.backend not in BACKENDS:
            raise LabSettingsError(f"unknown backend {self.backend!r}; expected one of {', '.join(BACKENDS)}")
        if self.engine not in ENGINES:
            raise LabSettingsError(f"unknown engine {self.engine!r}; expected one of {', '.join(ENGINES)}")
        if self.address is not None and self.backend != "ray":
            raise LabSettingsError("an address is only for the ray backend")
        if self.workers is not None and self.workers < 1:
            raise LabSettingsError(f"workers must be at least 1, not {self.workers}")
        for name, value in (("rounds", self.rounds), ("matches", self.matches)):
            if type(value) is not int or value < 0:
                raise LabSettingsError(f"{name} must be a whole number >= 0, not {value!r}")
        if self.rounds < 1:
            raise LabSettingsError("rounds must be at least 1")
        chance = self.jump_in_chance
        if chance is not None and not is_probability(chance):
            raise LabSettingsError(f"the jump-in chance must be a number from 0 to 1, not {chance!r}")
        try:
            for ruleset in rulesets_of(self.ruleset):
                Options.for_ruleset(ruleset, self.fixed)
                new_match(ruleset, players=self.players, seed=0, first=0)
        except UnoduoError as exc:
            raise LabSettingsError(exc.message) from None
        if len(self.agents) not in (1, self.players):
            raise LabSettingsError(f"give one agent for every seat or {self.players} (one per seat), "
                                   f"not {len(self.agents)}")
        for pair in self.skill:
            if pair.matches < 0 or pair.matches % 2:
                raise LabSettingsError(f"{pair.a} vs {pair.b}: matches must be an even number >= 0 (each deal is "
                                       f"played twice, seats swapped), not {pair.matches}")
        for spec in {*self.agents, *(p.a for p in self.skill), *(p.b for p in self.skill)}:
            make_agent(spec)  # ValueError naming the known agents
        return variants(self.ruleset, self.varies, self.fixed)
