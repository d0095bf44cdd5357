"""Ratings of accounts: UNO Duo with Glicko-2 (the ``glicko2`` package), classic UNO with openskill.

Pure functions, no I/O: :mod:`unoduo.storage.accounts` stores what these compute, inside the transaction that
marks a game rated. Each rated game is one Glicko-2 rating period for its two players (as on most online
servers, where a "period" of many games would leave new players' ratings frozen for days). Classic UNO has
3-10 players at a table, which Glicko-2 does not model: openskill's Plackett-Luce model rates a whole
finishing order at once.

Both systems are shown on one familiar scale (docs/server.md, "Accounts and ratings"): Glicko-2 in its own
units (new player 1500 ± 350), openskill's ``mu``/``sigma`` mapped linearly so that its ``beta`` (the
performance spread that gives the better player about 76 %) is 200 points, as in Elo: shown =
1500 + 48 (mu - 25), deviation 48 sigma (new player 1500 ± 400). A rating is *provisional* while its
deviation is over 110 points (a few games), and marked so everywhere it is shown.

Bots play at fixed public ratings (:data:`BOT_RATINGS`) from a round-robin tournament between them; a bot at a
rated table counts with that rating and a small deviation and never changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import glicko2  # type: ignore[import-untyped]
from openskill.models import PlackettLuce

SYSTEMS: Final = ("duo", "classic")
PROVISIONAL_DEVIATION: Final = 110.0

# Glicko-2 (Glickman, "Example of the Glicko-2 system", 2012): a new player, and the system constant tau.
GLICKO_RATING: Final = 1500.0
GLICKO_DEVIATION: Final = 350.0
GLICKO_VOLATILITY: Final = 0.06
GLICKO_TAU: Final = 0.5

# openskill's defaults (mu 25, sigma 25/3, beta 25/6) and the linear map onto the shown scale.
OPENSKILL_MODEL: Final = PlackettLuce()
OPENSKILL_SCALE: Final = 200.0 / (25.0 / 6.0)  # 48 shown points per unit of mu

# Fixed public ratings of the bots on the shown scale (docs/server.md, "Bot ratings"): the maximum-likelihood
# Elo fit (bench/bot_ratings.py) of round-robin tournaments between the bots, medium anchored at 1500; expert
# (fit 1495 from only 8 matches against hard, 3-5) is given hard's rating rather than less.
# master (the learned network, docs/learned-bot.md) is not in that fit yet: its rating is medium's plus the Elo
# difference of its Duo round win rate against medium (60.2% of 2,000 rounds, bench/learned.py), rounded.
# Their deviation is small: they do not change. In order of cost: the first of two equally near bots fills.
BOT_RATINGS: Final[dict[str, int]] = {"easy": 892, "medium": 1500, "master": 1572, "hard": 1574, "expert": 1574}
BOT_DEVIATION: Final = 60.0


@dataclass(frozen=True, slots=True)
class Skill:
    """One rating in a system's own units: Glicko-2 rating/RD/volatility, or openskill mu/sigma (volatility
    unused); ``games``: how many rated games it rests on."""

    rating: float
    deviation: float
    volatility: float = GLICKO_VOLATILITY
    games: int = 0


def new_skill(system: str) -> Skill:
    """A new player's rating in ``system`` ("duo" or "classic")."""
    if system == "duo":
        return Skill(GLICKO_RATING, GLICKO_DEVIATION, GLICKO_VOLATILITY, 0)
    if system == "classic":
        return Skill(OPENSKILL_MODEL.mu, OPENSKILL_MODEL.sigma, 0.0, 0)
    raise ValueError(f"unknown rating system {system!r}")


def bot_skill(system: str, difficulty: str) -> Skill:
    """A bot's fixed rating in ``system``'s own units."""
    shown = float(BOT_RATINGS.get(difficulty, BOT_RATINGS["medium"]))
    if system == "duo":
        return Skill(shown, BOT_DEVIATION, GLICKO_VOLATILITY, 0)
    return Skill(25.0 + (shown - 1500.0) / OPENSKILL_SCALE, BOT_DEVIATION / OPENSKILL_SCALE, 0.0, 0)


