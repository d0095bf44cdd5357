"""Replay endpoint cost: computing a finished match's replay index and every round's steps (unoduo.web.play.replay).

Run: ``python bench/replay.py``. Plays one match per configuration with the heuristic bot (the web's
``medium``) on every seat, then times :func:`replay_index` and :func:`replay_round` for all rounds, as the
server does on a cache miss (in a thread), and prints the JSON size per round. A benchmark, not a test.
"""

from __future__ import annotations

import json
import random
import time

from unoduo.agents.registry import make_agent
from unoduo.core import new_match, view
from unoduo.storage import GameRow
from unoduo.web.play.replay import replay_index, replay_round


def main() -> None:
    for ruleset, players in (("duo", 2), ("classic", 4), ("classic", 10)):
        state = new_match(ruleset, players=players, seed=7)
        rng = random.Random(2)
        agent = make_agent("heuristic")
        lines = []
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            action = agent.act(view(state, seat), rng)
            lines.append(f"{seat} {action}")
            state.apply(action, seat)
        row = GameRow(
            id="bench", ruleset=ruleset, players=players, options={}, seed=7, opponent="bot", difficulty="medium",
            turn_timer=None, join_code=None, status="over", seq=len(lines), scores=list(state.scores),
            winner=state.winner, round=state.round, created="", updated="", rematch_of=None, seats=[],
        )
        started = time.perf_counter()
        index = replay_index(row, lines, [])
        index_ms = (time.perf_counter() - started) * 1000
        rounds = json.loads(index.text)["rounds"]
        started = time.perf_counter()
        sizes = [len(replay_round(index, entry["round"])) for entry in rounds]
        rounds_ms = (time.perf_counter() - started) * 1000
        print(
            f"{ruleset} {players}p: {len(lines)} actions, {len(rounds)} rounds; index {index_ms:.0f} ms, "
            f"all rounds {rounds_ms:.0f} ms ({rounds_ms / (len(lines) + 1):.2f} ms/step); "
            f"round JSON {min(sizes) // 1024}-{max(sizes) // 1024} KB"
        )


if __name__ == "__main__":
    main()
