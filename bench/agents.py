"""Bot strength: ISMCTS against the heuristic, counted in rounds, with a 95% Wilson interval.

Run: ``python bench/agents.py --ruleset duo --rounds 1000 --ms 100 --workers 2`` (each worker is one process
on one core). For quick A/B screening use an iteration budget (``--iterations 200``, deterministic) and
ISMCTS options (``--set reward=win --set infer=false``); the same ``--seed`` plays the same deals.
Matches are played to the target score with seats and the first drafter swapped on paired
seeds until at least ``--rounds`` rounds are done. Prints ISMCTS's round win rate (rounds it went out in, or
won on points when blocked), its 95% interval, its match record, and its iterations per second.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from duel import match_score, parse_settings, play_match, rounds_won  # type: ignore[import-not-found]

from unoduo.sim.stats import wilson


def play(job: tuple[str, int, int, float | None, int | None, str, dict[str, Any]]) -> dict[str, Any]:
    """One match: ISMCTS in seat ``ismcts_seat``; returns its rounds won/played and search statistics."""
    from unoduo.agents import RandomAgent
    from unoduo.agents.heuristic import HeuristicAgent
    from unoduo.agents.ismcts import ISMCTSAgent

    ruleset, seed, ismcts_seat, ms, iterations, opponent, options = job
    search = ISMCTSAgent(iterations=iterations, time_ms=None if iterations else ms, **options)
    other = HeuristicAgent() if opponent == "heuristic" else RandomAgent()
    state = play_match(ruleset, seed, [search, other] if ismcts_seat == 0 else [other, search])
    return {
        "rounds": len(state.rounds),
        "won": rounds_won(state, ismcts_seat, tie=0.0),
        "match": match_score(state, ismcts_seat),
        "iterations": search.total_iterations,
        "seconds": search.total_seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="duo", choices=["duo", "classic"])
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--ms", type=float, default=100.0, help="ISMCTS milliseconds per decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--opponent", default="heuristic", choices=["heuristic", "random"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=None, help="an iteration budget instead of --ms")
    parser.add_argument(
        "--set", action="append", default=[], metavar="NAME=VALUE", help="an ISMCTSAgent option (JSON value)"
    )
    args = parser.parse_args()
    options = parse_settings(parser, args.set)
    started = time.perf_counter()
    rounds = iterations = 0
    won = matches = 0.0
    played = 0
    seconds = 0.0
    pair = args.seed
    with ProcessPoolExecutor(args.workers) as pool:
        while rounds < args.rounds:
            batch = []
            for _ in range(args.workers):
                batch += [
                    (args.ruleset, pair, seat, args.ms, args.iterations, args.opponent, options) for seat in (0, 1)
                ]
                pair += 1
            for outcome in pool.map(play, batch):
                rounds += outcome["rounds"]
                won += outcome["won"]
                matches += outcome["match"]
                played += 1
                iterations += outcome["iterations"]
                seconds += outcome["seconds"]
            low, high = wilson(won, rounds)
            print(f"{rounds} rounds: ismcts wins {won / rounds:.1%} [{low:.1%}, {high:.1%}]", flush=True)
    low, high = wilson(won, rounds)
    match_low, match_high = wilson(matches, played)
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.ms:g} ms"
    settings = f" {options}" if options else ""
    print(f"ruleset {args.ruleset}, ismcts {budget}/decision{settings} vs {args.opponent}")
    print(f"rounds: {rounds}, ismcts round win rate {won / rounds:.1%}, 95% CI [{low:.1%}, {high:.1%}]")
    print(f"matches: {played}, ismcts match score {matches / played:.1%}, 95% CI [{match_low:.1%}, {match_high:.1%}]")
    print(f"ismcts iterations per second: {iterations / max(seconds, 1e-9):,.0f}")
    print(f"wall time {time.perf_counter() - started:,.0f} s")


if __name__ == "__main__":
    main()
