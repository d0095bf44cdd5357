"""The rule options of a ruleset as a menu needs them, from the one table in ``unoduo.core.options``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from unoduo.core.options import CLASSIC, DUO, OptionSpec, option_specs
from unoduo.core.rules import HOUSE_RULES

from .message import N_, Message, marked, msg

#: A short label for each option (the menu's line; the option's description stays as its explanation).
SHORT_LABELS: dict[str, str] = {
    "extra_cards": N_("The 4 extra cards"),
    "reverse_as_skip": N_("Reverse without a dump = Skip"),
    "wd4_illegal_if": N_("A Wild Draw 4 challenge wins if"),
    "rebuild_shuffle": N_("Shuffle the discards into a new pile"),
    "target_score": N_("Match ends at (points)"),
    "match_rounds": N_("Round limit (0: none)"),
    "stack_draw2": N_("Stack Draw 2s"),
    "scoring": N_("Scoring"),
    "stack_draw4": N_("Stack Wild Draw 4 on Wild Draw 4"),
    "stack_draw4_on_draw2": N_("Stack Wild Draw 4 on Draw 2"),
    "challenge_stacked_draw4": N_("Challenge a stacked Wild Draw 4"),
    "draw_until_playable": N_("Draw until you can play"),
    "forced_play": N_("Must play a drawn card that fits"),
    "wd4_mode": N_("Wild Draw 4 may be played"),
    "uno_penalty": N_("Cards for a missed UNO"),
    "catch_window": N_("A missed UNO can be caught"),
    "seven_o": N_("Seven-O: 7 swaps, 0 passes hands"),
    "jump_in": N_("Jump-in with an identical card"),
}

#: A short label for each choice of a choice option (a list's entry, readable on a 390 px phone).
SHORT_CHOICES: dict[str, dict[str, str]] = {
    "extra_cards": {"none": N_("left out (108 cards)"), "as_wild": N_("as Wild cards (112)")},
    "wd4_illegal_if": {
        "color_match": N_("they held the active colour"),
        "any_nonwild_playable": N_("they held a coloured card that fits"),
        "any_playable": N_("they held any card that fits"),
    },
    "scoring": {"first_to_target": N_("winner scores; highest wins"), "lowest_wins": N_("own cards; lowest wins")},
    "wd4_mode": {
        "challenge": N_("any time; may be challenged"),
        "no_bluff": N_("only with no other play"),
        "no_challenge": N_("any time; no challenge"),
    },
    "catch_window": {"immediate": N_("right after the play"), "until_next_turn": N_("until their next turn")},
}

#: The menu's groups, in order: options of this ruleset only, standard options of both, house rules of both.
GROUP_TITLES: dict[str, str] = {
    "duo": N_("Only in UNO Duo"),
    "classic": N_("Only in classic UNO"),
    "both": N_("In both rulesets"),
    "house": N_("House rules (both rulesets)"),
}

#: The presets of the new-game menu: id, label, what it means, and the options it sets per ruleset (every other
#: option keeps its default). "custom" sets nothing and opens the options. Checked against the core's option
#: table by tests/present/test_options_presets.py.
PRESETS: tuple[dict[str, Any], ...] = (
    {"id": "official", "label": N_("Official"), "summary": N_("The rules as printed."),
     "options": {"duo": {}, "classic": {}}},
    {"id": "family", "label": N_("Family: stacking + Seven-O + jump-in"),
     "summary": N_("Stack draw cards, swap hands on a 7, pass them on a 0, jump in with an identical card."),
     "options": {
         "duo": {"stack_draw4": True, "stack_draw4_on_draw2": True, "seven_o": True, "jump_in": True},
         "classic": {"stack_draw2": True, "stack_draw4": True, "stack_draw4_on_draw2": True, "seven_o": True,
                     "jump_in": True},
     }},
    {"id": "quick", "label": N_("Quick: to 100"), "summary": N_("The match ends when a total reaches 100."),
     "options": {"duo": {"target_score": 100}, "classic": {"target_score": 100}}},
    {"id": "custom", "label": N_("Custom"), "summary": N_("Choose each rule yourself."),
     "options": {"duo": {}, "classic": {}}},
)


def option_description(spec: OptionSpec) -> Message:
    """What the option means (its msgid is marked with ``N_`` in ``unoduo.core.options``)."""
    return marked(spec.description)


def option_group(ruleset: str, name: str) -> str:
    """The menu group of option ``name`` in ``ruleset``: ``house`` (a house rule), ``both`` (a standard option
    of both rulesets) or the ruleset's own name (an option only this ruleset has)."""
    if is_house_rule(ruleset, name):
        return "house"
    other = CLASSIC if ruleset == DUO else DUO
    return "both" if any(spec.name == name for spec in option_specs(other)) else ruleset


