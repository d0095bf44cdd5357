"""Benchmark (not a test): how late an event loop runs while expert bots think beside it, in threads or in
worker processes (``unoduo.web.play.thinking.BotWorkers``), without any network client to share the CPU with.

An asyncio loop does what a server's loop does between messages, in small pieces: every 2 ms it encodes a
10-player classic view to JSON (a state broadcast). Meanwhile expert moves of that game are thought back to
back, in two threads of the same process (``--bot-processes 0``) or in two worker processes. It
prints the loop's lag (how late each 2 ms wake-up came) and the encoding's latency, p50/p99/max, for no bots,
threads and processes. The GIL is the difference: a thread's search holds it against the loop, a process's
does not.

    python bench/bot_lag.py                  # 20 s a mode
    python bench/bot_lag.py --seconds 10 --moves-at-once 4
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time
from typing import Any

from unoduo.agents.registry import make_agent
from unoduo.core import apply, new_match, view
from unoduo.web.play.thinking import BotWorkers, think


def big_view() -> Any:
    """A 10-player classic position some way into the round, at a decision with several choices."""
    state = new_match("classic", players=10, seed=5)
    rng = random.Random(5)
    for _ in range(25):
        seat = state.to_act
        assert seat is not None
        state, _events = apply(state, rng.choice(view(state, seat).legal), seat)
    while len(view(state, state.to_act).legal) < 2:
        state, _events = apply(state, view(state, state.to_act).legal[0], state.to_act)
    return view(state, state.to_act)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else float("nan")


async def measure(mode: str, seconds: float, moves_at_once: int, cap: float) -> dict[str, Any]:
    seat_view = big_view()
    workers = None if mode == "none" else BotWorkers(2 if mode == "processes" else 0, threads=2)
    loop = asyncio.get_running_loop()
    stop = float("inf")
    moves = 0

    async def thinker(index: int) -> None:
        nonlocal moves
        agent = make_agent("expert")
        while time.monotonic() < stop:
            await loop.run_in_executor(workers, think, agent, seat_view, random.Random(index * 1000 + moves), cap)
            moves += 1

    if workers is not None:
        workers.warm()
        await loop.run_in_executor(workers, think, make_agent("random"), seat_view, random.Random(0), cap)
    stop = time.monotonic() + seconds  # after the workers started
    lags: list[float] = []
    encodes: list[float] = []
    text = seat_view.to_dict()
    tasks = [asyncio.create_task(thinker(i)) for i in range(moves_at_once if workers is not None else 0)]
    while time.monotonic() < stop:
        before = time.perf_counter()
        await asyncio.sleep(0.002)
        woke = time.perf_counter()
        lags.append(max(0.0, woke - before - 0.002))
        json.dumps(text)
        encodes.append(time.perf_counter() - woke)
    await asyncio.gather(*tasks)
    if workers is not None:
        workers.shutdown()
    return {"mode": mode, "moves": moves, "lag": lags, "encode": encodes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each mode")
    parser.add_argument("--moves-at-once", type=int, default=2, help="expert moves thought at the same time")
    parser.add_argument("--cap", type=float, default=2.0, help="per-move cap (bot_move_seconds)")
    args = parser.parse_args()
    print(f"{'mode':>10} | {'moves':>5} | {'loop lag p50/p99/max (ms)':>28} | {'encode p50/p99/max (ms)':>26}")
    for mode in ("none", "threads", "processes"):
        result = asyncio.run(measure(mode, args.seconds, args.moves_at_once, args.cap))
        lag, enc = result["lag"], result["encode"]
        print(f"{mode:>10} | {result['moves']:5d} | {pct(lag, 0.5):8.2f} {pct(lag, 0.99):8.2f} "
              f"{max(lag) * 1000:9.1f} | "
              f"{pct(enc, 0.5):7.3f} {pct(enc, 0.99):8.3f} {max(enc) * 1000:8.1f}  (n={len(lag)}, "
              f"mean lag {statistics.fmean(lag) * 1000:.2f} ms)")


if __name__ == "__main__":
    main()
