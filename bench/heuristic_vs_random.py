"""Win rate of the heuristic bot against the random bot (a measurement, never a pass/fail test).

Run: ``python bench/heuristic_vs_random.py [--matches 400] [--ruleset duo|classic] [--target N]
[--opponent random|easy]``. One process, a plain loop. Seats and the first drafter (Duo) or first player
(classic, 2 players) are balanced: match k puts the heuristic in seat k % 2 and gives ``first`` = (k // 2) % 2.
Prints the heuristic's win rate (draws count as half) with a 95% Wilson interval, and the time per decision.
"""

from __future__ import annotations

import argparse
import random
import time

from unoduo.agents.easy import EasyAgent
from unoduo.agents.heuristic import HeuristicAgent
from unoduo.agents.random_agent import RandomAgent
from unoduo.core import new_match, view
from unoduo.sim.stats import wilson


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--ruleset", choices=["duo", "classic"], default="duo")
    parser.add_argument("--target", type=int, default=None, help="target_score (default: the ruleset's)")
    parser.add_argument("--opponent", choices=["random", "easy"], default="random")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    hero = HeuristicAgent()
    villain = RandomAgent() if args.opponent == "random" else EasyAgent()
    options = {} if args.target is None else {"target_score": args.target}
    wins = draws = 0
    decisions = 0
    hero_time = 0.0
    hero_decisions = 0
    start = time.perf_counter()
    for k in range(args.matches):
        hero_seat = k % 2
        first = (k // 2) % 2
        seed = args.seed + k // 4
        state = new_match(args.ruleset, players=2, seed=seed, first=first, options=options)
        agents = [hero, villain] if hero_seat == 0 else [villain, hero]
        rngs = [random.Random(seed * 2 + 11), random.Random(seed * 2 + 12)]
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            v = view(state, seat)
            if seat == hero_seat:
                t = time.perf_counter()
                action = hero.act(v, rngs[seat])
                hero_time += time.perf_counter() - t
                hero_decisions += 1
            else:
                action = agents[seat].act(v, rngs[seat])
            state.apply(action, seat)
            decisions += 1
        if state.winner == hero_seat:
            wins += 1
        elif state.winner is None:
            draws += 1
    elapsed = time.perf_counter() - start
    score = wins + 0.5 * draws
    low, high = wilson(score, args.matches)
    print(
        f"{args.ruleset} heuristic vs {args.opponent}: {wins} wins, {draws} draws, "
        f"{args.matches - wins - draws} losses in {args.matches} matches"
    )
    print(f"win rate {score / args.matches:.3f}  95% Wilson [{low:.3f}, {high:.3f}]")
    print(
        f"{elapsed:.1f} s, {decisions} decisions; heuristic {1e6 * hero_time / max(1, hero_decisions):.0f} us/decision"
    )


if __name__ == "__main__":
    main()
