"""No puzzle shows a card its seat may not see: the view a puzzle shows is the same whatever the hidden cards
are (the other hands and the unseen draw pile dealt differently), and its text names no card but those the
seat holds, was shown, or saw laid."""

from __future__ import annotations

import dataclasses
import json
import random
import re

from unoduo.core import Position, State, view
from unoduo.core.cards import CODES
from unoduo.puzzles import Puzzle, load_puzzles

_CODE = re.compile(r'"(' + "|".join(re.escape(c) for c in sorted(CODES, key=len, reverse=True)) + r')"')


def _redealt(puzzle: Puzzle, rng: random.Random) -> Position:
    """The puzzle's position with its hidden cards shuffled among their places (hand sizes kept)."""
    position = Position.parse(puzzle.position)
    seat = puzzle.seat
    pile = list(position.draw_pile)  # top first; the known bottom is the end
    hidden_pile = range(1 if position.decision == "draft" else 0, len(pile) - position.known_bottom)
    hidden = [c for s, hand in enumerate(position.hands) if s != seat for c in hand] + [pile[i] for i in hidden_pile]
    rng.shuffle(hidden)
    hands = []
    for s, hand in enumerate(position.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(hidden[: len(hand)]))
            del hidden[: len(hand)]
    for i in hidden_pile:
        pile[i] = hidden.pop()
    return dataclasses.replace(position, hands=tuple(hands), draw_pile=tuple(pile))


def test_a_puzzles_view_does_not_depend_on_the_hidden_cards() -> None:
    rng = random.Random(5)
    for puzzle in load_puzzles():
        shown = puzzle.view().to_dict()
        other = view(State.from_position(_redealt(puzzle, rng), events=puzzle.events), puzzle.seat).to_dict()
        assert other == shown, puzzle.id


def test_a_puzzle_names_only_cards_its_seat_may_know() -> None:
    for puzzle in load_puzzles():
        seen = puzzle.view()
        assert seen.hands is None
        position = Position.parse(puzzle.position)
        assert seen.hand == tuple(sorted(position.hands[puzzle.seat]))
        for event in puzzle.events:
            assert not event.cards or event.to in (None, puzzle.seat), (puzzle.id, event)
        known = {CODES[c] for c in (*seen.hand, *seen.discard, *seen.known_bottom)}
        known |= {CODES[c] for c in (seen.candidate, seen.drawn) if c is not None}
        known |= {CODES[c] for e in seen.events + seen.previous_events for c in e.cards}
        text = json.dumps(seen.to_dict())
        assert set(_CODE.findall(text)) <= known, puzzle.id
        unseen_elsewhere = {CODES[c] for s, hand in enumerate(position.hands) if s != puzzle.seat for c in hand} - known
        assert not any(f'"{code}"' in text for code in unseen_elsewhere), puzzle.id


def test_no_puzzle_page_payload_names_a_hidden_card_or_the_answer() -> None:
    """What the puzzle API sends before the answer (``web/puzzles/payload.py``), for every shipped puzzle."""
    from unoduo.web.puzzles.payload import puzzle_payload

    for puzzle in load_puzzles():
        payload = puzzle_payload(puzzle)
        seen = puzzle.view()
        known = {CODES[c] for c in (*seen.hand, *seen.discard, *seen.known_bottom)}
        known |= {CODES[c] for c in (seen.candidate, seen.drawn) if c is not None}
        known |= {CODES[c] for e in seen.events + seen.previous_events for c in e.cards}
        known |= {CODES[a.card] for a in seen.legal if a.kind == "play"}
        text = json.dumps(payload)
        assert set(_CODE.findall(text)) <= known, puzzle.id
        assert "win_chance" not in text and '"best"' not in text and '"values"' not in text, puzzle.id
        assert [a["action"] for a in payload["actions"]] == [str(a) for a in seen.legal]
