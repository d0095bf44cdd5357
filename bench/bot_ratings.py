"""The bots' public ratings (unoduo/web/accounts/ratings.py ``BOT_RATINGS``) from `unoduo tournament --json` results.

Run the tournaments, then fit:

    unoduo tournament --agents easy,medium,hard --matches 40 --workers 1 --seed 18 \
        --options '{"target_score": 100}' --json duo.json
    unoduo tournament --agents hard,expert --matches 8 --workers 1 --seed 18 \
        --options '{"target_score": 50}' --json expert.json
    python bench/bot_ratings.py duo.json expert.json

The fit is the maximum-likelihood Elo (Bradley-Terry) rating of each bot from every pair's match results,
with half a win and half a loss added to each pair (so a 40-0 result gives a large but finite gap), and
"medium" anchored at 1500: the rating a new account starts from, so that a new player is told "about the
medium bot". Prints one line per bot.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict


def fit(results: dict[tuple[str, str], tuple[float, float]], anchor: str = "medium", prior: float = 0.5,
        steps: int = 20_000) -> dict[str, float]:
    """Elo ratings (400-point logistic scale) maximising the likelihood of ``results`` ((a, b) -> (a's wins,
    b's wins); draws count half to each), by gradient ascent, shifted so that ``anchor`` is 1500."""
    agents = sorted({a for pair in results for a in pair})
    strength = dict.fromkeys(agents, 0.0)  # natural-log units
    for _ in range(steps):
        gradient = dict.fromkeys(agents, 0.0)
        for (a, b), (wins_a, wins_b) in results.items():
            wins_a, wins_b = wins_a + prior, wins_b + prior
            expected = 1.0 / (1.0 + math.exp(strength[b] - strength[a]))
            gradient[a] += wins_a - (wins_a + wins_b) * expected
            gradient[b] -= wins_a - (wins_a + wins_b) * expected
        for agent in agents:
            strength[agent] += 0.01 * gradient[agent]
    scale = 400.0 / math.log(10.0)
    base = strength[anchor] if anchor in strength else 0.0
    return {agent: 1500.0 + scale * (value - base) for agent, value in strength.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="`unoduo tournament --json` result files")
    args = parser.parse_args()
    results: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])
    for path in args.files:
        with open(path) as handle:
            data = json.load(handle)
        for pair in data["pairs"]:
            a, b = pair["agent"], pair["opponent"]
            if a > b:  # each pair appears twice (once from each side): count it once
                continue
            results[(a, b)][0] += pair["wins"] + pair["draws"] / 2
            results[(a, b)][1] += pair["losses"] + pair["draws"] / 2
    for (a, b), (wins_a, wins_b) in sorted(results.items()):
        print(f"{a} vs {b}: {wins_a:g}-{wins_b:g}")
    ratings = fit({pair: (w[0], w[1]) for pair, w in results.items()})
    for agent, rating in sorted(ratings.items(), key=lambda item: item[1]):
        print(f"{agent}: {rating:.0f}")


if __name__ == "__main__":
    main()
