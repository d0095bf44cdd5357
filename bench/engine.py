"""Engine speed: random legal self-play through the public API, next to RLCard's UNO environment.

Run: ``python bench/engine.py [--seconds 5] [--against COMMIT]`` (one process, one core). RLCard (``pip install
'unoduo[bench]'``, rlcard 1.2.0) plays one hand of 2-player classic UNO per game, so its games/s are
compared with our classic 2-player rounds/s, and with Duo rounds/s. The last line reads
``speedup vs rlcard: classic-2p X.X duo Y.Y``.

Each ratio is measured in alternating short chunks (``--chunk``, 0.25 s): our classic rounds, then RLCard's games,
then our Duo rounds, then RLCard's again, and so on for ``--seconds`` each; each ratio divides our rate by
RLCard's rate in the chunks next to it. This machine's speed drifts by tens of percent within a minute, and
measuring one side after the other let that drift decide the ratio (the same code measured 5.8 and 9.2 a minute
apart); interleaved, both sides see the same conditions.

``--against COMMIT`` also plays another commit's ``unoduo/core`` (extracted with ``git archive`` and imported
beside this tree's, see ``bench/other_core.py``) with the same policy, in its own chunks between ours and
RLCard's, and prints ``head / COMMIT`` (the ratio of rounds per second, each ruleset) and both ratios to
RLCard. Times on a shared machine are noisy even interleaved; ``bench/engine_instructions.py`` counts
instructions instead, exactly.

Two random policies, both choosing uniformly among legal actions returned by ``legal_actions()``:

- ``playful`` (the headline, the same policy as RLCard's random agent on RLCard's action set): a uniformly
  random play (or dump) when there is one, with the UNO call when it applies; ``accept`` for a Wild Draw 4;
  otherwise a uniformly random legal action (draw, pass, catch or ignore, ...). RLCard's UNO offers ``draw``
  only when nothing is playable, always plays a playable drawn card, has no UNO call and no challenge, so
  this is the like-for-like policy.
- ``uniform``: uniformly random over every legal action. Because ``draw`` is always legal (R31) and half the
  plays at two cards forget the call, its rounds are about 10 times longer; its decisions/s are shown too.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from math import floor
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from unoduo.core import Action

PLAYS = ("play", "dump")


def make_choice(policy: str, seed: int = 1, core: ModuleType | None = None) -> Callable[[list[Action]], Action]:
    """The random policy: ``playful`` (the headline) or ``uniform`` (see the module docstring), for the actions
    of ``core`` (default this tree's engine; another commit's: its interned actions compare by identity). Only
    the engine measured is imported, so that the garbage collector walks no other engine's tables."""
    if core is None:
        import unoduo.core as core
    rnd = random.Random(seed).random
    accept: Any = core.Action.parse("accept")
    challenge: Any = core.Action.parse("challenge")
    ends = (core.Action.parse("draw"), core.Action.parse("pass"))

    # Uniform choices written out inline (``options[floor(rnd() * len(options))]``, floor being int for
    # these non-negative numbers), without Random.choice's Python-level overhead: the policy runs once per
    # decision and its cost is part of our measured time. A single legal action is returned without drawing a
    # random number (4 in 10 decisions: a draw with nothing playable, a pass after an unplayable draw);
    # uniform over one action is that action.
    def uniform(legal: list[Action]) -> Action:
        n = len(legal)
        return legal[0] if n == 1 else legal[floor(rnd() * n)]

    if policy == "uniform":
        return uniform

    def playful(legal: list[Action]) -> Action:
        n = len(legal)
        if n == 1:
            return legal[0]
        n -= 1
        if legal[n] in ends:
            # legal_actions() lists the plays first, then ``draw`` or ``pass``, then any dumps (docs/engine.md):
            # everything before a final draw or pass is a play, and a face's uno forms come after its plain
            # ones, so the last play has the call if any play does.
            if not legal[n - 1].uno:
                return legal[floor(rnd() * n)]
            called = [a for a in legal if a.uno]
            return called[floor(rnd() * len(called))]
        plays = [a for a in legal if a.kind in PLAYS]
        if not plays:
            return accept if legal[0] == challenge else legal[floor(rnd() * len(legal))]
        called = [a for a in plays if a.uno] if len(plays) > 1 else plays
        options = called or plays
        return options[floor(rnd() * len(options))]

    return playful


