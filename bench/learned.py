"""The learned bot's strength: the shipped policy (agent ``learned``, difficulty ``master``) against a bot, in
rounds on paired deals, with a 95% Wilson interval and the policy's CPU time per decision.

Run: ``python bench/learned.py --ruleset duo --opponent expert --deals 100 --workers 2``. With two players each
deal is played twice, seats swapped (``2 * deals`` rounds); with more, the learned seat goes round the table
with the deal number, against ``players - 1`` seats of the opponent (``--players 4 --opponent medium``: the
policy seat's share of round wins, 25% being even). Each deal is the first round of a fresh match
(:mod:`unoduo.net.arena`). ``--agent`` measures another spec in the learned bot's seat (``--agent hard``, say,
for the same table of another bot). Prints one Markdown table row, for bench/README.md.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from unoduo.agents.registry import make_agent, parse_spec
from unoduo.net.arena import ArenaResult, play_rounds
from unoduo.sim.stats import wilson


def chunk(job: tuple[str, str, str, int, int, int, int]) -> ArenaResult:
    agent, opponent, ruleset, players, deals, seed, start = job
    return play_rounds(lambda: make_agent(agent), opponent, ruleset, players, deals=deals, seed=seed, start=start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", choices=("duo", "classic"), default="duo")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--agent", default="learned")
    parser.add_argument("--opponent", default="expert")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    for spec in (args.agent, args.opponent):
        try:
            parse_spec(spec)
        except ValueError as exc:
            parser.error(str(exc))
    if args.deals < 1 or args.workers < 1:
        parser.error("--deals and --workers must be at least 1")
    step = -(-args.deals // args.workers)
    jobs = [(args.agent, args.opponent, args.ruleset, args.players, min(step, args.deals - start), args.seed, start)
            for start in range(0, args.deals, step)]
    began = time.monotonic()
    with ProcessPoolExecutor(args.workers) as pool:
        parts = list(pool.map(chunk, jobs))
    rounds = sum(p.rounds for p in parts)
    wins = sum(p.wins for p in parts)
    low, high = wilson(wins, rounds)
    ms = sum(p.ms_per_decision * p.rounds for p in parts) / rounds
    stopped = sum(p.stopped for p in parts)
    command = (f"--ruleset {args.ruleset} --players {args.players} --agent {args.agent} --opponent {args.opponent} "
               f"--deals {args.deals}")
    print(f"| `{command}` | {wins / rounds:.1%} of {rounds:,} ({low:.1%}-{high:.1%}) | {ms:.2f} ms |"
          + (f" {stopped} stopped |" if stopped else ""))
    print(f"({time.monotonic() - began:.0f} s wall clock, {args.workers} workers)")


if __name__ == "__main__":
    main()
