"""What the coach's worker processes run: a post-game review or a hint, reported through a pipe.

This module is imported in the worker processes (forked from a forkserver that preloaded it), so it imports
only the engine and the analysis, never the web server. A job sends ``("progress", done, total)`` messages
now and then, then exactly one ``("done", result)`` or ``("failed", text)`` (see :mod:`unoduo.web.coach.service`).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

#: How much lower than the server's event loop a job runs (``nice``), as the bots' workers do: the loop's short
#: bursts of work go first on a busy machine, and the coach takes what is left.
WORKER_NICENESS = 10
PROGRESS_EVERY = 0.25  # seconds between progress messages (the page polls about twice a second)
CHOICES_SHOWN = 5  # actions of a decision a review words for the page


def review_job(conn: Connection, record: dict[str, Any], seat: int, budget: int) -> None:
    """Review ``seat``'s decisions in ``record`` and send the review's JSON text (see :func:`review_json`)."""
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY or done >= total:
            last[0] = now
            conn.send(("progress", int(done), int(total)))

    _lower_priority()
    try:
        conn.send(("done", review_json(record, seat, budget, progress)))
    except Exception as exc:  # the server logs it and tells the page the review failed
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def review_json(
    record: dict[str, Any], seat: int, budget: int, progress: Callable[[int, int], None] | None = None
) -> str:
    """The review of ``seat`` (``unoduo review --json``'s form, docs/analysis.md) with, for the page, each
    decision's ``choices``: the chosen action, the best one and the next alternatives (at most
    :data:`CHOICES_SHOWN` in all) as :func:`unoduo.present.choices` words them for that seat then, with their
    cards (``{"action", "kind", "label", "card", "color", "uno", "cards", ...}``; docs/protocol.md "Reviews")."""
    from unoduo.analysis import review_record, seat_decisions
    from unoduo.core.record import Record
    from unoduo.present import choices

    parsed = Record.from_dict(record)
    review = review_record(parsed, seat, budget, progress=progress, workers=1)
    data = review.to_dict()
    views = {index: position for index, position, _action in seat_decisions(parsed, seat)}
    for decision in data["decisions"]:
        position = views.get(decision["index"])
        if position is None:
            continue
        wanted = [decision["action"], decision["best"]]
        wanted += [a["action"] for a in decision.get("alternatives", [])]
        named: list[str] = []
        for action in wanted:
            if action not in named and len(named) < CHOICES_SHOWN:
                named.append(action)
        offered = {c.action: c for c in choices(position)}
        decision["choices"] = [offered[a].to_json() for a in named if a in offered]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def hint_job(conn: Connection, seat_view: Any, budget: int) -> None:
    """Evaluate ``seat_view`` (a :class:`unoduo.core.View`, only what the seat sees) and send it as a hint."""
    _lower_priority()
    try:
        from unoduo.analysis import evaluate

        conn.send(("done", hint_of(evaluate(seat_view, budget))))
    except Exception as exc:
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def hint_of(evaluation: Any) -> dict[str, Any]:
    """An :class:`unoduo.analysis.Evaluation` as the ``hint`` message's fields (docs/protocol.md, "Hints")."""
    data: dict[str, Any] = evaluation.to_dict()
    return {key: data[key] for key in HINT_FIELDS}


#: The fields of ``Evaluation.to_dict()`` a hint carries (the ``HintOffer`` message of docs/protocol.md).
HINT_FIELDS = ("round", "decision", "round_win", "round_win_se", "match_win", "match_win_se", "best", "actions",
               "worlds", "playouts")


def _lower_priority() -> None:
    with contextlib.suppress(OSError, AttributeError):  # not permitted, or not on this platform: run as is
        os.nice(WORKER_NICENESS)
