"""The rule options of a ruleset as a menu needs them, from the one table in ``unoduo.core.options``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from unoduo.core.options import DUO, OptionSpec, option_specs
from unoduo.core.rules import HOUSE_RULES

from .message import Message, marked, msg


def option_description(spec: OptionSpec) -> Message:
    """What the option means (its msgid is marked with ``N_`` in ``unoduo.core.options``)."""
    return marked(spec.description)


def option_schema(spec: OptionSpec) -> dict[str, Any]:
    """One option: ``{"name", "type", "default", "description", "choices"?, "minimum"?, "maximum"?}``.

    ``choices`` (type ``choice``) lists ``{"value", "description"}``; descriptions are messages (JSON form).
    """
    data: dict[str, Any] = {
        "name": spec.name,
        "type": spec.type,
        "default": spec.default,
        "description": option_description(spec).to_json(),
    }
    if spec.type == "choice":
        data["choices"] = [
            {"value": value, "description": marked(text).to_json()}
            for value, text in zip(spec.choices, spec.choice_descriptions, strict=True)
        ]
    if spec.type == "int":
        data["minimum"] = spec.minimum
        data["maximum"] = spec.maximum
    return data


def options_schema(ruleset: str) -> list[dict[str, Any]]:
    """Every option of ``ruleset`` in menu order (OptionError for an unknown ruleset)."""
    return [option_schema(spec) for spec in option_specs(ruleset)]


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
