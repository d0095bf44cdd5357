"""Calibration of the coach's round-win chance: predicted against what happened, in self-play between bots.

Run: ``python bench/calibration.py --positions 3000 --budget 200 --workers 2`` (Duo). For each strength in
``--strengths`` (both seats play the same bot), rounds are played from fresh deals; in each round
``--per-round`` decisions are picked at random, the seat to act's view is evaluated with
:func:`unoduo.analysis.evaluate` (its round-win chance, from the view only), and the round is played on by the
bots to its end: the outcome is 1 if that seat won the round (0.5 a blocked tie), else 0.

Prints the Brier score (mean squared error of the chance against the outcome) and the expected calibration
error (ECE: over 10 equal-width bins of the prediction, the share-weighted mean of |mean prediction - share
won|), per strength and overall, writes a reliability plot (``--plot``, PNG) and ends with one line:
``calibration: brier X ece Y positions N``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

BINS = 10


def play_round(job: tuple[str, int, int, str, str]) -> list[tuple[str, str, float, float, float]]:
    """One round between two copies of bot ``spec``; (strength, decision, prediction, its SE, outcome) for
    ``per_round`` random decisions of it."""
    from unoduo.agents.registry import make_agent
    from unoduo.analysis import evaluate
    from unoduo.core import new_match, view

    spec, seed, per_round, budget, ruleset = job
    agents = [make_agent(spec), make_agent(spec)]
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    # target_score 1: the match ends with its first round, so the outcome is that round's.
    state = new_match(ruleset, seed=seed, first=seed % 2, options={"target_score": 1})
    moments = []
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        moments.append(seen)
        state.apply(agents[seat].act(seen, rngs[seat]), seat)
    result = state.rounds[0]
    if result.out is not None:
        won = [1.0 if s == result.out else 0.0 for s in range(2)]
    else:
        a, b = result.points
        won = [0.5, 0.5] if a == b else [float(a < b), float(b < a)]
    picker = random.Random(seed)
    chosen = sorted(picker.sample(range(len(moments)), min(per_round, len(moments))))
    found = []
    for ply in chosen:
        seen = moments[ply]
        assert seen.seat is not None
        ev = evaluate(seen, budget, seed=seed * 1000 + ply)
        found.append((spec, seen.decision, ev.round_win, ev.round_win_se, won[seen.seat]))
    return found


def brier(rows: list[tuple[float, float]]) -> float:
    return sum((p - o) ** 2 for p, o in rows) / len(rows)


def bins(rows: list[tuple[float, float]]) -> list[tuple[float, float, int]]:
    """(mean prediction, mean outcome, count) of each of the :data:`BINS` equal-width bins (empty ones left out)."""
    grouped: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for p, o in rows:
        grouped[min(BINS - 1, int(p * BINS))].append((p, o))
    return [
        (sum(p for p, _ in g) / len(g), sum(o for _, o in g) / len(g), len(g)) for g in grouped if g
    ]


def ece(rows: list[tuple[float, float]]) -> float:
    return sum(n * abs(p - o) for p, o, n in bins(rows)) / len(rows)


def plot(groups: dict[str, list[tuple[float, float]]], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (top, bottom) = plt.subplots(
        2, 1, figsize=(6.4, 7.2), gridspec_kw={"height_ratios": [3, 1]}, sharex=True, constrained_layout=True
    )
    top.plot([0, 1], [0, 1], color="#999999", linestyle="--", linewidth=1, label="perfect calibration")
    for name, rows in groups.items():
        points = bins(rows)
        top.plot(
            [p for p, _, _ in points], [o for _, o, _ in points], marker="o",
            linewidth=2.2 if name == "all" else 1.2,
            label=f"{name} (n={len(rows)}, ECE {ece(rows):.3f})",
        )
    top.set_ylabel("share of rounds won")
    top.set_xlim(0, 1)
    top.set_ylim(0, 1)
    top.set_title(title, fontsize=10)
    top.legend(loc="upper left", fontsize=8)
    top.grid(alpha=0.3)
    everything = groups["all"]
    bottom.hist([p for p, _ in everything], bins=[i / BINS for i in range(BINS + 1)], color="#4477aa")
    bottom.set_xlabel("predicted round-win chance")
    bottom.set_ylabel("positions")
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="duo", choices=["duo", "classic"])
    parser.add_argument("--positions", type=int, default=3000, help="positions in all (spread over strengths)")
    parser.add_argument("--per-round", type=int, default=4, help="positions picked from each round")
    parser.add_argument("--budget", default="200", help="evaluation budget per position: playouts or '200ms'")
    parser.add_argument("--strengths", default="easy,heuristic,ismcts:30", help="bot specs, each in self-play")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plot", default="docs/img/calibration.png")
    parser.add_argument("--results", help="also write every position (strength, decision, prediction, SE, "
                        "outcome) to this JSON file")
    args = parser.parse_args()
    specs = [s.strip() for s in args.strengths.split(",") if s.strip()]
    rounds_each = -(-args.positions // (args.per_round * len(specs)))
    jobs = [
        (spec, args.seed * 1_000_000 + k * 10_000 + i, args.per_round, args.budget, args.ruleset)
        for i in range(rounds_each)
        for k, spec in enumerate(specs)
    ]
    started = time.time()
    results: list[tuple[str, str, float, float, float]] = []
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for done, found in enumerate(pool.map(play_round, jobs, chunksize=4), 1):
            results.extend(found)
            if done % 50 == 0 or done == len(jobs):
                print(f"  {done}/{len(jobs)} rounds, {len(results)} positions, {time.time() - started:.0f}s",
                      file=sys.stderr, flush=True)
    groups: dict[str, list[tuple[float, float]]] = {
        spec: [(p, o) for s, _, p, _, o in results if s == spec] for spec in specs
    }
    groups["all"] = [(p, o) for _, _, p, _, o in results]
    by_decision: dict[str, list[tuple[float, float]]] = {}
    for _, decision, p, _, o in results:
        by_decision.setdefault(decision, []).append((p, o))
    mean_se = sum(se for *_, se, _ in results) / len(results)
    print(f"{args.ruleset}, budget {args.budget} per position, mean SE of a prediction {mean_se:.3f}, "
          f"{time.time() - started:.0f}s")
    print(f"{'group':<14}{'positions':>10}{'brier':>8}{'ece':>8}{'predicted':>11}{'won':>7}")
    for name, rows in [*groups.items(), *sorted(by_decision.items())]:
        if not rows:
            continue
        mean_p = sum(p for p, _ in rows) / len(rows)
        mean_o = sum(o for _, o in rows) / len(rows)
        print(f"{name:<14}{len(rows):>10}{brier(rows):>8.4f}{ece(rows):>8.4f}{mean_p:>11.3f}{mean_o:>7.3f}")
    print("reliability (all): " + ", ".join(f"{p:.2f}->{o:.2f} ({n})" for p, o, n in bins(groups["all"])))
    title = (f"Round-win chance ({args.ruleset}, budget {args.budget}): {len(results)} positions\n"
             f"self-play of {', '.join(specs)}")
    plot(groups, Path(args.plot), title)
    print(f"plot: {args.plot}")
    if args.results:
        rows = [{"strength": s, "decision": d, "predicted": p, "se": se, "won": o} for s, d, p, se, o in results]
        Path(args.results).write_text(json.dumps(rows) + "\n", encoding="utf-8")
        print(f"results: {args.results}")
    everything = groups["all"]
    print(f"calibration: brier {brier(everything):.4f} ece {ece(everything):.4f} positions {len(everything)}")


if __name__ == "__main__":
    main()
