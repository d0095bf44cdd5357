"""The variant lab's deals on the fast lane: ``unoduo lab``'s round measures played in one compiled loop.

:func:`lab_deals` is the hook :mod:`unoduo.lab.fastlane` calls: it plays a variant's deals (match seed, first
seat, round 1 only or the whole match) with compiled policies and summarizes every round exactly as the core's
:func:`unoduo.lab.simulate.play_deal` does (:class:`~unoduo.lab.simulate.RoundSummary`: turns counted at turn
and volley decisions, the seat of the round's first such decision, P1, the round's winner, blocked, points).

Common random numbers
---------------------
The fast lane's generator is not the core's, so a deal seed does not give the core's deal; but it gives the same
deal in every variant of a lab: deal ``k``'s lane is seeded from its match seed alone (``lane_seed(seed, 0,
"lab")``), so every variant with the same deck (same ``extra_cards``) starts deal ``k`` from the same shuffled
deck, the same later random outcomes (rebuilds, C4) as long as play agrees, and the same policy stream. The
lane draws its own round-1 first seat; the deal is then played with the seats relabelled by a rotation so that
``firsts[i]`` is P1 / the first player (the rules treat every seat alike, so a rotation is the same game), and
every seat number in the results, and in the records (``records=``), is the lab's.

Fast and core labs therefore give statistically equal, not identical, numbers. ``tests/fast/test_lab.py`` holds
each fast-lane round's summary to the core's summary of the same round replayed from its record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

import numpy as np

from unoduo.core import DUO, Action, Options, Record

from . import codes as C
from . import engine as E
from .caching import cached_njit
from .options import fast_options, lane_seed
from .records import decode_log

if TYPE_CHECKING:  # imported when called: ``import unoduo.fast`` stays light and free of import cycles
    from unoduo.lab.simulate import DealResult

#: The lab's agent specs the fast lane plays, and the compiled policy that plays each one the same way:
#: the core's ``random`` agent is uniform over the legal list, which is the fast lane's ``uniform`` policy.
LAB_POLICIES: Final = {"random": E.P_UNIFORM}
#: Whether each of those agents jumps in when offered (H13 ``jump_in``): the random agent has no ``jump_in``, so
#: it never does (the heuristic, which always does, is not a fast-lane lab agent; ``lab_deals(jumpers=...)``).
LAB_JUMPS: Final = {"random": False}

# Per-deal columns of the output.
_D_ROUNDS, _D_FINISHED, _D_WINNER, _D_FIRST_ROUND = range(4)
# Per-round columns.
_R_TURNS, _R_FIRST_TURN, _R_P1, _R_OUT, _R_BLOCKED = range(5)

_K_KIND, _K_SEAT, _K_FIRST, _K_ROUNDS, _K_OVER = E.K_KIND, E.K_SEAT, E.K_FIRST, E.K_ROUNDS, E.K_OVER
_K_LASTOUT, _K_LASTRFIRST, _K_WINNER, _O_PLAYERS = E.K_LASTOUT, E.K_LASTRFIRST, E.K_WINNER, E.O_PLAYERS
_D_TURN, _D_VOLLEY, _JUMP_STRIDE, _O_JUMP_IN = C.D_TURN, C.D_VOLLEY, C.JUMP_STRIDE, E.O_JUMP_IN
_MAX_LEGAL = E.MAX_LEGAL
#: Deals per compiled call: the progress bar moves and the round buffer is emptied between calls.
_BLOCK: Final = 2000


# Cached with the engine's files in its stamp: a change to engine.py compiles this loop again.
@cached_njit()
def _play_deals(st: Any, opts: Any, seeds: Any, firsts: Any, whole: Any, seat_policy: Any, seat_jumps: Any,
                start: Any, stop: Any, deals: Any, scores: Any, rounds: Any, points: Any
                ) -> Any:  # pragma: no cover - compiled
    """Play deals ``start`` to ``stop - 1`` in lane 0, one after the other, into ``deals`` / ``scores`` (one row
    per deal, from row 0) and ``rounds`` / ``points`` (one row per round, from row 0). Returns how many deals
    were played (fewer when ``rounds`` is full: the rest go in the next call) and how many rounds they used.
    ``seat_jumps[s]``: the chance that lab seat s jumps in when offered (H13), as ``sim.match.offer_jump_ins``
    offers: a draw from the lane's policy generator, none when it is 0 or 1."""
    S = st[0]
    LP = st[7]
    SC = st[6]
    n = opts[_O_PLAYERS]
    ids = np.empty(_MAX_LEGAL, dtype=np.int64)
    lane = np.zeros(1, dtype=np.int64)
    # The lane as a plain int64, not the constant 0: numba compiles a kernel again for a literal argument, and
    # the engine's kernels are big (minutes of CPU with an empty cache); the search calls them with int64 too.
    g = np.int64(0)
    jumping = opts[_O_JUMP_IN] != 0 and (seat_jumps > 0.0).any()
    used = 0
    for i in range(start, stop):
        E.seed_lanes(st, seeds[i:i + 1])
        E.reset_lanes(st, opts, lane)
        rot = (firsts[i] - S[0, _K_FIRST] + n) % n  # lane seat s is the lab's seat (s + rot) % n
        row = i - start
        first_round = used
        turns = 0
        first_turn = -1
        full = False
        while True:
            kind = S[0, _K_KIND]
            seat = S[0, _K_SEAT]
            action = -1
            if jumping:
                # H13, offer_jump_ins: seat by seat after the seat to act; the first seat that jumps in plays
                # its last listed form (with the call when it applies: the heuristic's jump_in)
                count = E.jump_ins(st, opts, g, ids)
                for step in range(n if count > 0 else 0):
                    jumper = (seat + step) % n
                    last = -1
                    for j in range(count):
                        if ids[j] // _JUMP_STRIDE - 1 == jumper:
                            last = ids[j]
                    if last < 0:
                        continue
                    chance = seat_jumps[(jumper + rot) % n]
                    if chance >= 1.0 or (chance > 0.0 and E._uniform(st[8], g, 1) < chance):
                        action = last
                        break
            if action >= 0:
                turns += 1  # a play out of turn is a turn of the seat that jumped in (lab.simulate.play_deal)
            else:
                if kind == _D_TURN or kind == _D_VOLLEY:
                    turns += 1
                    if first_turn < 0:
                        first_turn = seat
                count = E.legal(st, opts, g, ids)
                action = E.policy(st, opts, g, seat_policy[(seat + rot) % n], ids, count)
            before = S[0, _K_ROUNDS]
            E.apply(st, opts, g, action)
            if S[0, _K_ROUNDS] == before:
                continue
            if used == rounds.shape[0]:
                full = True
                break
            out = S[0, _K_LASTOUT]
            rounds[used, _R_TURNS] = turns
            rounds[used, _R_FIRST_TURN] = -1 if first_turn < 0 else (first_turn + rot) % n
            rounds[used, _R_P1] = (S[0, _K_LASTRFIRST] + rot) % n
            rounds[used, _R_OUT] = -1 if out < 0 else (out + rot) % n
            rounds[used, _R_BLOCKED] = 1 if out < 0 else 0
            for s in range(n):
                points[used, (s + rot) % n] = LP[0, s]
            used += 1
            if S[0, _K_OVER] or not whole[i]:
                break
            turns = 0
            first_turn = -1
        if full:
            return i - start, first_round
        winner = S[0, _K_WINNER]
        deals[row, _D_ROUNDS] = used - first_round
        deals[row, _D_FINISHED] = S[0, _K_OVER]
        deals[row, _D_WINNER] = -1 if winner < 0 or not S[0, _K_OVER] else (winner + rot) % n
        deals[row, _D_FIRST_ROUND] = first_round
        for s in range(n):
            scores[row, (s + rot) % n] = SC[0, s]
    return stop - start, used


