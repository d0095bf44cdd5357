"""The presentation layer's share of a server's ``state`` message: plain encoding next to the cached fast paths.

Run: ``python bench/present.py [--rounds 7]``. For every seat after every action the web server sends the seat's
choices, the new events' narration and the prompt as JSON text (``unoduo/web/play/game.py`` ``Game.state_parts``).
This times, in microseconds per call, over the positions of a few random Duo and 4-player classic matches:

- choices: ``dumps([c.to_json() for c in choices(view)])`` against ``choices_json(view)`` (the seat to act);
- narration: ``Narrator.narrate`` then ``dumps(message.to_json())`` against ``Narrator.narrate_json``, per event
  told to each seat and a spectator;
- prompt: ``dumps(prompt(view, names).to_json())`` against ``message_json(prompt(view, names))``.

Plain and fast passes alternate, ``--rounds`` times each, and the fastest pass of each is kept: the machine is
shared, and a pass slowed by a neighbour is not what the code costs. CPU time (``time.process_time``), not the
wall clock, for the same reason.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from unoduo.agents.registry import make_agent
from unoduo.core import Event, View, new_match, view
from unoduo.present import Narrator, PlayerName, choices, choices_json, message_json, prompt
from unoduo.present.message import json_text

NAMES: list[PlayerName] = ["Ann", "Bob", "Cy", "Dee"]


def matches(seeds: int) -> list[tuple[str, int, list[View], dict[int | None, tuple[Event, ...]]]]:
    """For each random match: the seat to act's view at each decision, and each seat's events of its last round."""
    agent = make_agent("random")
    played = []
    for ruleset, players in (("duo", 2), ("classic", 4)):
        for seed in range(seeds):
            state = new_match(ruleset, players=players, seed=seed, options={"target_score": 100})
            rng = random.Random(seed)
            views: list[View] = []
            for _ in range(150):
                if state.is_over:
                    break
                seat = state.to_act
                views.append(view(state, seat))
                state.apply(agent.act(views[-1], rng), seat)
            events = {seat: view(state, seat).events for seat in (*range(players), None)}
            played.append((ruleset, players, views, events))
    return played


def fastest(passes: Sequence[Callable[[], object]], rounds: int) -> list[float]:
    """The least CPU time of each pass over ``rounds`` alternating runs."""
    best = [float("inf")] * len(passes)
    for _ in range(rounds):
        for i, run in enumerate(passes):
            start = time.process_time()
            run()
            best[i] = min(best[i], time.process_time() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7, help="alternating runs of each pass (the fastest counts)")
    parser.add_argument("--seeds", type=int, default=3, help="random matches of each ruleset")
    args = parser.parse_args()
    played = matches(args.seeds)
    views = [v for _, _, vs, _ in played for v in vs]
    tellings = [(ruleset, NAMES[:players], seat, events) for ruleset, players, _, told in played
                for seat, events in told.items()]
    event_count = sum(len(events) for *_, events in tellings)
    names = [NAMES[: v.players] for v in views]

    def plain_choices() -> None:
        for v in views:
            json_text([c.to_json() for c in choices(v)])

    def fast_choices() -> None:
        for v in views:
            choices_json(v)

    def plain_narration() -> None:
        for ruleset, seat_names, seat, events in tellings:
            narrator = Narrator(seat_names, seat, ruleset)
            for event in events:
                message = narrator.narrate(event)
                "null" if message is None else json_text(message.to_json())

    def fast_narration() -> None:
        for ruleset, seat_names, seat, events in tellings:
            narrator = Narrator(seat_names, seat, ruleset)
            for event in events:
                narrator.narrate_json(event)

    def plain_prompt() -> None:
        for v, seat_names in zip(views, names, strict=True):
            asked = prompt(v, seat_names)
            "null" if asked is None else json_text(asked.to_json())

    def fast_prompt() -> None:
        for v, seat_names in zip(views, names, strict=True):
            asked = prompt(v, seat_names)
            "null" if asked is None else message_json(asked)

    print(f"{len(views)} positions, {event_count} events told; us per call (fastest of {args.rounds} runs)")
    print(f"{'':12s} {'plain':>8s} {'fast':>8s} {'speedup':>8s}")
    for label, plain, fast, calls in (
        ("choices", plain_choices, fast_choices, len(views)),
        ("narration", plain_narration, fast_narration, event_count),
        ("prompt", plain_prompt, fast_prompt, len(views)),
    ):
        slow, quick = fastest([plain, fast], args.rounds)
        print(f"{label:12s} {slow / calls * 1e6:8.2f} {quick / calls * 1e6:8.2f} {slow / quick:7.1f}x")


if __name__ == "__main__":
    main()
