"""Which rule options the fast lane plays, and a ruleset's settings as the options array its kernels read.

:func:`fast_options` checks a ruleset, player count and rule options as the core does (``OptionError``,
``RecordError``), refuses an option the fast lane does not play (:class:`UnsupportedOptionError`), and writes
the int64 array of ``engine.O_*`` indexes. Also the seeds of the lanes (:func:`lane_seed`) and the self-play
loops' arguments (:data:`POLICIES`, :func:`jump_chance`), which every caller of the compiled loops shares.
"""

from __future__ import annotations

import hashlib
from typing import Any, Final

import numpy as np

from unoduo.core import Options, RecordError
from unoduo.core.errors import OptionError
from unoduo.core.options import CLASSIC, DUO, option_specs
from unoduo.core.rules import house_rules

from . import engine as E

#: The compiled policies by name (docs/fast.md "Policies").
POLICIES: Final = {"uniform": E.P_UNIFORM, "random": E.P_RANDOM, "greedy": E.P_GREEDY}

#: The rule options each ruleset's fast lane plays, by name. An option of ``core/options.py`` missing here is
#: refused when set to anything but its default (``UnsupportedOptionError``), never silently ignored.
_HOUSE_PLAYED: Final = frozenset({
    "match_rounds", "stack_draw4", "stack_draw4_on_draw2", "challenge_stacked_draw4", "forced_play", "wd4_mode",
    "uno_penalty", "catch_window", "seven_o", "jump_in",
})
SUPPORTED: Final = {
    DUO: frozenset({"extra_cards", "reverse_as_skip", "wd4_illegal_if", "rebuild_shuffle", "target_score",
                    "draw_until_playable"}) | _HOUSE_PLAYED,
    CLASSIC: frozenset({"draw_until_playable", "stack_draw2", "rebuild_shuffle", "target_score", "scoring"})
    | _HOUSE_PLAYED,
}
#: The rule options of ``core/options.py`` the fast lane knows it does not play yet (refused when set). Every core
#: option is in exactly one of SUPPORTED and UNSUPPORTED (``tests/fast`` checks it, so a new core option fails
#: there until the fast lane plays it or lists it here).
UNSUPPORTED: Final[dict[str, frozenset[str]]] = {  # none today: every option of core/options.py is played
    DUO: frozenset(),
    CLASSIC: frozenset(),
}
_WD4_MODES: Final = ("challenge", "no_bluff", "no_challenge")
_WD4_TESTS: Final = ("color_match", "any_nonwild_playable", "any_playable")
_INT32_MAX: Final = 2**31 - 1


class UnsupportedOptionError(OptionError):
    """A rule option the fast lane does not play (yet), set to a value other than its default."""

    def __init__(self, ruleset: str, name: str, value: Any) -> None:
        super().__init__(
            "unsupported_option",
            f"the fast lane does not support the {ruleset} option {name!r} (set to {value!r}); play it with the "
            "core engine, or add it to unoduo/fast (docs/fast.md, 'Adding a rule option')",
        )
        self.option = name


def fast_options(ruleset: str, players: int, options: dict[str, Any] | Options | None, logging: bool = False
                 ) -> np.ndarray:
    """The options array (``engine.O_*``) of a ruleset, player count and rule options, checked like the core
    checks them (``OptionError``, ``RecordError``) plus :class:`UnsupportedOptionError`."""
    opts = options if isinstance(options, Options) else Options.for_ruleset(ruleset, options)
    if ruleset == DUO and players != 2:
        raise RecordError("bad_players", f"UNO Duo is for exactly 2 players, not {players!r}")
    if ruleset == CLASSIC and (type(players) is not int or not 2 <= players <= 10):
        raise RecordError("bad_players", f"classic UNO is for 2 to 10 players, not {players!r}")
    for spec in option_specs(ruleset):
        value = getattr(opts, spec.name, spec.default)
        if spec.name not in SUPPORTED[ruleset] and value != spec.default:
            raise UnsupportedOptionError(ruleset, spec.name, value)
    if opts.target_score > _INT32_MAX:
        raise OptionError("bad_option", f"the fast lane takes target_score up to {_INT32_MAX}, not {opts.target_score}")
    out = np.zeros(E.NUM_OPTIONS, dtype=np.int64)
    out[E.O_RULESET] = 0 if ruleset == DUO else 1
    out[E.O_PLAYERS] = players
    extra = ruleset == DUO and opts.extra_cards == "as_wild"
    out[E.O_EXTRA] = int(extra)
    out[E.O_RAS] = int(ruleset == DUO and opts.reverse_as_skip)
    out[E.O_WD4] = _WD4_TESTS.index(opts.wd4_illegal_if) if ruleset == DUO else 0
    out[E.O_REBUILD] = int(opts.rebuild_shuffle)
    out[E.O_TARGET] = opts.target_score
    out[E.O_UNTIL] = int(opts.draw_until_playable)
    out[E.O_STACK] = int(ruleset == CLASSIC and opts.stack_draw2)
    out[E.O_DECK] = 112 if extra else 108
    out[E.O_LOGGING] = int(logging)
    out[E.O_STACK4] = int(opts.stack_draw4)
    out[E.O_STACK4ON2] = int(opts.stack_draw4_on_draw2)
    out[E.O_CHSTACK] = int(opts.challenge_stacked_draw4)
    out[E.O_FORCED] = int(opts.forced_play)
    out[E.O_WD4MODE] = _WD4_MODES.index(opts.wd4_mode)
    out[E.O_PENALTY] = opts.uno_penalty
    out[E.O_WINDOW] = int(opts.catch_window == "until_next_turn")
    out[E.O_ROUNDS] = opts.match_rounds
    out[E.O_LOWEST] = int(ruleset == CLASSIC and opts.scoring == "lowest_wins")
    out[E.O_HOUSE] = int(bool(house_rules(ruleset, opts)))
    out[E.O_SEVEN_O] = int(opts.seven_o)
    out[E.O_JUMP_IN] = int(opts.jump_in)
    return out


def lane_seed(seed: int, lane: int, *salt: object) -> int:
    """The 64-bit generator seed of one lane (SHA-256 of the parts: the same in every process)."""
    text = ":".join(str(p) for p in ("unoduo-fast", seed, lane, *salt))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def jump_chance(jump_in_chance: float | None) -> float:
    """The compiled self-play loops' ``jump_chance`` argument: -1.0 for each policy's own rule for H13 jump-ins
    (always a float: an int would make numba compile the loops again for another type)."""
    return -1.0 if jump_in_chance is None else float(jump_in_chance)
