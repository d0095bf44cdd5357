"""The puzzles API (docs/puzzles.md, "API") on a real server: the themes, the daily puzzle (the same for two
clients), the payload (the solver's view only: no hidden card, no answer, no coach number), answers checked and
refused, and an account's puzzle rating and streak: moved once per puzzle, kept over a restart."""

from __future__ import annotations

import datetime
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from argon2 import PasswordHasher
from argon2.profiles import CHEAPEST
from webtest_helpers import ServerThread, card_codes_in, keys_in

from unoduo.core import Position
from unoduo.core.cards import CODES
from unoduo.puzzles import THEME_IDS, Puzzle, daily_puzzle, load_puzzles, puzzles_by_theme
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.protocol import StateMessage

CHEAP_HASHER = PasswordHasher.from_parameters(CHEAPEST)
PASSWORD = "correct horse battery"
PUZZLES = load_puzzles()
SAMPLE = random.Random(38).sample(sorted(PUZZLES, key=lambda p: p.id), 12)


def _start(url: str) -> ServerThread:
    return ServerThread(url, limits=ServerLimits(allow_chosen_seed=True), password_hasher=CHEAP_HASHER)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("puzzles")


@pytest.fixture(scope="module")
def api(folder: Path) -> Iterator[ServerThread]:
    with _start(f"sqlite:///{folder / 'games.sqlite3'}") as running:
        yield running


class Browser:
    """An HTTP client with its own cookies that sends the CSRF token as the page does."""

    def __init__(self, server: ServerThread) -> None:
        self.http = httpx.Client(base_url=server.base, timeout=30)
        self.csrf = self.http.get("/api/account").json()["csrf"]

    def post(self, path: str, body: dict[str, Any], csrf: bool = True) -> httpx.Response:
        headers = {"x-csrf-token": self.csrf} if csrf else {}
        response = self.http.post(path, json=body, headers=headers)
        if response.status_code == 200 and "csrf" in response.json():
            self.csrf = response.json()["csrf"]
        return response

    def signup(self, name: str) -> None:
        made = self.post("/api/account/signup", {"name": name, "password": PASSWORD, "tokens": []})
        assert made.status_code == 200, made.text

    def login(self, name: str) -> None:
        done = self.post("/api/account/login", {"name": name, "password": PASSWORD})
        assert done.status_code == 200, done.text

    def answer(self, puzzle_id: str, action: str) -> httpx.Response:
        return self.post(f"/api/puzzles/{puzzle_id}/answer", {"action": action})

    def me(self) -> dict[str, Any]:
        response = self.http.get("/api/puzzles/me")
        assert response.status_code == 200, response.text
        return dict(response.json())


def _wrong(puzzle: Puzzle) -> str:
    return next(code for code, _, _ in puzzle.values if code != puzzle.best)


def test_the_themes_cover_the_set_in_the_requests_language(api: ServerThread) -> None:
    listed = api.http.get("/api/puzzles").json()
    assert [t["id"] for t in listed["themes"]] == list(THEME_IDS)
    assert listed["total"] == len(PUZZLES) == sum(t["count"] for t in listed["themes"])
    assert all(t["count"] == len(puzzles_by_theme(t["id"])) for t in listed["themes"])
    english = [t["title"] for t in listed["themes"]]
    for lang in ("ml", "kn", "ur"):
        titles = [t["title"] for t in api.http.get("/api/puzzles", headers={"accept-language": lang}).json()["themes"]]
        assert all(titles) and not set(titles) & set(english), lang


def test_the_daily_puzzle_is_the_same_for_two_clients_and_chosen_by_the_date(api: ServerThread) -> None:
    with httpx.Client(base_url=api.base) as other:
        first, second = api.http.get("/api/puzzles/daily").json(), other.get("/api/puzzles/daily").json()
    assert first["date"] == second["date"] and first["id"] == second["id"]
    day = datetime.date.fromisoformat(first["date"])
    assert abs((day - datetime.datetime.now(datetime.UTC).date()).days) <= 1
    assert first["id"] == daily_puzzle(day).id
    assert first == second


