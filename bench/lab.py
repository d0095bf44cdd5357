"""The variant lab's speed on the fast lane against the core: ``python bench/lab.py [options]``.

Plays the same lab (``--ruleset``, ``--vary``, ``--agents random``, round 1 of every deal, no matches, no skill
pairs, one worker) on both engines with :func:`unoduo.lab.run_lab` and prints the rounds per second of process
CPU time of each (so the other sessions sharing the machine count less), and their ratio. The fast lane's loop is
compiled (about 6 s of CPU) before the timing starts. The core plays fewer rounds (``--core-rounds``) since it
is far slower; rounds per second do not depend on the number of rounds.
"""

from __future__ import annotations

import argparse
import os
import time

from unoduo.lab import LabSettings, parse_vary, run_lab


def rounds_per_second(settings: LabSettings) -> tuple[float, float]:
    """(rounds per CPU second, CPU seconds) of a lab's play and measures."""
    start = time.process_time()
    result = run_lab(settings)
    spent = time.process_time() - start
    rounds = sum(len(per) for per in result.deals["rounds"])
    return rounds / spent, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--vary", action="append", default=None)
    parser.add_argument("--fast-rounds", type=int, default=20000, help="rounds per variant on the fast lane")
    parser.add_argument("--core-rounds", type=int, default=300, help="rounds per variant on the core")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    varies = tuple(parse_vary(args.ruleset, v) for v in (args.vary or ["stack_draw2=false,true"]))

    def settings(engine: str, rounds: int) -> LabSettings:
        return LabSettings(ruleset=args.ruleset, varies=varies, agents=("random",), rounds=rounds, matches=0,
                           skill=(), seed=args.seed, workers=1, engine=engine)

    start = time.process_time()
    run_lab(settings("fast", 1))
    print(f"fast lane: compile / first lab {time.process_time() - start:.1f} s CPU")
    fast, fast_cpu = rounds_per_second(settings("fast", args.fast_rounds))
    print(f"fast lane: {fast:,.0f} rounds/s ({fast_cpu:.1f} s CPU)")
    core, core_cpu = rounds_per_second(settings("core", args.core_rounds))
    print(f"core:      {core:,.0f} rounds/s ({core_cpu:.1f} s CPU)")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"lab fast vs core: {fast / core:.1f}")


if __name__ == "__main__":
    main()
