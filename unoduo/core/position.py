"""Positions: a whole match situation as a value and a one-line text (python-chess's ``Board(fen)``/``fen()``).

A :class:`Position` holds everything the rules need to go on from a moment of a match: the settings, the
scores, every hand (in the order its cards arrived, which orders the legal list), both piles, the active
color and whatever the pending decision depends on. ``State.from_position(text_or_position)`` builds a
state from it and ``state.position()`` gives it back; the text form round-trips exactly
(``str(Position.parse(text)) == text`` for the text a state writes). The match's history (actions, events,
the decks of earlier rounds) and its random generator are not part of a position: a state built from one
draws its later randomness (rebuild shuffles, C4, later rounds' decks) from ``seed``, like a new match.

Text form: space-separated ``key=value`` fields in this order; optional ones are written only when they are
not at their default. Card lists are card codes joined by ``,`` (``-``: empty); hands are joined by ``/``.

======================= =====================================================================================
``ruleset=duo``         ``duo`` or ``classic``
``players=2``           number of seats
``options=...``         optional: non-default rule options, ``name:value`` joined by ``,`` (``true``/``false``)
``seed=0``              seeds the randomness still to come
``round=1``             the round in progress (or the last one, once the match is over)
``first=0``             the seat that was P1 (Duo) / first player (classic) in round 1 (later rounds follow)
``start=0,0``           optional: the scores before round 1
``rounds=0,35:0;...``   optional: finished rounds, ``;``-joined: points ``,``-joined, ``:``, the seat that
                        went out or ``-`` for a blocked round; the scores are ``start`` plus these
``decision=turn``       the pending decision (``over`` once the match is over)
``to_act=1``            the seat to decide (absent once the match is over)
``hands=R5,W/G7,Y+2``   every hand, seat 0 first, each in the order its cards arrived
``pile=R1,B4,...``      the draw pile, top card first
``known_bottom=14``     optional: how many cards at the bottom of the draw pile are publicly known
``discard=G5,G7``       the discard pile, oldest first (the draft discards during a Duo draft)
``color=G``             the active color, or ``-`` (during the draft and before a turned-up wild is named)
``direction=-1``        optional: classic's direction of play (default 1)
``pending=2``           optional: cards a Draw 2 volley or Wild Draw 4 will make a seat draw
``drawn=R5``            ``after_draw`` only: the card just drawn
``dump=G``              optional: the color a dump may be laid in (Duo, after a Reverse)
``empty=1``             optional: turns in a row whose draw found no card (R71, R72)
``lay=dump``            ``catch`` only, when the card left alone was laid by a dump
``challenge=legal:...`` a pending Wild Draw 4 challenge: ``legal`` or ``illegal``, ``:``, the hand its player
                        held besides it (what a challenger is shown)
``uncalled=1``          optional, house rule H9 ``catch_window=until_next_turn`` only: the seat that went down to
                        one card without calling UNO and may still be caught until it acts again
======================= =====================================================================================
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Final

from .cards import CODES, COLORS, EXTENDED_DECK, STANDARD_DECK, WILD, WILD_DRAW4, Card
from .decisions import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DECISIONS,
    DRAFT,
    DUMP_CHOICE,
    OVER,
    TURN,
)
from .errors import OptionError, PositionError
from .options import CLASSIC, DUO, RULESETS, Options
from .results import RoundResult

_FIELDS: Final = (
    "ruleset", "players", "options", "seed", "round", "first", "start", "rounds", "decision", "to_act", "hands",
    "pile", "known_bottom", "discard", "color", "direction", "pending", "drawn", "dump", "empty", "lay",
    "challenge", "uncalled",
)
_REQUIRED: Final = frozenset(
    {"ruleset", "players", "seed", "round", "first", "decision", "hands", "pile", "discard", "color"}
)
_DUO_ONLY_DECISIONS: Final = frozenset({DRAFT, COLOR_CHOICE, DUMP_CHOICE})
_DRAFT_PICKS: Final = 14


@dataclass(frozen=True, slots=True)
class Position:
    """One moment of a match, everything the rules need to go on (see the module docstring).

    Cards are :class:`Card` values; colors are indexes 0-3 (R, Y, G, B) or None.

    >>> from unoduo.core import State, new_match
    >>> state = new_match("classic", players=3, seed=1, first=0)
    >>> text = str(state.position())
    >>> text[:70]
    'ruleset=classic players=3 seed=1 round=1 first=0 decision=turn to_act='
    >>> State.from_position(text).position() == state.position()
    True
    """

    ruleset: str
    players: int
    options: Options
    seed: int
    round: int
    first: int
    decision: str
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    draw_pile: tuple[Card, ...]  # top card first
    discard: tuple[Card, ...]  # oldest first
    color: int | None
    start_scores: tuple[int, ...]
    rounds: tuple[RoundResult, ...] = ()
    known_bottom: int = 0
    direction: int = 1
    pending: int = 0
    drawn: Card | None = None
    dump_color: int | None = None
    empty_draws: int = 0
    caught_dump: bool = False
    challenge_illegal: bool | None = None
    challenge_hand: tuple[Card, ...] = ()
    uncalled: int | None = None  # H9: the seat whose missed UNO call may still be caught

    # ------------------------------------------------------------------ derived

    @property
    def scores(self) -> tuple[int, ...]:
        """The cumulative scores: ``start_scores`` plus every finished round's points."""
        totals = list(self.start_scores)
        for result in self.rounds:
            for seat, points in enumerate(result.points):
                totals[seat] += points
        return tuple(totals)

    @property
    def round_first(self) -> int:
        """P1 (Duo, R10: alternating) or the first player (classic, C5: rotating) of this round."""
        if self.ruleset == DUO:
            return self.first if self.round % 2 == 1 else 1 - self.first
        return (self.first + self.round - 1) % self.players

    @property
    def top(self) -> Card | None:
        """The top card of the discard pile (None during the draft)."""
        return None if self.decision == DRAFT or not self.discard else self.discard[-1]

    # ------------------------------------------------------------------ text

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read the text form; raise :class:`PositionError` naming the field for anything malformed."""
        if not isinstance(text, str):
            raise PositionError("bad_position", f"a position is a string, not {type(text).__name__}")
        fields: dict[str, str] = {}
        for token in text.strip().split(" "):
            key, sep, value = token.partition("=")
            if not sep or not key or not value:
                raise _bad(f"expected key=value fields separated by single spaces, got {token!r}")
            if key not in _FIELDS:
                raise _bad(f"unknown position field {key!r} (known: {', '.join(_FIELDS)})")
            if key in fields:
                raise PositionError("bad_position", f"position field {key!r} is given twice")
            fields[key] = value
        missing = [k for k in _FIELDS if k in _REQUIRED and k not in fields]
        if missing:
            raise PositionError("bad_position", f"the position lacks the field(s) {', '.join(missing)}")
        ruleset = fields["ruleset"]
        if ruleset not in RULESETS:
            raise PositionError("bad_position", f"'ruleset' must be 'duo' or 'classic', not {ruleset!r}")
        players = _int(fields, "players", 2, 10)
        seat_max = players - 1
        decision = fields["decision"]
        over = decision == OVER
        if "to_act" in fields:
            to_act: int | None = _int(fields, "to_act", 0, seat_max)
        elif over:
            to_act = None
        else:
            raise PositionError("bad_position", "the position lacks the field 'to_act' (only an 'over' match has none)")
        hands = tuple(_cards(part, "hands") for part in fields["hands"].split("/"))
        challenge_illegal: bool | None = None
        challenge_hand: tuple[Card, ...] = ()
        if "challenge" in fields:
            verdict, sep, shown = fields["challenge"].partition(":")
            if not sep or verdict not in ("legal", "illegal"):
                raise PositionError("bad_position", "'challenge' is 'legal:CARDS' or 'illegal:CARDS'")
            challenge_illegal = verdict == "illegal"
            challenge_hand = _cards(shown, "challenge")
        if "lay" in fields and fields["lay"] != "dump":
            raise PositionError("bad_position", f"'lay' can only be 'dump', not {fields['lay']!r}")
        return cls(
            ruleset=ruleset,
            players=players,
            options=_options(ruleset, fields.get("options")),
            seed=_int(fields, "seed", None, None),
            round=_int(fields, "round", 1, None),
            first=_int(fields, "first", 0, seat_max),
            decision=decision,
            to_act=to_act,
            hands=hands,
            draw_pile=_cards(fields["pile"], "pile"),
            discard=_cards(fields["discard"], "discard"),
            color=_color(fields["color"], "color"),
            start_scores=_ints(fields["start"], "start") if "start" in fields else (0,) * players,
            rounds=_rounds(fields.get("rounds")),
            known_bottom=_int(fields, "known_bottom", 0, None) if "known_bottom" in fields else 0,
            direction=_int(fields, "direction", -1, 1) if "direction" in fields else 1,
            pending=_int(fields, "pending", 0, None) if "pending" in fields else 0,
            drawn=_card(fields["drawn"], "drawn") if "drawn" in fields else None,
            dump_color=_color(fields["dump"], "dump") if "dump" in fields else None,
            empty_draws=_int(fields, "empty", 0, None) if "empty" in fields else 0,
            caught_dump="lay" in fields,
            challenge_illegal=challenge_illegal,
            challenge_hand=challenge_hand,
            uncalled=_int(fields, "uncalled", 0, seat_max) if "uncalled" in fields else None,
        )

    def __str__(self) -> str:
        out = [f"ruleset={self.ruleset}", f"players={self.players}"]
        options = self.options.non_default(self.ruleset)
        if options:
            out.append("options=" + ",".join(f"{k}:{_option_text(v)}" for k, v in options.items()))
        out += [f"seed={self.seed}", f"round={self.round}", f"first={self.first}"]
        if any(self.start_scores):
            out.append("start=" + ",".join(map(str, self.start_scores)))
        if self.rounds:
            out.append("rounds=" + ";".join(
                ",".join(map(str, r.points)) + ":" + ("-" if r.out is None else str(r.out)) for r in self.rounds
            ))
        out.append(f"decision={self.decision}")
        if self.to_act is not None:
            out.append(f"to_act={self.to_act}")
        out.append("hands=" + "/".join(_cards_text(h) for h in self.hands))
        out.append("pile=" + _cards_text(self.draw_pile))
        if self.known_bottom:
            out.append(f"known_bottom={self.known_bottom}")
        out.append("discard=" + _cards_text(self.discard))
        out.append("color=" + ("-" if self.color is None else COLORS[self.color]))
        if self.direction != 1:
            out.append(f"direction={self.direction}")
        if self.pending:
            out.append(f"pending={self.pending}")
        if self.drawn is not None:
            out.append(f"drawn={CODES[self.drawn]}")
        if self.dump_color is not None:
            out.append(f"dump={COLORS[self.dump_color]}")
        if self.empty_draws:
            out.append(f"empty={self.empty_draws}")
        if self.caught_dump:
            out.append("lay=dump")
        if self.challenge_illegal is not None:
            verdict = "illegal" if self.challenge_illegal else "legal"
            out.append(f"challenge={verdict}:{_cards_text(self.challenge_hand)}")
        if self.uncalled is not None:
            out.append(f"uncalled={self.uncalled}")
        return " ".join(out)

    @property
    def text(self) -> str:
        """The text form (same as ``str(position)``)."""
        return str(self)

    # ------------------------------------------------------------------ consistency

    def check(self) -> None:
        """Raise :class:`PositionError` if this is no position the rules can go on from (what, and why)."""
        n = self.players
        if self.ruleset not in RULESETS:
            raise _bad(f"'ruleset' must be 'duo' or 'classic', not {self.ruleset!r}")
        if self.ruleset == DUO and n != 2:
            raise _bad(f"UNO Duo is for 2 players, not {n}")
        if self.ruleset == CLASSIC and not 2 <= n <= 10:
            raise _bad(f"classic UNO is for 2 to 10 players, not {n}")
        seats = range(n)
        if self.round < 1:
            raise _bad(f"'round' must be 1 or more, not {self.round}")
        if self.first not in seats:
            raise _bad(f"'first' must be a seat from 0 to {n - 1}, not {self.first}")
        if len(self.start_scores) != n or any(s < 0 for s in self.start_scores):
            raise _bad(f"'start' must be {n} non-negative scores")
        decision = self.decision
        over = decision == OVER
        if decision not in DECISIONS and not over:
            raise _bad(f"'decision' must be one of {', '.join((*DECISIONS, OVER))}, not {decision!r}")
        if self.ruleset == CLASSIC and decision in _DUO_ONLY_DECISIONS:
            raise _bad(f"classic UNO has no {decision!r} decision")
        finished = self.round if over else self.round - 1
        if len(self.rounds) != finished:
            raise _bad(f"'rounds' must list the {finished} finished round(s), not {len(self.rounds)}")
        for k, result in enumerate(self.rounds):
            if len(result.points) != n or any(p < 0 for p in result.points):
                raise _bad(f"rounds[{k}] must give {n} non-negative points")
            if result.out is not None and result.out not in seats:
                raise _bad(f"rounds[{k}]: no seat {result.out}")
        if over != (self.to_act is None):
            raise _bad("'to_act' is absent exactly when the decision is 'over'")
        if self.to_act is not None and self.to_act not in seats:
            raise _bad(f"'to_act' must be a seat from 0 to {n - 1}, not {self.to_act}")
        if len(self.hands) != n:
            raise _bad(f"'hands' must hold {n} hands (joined by '/'), not {len(self.hands)}")
        deck = EXTENDED_DECK if self.ruleset == DUO and self.options.extra_cards == "as_wild" else STANDARD_DECK
        have = Counter([c for hand in self.hands for c in hand] + list(self.draw_pile) + list(self.discard))
        want = Counter(deck)
        if have != want:
            parts = []
            extra = sorted((have - want).elements())
            missing = sorted((want - have).elements())
            if extra:
                parts.append("too many " + " ".join(CODES[c] for c in extra))
            if missing:
                parts.append("missing " + " ".join(CODES[c] for c in missing))
            raise _bad(f"the hands and piles must hold exactly the {len(deck)} cards of the deck ({'; '.join(parts)})")
        if not 0 <= self.known_bottom <= len(self.draw_pile):
            raise _bad(f"'known_bottom' must be 0 to the draw pile's {len(self.draw_pile)} cards")
        if decision == DRAFT:
            if self.color is not None:
                raise _bad("no color is active during the draft ('color=-')")
            if len(self.discard) >= _DRAFT_PICKS or len(self.draw_pile) < 2:
                raise _bad("a draft position has fewer than 14 draft discards and two cards to offer")
        elif not self.discard:
            raise _bad("the discard pile is empty outside the draft")
        elif decision == COLOR_CHOICE:
            if self.color is not None or self.discard[-1] < WILD:
                raise _bad("a 'color' decision names the color of a turned-up wild card ('color=-')")
        elif self.color is None and not over:
            raise _bad(f"a {decision!r} decision needs the active color")
        if self.direction not in (1, -1) or (self.ruleset == DUO and self.direction != 1):
            raise _bad("'direction' is 1 or -1 (always 1 in Duo)")
        if self.pending < 0:
            raise _bad("'pending' cannot be negative")
        if (decision == AFTER_DRAW) != (self.drawn is not None):
            raise _bad("'drawn' is given exactly for an 'after_draw' decision")
        if self.drawn is not None and self.to_act is not None and self.drawn not in self.hands[self.to_act]:
            raise _bad(f"the drawn card {CODES[self.drawn]} is not in seat {self.to_act}'s hand")
        if self.dump_color is not None and (self.ruleset != DUO or decision not in (TURN, DUMP_CHOICE)):
            raise _bad("'dump' is only given at a Duo 'turn' or 'dump' decision")
        if decision == DUMP_CHOICE and self.dump_color is None:
            raise _bad("a 'dump' decision needs the dump's color ('dump=')")
        if not 0 <= self.empty_draws < n:
            raise _bad(f"'empty' must be 0 to {n - 1}")
        if self.caught_dump and decision != CATCH_CHOICE:
            raise _bad("'lay=dump' is only given at a 'catch' decision")
        needs_judgement = decision == CHALLENGE_CHOICE or (
            decision == CATCH_CHOICE and not self.caught_dump and self.discard[-1] == WILD_DRAW4
        )
        if needs_judgement != (self.challenge_illegal is not None):
            raise _bad("'challenge' is given exactly when a Wild Draw 4 challenge is pending")
        if self.uncalled is not None:
            if self.options.catch_window != "until_next_turn":
                raise _bad("'uncalled' is only given with the house rule catch_window=until_next_turn (H9)")
            if self.uncalled not in seats or over:
                raise _bad(f"'uncalled' must be a seat from 0 to {n - 1}, in a match still in play")


def _bad(message: str) -> PositionError:
    return PositionError("bad_position", message)


def _int(fields: dict[str, str], key: str, low: int | None, high: int | None) -> int:
    text = fields[key]
    try:
        value = int(text)
    except ValueError:
        raise _bad(f"position field {key!r} must be an integer, not {text!r}") from None
    if str(value) != text or (low is not None and value < low) or (high is not None and value > high):
        bounds = f" from {low}" if low is not None else ""
        bounds += f" to {high}" if high is not None else ""
        raise _bad(f"position field {key!r} must be an integer{bounds} written plainly, not {text!r}")
    return value


def _ints(text: str, key: str) -> tuple[int, ...]:
    try:
        values = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise _bad(f"position field {key!r} must be integers joined by ',', not {text!r}") from None
    return values


def _card(code: str, key: str) -> Card:
    try:
        return Card.parse(code)
    except ValueError:
        raise _bad(f"position field {key!r}: unknown card code {code!r}") from None


def _cards(text: str, key: str) -> tuple[Card, ...]:
    if text == "-":
        return ()
    return tuple(_card(code, key) for code in text.split(","))


def _cards_text(cards: tuple[Card, ...]) -> str:
    return ",".join(CODES[c] for c in cards) if cards else "-"


def _color(text: str, key: str) -> int | None:
    if text == "-":
        return None
    if len(text) != 1 or text not in COLORS:
        raise _bad(f"position field {key!r} must be R, Y, G, B or -, not {text!r}")
    return COLORS.index(text)


def _rounds(text: str | None) -> tuple[RoundResult, ...]:
    if text is None:
        return ()
    out = []
    for k, part in enumerate(text.split(";")):
        points, sep, who = part.partition(":")
        if not sep:
            raise _bad(f"rounds[{k}] must be 'POINTS:SEAT' or 'POINTS:-', not {part!r}")
        seat = None
        if who != "-":
            try:
                seat = int(who)
            except ValueError:
                raise _bad(f"rounds[{k}]: the seat that went out must be a number or -, not {who!r}") from None
        out.append(RoundResult(_ints(points, f"rounds[{k}]"), seat, seat is None))
    return tuple(out)


def _options(ruleset: str, text: str | None) -> Options:
    given: dict[str, Any] = {}
    if text is not None:
        for item in text.split(","):
            name, sep, raw = item.partition(":")
            if not sep:
                raise _bad(f"position field 'options' is 'name:value' joined by ',', not {item!r}")
            value: Any = raw
            if raw in ("true", "false"):
                value = raw == "true"
            elif raw.isdigit():
                value = int(raw)
            given[name] = value
    try:
        return Options.for_ruleset(ruleset, given)
    except OptionError as exc:
        raise _bad(f"position field 'options': {exc.message}") from None


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
