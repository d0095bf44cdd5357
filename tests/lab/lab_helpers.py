"""What the lab's report tests share: an estimate of the report checked against the values it summarizes."""

from __future__ import annotations

import math
import statistics
from typing import Any

import pytest

from unoduo.sim.stats import Z95, wilson


def assert_estimate(got: dict[str, Any], values: list[float], kind: str, key: str) -> None:
    """``got`` (a report's ``per_variant`` entry) is the mean of ``values`` with its 95% interval: Wilson's for a
    rate, the normal one for a mean."""
    assert got["n"] == len(values)
    assert got["value"] == pytest.approx(statistics.fmean(values), abs=1e-6), key
    if kind == "rate":
        low, high = wilson(sum(values), len(values))
    else:
        half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
        low, high = statistics.fmean(values) - half, statistics.fmean(values) + half
    assert (got["low"], got["high"]) == (pytest.approx(low, abs=1e-6), pytest.approx(high, abs=1e-6)), key
