"""The agent interface: a decision from what one seat may see, with the agent's own seeded RNG."""

from __future__ import annotations

import random
from typing import Protocol

from unoduo.core import Action, View


class Agent(Protocol):
    """Anything with ``act``. It is given the acting seat's view (whose ``legal`` lists its choices)."""

    name: str

    def act(self, view: View, rng: random.Random) -> Action: ...
