"""PettingZoo environments for classic UNO (2-10 players): ``classic_v0.env(players=4)``.

``env()`` / ``raw_env()`` are the turn-based AEC form, ``parallel_env()`` the ParallelEnv form
(:mod:`unoduo.rl.parallel`: every agent sends an action each step, only the acting seat's is applied).
"""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .aec import UnoAECEnv
from .parallel import UnoParallelEnv


def raw_env(players: int = 2, **kwargs: Any) -> UnoAECEnv:
    """The unwrapped AEC environment; keyword arguments as :class:`unoduo.rl.aec.UnoAECEnv`."""
    return UnoAECEnv("classic", players, **kwargs)


def env(players: int = 2, **kwargs: Any) -> Any:
    """:func:`raw_env` behind PettingZoo's OrderEnforcingWrapper (errors for step before reset, etc.)."""
    return wrappers.OrderEnforcingWrapper(raw_env(players, **kwargs))


def parallel_env(players: int = 2, **kwargs: Any) -> UnoParallelEnv:
    """The ParallelEnv form; keyword arguments as :func:`raw_env`."""
    return UnoParallelEnv("classic", players, **kwargs)
