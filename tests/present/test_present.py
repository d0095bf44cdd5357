"""unoduo.present: every event kind told, every decision's choices an exact cover of the legal list, messages
rendered in every language, the JSON shapes, and the option schema."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from unoduo.agents.registry import make_agent
from unoduo.core import DECISIONS, OVER, Card, State, View, new_match, view
from unoduo.core import events as E
from unoduo.core.events import Event
from unoduo.core.options import SPECS, Options
from unoduo.i18n import LANGUAGES
from unoduo.present import (
    KINDS,
    Message,
    Narrator,
    choices,
    goal_message,
    msg,
    narrate,
    narrate_all,
    nmsg,
    option_lines,
    options_schema,
    prompt,
    render,
    waiting_message,
)
from unoduo.present.message import FSI, PDI
from unoduo.present.options import is_house_rule

PLAYERS = ["Ann", "Bob", "Cy"]


def c(code: str) -> Card:
    return Card.parse(code)


def english(message: Message | None) -> str | None:
    """The English text with the name isolates taken out (they are checked on their own below)."""
    return None if message is None else render(message, "en").replace(FSI, "").replace(PDI, "")


# (event, the seat told in the second person, expected English). At least one row per event kind.
NARRATION = [
    (Event(E.SWAP, 0, (), 0, None, 1), None, "Ann swapped hands with Bob."),
    (Event(E.PASS_HANDS, 1, (), 0, None, 1), None, "Bob played a 0: every hand passes to the next player."),
    (Event(E.HAND, 0, (c("R5"), c("B1")), 2, 0, "seven_o"), 0, "Your hand is now red 5, blue 1."),
    (Event(E.JUMP_IN, 1, (), 0, None, 0), None, "Bob jumped in out of turn!"),
    (Event(E.CUT, 0, (c("R7"),), 1), None, "Ann cut red 7."),
    (Event(E.ROUND_START, 1, (), 0, None, 2), None, "Round 2: Bob drafts first."),
    (Event(E.ROUND_START, 0, (), 0, None, 1), 0, "Round 1: you draft first."),
    (Event(E.KEEP, 0, (c("G5"),), 1, 0), 0, "You kept green 5."),
    (Event(E.KEEP, 1, (), 1, 1), 0, "Bob kept the candidate card."),
    (Event(E.REJECT, 1, (c("BS"),), 1), 0, "Bob rejected blue Skip."),
    (Event(E.DRAFT_DISCARD, 1, (c("Y+2"),), 1), 0, "yellow Draw 2 goes face up on the draft pile."),
    (Event(E.DRAFT_TAKE, 0, (c("W"),), 1, 0), 0, "You took Wild instead."),
    (Event(E.DRAFT_TAKE, 1, (), 1, 1), 0, "Bob took the next card, unseen."),
    (Event(E.DRAFT_END, None, (), 14), 0, "The draft is over: its 14 face-up cards go under the draw pile, in order."),
    (Event(E.DEAL, 0, (c("R5"), c("B1")), 2, 0), 0, "You were dealt red 5, blue 1."),
    (Event(E.DEAL, 1, (), 7, 1), 0, "Bob was dealt 7 cards."),
    (Event(E.TURN_UP, None, (c("GR"),), 1), None, "Turned up green Reverse."),
    (Event(E.RETURN_WILD, None, (c("W+4"),), 1), None, "Wild Draw 4 was turned up and goes back into the draw pile."),
    (Event(E.COLOR, 0, (), 0, None, 3), None, "Ann named blue."),
    (Event(E.PLAY, 1, (c("R5"),), 1, None, -1), None, "Bob played red 5."),
    (Event(E.PLAY, 1, (c("W"),), 1, None, 2), None, "Bob played Wild, naming green."),
    (Event(E.PLAY, 0, (c("B+2"),), 1, None, -1), 0, "You played blue Draw 2: 2 cards to take."),
    (Event(E.UNO, 0), None, "Ann called UNO!"),
    (Event(E.DUMP, 0, (c("R1"), c("RS")), 2), None, "Ann dumped red 1, red Skip."),
    (Event(E.NODUMP, 1), None, "Bob did not dump."),
    (Event(E.DRAW, 0, (c("R7"),), 1, 0, "turn"), 0, "You drew red 7."),
    (Event(E.DRAW, 1, (), 1, 1, "turn"), 0, "Bob drew a card."),
    (Event(E.DRAW, 1, (), 4, 1, "volley"), 0, "Bob took 4 cards from the volley."),
    (Event(E.DRAW, 1, (), 4, 1, "wild_draw4"), 0, "Bob drew 4 cards for the Wild Draw 4."),
    (Event(E.DRAW, 1, (), 6, 1, "challenge_lost"), 0, "Bob drew 6 cards for the challenge."),
    (Event(E.DRAW, 0, (c("G1"), c("B2")), 2, 0, "caught"), 0,
     "You were caught without an UNO call and drew 2 cards. (green 1, blue 2)"),
    (Event(E.DRAW, 1, (), 2, 1, "caught"), 0, "Bob was caught without an UNO call and drew 2 cards."),
    (Event(E.DRAW, 2, (), 2, 2, "draw2"), 0, "Cy drew 2 cards for the Draw 2 and loses the turn."),
    (Event(E.DRAW, 0, (), 2, 0, "draw2"), 0, "You drew 2 cards for the Draw 2 and lose the turn."),
    (Event(E.DRAW, 1, (), 2, 1, "turn_up"), 0, "Bob drew 2 cards for the turned-up card."),
    (Event(E.DRAW, 1, (), 1, 1, "last_card"), 0, "Bob drew 1 card for the last card played."),
    (Event(E.DRAW, 1, (), 3, 1, "turn"), 0, "Bob drew 3 cards."),
    (Event(E.PASS, 1), None, "Bob kept the drawn card."),
    (Event(E.EMPTY_DRAW, 2), None, "Cy could not draw (no cards left): the turn passes."),
    (Event(E.REBUILD, None, (), 31, None, "shuffled"), None,
     "The discard pile was shuffled into a new draw pile of 31 cards."),
    (Event(E.REBUILD, None, (), 1, None, "turned"), None,
     "The discard pile was turned over into a new draw pile of 1 card."),
    (Event(E.CHALLENGE, 1), None, "Bob challenged the Wild Draw 4."),
    (Event(E.ACCEPT, 1), None, "Bob accepted the Wild Draw 4."),
    (Event(E.REVEAL, 0, (c("R1"),), 1, 1), 1, "Ann showed their hand: red 1."),
    (Event(E.REVEAL, 0, (), 1, 1), 0, "You showed your hand to Bob."),
    (Event(E.REVEAL, 0, (), 1, 1), 2, "Ann showed their hand to Bob."),
    (Event(E.CHALLENGE_RESULT, 0, (), 0, None, "illegal"), 1, "The Wild Draw 4 was illegal: Ann is punished."),
    (Event(E.CHALLENGE_RESULT, 0, (), 0, None, "illegal"), 0, "The Wild Draw 4 was illegal: you are punished."),
    (Event(E.CHALLENGE_RESULT, 0, (), 0, None, "legal"), 1, "The Wild Draw 4 was legal."),
    (Event(E.CATCH, 1), None, "Bob caught a missing UNO call!"),
    (Event(E.IGNORE, 1), None, "Bob let the missing UNO call go."),
    (Event(E.ROUND_END, 0, (), 0, None, None), None, "Ann went out: the round is over."),
    (Event(E.ROUND_END, None, (), 0, None, None), None, "Nobody can play: the round is blocked."),
    (Event(E.MATCH_END, 1, (), 0, None, (210, 90)), None, "Bob wins the match!"),
    (Event(E.MATCH_END, 0, (), 0, None, (90, 210)), 0, "You win the match!"),
    (Event(E.MATCH_END, None, (), 0, None, (200, 200)), None, "The match is a draw."),
]
EVENT_KINDS = {value for name, value in vars(E).items() if name.isupper() and isinstance(value, str)}


@pytest.mark.parametrize(("event", "me", "expected"), NARRATION, ids=lambda x: x.kind if isinstance(x, Event) else None)
def test_every_event_kind_is_told(event: Event, me: int | None, expected: str) -> None:
    assert english(narrate(event, PLAYERS, me)) == expected


def test_the_table_covers_every_event_kind() -> None:
    assert {event.kind for event, _me, _text in NARRATION} == EVENT_KINDS


def test_names_are_isolated_and_seats_without_a_name_are_numbered() -> None:
    played = Event(E.PLAY, 1, (c("R5"),), 1, None, -1)
    assert render(narrate(played, ["Ann", "علی"]), "en") == f"{FSI}علی{PDI} played red 5."  # type: ignore[arg-type]
    assert render(narrate(played, ["Ann", None]), "en") == "Seat 2 played red 5."  # type: ignore[arg-type]
    assert render(narrate(played, ["Ann", msg("Bot {n}", n=1)]), "en") == "Bot 1 played red 5."  # type: ignore[arg-type]


def test_a_stacked_volley_is_told_with_its_running_total() -> None:
    events = [
        Event(E.PLAY, 0, (c("R+2"),), 1, None, -1),
        Event(E.PLAY, 1, (c("G+2"),), 1, None, -1),
        Event(E.DRAW, 0, (c("R1"), c("B2"), c("Y3"), c("G4")), 4, 0, "volley"),
        Event(E.PLAY, 1, (c("B+2"),), 1, None, -1),
    ]
    lines = [english(m) for m in narrate_all(events, PLAYERS, 0)]
    assert lines == [
        "You played red Draw 2: 2 cards to take.",
        "Bob stacked green Draw 2: 4 cards to take.",
        "You took 4 cards from the volley. (red 1, yellow 3, green 4, blue 2)",
        "Bob played blue Draw 2: 2 cards to take.",
    ]


def test_a_private_card_is_told_only_to_its_owner() -> None:
    drawn = Event(E.DRAW, 1, (c("R7"),), 1, 1, "turn")
    assert english(narrate(drawn.seen_by(1), PLAYERS, 1)) == "You drew red 7."
    assert english(narrate(drawn.seen_by(0), PLAYERS, 0)) == "Bob drew a card."
    assert english(narrate(drawn.seen_by(None), PLAYERS, None)) == "Bob drew a card."


def test_message_json_shapes() -> None:
    message = narrate(Event(E.PLAY, 0, (c("W+4"),), 1, None, 0), PLAYERS, 1)
    assert message is not None
    data = message.to_json()
    assert data == {
        "id": "{name} played {card}, naming {color}.",
        "params": {
            "name": f"{FSI}Ann{PDI}",
            "card": {"id": "Wild Draw 4", "params": {}, "card": "W+4"},
            "color": {"id": "red", "params": {}},
        },
    }
    plural = narrate(Event(E.DEAL, 1, (), 7, 1), PLAYERS, 0)
    assert plural is not None
    assert plural.to_json() == {
        "id": "{name} was dealt {n} card.", "plural": "{name} was dealt {n} cards.", "n": 7,
        "params": {"name": f"{FSI}Bob{PDI}"},
    }
    for original in (message, plural):
        again = Message.from_json(json.loads(json.dumps(original.to_json())))
        assert again == original and render(again, "kn") == render(original, "kn")


def test_render_leaves_an_unknown_placeholder_as_written_and_fills_n() -> None:
    assert render(Message("Unknown {x}"), "en") == "Unknown {x}"
    assert render(nmsg("{n} card", "{n} cards", 3), "en") == "3 cards"
    assert render(nmsg("{n} card", "{n} cards", 1), "en") == "1 card"


# ---------------------------------------------------------------------------------------------- real matches

CONFIGS = [
    ("duo", 2, {}),
    ("duo", 2, {"reverse_as_skip": True, "rebuild_shuffle": False, "extra_cards": "as_wild"}),
    ("classic", 4, {"stack_draw2": True, "draw_until_playable": True}),
    ("classic", 3, {}),
    ("classic", 3, {"seven_o": True, "stack_draw4": True, "stack_draw4_on_draw2": True, "forced_play": True,
                    "challenge_stacked_draw4": True, "uno_penalty": 3, "catch_window": "until_next_turn"}),
]


def seat_views(ruleset: str, players: int, options: dict[str, object], seeds: range,
               limit: int = 400) -> Iterator[tuple[State, View]]:
    """The view of the seat to act at the first ``limit`` decisions of random matches (random players forget
    their UNO calls and play illegal Wild Draw 4s, so every decision comes up)."""
    agent = make_agent("random")
    for seed in seeds:
        state = new_match(ruleset, players=players, seed=seed, options={**options, "target_score": 60})
        rng = random.Random(seed)
        for _ in range(limit):
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            mine = view(state, seat)
            yield state, mine
            state.apply(agent.act(mine, rng), seat)


# decision -> the choice kinds it may offer, and the key of each kind that is not a card.
DECISION_KINDS = {
    "draft": {"draft_keep", "draft_reject"},
    "color": {"color"},
    "turn": {"play", "draw", "dump", "catch"},  # catch: H9's wider window
    "after_draw": {"play", "keep_drawn"},
    "dump": {"dump", "nodump"},
    "volley": {"play", "take"},
    "challenge": {"challenge", "accept", "play"},  # play: H2's stack
    "catch": {"catch", "ignore"},
    "swap": {"swap"},  # H12
}
KEYS = {"draft_keep": "k", "draft_reject": "r", "draw": "d", "take": "d", "keep_drawn": "k", "dump": "m",
        "nodump": "n", "challenge": "c", "accept": "a", "catch": "c", "ignore": "i",
        "swap": None}


@pytest.mark.parametrize(("ruleset", "players", "options"), CONFIGS, ids=lambda x: str(x))
def test_choices_are_an_exact_cover_of_the_legal_actions(ruleset: str, players: int,
                                                         options: dict[str, object]) -> None:
    seen: set[str] = set()
    for _state, mine in seat_views(ruleset, players, options, range(3)):
        offered = choices(mine)
        assert [choice.action for choice in offered] == [str(a) for a in mine.legal]
        assert {choice.kind for choice in offered} <= DECISION_KINDS[mine.decision]
        seen.add(mine.decision)
        for choice, action in zip(offered, mine.legal, strict=True):
            assert choice.kind in KINDS and choice.uno == action.uno
            data = choice.to_json()
            assert json.loads(json.dumps(data)) == data and set(data) == {
                "action", "kind", "label", "key", "card", "color", "uno", "cards"}
            assert render(choice.label, "en") and "{" not in render(choice.label, "ur")
            if choice.kind == "play":
                assert Card.parse(choice.card or "") in mine.hand
                index = mine.hand.index(action.card)
                assert choice.key == ("1234567890"[index] if index < 10 else None)
                assert mine.decision != "after_draw" or action.card == mine.drawn
                assert choice.color == ("RYGB"[action.color] if action.color >= 0 else None)
            elif choice.kind == "dump":
                assert choice.cards == tuple(str(x) for x in action.cards) and choice.card == choice.cards[-1]
                assert choice.key == "m"
            elif choice.kind == "color":
                assert choice.color == "RYGB"[action.color] and choice.key == choice.color.lower()
            else:
                assert choice.key == KEYS[choice.kind] and choice.card is None
        assert prompt(mine, PLAYERS[:players] + [None] * players) is not None
    if ruleset == "duo":
        assert seen == set(DECISION_KINDS) - {"swap"}  # swap: Seven-O only (H12)
    else:
        assert {"turn", "after_draw", "challenge"} | ({"volley"} if options.get("stack_draw2") else set()) <= seen


def test_every_decision_has_choices_in_duo_or_classic() -> None:
    """Across the configurations, every decision of the engine is reached and offered."""
    seen: set[str] = set()
    for ruleset, players, options in CONFIGS:
        for _state, mine in seat_views(ruleset, players, options, range(3)):
            if choices(mine):
                seen.add(mine.decision)
    assert seen == set(DECISIONS) - {OVER} == set(DECISION_KINDS)


def test_nobody_else_gets_choices() -> None:
    state = new_match("duo", seed=4)
    assert choices(view(state, 1 - (state.to_act or 0))) == [] and choices(view(state, None)) == []
    spectator = prompt(view(state, None), ["Ann", "Bob"])
    assert spectator is not None and english(spectator) == f"{['Ann', 'Bob'][state.to_act or 0]} is thinking…"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize(("ruleset", "players", "options"), CONFIGS[::2], ids=lambda x: str(x))
def test_real_matches_are_told_in_every_language(ruleset: str, players: int, options: dict[str, object],
                                                 language: str) -> None:
    """Each seat's redacted events and every prompt render, with no placeholder left, in every language."""
    kinds: set[str] = set()
    names: list[str | None] = [*PLAYERS[: players - 1], None]
    narrators = [Narrator(names, s, ruleset) for s in range(players)]
    for state, mine in seat_views(ruleset, players, options, range(2)):
        text = render(prompt(mine, names) or Message(""), language)
        assert text and not re.search(r"\{\w+\}", text)
        kinds.update(event.kind for event in mine.events)
        for s, narrator in enumerate(narrators):
            for message in narrator.narrate_all(view(state, s).events[-3:]):
                line = render(message, language)
                assert line.strip() and not re.search(r"\{\w+\}", line)
                if language != "en":  # translated: no English word left (names and card codes aside)
                    assert not re.search("[a-z]{4}", line.replace("Ann", "").replace("Bob", "")), line
    assert {"play", "draw", "round_start"} <= kinds


