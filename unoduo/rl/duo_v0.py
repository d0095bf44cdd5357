"""PettingZoo environment for UNO Duo (2 players): ``from unoduo.rl import duo_v0; env = duo_v0.env()``."""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .aec import UnoAECEnv


def raw_env(**kwargs: Any) -> UnoAECEnv:
    """The unwrapped AEC environment; keyword arguments as :class:`unoduo.rl.aec.UnoAECEnv` (no ``players``)."""
    if "players" in kwargs and kwargs["players"] != 2:
        raise ValueError(f"UNO Duo is for exactly 2 players, not {kwargs['players']!r}")
    kwargs.pop("players", None)
    return UnoAECEnv("duo", 2, **kwargs)


def env(**kwargs: Any) -> Any:
    """:func:`raw_env` behind PettingZoo's OrderEnforcingWrapper (errors for step before reset, etc.)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
