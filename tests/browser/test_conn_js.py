"""static/js/conn.js in Chromium: a state's view is rebuilt from the events already held on the socket."""

from __future__ import annotations

from typing import Any

from browser_helpers import Server, wait_ready
from playwright.sync_api import Page


def _state(round_: int, events_from: int | None, events: list[str], previous: list[str] | None) -> dict[str, Any]:
    view: dict[str, Any] = {"round": round_, "events": [{"kind": k} for k in events]}
    if previous is not None:
        view["previous_events"] = [{"kind": k} for k in previous]
    message: dict[str, Any] = {"type": "state", "view": view}
    if events_from is not None:
        message["events_from"] = events_from
    return message


def _complete(page: Page, messages: list[dict[str, Any]]) -> list[Any]:
    """Feed the messages in order; each rebuilt view's (events, previous_events), or None when refused."""
    return page.evaluate(
        """async (messages) => {
             const { completeView } = await import('/static/js/conn.js');
             let held = { round: null, events: [], previous: [] };
             const out = [];
             for (const msg of messages) {
               const next = completeView(msg, held);
               if (next === null) { out.push(null); continue; }
               held = next;
               out.push([msg.view.events.map((e) => e.kind), msg.view.previous_events.map((e) => e.kind)]);
             }
             return out;
           }""",
        messages,
    )


def test_deltas_rebuild_the_whole_view(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    got = _complete(
        page,
        [
            _state(1, 0, ["start", "deal"], []),  # the first state: whole
            _state(1, 2, ["play"], None),  # only the new event; previous_events unchanged
            _state(1, 3, [], None),
            _state(2, 0, ["start"], ["start", "deal", "play", "round_end"]),  # a new round
            _state(2, 1, ["draw", "pass"], None),
            _state(2, None, ["start", "draw"], ["x"]),  # no events_from (an older server): a whole view
        ],
    )
    assert got == [
        [["start", "deal"], []],
        [["start", "deal", "play"], []],
        [["start", "deal", "play"], []],
        [["start"], ["start", "deal", "play", "round_end"]],
        [["start", "draw", "pass"], ["start", "deal", "play", "round_end"]],
        [["start", "draw"], ["x"]],
    ]


def test_a_state_out_of_step_is_refused(page: Page, server: Server) -> None:
    page.goto(server.url + "/rules")
    wait_ready(page)
    got = _complete(
        page,
        [
            _state(1, 0, ["start", "deal"], []),
            _state(1, 5, ["play"], None),  # a gap: events 2-4 never arrived
            _state(2, 2, ["play"], None),  # a delta of a round this socket never saw
        ],
    )
    assert got == [[["start", "deal"], []], None, None]
