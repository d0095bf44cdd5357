"""Quick reactions (unoduo/web/play/reactions.py): a seated person sends one, everyone at the table gets it
(spectators too) with nothing but the seat and the id; spectators, bots, games against bots only, unknown ids
and a seat over its rate limit are refused with an error and nothing else happens; nothing is stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from webtest_helpers import Client, ServerThread

from unoduo.web.errors import ActError
from unoduo.web.play.reactions import reaction_wait, send_reaction
from unoduo.web.protocol import REACTION_GAP, REACTIONS, REACTIONS_PER_MINUTE


def _friend_table(server: ServerThread, **body: Any) -> tuple[dict[str, Any], Client, Client, Client]:
    created = server.create(ruleset="duo", opponent="friend", seed=11, **body)
    joined = server.join(created["join_code"], name="Bob")
    alice = Client(server.ws_url, created["game"], created["token"])
    bob = Client(server.ws_url, joined["game"], joined["token"])
    watcher = Client(server.ws_url, created["game"], spectate=True, code=created["join_code"])
    return created, alice, bob, watcher


def _next_not_state(client: Client) -> dict[str, Any]:
    """The next frame that is not a state or a presence (those may come at any time)."""
    return client.until(lambda m: m["type"] not in ("state", "presence"))


def _nothing_more(client: Client) -> None:
    """Nothing was sent to ``client`` but what answers its ping: a refused reaction reached nobody."""
    client.send({"type": "ping"})
    assert _next_not_state(client)["type"] == "pong"


def test_a_reaction_reaches_every_seat_and_the_spectators_with_only_the_seat_and_the_id(server: ServerThread) -> None:
    created, alice, bob, watcher = _friend_table(server)
    seq = alice.state["seq"] if alice.state else 0
    bob.send({"type": "react", "reaction": "well_played"})
    for client in (alice, bob, watcher):
        frame = _next_not_state(client)
        assert frame == {"type": "reaction", "seat": bob.seat, "reaction": "well_played"}
        raw = client.frames[-1]
        assert json.loads(raw).keys() == {"type", "seat", "reaction"}  # no game data rides along
    # A reaction is not an action: the game did not move, and its stored lines hold none.
    assert server.summary(created["game"])["seq"] == seq
    assert not any("well_played" in line for line in server.app.state.hub.games[created["game"]].lines)
    for client in (alice, bob, watcher):
        client.close()


def test_a_spectator_cannot_send_a_reaction(server: ServerThread) -> None:
    _created, alice, bob, watcher = _friend_table(server)
    watcher.send({"type": "react", "reaction": "good_game"})
    error = _next_not_state(watcher)
    assert error["type"] == "error" and error["code"] == "spectator"
    assert error["message"] == "Spectators cannot send reactions."
    for client in (alice, bob, watcher):
        _nothing_more(client)
        client.close()


def test_an_unknown_reaction_is_refused_and_nothing_else_happens(server: ServerThread) -> None:
    _created, alice, bob, watcher = _friend_table(server)
    alice.send({"type": "react", "reaction": "you are bad"})  # never free text
    error = _next_not_state(alice)
    assert error["type"] == "error" and error["code"] == "unknown_reaction"
    assert error["message"] == "There is no such reaction."
    for client in (bob, watcher):
        _nothing_more(client)
    # The connection stays open and the refusal cost nothing: a good reaction goes through right after.
    alice.send({"type": "react", "reaction": "thanks"})
    assert _next_not_state(bob) == {"type": "reaction", "seat": alice.seat, "reaction": "thanks"}
    assert _next_not_state(alice)["reaction"] == "thanks"  # the sender sees its own
    alice.send({"type": "react", "reaction": "x" * 33})  # too long: the protocol's own check
    assert _next_not_state(alice)["code"] == "bad_message"
    for client in (alice, bob, watcher):
        client.close()


def test_a_seat_over_its_rate_limit_is_asked_to_wait_and_the_reaction_goes_nowhere(server: ServerThread) -> None:
    _created, alice, bob, watcher = _friend_table(server)
    alice.send({"type": "react", "reaction": "oops"})
    alice.send({"type": "react", "reaction": "laugh"})  # within REACTION_GAP seconds of the first
    assert _next_not_state(alice)["type"] == "reaction"
    error = _next_not_state(alice)
    assert error["type"] == "error" and error["code"] == "reaction_too_soon"
    assert error["message"] == "Please wait a moment before the next reaction."
    for client in (bob, watcher):
        assert _next_not_state(client)["reaction"] == "oops"
        _nothing_more(client)
    # The limit is the seat's own: Bob may still react at once.
    bob.send({"type": "react", "reaction": "wow"})
    assert _next_not_state(alice) == {"type": "reaction", "seat": bob.seat, "reaction": "wow"}
    for client in (alice, bob, watcher):
        client.close()


def test_the_rate_limit_allows_one_reaction_every_gap_and_a_few_a_minute() -> None:
    assert reaction_wait([], 100.0) == 0
    assert reaction_wait([100.0], 101.0) == pytest.approx(REACTION_GAP - 1)
    assert reaction_wait([100.0], 100.0 + REACTION_GAP) == 0
    spaced = [100.0 + i * REACTION_GAP for i in range(REACTIONS_PER_MINUTE)]
    later = spaced[-1] + REACTION_GAP  # past the gap, but the minute's reactions are all used
    assert reaction_wait(spaced, later) == pytest.approx(spaced[0] + 60 - later)
    assert reaction_wait(spaced, spaced[0] + 60) == 0
    assert reaction_wait(spaced[1:], later) == 0  # one fewer in the minute: only the gap counts


def test_games_against_bots_have_no_reactions_and_bots_never_send_any(server: ServerThread) -> None:
    created = server.create(ruleset="duo", opponent="bot")
    alone = Client(server.ws_url, created["game"], created["token"])
    alone.send({"type": "react", "reaction": "good_game"})
    error = _next_not_state(alone)
    assert error["code"] == "no_reactions"
    alone.close()
    # A game with two people and a bot: the bot's seat may not react (no connection holds it; the check stands).
    mixed = server.create(ruleset="classic", opponent="friend", players=3, humans=2, seed=5)
    joined = server.join(mixed["join_code"], name="Bob")
    alice = Client(server.ws_url, mixed["game"], mixed["token"])
    bob = Client(server.ws_url, joined["game"], joined["token"])
    game = server.app.state.hub.games[mixed["game"]]
    bot = next(s.seat for s in game.row.seats if s.kind == "bot")
    with pytest.raises(ActError) as refused:
        send_reaction(game, bot, "good_game")
    assert refused.value.code == "not_a_person"
    with pytest.raises(ActError) as unknown:
        send_reaction(game, alice.seat, "hello")
    assert unknown.value.code == "unknown_reaction"
    for client in (alice, bob):
        _nothing_more(client)
        client.close()


def test_every_reaction_id_is_in_the_protocol_doc() -> None:
    text = (Path(__file__).resolve().parents[3] / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = text[text.index("## Reactions") :]
    assert len(REACTIONS) == len(set(REACTIONS)) >= 7
    for reaction in REACTIONS:
        assert f"`{reaction}`" in section, reaction
