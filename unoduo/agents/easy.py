"""A simple, forgetful player: the ``easy`` preset.

It plays a uniformly random playable card (or dump) rather than drawing, plays a drawn card when it can, and
otherwise picks at random. It forgets the UNO call 30% of the time, challenges a Wild Draw 4 at random
(half the time), lets a missed call go 30% of the time, and misses half the chances to jump in (H13).
Deterministic given (view, rng).
"""

from __future__ import annotations

import random

from unoduo.core import Action, View

FORGET_UNO = 0.3
IGNORE_CATCH = 0.3
MISS_JUMP_IN = 0.5


class EasyAgent:
    """Legal, simple and a little careless."""

    name = "easy"

    def act(self, view: View, rng: random.Random) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        decision = view.decision
        if decision == "catch":
            kind = "ignore" if rng.random() < IGNORE_CATCH else "catch"
            return next(a for a in legal if a.kind == kind)
        if decision == "challenge":
            return rng.choice(legal)
        plays = [a for a in legal if a.kind in ("play", "dump")]
        if not plays:
            return rng.choice(legal)
        plain = [a for a in plays if not a.uno]
        choice = rng.choice(plain)
        if any(a.uno for a in plays) and rng.random() >= FORGET_UNO:
            called = choice._replace(uno=True)
            if called in legal:
                return called
        return choice

    def jump_in(self, view: View, rng: random.Random) -> Action | None:
        """H13: half the time it notices that it holds the top card's twin and plays it out of turn (with the
        UNO call when the play leaves one card, unless it forgets it as on its turn)."""
        offered = view.jump_in
        if not offered or rng.random() < MISS_JUMP_IN:
            return None
        plain = next((a for a in offered if not a.uno), offered[0])
        called = plain._replace(uno=True)
        if called in offered and rng.random() >= FORGET_UNO:
            return called
        return plain
