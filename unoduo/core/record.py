"""Game records (docs/records.md "Game record"): validate, load, save and replay; the replay contract's state.

A record is plain data (JSON text in and out; reading and writing files is the caller's job, the core does
no I/O). ``Record.from_json`` validates strictly and raises :class:`RecordError` with a clear message;
``replay`` applies the actions and raises :class:`ReplayError` carrying the failing action's index.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import CODES, COLORS, Card
from .errors import IllegalActionError, RecordError, UnoduoError
from .match import new_match
from .options import DUO, RULESETS, Options
from .state import RandomOutcome, State

FORMAT = "unoduo-record/1"
_KNOWN = ("format", "ruleset", "options", "players", "seed", "first", "start_scores", "decks", "random", "actions")
#: The kinds of random outcome a record's ``random`` lists (docs/records.md "Random outcomes").
REBUILD = "rebuild"
WILD_UNDER = "wild_under"
_ACTION_LINE = re.compile(r"(0|[1-9][0-9]*) (.+)")


class ReplayError(UnoduoError):
    """An action of a record that cannot be applied: ``index`` is its 0-based position in ``actions``."""

    def __init__(self, reason: str, message: str, index: int, action: str) -> None:
        super().__init__(reason, message)
        self.index = index
        self.action = action

    def to_dict(self) -> dict[str, Any]:
        return {"error": self.message, "index": self.index, "action": self.action, "reason": self.reason}


@dataclass
class Record:
    """A game record. ``actions`` are ``"SEAT ACTION"`` strings; ``extra`` keeps unknown fields (annotations)."""

    ruleset: str = DUO
    actions: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 2
    seed: int = 0
    first: int | None = None
    start_scores: list[int] | None = None
    decks: list[list[str]] | None = None
    #: Every random outcome inside each round, in order (docs/records.md "Random outcomes"):
    #: ``{"rebuild": [codes, top first]}`` or ``{"wild_under": depth}``; rounds past the list use ``seed``.
    random: list[list[dict[str, Any]]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ loading and validation

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except RecursionError:
            raise RecordError("malformed_record", "not valid JSON: nested too deeply to read") from None
        except ValueError as exc:
            if not isinstance(exc, json.JSONDecodeError) and "integer string conversion" in str(exc):
                # Python reads at most 4300 digits of an integer (a guard against slow conversions).
                raise RecordError("malformed_record", "not valid JSON: a number has too many digits") from None
            raise RecordError("malformed_record", f"not valid JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Validate a decoded record and return it; every problem raises RecordError naming the field."""
        if not isinstance(data, dict):
            raise RecordError("malformed_record", "a record is a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("malformed_record", f"'format' must be {FORMAT!r}, not {data.get('format')!r}")
        ruleset = data.get("ruleset")
        if ruleset not in RULESETS:
            raise RecordError("malformed_record", f"'ruleset' must be 'duo' or 'classic', not {ruleset!r}")
        options = data.get("options", {})
        Options.for_ruleset(ruleset, options)  # raises OptionError for unknown options and bad values
        players = data.get("players", 2)
        if type(players) is not int:
            raise RecordError("malformed_record", f"'players' must be an integer, not {players!r}")
        if ruleset == DUO and players != 2:
            raise RecordError("malformed_record", f"UNO Duo is for 2 players; 'players' is {players}")
        if not 2 <= players <= 10:
            raise RecordError("malformed_record", f"'players' must be 2 to 10, not {players}")
        seed = data.get("seed", 0)
        if type(seed) is not int:
            raise RecordError("malformed_record", f"'seed' must be an integer, not {seed!r}")
        first = data.get("first")
        if first is not None and (type(first) is not int or not 0 <= first < players):
            raise RecordError("malformed_record", f"'first' must be a seat from 0 to {players - 1}, not {first!r}")
        start_scores = data.get("start_scores")
        if start_scores is not None and (
            not isinstance(start_scores, list)
            or len(start_scores) != players
            or any(type(s) is not int or s < 0 for s in start_scores)
        ):
            raise RecordError(
                "malformed_record", f"'start_scores' must be a list of {players} non-negative integers"
            )
        decks = data.get("decks")
        if decks is not None:
            if not isinstance(decks, list) or any(not isinstance(d, list) for d in decks):
                raise RecordError("malformed_record", "'decks' must be a list of lists of card codes")
            for k, deck in enumerate(decks):
                for i, code in enumerate(deck):
                    if not isinstance(code, str) or code not in _CODE_SET:
                        raise RecordError("malformed_record", f"decks[{k}][{i}]: unknown card code {code!r}")
        random_outcomes = data.get("random")
        if random_outcomes is not None:
            _check_random(random_outcomes)
        if "actions" not in data:
            raise RecordError("malformed_record", "'actions' is required")
        actions = data["actions"]
        if not isinstance(actions, list) or any(not isinstance(a, str) for a in actions):
            raise RecordError("malformed_record", "'actions' must be a list of strings")
        extra = {k: v for k, v in data.items() if k not in _KNOWN}
        return cls(
            ruleset, list(actions), dict(options), players, seed, first, start_scores, decks, random_outcomes, extra
        )

    # ------------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "ruleset": self.ruleset}
        if self.options:
            data["options"] = dict(self.options)
        data["players"] = self.players
        data["seed"] = self.seed
        if self.first is not None:
            data["first"] = self.first
        if self.start_scores is not None:
            data["start_scores"] = list(self.start_scores)
        if self.decks is not None:
            data["decks"] = [list(d) for d in self.decks]
        if self.random is not None:
            data["random"] = [[dict(o) for o in r] for r in self.random]
        data["actions"] = list(self.actions)
        data.update(self.extra)
        return data

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    # ------------------------------------------------------------------ replay

    def start(self) -> State:
        """The match as set up by this record, before its first action."""
        return new_match(
            self.ruleset,
            players=self.players,
            seed=self.seed,
            options=self.options,
            first=self.first,
            decks=self.decks,
            start_scores=self.start_scores,
            random=None if self.random is None else [[_outcome(o) for o in r] for r in self.random],
        )

    @classmethod
    def of(cls, state: State, *, with_decks: bool = True) -> Record:
        """The record of ``state``'s match so far: its settings and every action applied.

        This is the one function that writes records (the CLI's ``selfplay``, the web server's downloads and
        the terminal game's saves all call it). ``first`` is always written (the cut's result), and with
        ``with_decks`` every round's deck and every random outcome inside each round (``random``), so the
        record replays on any engine that follows the rules, with no random generator at all.
        """
        decks = [[CODES[c] for c in d] for d in state.round_decks] if with_decks else None
        random_outcomes = [[_outcome_data(o) for o in r] for r in state.round_random] if with_decks else None
        return cls(
            ruleset=state.ruleset,
            actions=state.history,
            options=state.options.non_default(state.ruleset),
            players=state.players,
            seed=state.seed,
            first=state.first,
            start_scores=list(state.start_scores) if any(state.start_scores) else None,
            decks=decks,
            random=random_outcomes,
        )


def parse_action_line(line: str, players: int) -> tuple[int, Action]:
    """Split ``"SEAT ACTION"`` into a seat and an action (IllegalActionError if malformed)."""
    match = _ACTION_LINE.fullmatch(line) if isinstance(line, str) else None
    if match is None:
        raise IllegalActionError(
            "malformed_action", f"expected 'SEAT ACTION' (seat number, one space, action), got {line!r}"
        )
    seat = int(match.group(1))
    if seat >= players:
        raise IllegalActionError("wrong_seat", f"there is no seat {seat} in a {players}-player match")
    return seat, Action.parse(match.group(2))


def replay(record: Record, state: State | None = None) -> State:
    """Apply every action of ``record`` and return the final state.

    Raises :class:`RecordError` for a record whose setup is invalid and :class:`ReplayError` (with the
    action's index) for the first action that is malformed or illegal.
    """
    if state is None:
        state = record.start()
    for index, line in enumerate(record.actions):
        try:
            seat, action = parse_action_line(line, state.players)
            state.apply(action, seat)
        except (IllegalActionError, RecordError) as exc:  # RecordError: a recorded random outcome that cannot be
            raise ReplayError(exc.reason, f"action {index} ({line!r}): {exc.message}", index, line) from None
    return state


def _check_random(value: Any) -> None:
    """Validate a record's ``random`` field (its shape; whether each outcome fits is checked on replay)."""
    if not isinstance(value, list) or any(not isinstance(r, list) for r in value):
        raise RecordError("malformed_record", "'random' must be a list (one per round) of lists of outcomes")
    for k, outcomes in enumerate(value):
        for i, outcome in enumerate(outcomes):
            where = f"random[{k}][{i}]"
            if not isinstance(outcome, dict) or len(outcome) != 1:
                raise RecordError(
                    "malformed_record", f"{where} must be {{\"rebuild\": [card codes]}} or {{\"wild_under\": N}}"
                )
            if REBUILD in outcome:
                pile = outcome[REBUILD]
                if not isinstance(pile, list) or not pile:
                    raise RecordError("malformed_record", f"{where}: 'rebuild' lists the rebuilt pile's card codes")
                for j, code in enumerate(pile):
                    if not isinstance(code, str) or code not in _CODE_SET:
                        raise RecordError("malformed_record", f"{where}.rebuild[{j}]: unknown card code {code!r}")
            elif WILD_UNDER in outcome:
                depth = outcome[WILD_UNDER]
                if type(depth) is not int or depth < 1:
                    raise RecordError(
                        "malformed_record", f"{where}: 'wild_under' must be an integer >= 1, not {depth!r}"
                    )
            else:
                raise RecordError("malformed_record", f"{where}: unknown outcome {next(iter(outcome))!r}")


def _outcome(data: dict[str, Any]) -> RandomOutcome:
    if REBUILD in data:
        return tuple(Card.parse(code) for code in data[REBUILD])
    return int(data[WILD_UNDER])


def _outcome_data(outcome: RandomOutcome) -> dict[str, Any]:
    if isinstance(outcome, tuple):
        return {REBUILD: [CODES[c] for c in outcome]}
    return {WILD_UNDER: outcome}


def contract(state: State) -> dict[str, Any]:
    """The state object of the replay contract (docs/records.md "The replay contract"), field names as written."""
    color = state.color
    top = state.top
    return {
        "round": state.round,
        "to_act": state.to_act,
        "legal": [str(a) for a in state.legal_actions()],
        "hands": [[CODES[c] for c in hand] for hand in state.hands],
        "top": None if top is None else CODES[top],
        "color": None if color is None else COLORS[color],
        "draw_pile": state.draw_pile_size,
        "pending_draw": state.pending_draw,
        "scores": list(state.scores),
        "rounds": [r.to_dict() for r in state.rounds],
        "winner": state.winner,
        "match_over": state.match_over,
    }


_CODE_SET = frozenset(CODES)
_ = Card
