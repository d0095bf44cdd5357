"""The words of a friend game's invitation (the join page): the rules that differ from the printed ones."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from unoduo.core.options import option_specs

from .message import Message, marked, msg
from .options import SHORT_CHOICES, SHORT_LABELS, option_value


def house_rule_lines(ruleset: str, options: Mapping[str, Any] | None = None) -> list[Message]:
    """One short line for each option of ``ruleset`` whose value in ``options`` is not the default (house rules
    and changed standard options alike), in menu order; an empty list: the rules as printed."""
    given = options or {}
    lines = []
    for spec in option_specs(ruleset):
        value = given.get(spec.name, spec.default)
        if value == spec.default:
            continue
        short = SHORT_CHOICES.get(spec.name, {}).get(value)
        words = marked(short) if short else option_value(spec, value)
        lines.append(msg("{option}: {value}", option=marked(SHORT_LABELS[spec.name]), value=words))
    return lines
