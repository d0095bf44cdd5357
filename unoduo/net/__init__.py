"""The learned bot's inference: the shipped policy/value networks, evaluated in numpy (no PyTorch needed).

:mod:`unoduo.net.network` owns the weights format (npz + json) and the forward pass; :mod:`unoduo.net.agent` the
``learned`` agent (difficulty ``master``), which reads a seat's view only and hands a game it was not trained
for to the search. The weights are trained by :mod:`unoduo.train` (``unoduo train``, docs/learned-bot.md).
"""

from __future__ import annotations

from .agent import LearnedAgent, shipped_network, unsupported_reason
from .network import WEIGHTS_DIR, Network, WeightsError, random_network, weights_name

__all__ = ["WEIGHTS_DIR", "LearnedAgent", "Network", "WeightsError", "random_network", "shipped_network",
           "unsupported_reason", "weights_name"]
