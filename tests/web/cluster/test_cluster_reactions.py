"""Quick reactions across ``unoduo serve`` processes on one PostgreSQL: a reaction sent through one process
reaches the players and spectators connected to another (the bus's ``r`` messages), and counts in the
seat's rate limit on every process."""

from __future__ import annotations

import pytest
from cluster_helpers import ServeProcess
from webtest_helpers import Client

POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)


@POSTGRES
def test_a_reaction_crosses_processes_and_its_rate_limit_too(db_url: str) -> None:
    a, b = servers = [ServeProcess(db_url).start(wait=False) for _ in range(2)]
    for server in servers:
        server.wait_ready()
    try:
        created = a.post("/api/games", {"ruleset": "duo", "opponent": "friend", "seed": 3})
        joined = b.post("/api/join", {"code": created["join_code"], "name": "Bob"})
        game = created["game"]
        alice = Client(a.ws_url, game, created["token"])
        bob = Client(b.ws_url, game, joined["token"])
        watcher = Client(b.ws_url, game, spectate=True, code=created["join_code"])
        reaction = lambda m: m["type"] == "reaction"  # noqa: E731
        alice.send({"type": "react", "reaction": "good_game"})
        for client in (bob, watcher):  # connected to the other process
            assert client.until(reaction) == {"type": "reaction", "seat": alice.seat, "reaction": "good_game"}
        assert alice.until(reaction)["seat"] == alice.seat  # the sender sees its own first
        bob.send({"type": "react", "reaction": "thanks"})
        assert alice.until(reaction) == {"type": "reaction", "seat": bob.seat, "reaction": "thanks"}
        # Bob again at once, through a second tab on process A: A heard his reaction, so it is too soon there too.
        bob_on_a = Client(a.ws_url, game, joined["token"])
        bob_on_a.send({"type": "react", "reaction": "wow"})
        refused = bob_on_a.until(lambda m: m["type"] in ("error", "reaction"))
        assert refused["type"] == "error" and refused["code"] == "reaction_too_soon"
        for client in (alice, bob, watcher, bob_on_a):
            client.close()
    finally:
        for server in servers:
            server.stop()


class _ReactionRecorder:
    """A hub that keeps the reactions the bus hands it."""

    def __init__(self) -> None:
        self.reactions: list[tuple[int, object]] = []

    def remote_reaction(self, origin: int, notes: list[object]) -> None:
        self.reactions += [(origin, note) for note in notes]


def test_the_bus_carries_a_reaction_as_game_seat_and_id() -> None:
    from unoduo.web.cluster.bus import ClusterBus, ReactionNote, pack

    bus = ClusterBus.__new__(ClusterBus)  # only the parsing: no database
    recorder = _ReactionRecorder()
    bus.hub = recorder  # type: ignore[assignment]
    bus.number = 3
    sent: list[tuple[str, str]] = []
    bus._closing = False
    bus._outbox = sent
    bus._wake = type("Wake", (), {"set": lambda self: None})()  # type: ignore[assignment]
    bus.publish_reaction("g1", 1, "well_played")
    for payload in pack("r", 5, [line for _kind, line in sent]):
        bus._dispatch(payload)
    assert recorder.reactions == [(5, ReactionNote("g1", 1, "well_played"))]
