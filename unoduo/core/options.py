"""Rule options per ruleset (RULES.md "Rule options"), validated strictly."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

from .errors import OptionError

DUO: Final = "duo"
CLASSIC: Final = "classic"
RULESETS: Final = (DUO, CLASSIC)


def N_(message: str) -> str:
    """Mark an English description for translation (``pybabel extract`` finds ``N_``); it is returned as is, so
    the engine stays free of any translation machinery. ``unoduo.present.options_schema`` translates it."""
    return message


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option as a menu shows it: its name, type, default, allowed values and what it means.

    ``type`` is ``"bool"``, ``"choice"`` (one of ``choices``, each explained by the ``choice_descriptions`` of the
    same index) or ``"int"`` (``minimum`` to ``maximum``, None: unbounded). Descriptions are English msgids.
    """

    name: str
    type: str
    default: Any
    description: str
    choices: tuple[Any, ...] = ()
    choice_descriptions: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def allowed(self) -> tuple[Any, ...] | None:
        """The allowed values, or None for an integer range."""
        if self.type == "bool":
            return (False, True)
        if self.type == "choice":
            return self.choices
        return None


_REBUILD: Final = OptionSpec(
    "rebuild_shuffle", "bool", True,
    N_("When the draw pile runs out, shuffle the discards into a new draw pile (off: turn them over unshuffled)."),
)

# The house rules (docs/rules.md H1-H13), shared by both rulesets unless noted.
_STACK_DRAW4: Final = OptionSpec(
    "stack_draw4", "bool", False,
    N_("House rule: a Wild Draw 4 may be stacked on a Wild Draw 4; the next player stacks another or draws them all."),
)
_STACK_DRAW4_ON_DRAW2: Final = OptionSpec(
    "stack_draw4_on_draw2", "bool", False,
    N_("House rule (progressive): a Wild Draw 4 may be stacked on a Draw 2."),
)
_CHALLENGE_STACKED: Final = OptionSpec(
    "challenge_stacked_draw4", "bool", False,
    N_("House rule: a Wild Draw 4 stacked on a pending draw may still be challenged."),
)
_DRAW_UNTIL_PLAYABLE: Final = OptionSpec(
    "draw_until_playable", "bool", False,
    N_("A player who draws keeps drawing until a card can be played (at most 10)."),
)
_FORCED_PLAY: Final = OptionSpec(
    "forced_play", "bool", False, N_("House rule: a playable card you have just drawn must be played."),
)
_WD4_MODE: Final = OptionSpec(
    "wd4_mode", "choice", "challenge", N_("How a Wild Draw 4 may be played."),
    choices=("challenge", "no_bluff", "no_challenge"),
    choice_descriptions=(
        N_("any time; the next player may challenge a bluff"),
        N_("only when no other card can be played; no challenge"),
        N_("any time; no challenge"),
    ),
)
_UNO_PENALTY: Final = OptionSpec(
    "uno_penalty", "int", 2, N_("House rule: how many cards a player caught without calling UNO draws."),
    minimum=1, maximum=10,
)
_CATCH_WINDOW: Final = OptionSpec(
    "catch_window", "choice", "immediate", N_("When a missed UNO call can be caught."),
    choices=("immediate", "until_next_turn"),
    choice_descriptions=(
        N_("only by the next player, right after the play"),
        N_("by any other player, until the offender's next turn"),
    ),
)
_MATCH_ROUNDS: Final = OptionSpec(
    "match_rounds", "int", 0,
    N_("House rule: the match ends after this many rounds even if no total reached the target (0: no limit)."),
    minimum=0, maximum=1000,
)
_SEVEN_O: Final = OptionSpec(
    "seven_o", "bool", False,
    N_("House rule (Seven-O): a 7 swaps hands with a player of your choice; a 0 passes every hand along."),
)
_JUMP_IN: Final = OptionSpec(
    "jump_in", "bool", False,
    N_("House rule: a player holding a card identical to the top card may play it out of turn."),
)

