"""A friend game's invitation (GET /api/join/<code>, the join page's data) and a friend who goes away
(unoduo/web/play/leaving.py: after the host's leave notice, the other player may let a bot play the seat)."""

from __future__ import annotations

import json
import time

import pytest
from webtest_helpers import Client, ServerThread, keys_in

from unoduo.web.play.tokens import hash_token


def test_the_invitation_names_the_host_the_ruleset_and_the_house_rules(server: ServerThread) -> None:
    seed = 123456789
    created = server.create(
        ruleset="duo", opponent="friend", name="Ravi", seed=seed, options={"seven_o": True, "target_score": 100}
    )
    response = server.http.get(f"/api/join/{created['join_code'].lower()}")  # codes are read in any case
    assert response.status_code == 200, response.text
    invite = response.json()
    assert invite["host"] == "Ravi" and invite["ruleset"] == "duo" and invite["status"] == "waiting"
    assert invite["free"] == 1 and invite["players"] == 2 and invite["bots"] == 0 and invite["names"] == ["Ravi"]
    assert invite["leave_notice"] == 30  # the default
    rules = [line["params"]["option"]["id"] for line in invite["house_rules"]]
    assert len(rules) == 2 and all(line["id"] == "{option}: {value}" for line in invite["house_rules"])
    assert invite["house_rules"][1]["params"]["value"]["id"] == "on"  # Seven-O (after the target score)
    assert invite["house_rules"][0]["params"]["value"] == "100"
    # nothing secret: no token, hash or seed
    for secret in (created["token"], hash_token(created["token"]), str(seed)):
        assert secret not in response.text
    assert not keys_in(json.loads(response.text)) & {"token", "token_hash", "seed", "hash"}
    # once the friend joined, the invitation says the game is full
    server.join(created["join_code"], "Mina")
    full = server.http.get(f"/api/join/{created['join_code']}").json()
    assert full["free"] == 0 and full["names"] == ["Ravi", "Mina"] and full["status"] == "playing"


def test_printed_rules_have_no_house_rule_lines_and_bad_codes_are_refused(server: ServerThread) -> None:
    created = server.create(ruleset="classic", opponent="friend", name="Asha", players=3, humans=2)
    invite = server.http.get(f"/api/join/{created['join_code']}").json()
    assert invite["house_rules"] == [] and invite["ruleset"] == "classic" and invite["bots"] == 1
    for bad in ("NOSUCH", "no*such"):
        refused = server.http.get(f"/api/join/{bad}")
        assert refused.status_code == 404 and refused.json()["error"]["code"] == "unknown_code"


def test_the_host_chooses_the_leave_notice(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="friend", name="Ravi", leave_notice=90)
    assert server.http.get(f"/api/join/{created['join_code']}").json()["leave_notice"] == 90
    for bad in (1, 10_000, "soon"):
        response = server.http.post("/api/games", json={"ruleset": "duo", "opponent": "friend", "leave_notice": bad})
        assert response.status_code == 422, bad
    alice = Client(server.ws_url, created["game"], created["token"])
    assert alice.frames and json.loads(alice.frames[0])["leave_notice"] == 90
    alice.close()


def _friend_game(server: ServerThread, leave_notice: float) -> tuple[dict[str, str], dict[str, str]]:
    created = server.create(ruleset="duo", opponent="friend", name="Ravi", leave_notice=leave_notice, seed=7)
    joined = server.join(created["join_code"], "Mina")
    return created, joined


def _presence_of(client: Client, seat: int) -> dict[str, object]:
    message = client.until(lambda m: m["type"] == "presence" and not m["players"][seat]["connected"])
    return dict(message["players"][seat])


def test_a_bot_plays_a_gone_friend_only_after_the_notice_and_until_they_return(server: ServerThread) -> None:
    created, joined = _friend_game(server, leave_notice=5)
    ravi = Client(server.ws_url, created["game"], created["token"])
    mina = Client(server.ws_url, joined["game"], joined["token"])
    mina.close()
    assert _presence_of(ravi, 1)["away"] is False
    # too early: the friend has not been gone for the notice's 5 seconds
    ravi.send({"type": "let_bot_play", "seat": 1})
    refused = ravi.until(lambda m: m["type"] == "error")
    assert refused["code"] == "not_gone"
    # not one's own seat, not a seat that does not exist
    for seat in (0, 5):
        ravi.send({"type": "let_bot_play", "seat": seat})
        assert ravi.until(lambda m: m["type"] == "error")["code"] == "bad_seat"
    game = server.app.state.hub.games[created["game"]]
    game.left_at[1] -= 5  # as if the 5 seconds had passed (no sleeping in tests)
    ravi.send({"type": "let_bot_play", "seat": 1})
    away = ravi.until(lambda m: m["type"] == "presence" and m["players"][1]["away"])
    assert away["players"][1]["connected"] is False
    # the bot plays Mina's seat: the game goes on to Ravi's decisions without Mina
    deadline = time.monotonic() + 20
    while ravi.state is None or ravi.state["view"]["to_act"] != 0:
        assert time.monotonic() < deadline
        ravi.recv()
    # Mina comes back: her seat is hers again
    back = Client(server.ws_url, joined["game"], joined["token"])
    returned = ravi.until(lambda m: m["type"] == "presence" and m["players"][1]["connected"])
    assert returned["players"][1]["away"] is False
    back.close()
    ravi.close()


@pytest.mark.parametrize("message", [{"type": "let_bot_play"}, {"type": "let_bot_play", "seat": -1},
                                     {"type": "let_bot_play", "seat": "one"}])
def test_a_malformed_request_is_refused_clearly(server: ServerThread, message: dict[str, object]) -> None:
    created, _joined = _friend_game(server, leave_notice=5)
    ravi = Client(server.ws_url, created["game"], created["token"])
    ravi.send(message)
    error = ravi.until(lambda m: m["type"] == "error")
    assert error["code"] == "bad_message" and error["message"]
    ravi.close()
