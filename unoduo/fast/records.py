"""Records of the fast lane: a lane's log (``engine.L_*`` entries) decoded into core :class:`~unoduo.core.Record`
values that carry every random outcome, and whole matches of compiled self-play played into records.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from unoduo.core import Action, Options, Record, RecordError
from unoduo.core.actions import DUMP
from unoduo.core.cards import CARDS, CODES

from . import codes as C
from . import engine as E
from .options import POLICIES, fast_options, jump_chance, lane_seed


def play_records(
    ruleset: str,
    matches: int,
    *,
    players: int = 2,
    options: dict[str, Any] | Options | None = None,
    policy: str = "random",
    seed: int = 0,
    legal: list[list[list[int]]] | None = None,
    log_size: int = 1 << 20,
    jump_in_chance: float | None = None,
) -> list[Record]:
    """``matches`` whole matches of compiled self-play with ``policy`` in one lane seeded from ``seed``, as
    records that carry every random outcome. With ``legal`` (a list), each match's legal id lists, one per
    action, are appended to it (a trace for differential tests). ``jump_in_chance``: as in
    ``unoduo.fast.simulate.simulate`` (None: each policy's own rule for H13 jump-ins)."""
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}; expected one of {', '.join(POLICIES)}")
    opts_obj = options if isinstance(options, Options) else Options.for_ruleset(ruleset, options)
    opts = fast_options(ruleset, players, opts_obj, logging=True)
    if legal is not None:
        opts[E.O_LOGGING] = 2
    st = E.new_state(1, players, log_size)
    E.seed_lanes(st, np.array([lane_seed(seed, 0, "records")], dtype=np.uint64))
    E.reset_lanes(st, opts, np.zeros(1, dtype=np.int64))
    E.run_matches(st, opts, 0, POLICIES[policy], matches, jump_chance(jump_in_chance))
    if st[0][0, E.K_LOGFULL]:
        raise RecordError("log_full", f"{matches} matches do not fit a log of {log_size} entries")
    records = decode_log(st[9][0, : st[0][0, E.K_LOG]].tolist(), ruleset, players, opts_obj, legal)
    if legal is not None:
        del legal[matches:]
    return records[:matches]


def decode_log(
    log: Sequence[int], ruleset: str, players: int, options: Options, legal: list[list[list[int]]] | None = None
) -> list[Record]:
    """The records of a lane's log (engine ``L_*`` entries), one per match, in order. With ``legal``, a trace's
    legal lists (``O_LOGGING`` = 2) are appended to it, one list of lists per match."""
    records: list[Record] = []
    non_default = options.non_default(ruleset)
    i = 0
    hand_codes = CODES
    while i < len(log):
        tag = log[i]
        if tag == E.L_MATCH:
            records.append(Record(ruleset, [], dict(non_default), players, 0, int(log[i + 1]), None, [], []))
            if legal is not None:
                legal.append([])
            i += 2
        elif tag == E.L_LEGAL:
            size = log[i + 1]
            if legal is not None:
                legal[-1].append([int(x) for x in log[i + 2: i + 2 + size]])
            i += 2 + size
        elif tag == E.L_DECK:
            size = log[i + 1]
            records[-1].decks.append([hand_codes[c] for c in log[i + 2: i + 2 + size]])  # type: ignore[union-attr]
            records[-1].random.append([])  # type: ignore[union-attr]
            i += 2 + size
        elif tag == E.L_REBUILD:
            size = log[i + 1]
            records[-1].random[-1].append(  # type: ignore[index]
                {"rebuild": [hand_codes[c] for c in log[i + 2: i + 2 + size]]}
            )
            i += 2 + size
        elif tag == E.L_WILD:
            records[-1].random[-1].append({"wild_under": int(log[i + 1])})  # type: ignore[index]
            i += 2
        elif tag == E.L_ACTION:
            seat, code, count = log[i + 1], log[i + 2], log[i + 3]
            if count:
                laid = log[i + 4: i + 4 + count]
                text = str(Action(DUMP, -1, -1, bool(code & 1), tuple(CARDS[c] for c in laid)))
            else:
                text = C.action_text(code)
            records[-1].actions.append(f"{seat} {text}")
            i += 4 + count
        else:
            raise RecordError("bad_log", f"unknown log entry {tag} at {i}")
    return records