class Ours:
    """Random legal self-play via ``legal_actions``/``apply``, run in timed chunks that go on where the last
    one stopped (new matches, new seeds), so it can be interleaved with RLCard's chunks."""

    def __init__(self, ruleset: str, policy: str, core: ModuleType) -> None:
        self.ruleset = ruleset
        self.new_match = core.new_match
        self.choice = make_choice(policy, core=core)
        self.match_seed = 0
        self.rounds = self.decisions = 0
        self.elapsed = 0.0

    def run(self, seconds: float) -> None:
        choice, new_match = self.choice, self.new_match
        rounds = decisions = 0
        start = time.perf_counter()
        deadline = start + seconds
        while time.perf_counter() < deadline:
            state = new_match(self.ruleset, players=2, seed=self.match_seed)
            self.match_seed += 1
            legal_actions = state.legal_actions
            apply = state.apply
            while not state.match_over:
                apply(choice(legal_actions()))
            decisions += state.ply
            rounds += len(state.rounds)
        self.elapsed += time.perf_counter() - start
        self.rounds += rounds
        self.decisions += decisions


class RLCard:
    """RLCard's UNO environment with its random agents, one hand of 2-player classic UNO per game, in chunks."""

    def __init__(self, seed: int = 1) -> None:
        import rlcard
        from rlcard.agents import RandomAgent

        self.env = rlcard.make("uno", config={"seed": seed})
        self.env.set_agents([RandomAgent(num_actions=self.env.num_actions) for _ in range(self.env.num_players)])
        self.games = 0
        self.elapsed = 0.0

    def run(self, seconds: float) -> None:
        games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            self.env.run(is_training=False)
            games += 1
        self.elapsed += time.perf_counter() - start
        self.games += games


def main() -> None:
    import unoduo.core

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement (each side of a ratio)")
    parser.add_argument("--chunk", type=float, default=0.25, help="seconds per interleaved chunk")
    parser.add_argument("--against", metavar="COMMIT", help="also measure that commit's unoduo/core, interleaved")
    args = parser.parse_args()
    chunks = max(1, round(args.seconds / args.chunk))
    for ruleset in ("classic", "duo"):  # uniform: decisions/s of the long rounds (no ratio)
        uniform = Ours(ruleset, "uniform", unoduo.core)
        uniform.run(args.seconds)
        print(
            f"unoduo {ruleset:7} 2p uniform : {uniform.rounds / uniform.elapsed:8,.0f} rounds/s "
            f"{uniform.decisions / uniform.elapsed:10,.0f} decisions/s"
        )
    try:
        rlcard: dict[str, RLCard] | None = {ruleset: RLCard() for ruleset in ("classic", "duo")}
    except ImportError:
        rlcard = None
    sides = [("head", unoduo.core)]
    if args.against:
        from other_core import load_core  # a sibling script (bench/ is on the path when this one runs)

        sides.append((args.against, load_core(args.against)))
    ours = {(label, ruleset): Ours(ruleset, "playful", core) for label, core in sides for ruleset in ("classic", "duo")}
    # Ours and RLCard's in alternating short chunks: this machine's speed drifts by tens of percent from one
    # minute to the next, and interleaving gives every side of each ratio the same conditions.
    for _ in range(chunks):
        for ruleset in ("classic", "duo"):
            for label, _core in sides:
                ours[label, ruleset].run(args.chunk)
            if rlcard is not None:
                rlcard[ruleset].run(args.chunk)
    for (label, ruleset), side in ours.items():
        print(
            f"unoduo {ruleset:7} 2p playful {label:>8}: {side.rounds / side.elapsed:8,.0f} rounds/s "
            f"{side.decisions / side.elapsed:10,.0f} decisions/s"
        )
    if args.against:
        ratios = " ".join(
            f"{ruleset} {rate(ours['head', ruleset]) / rate(ours[args.against, ruleset]):.3f}"
            for ruleset in ("classic", "duo")
        )
        print(f"head / {args.against} (rounds per second, interleaved): {ratios}")
    if rlcard is None:
        print("rlcard not installed (pip install 'unoduo[bench]'): no comparison")
        return
    games = sum(r.games for r in rlcard.values())
    print(f"rlcard uno (1 hand of 2p classic): {games / sum(r.elapsed for r in rlcard.values()):,.0f} games/s")
    for label, _core in sides:
        speedup = {ruleset: rate(ours[label, ruleset]) / (r.games / r.elapsed) for ruleset, r in rlcard.items()}
        name = "" if label == "head" else f" ({label})"
        print(f"speedup vs rlcard{name}: classic-2p {speedup['classic']:.1f} duo {speedup['duo']:.1f}")


def rate(side: Ours) -> float:
    """Rounds per second of one side."""
    return side.rounds / side.elapsed

if __name__ == "__main__":
    main()
