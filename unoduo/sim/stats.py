"""Statistics for tournaments: Wilson score intervals and Elo ratings computed in a fixed order."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

#: The two-sided 95% normal quantile.
Z95 = 1.959963984540054

ELO_INITIAL = 1500.0
ELO_K = 16.0


def is_probability(value: object) -> bool:
    """A real number from 0 to 1 (a bool is not one): what a chance setting must be."""
    return not isinstance(value, bool) and isinstance(value, int | float) and 0 <= value <= 1


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (``successes`` may be fractional, e.g. draws counted as half).

    >>> [round(x, 4) for x in wilson(81, 263)]
    [0.2553, 0.3662]

    ``n == 0`` gives the uninformative ``(0.0, 1.0)``.
    """
    if n < 0 or successes < 0 or successes > n:
        raise ValueError(f"need 0 <= successes <= n, not successes={successes!r}, n={n!r}")
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    denominator = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / n + z2 / (4 * n * n)) / denominator
    # At p = 0 or 1 a bound is exactly 0 or 1; rounding would otherwise leave it a hair inside, beyond p itself.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def elo_expected(rating: float, opponent: float) -> float:
    """Expected score of a player rated ``rating`` against one rated ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def elo_ratings(
    agents: Sequence[str],
    games: Iterable[tuple[str, str, float]],
    k: float = ELO_K,
    initial: float = ELO_INITIAL,
) -> dict[str, float]:
    """Sequential Elo: each ``(a, b, score_of_a)`` (1 win, 0.5 draw, 0 loss) updates both, in the order given."""
    ratings = {agent: initial for agent in agents}
    for a, b, score in games:
        expected = elo_expected(ratings[a], ratings[b])
        delta = k * (score - expected)
        ratings[a] += delta
        ratings[b] -= delta
    return ratings
