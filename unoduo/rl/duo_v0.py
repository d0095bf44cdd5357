"""PettingZoo environments for UNO Duo (2 players): ``from unoduo.rl import duo_v0; env = duo_v0.env()``.

``env()`` / ``raw_env()`` are the turn-based AEC form, ``parallel_env()`` the ParallelEnv form
(:mod:`unoduo.rl.parallel`: every agent sends an action each step, only the acting seat's is applied).
"""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .aec import UnoAECEnv
from .parallel import UnoParallelEnv


def _no_players(kwargs: dict[str, Any]) -> dict[str, Any]:
    if "players" in kwargs and kwargs["players"] != 2:
        raise ValueError(f"UNO Duo is for exactly 2 players, not {kwargs['players']!r}")
    return {k: v for k, v in kwargs.items() if k != "players"}


def raw_env(**kwargs: Any) -> UnoAECEnv:
    """The unwrapped AEC environment; keyword arguments as :class:`unoduo.rl.aec.UnoAECEnv` (no ``players``)."""
    return UnoAECEnv("duo", 2, **_no_players(kwargs))


def env(**kwargs: Any) -> Any:
    """:func:`raw_env` behind PettingZoo's OrderEnforcingWrapper (errors for step before reset, etc.)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


def parallel_env(**kwargs: Any) -> UnoParallelEnv:
    """The ParallelEnv form; keyword arguments as :func:`raw_env`."""
    return UnoParallelEnv("duo", 2, **_no_players(kwargs))
