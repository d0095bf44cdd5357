"""Simulation: single matches between agents and reproducible round-robin tournaments (local pool or Ray)."""

from .match import AgentError, MatchOutcome, derive_seed, play_match, seat_seed
from .stats import elo_ratings, wilson
from .tournament import (
    AgentResult,
    PairResult,
    ScheduledGame,
    TournamentResult,
    run_tournament,
    schedule,
    write_plot,
)

__all__ = [
    "AgentError", "AgentResult", "MatchOutcome", "PairResult", "ScheduledGame", "TournamentResult",
    "derive_seed", "elo_ratings", "play_match", "run_tournament", "schedule", "seat_seed", "wilson", "write_plot",
]
