"""Several ``unoduo serve`` processes on one PostgreSQL: real processes, a real database.

Cross-process play and spectating, two processes racing to accept an action at the same seq, bots and turn
timers taken over when their process is SIGKILLed, a repeated SIGKILL scenario, and the refusal of a second
process on one SQLite file. The full-size kill scenario (50 games, 20 kills) is ``bench/cluster_faults.py``.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from cluster_helpers import ServeProcess, fault_scenario
from webtest_helpers import Client, free_port, play_all

from unoduo.storage import GameRow, SeatRow, SeqTaken, Store
from unoduo.web.protocol import PROTOCOL_VERSION

POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)


def _servers(db_url: str, count: int) -> list[ServeProcess]:
    servers = [ServeProcess(db_url).start(wait=False) for _ in range(count)]
    for server in servers:
        server.wait_ready()
    return servers


def _stop(servers: list[ServeProcess]) -> str:
    return "\n".join(server.stop()[-2000:] for server in servers)


def _state_at(client: Client, seq: int, timeout: float = 30) -> dict[str, Any]:
    if client.state is not None and client.state["seq"] >= seq:
        return client.state
    return client.until(lambda m: m["type"] == "state" and m["seq"] >= seq, timeout)


@POSTGRES
def test_a_connecting_player_sees_a_stored_action_whose_notify_has_not_arrived(db_url: str) -> None:
    """A player who reconnects to a process right after another one stored (and acknowledged) an action and died
    must not see the state before it, even while that action's NOTIFY is still on the way. Here the action is
    written to the database with no NOTIFY at all, and the player connects at once (the 2-s resync is later)."""
    import asyncpg  # type: ignore[import-untyped]

    (server,) = _servers(db_url, 1)
    try:
        created = server.post("/api/games", {"ruleset": "duo", "opponent": "friend", "seed": 7})
        joined = server.post("/api/join", {"code": created["join_code"], "name": "Bob"})
        game = created["game"]
        clients = [Client(server.ws_url, game, created["token"]), Client(server.ws_url, game, joined["token"])]
        mover = next(c for c in clients if c.state is not None and c.state["view"]["legal"])
        assert mover.state is not None
        seq, action = mover.state["seq"], mover.state["view"]["legal"][0]

        async def store_behind_the_servers_back() -> None:
            conn = await asyncpg.connect(db_url)
            try:
                await conn.execute("INSERT INTO actions (game_id, seq, seat, action, at) VALUES ($1, $2, $3, $4, $5)",
                                   game, seq + 1, mover.seat, action, "2026-12-01T00:00:00+00:00")
            finally:
                await conn.close()

        asyncio.run(store_behind_the_servers_back())
        again = Client(server.ws_url, game, created["token"] if mover is clients[0] else joined["token"])
        assert again.state is not None and again.state["seq"] == seq + 1, again.state["seq"]
        for client in (*clients, again):
            client.close()
    finally:
        _stop([server])


@POSTGRES
def test_players_on_two_processes_play_one_game_and_spectators_anywhere_follow(db_url: str) -> None:
    a, b = servers = _servers(db_url, 2)
    try:
        created = a.post("/api/games", {"ruleset": "duo", "opponent": "friend", "seed": 7})
        joined = b.post("/api/join", {"code": created["join_code"], "name": "Bob"})
        game = created["game"]
        alice = Client(a.ws_url, game, created["token"])
        bob = Client(b.ws_url, game, joined["token"])
        watch_a = Client(a.ws_url, game, spectate=True, code=created["join_code"])
        watch_b = Client(b.ws_url, game, spectate=True, code=created["join_code"])
        # Process A learns that Bob (on B) joined and is connected.
        message = alice.until(
            lambda m: m["type"] in ("presence", "state") and m["players"][1]["connected"] and m["players"][1]["joined"]
        )
        assert message["players"][1]["name"] == "Bob"
        finals = play_all([alice, bob], seed=5, timeout=120, until_seq=40)
        last = max(f["seq"] for f in finals)
        assert last >= 40
        views = [_state_at(c, last)["view"] for c in (alice, bob, watch_a, watch_b)]
        assert views[2] == views[3]  # both spectators see the same game
        assert views[0]["to_act"] == views[1]["to_act"] == views[2]["to_act"]
        assert [len(views[0]["hand"]), len(views[1]["hand"])] == views[2]["hand_sizes"]
        summaries = [server.get(f"/api/games/{game}") for server in servers]
        assert summaries[0]["seq"] == summaries[1]["seq"] == last
        # Every acknowledged action is the one stored at its seq, whichever process took it.
        for client in (alice, bob):
            assert client.acked, "each player acted"
            assert all(seq <= last for seq, _action in client.acked)
        acked = sorted(alice.acked + bob.acked)
        assert [seq for seq, _ in acked] == sorted({seq for seq, _ in acked})  # no seq acknowledged twice
    finally:
        _stop(servers)


@POSTGRES
def test_two_processes_racing_for_one_seq_accept_exactly_one_action(db_url: str) -> None:
    a, b = servers = _servers(db_url, 2)
    try:
        created = a.post("/api/games", {"ruleset": "duo", "opponent": "friend", "seed": 11})
        joined = b.post("/api/join", {"code": created["join_code"]})
        game = created["game"]
        tokens = [created["token"], joined["token"]]
        # Each seat has a connection on each process: two tabs of one player, or a client retrying elsewhere.
        clients = {(seat, side): Client(server.ws_url, game, tokens[seat])
                   for seat in (0, 1) for side, server in enumerate(servers)}
        rounds = 12
        for _ in range(rounds):
            state = _state_at(clients[(0, 0)], 0)
            seq = state["seq"]
            for client in clients.values():
                _state_at(client, seq)
            seat = state["view"]["to_act"]
            racers = [clients[(seat, 0)], clients[(seat, 1)]]
            legal = _state_at(racers[0], seq)["view"]["legal"]
            choices = [legal[0], legal[-1]]
            barrier = threading.Barrier(2)
            outcomes: list[Any] = [None, None]

            def race(index: int, racer: Client, action: str, seq: int = seq, outcomes: list[Any] = outcomes,
                     barrier: threading.Barrier = barrier) -> None:
                barrier.wait()
                racer.send({"type": "action", "seq": seq, "action": action})
                outcomes[index] = racer.until(lambda m: m["type"] == "error" or m.get("ack") is not None, 30)

            threads = [threading.Thread(target=race, args=(i, racers[i], choices[i])) for i in range(2)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(60)
            kinds = sorted(o["type"] for o in outcomes)
            assert kinds == ["error", "state"], outcomes
            refused = next(o for o in outcomes if o["type"] == "error")
            assert refused["code"] == "stale", refused
            accepted = next(o for o in outcomes if o["type"] == "state")["ack"]
            assert accepted["seq"] == seq + 1
            for client in clients.values():  # every connection, on both processes, gets the one accepted action
                after = _state_at(client, seq + 1)
                assert after["seq"] == seq + 1
                assert after["last"] == {"seat": seat, "action": accepted["action"]}
        summaries = [server.get(f"/api/games/{game}") for server in servers]
        assert summaries[0]["seq"] == summaries[1]["seq"] == rounds
    finally:
        _stop(servers)


@POSTGRES
def test_the_database_accepts_one_action_per_seq_from_two_stores(db_url: str) -> None:
    async def scenario() -> list[BaseException | None]:
        first, second = Store(db_url), Store(db_url)
        await first.open()
        await second.open()
        try:
            row = GameRow(id="race", ruleset="duo", players=2, options={}, seed=1, opponent="friend",
                          difficulty="medium", turn_timer=None, join_code=None, status="playing", seq=0,
                          scores=[0, 0], winner=None, round=1, created="2026-12-01", updated="2026-12-01")
            seats = [SeatRow(s, "human", f"P{s}", None, None, True) for s in (0, 1)]
            await first.create_game(row, seats)
            results: list[BaseException | None] = []
            for seq in range(1, 11):
                outcomes = await asyncio.gather(
                    first.append_action("race", seq, 0, "draw", at="t", status="playing", scores=[0, 0], winner=None,
                                        round_=1),
                    second.append_action("race", seq, 1, "pass", at="t", status="playing", scores=[0, 0],
                                         winner=None, round_=1),
                    return_exceptions=True,
                )
                results += outcomes
            loaded = await first.load_game("race")
            assert loaded is not None
            assert [a.seq for a in loaded[1]] == list(range(1, 11))
            assert loaded[0].seq == 10
            return results
        finally:
            await first.close()
            await second.close()

    results = asyncio.run(scenario())
    for seq in range(10):
        pair = results[2 * seq: 2 * seq + 2]
        assert sum(r is None for r in pair) == 1, pair
        assert sum(isinstance(r, SeqTaken) for r in pair) == 1, pair


@POSTGRES
def test_bots_and_turn_timers_move_to_a_live_process_when_theirs_is_killed(db_url: str) -> None:
    a, b = servers = _servers(db_url, 2)
    try:
        # A game against a bot, created on A (A plays its bot), its player connected to B.
        bot_game = a.post("/api/games", {"ruleset": "duo", "opponent": "bot", "difficulty": "easy", "seed": 3})
        human = Client(b.ws_url, bot_game["game"], bot_game["token"])
        rng_moves = 0
        state = human.state
        assert state is not None
        # A friend game with a 5 s turn timer, created on A, both players on B; nobody acts in it.
        timed = a.post("/api/games", {"ruleset": "duo", "opponent": "friend", "turn_timer": 5, "seed": 4})
        timed_join = b.post("/api/join", {"code": timed["join_code"]})
        sleepers = [Client(b.ws_url, timed["game"], timed["token"]),
                    Client(b.ws_url, timed["game"], timed_join["token"])]
        while rng_moves < 3:  # a few moves while A plays the bot
            state = human.until(lambda m: m["type"] == "state" and m["view"]["to_act"] == 0 and m["view"]["legal"])
            human.send({"type": "action", "seq": state["seq"], "action": state["view"]["legal"][0]})
            rng_moves += 1
        state = human.until(lambda m: m["type"] == "state" and m["view"]["to_act"] == 0 and m["view"]["legal"])
        a.kill()
        killed = time.monotonic()
        human.send({"type": "action", "seq": state["seq"], "action": state["view"]["legal"][0]})
        mine = state["seq"] + 1
        reply = human.until(lambda m: m["type"] == "state" and m["seq"] > mine and m["last"]["seat"] == 1, 60)
        bot_after = time.monotonic() - killed
        assert reply["last"]["seat"] == 1
        # The timer of the idle seat in the other game runs on B now: a stand-in bot plays for it.
        idle = sleepers[0].state["view"]["to_act"]  # type: ignore[index]
        away = sleepers[0].until(lambda m: m["type"] == "presence" and m["players"][idle]["away"], 60)
        timer_after = time.monotonic() - killed
        assert away["players"][idle]["away"]
        moved = sleepers[0].until(lambda m: m["type"] == "state" and m["last"] is not None, 60)
        assert moved["last"]["seat"] == idle
        print(f"after the kill: the bot moved in {bot_after:.1f} s, the timer fired in {timer_after:.1f} s")
    finally:
        _stop(servers)


@POSTGRES
@pytest.mark.slow  # a minute or two: processes restarted under SIGKILL (bench/cluster_faults.py: the full size)
def test_sigkilled_processes_lose_no_acknowledged_action_and_every_game_finishes(db_url: str) -> None:
    result = fault_scenario(db_url, processes=3, games=6, kills=5, seed=18, target_score=20, pause=(0.5, 1.5),
                            budget=300)
    print(result)
    assert result["problems"] == []
    assert result["alive"] == [], "a player did not finish"
    assert result["unfinished"] == []
    assert result["missing"] == []
    assert result["games"] == 6
    assert result["acked"] > 0


def test_a_second_process_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    first = ServeProcess(db).start()
    try:
        second = subprocess.run(
            [sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(free_port()), "--db", db],
            capture_output=True, text=True, timeout=120,
        )
        assert second.returncode == 2
        assert "another unoduo serve process is using the SQLite database" in second.stderr
        assert "PostgreSQL" in second.stderr
        assert first.get("/api/meta")["protocol"] == PROTOCOL_VERSION  # the first one serves on
    finally:
        first.stop()
    # Once it has stopped (or died), the file is free again.
    again = ServeProcess(db).start()
    again.stop()


class _Recorder:
    """A hub that keeps what the bus hands it."""

    def __init__(self) -> None:
        self.actions: list[Any] = []
        self.presence: list[Any] = []
        self.changed: list[str] = []
        self.rematches: list[Any] = []

    def remote_actions(self, origin: int, actions: list[Any]) -> None:
        self.actions += [(origin, a) for a in actions]

    def remote_changed(self, origin: int, game_ids: list[str]) -> None:
        self.changed += game_ids

    def remote_presence(self, origin: int, notes: list[Any]) -> None:
        self.presence += notes

    def remote_rematch(self, origin: int, notes: list[Any]) -> None:
        self.rematches += notes


def test_bus_messages_stay_under_the_notify_limit_and_read_back_whole() -> None:
    from unoduo.storage.db import NOTIFY_BYTES, action_payloads
    from unoduo.web.cluster.bus import ClusterBus, pack

    stored = [(f"game{i:08d}", i + 1, i % 4, "play WD4 R uno" if i % 3 else "challenge") for i in range(1000)]
    payloads = action_payloads(7, stored)
    assert len(payloads) > 1
    assert all(len(p.encode()) < NOTIFY_BYTES for p in payloads)
    bus = ClusterBus.__new__(ClusterBus)  # only the parsing: no database
    recorder = _Recorder()
    bus.hub = recorder  # type: ignore[assignment]
    bus.number = 3
    for payload in payloads:
        bus._dispatch(payload)
    assert [(a.game, a.seq, a.seat, a.action) for _origin, a in recorder.actions] == stored
    assert {origin for origin, _a in recorder.actions} == {7}
    bus.number = 7
    bus._dispatch(payloads[0])  # a process ignores its own messages
    assert len(recorder.actions) == len(stored)
    bus.number = 3
    others = pack("p", 5, ["g1\t0,2\t1\t\t2\t1"]) + pack("g", 5, ["g2"]) + pack("m", 5, ["g1\tg9\t0:tok-a,1:tok-b"])
    for payload in others:
        bus._dispatch(payload)
    note = recorder.presence[0]
    assert (note.game, set(note.seats), set(note.away), set(note.votes), set(note.returned), note.driver) == (
        "g1", {0, 2}, {1}, set(), {2}, True)
    assert recorder.changed == ["g2"]
    assert recorder.rematches[0].tokens == {0: "tok-a", 1: "tok-b"}
