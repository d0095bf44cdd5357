"""The game server's per-address quotas kept in the database's limit counters: failed join guesses and game
creations of a forwarded address still count after a restart (a new app on the same database file)."""

from __future__ import annotations

from webtest_helpers import ServerThread

from unoduo.web.limits.settings import ServerLimits

GUESSER = {"x-forwarded-for": "203.0.113.77"}
OTHER = {"x-forwarded-for": "203.0.113.78"}


def start(sqlite_url: str, **limits: float) -> ServerThread:
    return ServerThread(sqlite_url, limits=ServerLimits.strict(**limits))


def test_failed_guesses_still_count_after_a_restart(sqlite_url: str) -> None:
    limits = {"failed_per_minute": 6, "failed_burst": 5}
    with start(sqlite_url, **limits) as server:
        real = server.create(ruleset="duo", opponent="friend")["join_code"]
        answers = [server.http.post("/api/join", json={"code": f"ZZZZZZ{i:02d}"}, headers=GUESSER)
                   for i in range(4)]
        assert [a.status_code for a in answers] == [404] * 4
    with start(sqlite_url, **limits) as server:
        assert server.http.post("/api/join", json={"code": "ZZZZZZ99"}, headers=GUESSER).status_code == 404
        refused = server.http.post("/api/join", json={"code": real}, headers=GUESSER)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "too_many_attempts"
        assert 0 < int(refused.headers["retry-after"]) <= 10  # the bucket of 5 is empty: one guess back in 10 s
        assert server.http.post("/api/join", json={"code": real}, headers=OTHER).status_code == 200


def test_creations_still_count_after_a_restart(sqlite_url: str) -> None:
    limits = {"create_per_minute": 6, "create_burst": 3}
    body = {"ruleset": "duo", "opponent": "bot"}
    with start(sqlite_url, **limits) as server:
        for _ in range(3):
            assert server.http.post("/api/games", json=body, headers=GUESSER).status_code == 200
    with start(sqlite_url, **limits) as server:
        refused = server.http.post("/api/games", json=body, headers=GUESSER)
        assert refused.status_code == 429 and refused.json()["error"]["code"] == "rate_limited"
        assert server.http.post("/api/games", json=body, headers=OTHER).status_code == 200
