"""Game records: strict validation with clear messages, save/load round trips, and Record.of."""

from __future__ import annotations

import json

import pytest

from unoduo.core import IllegalActionError, OptionError, RecordError, new_match
from unoduo.core.record import FORMAT, Record, ReplayError, contract, parse_action_line, replay

GOOD = {"format": FORMAT, "ruleset": "duo", "first": 0, "actions": ["0 keep", "1 reject"]}


def with_(**changes: object) -> dict:
    data = dict(GOOD)
    for key, value in changes.items():
        if value is ...:
            data.pop(key, None)
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        ([], "JSON object"),
        (with_(format="unoduo-record/2"), "'format'"),
        (with_(format=...), "'format'"),
        (with_(ruleset="uno"), "'ruleset'"),
        (with_(players=3), "2 players"),
        (with_(ruleset="classic", players=11), "2 to 10"),
        (with_(players="2"), "'players'"),
        (with_(seed=1.5), "'seed'"),
        (with_(seed=True), "'seed'"),
        (with_(first=2), "'first'"),
        (with_(start_scores=[0]), "'start_scores'"),
        (with_(start_scores=[0, -1]), "'start_scores'"),
        (with_(decks="R5"), "'decks'"),
        (with_(decks=[["R5", "X1"]]), "unknown card code 'X1'"),
        (with_(actions=...), "'actions' is required"),
        (with_(actions="0 keep"), "'actions'"),
        (with_(actions=[0]), "'actions'"),
    ],
)
def test_malformed_records_are_rejected_with_a_clear_message(data: object, needle: str) -> None:
    with pytest.raises(RecordError) as info:
        Record.from_dict(data)
    assert needle in info.value.message


@pytest.mark.parametrize(
    ("ruleset", "options", "needle"),
    [
        ("duo", {"stack_draw2": True}, "unknown duo option 'stack_draw2'"),
        ("classic", {"extra_cards": "as_wild"}, "unknown classic option 'extra_cards'"),
        ("duo", {"extra_cards": "bonus"}, "extra_cards"),
        ("duo", {"reverse_as_skip": 1}, "reverse_as_skip"),
        ("duo", {"target_score": 0}, "integer >= 1"),
        ("duo", {"target_score": True}, "integer >= 1"),
        ("classic", {"draw_until_playable": "yes"}, "draw_until_playable"),
        ("duo", {"wd4_illegal_if": "never"}, "wd4_illegal_if"),
    ],
)
def test_unknown_options_and_bad_values_are_errors(ruleset: str, options: dict, needle: str) -> None:
    with pytest.raises(OptionError) as info:
        Record.from_dict(with_(ruleset=ruleset, options=options))
    assert needle in info.value.message


def test_naming_a_default_value_is_harmless() -> None:
    record = Record.from_dict(with_(options={"rebuild_shuffle": True, "target_score": 200}))
    assert contract(replay(record)) == contract(replay(Record.from_dict(GOOD)))


def test_invalid_json_text() -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.from_json("{")


def test_a_deck_must_hold_exactly_the_deck_in_use() -> None:
    deck = [c.code for c in new_match("duo", first=0).round_decks[0]]
    record = Record.from_dict(with_(decks=[deck[:-1] + ["W"]]))
    with pytest.raises(RecordError) as info:
        record.start()
    assert info.value.reason == "bad_deck" and "too many W" in info.value.message and "missing" in info.value.message


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("keep", "malformed_action"),
        ("00 keep", "malformed_action"),
        ("0  keep", "malformed_action"),
        ("0 keep ", "malformed_action"),
        ("2 keep", "wrong_seat"),
        ("0 play Q9", "unknown_card"),
        ("0 play W", "color_required"),
        ("0 play R5 G", "color_not_allowed"),
        ("0 color P", "malformed_action"),
        ("0 keep now", "malformed_action"),
        ("0 jump", "malformed_action"),
        ("0 dump", "malformed_action"),
    ],
)
def test_malformed_action_lines(line: str, reason: str) -> None:
    with pytest.raises(IllegalActionError) as info:
        parse_action_line(line, 2)
    assert info.value.reason == reason


def test_replay_error_names_the_index() -> None:
    record = Record.from_dict(with_(actions=["0 keep", "0 keep"]))
    with pytest.raises(ReplayError) as info:
        replay(record)
    assert info.value.index == 1 and info.value.reason == "wrong_seat" and info.value.action == "0 keep"


def test_actions_after_the_match_is_over_are_rejected() -> None:
    state = new_match("duo", seed=4, options={"target_score": 1})
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError) as direct:
        state.apply("draw")
    assert direct.value.reason == "match_over"
    record = Record.of(state)
    record.actions.append("0 draw")
    with pytest.raises(ReplayError) as info:
        replay(record)
    assert info.value.reason == "match_over" and info.value.index == len(record.actions) - 1


def test_save_load_round_trip_keeps_annotations() -> None:
    data = with_(description="a note", options={"reverse_as_skip": True}, seed=9, start_scores=[10, 20])
    record = Record.from_dict(data)
    again = Record.from_json(record.to_json())
    assert again == record
    assert json.loads(again.to_json())["description"] == "a note"
