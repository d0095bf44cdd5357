"""The full-size kill scenario (not a test): 3 server processes on one PostgreSQL, 50 games in
play, one process SIGKILLed every few seconds and restarted, 20 times; every acknowledged action must survive
and every game must finish. ``tests/web/cluster/test_cluster.py`` runs the same scenario small (6 games, 5 kills).

    python bench/cluster_faults.py                        # 3 processes, 50 games, 20 kills
    python bench/cluster_faults.py --games 20 --kills 10 --pause 1 3

Half the games are against bots (their bots and turn timers move to a live process when theirs dies), half
between two people whose clients connect to any live process and reconnect to another one when theirs dies.
Prints the counts and, last, ``faults: P processes, G games, K kills, lost N, unfinished N, problems N``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))

from cluster_helpers import fault_scenario  # type: ignore[import-not-found]  # noqa: E402
from cluster_load import Postgres  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--pause", type=float, nargs=2, default=(2.0, 4.0), help="seconds between kills (range)")
    parser.add_argument("--target-score", type=int, default=30, help="the matches' target score (short matches)")
    parser.add_argument("--budget", type=float, default=900, help="seconds the games may take in all")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--db", default=None, help="an empty PostgreSQL database URL (default: a throwaway one)")
    args = parser.parse_args()
    postgres = None if args.db else Postgres()
    db_url = args.db or postgres.start()  # type: ignore[union-attr]
    started = time.monotonic()
    try:
        result = fault_scenario(
            db_url, processes=args.processes, games=args.games, kills=args.kills, seed=args.seed,
            target_score=args.target_score, pause=tuple(args.pause), budget=args.budget,
        )
    finally:
        if postgres is not None:
            postgres.stop()
    for key, value in result.items():
        shown = value if not isinstance(value, list) or len(value) < 10 else f"{len(value)} items: {value[:10]} ..."
        print(f"{key}: {shown}")
    lost = len(result["missing"])
    unfinished = len(result["unfinished"]) + len(result["alive"])
    print(f"took {time.monotonic() - started:.0f} s")
    print(f"faults: {args.processes} processes, {result['games']} games, {args.kills} kills, lost {lost}, "
          f"unfinished {unfinished}, problems {len(result['problems'])}")
    sys.exit(0 if lost == unfinished == len(result["problems"]) == 0 else 1)


if __name__ == "__main__":
    main()
