"""Estimates with 95% confidence intervals: means, rates (Wilson) and paired differences (common random numbers).

>>> e = paired_difference([3.0, 5.0, None, 4.0], [2.0, 3.0, 1.0, 4.0])
>>> e.value, e.n
(1.0, 3)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from unoduo.sim.stats import Z95, wilson


@dataclass(frozen=True, slots=True)
class Estimate:
    """A point estimate with its 95% interval ``low``..``high`` (NaN when ``n`` is too small) from ``n`` units."""

    value: float
    low: float
    high: float
    n: int

    @property
    def excludes_zero(self) -> bool:
        """True when the interval lies wholly on one side of 0 (for a difference: a clear effect)."""
        return not math.isnan(self.low) and (self.low > 0 or self.high < 0)

    def to_json(self) -> dict[str, Any]:
        def clean(x: float) -> float | None:
            return None if math.isnan(x) else round(x, 6)

        return {"value": clean(self.value), "low": clean(self.low), "high": clean(self.high), "n": self.n}


def _mean_sd(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mean = math.fsum(xs) / n
    if n < 2:
        return mean, math.nan
    return mean, math.sqrt(math.fsum((x - mean) ** 2 for x in xs) / (n - 1))


def mean_estimate(values: Sequence[float | None]) -> Estimate:
    """The mean of the defined values with the normal 95% interval mean +- 1.96 sd / sqrt(n)."""
    xs = [x for x in values if x is not None]
    if not xs:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean, sd = _mean_sd(xs)
    half = Z95 * sd / math.sqrt(len(xs))
    return Estimate(mean, mean - half, mean + half, len(xs))


def rate_estimate(values: Sequence[float | None]) -> Estimate:
    """The mean of values in [0, 1] (a half for a draw or a shared win) with the Wilson score interval."""
    xs = [x for x in values if x is not None]
    if not xs:
        return Estimate(math.nan, math.nan, math.nan, 0)
    total = math.fsum(xs)
    low, high = wilson(min(total, len(xs)), len(xs))
    return Estimate(total / len(xs), low, high, len(xs))


def paired_rate_difference(values: Sequence[float | None], baseline: Sequence[float | None]) -> Estimate:
    """The mean paired difference of two rates (values in [0, 1]), with the Agresti-Min interval: the normal
    interval after adding 1/2 to each cell of the paired 2x2 table (pseudo-pairs with the differences +1 and
    -1 at weight 1/2 each and 0 at weight 1), clipped to [-1, 1]. Unlike the plain
    normal interval it stays honest for small samples and for samples where every pair agrees."""
    if len(values) != len(baseline):
        raise ValueError(f"paired values differ in length: {len(values)} and {len(baseline)}")
    diffs = [x - b for x, b in zip(values, baseline, strict=True) if x is not None and b is not None]
    if not diffs:
        return Estimate(math.nan, math.nan, math.nan, 0)
    n = len(diffs)
    weight = n + 2.0
    adjusted = math.fsum(diffs) / weight  # the pseudo-pairs +1 and -1 cancel; the 0s add weight only
    second = (math.fsum(d * d for d in diffs) + 1.0) / weight  # +1 and -1 at weight 1/2 each add 1
    half = Z95 * math.sqrt(max(0.0, second - adjusted * adjusted) / weight)
    return Estimate(math.fsum(diffs) / n, max(-1.0, adjusted - half), min(1.0, adjusted + half), n)


def paired_difference(values: Sequence[float | None], baseline: Sequence[float | None]) -> Estimate:
    """The mean of ``values[i] - baseline[i]`` over the units defined in both (the same deal under two
    variants), with the normal 95% interval of a paired mean."""
    if len(values) != len(baseline):
        raise ValueError(f"paired values differ in length: {len(values)} and {len(baseline)}")
    diffs = [x - b for x, b in zip(values, baseline, strict=True) if x is not None and b is not None]
    if not diffs:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean, sd = _mean_sd(diffs)
    half = Z95 * sd / math.sqrt(len(diffs))
    return Estimate(mean, mean - half, mean + half, len(diffs))