@pytest.mark.parametrize("puzzle", SAMPLE, ids=[p.id for p in SAMPLE])
def test_a_payload_shows_the_solvers_view_only(api: ServerThread, puzzle: Puzzle) -> None:
    payload = api.http.get(f"/api/puzzles/{puzzle.id}").json()
    assert set(payload) == {
        "id",
        "theme",
        "theme_title",
        "ruleset",
        "difficulty",
        "found_by",
        "prompt",
        "frame",
        "actions",
    }
    assert (payload["id"], payload["theme"], payload["ruleset"]) == (puzzle.id, puzzle.theme, puzzle.ruleset)
    assert payload["prompt"] == "Find the best move." and payload["difficulty"] == puzzle.rating
    # The frame is the game's own state message from the solver's seat, its view the core's view.
    StateMessage.model_validate(payload["frame"])
    seen = puzzle.view()
    assert payload["frame"]["view"]["seat"] == puzzle.seat and payload["frame"]["view"]["hand"] == [
        CODES[c] for c in seen.hand
    ]
    assert [a["action"] for a in payload["actions"]] == [str(a) for a in seen.legal]
    # No answer and no coach number before the answer.
    assert not keys_in(payload) & {"best", "values", "win_chance", "gap", "gap_se", "position", "difficulty_levels"}
    text = json.dumps(payload)
    assert "win_chance" not in text and "seed=" not in text
    # No card the seat may not know: the opponent's hand and the unseen draw pile appear nowhere.
    known = {CODES[c] for c in (*seen.hand, *seen.discard, *seen.known_bottom)}
    known |= {CODES[c] for c in (seen.candidate, seen.drawn) if c is not None}
    known |= {CODES[c] for e in seen.events + seen.previous_events for c in e.cards}
    known |= {CODES[a.card] for a in seen.legal if a.kind == "play"}
    assert set(card_codes_in(payload)) <= known, puzzle.id
    position = Position.parse(puzzle.position)
    hidden = {CODES[c] for s, hand in enumerate(position.hands) if s != puzzle.seat for c in hand} - known
    assert not set(card_codes_in(payload)) & hidden


def test_a_guests_answer_is_checked_explained_and_not_rated(api: ServerThread) -> None:
    puzzle = SAMPLE[0]
    right = api.http.post(f"/api/puzzles/{puzzle.id}/answer", json={"action": puzzle.best}).json()
    assert right["correct"] and right["best"] == puzzle.best
    assert right["rating"] is None and right["streak"] is None and right["counted"] is False
    assert [o["action"] for o in right["options"]] == [code for code, _, _ in puzzle.values]
    assert [o["win_chance"] for o in right["options"]] == [round(w, 4) for _, w, _ in puzzle.values]
    assert all(o["label"] for o in right["options"])
    assert f"{round(100 * puzzle.values[0][1])}%" in right["explanation"]
    wrong = api.http.post(f"/api/puzzles/{puzzle.id}/answer", json={"action": "  " + _wrong(puzzle).upper()}).json()
    assert not wrong["correct"] and wrong["best"] == puzzle.best and wrong["explanation"] == right["explanation"]
    in_urdu = api.http.post(
        f"/api/puzzles/{puzzle.id}/answer", json={"action": puzzle.best}, headers={"accept-language": "ur"}
    ).json()
    assert (
        in_urdu["explanation"] != right["explanation"]
        and in_urdu["options"][0]["win_chance"] == right["options"][0]["win_chance"]
    )


@pytest.mark.parametrize(
    ("path", "body", "status", "code"),
    [
        ("/api/puzzles/{id}/answer", {"action": "play Q9"}, 422, "bad_action"),
        ("/api/puzzles/{id}/answer", {"action": ""}, 422, "bad_action"),
        ("/api/puzzles/{id}/answer", {"action": "swap 1"}, 422, "illegal_action"),
        ("/api/puzzles/{id}/answer", {}, 422, "bad_request"),
        ("/api/puzzles/{id}/answer", {"action": "draw", "extra": 1}, 422, "bad_request"),
        ("/api/puzzles/{id}/answer", {"action": "x" * 200}, 422, "bad_request"),
        ("/api/puzzles/nope/answer", {"action": "draw"}, 404, "unknown_puzzle"),
    ],
)
def test_bad_answers_are_refused_clearly(
    api: ServerThread, path: str, body: dict[str, Any], status: int, code: str
) -> None:
    response = api.http.post(path.format(id=SAMPLE[0].id), json=body)
    assert response.status_code == status and response.json()["error"]["code"] == code
    assert response.json()["error"]["message"]