def option_schema(spec: OptionSpec, ruleset: str = DUO) -> dict[str, Any]:
    """One option: ``{"name", "type", "default", "group", "label", "description", "choices"?, "minimum"?,
    "maximum"?}``.

    ``label`` is the short menu line, ``description`` the whole sentence; ``choices`` (type ``choice``) lists
    ``{"value", "label", "description"}``; labels and descriptions are messages (JSON form).
    """
    data: dict[str, Any] = {
        "name": spec.name,
        "type": spec.type,
        "default": spec.default,
        "group": option_group(ruleset, spec.name),
        "label": marked(SHORT_LABELS[spec.name]).to_json(),
        "description": option_description(spec).to_json(),
    }
    if spec.type == "choice":
        short = SHORT_CHOICES[spec.name]
        data["choices"] = [
            {"value": value, "label": marked(short[value]).to_json(), "description": marked(text).to_json()}
            for value, text in zip(spec.choices, spec.choice_descriptions, strict=True)
        ]
    if spec.type == "int":
        data["minimum"] = spec.minimum
        data["maximum"] = spec.maximum
    return data


def options_schema(ruleset: str) -> list[dict[str, Any]]:
    """Every option of ``ruleset`` in menu order: by group (:data:`GROUP_TITLES`), then in the core's order
    (OptionError for an unknown ruleset)."""
    schema = [option_schema(spec, ruleset) for spec in option_specs(ruleset)]
    order = list(GROUP_TITLES)
    return sorted(schema, key=lambda option: order.index(option["group"]))


def option_groups(ruleset: str) -> list[dict[str, Any]]:
    """The menu's group headings for ``ruleset``: ``[{"id", "title"}]`` of the groups it has, in order."""
    present = {option_group(ruleset, spec.name) for spec in option_specs(ruleset)}
    return [{"id": group, "title": marked(title).to_json()} for group, title in GROUP_TITLES.items()
            if group in present]


def presets_schema() -> list[dict[str, Any]]:
    """The presets for a menu: ``[{"id", "label", "summary", "options": {ruleset: {name: value}}}]``."""
    return [
        {"id": preset["id"], "label": marked(preset["label"]).to_json(),
         "summary": marked(preset["summary"]).to_json(),
         "options": {ruleset: dict(values) for ruleset, values in preset["options"].items()}}
        for preset in PRESETS
    ]


def option_value(spec: OptionSpec, value: Any) -> Message | str:
    """An option's value in words: ``on``/``off``, the chosen value's description, or the number."""
    if spec.type == "bool":
        return msg("on") if value else msg("off")
    if spec.type == "choice" and value in spec.choices:
        return marked(spec.choice_descriptions[spec.choices.index(value)])
    return str(value)


def is_house_rule(ruleset: str, name: str) -> bool:
    """Is option ``name`` one of the house rules (docs/rules.md H1-H13; Duo's ``draw_until_playable`` too)?"""
    return name in HOUSE_RULES or (ruleset == DUO and name == "draw_until_playable")


def option_lines(ruleset: str, options: Mapping[str, Any] | None = None) -> list[Message]:
    """The options of ``ruleset`` with their values in ``options`` (defaults for the rest), one message each:
    every standard option, and the house rules that are in force (a house rule left off is not listed)."""
    given = options or {}
    return [
        msg("{description} Now: {value}.", description=option_description(spec),
            value=option_value(spec, given.get(spec.name, spec.default)))
        for spec in option_specs(ruleset)
        if not is_house_rule(ruleset, spec.name) or given.get(spec.name, spec.default) != spec.default
    ]
