"""The words of a friend game's invitation (the join page): the rules that differ from the printed ones."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from unoduo.core.options import option_specs

from .message import Message, msg
from .options import option_description, option_value


def house_rule_lines(ruleset: str, options: Mapping[str, Any] | None = None) -> list[Message]:
    """One short line for each option of ``ruleset`` whose value in ``options`` is not the default (house rules
    and changed standard options alike), in menu order; an empty list: the rules as printed."""
    given = options or {}
    return [
        msg("{option}: {value}", option=option_description(spec), value=option_value(spec, given[spec.name]))
        for spec in option_specs(ruleset)
        if spec.name in given and given[spec.name] != spec.default
    ]
