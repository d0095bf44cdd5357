"""The fast lane: UNO Duo and classic UNO for a batch of games in numpy arrays, compiled with numba.

Install with ``pip install 'unoduo[fast]'``. It plays exactly the rules of ``unoduo.core`` (same legal actions
in the same order, same outcomes, same scores for the same deal and choices; ``tests/fast`` checks it against the
core), but has its own random generator: a match it plays is written as a record that carries every random
outcome (``first``, ``decks``, ``random``), which ``unoduo replay`` replays without any generator.

>>> from unoduo.fast import FastBatch
>>> batch = FastBatch("duo", n=4, seed=7)
>>> mask = batch.legal_mask()              # bool[4, NUM_ACTIONS]
>>> actions = batch.policy_actions("random")
>>> info = batch.step(actions)             # round_over, match_over, points per lane

See docs/fast.md for the array layout, the action encoding (``unoduo.fast.codes``), the compiled kernels and the
policies: ``uniform`` (uniform over the legal list), ``random`` (RLCard's random agent: a uniformly random play
when there is one, with the UNO call; ``accept``), ``greedy`` (the search playout policy of
``unoduo/agents/playout.py``).
"""

from __future__ import annotations

try:
    import numba  # noqa: F401
    import numpy  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the installation
    raise ImportError(
        "unoduo.fast needs numba and numpy, which are not installed: pip install 'unoduo[fast]' "
        f"({exc})"
    ) from exc

from .batch import FastBatch, LaneStep, StepInfo
from .codes import NUM_ACTIONS, action_text, to_action, to_id
from .lab import lab_deals  # the variant lab's hook (unoduo.lab.fastlane)
from .options import POLICIES, UnsupportedOptionError, fast_options

__all__ = [
    "NUM_ACTIONS", "POLICIES", "FastBatch", "LaneStep", "StepInfo", "UnsupportedOptionError", "action_text",
    "fast_options", "lab_deals", "to_action", "to_id",
]
