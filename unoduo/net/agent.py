"""The learned bot: one forward pass of the shipped network over a seat's view, the legal action it rates best.

It sees exactly what the seat may see (:func:`unoduo.core.view`, encoded by :class:`unoduo.rl.observation.Encoder`,
the RL environments' own encoding). Where it has no weights (a ruleset or player count not trained) or the match
uses a rule the network was not trained on (a house rule: the weights' JSON names its options, ``{}`` the
defaults), it says so once in the log and lets the search decide instead (``fallback``, ``expert`` by default):
it never plays a game it does not know as if it knew it.
"""

from __future__ import annotations

import logging
import random
from functools import cache
from typing import Any, Final

import numpy as np

from unoduo.core import Action, View
from unoduo.core.options import Options
from unoduo.rl.actions import id_to_action
from unoduo.rl.observation import Encoder

from .network import WEIGHTS_DIR, Network, WeightsError, sigmoid, softmax, weights_name

logger = logging.getLogger(__name__)

#: Options that change the match, not how a round is played: the network plays under any value of them.
MATCH_ONLY: Final = frozenset({"target_score", "match_rounds", "scoring"})


@cache
def shipped_network(ruleset: str, players: int) -> Network | None:
    """The package's network for a ruleset and player count, or None when none is shipped."""
    path = WEIGHTS_DIR / f"{weights_name(ruleset, players)}.npz"
    if not path.exists():
        return None
    return Network.load(path)


def unsupported_reason(network: Network | None, view: View) -> str | None:
    """Why ``network`` cannot play ``view``'s game (None: it can)."""
    if network is None:
        return f"no learned weights for {view.ruleset} with {view.players} players"
    meta = network.meta
    if meta.get("ruleset", view.ruleset) != view.ruleset or meta.get("players", view.players) != view.players:
        return (f"the weights are for {meta.get('ruleset')} with {meta.get('players')} players, "
                f"not {view.ruleset} with {view.players}")
    trained = Options.for_ruleset(view.ruleset, meta.get("options") or {}).of(view.ruleset)
    for name, value in sorted(view.options.items()):
        if name not in MATCH_ONLY and trained.get(name) != value:
            return f"the network was not trained with {name}={value!r}"
    return None


class LearnedAgent:
    """The ``learned`` agent (the ``master`` difficulty): the network's policy, greedy (``temperature`` 0) or
    sampled with the seat's seeded generator; deterministic for a seed either way."""

    name = "learned"

    def __init__(self, network: Network | None = None, temperature: float = 0.0, fallback: str = "expert") -> None:
        if temperature < 0:
            raise ValueError(f"temperature must be 0 or more, not {temperature}")
        self.network = network
        self.temperature = temperature
        self.fallback_spec = fallback
        self._fallback: Any = None
        self._encoders: dict[tuple[str, int], Encoder] = {}
        #: Every reason the search played instead of the network, in the order met.
        self.fallbacks: list[str] = []

    def _network_for(self, view: View) -> Network | None:
        if self.network is not None:
            return self.network
        try:
            return shipped_network(view.ruleset, view.players)
        except WeightsError as exc:
            logger.error("learned bot: the shipped weights are broken: %s", exc)
            return None

    def evaluate(self, view: View) -> tuple[dict[Action, float], float] | None:
        """``({legal action: policy probability}, round-win chance)`` of the seat, or None where it cannot play."""
        network = self._network_for(view)
        if unsupported_reason(network, view) is not None or not view.legal:
            return None
        assert network is not None
        logits, value = self._forward(network, view)
        probs = softmax(logits)
        table = {action: float(probs[self._id(view, action)]) for action in view.legal}
        return table, float(sigmoid(value))

    def act(self, view: View, rng: random.Random) -> Action:
        network = self._network_for(view)
        reason = unsupported_reason(network, view)
        if reason is not None:
            return self._fall_back(reason, view, rng)
        assert network is not None
        logits, _ = self._forward(network, view)
        if self.temperature == 0 or len(view.legal) == 1:
            index = int(np.argmax(logits))
        else:
            probs = softmax(logits / self.temperature)
            index = int(np.searchsorted(np.cumsum(probs), rng.random() * float(probs.sum()), side="right"))
            index = min(index, probs.shape[0] - 1)
            while not np.isfinite(logits[index]):  # rounding at the top edge: step back to a legal id
                index -= 1
        return id_to_action(view.ruleset, index, legal=view)

    def jump_in(self, view: View, rng: random.Random) -> Action | None:
        """Out-of-turn plays (house rule H13) the network was never trained on: the fallback's choice, if any."""
        reason = unsupported_reason(self._network_for(view), view)
        if reason is None:
            return None
        choose = getattr(self._fallback_agent(reason), "jump_in", None)
        return choose(view, rng) if choose is not None else None

    def _forward(self, network: Network, view: View) -> tuple[np.ndarray, float]:
        key = (view.ruleset, view.players)
        encoder = self._encoders.get(key)
        if encoder is None:
            encoder = self._encoders[key] = Encoder(view.ruleset, view.players, view.options)
        x = encoder.vector(view)
        mask = encoder.mask(view).astype(bool)
        logits, value = network.forward(x[None, :], mask[None, :])
        return logits[0], float(value[0])

    def _id(self, view: View, action: Action) -> int:
        return self._encoders[(view.ruleset, view.players)].table.id_of(action)

    def _fallback_agent(self, reason: str) -> Any:
        if reason not in self.fallbacks:
            self.fallbacks.append(reason)
            logger.info("learned bot: %s; %s plays instead", reason, self.fallback_spec)
        if self._fallback is None:
            from unoduo.agents.registry import make_agent

            self._fallback = make_agent(self.fallback_spec)
        return self._fallback

    def _fall_back(self, reason: str, view: View, rng: random.Random) -> Action:
        return self._fallback_agent(reason).act(view, rng)  # type: ignore[no-any-return]
