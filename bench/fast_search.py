"""Search on the fast lane: ISMCTS with compiled playouts against today's ISMCTS, at the same time per decision.

Run: ``python bench/fast_search.py --rounds 1000 --ms 100 --workers 2`` (UNO Duo; each worker is one process
on one core). Matches are played to the target score on paired deals: each seed is played twice with the same
cards and the same first drafter, the bots swapping seats, until at least ``--rounds`` rounds are done. Prints
the fast bot's round win rate (rounds it went out in, or won on points when blocked; a tie on points counts
half) with its 95% Wilson interval, the match score, both bots' iterations (playouts) per second of their own
search time, and the load average (both bots stop on the clock, so a busy machine costs both the same share).
``--rates`` measures playouts per second of CPU time instead (core, and the fast lane with each compiled policy).
``--set NAME=VALUE`` passes an ``ISMCTSAgent`` option to the fast bot (screening: ``--set z=0.5``).
"""

from __future__ import annotations

import argparse
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from duel import match_score, parse_settings, play_match, rounds_won  # type: ignore[import-not-found]

from unoduo.sim.stats import wilson

Job = tuple[str, int, int, float | None, int | None, dict[str, Any]]


def play(job: Job) -> dict[str, Any]:
    """One match: the fast bot in seat ``fast_seat``; its rounds won and both bots' search statistics."""
    from unoduo.agents.ismcts import ISMCTSAgent

    ruleset, seed, fast_seat, ms, iterations, options = job
    budget: dict[str, Any] = {"iterations": iterations} if iterations else {"time_ms": ms}
    fast = ISMCTSAgent(**budget, **{"playouts": "fast", **options})
    core = ISMCTSAgent(**budget)
    state = play_match(ruleset, seed, [fast, core] if fast_seat == 0 else [core, fast])
    return {
        "rounds": len(state.rounds),
        "won": rounds_won(state, fast_seat, tie=0.5),
        "match": match_score(state, fast_seat),
        "fast": (fast.total_iterations, fast.total_seconds),
        "core": (core.total_iterations, core.total_seconds),
        "fallbacks": fast._fast.fallbacks if fast._fast is not None else -1,
    }


def playout_rates(ruleset: str = "duo", iterations: int = 3000, decisions: int = 12) -> dict[str, float]:
    """Playouts per second of process CPU time, core and fast lane (each compiled policy), from the same views:
    the first ``decisions`` own-turn decisions with a choice in a seeded match, ``iterations`` playouts each."""
    from unoduo.agents.heuristic import HeuristicAgent
    from unoduo.agents.ismcts import ISMCTSAgent
    from unoduo.core import new_match, view
    from unoduo.fast import engine as E

    views = []
    state = new_match(ruleset, seed=1)
    heuristic = HeuristicAgent()
    rng = random.Random(1)
    while len(views) < decisions and not state.is_over:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        if seen.decision == "turn" and len(seen.legal) > 2:
            views.append(seen)
        state.apply(heuristic.act(seen, rng), seat)
    rates = {}
    for name, policy in (("core", -1), ("fast greedy", E.P_GREEDY), ("fast random", E.P_RANDOM),
                         ("fast uniform", E.P_UNIFORM)):
        agent = ISMCTSAgent(iterations=iterations, guide=None, playouts="core" if policy < 0 else "fast")
        if policy >= 0:
            agent._fast.policy = policy
        began = time.process_time()
        for seen in views:
            agent.act(seen, random.Random(2))
        rates[name] = agent.total_iterations / (time.process_time() - began)
    return rates


def warm_up() -> None:
    """Compile (or load from numba's cache) the fast playout kernels before the clock matters."""
    from unoduo.agents.ismcts import ISMCTSAgent
    from unoduo.core import new_match, view

    agent = ISMCTSAgent(iterations=20, playouts="fast")
    state = new_match("duo", seed=0)
    rng = random.Random(0)
    for _ in range(40):
        seat = state.to_act
        assert seat is not None
        state.apply(agent.act(view(state, seat), rng), seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="duo", choices=["duo", "classic"])
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--ms", type=float, default=100.0, help="milliseconds per decision, both bots")
    parser.add_argument("--iterations", type=int, default=None, help="an iteration budget instead of --ms")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="an ISMCTSAgent option of the fast bot (JSON value)")
    parser.add_argument("--rates", action="store_true", help="only measure playouts per second (CPU time)")
    args = parser.parse_args()
    if args.rates:
        warm_up()
        for name, rate in playout_rates(args.ruleset).items():
            print(f"{args.ruleset} playouts per second of CPU, {name}: {rate:,.0f}")
        return
    options = parse_settings(parser, args.set)
    warm_up()
    started = time.perf_counter()
    loads: list[float] = []
    rounds = 0
    won = matches = 0.0
    played = fallbacks = 0
    totals = {"fast": [0, 0.0], "core": [0, 0.0]}
    pair = args.seed
    with ProcessPoolExecutor(args.workers, initializer=warm_up) as pool:
        while rounds < args.rounds:
            jobs: list[Job] = []
            for _ in range(args.workers):
                jobs += [(args.ruleset, pair, seat, args.ms, args.iterations, options) for seat in (0, 1)]
                pair += 1
            for outcome in pool.map(play, jobs):
                rounds += outcome["rounds"]
                won += outcome["won"]
                matches += outcome["match"]
                played += 1
                fallbacks += max(0, outcome["fallbacks"])
                for bot in totals:
                    totals[bot][0] += outcome[bot][0]
                    totals[bot][1] += outcome[bot][1]
            loads.append(os.getloadavg()[0])
            low, high = wilson(won, rounds)
            print(f"{rounds} rounds: fast playouts win {won / rounds:.1%} [{low:.1%}, {high:.1%}]", flush=True)
    low, high = wilson(won, rounds)
    match_low, match_high = wilson(matches, played)
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.ms:g} ms"
    settings = f" {options}" if options else ""
    rates = {bot: totals[bot][0] / max(float(totals[bot][1]), 1e-9) for bot in totals}
    print(f"ruleset {args.ruleset}, {budget}/decision: ismcts-fast{settings} vs ismcts (core playouts)")
    print(f"rounds: {rounds}, fast round win rate {won / rounds:.1%}, 95% CI [{low:.1%}, {high:.1%}]")
    print(f"matches: {played}, fast match score {matches / played:.1%}, 95% CI [{match_low:.1%}, {match_high:.1%}]")
    print(f"iterations per second: fast {rates['fast']:,.0f}, core {rates['core']:,.0f} "
          f"(x{rates['fast'] / max(rates['core'], 1e-9):.1f}); decisions on core playouts: {fallbacks}")
    print(f"load average (1 min) during the run: mean {sum(loads) / len(loads):.1f}, max {max(loads):.1f}; "
          f"wall time {time.perf_counter() - started:,.0f} s")


if __name__ == "__main__":
    main()
