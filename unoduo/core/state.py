"""The match state machine shared by both rulesets.

A :class:`State` is a whole match: the seeded RNG, the piles, the hands, the scores and the decision that is
pending. ``legal_actions()`` lists what the seat to act may do and ``apply()`` performs one action in place
and returns the events it caused; ``clone()`` is cheap, and :func:`unoduo.core.apply` gives the functional
form. Everything that differs between UNO Duo and classic UNO lives in the subclasses in ``duo.py`` and
``classic.py``; this module holds what both share: drawing and rebuilding (R66-R71), the play resolution
order (R86), volleys, challenges, catches, going out and match scoring.

Piles are Python lists with the top card at the end, so a draw is ``pop()``. Hands, piles and the discard
hold plain ``int`` faces, not :class:`Card` objects: CPython's fast paths for indexing a tuple and comparing
take exact ints only, and the hot path does both for every card in hand. Everything that leaves the state
(events, views, properties, records) turns faces back into ``Card`` values (``CARDS[face]``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from itertools import repeat as _repeat
from itertools import starmap as _starmap
from math import floor as _floor
from operator import mul as _mul
from typing import Any, ClassVar, Final, NoReturn, TypeVar

from . import actions as A
from . import events as E
from .actions import PLAY_CHOICES, Action
from .cards import (
    CARDS,
    COLOR_OF,
    DRAW2,
    FACE_COUNT,
    PLAYABLE,
    RANK_OF,
    SKIP,
    WILD,
    WILD_DRAW4,
    Card,
    cut_rank,
)
from .decisions import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    OVER,
    SWAP_CHOICE,
    TURN,
    VOLLEY,
)
from .errors import IllegalActionError, RecordError
from .events import Event
from .options import Options
from .position import Position
from .results import MatchResult, RoundResult
from .rules import wd4_judge, wd4_test

#: One random outcome inside a round: a rebuilt draw pile, top card first (R66), or the depth a classic
#: turned-up wild went back to (C4: the number of cards left above it).
RandomOutcome = tuple[Card, ...] | int


# apply() finds the handler of a (decision, action kind) pair in one table per class (built from these method
# names, so subclasses' overrides count); a pair that is missing is ``wrong_decision`` (or ``match_over``).
_HANDLER_NAMES: Final[dict[str, dict[str, str]]] = {
    DRAFT: {A.KEEP: "_on_draft", A.REJECT: "_on_draft"},
    COLOR_CHOICE: {A.COLOR: "_on_color"},
    TURN: {A.PLAY: "_turn_play", A.DRAW: "_turn_draw", A.DUMP: "_turn_dump", A.CATCH: "_late_catch"},
    AFTER_DRAW: {A.PLAY: "_after_draw_play", A.PASS: "_after_draw_pass"},
    DUMP_CHOICE: {A.DUMP: "_on_dump", A.NODUMP: "_on_dump"},
    VOLLEY: {A.PLAY: "_volley_play", A.DRAW: "_volley_draw"},
    CHALLENGE_CHOICE: {A.CHALLENGE: "_on_challenge", A.ACCEPT: "_on_challenge", A.PLAY: "_volley_play"},
    CATCH_CHOICE: {A.CATCH: "_on_catch", A.IGNORE: "_on_catch"},
    SWAP_CHOICE: {A.SWAP: "_on_swap"},
    OVER: {},
}
_CHALLENGE_PAIR: Final = [A.CHALLENGE_ACTION, A.ACCEPT_ACTION]
_CATCH_PAIR: Final = [A.CATCH_ACTION, A.IGNORE_ACTION]
_DRAFT_PAIR: Final = [A.KEEP_ACTION, A.REJECT_ACTION]
_PASS_ONLY: Final = [A.PASS_ACTION]
_DRAW_ACTION: Final = A.DRAW_ACTION  # module constants: one global read where ``A.`` would take two
_PASS_ACTION: Final = A.PASS_ACTION
# _TURN_PLAYS[one_left][top * 4 + color][face]: the legal plays of ``face`` on a turn, empty if R4 forbids it
# (PLAYABLE and PLAY_CHOICES in one lookup, indexed exactly like PLAYABLE).
_TURN_PLAYS: Final = tuple(
    tuple(tuple(PLAY_CHOICES[face][one_left] if row[face] else () for face in range(FACE_COUNT)) for row in PLAYABLE)
    for one_left in (0, 1)
)

# The common events, built once: Events are immutable, so a shared instance is the same value (classic has at
# most 10 seats). _PLAY_EVENTS[seat][face][color] (color -1, a colored card's, is the last entry),
# _TURN_DRAW_EVENTS[seat][face]: a turn's draw of one card, _UNO_EVENTS[seat], _PASS_EVENTS[seat].
_SEATS: Final = range(10)
_PLAY_EVENTS: Final = tuple(
    tuple(
        tuple(Event(E.PLAY, seat, (CARDS[face],), 1, None, c) for c in (0, 1, 2, 3, -1)) for face in range(FACE_COUNT)
    )
    for seat in _SEATS
)
_TURN_DRAW_EVENTS: Final = tuple(
    tuple(Event(E.DRAW, seat, (CARDS[face],), 1, seat, "turn") for face in range(FACE_COUNT)) for seat in _SEATS
)
# _EFFECT[face]: what a played card does after it is laid (R86 step 4 in short).
_FX_NEXT, _FX_SKIP, _FX_REVERSE, _FX_DRAW2, _FX_WILD_DRAW4, _FX_SEVEN_O = range(6)
_EFFECT: Final = tuple(
    _FX_WILD_DRAW4 if face == WILD_DRAW4
    else _FX_NEXT if face == WILD or RANK_OF[face] < SKIP
    else (_FX_SKIP, _FX_REVERSE, _FX_DRAW2)[RANK_OF[face] - SKIP]
    for face in range(FACE_COUNT)
)
# With Seven-O (H12) a 7 and a 0 have a follow-up too.
_EFFECT_SEVEN_O: Final = tuple(
    _FX_SEVEN_O if face < WILD and RANK_OF[face] in (0, 7) else fx for face, fx in enumerate(_EFFECT)
)
_DRAW2_FACES: Final = frozenset(f for f in range(WILD) if RANK_OF[f] == DRAW2)
_WD4_FACES: Final = frozenset({WILD_DRAW4})
DRAW_UNTIL_PLAYABLE_LIMIT: Final = 10
_UNO_EVENTS: Final = tuple(Event(E.UNO, seat) for seat in _SEATS)
_PASS_EVENTS: Final = tuple(Event(E.PASS, seat) for seat in _SEATS)


class State:
    """A whole match in progress. Mutable; use :meth:`clone` for a cheap independent copy."""

    ruleset: ClassVar[str] = ""

    # Slots keep attribute access fast on the hot path.
    __slots__ = (
        "players", "seed", "decks", "start_scores", "first", "first_of_match", "round_decks", "_rng",
        "scores", "rounds", "round", "match_over", "winner", "round_first",
        "_hands", "_pile", "_discard", "_color", "_kind", "_seat", "_pending", "_drawn",
        "_resume", "_dump_color", "_direction", "_empty_draws", "_known_bottom", "_pick",
        "_wd4_seat", "_wd4_illegal", "_wd4_hand", "_log", "_history", "_seen", "_until_playable",
        "_previous_log", "_dispatch", "_row", "round_random", "random_outcomes", "_feed", "_effects", "_uncalled",
        "_options", "_house_legal", "_stacking", "_draw2_volley", "_wd4_judge",
    )

    players: int
    seed: int
    decks: list[list[Card]]
    start_scores: list[int]
    first: int | None
    first_of_match: int | None
    round_decks: list[tuple[Card, ...]]
    #: Every random outcome of each round so far, in order (see ``Record.random``): a rebuilt draw pile
    #: (top card first) or a classic turned-up wild's depth (C4).
    round_random: list[list[RandomOutcome]]
    random_outcomes: list[list[RandomOutcome]]  # given (a record's ``random``): used before any generator
    scores: list[int]
    rounds: list[RoundResult]
    round: int
    match_over: bool
    winner: int | None
    round_first: int
    _rng: random.Random | None
    _hands: list[list[int]]  # plain int faces (see the module docstring)
    _pile: list[int]
    _discard: list[int]
    _color: int
    _row: int  # top card * 4 + active color: the PLAYABLE row (R4) every turn looks up
    _kind: str
    _seat: int
    _pending: int
    _drawn: int
    _resume: tuple[int, int, bool]
    _dump_color: int
    _direction: int
    _empty_draws: int
    _known_bottom: int
    _pick: int
    _wd4_seat: int
    _wd4_illegal: bool
    _wd4_hand: tuple[Card, ...]
    _log: list[Event]
    _previous_log: list[Event]
    _history: list[tuple[int, Action]]
    _seen: dict[int | None, tuple[list[Event], int, tuple[Event, ...]]]  # view.py's per-seat redaction cache
    _feed: list[RandomOutcome]  # this round's recorded outcomes still to use, the next one last
    _uncalled: int  # H9 catch_window "until_next_turn": the seat that may still be caught, else -1
    # The options as the hot path reads them, resolved once per game by the ``options`` setter (see
    # _resolve_options and docs/engine.md, "Options off cost nothing").
    _options: Options
    _dispatch: dict[str, dict[str, Callable[[State, Action], None]]]  # decision -> action kind -> handler
    _until_playable: bool  # draw_until_playable (C7, H5), read on every draw
    _effects: tuple[int, ...]  # _EFFECT, or _EFFECT_SEVEN_O with seven_o (H12)
    _house_legal: bool  # forced_play, no_bluff or a late catch can change a turn's or after_draw's list (H6-H9)
    _stacking: tuple[frozenset[int], frozenset[int]]  # faces that answer a pending Draw 2, a pending W+4
    _draw2_volley: bool  # a classic Draw 2 opens a volley (stack_draw2, stack_draw4_on_draw2)
    _wd4_judge: Callable[[list[int], int, int], bool]  # R47 / C13 per wd4_illegal_if: rules.wd4_judge

    def __init__(self) -> None:  # built by new_match(); see duo.py / classic.py
        self._log: list[Event] = []
        self._seen = {}

    @property
    def options(self) -> Options:
        """The game's rule options (set once, by new_match or a position)."""
        return self._options

    @options.setter
    def options(self, options: Options) -> None:
        self._resolve_options(options)

    def _resolve_options(self, options: Options) -> None:
        """Turn the options into what the hot path reads, once per game: the handler table, the effects and
        stacking tables and a few flags. With every option off, no handler and no legal list reads an option
        (docs/engine.md, "Options off cost nothing"); options read once per round (target_score,
        match_rounds, scoring) are read from ``options`` where they apply."""
        self._options = options
        self._dispatch = _handler_table(type(self), options)
        self._until_playable = options.draw_until_playable
        self._effects = _EFFECT_SEVEN_O if options.seven_o else _EFFECT
        self._house_legal = (
            options.forced_play or options.wd4_mode == "no_bluff" or options.catch_window == "until_next_turn"
        )
        on_draw2 = _DRAW2_FACES if self.ruleset == "duo" or options.stack_draw2 else frozenset()
        if options.stack_draw4_on_draw2:
            on_draw2 = on_draw2 | _WD4_FACES
        self._stacking = (on_draw2, _WD4_FACES if options.stack_draw4 else frozenset())
        self._draw2_volley = options.stack_draw2 or options.stack_draw4_on_draw2
        self._wd4_judge = wd4_judge(wd4_test(self.ruleset, options))

    # ------------------------------------------------------------------ public API

    @property
    def to_act(self) -> int | None:
        """Seat whose decision is pending, or None once the match is over."""
        return None if self._kind == OVER else self._seat

    @property
    def decision(self) -> str:
        """Kind of the pending decision: one of ``DECISIONS``, or ``"over"``."""
        return self._kind

    @property
    def is_over(self) -> bool:
        return self._kind == OVER

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every hand, each in canonical order (the omniscient view; seats should use :meth:`view`)."""
        return tuple(cards_of(sorted(h)) for h in self._hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """Seat ``seat``'s hand in the order its cards arrived (the order of its legal plays); omniscient."""
        return cards_of(self._hands[seat])

    @property
    def drawn(self) -> Card | None:
        """The card just drawn, at an ``after_draw`` decision (else None); omniscient."""
        return CARDS[self._drawn] if self._kind == AFTER_DRAW else None

    @property
    def draft_candidate(self) -> Card | None:
        """The card offered to the drafter, at a Duo ``draft`` decision (else None); omniscient."""
        return CARDS[self._pile[-1]] if self._kind == DRAFT and self._pile else None

    def round_generator(self) -> random.Random:
        """A copy of the generator this round's next random outcomes come from (a shuffled rebuild, C4), for a
        tool that simulates the round further exactly as the engine would (recorded outcomes not included)."""
        copy = random.Random()
        copy.setstate(self._round_rng().getstate())
        return copy

    @property
    def top(self) -> Card | None:
        """Top card of the discard pile, or None during the draft."""
        if self._kind == DRAFT or not self._discard:
            return None
        return CARDS[self._discard[-1]]

    @property
    def color(self) -> int | None:
        """Active color index (0-3), or None during the draft and before a turned-up wild is named."""
        return None if self._kind == DRAFT or self._color < 0 else self._color

    @property
    def pending_draw(self) -> int:
        return self._pending

    @property
    def draw_pile_size(self) -> int:
        return len(self._pile)

    @property
    def direction(self) -> int:
        """+1 clockwise, -1 counterclockwise (always +1 in Duo)."""
        return self._direction

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, oldest card first (the draft discards during a Duo draft)."""
        return cards_of(self._discard)

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top card first (omniscient; for tests and tools, never for a seat)."""
        return cards_of(reversed(self._pile))

    @property
    def ply(self) -> int:
        """How many actions have been applied so far (python-chess's ``ply()``): ``len(history)``, cheaply."""
        return len(self._history)

    @property
    def history(self) -> list[str]:
        """Every action applied so far, as record lines ``"SEAT ACTION"`` (python-chess's move stack)."""
        return [f"{seat} {action}" for seat, action in self._history]

    @property
    def round_events(self) -> tuple[Event, ...]:
        """Every event of the round in progress, unredacted."""
        return tuple(self._log)

    @property
    def previous_round_events(self) -> tuple[Event, ...]:
        """Every event of the round before the one in progress (empty in the first round), unredacted."""
        return tuple(self._previous_log)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act, with both forms of a play that needs the UNO call."""
        kind = self._kind
        if kind == TURN:
            hand = self._hands[self._seat]
            plays = _TURN_PLAYS[len(hand) == 2][self._row]
            out: list[Action] = []
            seen = 0
            for c in hand:
                choices = plays[c]
                if choices and not (seen >> c) & 1:
                    seen |= 1 << c
                    out += choices
            if self._house_legal:
                return self._house_turn_actions(out, hand, seen)
            out.append(_DRAW_ACTION)
            if self._dump_color >= 0:
                out.extend(self._dump_actions(self._dump_color))
            return out
        if kind == AFTER_DRAW:
            hand = self._hands[self._seat]
            drawn = self._drawn
            if PLAYABLE[self._row][drawn]:
                if self._house_legal:
                    return self._house_after_draw_actions(hand, drawn)
                return [*PLAY_CHOICES[drawn][len(hand) == 2], _PASS_ACTION]
            return list(_PASS_ONLY)
        if kind == VOLLEY:
            out = self._stack_plays()
            out.append(_DRAW_ACTION)
            return out
        if kind == DRAFT:
            return list(_DRAFT_PAIR)
        if kind == CHALLENGE_CHOICE:
            if self._stacking[1]:
                return [*_CHALLENGE_PAIR, *self._stack_plays()]
            return list(_CHALLENGE_PAIR)
        if kind == SWAP_CHOICE:
            return self._swap_actions()
        if kind == CATCH_CHOICE:
            return list(_CATCH_PAIR)
        if kind == DUMP_CHOICE:
            return [*self._dump_actions(self._dump_color), A.NODUMP_ACTION]
        if kind == COLOR_CHOICE:
            return list(A.COLOR_ACTIONS)
        return []

    def _swap_actions(self) -> list[Action]:
        """H12's swap choice: a seat other than the one to act. Its own method, since a comprehension that
        reads ``self`` would make ``self`` a cell of ``legal_actions``, paid on every call."""
        seat = self._seat
        return [A.swap_action(s) for s in range(self.players) if s != seat]

    def _house_turn_actions(self, out: list[Action], hand: list[int], seen: int) -> list[Action]:
        """A turn's legal list under house rules, from its plays (``seen``: the bit set of their faces)."""
        if (seen >> WILD_DRAW4) & 1 and self._options.wd4_mode == "no_bluff" and self._others_playable(hand):
            out = [a for a in out if a.card != WILD_DRAW4]  # H7: no bluffing
        out.append(_DRAW_ACTION)
        if self._dump_color >= 0:
            out.extend(self._dump_actions(self._dump_color))
        if self._uncalled >= 0 and self._can_catch_late():
            out.append(A.CATCH_ACTION)  # H9
        return out

    def _house_after_draw_actions(self, hand: list[int], drawn: int) -> list[Action]:
        """The legal list after drawing a playable card, under house rules."""
        if drawn == WILD_DRAW4 and self._options.wd4_mode == "no_bluff" and self._others_playable(hand):
            return list(_PASS_ONLY)  # H7
        if self._options.forced_play:
            return list(PLAY_CHOICES[drawn][len(hand) == 2])  # H6
        return [*PLAY_CHOICES[drawn][len(hand) == 2], _PASS_ACTION]

    def apply(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Perform ``action`` for the seat to act (checked against ``seat`` when given), in place.

        Returns the events it caused. An illegal or malformed action raises :class:`IllegalActionError`
        and leaves the state exactly as it was.
        """
        if type(action) is not Action:
            action = _coerce(action)
        try:
            handler: _Handler | None = self._dispatch[self._kind][action[0]]  # action[0]: its kind
        except KeyError:
            handler = None
        if handler is None or (seat is not None and seat != self._seat):
            if seat is not None and seat != self._seat and self._options.jump_in and self._kind == TURN:
                return self._jump_in(action, seat)
            self._refuse(action, seat)
        log = self._log
        start = len(log)
        acting = self._seat
        handler(self, action)
        self._history.append((acting, action))
        if self._log is log:
            return log[start:]
        # The round ended: its last events, then the next round's first ones (_end_round swapped the logs).
        return log[start:] + self._log

    def _stack_plays(self) -> list[Action]:
        """The plays that stack on the pending draw (a Wild Draw 4 in each color)."""
        hand = self._hands[self._seat]
        faces = self._stacking[self._discard[-1] == WILD_DRAW4]  # R36, C10, H1-H3: by the card that made it
        one_left = len(hand) == 2
        out: list[Action] = []
        seen = 0
        for c in hand:
            if c in faces and not (seen >> c) & 1:
                seen |= 1 << c
                out.extend(PLAY_CHOICES[c][one_left])
        return out

    def _others_playable(self, hand: list[int]) -> bool:
        """H7 no_bluff: does ``hand`` hold a playable card (R4) that is not a Wild Draw 4?"""
        table = PLAYABLE[self._row]
        return any(table[c] for c in hand if c != WILD_DRAW4)

    def _can_catch_late(self) -> bool:
        """H9: may the seat to act still catch the seat that did not call (one card, window open)?"""
        offender = self._uncalled
        return offender != self._seat and len(self._hands[offender]) == 1

    def jump_ins(self) -> dict[int, list[Action]]:
        """H13 ``jump_in``: the seats other than the one to act that may play out of turn now, with their plays
        (a card identical to the top card, at a normal turn). Empty when nobody may jump in."""
        if self._kind != TURN or not self._options.jump_in:
            return {}
        top = self._discard[-1]
        if top >= WILD:
            return {}
        out: dict[int, list[Action]] = {}
        for seat, hand in enumerate(self._hands):
            if seat != self._seat and top in hand:
                out[seat] = list(PLAY_CHOICES[top][len(hand) == 2])
        return out

    @property
    def may_act(self) -> tuple[int, ...]:
        """Every seat that may act now: the seat to act first, then any seat that may jump in (H13)."""
        if self._kind == OVER:
            return ()
        return (self._seat, *sorted(self.jump_ins()))

    def _jump_in(self, action: Action, seat: int) -> list[Event]:
        """H13: ``seat`` plays the card identical to the top card out of turn; play goes on from it."""
        if not 0 <= seat < self.players:
            raise IllegalActionError("wrong_seat", f"there is no seat {seat}")
        if action not in self.jump_ins().get(seat, ()):
            raise IllegalActionError(
                "wrong_seat",
                f"seat {seat} cannot act: seat {self._seat} is to decide ({self._kind}), and seat {seat} holds no "
                f"card identical to the top card to jump in with (H13)",
            )
        log = self._log
        start = len(log)
        self._emit(Event(E.JUMP_IN, seat, (), 0, None, self._seat))
        self._dump_color = -1
        self._play(seat, self._hands[seat], action.card, -1, action.uno)
        if self._uncalled == seat:
            self._uncalled = -1
        self._history.append((seat, action))
        if self._log is log:
            return log[start:]
        return log[start:] + self._log

    def _refuse(self, action: Action, seat: int | None) -> NoReturn:
        """Raise the error for an action refused before any rule is looked at (one check on the hot path)."""
        kind = self._kind
        if kind == OVER:
            raise IllegalActionError("match_over", "the match is over: no more actions")
        if seat is not None and seat != self._seat:
            raise IllegalActionError(
                "wrong_seat", f"seat {seat} cannot act: seat {self._seat} is to decide ({kind})"
            )
        raise IllegalActionError(
            "wrong_decision", f"{action} is not an answer to the {kind} decision; legal: {self._legal_text()}"
        )

    def is_legal(self, action: Action | str) -> bool:
        """True if ``action`` would be accepted now (any dump order counts, R53)."""
        probe = self.copy()
        try:
            probe.apply(action)
        except IllegalActionError:
            return False
        return True

    def copy(self, *, history: bool = True) -> State:
        """An independent copy, random generator included (cheap: lists of small ints, nothing deep).

        ``history=False`` leaves the copy's actions and events empty (the rules never read them): what a
        search that plays a round out from a copy needs, cheaper still.
        """
        new = object.__new__(type(self))
        for name in _SLOTS:
            setattr(new, name, getattr(self, name))
        new._hands = [list(h) for h in self._hands]
        new._pile = list(self._pile)
        new._discard = list(self._discard)
        if history:
            new._log = list(self._log)
            new._history = list(self._history)
            new.round_decks = list(self.round_decks)
            new.round_random = [list(r) for r in self.round_random]
        else:
            new._log = []
            new._previous_log = []
            new._history = []
            new.round_decks = []
            new.round_random = []
        new._feed = list(self._feed)
        new._seen = {}
        new.scores = list(self.scores)
        new.rounds = list(self.rounds)
        if self._rng is not None:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
            new._rng = rng
        return new

    def clone(self) -> State:
        """The same as :meth:`copy` (kept for existing callers)."""
        return self.copy()

    def redealt(self, hands: Iterable[Iterable[int]], draw_pile: Iterable[int], seed: int | None = None) -> State:
        """A copy without history whose hands and draw pile (top card first) hold the given cards.

        For search (a determinization dealt again): the cards must be the ones the hands and the draw pile
        hold now, placed anywhere, and each hand keeps its size; :class:`PositionError` otherwise. A new
        ``seed`` gives the copy its own later randomness (rebuild shuffles, C4, later decks).
        """
        new = self.copy(history=False)
        if seed is not None:
            new.seed = seed
            new._rng = None
        new_hands = [faces_of(hand) for hand in hands]
        pile = faces_of(draw_pile)
        pile.reverse()
        if [len(h) for h in new_hands] != [len(h) for h in self._hands] or sorted(
            [*pile, *(c for h in new_hands for c in h)]
        ) != sorted([*self._pile, *(c for h in self._hands for c in h)]):
            from .errors import PositionError

            raise PositionError("bad_position", "a re-deal keeps every hand's size and the same cards")
        new._hands = new_hands
        new._pile = pile
        return new

    def position(self) -> Position:
        """This moment of the match as a :class:`~unoduo.core.position.Position` (``str()`` gives its text)."""
        kind = self._kind
        over = kind == OVER
        challenge = kind == CHALLENGE_CHOICE or (
            kind == CATCH_CHOICE and not self._resume[2] and self._discard[-1] == WILD_DRAW4
        )
        assert self.first is not None
        return Position(
            ruleset=self.ruleset,
            players=self.players,
            options=self.options,
            seed=self.seed,
            round=self.round,
            first=self.first,
            decision=kind,
            to_act=None if over else self._seat,
            hands=tuple(cards_of(h) for h in self._hands),
            draw_pile=cards_of(reversed(self._pile)),
            discard=cards_of(self._discard),
            color=None if kind == DRAFT or self._color < 0 else self._color,
            start_scores=tuple(self.start_scores),
            rounds=tuple(self.rounds),
            known_bottom=min(self._known_bottom, len(self._pile)),
            direction=self._direction,
            pending=self._pending,
            drawn=CARDS[self._drawn] if kind == AFTER_DRAW else None,
            dump_color=self._dump_color if kind in (TURN, DUMP_CHOICE) and self._dump_color >= 0 else None,
            empty_draws=self._empty_draws,
            caught_dump=kind == CATCH_CHOICE and self._resume[2],
            challenge_illegal=self._wd4_illegal if challenge else None,
            challenge_hand=self._wd4_hand if challenge else (),
            uncalled=self._uncalled if self._uncalled >= 0 and not over else None,
        )

    @staticmethod
    def from_position(
        position: Position | str, *, events: Iterable[Event] = (), previous_events: Iterable[Event] = ()
    ) -> State:
        """A state at ``position`` (a :class:`~unoduo.core.position.Position` or its text), checked first.

        ``events`` and ``previous_events`` become the round's events so far and the previous round's (a
        position has no history; views show them). Raises :class:`PositionError` naming what is wrong.
        """
        pos = position if isinstance(position, Position) else Position.parse(position)
        pos.check()
        state: State = object.__new__(_RULESETS[pos.ruleset])
        state.__init__()  # type: ignore[misc]
        state._init_common(pos.options, pos.players, pos.seed, [], list(pos.start_scores), pos.first)
        kind = pos.decision
        state.round = pos.round
        state.rounds = list(pos.rounds)
        state.scores = list(pos.scores)
        state.round_first = pos.round_first
        state._hands = [faces_of(hand) for hand in pos.hands]
        state._pile = faces_of(reversed(pos.draw_pile))
        state._discard = faces_of(pos.discard)
        state._known_bottom = pos.known_bottom
        state._color = -1 if pos.color is None else pos.color
        state._kind = kind
        state._seat = -1 if pos.to_act is None else pos.to_act
        state._direction = pos.direction
        state._pending = pos.pending
        state._drawn = -1 if pos.drawn is None else int(pos.drawn)
        state._dump_color = -1 if pos.dump_color is None else pos.dump_color
        state._empty_draws = pos.empty_draws
        state._pick = len(pos.discard) if kind == DRAFT else 0
        offender = (state._seat - pos.direction) % pos.players  # who laid the card a catch or challenge is about
        if kind == CATCH_CHOICE:
            state._resume = (offender, state._discard[-1], pos.caught_dump)
        state._uncalled = -1 if pos.uncalled is None else pos.uncalled
        if pos.challenge_illegal is not None:
            state._wd4_seat = offender
            state._wd4_illegal = pos.challenge_illegal
            state._wd4_hand = tuple(sorted(pos.challenge_hand))
        if kind == OVER:
            state.match_over = True
            state.winner = state._match_winner()
        state._log = list(events)
        state._previous_log = list(previous_events)
        state._refresh_row()
        return state

    def _refresh_row(self) -> None:
        """Set ``_row``, the cache of the top card and active color's PLAYABLE row, from the piles (the one
        place it is computed from scratch; plays, dumps, turn-ups and named colors keep it current)."""
        discard = self._discard
        self._row = discard[-1] * 4 + self._color if discard and self._color >= 0 else -1

    def result(self) -> MatchResult | None:
        """The match outcome once it is over, else None."""
        if self._kind != OVER:
            return None
        return MatchResult(tuple(self.scores), self.winner, tuple(self.rounds))

    # ------------------------------------------------------------------ decision handlers

    # One handler per (decision, action kind) pair (see _HANDLER_NAMES): apply() has already checked both.

    def _turn_play(self, action: Action) -> None:
        """A play on a turn: a fast check of a well-formed legal play, then :meth:`_play`."""
        seat = self._seat
        hand = self._hands[seat]
        _, face, color, uno, cards = action  # one unpacking is cheaper than four field reads
        # Fast path for a well-formed legal play; anything else goes through the checks for its message.
        if not (
            face in hand
            and PLAYABLE[self._row][face]
            and ((0 <= color <= 3) if face >= WILD else color == -1)
            and (not uno or len(hand) == 2)
            and not cards
        ):
            self._check_play(hand, action)
            raise IllegalActionError(
                "not_playable",
                f"{CARDS[face]} cannot be played on {CARDS[self._discard[-1]]} with {'RYGB'[self._color]} active",
            )
        self._dump_color = -1
        self._play(seat, hand, face, color, uno)

    def _turn_play_no_bluff(self, action: Action) -> None:
        """H7 ``wd4_mode`` = ``no_bluff``: a Wild Draw 4 only when no other card can be played."""
        hand = self._hands[self._seat]
        if action.card == WILD_DRAW4 and WILD_DRAW4 in hand and self._others_playable(hand):
            self._check_play(hand, action)  # a malformed play gets its own reason first (a wild is playable)
            _refuse_bluff()
        self._turn_play(action)

    def _turn_draw(self, action: Action) -> None:
        seat = self._seat
        self._dump_color = -1
        if self._until_playable:
            self._draw_until_playable(seat)
            return
        pile = self._pile
        if len(pile) > self._known_bottom:  # the common case, inlined: no rebuild, no known card reached
            card = pile.pop()
            self._hands[seat].append(card)
            self._log.append(_TURN_DRAW_EVENTS[seat][card])
            self._empty_draws = 0
            self._kind = AFTER_DRAW
            self._drawn = card
            return
        got = self._draw(seat, 1, "turn")
        if got:
            self._empty_draws = 0
            self._kind = AFTER_DRAW
            self._drawn = got[-1]
            return
        self._pass_empty(seat)

    def _turn_dump(self, action: Action) -> None:
        """A dump on P2's first turn after a turned-up Reverse (R28)."""
        if self._dump_color < 0:
            raise IllegalActionError(
                "wrong_decision", "a dump is only offered after a Reverse; legal: " + self._legal_text()
            )
        self._check_dump(action)
        self._dump(self._seat, action)

    def _after_draw_pass(self, action: Action) -> None:
        seat = self._seat
        self._log.append(_PASS_EVENTS[seat])
        self._empty_draws = 0
        self._kind = TURN
        self._seat = (seat + self._direction) % self.players  # in Duo, the opponent

    def _after_draw_play(self, action: Action) -> None:
        seat = self._seat
        hand = self._hands[seat]
        _, face, color, uno, cards = action
        # Fast path: the drawn card, well formed and playable; anything else gets the checks' messages in order.
        if not (
            face == self._drawn
            and face in hand
            and ((0 <= color <= 3) if face >= WILD else color == -1)
            and (not uno or len(hand) == 2)
            and not cards
            and PLAYABLE[self._row][face]
        ):
            self._check_play(hand, action)
            if face != self._drawn:
                raise IllegalActionError(
                    "not_drawn_card", f"after drawing, only the card just drawn ({CARDS[self._drawn]}) may be played"
                )
            raise IllegalActionError("not_playable", f"the drawn card {CARDS[self._drawn]} is not playable")
        self._play(seat, hand, face, color, uno)

    def _after_draw_pass_forced(self, action: Action) -> None:
        """H6 ``forced_play``: a playable card just drawn must be played."""
        if A.PASS_ACTION not in self.legal_actions():
            raise IllegalActionError(
                "must_play", f"the drawn card {CARDS[self._drawn]} is playable and must be played (H6)"
            )
        self._after_draw_pass(action)

    def _after_draw_play_no_bluff(self, action: Action) -> None:
        """H7 ``no_bluff`` after drawing: the drawn Wild Draw 4 only when no other card can be played."""
        hand = self._hands[self._seat]
        if action.card == WILD_DRAW4 == self._drawn and self._others_playable(hand):
            self._check_play(hand, action)  # the drawn card is in hand and a wild is playable: only form is left
            _refuse_bluff()
        self._after_draw_play(action)

    def _volley_draw(self, action: Action) -> None:
        seat = self._seat
        self._empty_draws = 0
        self._draw(seat, self._pending, "volley")
        self._pending = 0
        self._turn(self._next_turn_after_volley(seat))

    def _volley_play(self, action: Action) -> None:
        """A card stacked on the pending draw: a Draw 2 in a volley (R36, C10), a Wild Draw 4 (H2, H3)."""
        seat = self._seat
        hand = self._hands[seat]
        self._check_play(hand, action)
        if action.card not in self._stacking[self._discard[-1] == WILD_DRAW4]:
            if self._kind == VOLLEY and RANK_OF[self._discard[-1]] == DRAW2 and not self._options.stack_draw4_on_draw2:
                raise IllegalActionError("not_a_draw2", "a volley can only be answered with a Draw 2 or by drawing")
            raise IllegalActionError(
                "not_stackable", f"{CARDS[action.card]} cannot be stacked here; legal: {self._legal_text()}"
            )
        self._play(seat, hand, action.card, action.color, action.uno)

    def _on_challenge(self, action: Action) -> None:
        seat = self._seat
        offender = self._wd4_seat
        kind = action.kind
        self._log.append(_new_event(Event, (kind, seat, (), 0, None, None)))
        if kind == A.ACCEPT:
            self._draw(seat, self._pending, "wild_draw4")
            self._pending = 0
            self._kind = TURN
            self._seat = self._next_turn_after_penalty(offender, seat)
            return
        self._emit(Event(E.REVEAL, offender, self._wd4_hand, len(self._wd4_hand), seat))
        pending = self._pending  # 4, or more for a stacked Wild Draw 4 (H4)
        self._pending = 0
        if self._wd4_illegal:
            self._emit(Event(E.CHALLENGE_RESULT, offender, info="illegal"))
            self._draw(offender, pending, "challenge_lost")
            self._turn(seat)
        else:
            self._emit(Event(E.CHALLENGE_RESULT, offender, info="legal"))
            self._draw(seat, pending + 2, "challenge_lost")
            self._turn(self._next_turn_after_penalty(offender, seat))

    def _on_catch(self, action: Action) -> None:
        seat = self._seat
        kind = action.kind
        self._log.append(_new_event(Event, (kind, seat, (), 0, None, None)))
        offender, face, via_dump = self._resume
        if kind == A.CATCH:
            self._draw(offender, self._options.uno_penalty, "caught")
        elif self._options.catch_window == "until_next_turn":
            self._uncalled = offender  # H9: the others may still catch until the offender acts again
        self._follow_up(offender, face, via_dump)

    def _late_catch(self, action: Action) -> None:
        """H9: a catch at a normal turn while the window is open; the same seat then takes its turn."""
        if self._uncalled < 0 or not self._can_catch_late():
            raise IllegalActionError("wrong_decision", "nobody can be caught now; legal: " + self._legal_text())
        offender = self._uncalled
        self._uncalled = -1
        self._log.append(_new_event(Event, (A.CATCH, self._seat, (), 0, None, offender)))
        self._draw(offender, self._options.uno_penalty, "caught")

    def _on_swap(self, action: Action) -> None:
        """H12: the player of a 7 swaps hands with the seat named; then the next player moves."""
        seat = self._seat
        target = action.card
        if not (0 <= target < self.players) or target == seat:
            raise IllegalActionError("bad_swap", f"swap names another seat; legal: {self._legal_text()}")
        hands = self._hands
        hands[seat], hands[target] = hands[target], hands[seat]
        self._emit(Event(E.SWAP, seat, (), 0, None, target))
        self._tell_hands((seat, target))
        self._turn((seat + self._direction) % self.players)

    def _pass_hands(self, seat: int) -> None:
        """H12: a played 0 passes every hand to the next seat in the direction of play."""
        n = self.players
        step = self._direction
        old = self._hands
        self._hands = [old[(s - step) % n] for s in range(n)]
        self._emit(Event(E.PASS_HANDS, seat, (), 0, None, step))
        self._tell_hands(tuple(range(n)))
        self._turn((seat + step) % n)

    def _tell_hands(self, seats: tuple[int, ...]) -> None:
        """Each seat whose hand changed sees its new hand, nobody else does (H12); the counts are public."""
        self._uncalled = -1  # the hand that was not called is gone (H9)
        for s in seats:
            hand = self._hands[s]
            self._emit(Event(E.HAND, s, cards_of(sorted(hand)), len(hand), s, "seven_o"))

    def _seven_o_follow_up(self, seat: int, face: int) -> None:
        """H12: after a 7 its player chooses whom to swap with; after a 0 the hands pass along."""
        if RANK_OF[face] == 7:
            self._kind = SWAP_CHOICE
            self._seat = seat
        else:
            self._pass_hands(seat)

    def _wd4_follow_up(self, seat: int, victim: int) -> None:
        """After a Wild Draw 4 (R45, C12, H2-H4, H7): a challenge decision, a stacking response, or the draw."""
        options = self._options
        stacked = self._pending > 4
        if options.wd4_mode == "challenge" and (not stacked or options.challenge_stacked_draw4):
            self._kind = CHALLENGE_CHOICE
            self._seat = victim
        elif options.stack_draw4:
            self._kind = VOLLEY
            self._seat = victim
        else:
            self._draw(victim, self._pending, "wild_draw4")
            self._pending = 0
            self._turn(self._next_turn_after_penalty(seat, victim))

    def _on_draft(self, action: Action) -> None:
        raise NotImplementedError

    def _on_color(self, action: Action) -> None:
        raise NotImplementedError

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _RULESETS[cls.ruleset] = cls  # what from_position builds for a ruleset: DuoState, ClassicState

    def _on_dump(self, action: Action) -> None:
        seat = self._seat
        if action.kind == A.NODUMP:
            self._emit(Event(E.NODUMP, seat))
            self._after_nodump(seat)
            return
        self._check_dump(action)
        self._dump(seat, action)

    # ------------------------------------------------------------------ checks (never mutate)

    def _check_play(self, hand: list[int], action: Action) -> None:
        face = action.card
        if face not in hand:
            if not 0 <= face < 54:
                raise IllegalActionError("malformed_action", f"{action!r} names no card")
            raise IllegalActionError("card_not_in_hand", f"seat {self._seat} holds no {CARDS[face]}")
        if face >= WILD:
            if not 0 <= action.color <= 3:
                raise IllegalActionError("color_required", f"a wild card names its color: play {CARDS[face]} R|Y|G|B")
        elif action.color != -1:
            raise IllegalActionError("color_not_allowed", "only a wild card names a color")
        if action.uno and len(hand) != 2:
            raise IllegalActionError(
                "uno_not_allowed", "'uno' is only called on a play that leaves exactly one card (R56)"
            )
        if action.cards:
            raise IllegalActionError("malformed_action", "a play lists one card")

    def _check_dump(self, action: Action) -> None:
        color = self._dump_color
        hand = self._hands[self._seat]
        want = Counter(c for c in hand if COLOR_OF[c] == color)
        got: Counter[int] = Counter(action.cards)
        if got != want:
            extra = [CARDS[c].code for c in sorted((got - want).elements())]
            missing = [CARDS[c].code for c in sorted((want - got).elements())]
            if extra:
                raise IllegalActionError(
                    "dump_wrong_card",
                    f"a dump lays only the {'RYGB'[color]} cards in hand (R51, R52); not {' '.join(extra)}",
                )
            raise IllegalActionError(
                "dump_incomplete", f"a dump lays every {'RYGB'[color]} card in hand (R51); missing {' '.join(missing)}"
            )
        left = len(hand) - len(action.cards)
        if action.uno and left != 1:
            raise IllegalActionError("uno_not_allowed", "'uno' is only called when exactly one card is left (R56)")

    def _dump_actions(self, color: int) -> list[Action]:
        """One dump per distinct final card, the others in canonical order before it (docs/records.md)."""
        hand = self._hands[self._seat]
        same = sorted(c for c in hand if COLOR_OF[c] == color)
        if not same:
            return []
        one_left = len(hand) - len(same) == 1
        out = []
        for final in sorted(set(same)):
            rest = list(same)
            rest.remove(final)
            laid = cards_of([*rest, final])
            out.append(Action(A.DUMP, -1, -1, False, laid))
            if one_left:
                out.append(Action(A.DUMP, -1, -1, True, laid))
        return out

    def _legal_text(self) -> str:
        return ", ".join(str(a) for a in self.legal_actions())

    # ------------------------------------------------------------------ effects

    def _emit(self, event: Event) -> None:
        """Log an event of the round; apply() returns the events logged while it ran."""
        self._log.append(event)

    def _turn(self, seat: int) -> None:
        self._kind = TURN
        self._seat = seat

    def _draw(self, seat: int, count: int, reason: str) -> list[int]:
        """Draw ``count`` cards one at a time, rebuilding the pile when it runs out (R66, R68, R69)."""
        pile = self._pile
        hand = self._hands[seat]
        got: list[int] = []
        for _ in range(count):
            if not pile:
                if len(self._discard) <= 1:
                    break
                self._rebuild()
                pile = self._pile
            card = pile.pop()
            hand.append(card)
            got.append(card)
        if self._known_bottom > len(pile):
            self._known_bottom = len(pile)
        event = _new_event(Event, (E.DRAW, seat, cards_of(got), len(got), seat, reason))
        self._log.append(event)
        return got

    def _rebuild(self) -> None:
        """R66: everything under the top discard becomes the draw pile, shuffled or turned over."""
        discard = self._discard
        old = discard[:-1]
        del discard[:-1]
        if self._options.rebuild_shuffle:
            if self._feed:
                old = self._recorded_rebuild(old)
            else:
                shuffle(self._round_rng(), old)
            if self.round_random:
                self.round_random[-1].append(cards_of(reversed(old)))
            self._pile = old
            self._known_bottom = 0
        else:
            old.reverse()  # the oldest discard becomes the top card
            self._pile = old
            self._known_bottom = len(old)
        how = "shuffled" if self._options.rebuild_shuffle else "turned"
        self._emit(Event(E.REBUILD, None, (), len(old), None, how))

    def _recorded_rebuild(self, old: list[int]) -> list[int]:
        """The next recorded outcome as the rebuilt pile (top card last), checked to hold ``old``'s cards."""
        outcome = self._feed.pop()
        where = f"random[{self.round - 1}]"
        if not isinstance(outcome, tuple):
            raise RecordError("bad_random", f"{where}: a rebuild of the draw pile comes next, not a wild's depth")
        pile = faces_of(reversed(outcome))
        if sorted(pile) != sorted(old):
            raise RecordError(
                "bad_random", f"{where}: the rebuilt draw pile must hold the {len(old)} cards under the top discard"
            )
        return pile

    def _wild_depth(self, size: int) -> int:
        """C4: how many cards stay above a turned-up wild put back in a pile of ``size`` (1 to ``size``)."""
        if self._feed:
            depth = self._feed.pop()
            if not isinstance(depth, int) or not 1 <= depth <= size:
                raise RecordError(
                    "bad_random",
                    f"random[{self.round - 1}]: a turned-up wild goes back under 1 to {size} cards, not {depth!r}",
                )
        else:
            depth = self._round_rng().randrange(size) + 1
        if self.round_random:
            self.round_random[-1].append(depth)
        return depth

    def _pass_empty(self, seat: int) -> None:
        """R71/C15: a turn's draw that took no card is a pass; n of them in a row block the round (R72)."""
        self._emit(Event(E.EMPTY_DRAW, seat))
        self._empty_draws += 1
        if self._empty_draws >= self.players:
            self._end_round(None)
        else:
            self._turn(self._next_turn_after_pass(seat))

    def _play(self, seat: int, hand: list[int], face: int, color: int, uno: bool) -> None:
        """R86 steps 1-4 for a single card, once the checks are done (the engine's hottest function). Takes the
        play's fields, which every caller has already unpacked for its checks, and the player's hand."""
        if face == WILD_DRAW4:
            self._judge_wd4(seat, hand, self._discard[-1], self._color)
        hand.remove(face)
        self._discard.append(face)
        active = color if face >= WILD else COLOR_OF[face]
        self._color = active
        self._row = face * 4 + active
        self._empty_draws = 0
        log = self._log
        log.append(_PLAY_EVENTS[seat][face][color])
        effect = self._effects[face]
        if effect:
            if effect == _FX_DRAW2:
                self._pending += 2
            elif effect == _FX_WILD_DRAW4:
                self._pending += 4  # more than 4 only when stacked (H2, H3)
            elif effect == _FX_REVERSE:
                self._on_reverse_played(seat)
        if uno:
            log.append(_UNO_EVENTS[seat])
        left = len(hand)
        if left > 1 or (uno and left == 1):
            if effect:
                self._follow_up(seat, face, False)
            else:
                # A number card or a W: the next seat plays (R34, R43, C11); in Duo that is the opponent.
                self._kind = TURN
                self._seat = (seat + self._direction) % self.players
        elif left:
            self._resume = (seat, face, False)
            self._kind = CATCH_CHOICE
            self._seat = self._catcher(seat)
        else:
            self._end_round(seat)

    def _dump(self, seat: int, action: Action) -> None:
        """R53-R55: lay the dump in order; only the final card acts."""
        hand = self._hands[seat]
        for c in action.cards:
            hand.remove(c)
            self._discard.append(int(c))
        self._dump_color = -1
        self._empty_draws = 0
        self._emit(Event(E.DUMP, seat, tuple(action.cards), len(action.cards)))
        final = action.cards[-1]
        self._row = final * 4 + self._color  # a dump is all of the active color (R51)
        if RANK_OF[final] == DRAW2:
            self._pending += 2
        if action.uno:
            self._emit(Event(E.UNO, seat))
        self._resolve(seat, final, action.uno, True)

    def _resolve(self, seat: int, face: int, uno: bool, via_dump: bool) -> None:
        hand = self._hands[seat]
        if not hand:
            self._end_round(seat)
        elif len(hand) == 1 and not uno:
            self._resume = (seat, face, via_dump)
            self._kind = CATCH_CHOICE
            self._seat = self._catcher(seat)
        else:
            self._follow_up(seat, face, via_dump)

    def _judge_wd4(self, seat: int, hand: list[int], top: int, color: int) -> None:
        """Record whether this Wild Draw 4 is illegal (R47) and the hand a challenger would see."""
        rest = list(hand)
        rest.remove(WILD_DRAW4)
        self._wd4_seat = seat
        self._record_wd4_judgement(rest, top, color)

    def _record_wd4_judgement(self, rest: list[int], top: int, color: int) -> None:
        """R47's test (per ``wd4_illegal_if``) on the hand held besides the Wild Draw 4."""
        self._wd4_illegal = self._wd4_judge(rest, top, color)
        self._wd4_hand = cards_of(sorted(rest))

    def _end_round(self, out: int | None) -> None:
        """R62-R65 (C15-C17): the last card's draws, then scoring, then the next round or the match end."""
        if out is not None and self._pending:
            self._draw(self._victim_of_last_card(out), self._pending, "last_card")
        self._pending = 0
        points = self._score_round(out)
        result = RoundResult(points, out, out is None)
        self.rounds.append(result)
        for s in range(self.players):
            self.scores[s] += points[s]
        self._log.append(_new_event(Event, (E.ROUND_END, out, (), 0, None, points)))
        self._uncalled = -1
        rounds = self._options.match_rounds
        if max(self.scores) >= self._options.target_score or (rounds and self.round >= rounds):
            self._kind = OVER
            self._seat = -1
            self.winner = self._match_winner()
            self.match_over = True
            self._emit(Event(E.MATCH_END, self.winner, (), 0, None, tuple(self.scores)))
        else:
            self.round += 1
            self._previous_log = self._log  # never appended to again: views and clones may share it
            self._log = []
            self._start_round()

    # ------------------------------------------------------------------ ruleset hooks

    def _start_round(self) -> None:
        raise NotImplementedError

    def _on_reverse_played(self, seat: int) -> None:
        """Immediate effect of a played Reverse, before any catch (classic flips the direction)."""

    def _follow_up(self, seat: int, face: int, via_dump: bool) -> None:
        raise NotImplementedError

    def _after_nodump(self, seat: int) -> None:
        raise NotImplementedError

    def _catcher(self, seat: int) -> int:
        raise NotImplementedError

    def _next_turn_after_pass(self, seat: int) -> int:
        raise NotImplementedError

    def _next_turn_after_volley(self, drawer: int) -> int:
        raise NotImplementedError

    def _next_turn_after_penalty(self, offender: int, victim: int) -> int:
        raise NotImplementedError

    def _victim_of_last_card(self, out: int) -> int:
        raise NotImplementedError

    def _score_round(self, out: int | None) -> tuple[int, ...]:
        raise NotImplementedError

    def _match_winner(self) -> int | None:
        raise NotImplementedError

    def leader(self) -> int | None:
        """The seat that would win the match on the totals as they stand (the ruleset's match-winner rule:
        fewest points in Duo; most, or fewest under the lowest-wins scoring option, in classic); None on a tie."""
        return self._match_winner()

    # ------------------------------------------------------------------ setup helpers

    def _init_common(
        self,
        options: Options,
        players: int,
        seed: int,
        decks: list[list[Card]],
        start_scores: list[int],
        first: int | None,
        random_outcomes: list[list[RandomOutcome]] | None = None,
    ) -> None:
        self.players = players
        self.seed = seed
        self.decks = decks
        self.random_outcomes = random_outcomes or []
        self.round_random = []
        self._feed = []
        self.start_scores = list(start_scores)
        self.first = first
        self.first_of_match = first
        self.round_decks = []
        self._rng = None
        self.scores = list(start_scores)
        self.rounds = []
        self.round = 1
        self.match_over = False
        self.winner = None
        self.round_first = 0
        self._hands = [[] for _ in range(players)]
        self._pile = []
        self._discard = []
        self._color = -1
        self._row = -1
        self._kind = DRAFT
        self._seat = 0
        self._pending = 0
        self._drawn = -1
        self._resume = (0, 0, False)
        self._dump_color = -1
        self._direction = 1
        self._empty_draws = 0
        self._known_bottom = 0
        self._pick = 0
        self._wd4_seat = -1
        self._wd4_illegal = False
        self._wd4_hand = ()
        self._log = []
        self._previous_log = []
        self._history = []
        self._uncalled = -1
        self._resolve_options(options)

    def _draw_until_playable(self, seat: int) -> None:
        """C7 / H5 with ``draw_until_playable``: cards until a playable one, at most 10, or none left."""
        table = PLAYABLE[self._row]
        taken: list[int] = []
        for _ in range(DRAW_UNTIL_PLAYABLE_LIMIT):
            got = self._draw(seat, 1, "turn")
            if not got:
                break
            taken.append(got[0])
            if table[got[0]]:
                break
        if not taken:
            self._pass_empty(seat)
            return
        self._empty_draws = 0
        self._kind = AFTER_DRAW
        self._drawn = taken[-1]

    def _round_deck(self, full_deck: tuple[Card, ...]) -> list[int]:
        """The round's deck as a pile (top card last): from ``decks`` if given, else shuffled (R12, C3).

        Each round's shuffle and the round's later randomness (rebuilds, C4) have their own generators,
        seeded from the record's seed and the round number, so writing a deck into ``decks`` never shifts
        any other random draw (R84).
        """
        if self.round <= len(self.decks):
            deck = list(self.decks[self.round - 1])
        else:
            deck = list(full_deck)
            shuffle(random.Random(f"unoduo/{self.seed}/deck/{self.round}"), deck)
        self._rng = None  # the round's generator is made when first needed: most rounds never need it
        self.round_decks.append(tuple(deck))
        if self._feed:
            raise RecordError(
                "bad_random", f"random[{self.round - 2}] lists {len(self._feed)} outcome(s) more than its round used"
            )
        given = self.random_outcomes
        self._feed = list(reversed(given[self.round - 1])) if self.round <= len(given) else []
        self.round_random.append([])
        pile = faces_of(deck)
        pile.reverse()
        return pile

    def _round_rng(self) -> random.Random:
        """The generator of this round's rebuild shuffles and C4 positions, seeded from seed and round."""
        if self._rng is None:
            self._rng = random.Random(f"unoduo/{self.seed}/round/{self.round}")
        return self._rng

    def _cut(self, seats: list[int], deck: tuple[Card, ...]) -> int:
        """R8/R9 and C2: reveal one card per seat; ties for the highest rank cut again. Returns the winner."""
        rng = random.Random(f"unoduo/{self.seed}/cut")
        while True:
            pool = list(deck)
            shuffle(rng, pool)
            picks = rng.sample(range(len(pool)), len(seats))
            ranks = {}
            for s, position in zip(seats, picks, strict=True):
                self._emit(Event(E.CUT, s, (pool[position],), 1))
                ranks[s] = cut_rank(pool[position])
            best = max(ranks.values())
            top_seats = [s for s in seats if ranks[s] == best]
            if len(top_seats) == 1:
                return top_seats[0]
            if len(seats) == 2:
                continue  # R9: both cards go back and the whole cut is repeated
            seats = top_seats