#: Every option of each ruleset, in menu order (RULES.md "Rule options"). The one home of the option list.
SPECS: Final[dict[str, tuple[OptionSpec, ...]]] = {
    DUO: (
        OptionSpec(
            "extra_cards", "choice", "none", N_("The 4 extra cards of the 112-card retail deck."),
            choices=("none", "as_wild"),
            choice_descriptions=(N_("left out: a 108-card deck"), N_("added as Wild cards: a 112-card deck")),
        ),
        OptionSpec("reverse_as_skip", "bool", False,
                   N_("A Reverse played without a dump acts as a Skip (you play again).")),
        OptionSpec(
            "wd4_illegal_if", "choice", "color_match", N_("When a Wild Draw 4 is illegal (a challenge wins)."),
            choices=("color_match", "any_nonwild_playable", "any_playable"),
            choice_descriptions=(
                N_("the player held a card of the active colour"),
                N_("the player held a playable coloured card"),
                N_("the player held any other playable card, wilds included"),
            ),
        ),
        _REBUILD,
        OptionSpec("target_score", "int", 200,
                   N_("The match ends after the round in which a total reaches this score; the lower total wins."),
                   minimum=1),
        _MATCH_ROUNDS, _STACK_DRAW4, _STACK_DRAW4_ON_DRAW2, _CHALLENGE_STACKED, _DRAW_UNTIL_PLAYABLE, _FORCED_PLAY,
        _WD4_MODE, _UNO_PENALTY, _CATCH_WINDOW, _SEVEN_O, _JUMP_IN,
    ),
    CLASSIC: (
        _DRAW_UNTIL_PLAYABLE,
        OptionSpec("stack_draw2", "bool", False,
                   N_("Draw 2s may be stacked: the next player stacks another or takes them all.")),
        _REBUILD,
        OptionSpec("target_score", "int", 500,
                   N_("The match ends after the round in which a total reaches this score; the higher total wins."),
                   minimum=1),
        OptionSpec(
            "scoring", "choice", "first_to_target", N_("How classic rounds are scored."),
            choices=("first_to_target", "lowest_wins"),
            choice_descriptions=(
                N_("who goes out scores the others' cards; the first to the target wins"),
                N_("everyone scores their own cards; at the target the lowest total wins"),
            ),
        ),
        _MATCH_ROUNDS, _STACK_DRAW4, _STACK_DRAW4_ON_DRAW2, _CHALLENGE_STACKED, _FORCED_PLAY,
        _WD4_MODE, _UNO_PENALTY, _CATCH_WINDOW, _SEVEN_O, _JUMP_IN,
    ),
}

# name -> (allowed values or None for an integer range, default), per ruleset: the validation table.
_TABLE: Final[dict[str, dict[str, tuple[tuple[Any, ...] | None, Any]]]] = {
    ruleset: {spec.name: (spec.allowed(), spec.default) for spec in specs} for ruleset, specs in SPECS.items()
}
_SPEC: Final = {ruleset: {spec.name: spec for spec in specs} for ruleset, specs in SPECS.items()}


def option_specs(ruleset: str) -> tuple[OptionSpec, ...]:
    """The options of ``ruleset`` in menu order; OptionError for an unknown ruleset."""
    if ruleset not in SPECS:
        raise OptionError("bad_ruleset", f"unknown ruleset {ruleset!r}; expected 'duo' or 'classic'")
    return SPECS[ruleset]


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
    scoring: str = "first_to_target"
    match_rounds: int = 0
    stack_draw4: bool = False
    stack_draw4_on_draw2: bool = False
    challenge_stacked_draw4: bool = False
    forced_play: bool = False
    wd4_mode: str = "challenge"
    uno_penalty: int = 2
    catch_window: str = "immediate"
    seven_o: bool = False
    jump_in: bool = False

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
                spec = _SPEC[ruleset][name]
                low = spec.minimum if spec.minimum is not None else -(10**18)
                high = spec.maximum if spec.maximum is not None else 10**18
                if type(value) is not int or not low <= value <= high:
                    bound = f">= {low}" if spec.maximum is None else f"from {low} to {high}"
                    raise OptionError("bad_option", f"option {name!r} must be an integer {bound}, not {value!r}")
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
        """Every option of ``ruleset`` with its value (a new dict: the caller may change it)."""
        key = (self, ruleset)
        values = _OF_CACHE.get(key)
        if values is None:
            # Every view asks for this; a match has one Options value, so it is built once (a server holds at
            # most a few distinct ones: the cache is cleared if it ever grows past a few hundred).
            if len(_OF_CACHE) >= 256:
                _OF_CACHE.clear()
            values = _OF_CACHE[key] = {name: getattr(self, name) for name in _TABLE[ruleset]}
        return dict(values)


_OF_CACHE: dict[tuple[Options, str], dict[str, Any]] = {}


assert {f.name for f in fields(Options)} == set(_TABLE[DUO]) | set(_TABLE[CLASSIC])
