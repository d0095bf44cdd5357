"""Engine speed: random legal self-play through the public API, next to RLCard's UNO environment.

Run: ``python bench/engine.py [--seconds 5]`` (one process, one core). RLCard (``pip install
'unoduo[bench]'``, rlcard 1.2.0) plays one hand of 2-player classic UNO per game, so its games/s are
compared with our classic 2-player rounds/s, and with Duo rounds/s. The last line reads
``speedup vs rlcard: classic-2p X.X duo Y.Y``.

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

from unoduo.core import Action, new_match

ACCEPT = Action.parse("accept")
CHALLENGE = Action.parse("challenge")

PLAYS = ("play", "dump")


def ours(ruleset: str, seconds: float, policy: str = "playful", seed: int = 1) -> tuple[float, float]:
    """Rounds per second and decisions per second of random legal play via legal_actions/apply."""
    rng = random.Random(seed)
    rnd = rng.random

    def pick(options: list[Action]) -> Action:
        return options[int(rnd() * len(options))]  # uniform, without Random.choice's Python-level overhead

    if policy == "playful":

        def choice(legal: list[Action]) -> Action:
            plays = [a for a in legal if a.kind in PLAYS]
            if not plays:
                return ACCEPT if legal[0] == CHALLENGE else pick(legal)
            called = [a for a in plays if a.uno]
            return pick(called or plays)

    else:
        choice = pick
    rounds = decisions = 0
    match_seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = new_match(ruleset, players=2, seed=match_seed)
        match_seed += 1
        legal_actions = state.legal_actions
        apply = state.apply
        while not state.match_over:
            apply(choice(legal_actions()))
            decisions += 1
        rounds += len(state.rounds)
    elapsed = time.perf_counter() - start
    return rounds / elapsed, decisions / elapsed


def rlcard_games_per_second(seconds: float, seed: int = 1) -> float | None:
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.run(is_training=False)
        games += 1
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args()
    for policy in ("uniform", "playful"):
        for ruleset in ("classic", "duo"):
            rounds, decisions = ours(ruleset, args.seconds, policy)
            print(f"unoduo {ruleset:7} 2p {policy:8}: {rounds:8,.0f} rounds/s {decisions:10,.0f} decisions/s")
            if policy == "playful" and ruleset == "classic":
                classic_rounds = rounds
            elif policy == "playful":
                duo_rounds = rounds
    rl = rlcard_games_per_second(args.seconds)
    if rl is None:
        print("rlcard not installed (pip install 'unoduo[bench]'): no comparison")
        return
    print(f"rlcard uno (1 hand of 2p classic): {rl:,.0f} games/s")
    print(f"speedup vs rlcard: classic-2p {classic_rounds / rl:.1f} duo {duo_rounds / rl:.1f}")


if __name__ == "__main__":
    main()
