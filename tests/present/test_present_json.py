"""unoduo.present's encoded fast paths (what the web server sends for every seat after every action) give exactly
the text of the plain ones, over real positions of random matches, and their caches stay bounded."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import pytest

from unoduo.agents.registry import make_agent
from unoduo.core import State, new_match, view
from unoduo.core.options import SPECS
from unoduo.present import (
    Message,
    Narrator,
    card_message,
    choices,
    choices_json,
    color_message,
    color_title,
    message_json,
    msg,
    nmsg,
    prompt,
    waiting_message,
)
from unoduo.present import message as message_module
from unoduo.present.choices import _choice_json
from unoduo.web.protocol import dumps

NAMES: list[str | Message | None] = ["Ann", msg("Bot {n}", n=2), None, "Dana", "Éric", "فاطمہ", None, "Gus", "Hana",
                                     "Ivo"]


def random_options(ruleset: str, rng: random.Random) -> dict[str, Any]:
    """Each house rule and option drawn at random (short matches: a low target)."""
    options: dict[str, Any] = {"target_score": 60}
    for spec in SPECS[ruleset]:
        allowed = spec.allowed()
        if allowed is not None:
            options[spec.name] = rng.choice(allowed)
    options["uno_penalty"] = rng.choice((1, 2, 4))
    return options


# (ruleset, players, seed, decisions played): Duo's first 14 are the draft.
CONFIGS = [("duo", 2, seed, 100) for seed in range(4)] + [("classic", n, n, 50) for n in range(2, 11)]


def positions(ruleset: str, players: int, seed: int, limit: int) -> Iterator[State]:
    """The state before each of the first ``limit`` decisions of a random match with random house rules."""
    rng = random.Random(seed)
    state = new_match(ruleset, players=players, seed=seed, options=random_options(ruleset, rng))
    agent = make_agent("random")
    for _ in range(limit):
        if state.is_over:
            return
        yield state
        seat = state.to_act
        state.apply(agent.act(view(state, seat), rng), seat)


def plain_json(message: Message | None) -> str:
    return "null" if message is None else dumps(message.to_json())


@pytest.mark.parametrize(("ruleset", "players", "seed", "limit"), CONFIGS, ids=lambda x: str(x))
def test_encoded_choices_and_narration_are_the_plain_text(ruleset: str, players: int, seed: int, limit: int) -> None:
    """Every seat and a spectator, at every position: choices_json is the encoded list of choices, narrate_json
    each new event's encoded line (narrators kept per round, as the server keeps them)."""
    seats: list[int | None] = [*range(players), None]
    names = NAMES[:players]
    narrators: dict[int | None, tuple[int, int, Narrator, Narrator]] = {}
    kinds: set[str] = set()
    for state in positions(ruleset, players, seed, limit):
        for seat in seats:
            seen = view(state, seat)
            assert choices_json(seen) == dumps([c.to_json() for c in choices(seen)])
            kinds.update(c.kind for c in choices(seen))
            assert message_json(prompt(seen, names) or msg("")) == plain_json(prompt(seen, names) or msg(""))
            assert message_json(waiting_message(seen, names, seat) or msg("")) == plain_json(
                waiting_message(seen, names, seat) or msg(""))
            if seat not in narrators or narrators[seat][0] != seen.round:
                narrators[seat] = (seen.round, 0, Narrator(names, seat, ruleset), Narrator(names, seat, ruleset))
            round_, told, plain, fast = narrators[seat]
            for event in seen.events[told:]:
                assert fast.narrate_json(event) == plain_json(plain.narrate(event)), event
            narrators[seat] = (round_, len(seen.events), plain, fast)
    assert {"play", "draw"} <= kinds


def test_every_word_and_odd_message_encodes_as_plain() -> None:
    """The fixed word messages alone and nested, and messages the narration never builds (plural, card lists)."""
    words = [card_message(card, named) for card in range(54) for named in (None, -1, 0, 1, 2, 3, 7)]
    words += [color_message(color) for color in (None, -1, 0, 1, 2, 3, 4)]
    words += [color_title(color) for color in (None, -1, 0, 1, 2, 3, 4)]
    odd = [nmsg("{a} and {n} more", "{a} and {n} more", 3, a=card_message(52, 1)),
           Message("{x}", {"x": msg("{y}", y=color_message(2))}, cards=("R5", "W")),
           Message("{x} {y}", MappingProxyType({"x": 1, "y": card_message(3)})),
           msg("{card}", card_code="G+2", card=card_message(12), name="\u2068Ann\u2069", n=4)]
    for message in words + odd + [msg("{w}", w=word) for word in words]:
        assert message_json(message) == plain_json(message)


def test_the_caches_are_bounded() -> None:
    """Playing adds no fixed message (they are built at import) and the choices' cache has a size limit."""
    fixed = len(message_module._FIXED_JSON)
    for state in positions("classic", 4, 1, 30):
        for seat in (0, None):
            seen = view(state, seat)
            choices_json(seen)
            for event in seen.events:
                Narrator(["Ann", None, "Cy", "Dee"], seat, "classic").narrate_json(event)
    assert len(message_module._FIXED_JSON) == fixed == len(message_module._FIXED_KEPT)
    info = _choice_json.cache_info()
    assert info.maxsize is not None and 0 < info.currsize <= info.maxsize