def test_unknown_ids_and_themes_are_404_and_next_goes_round_a_theme(api: ServerThread) -> None:
    for path, params, code in [
        ("/api/puzzles/nope", {}, "unknown_puzzle"),
        ("/api/puzzles/next", {"theme": "bluff"}, "unknown_theme"),
        ("/api/puzzles/next", {"after": "nope"}, "unknown_puzzle"),
    ]:
        response = api.http.get(path, params=params)
        assert response.status_code == 404 and response.json()["error"]["code"] == code, path
    assert api.http.get("/api/puzzles/me").status_code == 401
    volleys = puzzles_by_theme("volley")
    assert api.http.get("/api/puzzles/next", params={"theme": "volley"}).json()["id"] == volleys[0].id
    step = api.http.get("/api/puzzles/next", params={"theme": "volley", "after": volleys[0].id}).json()
    assert step["id"] == volleys[1].id and step["theme"] == "volley"
    last = api.http.get("/api/puzzles/next", params={"theme": "volley", "after": volleys[-1].id}).json()
    assert last["id"] == volleys[0].id
    anywhere = api.http.get("/api/puzzles/next", params={"after": PUZZLES[0].id}).json()
    assert anywhere["id"] == PUZZLES[1].id


def test_an_accounts_first_answer_moves_its_rating_once_and_a_restart_keeps_it(db_url: str) -> None:
    """On SQLite and PostgreSQL: the first answer moves the rating and streak, a later one, a refused one and a
    forged one do not; the history lists it; the next puzzle skips it; a restarted server keeps it all."""
    url = db_url
    first, second = SAMPLE[1], SAMPLE[2]
    with _start(url) as server:
        browser = Browser(server)
        browser.signup("Solver")
        assert browser.me() == {
            "rating": 1500,
            "deviation": 350,
            "provisional": True,
            "answered": 0,
            "streak": 0,
            "best_streak": 0,
            "history": [],
        }
        right = browser.answer(first.id, first.best).json()
        assert right["correct"] and right["counted"] and right["streak"] == 1
        assert right["rating"]["before"] == 1500 and right["rating"]["after"] > 1500
        assert right["rating"]["deviation"] < 350
        again = browser.answer(first.id, _wrong(first)).json()  # a second answer to it counts for nothing
        assert not again["correct"] and not again["counted"] and again["streak"] == 1
        assert again["rating"]["before"] == again["rating"]["after"] == right["rating"]["after"]
        refused = browser.answer(second.id, "play Q9")
        assert refused.status_code == 422
        forged = browser.post(f"/api/puzzles/{second.id}/answer", {"action": second.best}, csrf=False)
        assert forged.status_code == 403 and forged.json()["error"]["code"] == "csrf"
        assert browser.me()["answered"] == 1  # neither the bad nor the forged answer was recorded
        wrong = browser.answer(second.id, _wrong(second)).json()
        assert not wrong["correct"] and wrong["counted"] and wrong["streak"] == 0
        assert wrong["rating"]["after"] < wrong["rating"]["before"] == right["rating"]["after"]
        mine = browser.me()
        assert (mine["answered"], mine["streak"], mine["best_streak"]) == (2, 0, 1)
        assert [(h["id"], h["correct"]) for h in mine["history"]] == [(second.id, False), (first.id, True)]
        assert mine["history"][0]["rating_after"] == mine["rating"] == wrong["rating"]["after"]
        # The next puzzle skips what the account has answered.
        unanswered = next(p.id for p in PUZZLES if p.id not in {first.id, second.id})
        assert browser.http.get("/api/puzzles/next").json()["id"] == unanswered
        assert browser.http.get("/api/puzzles/next", params={"after": second.id}).json()["id"] not in {
            first.id,
            second.id,
        }
    with _start(url) as restarted:
        browser = Browser(restarted)
        browser.login("Solver")
        kept = browser.me()
        assert kept == mine
        assert browser.answer(first.id, first.best).json()["counted"] is False


def test_answers_go_through_the_per_address_request_limit_and_a_refused_one_records_nothing(folder: Path) -> None:
    url = f"sqlite:///{folder / 'limited.sqlite3'}"
    limits = ServerLimits.strict(requests_per_second=0.01, request_burst=6)
    with ServerThread(url, limits=limits, password_hasher=CHEAP_HASHER) as server:
        browser = Browser(server)  # request 1
        browser.signup("Hasty")  # 2
        statuses = [browser.answer(p.id, p.best).status_code for p in SAMPLE[:6]]  # 3-8
        assert statuses == [200] * 4 + [429] * 2
        limited = browser.answer(SAMPLE[6].id, SAMPLE[6].best)
        assert limited.status_code == 429 and limited.json()["error"]["code"] == "rate_limited"
    with _start(url) as relaxed:
        browser = Browser(relaxed)
        browser.login("Hasty")
        mine = browser.me()
        assert mine["answered"] == 4 and mine["streak"] == 4
        assert {h["id"] for h in mine["history"]} == {p.id for p in SAMPLE[:4]}
