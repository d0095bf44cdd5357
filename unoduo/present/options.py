"""The rule options of a ruleset as a menu needs them, from the one table in ``unoduo.core.options``."""

from __future__ import annotations

from typing import Any

from unoduo.core.options import OptionSpec, option_specs

from .message import Message, marked


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