def shown(system: str, skill: Skill) -> tuple[float, float]:
    """(rating, deviation) on the shown scale."""
    if system == "duo":
        return skill.rating, skill.deviation
    return 1500.0 + OPENSKILL_SCALE * (skill.rating - 25.0), OPENSKILL_SCALE * skill.deviation


def describe(system: str, skill: Skill) -> dict[str, Any]:
    """A rating as the API shows it: rounded rating and deviation, games, and whether it is provisional."""
    rating, deviation = shown(system, skill)
    return {
        "rating": round(rating),
        "deviation": round(deviation),
        "games": skill.games,
        "provisional": deviation > PROVISIONAL_DEVIATION,
    }


def glicko2_update(player: Skill, opponents: Sequence[tuple[Skill, float]]) -> Skill:
    """``player`` after one rating period against ``opponents`` ((their rating, the player's score 0/0.5/1)).

    With no opponent the deviation only grows (Glickman's step 6 for a player who did not compete).
    """
    p = glicko2.Player(rating=player.rating, rd=player.deviation, vol=player.volatility)
    p._tau = GLICKO_TAU
    if opponents:
        p.update_player([o.rating for o, _ in opponents], [o.deviation for o, _ in opponents],
                        [score for _, score in opponents])
    else:
        p.did_not_compete()
    return Skill(float(p.rating), float(p.rd), float(p.vol), player.games + len(opponents))


def rate_duo(first: Skill, second: Skill, first_score: float) -> tuple[Skill, Skill]:
    """Both players after one Duo match (``first_score``: 1 first won, 0 second won, 0.5 a draw)."""
    return (
        glicko2_update(first, [(second, first_score)]),
        glicko2_update(second, [(first, 1.0 - first_score)]),
    )


def rate_classic(skills: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """Every player after one classic match; ``ranks``: 0 for the winner, equal ranks for a tie."""
    teams = [[OPENSKILL_MODEL.rating(mu=s.rating, sigma=s.deviation)] for s in skills]
    rated = OPENSKILL_MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [
        Skill(float(team[0].mu), float(team[0].sigma), 0.0, skill.games + 1)
        for team, skill in zip(rated, skills, strict=True)
    ]


def finishing_ranks(scores: Sequence[int], winner: int | None, higher_is_better: bool = True) -> list[int]:
    """Ranks of a finished match (0 best): the winner first, then by match score (classic UNO: the highest
    total is best; UNO Duo: the lowest, ``higher_is_better=False``); equal scores share a rank. A match with
    no winner ranks by score alone."""
    sign = -1 if higher_is_better else 1
    order = sorted(range(len(scores)), key=lambda seat: (seat != winner, sign * scores[seat]))
    ranks = [0] * len(scores)
    rank = 0
    for position, seat in enumerate(order):
        if position:
            before = order[position - 1]
            if (before == winner) != (seat == winner) or scores[before] != scores[seat]:
                rank = position
        ranks[seat] = rank
    return ranks


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat at a rated table: an account's current skill, or a bot's fixed one (``account`` None)."""

    account: str | None
    skill: Skill


def rate_table(system: str, seats: Sequence[Seat], scores: Sequence[int], winner: int | None) -> list[Skill]:
    """Every seat's skill after the match; bots' skills come back unchanged (their ratings are fixed)."""
    ranks = finishing_ranks(scores, winner, higher_is_better=system != "duo")
    if system == "duo":
        if len(seats) != 2:
            raise ValueError("a Duo match has two seats")
        first_score = 0.5 if ranks[0] == ranks[1] else (1.0 if ranks[0] < ranks[1] else 0.0)
        updated = list(rate_duo(seats[0].skill, seats[1].skill, first_score))
    else:
        updated = rate_classic([s.skill for s in seats], ranks)
    return [new if seat.account is not None else seat.skill for seat, new in zip(seats, updated, strict=True)]


def nearest_bot(system: str, rating: float) -> str:
    """The bot difficulty whose public rating is closest to ``rating`` (shown scale): the bot that fills a
    table of players around that rating."""
    levels = list(BOT_RATINGS)
    return min(levels, key=lambda level: (abs(BOT_RATINGS[level] - rating), levels.index(level)))
