"""A concurrent burst of guesses from one forwarded address gets at most ``failed_burst`` tries: each guess takes
its token from the database's bucket before it is tried (a right one gets it back)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from webtest_helpers import ServerThread

from unoduo.web.limits.settings import ServerLimits

GUESSER = {"x-forwarded-for": "203.0.113.79"}


def test_fifty_concurrent_wrong_codes_get_five_tries(db_url: str) -> None:
    limits = ServerLimits.strict(failed_per_minute=1, failed_burst=5)
    with ServerThread(db_url, limits=limits) as server:
        real = server.create(ruleset="duo", opponent="friend")["join_code"]
        for _ in range(3):  # right guesses give their token back
            assert server.http.post("/api/join", json={"code": "ZZ"}, headers=GUESSER).status_code == 404
            assert server.http.post("/api/join", json={"code": real}, headers=GUESSER).status_code != 429

        def guess(number: int) -> int:
            return server.http.post("/api/join", json={"code": f"ZZZZZZ{number:02d}"}, headers=GUESSER).status_code

        with ThreadPoolExecutor(16) as pool:
            answers = list(pool.map(guess, range(50)))
        assert sorted(answers) == [404] * 2 + [429] * 48, answers  # 3 of the 5 were spent before
