"""Starting a match: the one entry point that builds a Duo or classic :class:`State` from its settings."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .actions import Action
from .cards import CODES, Card, standard_deck
from .classic import ClassicState
from .duo import DuoState
from .errors import RecordError
from .events import Event
from .options import CLASSIC, DUO, Options
from .state import RandomOutcome, State


def new_match(
    ruleset: str = DUO,
    *,
    players: int = 2,
    seed: int = 0,
    options: dict[str, Any] | Options | None = None,
    first: int | None = None,
    decks: Sequence[Sequence[Card | str]] | None = None,
    start_scores: Sequence[int] | None = None,
    random: Sequence[Sequence[RandomOutcome]] | None = None,
) -> State:
    """Start a match and run its setup up to the first decision.

    ``first`` names P1 of round 1 (Duo) or the first player of round 1 (classic) and skips the cut.
    ``decks[k]`` fixes round k+1's whole deck, top card first. ``start_scores`` starts mid-match.
    ``random[k]`` lists round k+1's random outcomes in order (a rebuilt draw pile, top card first, as a tuple of
    cards; a turned-up wild's depth as an int, C4): used instead of the generator while they last.
    Raises :class:`RecordError` (a ``ValueError``) with a reason code for any invalid setting.
    """
    opts = options if isinstance(options, Options) else Options.for_ruleset(ruleset, options)
    if ruleset == DUO:
        if players != 2:
            raise RecordError("bad_players", f"UNO Duo is for exactly 2 players, not {players!r}")
        state: State = object.__new__(DuoState)
    elif ruleset == CLASSIC:
        if type(players) is not int or not 2 <= players <= 10:
            raise RecordError("bad_players", f"classic UNO is for 2 to 10 players, not {players!r}")
        state = object.__new__(ClassicState)
    else:
        raise RecordError("bad_ruleset", f"unknown ruleset {ruleset!r}; expected 'duo' or 'classic'")
    if type(seed) is not int:
        raise RecordError("bad_seed", f"seed must be an integer, not {seed!r}")
    if first is not None and (type(first) is not int or not 0 <= first < players):
        raise RecordError("bad_first", f"first must be a seat number from 0 to {players - 1}, not {first!r}")
    scores = [0] * players if start_scores is None else list(start_scores)
    if len(scores) != players or any(type(s) is not int or s < 0 for s in scores):
        raise RecordError(
            "bad_start_scores", f"start_scores must be {players} non-negative integers, not {start_scores!r}"
        )
    state.__init__()  # type: ignore[misc]
    checked: list[list[Card]] = []
    if decks:
        full = standard_deck(opts.extra_cards == "as_wild") if ruleset == DUO else standard_deck(False)
        checked = [_check_deck(deck, full, k) for k, deck in enumerate(decks)]
    outcomes = [list(r) for r in random] if random else None
    state._init_common(opts, players, seed, checked, scores, first, outcomes)
    state._setup()  # type: ignore[attr-defined]
    return state


def apply(state: State, action: Action | str, seat: int | None = None) -> tuple[State, list[Event]]:
    """Functional form of :meth:`State.apply`: a new state and the events; ``state`` is untouched."""
    new = state.copy()
    events = new.apply(action, seat)
    return new, events


def _check_deck(deck: Sequence[Card | str], full: list[Card], index: int) -> list[Card]:
    if isinstance(deck, str) or not isinstance(deck, Sequence):
        raise RecordError("bad_deck", f"decks[{index}] must be a list of card codes")
    cards: list[Card] = []
    for position, item in enumerate(deck):
        if isinstance(item, Card):
            cards.append(item)
            continue
        try:
            cards.append(Card.parse(item))
        except ValueError:
            raise RecordError(
                "bad_deck", f"decks[{index}][{position}]: unknown card code {item!r}"
            ) from None
    have, want = Counter(cards), Counter(full)
    if have != want:
        extra = sorted((have - want).elements())
        missing = sorted((want - have).elements())
        parts = []
        if extra:
            parts.append("too many " + _some(extra))
        if missing:
            parts.append("missing " + _some(missing))
        raise RecordError(
            "bad_deck",
            f"decks[{index}] must hold exactly the {len(full)} cards of the deck in use ({len(cards)} given; "
            + "; ".join(parts) + ")",
        )
    return cards


def _some(cards: list[Card], limit: int = 12) -> str:
    shown = " ".join(CODES[c] for c in cards[:limit])
    return shown if len(cards) <= limit else f"{shown} ... ({len(cards)} cards)"
