"""Self-play training of the learned bot with PyTorch (the optional ``train`` extra: ``pip install 'unoduo[train]'``).

:mod:`unoduo.train.ppo` owns the network and the PPO update (masked categorical policy, learned value, GAE);
:mod:`unoduo.train.loop` owns the rollout on the fast lane's vectorised lanes, checkpoints and the export to the
shared weights format (npz + json, docs/learned-bot.md). Torch is imported only here, never by inference.
"""

from __future__ import annotations

TORCH_HINT = "PyTorch is not installed: pip install 'unoduo[train]'"


def require_torch() -> None:
    """Raise a clear ``RuntimeError`` naming the extra when torch is missing."""
    try:
        import torch  # noqa: F401
    except ImportError as error:
        raise RuntimeError(TORCH_HINT) from error