def _sole(values: Sequence[int], lowest: bool) -> int | None:
    best = min(values) if lowest else max(values)
    seats = [s for s, v in enumerate(values) if v == best]
    return seats[0] if len(seats) == 1 else None


def lab_deals(
    ruleset: str,
    options: dict[str, Any],
    players: int,
    policies: Sequence[str],
    seeds: Sequence[int],
    firsts: Sequence[int],
    whole_match: Sequence[bool],
    *,
    progress: Callable[[int], None] | None = None,
    records: list[Record] | None = None,
    jumpers: Sequence[float] | None = None,
) -> list[DealResult]:
    """Play deal i (match seed ``seeds[i]``, first seat ``firsts[i]``; round 1 only unless ``whole_match[i]``)
    with seat s played by the lab agent ``policies[s]`` (see :data:`LAB_POLICIES`), and summarize it as
    :func:`unoduo.lab.simulate.play_deal` does. ``progress(n)`` is told as n more deals finish. With a
    ``records`` list, every deal's match is appended to it as a record (seats as in the results) that replays on
    the core; that plays one deal per compiled call, for tests.

    Under H13 (``jump_in``) the jump-ins are offered before every decision as the core lab offers them
    (``sim.match.offer_jump_ins``: seat by seat after the seat to act), and a jump-in counts as a turn of the
    seat that jumped in. Seat s takes one with probability ``jumpers[s]`` (0 to 1, True and False for 1 and 0;
    default: its agent's rule, :data:`LAB_JUMPS`: the random agent never jumps in), with the call when it
    applies, as the heuristic does; a chance between 0 and 1 is drawn from the lane's policy generator.

    Raises the core's ``OptionError`` / ``RecordError`` for bad settings, ``UnsupportedOptionError`` for an
    option the fast lane does not play, ``ValueError`` for an agent it does not play or mismatched lists."""
    from unoduo.lab.simulate import DealResult, RoundSummary

    opts_obj = Options.for_ruleset(ruleset, options)
    opts = fast_options(ruleset, players, opts_obj, logging=records is not None)
    unknown = sorted({p for p in policies if p.strip().lower() not in LAB_POLICIES})
    if unknown or len(policies) != players:
        raise ValueError(f"the fast lane's lab plays one of {', '.join(LAB_POLICIES)} in each of the {players} "
                         f"seats, not {', '.join(policies)}")
    if not len(seeds) == len(firsts) == len(whole_match):
        raise ValueError(f"{len(seeds)} seeds, {len(firsts)} first seats and {len(whole_match)} whole-match flags: "
                         "give one of each per deal")
    if any(not 0 <= f < players for f in firsts):
        raise ValueError(f"first seats must be 0 to {players - 1}")
    if jumpers is None:
        jumpers = [LAB_JUMPS[p.strip().lower()] for p in policies]
    elif len(jumpers) != players:
        raise ValueError(f"{len(jumpers)} jump-in chances for {players} seats: give one per seat")
    if any(not 0 <= float(j) <= 1 for j in jumpers):
        raise ValueError(f"jump-in chances must be 0 to 1, not {list(jumpers)}")
    total = len(seeds)
    seat_policy = np.array([LAB_POLICIES[p.strip().lower()] for p in policies], dtype=np.int64)
    seat_jumps = np.array([float(j) for j in jumpers], dtype=np.float64)
    lane_seeds = np.array([lane_seed(s, 0, "lab") for s in seeds], dtype=np.uint64)
    first_seats = np.array(firsts, dtype=np.int64)
    whole = np.array(whole_match, dtype=np.bool_)
    lowest = ruleset == DUO or getattr(opts_obj, "scoring", "") == "lowest_wins"  # the core's _match_winner
    st = E.new_state(1, players, 1 << 20 if records is not None else 0)
    block = 1 if records is not None else _BLOCK
    capacity = 4 * min(block, total)  # rounds; grown when one deal's match needs more
    deals = np.zeros((block, 4), dtype=np.int64)
    scores = np.zeros((block, players), dtype=np.int64)
    out: list[DealResult] = []
    start = 0
    while start < total:
        stop = min(total, start + block)
        rounds = np.zeros((capacity, 5), dtype=np.int64)
        points = np.zeros((capacity, players), dtype=np.int64)
        done, _ = _play_deals(st, opts, lane_seeds, first_seats, whole, seat_policy, seat_jumps, start, stop, deals,
                              scores, rounds, points)
        if done == 0:  # one deal's match is longer than the buffer: make it bigger and play it again
            capacity *= 2
            continue
        for row in range(done):
            d = deals[row]
            first_round = int(d[_D_FIRST_ROUND])
            summaries = []
            for r in range(first_round, first_round + int(d[_D_ROUNDS])):
                turns, first_turn, p1, went_out, blocked = (int(x) for x in rounds[r])
                pts = tuple(int(x) for x in points[r])
                winner = went_out if went_out >= 0 else (_sole(pts, True) if ruleset == DUO else None)
                summaries.append(RoundSummary(turns, None if first_turn < 0 else first_turn, p1, winner,
                                              bool(blocked), pts))
            finished = bool(d[_D_FINISHED])
            out.append(DealResult(tuple(summaries), finished, int(d[_D_WINNER]) if d[_D_WINNER] >= 0 else None,
                                  tuple(int(x) for x in scores[row]), _sole(summaries[0].points, lowest)))
        if records is not None:
            log = st[9][0, : st[0][0, E.K_LOG]].tolist()
            if st[0][0, E.K_LOGFULL]:
                raise ValueError(f"deal {start}'s match does not fit the record log")
            rot = (firsts[start] - int(st[0][0, _K_FIRST])) % players
            records.extend(_rotated(r, rot) for r in decode_log(log, ruleset, players, opts_obj))
        if progress:
            progress(done)
        start += done
    return out


def _rotated(record: Record, rot: int) -> Record:
    """The same match with lane seat s renamed (s + rot) % players: a rotation keeps every rule's seat order."""
    n = record.players
    actions = []
    for text in record.actions:
        seat, rest = text.split(" ", 1)
        action = Action.parse(rest)
        if action.target >= 0:  # a seat named in the action (Seven-O's swap) is renamed too
            rest = str(action._replace(card=(action.target + rot) % n))
        actions.append(f"{(int(seat) + rot) % n} {rest}")
    first = None if record.first is None else (record.first + rot) % n
    return replace(record, actions=actions, first=first)