# ---------------------------------------------------------------------------------------------- options


@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_options_schema_is_the_validation_table(ruleset: str) -> None:
    schema = options_schema(ruleset)
    # Every option once, grouped for the menu (options of this ruleset only, both rulesets, house rules).
    assert sorted(o["name"] for o in schema) == sorted(Options.for_ruleset(ruleset).of(ruleset))
    defaults = {o["name"]: o["default"] for o in schema}
    assert Options.for_ruleset(ruleset, defaults).of(ruleset) == Options.for_ruleset(ruleset).of(ruleset)
    for option in schema:
        assert json.loads(json.dumps(option)) == option
        description = Message.from_json(option["description"])
        for language in ("ml", "kn", "ur"):
            assert render(description, language) != render(description, "en")
        if option["type"] == "bool":
            values = [False, True]
        elif option["type"] == "choice":
            values = [choice["value"] for choice in option["choices"]]
            assert option["default"] in values
        else:
            assert option["type"] == "int" and option["minimum"] in (0, 1)  # 0: match_rounds (0 is no limit)
            values = [option["minimum"], option["default"]]
            with pytest.raises(Exception, match="integer"):
                Options.for_ruleset(ruleset, {option["name"]: option["minimum"] - 1})
        for value in values:
            assert getattr(Options.for_ruleset(ruleset, {option["name"]: value}), option["name"]) == value


