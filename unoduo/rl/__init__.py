"""Reinforcement-learning environments for unoduo (the optional ``[rl]`` extra: gymnasium, pettingzoo).

- PettingZoo AEC: ``unoduo.rl.duo_v0.env()``, ``unoduo.rl.classic_v0.env(players=N)`` (and ``raw_env``);
  ParallelEnv: ``duo_v0.parallel_env()``, ``classic_v0.parallel_env(players=N)``.
- Gymnasium single-agent: ``gymnasium.make("unoduo/Duo-v0", opponent="heuristic")`` and
  ``"unoduo/Classic-v0"`` (registered when ``unoduo.rl`` is imported; ``gymnasium.make("unoduo.rl:unoduo/Duo-v0")``
  imports it for you).
- Action ids: :func:`action_to_id`, :func:`id_to_action`; observations: :mod:`unoduo.rl.observation`.

See docs/rl.md. The environments need the ``[rl]`` extra (gymnasium, pettingzoo); the action ids and the
observation encoder need only numpy.
"""

from __future__ import annotations

from typing import Any

from .actions import action_count, action_table, action_to_id, id_table_markdown, id_to_action

ENV_IDS = {"duo": "unoduo/Duo-v0", "classic": "unoduo/Classic-v0"}
_ENVIRONMENTS = {"UnoAECEnv": ".aec", "UnoEnv": ".gym_env", "UnoParallelEnv": ".parallel"}


def _need_extra() -> None:
    try:
        import gymnasium  # noqa: F401
        import pettingzoo  # type: ignore[import-untyped]  # noqa: F401
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise ImportError(f"unoduo.rl's environments need the [rl] extra: pip install 'unoduo[rl]' ({exc})") from exc


def __getattr__(name: str) -> Any:
    """The environments are imported on first use: the action ids and the observation encoder (the learned
    bot's, unoduo.net) need neither gymnasium nor pettingzoo."""
    if name in _ENVIRONMENTS:
        _need_extra()
        import importlib

        return getattr(importlib.import_module(_ENVIRONMENTS[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _register() -> None:
    try:
        import gymnasium
    except ImportError:  # without the [rl] extra there is nothing to register with
        return
    for ruleset, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id, entry_point="unoduo.rl.gym_env:UnoEnv", kwargs={"ruleset": ruleset},
                # gymnasium.make_vec(id, num_envs=N, vectorization_mode="vector_entry_point"): the fast lane
                vector_entry_point="unoduo.rl.vector:make_vec",
            )


_register()

__all__ = [
    "ENV_IDS", "UnoAECEnv", "UnoEnv", "UnoParallelEnv", "action_count", "action_table", "action_to_id",
    "id_table_markdown", "id_to_action",
]