_SLOTS: Final = tuple(State.__slots__)
_RULESETS: Final[dict[str, type[State]]] = {}  # ruleset name -> its State subclass (set as each is defined)
_T = TypeVar("_T")


_Handler = Callable[[State, Action], None]
_TABLES: dict[tuple[type[State], bool, bool, bool], dict[str, dict[str, _Handler]]] = {}


def _handler_table(cls: type[State], options: Options) -> dict[str, dict[str, _Handler]]:
    """The handler table of a game of ``cls`` under ``options`` (decision -> action kind -> handler), one per
    class and combination of the options that change a handler, shared by every game that has them.

    The plain rules' handlers read no option. ``wd4_mode`` = ``no_bluff`` (H7) and ``forced_play`` (H6) put
    the handlers that check them in place of the plain ones; ``catch_window`` = ``until_next_turn`` (H9) wraps
    every handler in the step that closes a missed call's window when its offender acts again.
    """
    key = (cls, options.wd4_mode == "no_bluff", options.forced_play, options.catch_window == "until_next_turn")
    table = _TABLES.get(key)
    if table is None:
        _, no_bluff, forced_play, until_next_turn = key
        names = {decision: dict(handlers) for decision, handlers in _HANDLER_NAMES.items()}
        if no_bluff:
            names[TURN][A.PLAY] = "_turn_play_no_bluff"
            names[AFTER_DRAW][A.PLAY] = "_after_draw_play_no_bluff"
        if forced_play:
            names[AFTER_DRAW][A.PASS] = "_after_draw_pass_forced"
        table = {
            decision: {kind: getattr(cls, name) for kind, name in handlers.items()}
            for decision, handlers in names.items()
        }
        if until_next_turn:
            table = {
                decision: {kind: _closing_the_catch_window(h) for kind, h in handlers.items()}
                for decision, handlers in table.items()
            }
        table = _TABLES[key] = table
    return table