def test_option_lines_say_the_values_in_force() -> None:
    lines = [render(line, "en") for line in option_lines("classic", {"stack_draw2": True})]
    assert len(lines) == len([s for s in SPECS["classic"] if not is_house_rule("classic", s.name)])
    assert lines[1] == "Draw 2s may be stacked: the next player stacks another or takes them all. Now: on."
    assert lines[-1].endswith("Now: 500.")
    # House rules (docs/rules.md H1-H13) are listed only when in force.
    with_house = [render(line, "en") for line in option_lines("classic", {"seven_o": True, "uno_penalty": 4})]
    assert len(with_house) == len(lines) + 2
    assert any(line.startswith("House rule: how many cards") and line.endswith("Now: 4.") for line in with_house)


def test_event_describe_is_a_debug_line_without_sentences() -> None:
    event = Event(E.DRAW, 1, (c("R7"),), 1, 1, "turn")
    assert event.describe() == "draw seat=1 R7 count=1 to=1 info=turn"
    assert Event(E.MATCH_END, 0, (), 0, None, (90, 210)).describe() == "match_end seat=0 info=90,210"


def test_round_summary_and_goal() -> None:
    state = new_match("duo", seed=1, options={"target_score": 1})
    agent = make_agent("easy")
    rng = random.Random(1)
    assert round_summary_of(state) is None
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agent.act(view(state, seat), rng), seat)
    summary = round_summary_of(state)
    result = state.rounds[-1]
    if result.out is None:
        assert summary == "Round 1 was blocked: each player scores their own hand."
    else:
        assert summary == f"Round 1: {PLAYERS[result.out]} went out."
    assert render(goal_message("classic", 500), "en") == "The higher total wins when a total reaches 500."


def round_summary_of(state: State) -> str | None:
    from unoduo.present import round_summary

    message = round_summary(view(state, None), PLAYERS[:2])
    return english(message)


def test_the_others_are_told_what_the_seat_to_act_decides() -> None:
    """Every decision has a sentence for the players who wait and for spectators."""
    told: dict[str, str] = {}
    for ruleset, players, options in CONFIGS[:1]:
        for _state, mine in seat_views(ruleset, players, options, range(3)):
            other = view(_state, 1 - (mine.seat or 0))
            text = english(waiting_message(other, PLAYERS[:2], other.seat))
            assert text and PLAYERS[mine.seat or 0] in text
            told.setdefault(mine.decision, text)
    assert set(told) == set(DECISION_KINDS) - {"swap"}  # no Seven-O in this configuration
    assert told["draft"].endswith("is drafting") and "stack" in told["volley"]
