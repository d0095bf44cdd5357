"""The coach on the server (unoduo/web/coach/service.py): reviews of finished matches in worker processes, with
progress, a cache that survives a restart and per-client limits; hints only in games against bots.

Matches are short (a low target score) and budgets tiny: these tests check the plumbing, not the analysis
(tests/analysis does that).
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from webtest_helpers import Client, ServerThread

from unoduo.analysis import review_decision, seat_decisions
from unoduo.core.record import Record
from unoduo.web.coach.service import CoachQuotas
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.protocol import HintOffer, ReviewStatus

BUDGET = 4  # playouts per decision (two sampled deals): enough for the plumbing, fast enough for CI
SHORT = {"target_score": 1}  # the match ends with its first round


def _limits(**overrides: Any) -> ServerLimits:
    # The default review level is BUDGET, so a review asked with it is computed at it (levels 2, 4 and 16).
    settings: dict[str, Any] = {"allow_chosen_seed": True, "review_budget": BUDGET, "review_min_budget": 2,
                                "hint_budget": 8}
    settings.update(overrides)
    return ServerLimits(**settings)


def _finished(server: ServerThread, seed: int = 7) -> str:
    """A one-round match against a bot, seat 0 mostly playing a card when it can (a short round)."""
    created = server.create(ruleset="duo", opponent="bot", seed=seed, options=SHORT)
    client = Client(server.ws_url, created["game"], created["token"])
    rng = random.Random(seed)
    state = client.state
    while state is None or state["type"] != "state" or state["status"] != "over":
        if state is not None and state["type"] == "state":
            view = state["view"]
            if view["legal"] and view["to_act"] == 0:
                plays = [a for a in view["legal"] if a.startswith(("play", "dump"))]
                choice = rng.choice(plays if plays and rng.random() < 0.9 else view["legal"])
                client.send({"type": "action", "seq": state["seq"], "action": choice})
        state = client.recv(30)
        if state["type"] == "error":
            assert state["code"] == "stale", state
    client.close()
    return str(created["game"])


def _wait_done(server: ServerThread, game: str, seat: int, budget: int = BUDGET) -> dict[str, Any]:
    seen: list[str] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        response = server.http.get(f"/api/games/{game}/review", params={"seat": seat, "budget": budget})
        assert response.status_code == 200, response.text
        status = response.json()
        ReviewStatus.model_validate(status)
        seen.append(status["status"])
        if status["status"] in ("done", "failed"):
            assert status["status"] == "done", status
            return dict(status)
        assert status["status"] in ("queued", "running"), status
        time.sleep(0.05)
    raise AssertionError(f"the review did not finish: {seen[-5:]}")


def test_review_is_computed_once_with_progress_and_survives_a_restart(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, limits=_limits()) as server:
        game = _finished(server)
        before = server.http.get(f"/api/games/{game}/review", params={"seat": 0, "budget": BUDGET})
        assert before.status_code == 200 and before.json()["status"] == "none"
        started = server.http.post(f"/api/games/{game}/review", json={"seat": 0, "budget": BUDGET})
        assert started.status_code == 202, started.text
        assert started.json()["status"] in ("queued", "running")
        status = _wait_done(server, game, 0)
        review = status["review"]
        assert status["done"] == status["total"] == len(review["decisions"]) > 0
        # The analysis's own review of the stored record (same budget, same seed): the decisions and,
        # exactly the same values for the first (a decision reviewed alone equals the review's, unoduo.analysis).
        record = Record.from_dict(server.record(game))
        positions = seat_decisions(record, 0)
        assert [d["index"] for d in review["decisions"]] == [index for index, _view, _action in positions]
        for index, position, action in positions[:1]:
            alone = review_decision(position, action, BUDGET, index=index).to_dict()
            served = next(d for d in review["decisions"] if d["index"] == index)
            assert {k: served[k] for k in alone} == alone
        # Each decision names its chosen and best actions with their words and cards, for the page.
        for decision in review["decisions"]:
            actions = [c["action"] for c in decision["choices"]]
            assert decision["best"] in actions
            assert all(c["label"]["id"] for c in decision["choices"])
        coach = server.app.state.coach
        assert coach.computed == 1
        again = server.http.post(f"/api/games/{game}/review", json={"seat": 0, "budget": BUDGET})
        assert again.status_code == 200 and again.json()["review"] == review
        assert coach.computed == 1  # asked twice, computed once
    # A new server process on the same database serves the stored review without computing it.
    with ServerThread(sqlite_url, limits=_limits()) as server:
        answer = server.http.post(f"/api/games/{game}/review", json={"seat": 0, "budget": BUDGET})
        assert answer.status_code == 200 and answer.json()["review"] == review
        assert server.app.state.coach.computed == 0


def test_review_refusals_have_clear_codes(sqlite_url: str) -> None:
    limits = _limits(exempt_addresses=(), reviews_per_address=1, requests_per_second=1000.0, request_burst=10_000,
                     review_workers=1)
    with ServerThread(sqlite_url, limits=limits) as server:
        assert server.http.post("/api/games/nope/review", json={"seat": 0}).json()["error"]["code"] == "no_such_game"
        created = server.create(ruleset="duo", opponent="bot", seed=3, options=SHORT)
        going = server.http.post(f"/api/games/{created['game']}/review", json={"seat": 0})
        assert going.status_code == 409 and going.json()["error"]["code"] == "not_finished"
        game = _finished(server)
        for body in ({"seat": 5}, {"seat": 0, "budget": 1}, {"seat": 0, "budget": 10**9}, {"seat": "0"}):
            refused = server.http.post(f"/api/games/{game}/review", json=body)
            assert refused.status_code == 422, (body, refused.text)
            assert refused.json()["error"]["code"] == "bad_request"
        first = server.http.post(f"/api/games/{game}/review", json={"seat": 0, "budget": 400})
        assert first.status_code == 202
        # One review at a time per client: a second one (another seat) waits until the first is ready.
        second = server.http.post(f"/api/games/{game}/review", json={"seat": 1, "budget": 400},
                                  headers={"accept-language": "ml"})
        assert second.status_code == 429, second.text
        error = second.json()["error"]
        assert error["code"] == "too_many_reviews"
        assert error["message"] and "review" not in error["message"]  # said in Malayalam
        # Asking again for the running review is no new review: its status, not a refusal.
        assert server.http.post(f"/api/games/{game}/review", json={"seat": 0, "budget": 400}).status_code == 202


def test_hints_only_against_bots(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, limits=_limits()) as server:
        created = server.create(ruleset="duo", opponent="bot", seed=11, options=SHORT)
        client = Client(server.ws_url, created["game"], created["token"])
        state = client.state
        assert state is not None
        while state["view"]["to_act"] != 0:
            state = client.until(lambda m: m["type"] == "state")
        client.send({"type": "hint", "seq": state["seq"]})
        hint = client.until(lambda m: m["type"] in ("hint", "error"), timeout=30)
        assert hint["type"] == "hint", hint
        HintOffer.model_validate(hint)
        assert hint["seq"] == state["seq"] and hint["seat"] == 0
        assert [a["action"] for a in hint["actions"]] == state["view"]["legal"]
        assert hint["best"] in state["view"]["legal"]
        assert all(0.0 <= a["round_win"] <= 1.0 for a in hint["actions"])
        client.send({"type": "hint", "seq": state["seq"] + 5})
        assert client.until(lambda m: m["type"] == "error")["code"] == "stale"
        client.close()

        # A game with another person: refused, whatever the page shows.
        friend = server.create(ruleset="duo", opponent="friend", seed=11, options=SHORT)
        joined = server.join(friend["join_code"])
        alice = Client(server.ws_url, friend["game"], friend["token"])
        bob = Client(server.ws_url, friend["game"], joined["token"])
        for person in (alice, bob):
            current = person.state
            assert current is not None
            person.send({"type": "hint", "seq": current["seq"]})
            error = person.until(lambda m: m["type"] in ("hint", "error"))
            assert error["type"] == "error" and error["code"] == "hints_off", error
            assert not any(json.loads(f)["type"] == "hint" for f in person.frames)
            person.close()
        # A spectator gets none either.
        watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
        watcher.send({"type": "hint", "seq": 0})
        assert watcher.until(lambda m: m["type"] == "error")["code"] == "hints_off"
        watcher.close()


def test_coach_quotas_per_client_and_in_all() -> None:
    now = [0.0]
    limits = ServerLimits(exempt_addresses=("10.0.0.9",), reviews_per_address=2, max_pending_reviews=3,
                          reviews_per_hour=60.0, review_burst=2, hints_per_minute=60.0, hint_burst=2,
                          max_pending_hints=2)
    quotas = CoachQuotas(limits, clock=lambda: now[0])
    quotas.check_review("10.0.0.1", mine=0, pending=0)
    quotas.check_review("10.0.0.1", mine=1, pending=1)
    refusals: list[tuple[int, str, bool] | None] = []
    for address, mine, pending in (("10.0.0.1", 2, 2), ("10.0.0.1", 0, 2), ("10.0.0.2", 0, 3), ("10.0.0.9", 9, 3)):
        try:
            quotas.check_review(address, mine=mine, pending=pending)
        except LimitExceeded as exc:
            refusals.append((exc.status, exc.code, exc.retry_after is not None))
        else:
            refusals.append(None)
    # Two at once per client; the burst of two spent (retry later); three in all, for everyone, exempt or not.
    assert refusals == [(429, "too_many_reviews", False), (429, "rate_limited", True), (503, "reviews_busy", True),
                        (503, "reviews_busy", True)]
    now[0] += 60.0  # one review a minute comes back
    quotas.check_review("10.0.0.1", mine=0, pending=0)
    quotas.check_review("10.0.0.9", mine=5, pending=0)  # exempt: no per-client cap
    for _ in range(2):
        quotas.check_hint("10.0.0.1", pending=0)
    codes = []
    for address, pending in (("10.0.0.1", 0), ("10.0.0.3", 2)):
        try:
            quotas.check_hint(address, pending=pending)
        except LimitExceeded as exc:
            codes.append(exc.code)
    assert codes == ["too_many_hints", "hints_busy"]