def _closing_the_catch_window(handler: _Handler) -> _Handler:
    """H9 ``until_next_turn``: ``handler``, then the missed call's window closes if its offender just acted."""

    def closing(state: State, action: Action) -> None:
        acting = state._seat
        handler(state, action)
        if state._uncalled == acting:
            state._uncalled = -1

    return closing


def _refuse_bluff() -> NoReturn:
    raise IllegalActionError(
        "bluff_not_allowed", "a Wild Draw 4 may only be played when no other card can be played (H7)"
    )
_new_event: Final = tuple.__new__  # builds an Event without the NamedTuple constructor's extra call


def shuffle(rng: random.Random, cards: list[_T]) -> None:
    """Fisher-Yates with ``rng.random()``: several times faster than ``Random.shuffle`` and as fair for
    108 cards (53-bit floats). The engine's shuffles all go through here, so replays stay exact.

    For i from the last index down to 1, swap ``cards[i]`` with ``cards[int(rng.random() * (i + 1))]``; the
    random numbers and the swap positions come from C-level iterators, in the same order (same results), and
    the loop only swaps.
    """
    n = len(cards)
    if n < 2:
        return
    sizes = range(n, 1, -1)  # i + 1 for i = n - 1 down to 1
    positions = map(_floor, map(_mul, _starmap(rng.random, _repeat((), n - 1)), sizes))  # floor == int: >= 0
    for i, j in zip(range(n - 1, 0, -1), positions, strict=True):
        cards[i], cards[j] = cards[j], cards[i]


def faces_of(cards: Iterable[int]) -> list[int]:
    """Cards (``Card`` values or ints) as the list of plain int faces the engine's hands and piles hold: the
    one conversion into the state (CPython's fast paths take exact ints only), done at C speed."""
    return list(bytes(cards))


def cards_of(faces: Iterable[int]) -> tuple[Card, ...]:
    """The :class:`Card` values of plain int faces, as events, views and records carry them."""
    return tuple([CARDS[face] for face in faces])


def _coerce(action: object) -> Action:
    if isinstance(action, str):
        return Action.parse(action)
    if isinstance(action, Action):
        return Action(*action)
    raise IllegalActionError("malformed_action", f"expected an Action or an action string, not {action!r}")
