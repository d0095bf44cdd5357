"""What a finished round and a finished match gave each seat: values that records, positions and views carry."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What one finished round gave each seat (docs/records.md ``rounds``)."""

    points: tuple[int, ...]
    out: int | None
    blocked: bool

    def to_dict(self) -> dict[str, Any]:
        return {"points": list(self.points), "out": self.out, "blocked": self.blocked}


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The outcome of a finished match (python-chess's Outcome): final totals, winner (None: a draw)."""

    scores: tuple[int, ...]
    winner: int | None
    rounds: tuple[RoundResult, ...]
