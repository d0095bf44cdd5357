"""The lessons API (docs/learn.md): every lesson played to its end over HTTP, its state the game's own message,
and every error code."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from webtest_helpers import Client, ServerThread

from unoduo.learn import LESSONS, get_lesson
from unoduo.web.protocol import StateMessage


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    folder: Path = tmp_path_factory.mktemp("learn")
    with ServerThread(f"sqlite:///{folder / 'games.sqlite3'}") as running:
        yield running


def _post(api: ServerThread, lesson: str, actions: list[str], **extra: object) -> dict:
    response = api.http.post(f"/api/lessons/{lesson}", json={"actions": actions, **extra})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_the_list_is_in_teaching_order_per_ruleset(api: ServerThread) -> None:
    duo = api.http.get("/api/lessons", params={"ruleset": "duo"}).json()["lessons"]
    assert [entry["id"] for entry in duo] == [lesson.id for lesson in LESSONS if lesson.ruleset == "duo"]
    assert duo[0] == {"id": "duo-match", "ruleset": "duo", "title": "Match colour or number",
                      "goal": "Play a card that matches the top card by colour or by number."}
    classic = api.http.get("/api/lessons", params={"ruleset": "classic"}).json()["lessons"]
    assert {entry["ruleset"] for entry in classic} == {"classic"} and len(classic) == 5
    both = api.http.get("/api/lessons").json()["lessons"]
    assert len(both) == len(LESSONS)


def test_the_list_speaks_the_asked_language_else_the_requests(api: ServerThread) -> None:
    english = api.http.get("/api/lessons", params={"ruleset": "duo"}).json()["lessons"][0]["title"]
    for lang in ("ml", "kn", "ur"):
        title = api.http.get("/api/lessons", params={"ruleset": "duo", "lang": lang}).json()["lessons"][0]["title"]
        assert title and title != english
        by_header = api.http.get("/api/lessons", params={"ruleset": "duo"}, headers={"accept-language": lang})
        assert by_header.json()["lessons"][0]["title"] == title
    unknown = api.http.get("/api/lessons", params={"ruleset": "duo", "lang": "xx"}).json()["lessons"][0]["title"]
    assert unknown == english


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in LESSONS])
def test_every_lesson_plays_to_its_end_through_the_api(api: ServerThread, lesson_id: str) -> None:
    lesson = get_lesson(lesson_id)
    assert lesson is not None
    start = _post(api, lesson_id, [])
    StateMessage.model_validate(start["state"])  # exactly the game's state message
    assert start["state"]["view"]["seat"] == 0
    part = start["lesson"]
    assert part["id"] == lesson_id and part["step"] == 1 and part["steps"] == lesson.player_steps
    assert part["prompt"] and part["feedback"] is None and not part["done"] and part["summary"] is None
    actions: list[str] = []
    for action in lesson.intended:
        assert action in start["state"]["view"]["legal"] or action.startswith("dump")
        actions.append(action)
        answer = _post(api, lesson_id, actions)
        StateMessage.model_validate(answer["state"])
        assert answer["lesson"]["feedback"]["kind"] == "right"
        assert answer["lesson"]["undone"] is False
        start = answer
    final = start["lesson"]
    assert final["done"] and final["summary"] and final["prompt"] is None and final["step"] == lesson.player_steps
    assert start["state"]["last"] == {"seat": 0, "action": lesson.intended[-1]}


def test_a_wrong_move_is_taken_back_with_the_reason(api: ServerThread) -> None:
    before = _post(api, "duo-skip", [])
    answer = _post(api, "duo-skip", ["play B7"])
    assert answer["lesson"]["undone"] is True and answer["lesson"]["feedback"]["kind"] == "wrong"
    assert "Skip" in answer["lesson"]["feedback"]["text"]
    assert answer["state"]["view"] == before["state"]["view"]  # the position is as it was
    assert answer["lesson"]["step"] == 1
    # A taken-back move in the list is skipped on replay: the client may keep it or drop it.
    kept = _post(api, "duo-skip", ["play B7", "play BS"])
    assert kept["lesson"]["feedback"]["kind"] == "right" and kept["lesson"]["step"] == 2


def test_words_come_in_the_asked_language(api: ServerThread) -> None:
    english = _post(api, "duo-uno", ["play R4"])["lesson"]
    for lang in ("ml", "kn", "ur"):
        other = _post(api, "duo-uno", ["play R4"], lang=lang)["lesson"]
        assert other["title"] != english["title"] and other["prompt"] != english["prompt"]
        assert other["feedback"]["text"] != english["feedback"]["text"]


def _error(api: ServerThread, path: str, body: object, status: int) -> dict:
    response = api.http.post(path, json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["message"]
    return dict(error)


def test_every_error_has_its_code(api: ServerThread) -> None:
    assert _error(api, "/api/lessons/no-such-lesson", {"actions": []}, 404)["code"] == "unknown_lesson"
    assert _error(api, "/api/lessons/duo-match", {"actions": ["play G4"]}, 400)["code"] == "illegal_action"
    assert _error(api, "/api/lessons/duo-match", {"actions": ["fly away"]}, 400)["code"] == "bad_action"
    assert _error(api, "/api/lessons/duo-match", {"actions": ["play W"]}, 400)["code"] == "bad_action"
    done = list(get_lesson("duo-match").intended)  # type: ignore[union-attr]
    assert _error(api, "/api/lessons/duo-match", {"actions": [*done, "draw"]}, 400)["code"] == "illegal_action"
    assert _error(api, "/api/lessons/duo-match", {"actions": ["draw"] * 101}, 400)["code"] == "too_many_actions"
    assert _error(api, "/api/lessons/duo-match", {"actions": "draw"}, 422)["code"] == "bad_request"
    assert _error(api, "/api/lessons/duo-match", {"actions": [5]}, 422)["code"] == "bad_request"
    assert _error(api, "/api/lessons/duo-match", {"actions": [], "x": 1}, 422)["code"] == "bad_request"
    response = api.http.get("/api/lessons", params={"ruleset": "poker"})
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_ruleset"
    bad_json = api.http.post("/api/lessons/duo-match", content=b"{nope", headers={"content-type": "application/json"})
    assert bad_json.status_code == 400 and bad_json.json()["error"]["code"] == "bad_request"
    illegal = _error(api, "/api/lessons/duo-match", {"actions": ["play G4"], "lang": "ml"}, 400)
    assert illegal["message"] != _error(api, "/api/lessons/duo-match", {"actions": ["play G4"]}, 400)["message"]


def test_the_state_has_the_shape_of_a_live_games_state(api: ServerThread) -> None:
    created = api.create(ruleset="duo", opponent="bot", difficulty="easy")
    client = Client(api.ws_url, created["game"], created["token"])
    try:
        live = client.state
    finally:
        client.close()
    assert live is not None
    lesson = _post(api, "duo-match", [])["state"]
    assert set(lesson) == set(live) and lesson["type"] == "state" and lesson["ack"] is None
    assert set(lesson["view"]) == set(live["view"])
    assert lesson["events_from"] == 0 and len(lesson["narration"]) == len(lesson["view"]["events"])
    assert [p["kind"] for p in lesson["players"]] == ["human", "bot"]
