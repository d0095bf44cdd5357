"""The uniformly random player: every legal action equally likely."""

from __future__ import annotations

import random

from unoduo.core import Action, View


class RandomAgent:
    """Chooses uniformly among ``view.legal``."""

    name = "random"

    def act(self, view: View, rng: random.Random) -> Action:
        return rng.choice(view.legal)
