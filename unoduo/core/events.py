"""Events: what an action caused, each tagged with who may see its cards (boardgame.io's redactLog idea)."""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import CODES, Card

# Event kinds.
CUT = "cut"
ROUND_START = "round_start"
KEEP = "keep"
REJECT = "reject"
DRAFT_DISCARD = "draft_discard"
DRAFT_TAKE = "draft_take"
DRAFT_END = "draft_end"
DEAL = "deal"
TURN_UP = "turn_up"
RETURN_WILD = "return_wild"
COLOR = "color"
PLAY = "play"
UNO = "uno"
DUMP = "dump"
NODUMP = "nodump"
DRAW = "draw"
PASS = "pass"
EMPTY_DRAW = "empty_draw"
REBUILD = "rebuild"
CHALLENGE = "challenge"
ACCEPT = "accept"
REVEAL = "reveal"
CHALLENGE_RESULT = "challenge_result"
CATCH = "catch"
IGNORE = "ignore"
ROUND_END = "round_end"
MATCH_END = "match_end"
SWAP = "swap"  # H12: a 7's player swapped hands with the seat in ``info``
PASS_HANDS = "pass_hands"  # H12: a 0 passed every hand on, ``info`` the direction (+1 or -1)
JUMP_IN = "jump_in"  # H13: ``seat`` jumped in out of turn; ``info`` the seat that was to act
HAND = "hand"  # H12: the hand a seat holds after a swap or a pass, seen by that seat only


class Event(NamedTuple):
    """One thing that happened.

    ``cards`` are visible to everyone when ``to`` is None, otherwise only to seat ``to`` (a drawn card, a
    draft pick, a hand shown in a challenge). ``count`` is always public (how many cards). ``info`` carries
    the rest: the reason of a draw, a named color, a round's points.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count on purpose: the natural name
    to: int | None = None
    info: Any = None

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: a spectator): private cards are removed."""
        if self.to is None or self.to == seat or not self.cards:
            return self
        return self._replace(cards=())

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.cards:
            data["cards"] = [CODES[c] for c in self.cards]
        if self.count:
            data["count"] = self.count
        if self.to is not None:
            data["private_to"] = self.to
        if self.info is not None:
            data["info"] = list(self.info) if isinstance(self.info, tuple) else self.info
        return data

    def describe(self) -> str:
        """A compact debug line, ``draw seat=1 R7 count=1 to=1 info=turn``: the fields, no sentence.

        Words for people (any language) come from ``unoduo.present.narrate``; the engine keeps none.
        """
        parts = [self.kind]
        if self.seat is not None:
            parts.append(f"seat={self.seat}")
        if self.cards:
            parts.append(" ".join(CODES[c] for c in self.cards))
        if self.count:
            parts.append(f"count={self.count}")
        if self.to is not None:
            parts.append(f"to={self.to}")
        if self.info is not None:
            info = self.info
            parts.append("info=" + (",".join(map(str, info)) if isinstance(info, tuple) else str(info)))
        return " ".join(parts)
