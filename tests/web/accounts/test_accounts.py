"""Accounts over HTTP on a real server: sign-up, login, logout, CSRF, login rate limits, password change,
deletion, a guest's games moving to the account, a rated matchmade game changing both ratings, and which games a
profile shows to whom."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from argon2 import PasswordHasher
from argon2.profiles import CHEAPEST
from cluster_helpers import ServeProcess
from webtest_helpers import Client, ServerThread, play_all

from unoduo.web.limits.settings import ServerLimits

# Argon2id still, with the cheapest parameters: the tests measure behaviour, not hashing cost.
CHEAP_HASHER = PasswordHasher.from_parameters(CHEAPEST)
PASSWORD = "correct horse battery"


def start(sqlite_url: str, **limits: Any) -> ServerThread:
    settings = {"allow_chosen_seed": True, "queue_bot_fill_after": 0.5, "rated_target_score": 1, **limits}
    return ServerThread(sqlite_url, limits=ServerLimits(**settings), password_hasher=CHEAP_HASHER)


@pytest.fixture
def server(sqlite_url: str) -> Iterator[ServerThread]:
    with start(sqlite_url) as running:
        yield running


class Browser:
    """An HTTP client with its own cookie jar that sends the CSRF token as the app does."""

    def __init__(self, server: ServerThread) -> None:
        self.http = httpx.Client(base_url=server.base, timeout=30)
        self.csrf = self.http.get("/api/account").json()["csrf"]

    def post(self, path: str, body: dict[str, Any] | None = None, csrf: bool = True) -> httpx.Response:
        headers = {"x-csrf-token": self.csrf} if csrf else {}
        response = self.http.post(path, json=body if body is not None else {}, headers=headers)
        if response.status_code == 200 and "csrf" in response.json():
            self.csrf = response.json()["csrf"]
        return response

    def signup(self, name: str, password: str = PASSWORD, tokens: list[str] | None = None) -> httpx.Response:
        return self.post("/api/account/signup", {"name": name, "password": password, "tokens": tokens or []})

    def login(self, name: str, password: str = PASSWORD) -> httpx.Response:
        return self.post("/api/account/login", {"name": name, "password": password})

    def me(self) -> dict[str, Any] | None:
        account: dict[str, Any] | None = self.http.get("/api/account").json()["account"]
        return account


def test_sign_up_log_out_and_log_in(server: ServerThread) -> None:
    browser = Browser(server)
    assert browser.me() is None
    made = browser.signup("Asha")
    assert made.status_code == 200, made.text
    cookie = made.headers["set-cookie"]
    assert "unoduo_session=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie and "Path=/" in cookie
    me = browser.me()
    assert me is not None and me["name"] == "Asha"
    assert me["ratings"]["duo"] == {"rating": 1500, "deviation": 350, "games": 0, "provisional": True}
    assert browser.signup("ASHA").json()["error"]["code"] == "name_taken"  # names are unique, case-folded
    assert browser.post("/api/account/logout").status_code == 200
    assert browser.me() is None
    assert browser.login("asha", "wrong password").status_code == 401
    assert browser.login("asha").status_code == 200
    assert browser.me() == me


def test_bad_names_and_passwords_are_refused(server: ServerThread) -> None:
    browser = Browser(server)
    assert browser.signup("A\u2060\u2060").json()["error"]["code"] == "bad_name"
    assert browser.signup("Ravi", "short").json()["error"]["code"] == "bad_password"
    assert browser.signup("Ravi Kumar", "ravi kumar").json()["error"]["code"] == "bad_password"
    assert browser.me() is None


def test_state_changing_requests_need_the_csrf_token(server: ServerThread) -> None:
    browser = Browser(server)
    # Sign-up and login need the pre-session token, even before any account exists.
    refused = browser.post("/api/account/signup", {"name": "Mallory", "password": PASSWORD}, csrf=False)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "csrf"
    stranger = httpx.post(f"{server.base}/api/account/login", json={"name": "Mallory", "password": PASSWORD})
    assert stranger.status_code == 403
    assert browser.signup("Asha").status_code == 200
    # Logged in: every state-changing request needs the session's token, not the old pre-session one.
    for path, body in [("/api/games", {"ruleset": "duo", "opponent": "bot"}), ("/api/account/logout", {}),
                       ("/api/queue", {"mode": "duo"}), ("/api/account/delete", {"password": PASSWORD})]:
        response = browser.http.post(path, json=body)
        assert response.status_code == 403 and response.json()["error"]["code"] == "csrf", path
        wrong = browser.http.post(path, json=body, headers={"x-csrf-token": "x" * 43})
        assert wrong.status_code == 403, path
    assert browser.me() is not None, "nothing was done"
    made = browser.post("/api/games", {"ruleset": "duo", "opponent": "bot", "name": "whatever"})
    assert made.status_code == 200
    assert server.summary(made.json()["game"])["players"][0]["name"] == "Asha", "an account plays under its name"
    # A guest without cookies plays as before.
    assert server.create(ruleset="duo", opponent="bot")["token"]


def test_login_is_rate_limited_per_name(server: ServerThread) -> None:
    owner = Browser(server)
    assert owner.signup("Asha").status_code == 200
    attacker = Browser(server)
    for _ in range(5):
        assert attacker.login("Asha", "guess guess").status_code == 401
    limited = attacker.login("Asha", PASSWORD)
    assert limited.status_code == 429 and limited.json()["error"]["code"] == "login_limited"
    assert int(limited.headers["retry-after"]) > 800
    assert Browser(server).login("Asha").status_code == 429, "even the right password waits"
    assert owner.me() is not None, "the logged-in session is untouched"


def test_login_is_rate_limited_per_address(sqlite_url: str) -> None:
    limits = {"exempt_addresses": (), "login_failures_per_address": 3, "login_failures_per_name": 100}
    with start(sqlite_url, **limits) as server:
        browser = Browser(server)
        for name in ("Asha", "Ravi", "Meera"):
            assert browser.login(name, "nope nope").status_code == 401
        limited = browser.login("Zoya", "nope nope")
        assert limited.status_code == 429 and limited.json()["error"]["code"] == "login_limited"


def test_password_change_ends_other_sessions(server: ServerThread) -> None:
    phone, laptop = Browser(server), Browser(server)
    assert phone.signup("Asha").status_code == 200
    assert laptop.login("Asha").status_code == 200
    wrong = phone.post("/api/account/password", {"password": "not it at all", "new_password": "a new secret"})
    assert wrong.status_code == 403
    changed = phone.post("/api/account/password", {"password": PASSWORD, "new_password": "a new secret"})
    assert changed.status_code == 200, changed.text
    assert phone.me() is not None and laptop.me() is None
    assert Browser(server).login("Asha").status_code == 401
    assert Browser(server).login("Asha", "a new secret").status_code == 200


def test_guest_games_move_to_the_account(server: ServerThread) -> None:
    first = server.create(ruleset="duo", opponent="bot", name="guest")
    second = server.create(ruleset="duo", opponent="friend", name="guest")
    browser = Browser(server)
    made = browser.signup("Asha", tokens=[first["token"], second["token"], "not-a-token"])
    assert made.json()["claimed"] == 2
    # The owner sees its running (unlisted) games; a stranger sees neither (test_a_profile_shows_strangers_...).
    games = browser.http.get("/api/players/asha").json()["games"]
    assert {g["game"] for g in games} == {first["game"], second["game"]}
    assert server.http.get("/api/players/asha").json()["games"] == []
    assert all(g["seat"] == 0 and not g["rated"] for g in games)
    # A seat belongs to one account: claiming it again elsewhere moves nothing.
    other = Browser(server)
    assert other.signup("Ravi", tokens=[first["token"]]).json()["claimed"] == 0


def test_deleting_an_account_removes_its_personal_data(server: ServerThread) -> None:
    browser = Browser(server)
    assert browser.signup("Asha").status_code == 200
    game = browser.post("/api/games", {"ruleset": "duo", "opponent": "friend"}).json()
    assert server.summary(game["game"])["players"][0]["name"] == "Asha"
    assert browser.post("/api/account/delete", {"password": "wrong password"}).status_code == 403
    deleted = browser.post("/api/account/delete", {"password": PASSWORD})
    assert deleted.status_code == 200 and deleted.json()["anonymised_seats"] == 1
    assert browser.me() is None
    assert server.http.get("/api/players/Asha").status_code == 404
    assert Browser(server).login("Asha").status_code == 401
    # The game stays for the other players, its seat anonymised (a generated name, shown in each language).
    player = server.summary(game["game"])["players"][0]
    assert player["name"] == "Player 1" and player["default_name"] is not None
    assert Browser(server).signup("Asha").status_code == 200, "the name is free again"


def test_a_rated_matchmade_game_changes_both_ratings(server: ServerThread) -> None:
    asha, ravi = Browser(server), Browser(server)
    assert asha.signup("Asha").status_code == 200 and ravi.signup("Ravi").status_code == 200
    assert asha.post("/api/queue", {"mode": "duo"}).json()["status"] == "waiting"
    assert ravi.post("/api/queue", {"mode": "duo"}).status_code == 200
    seats = {}
    deadline = time.monotonic() + 10
    while len(seats) < 2 and time.monotonic() < deadline:
        for name, browser in (("Asha", asha), ("Ravi", ravi)):
            status = browser.http.get("/api/queue").json()
            if status["status"] == "matched":
                seats[name] = status
        time.sleep(0.1)
    assert len(seats) == 2, seats
    game = seats["Asha"]["game"]
    assert seats["Ravi"]["game"] == game and {seats["Asha"]["seat"], seats["Ravi"]["seat"]} == {0, 1}
    clients = sorted((Client(server.ws_url, game, s["token"]) for s in seats.values()), key=lambda c: c.seat or 0)
    final = play_all(clients, seed=3)
    assert final[0]["status"] == "over"
    winner = final[0]["view"]["winner"]
    for client in clients:
        client.close()
    profiles: dict[str, Any] = {}
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        profiles = {n: server.http.get(f"/api/players/{n}").json() for n in ("Asha", "Ravi")}
        if all(p["ratings"]["duo"]["games"] == 1 for p in profiles.values()):
            break
        time.sleep(0.1)
    by_seat = {seats[n]["seat"]: profiles[n] for n in profiles}
    assert by_seat[winner]["ratings"]["duo"]["rating"] > 1500 > by_seat[1 - winner]["ratings"]["duo"]["rating"]
    for profile in profiles.values():
        duo = profile["ratings"]["duo"]
        assert duo["games"] == 1 and duo["provisional"] and duo["deviation"] < 350
        assert [h["game"] for h in profile["history"]["duo"]] == [game]
        assert profile["games"][0]["game"] == game and profile["games"][0]["rated"]
        assert profile["games"][0]["change"] == profile["history"]["duo"][0]["change"] != 0
    # The game page asks what this game did to the signed-in player's rating (its match-over panel shows it).
    for name, browser in (("Asha", asha), ("Ravi", ravi)):
        answer = browser.http.get(f"/api/games/{game}/rating").json()
        point = profiles[name]["history"]["duo"][0]
        assert answer["rated"] and answer["system"] == "duo" and answer["status"] == "done"
        mine = answer["player"]
        assert mine["name"] == name and mine["seat"] == seats[name]["seat"] and mine["before"] == 1500
        assert mine["rating"] == point["rating"] and mine["change"] == point["change"]
        assert (mine["change"] > 0) == (mine["seat"] == winner) and mine["provisional"] is True
    # A guest (or an account that did not play) learns only that the game is rated; an unrated game is a 404.
    watcher = server.http.get(f"/api/games/{game}/rating").json()
    assert watcher["rated"] and watcher["status"] == "done" and watcher["player"] is None
    unrated = asha.post("/api/games", {"ruleset": "duo", "opponent": "bot"}).json()["game"]
    for missing in (unrated, "no-such-game"):
        refused = asha.http.get(f"/api/games/{missing}/rating")
        assert refused.status_code == 404 and refused.json()["error"]["code"] == "not_rated"
    board = server.http.get("/api/leaderboard?system=duo").json()
    assert [p["name"] for p in board["players"]] == [by_seat[winner]["name"], by_seat[1 - winner]["name"]]
    assert {b["difficulty"] for b in board["bots"]} == {"easy", "medium", "master", "hard", "expert"}


def test_queue_fills_with_bots_on_request_and_needs_an_account(server: ServerThread) -> None:
    assert Browser(server).post("/api/queue", {"mode": "duo"}).json()["error"]["code"] == "login_required"
    browser = Browser(server)
    assert browser.signup("Asha").status_code == 200
    assert browser.post("/api/queue", {"mode": "classic", "size": 3, "bots": True}).status_code == 200
    deadline = time.monotonic() + 10
    status: dict[str, Any] = {}
    while time.monotonic() < deadline:
        status = browser.http.get("/api/queue").json()
        if status["status"] == "matched":
            break
        time.sleep(0.1)
    assert status["status"] == "matched", status
    summary = server.summary(status["game"])
    assert [p["kind"] for p in summary["players"]] == ["human", "bot", "bot"]
    assert summary["players"][0]["name"] == "Asha"


@pytest.mark.slow  # two server processes on one database
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_accounts_work_the_same_on_every_process(db_url: str) -> None:
    """Two real server processes on one PostgreSQL: a session and its CSRF token from process A are good on B,
    a guest's game made on B moves to the account made on A, failed logins on A and B count together, and an
    account deleted on B is gone on A."""
    servers = [ServeProcess(db_url, "--limit", "login_failures_per_name=3").start(wait=False) for _ in range(2)]
    try:
        for server in servers:
            server.wait_ready()
        a, b = (httpx.Client(base_url=server.base, timeout=30) for server in servers)
        guest_game = b.post("/api/games", json={"ruleset": "duo", "opponent": "bot", "difficulty": "easy"}).json()
        csrf = a.get("/api/account").json()["csrf"]
        made = a.post("/api/account/signup", headers={"x-csrf-token": csrf},
                      json={"name": "Mira", "password": PASSWORD, "tokens": [guest_game["token"]]})
        assert made.status_code == 200 and made.json()["claimed"] == 1, made.text
        session, csrf = made.cookies["unoduo_session"], made.json()["csrf"]
        on_b = httpx.Client(base_url=servers[1].base, timeout=30, cookies={"unoduo_session": session})
        assert on_b.get("/api/account").json()["account"]["name"] == "Mira"
        assert on_b.get("/api/account").json()["csrf"] == csrf, "the token is derived: the same on every process"
        games = on_b.get("/api/players/Mira").json()["games"]
        assert [g["game"] for g in games] == [guest_game["game"]]
        assert on_b.post("/api/queue", json={"mode": "duo"}).status_code == 403, "no CSRF token: refused on B"
        assert on_b.post("/api/queue", json={"mode": "duo"}, headers={"x-csrf-token": csrf}).status_code == 200
        assert a.get("/api/queue").json()["status"] == "waiting", "A sees the queue entry made on B"
        # Failed logins count in the database: two on A and one on B use up the three allowed.
        for client in (a, a, on_b):
            token = client.get("/api/account").json()["csrf"]
            wrong = client.post("/api/account/login", headers={"x-csrf-token": token},
                                json={"name": "Mira", "password": "not the password"})
            assert wrong.status_code == 401, wrong.text
        fresh = httpx.Client(base_url=servers[1].base, timeout=30)
        token = fresh.get("/api/account").json()["csrf"]
        limited = fresh.post("/api/account/login", headers={"x-csrf-token": token},
                             json={"name": "Mira", "password": PASSWORD})
        assert limited.status_code == 429 and limited.json()["error"]["code"] == "login_limited"
        # Deleting the account on B ends its session on A too; the name is free again.
        gone = on_b.post("/api/account/delete", json={"password": PASSWORD}, headers={"x-csrf-token": csrf})
        assert gone.status_code == 200, gone.text
        assert a.get("/api/account").json()["account"] is None
        assert a.get("/api/players/Mira").status_code == 404
        csrf = a.get("/api/account").json()["csrf"]
        again = a.post("/api/account/signup", headers={"x-csrf-token": csrf},
                       json={"name": "mira", "password": PASSWORD})
        assert again.status_code == 200, again.text
    finally:
        for server in servers:
            server.stop()


def test_a_profile_shows_strangers_only_finished_public_or_rated_games(server: ServerThread) -> None:
    """A friend game (and any running game) is on a profile only for an account seated in it."""
    asha, ravi, meera = Browser(server), Browser(server), Browser(server)
    for browser, name in ((asha, "Asha"), (ravi, "Ravi"), (meera, "Meera")):
        assert browser.signup(name).status_code == 200
    finished = {}
    for opponent in ("public", "friend"):
        created = asha.post("/api/games", {"ruleset": "duo", "opponent": opponent, "options": {"target_score": 1}})
        joined = ravi.post("/api/join", {"code": created.json()["join_code"], "name": "Ravi"}).json()
        clients = [Client(server.ws_url, joined["game"], created.json()["token"]),
                   Client(server.ws_url, joined["game"], joined["token"])]
        assert play_all(clients, seed=5)[0]["status"] == "over"
        for client in clients:
            client.close()
        finished[opponent] = joined["game"]
    running = {}
    for opponent in ("public", "friend"):
        created = asha.post("/api/games", {"ruleset": "duo", "opponent": opponent}).json()
        ravi.post("/api/join", {"code": created["join_code"], "name": "Ravi"})
        running[opponent] = created["game"]

    def shown(viewer: httpx.Client) -> set[str]:
        profile = viewer.get("/api/players/Asha").json()
        return {g["game"] for g in profile["games"]}

    stranger = httpx.Client(base_url=server.base, timeout=30, headers={"x-forwarded-for": "203.0.113.9"})
    assert shown(stranger) == shown(meera.http) == {finished["public"]}
    text = stranger.get("/api/players/Asha").text
    assert all(game not in text for game in (finished["friend"], *running.values()))
    # A co-player, logged in, sees the games they shared; the owner sees their own.
    everything = {*finished.values(), *running.values()}
    assert shown(ravi.http) == shown(asha.http) == everything
