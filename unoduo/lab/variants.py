"""The variants of a lab: ``--vary name=v1,v2`` parsed against the option metadata, and their combinations.

Nothing here knows any particular option: names, types, allowed values and ranges come from
:data:`unoduo.core.options.SPECS`, so an option added there can be varied at once.

>>> [v.label for v in variants("duo", [parse_vary("duo", "reverse_as_skip=false,true")])]
['reverse_as_skip=false', 'reverse_as_skip=true']
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from unoduo.core import RULESETS, Options
from unoduo.core.errors import UnoduoError
from unoduo.core.options import OptionSpec, option_specs


class LabSettingsError(ValueError):
    """A bad lab setting (unknown option, bad value, ...), with a message meant for a user."""


def format_value(value: Any) -> str:
    """An option value as written on the command line: ``true``/``false`` for booleans."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def describe_option(spec: OptionSpec) -> str:
    """One line naming an option and the values it takes, e.g. ``target_score (integer >= 1, default 200)``."""
    if spec.type == "int":
        low = "" if spec.minimum is None else str(spec.minimum)
        if spec.maximum is not None:
            kind = f"integer {low or '...'}-{spec.maximum}"
        elif spec.minimum is not None:
            kind = f"integer >= {low}"
        else:
            kind = "integer"
    else:
        allowed = spec.allowed() or ()
        kind = "|".join(format_value(v) for v in allowed)
    return f"{spec.name} ({kind}, default {format_value(spec.default)})"


def known_options(ruleset: str) -> str:
    """Every option of ``ruleset`` with its values, for error messages."""
    return "; ".join(describe_option(s) for s in option_specs(ruleset))


def rulesets_of(text: str) -> tuple[str, ...]:
    """``duo``, ``classic`` or both, comma-separated (``duo,classic``: every variant under each ruleset)."""
    names = tuple(word.strip() for word in text.split(","))
    for name in names:
        if name not in RULESETS:
            raise LabSettingsError(f"unknown ruleset {name!r}; expected duo, classic or duo,classic")
        if names.count(name) > 1:
            raise LabSettingsError(f"the ruleset {name} is listed twice")
    return names


def _spec(ruleset: str, name: str) -> OptionSpec:
    try:
        specs = option_specs(ruleset)
    except UnoduoError as exc:
        raise LabSettingsError(exc.message) from None
    for spec in specs:
        if spec.name == name:
            return spec
    raise LabSettingsError(f"unknown {ruleset} option {name!r}; the {ruleset} options are: {known_options(ruleset)}")


def parse_value(spec: OptionSpec, text: str) -> Any:
    """``text`` as a value of ``spec``'s option; LabSettingsError naming the allowed values if it is not one."""
    word = text.strip()
    if spec.type == "bool":
        lowered = word.lower()
        if lowered in ("true", "false"):
            return lowered == "true"
    elif spec.type == "int":
        try:
            number = int(word)
        except ValueError:
            number = None
        if number is not None and (spec.minimum is None or number >= spec.minimum) and (
                spec.maximum is None or number <= spec.maximum):
            return number
    else:
        for choice in spec.allowed() or ():
            if word == format_value(choice):
                return choice
    raise LabSettingsError(f"bad value {text!r} for {describe_option(spec)}")


@dataclass(frozen=True, slots=True)
class Vary:
    """One ``--vary``: an option and the values to try, in the order given."""

    name: str
    values: tuple[Any, ...]


def parse_vary(ruleset: str, text: str) -> Vary:
    """``name=v1,v2,...`` checked against the option metadata of ``ruleset`` (of each, for ``duo,classic``)."""
    rulesets = rulesets_of(ruleset)
    name, sep, values = text.partition("=")
    name = name.strip()
    if not sep or not name or not values.strip():
        raise LabSettingsError(
            f"--vary needs name=value1,value2 (e.g. reverse_as_skip=false,true), not {text!r}; "
            + "; ".join(f"the {r} options are: {known_options(r)}" for r in rulesets)
        )
    specs = [_spec(r, name) for r in rulesets]
    parsed: list[Any] = []
    for word in values.split(","):
        value = parse_value(specs[0], word)
        for spec in specs[1:]:
            if parse_value(spec, word) != value:
                raise LabSettingsError(f"{name}={word.strip()} means different things in the rulesets given")
        if any(type(v) is type(value) and v == value for v in parsed):
            raise LabSettingsError(f"--vary {name} lists the value {format_value(value)} twice")
        parsed.append(value)
    return Vary(name, tuple(parsed))


@dataclass(frozen=True, slots=True)
class Variant:
    """One combination of varied values, on top of the fixed options; ``options`` is every option's value."""

    index: int
    varied: tuple[tuple[str, Any], ...]
    options: dict[str, Any]
    ruleset: str = "duo"
    show_ruleset: bool = False  # several rulesets: the label names this one

    @property
    def label(self) -> str:
        parts = [self.ruleset] if self.show_ruleset else []
        parts += [f"{name}={format_value(value)}" for name, value in self.varied]
        return ", ".join(parts) or "rules as given"


def variants(ruleset: str, varies: Sequence[Vary], fixed: dict[str, Any] | None = None) -> list[Variant]:
    """Every combination of the varied values (the ruleset first, then the first ``--vary``, changing slowest),
    each validated by the engine; the first combination is the baseline. LabSettingsError for repeated or
    conflicting options."""
    rulesets = rulesets_of(ruleset)
    fixed = dict(fixed or {})
    names = [v.name for v in varies]
    for name in names:
        if names.count(name) > 1:
            raise LabSettingsError(f"--vary {name} is given more than once; list all its values in one --vary")
        if name in fixed:
            raise LabSettingsError(f"{name} is both fixed by --options and varied by --vary")
    out: list[Variant] = []
    for one in rulesets:
        for combination in itertools.product(*(v.values for v in varies)):
            given = {**fixed, **dict(zip(names, combination, strict=True))}
            try:
                options = Options.for_ruleset(one, given).of(one)
            except UnoduoError as exc:
                raise LabSettingsError(f"{one}: {exc.message}" if len(rulesets) > 1 else exc.message) from None
            out.append(Variant(len(out), tuple(zip(names, combination, strict=True)), options, one,
                               len(rulesets) > 1))
    return out
