"""Players that decide from a seat's view only (never from the full state)."""

from .base import Agent
from .easy import EasyAgent
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent"]
__all__ += ["EasyAgent", "HeuristicAgent"]
