"""The fast lane's speed next to RLCard's UNO, measured in the same run: ``python bench/fast.py [--seconds 5]``.

Random-policy rounds per second on one core (the compiled ``random`` policy: RLCard's random agent on RLCard's
action set, like ``bench/engine.py``'s ``playful``) for 2-player classic and for Duo, each divided by RLCard's
UNO games per second (one hand of 2-player classic per game). Measured in alternating chunks (ours, RLCard's,
ours, ...) on process CPU time, since this machine's speed drifts from minute to minute. Also prints the first
call's compile time (or the cache load, when ``unoduo/fast/__pycache__`` holds the compiled kernels).

The last line reads ``fast vs rlcard: rounds-classic-2p X duo Y env-steps Z``; Z is the vectorised environment's
steps per second (observation and mask included) divided by RLCard's environment steps per second, from
:func:`env_steps_per_second` (``unoduo.rl.vector.FastVectorEnv``, 512 lanes of 2-player classic).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np


def env_steps_per_second(seconds: float, chunk: float = 0.25, lanes: int = 512) -> tuple[float, float] | None:
    """(fast env steps/s, RLCard env steps/s), measured in alternating chunks of CPU time in this run.

    Ours: ``unoduo.rl.vector.FastVectorEnv("classic", lanes)`` (2 players, the compiled ``random`` opponent),
    a learner choosing uniformly among its legal ids (numpy, over the whole batch), one step per learner decision
    per lane, observation vector and mask included; the opponent's decisions happen inside the step and are not
    counted. RLCard: ``rlcard.make("uno")``, one step per decision of either seat (``bench/rl_env.py``'s loop),
    uniformly random over ``legal_actions``. So Z counts fewer of our decisions than of RLCard's."""
    import rlcard

    from unoduo.rl.vector import FastVectorEnv

    env = FastVectorEnv("classic", lanes, opponent="random", seed=0)
    _obs, mask = env.reset(seed=0)
    rng = np.random.default_rng(0)
    env.step(np.argmax(mask * rng.random(mask.shape), axis=1))  # compile (or load) before timing
    ours_steps, ours_cpu = 0, 0.0
    theirs = rlcard.make("uno", config={"seed": 0})
    their_rng = np.random.default_rng(0)
    theirs_steps, theirs_cpu = 0, 0.0
    for _ in range(max(1, round(seconds / chunk))):
        start = time.process_time()
        while time.process_time() - start < chunk:
            _obs, mask, _r, _t, _u = env.step(np.argmax(mask * rng.random(mask.shape), axis=1))
            ours_steps += lanes
        ours_cpu += time.process_time() - start
        start = time.process_time()
        while time.process_time() - start < chunk:
            state, _player = theirs.reset()
            while not theirs.is_over():
                legal = list(state["legal_actions"].keys())
                state, _player = theirs.step(legal[their_rng.integers(len(legal))])
                theirs_steps += 1
        theirs_cpu += time.process_time() - start
    return ours_steps / ours_cpu, theirs_steps / theirs_cpu


def _compile_seconds() -> float:
    start = time.perf_counter()
    from unoduo.fast import engine as E
    from unoduo.fast.options import fast_options

    for ruleset in ("classic", "duo"):
        opts = fast_options(ruleset, 2, None)
        st = E.new_state(1, 2)
        E.seed_lanes(st, np.array([1], dtype=np.uint64))
        E.reset_lanes(st, opts, np.zeros(1, dtype=np.int64))
        E.run_rounds(st, opts, 0, E.P_RANDOM, 10, np.zeros(E.NUM_STATS, dtype=np.int64), -1.0)
    return time.perf_counter() - start


class Fast:
    """Compiled random self-play of one ruleset in one lane, in chunks of ``chunk`` rounds."""

    def __init__(self, ruleset: str, chunk: int = 2000) -> None:
        from unoduo.fast import engine as E
        from unoduo.fast.options import fast_options

        self.E = E
        self.opts = fast_options(ruleset, 2, None)
        self.st = E.new_state(1, 2)
        E.seed_lanes(self.st, np.array([7], dtype=np.uint64))
        E.reset_lanes(self.st, self.opts, np.zeros(1, dtype=np.int64))
        self.stats = np.zeros(E.NUM_STATS, dtype=np.int64)
        self.chunk = chunk
        self.cpu = 0.0

    def run(self, seconds: float) -> None:
        start = time.process_time()
        while time.process_time() - start < seconds:
            self.E.run_rounds(self.st, self.opts, 0, self.E.P_RANDOM, self.chunk, self.stats, -1.0)
        self.cpu += time.process_time() - start

    @property
    def rate(self) -> float:
        return float(self.stats[self.E.ST_ROUNDS]) / self.cpu


class RLCard:
    """RLCard's UNO with its random agents: one hand of 2-player classic per game."""

    def __init__(self) -> None:
        import rlcard
        from rlcard.agents import RandomAgent

        self.env = rlcard.make("uno", config={"seed": 1})
        self.env.set_agents([RandomAgent(num_actions=self.env.num_actions) for _ in range(self.env.num_players)])
        self.games = 0
        self.cpu = 0.0

    def run(self, seconds: float) -> None:
        start = time.process_time()
        while time.process_time() - start < seconds:
            self.env.run(is_training=False)
            self.games += 1
        self.cpu += time.process_time() - start

    @property
    def rate(self) -> float:
        return self.games / self.cpu


def _interleaved(ours: Fast, theirs: RLCard, seconds: float, chunk: float) -> float:
    for _ in range(max(1, round(seconds / chunk))):
        ours.run(chunk)
        theirs.run(chunk)
    return ours.rate / theirs.rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per measurement (each side)")
    parser.add_argument("--chunk", type=float, default=0.25, help="CPU seconds per interleaved chunk")
    args = parser.parse_args()
    print(f"first call (compile, or load from the cache): {_compile_seconds():.1f} s")
    runs: dict[str, tuple[Fast, RLCard]] = {name: (Fast(name), RLCard()) for name in ("classic", "duo")}
    ratios = {name: _interleaved(ours, theirs, args.seconds, args.chunk) for name, (ours, theirs) in runs.items()}
    for name, (ours, theirs) in runs.items():
        print(f"fast {name:7} 2p random: {ours.rate:10,.0f} rounds/s (one core)   rlcard: {theirs.rate:8,.0f} games/s")
    env: Callable[[float], tuple[float, float] | None] = env_steps_per_second
    measured = env(args.seconds)
    if measured is not None:
        print(f"fast vector env classic 2p: {measured[0]:10,.0f} steps/s (one core)   rlcard env: {measured[1]:8,.0f} "
              "steps/s")
    z = "n/a" if measured is None else f"{measured[0] / measured[1]:.1f}"
    print(f"fast vs rlcard: rounds-classic-2p {ratios['classic']:.0f} duo {ratios['duo']:.0f} env-steps {z}")


if __name__ == "__main__":
    main()
