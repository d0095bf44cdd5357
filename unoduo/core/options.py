"""Rule options per ruleset (RULES.md "Rule options"), validated strictly."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

from .errors import OptionError

DUO: Final = "duo"
CLASSIC: Final = "classic"
RULESETS: Final = (DUO, CLASSIC)

# name -> (allowed values or None for "integer >= 1", default), per ruleset.
_TABLE: Final[dict[str, dict[str, tuple[tuple[Any, ...] | None, Any]]]] = {
    DUO: {
        "extra_cards": (("none", "as_wild"), "none"),
        "reverse_as_skip": ((False, True), False),
        "wd4_illegal_if": (("color_match", "any_nonwild_playable", "any_playable"), "color_match"),
        "rebuild_shuffle": ((True, False), True),
        "target_score": (None, 200),
    },
    CLASSIC: {
        "draw_until_playable": ((False, True), False),
        "stack_draw2": ((False, True), False),
        "rebuild_shuffle": ((True, False), True),
        "target_score": (None, 500),
    },
}


@dataclass(frozen=True, slots=True)
class Options:
    """Every option of both rulesets with its value; options of the other ruleset keep their defaults."""

    extra_cards: str = "none"
    reverse_as_skip: bool = False
    wd4_illegal_if: str = "color_match"
    rebuild_shuffle: bool = True
    target_score: int = 200
    draw_until_playable: bool = False
    stack_draw2: bool = False

    @classmethod
    def for_ruleset(cls, ruleset: str, given: dict[str, Any] | None = None) -> Options:
        """Validate ``given`` (the record's ``options``) against the ruleset's table and fill in defaults."""
        if ruleset not in _TABLE:
            raise OptionError("bad_ruleset", f"unknown ruleset {ruleset!r}; expected 'duo' or 'classic'")
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise OptionError("bad_option", "options must be a JSON object of option names to values")
        table = _TABLE[ruleset]
        values = {name: default for name, (_, default) in table.items()}
        for name, value in given.items():
            if name not in table:
                known = ", ".join(sorted(table))
                raise OptionError("bad_option", f"unknown {ruleset} option {name!r} (known: {known})")
            allowed, _ = table[name]
            if allowed is None:
                if type(value) is not int or value < 1:
                    raise OptionError("bad_option", f"option {name!r} must be an integer >= 1, not {value!r}")
            elif not any(type(value) is type(a) and value == a for a in allowed):
                choices = ", ".join(repr(a).replace("True", "true").replace("False", "false") for a in allowed)
                raise OptionError("bad_option", f"option {name!r} must be one of {choices}, not {value!r}")
            values[name] = value
        return cls(**values)

    def non_default(self, ruleset: str) -> dict[str, Any]:
        """The options of ``ruleset`` whose values differ from its defaults (what a record writes)."""
        return {
            name: getattr(self, name)
            for name, (_, default) in _TABLE[ruleset].items()
            if getattr(self, name) != default
        }

    def of(self, ruleset: str) -> dict[str, Any]:
        """Every option of ``ruleset`` with its value."""
        return {name: getattr(self, name) for name in _TABLE[ruleset]}


assert {f.name for f in fields(Options)} == set(_TABLE[DUO]) | set(_TABLE[CLASSIC])
