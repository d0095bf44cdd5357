"""Issue 19 items 2, 3, 5-9 and 11: each attack as the issue describes it, against a real server with small
limits, and the refusal or bound that now answers it.

Per-address limits are tested from several addresses on loopback through ``X-Forwarded-For`` (uvicorn trusts
127.0.0.1's proxy headers, as behind a local reverse proxy); the servers here exempt no address.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect
from webtest_helpers import Client, ServerThread

from unoduo.storage import GameRow, SeatRow, Store
from unoduo.web.limits.settings import ServerLimits


def limited(sqlite_url: str, **limits: Any) -> ServerThread:
    app_options = {key: limits.pop(key) for key in ("turn_timer", "bot_delay", "bot_threads") if key in limits}
    return ServerThread(sqlite_url, limits=ServerLimits.strict(**limits), **app_options)


def from_address(address: str) -> dict[str, str]:
    return {"x-forwarded-for": address}


def wait_for(predicate: Any, timeout: float = 10, interval: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return bool(predicate())


def hub_of(server: ServerThread) -> Any:
    return server.app.state.hub


# ---------------------------------------------------------------------- item 2: endless bot games


@pytest.mark.parametrize("target", [10**9, 10**23, 0, -5])
@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_option_values_out_of_range_are_refused(server: ServerThread, ruleset: str, target: int) -> None:
    body = {"ruleset": ruleset, "opponent": "bot", "options": {"target_score": target}}
    response = server.http.post("/api/games", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["code"] == "bad_request"


def test_the_option_ranges_are_published_and_the_maximum_is_accepted(server: ServerThread) -> None:
    ranges = server.http.get("/api/meta").json()["limits"]["options"]
    top = ranges["classic"]["target_score"]["max"]
    assert 500 <= top <= 10_000
    assert server.http.post(
        "/api/games", json={"ruleset": "classic", "opponent": "bot", "options": {"target_score": top}}
    ).status_code == 200
    assert server.http.post(
        "/api/games", json={"ruleset": "classic", "opponent": "bot", "options": {"target_score": top + 1}}
    ).status_code == 422


def test_bots_never_play_for_a_seat_that_never_connected(sqlite_url: str) -> None:
    """The issue's attack: 10-player expert games nobody connects to. Nothing is played, nothing costs CPU."""
    with limited(sqlite_url, turn_timer=0.2) as server:
        games = [
            server.create(ruleset="classic", opponent="bot", players=10, difficulty="expert")["game"]
            for _ in range(5)
        ]
        time.sleep(1.5)  # seven turn timers
        assert [server.summary(g)["seq"] for g in games] == [0] * 5


def test_bots_pause_when_no_human_is_connected_and_resume_on_return(sqlite_url: str) -> None:
    """Waits on the game's own state, not on timing: a loaded machine only makes each step come later."""
    with limited(sqlite_url, turn_timer=0.2, idle_pause=0.6) as server:
        # a long match: the bots (no delay here) play about a thousand moves a second on a quiet machine, and a
        # match to the default 500 points could end before the game has had time to pause
        created = server.create(ruleset="classic", opponent="bot", players=4, difficulty="easy",
                                options={"target_score": 5_000})
        game_id = created["game"]
        me = Client(server.ws_url, game_id, created["token"])
        assert wait_for(lambda: server.summary(game_id)["seq"] > 3, 60), "the stand-in plays meanwhile"
        me.close()
        game = hub_of(server).games[game_id]

        def settled_in_pause() -> bool:
            # Paused, and no bot move or turn timer left that could still act: nothing can happen now
            # until a human comes back.
            bot, timer = game.bot_task, game.timer_task
            return game.paused and (bot is None or bot.done()) and (timer is None or timer.done())

        assert wait_for(settled_in_pause, 60), "no human for a while: the game pauses"
        paused_at = server.summary(game_id)["seq"]
        time.sleep(0.5)  # longer than two turn timers and many bot moves: had anything run, it would show
        assert settled_in_pause() and server.summary(game_id)["seq"] == paused_at, "and stays paused"
        again = Client(server.ws_url, game_id, created["token"])
        try:
            assert wait_for(lambda: server.summary(game_id)["seq"] > paused_at, 60), "and resumes"
            assert not game.paused
        finally:
            again.close()


def test_idle_unfinished_games_expire(sqlite_url: str) -> None:
    with limited(sqlite_url, idle_expire=0.5, idle_unload=0.3, sweep_interval=0.1) as server:
        created = server.create(ruleset="duo", opponent="bot")
        assert wait_for(lambda: server.summary(created["game"])["status"] == "expired", 5)
        me = Client(server.ws_url, created["game"], created["token"])
        try:
            assert me.state is not None and me.state["status"] == "expired"
            me.send({"type": "action", "seq": me.state["seq"], "action": "draw"})
            error = me.until(lambda m: m["type"] == "error")
            assert error["code"] == "expired"
        finally:
            me.close()


@pytest.mark.slow  # bots think for seconds of CPU to spend a budget
def test_bot_thinking_is_budgeted_per_address(sqlite_url: str) -> None:
    """Expert bots in big classic games: the games of one address get at most their budget of CPU time,
    measured (a bot's move costs what it costs), while another address's bot still answers."""
    with limited(
        sqlite_url, turn_timer=0.2, bot_cpu_per_address=0.01, bot_cpu_burst=0.05, bot_cpu_total=100.0
    ) as server:
        hub = hub_of(server)
        attacker = []
        for _ in range(2):
            response = server.http.post(
                "/api/games",
                json={"ruleset": "classic", "opponent": "bot", "players": 6, "difficulty": "medium"},
                headers=from_address("203.0.113.66"),
            )
            assert response.status_code == 200
            created = response.json()
            attacker.append(Client(server.ws_url, created["game"], created["token"]))
        honest_game = server.http.post(
            "/api/games", json={"ruleset": "duo", "opponent": "bot"}, headers=from_address("198.51.100.1")
        ).json()
        honest = Client(server.ws_url, honest_game["game"], honest_game["token"])
        try:
            started = time.monotonic()
            time.sleep(3.0)
            elapsed = time.monotonic() - started
            used = hub.bot_budget.used("203.0.113.66")
            largest = hub.bot_budget.largest_move
            assert 0 < used <= 0.05 + 0.01 * elapsed + 2 * largest, (used, largest)
            assert server.summary(honest_game["game"])["status"] in ("playing", "over")
        finally:
            for client in [*attacker, honest]:
                client.close()


def played_lines(sqlite_url: str, seed: int, until_seq: int, **app_options: Any) -> list[str]:
    """The stored actions of a Duo game against a hard bot on a chosen deal, the human playing seeded moves."""
    with ServerThread(sqlite_url, **app_options) as server:
        created = server.create(ruleset="duo", opponent="bot", difficulty="hard", seed=seed)
        me = Client(server.ws_url, created["game"], created["token"])
        try:
            me.play(random.Random(seed), until_seq=until_seq, timeout=120)
        finally:
            me.close()
        return list(hub_of(server).games[created["game"]].lines[:until_seq])


def test_bots_think_in_worker_processes_and_play_the_same_moves_as_in_threads(tmp_path: Path) -> None:
    """Attack 2's cure: bot searches run outside the server's process (no GIL held against its event
    loop). Moving them changes no move: the same deal and the same human moves give the same game. (The
    per-move cap is lifted: a capped move depends on the machine's speed, and a loaded machine would hit it.)"""
    limits = ServerLimits(allow_chosen_seed=True, bot_move_seconds=600.0)
    in_processes = played_lines(f"sqlite:///{tmp_path / 'p.sqlite3'}", 11, 30, bot_processes=1, limits=limits)
    in_threads = played_lines(f"sqlite:///{tmp_path / 't.sqlite3'}", 11, 30, bot_processes=0, limits=limits)
    assert len(in_processes) == 30 and in_processes == in_threads


def test_a_game_goes_on_when_a_bot_worker_process_dies(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, bot_processes=1) as server:
        created = server.create(ruleset="classic", opponent="bot", players=4, difficulty="hard")
        me = Client(server.ws_url, created["game"], created["token"])
        try:
            state = me.play(random.Random(3), until_seq=4, timeout=120)
            workers = hub_of(server).autoplay.executor
            pids = workers.pids()
            assert pids and os.getpid() not in pids, "the bots think in a worker process"
            for pid in pids:
                os.kill(pid, signal.SIGKILL)
            final = me.play(random.Random(4), until_seq=state["seq"] + 12, timeout=120)
            assert final["seq"] >= state["seq"] + 12, "the game goes on in a new worker"
            assert set(workers.pids()).isdisjoint(pids)
        finally:
            me.close()


def children_of(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (Linux /proc), zombies left out."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z" and int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
def test_a_server_that_ends_leaves_no_bot_worker_behind(tmp_path: Path, how: signal.Signals) -> None:
    """uvicorn ends on SIGTERM by raising the signal again (no exit handlers), and SIGKILL runs nothing: the
    bot workers must end by themselves, or every restart would leave idle processes behind."""
    import subprocess
    import sys

    from webtest_helpers import free_port

    port = free_port()
    command = [sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(port), "--db",
               f"sqlite:///{tmp_path / 'games.sqlite3'}", "--bot-processes", "1", "--log-level", "warning"]
    log = (tmp_path / "server.log").open("wb")
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        assert wait_for(lambda: answers(base + "/api/meta") or server.poll() is not None, 120)
        assert server.poll() is None, (tmp_path / "server.log").read_text()
        created = httpx.post(base + "/api/games", json={"ruleset": "duo", "opponent": "bot"}, timeout=30).json()
        me = Client(f"ws://127.0.0.1:{port}/ws", created["game"], created["token"])
        try:
            me.play(random.Random(1), until_seq=6, timeout=120)  # the bot moves: the workers start
        finally:
            me.close()
        assert wait_for(lambda: len(children_of(server.pid)) >= 2, 60), "the worker (and its resource tracker)"
        workers = children_of(server.pid)
        server.send_signal(how)
        server.wait(60)
        assert wait_for(lambda: not any(alive(pid) for pid in workers), 60), "the workers end with the server"
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(10)
        log.close()


def test_one_bot_move_thinks_no_longer_than_the_cap() -> None:
    """An expert with an endless search budget still answers, with a legal move, once the per-move cap
    (bot_move_seconds) is reached; the game's own agent keeps its budget."""
    from unoduo.agents.ismcts import ISMCTSAgent
    from unoduo.core import apply, new_match, view
    from unoduo.web.play.thinking import think

    state = new_match("classic", players=10, seed=5)
    while len(view(state, state.to_act).legal) < 2:
        state, _events = apply(state, view(state, state.to_act).legal[0], state.to_act)
    seat_view = view(state, state.to_act)
    endless = ISMCTSAgent(iterations=10**12)
    action, cpu = think(endless, seat_view, random.Random(1), 0.2)
    assert action in seat_view.legal and cpu > 0
    assert endless.time_ms is None and endless.iterations == 10**12


# ---------------------------------------------------------------------- item 3: unlimited creation


def test_creation_is_rate_limited_per_address(sqlite_url: str) -> None:
    with limited(sqlite_url, create_per_minute=6, create_burst=5) as server:
        body = {"ruleset": "duo", "opponent": "bot"}
        answers = [server.http.post("/api/games", json=body, headers=from_address("203.0.113.1")) for _ in range(8)]
        assert [a.status_code for a in answers] == [200] * 5 + [429] * 3
        refused = answers[-1]
        assert refused.json()["error"]["code"] == "rate_limited"
        assert 1 <= int(refused.headers["retry-after"]) <= 11
        other = server.http.post(
            "/api/games", json={"ruleset": "duo", "opponent": "bot"}, headers=from_address("203.0.113.2")
        )
        assert other.status_code == 200, "another address is not affected"


def test_waiting_invitations_expire(sqlite_url: str) -> None:
    with limited(sqlite_url, invitation_ttl=0.5, sweep_interval=0.1) as server:
        created = server.create(ruleset="duo", opponent="friend")
        time.sleep(1.0)
        response = server.http.post("/api/join", json={"code": created["join_code"]})
        assert response.status_code == 410
        assert response.json()["error"]["code"] == "expired"


def test_idle_games_leave_memory_and_load_on_demand(sqlite_url: str) -> None:
    with limited(sqlite_url, idle_unload=0.3, sweep_interval=0.1) as server:
        games = [server.create(ruleset="duo", opponent="bot")["game"] for _ in range(20)]
        hub = hub_of(server)
        assert wait_for(lambda: not any(g in hub.games for g in games), 5), "idle games are unloaded"
        summary = server.summary(games[3])
        assert summary["status"] == "playing" and summary["seq"] == 0


def test_the_server_listens_before_old_games_are_loaded(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    url = f"sqlite:///{tmp_path / 'many.sqlite3'}"

    async def fill() -> None:
        store = Store(url)
        await store.open()
        try:
            for i in range(300):
                row = GameRow(
                    id=f"old{i:04d}", ruleset="classic", players=4, options={}, seed=i, opponent="bot",
                    difficulty="expert", turn_timer=5.0, join_code=None, status="playing", seq=0,
                    scores=[0, 0, 0, 0], winner=None, round=1, created="2026-11-30T00:00:00+00:00",
                    updated="2099-01-01T00:00:00+00:00",
                )
                seats = [SeatRow(0, "human", "A", None, None, True)] + [
                    SeatRow(s, "bot", f"Bot {s}", "expert", None, True) for s in range(1, 4)
                ]
                await store.create_game(row, seats)
        finally:
            await store.close()

    asyncio.run(fill())
    caplog.set_level(logging.INFO, logger="unoduo.web")
    started = time.monotonic()
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        assert time.monotonic() - started < 5
        assert len(hub_of(server).games) == 0, "no game is rebuilt before listening"
        assert server.summary("old0123")["seq"] == 0, "a game loads when asked for"
    assert any("games found: 300" in r.getMessage() for r in caplog.records)


# ---------------------------------------------------------------------- item 5: spectator floods


def spectate(server: ServerThread, game: str, address: str) -> tuple[Any, dict[str, Any]]:
    ws = connect(server.ws_url, additional_headers=from_address(address), open_timeout=10, max_size=None)
    ws.send(f'{{"type":"hello","protocol":1,"game":"{game}","spectate":true}}')
    import json

    return ws, json.loads(ws.recv(timeout=10))


def test_spectators_are_capped_per_game_and_per_address(sqlite_url: str) -> None:
    with limited(sqlite_url, max_spectators_per_game=4, max_spectators_per_address=2) as server:
        game = server.create(ruleset="duo", opponent="bot")["game"]
        held = []
        try:
            for _ in range(2):
                ws, first = spectate(server, game, "203.0.113.5")
                held.append(ws)
                assert first["type"] == "welcome"
            ws, first = spectate(server, game, "203.0.113.5")
            held.append(ws)
            assert first["type"] == "error" and first["code"] == "too_many_spectators"
            assert first["reason"] == "address", "the page can tell the two refusals apart"
            for address in ("203.0.113.6", "203.0.113.7"):
                ws, first = spectate(server, game, address)
                held.append(ws)
                assert first["type"] == "welcome"
            ws, first = spectate(server, game, "203.0.113.8")
            held.append(ws)
            assert first["type"] == "error" and first["code"] == "too_many_spectators", "the game is full"
            assert first["reason"] == "game_full"
        finally:
            for ws in held:
                ws.close()


def test_a_broadcast_is_encoded_once_per_audience(server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    import unoduo.web.play.wire as wire

    created = server.create(ruleset="duo", opponent="friend")
    joined = server.join(created["join_code"])
    a = Client(server.ws_url, created["game"], created["token"])
    b = Client(server.ws_url, created["game"], joined["token"])
    watchers = [Client(server.ws_url, created["game"], spectate=True, code=created["join_code"]) for _ in range(30)]
    calls = []
    original = wire.StateParts.text

    def counting(self: Any, start: int, send_previous: bool) -> str:
        calls.append(start)
        return original(self, start, send_previous)

    monkeypatch.setattr(wire.StateParts, "text", counting)
    try:
        mover = a if a.state is not None and a.state["view"]["to_act"] == a.seat else b
        assert mover.state is not None
        mover.send({"type": "action", "seq": mover.state["seq"], "action": mover.state["view"]["legal"][0]})
        texts = [w.until(lambda m: m["type"] == "state") for w in watchers]
        assert all(t == texts[0] for t in texts)
        assert len(calls) <= 4, f"{len(calls)} encodings for 2 seats and 30 spectators"
    finally:
        for client in [a, b, *watchers]:
            client.close()


def test_a_reader_that_falls_behind_is_cut_off_and_its_backlog_dropped() -> None:
    """A peer that never reads: its socket's send never completes (as a WebSocket send waiting to drain).
    Once its queue passes max_queued_bytes, its backlog is dropped, it leaves the game's audience and its
    sender is stopped: the server's memory for it stays bounded whatever is broadcast."""
    from unoduo.web.play.connections import Connection

    async def scenario() -> None:
        never = asyncio.Event()

        async def stuck_send(_text: str) -> None:
            await never.wait()

        async def close(_code: int) -> None:
            return None

        conn = Connection(stuck_send, close, "en", max_queued_bytes=10_000)
        conn.sender = asyncio.create_task(conn.run_sender())

        class Audience:
            conns = {conn}

        conn.game = Audience()  # type: ignore[assignment]
        sent = 0
        for _ in range(1000):
            if not conn.send("x" * 1000):
                break
            sent += 1
            await asyncio.sleep(0)
        assert 9 <= sent <= 11, sent
        assert conn.dropped and conn.closed and conn.queued_bytes == 0
        assert conn not in Audience.conns, "no more broadcasts are built for it"
        await asyncio.sleep(0)
        assert conn.sender.done(), "its stuck sender was stopped"
        assert not conn.send("more"), "nothing is queued after"

    asyncio.run(scenario())


def test_one_message_longer_than_the_limit_reaches_a_reader_that_keeps_up() -> None:
    """A message longer than max_queued_bytes is queued while what waits is under the limit: a reader is too far
    behind only when its unsent messages already fill the limit (a new round's state carries the whole previous
    round: 40-50 KB after a long Duo round)."""
    from unoduo.web.play.connections import Connection

    async def scenario() -> None:
        sent: list[str] = []
        release = asyncio.Event()

        async def send(text: str) -> None:
            await release.wait()
            sent.append(text)

        async def close(_code: int) -> None:
            return None

        conn = Connection(send, close, "en", max_queued_bytes=1_000)
        conn.sender = asyncio.create_task(conn.run_sender())
        release.set()
        assert conn.send("a" * 5_000) and not conn.dropped
        await asyncio.sleep(0.01)
        assert sent == ["a" * 5_000] and conn.queued_bytes == 0
        release.clear()
        assert conn.send("b" * 5_000)  # the sender takes it and waits to write it
        await asyncio.sleep(0.01)
        assert conn.send("c" * 900) and conn.send("d" * 5_000)  # 0, then 900 bytes waiting: under the limit
        assert not conn.dropped and conn.queued_bytes == 5_900
        assert not conn.send("e") and conn.dropped  # 5,900 bytes waiting: too far behind
        assert conn.queued_bytes == 0

    asyncio.run(scenario())


def test_a_message_is_written_at_once_unless_one_before_it_waits_and_order_is_kept() -> None:
    """Nothing waiting: send writes the message before it returns (no turn of the event loop). A write that must
    wait (a full socket buffer) is finished by the sender task, and the messages after it wait behind it: the
    peer reads them all, in the order sent."""
    from unoduo.web.play.connections import Connection

    async def scenario() -> None:
        written: list[str] = []
        open_ = asyncio.Event()
        open_.set()

        async def send(text: str) -> None:
            await open_.wait()  # as uvicorn's send waits while the transport's buffer is full
            written.append(text)

        async def close(_code: int) -> None:
            return None

        conn = Connection(send, close, "en")
        conn.sender = asyncio.create_task(conn.run_sender())
        assert conn.send("one") and written == ["one"], "written before send returned"
        open_.clear()
        assert conn.send("two") and conn.send("three") and conn.send("four")
        assert written == ["one"] and conn.queued_bytes == len("three") + len("four")
        await asyncio.sleep(0.01)
        assert written == ["one"]
        open_.set()
        await asyncio.sleep(0.01)
        assert written == ["one", "two", "three", "four"] and conn.queued_bytes == 0
        assert conn.send("five") and written[-1] == "five", "at once again once nothing waits"
        conn.finish()
        await conn.sender

    asyncio.run(scenario())


def test_a_send_that_yields_a_turn_of_the_loop_is_finished_by_the_sender() -> None:
    """A send that gives up one turn of the event loop (``asyncio.sleep(0)``, a bare yield rather than a future)
    is resumed by the sender task like one that waits on a future, and the action's probe hears of it once."""
    from unoduo.web.play.connections import Connection
    from unoduo.web.stats import ActionProbe, LatencyStats

    async def scenario() -> None:
        written: list[str] = []

        async def send(text: str) -> None:
            await asyncio.sleep(0)
            written.append(text)

        async def close(_code: int) -> None:
            return None

        conn = Connection(send, close, "en")
        conn.sender = asyncio.create_task(conn.run_sender())
        stats = LatencyStats()
        probe = ActionProbe(stats, time.perf_counter())
        for phase in ("lock", "engine", "commit", "build"):
            probe.mark(phase)
        probe.expect(int(conn.send("one", probe)) + int(conn.send("two", probe)))
        assert written == [] and not stats.samples["total"]
        await asyncio.sleep(0.01)
        assert written == ["one", "two"] and len(stats.samples["total"]) == 1
        conn.finish()
        await conn.sender

    asyncio.run(scenario())


def test_a_send_to_a_peer_that_went_away_stops_the_connection() -> None:
    """A write that fails at once (the peer is gone) is not counted as sent, and nothing more is taken."""
    from unoduo.web.play.connections import Connection

    async def scenario() -> None:
        async def send(_text: str) -> None:
            raise RuntimeError("Cannot call send once a close message has been sent.")

        async def close(_code: int) -> None:
            return None

        conn = Connection(send, close, "en")
        conn.sender = asyncio.create_task(conn.run_sender())
        assert not conn.send("lost") and conn.closed
        assert not conn.send("after")
        conn.finish()
        await conn.sender

    asyncio.run(scenario())


def test_players_whose_states_are_longer_than_the_limit_play_on(sqlite_url: str) -> None:
    """With max_queued_bytes below the length of a new round's state, which carries all of the previous round,
    players who keep up get every state and play on into the next round (before, that state cut both of them
    off, with the spectators: the strict limit of 32 KB did so after long rounds). The server deals at random,
    so a round may be short: play on until a new round's state has come over the limit to both players."""
    limit = 16 * 1024
    with limited(sqlite_url, max_queued_bytes=limit) as server:
        created = server.create(ruleset="duo", opponent="friend", options={"target_score": 5_000})
        joined = server.join(created["join_code"])
        a = Client(server.ws_url, created["game"], created["token"])
        b = Client(server.ws_url, created["game"], joined["token"])
        try:
            rng = random.Random(3)
            players = {a.seat: a, b.seat: b}

            def got_a_long_state(client: Client) -> bool:
                return any(len(frame) > limit for frame in client.frames)

            # whoever may act plays a card when it can (random play's draws make rounds last thousands of moves)
            while not (got_a_long_state(a) and got_a_long_state(b)):
                state = a.state
                assert state is not None and state["seq"] < 20_000, "no new round's state came over the limit"
                assert state["status"] == "playing", "the match ended before a state came over the limit"
                mover = players[state["view"]["to_act"]]
                assert mover.state is not None
                legal = mover.state["view"]["legal"]
                plays = [text for text in legal if text.startswith("play")]
                mover.send({"type": "action", "seq": state["seq"], "action": rng.choice(plays or legal)})
                for client in (a, b):
                    client.until(lambda m, seq=state["seq"]: m["type"] == "state" and m["seq"] > seq)
            assert all(c.state is not None and c.state["view"]["round"] >= 2 for c in (a, b))
            conns = hub_of(server).games[created["game"]].conns
            assert len(conns) == 2 and not any(c.dropped for c in conns)
        finally:
            a.close()
            b.close()


def test_spectators_that_never_read_do_not_hold_up_the_players(sqlite_url: str) -> None:
    with limited(sqlite_url, max_queued_bytes=32 * 1024, max_spectators_per_game=100) as server:
        created = server.create(ruleset="duo", opponent="friend")
        joined = server.join(created["join_code"])
        game = created["game"]
        silent = []
        for _ in range(5):
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)  # before connecting: a tiny window
            sock.connect(("127.0.0.1", server.port))
            silent.append(sock)
        import base64
        import json
        import os

        for sock in silent:
            key = base64.b64encode(os.urandom(16)).decode()
            sock.sendall(
                (f"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
            )
            head = b""
            while b"\r\n\r\n" not in head:
                head += sock.recv(1)
            payload = json.dumps({"type": "hello", "protocol": 1, "game": game, "spectate": True,
                                  "code": created["join_code"]}).encode()
            mask = os.urandom(4)
            masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
        hub = hub_of(server)
        assert wait_for(lambda: game in hub.games and len(hub.games[game].conns) == 5, 5)
        a = Client(server.ws_url, game, created["token"])
        b = Client(server.ws_url, game, joined["token"])
        try:
            import random

            from webtest_helpers import play_all

            started = time.monotonic()
            # 30 s: longer already fails the assertion below, and a stalled player should not wait a minute first
            play_all([a, b], seed=7, timeout=30, until_seq=200)
            assert time.monotonic() - started < 30, "the players are not held up by spectators who never read"
            # What the kernel does not take stays in the server's queues, and that is bounded: by the limit plus
            # one message (a spectator's state is about as long as a player's; 1 KB for the difference)
            longest = max(len(frame) for frame in a.frames + b.frames)
            assert all(c.queued_bytes <= 32 * 1024 + longest + 1024 for c in hub.games[game].conns)
        finally:
            a.close()
            b.close()
            for sock in silent:
                sock.close()
            del random


# ---------------------------------------------------------------------- item 6: lobby spam and seat squatting


def test_open_public_games_per_address_are_limited(sqlite_url: str) -> None:
    with limited(sqlite_url, max_open_public_per_address=2) as server:
        body = {"ruleset": "duo", "opponent": "public"}
        answers = [server.http.post("/api/games", json=body, headers=from_address("203.0.113.9")) for _ in range(3)]
        assert [a.status_code for a in answers] == [200, 200, 429]
        assert answers[2].json()["error"]["code"] == "too_many_games"
        assert server.http.post("/api/games", json=body, headers=from_address("203.0.113.10")).status_code == 200


def test_seats_per_address_in_waiting_games_are_limited(sqlite_url: str) -> None:
    with limited(sqlite_url, max_waiting_seats_per_address=2, max_open_public_per_address=100) as server:
        codes = []
        for i in range(4):
            response = server.http.post(
                "/api/games",
                json={"ruleset": "classic", "opponent": "public", "players": 4, "humans": 4},
                headers=from_address(f"198.51.100.{i + 1}"),
            )
            codes.append(response.json()["join_code"])
        squatter = from_address("203.0.113.50")
        answers = [server.http.post("/api/join", json={"code": c}, headers=squatter) for c in codes]
        assert [a.status_code for a in answers] == [200, 200, 429, 429]
        assert answers[2].json()["error"]["code"] == "too_many_seats"
        other = server.http.post("/api/join", json={"code": codes[3]}, headers=from_address("203.0.113.51"))
        assert other.status_code == 200


def test_the_lobby_pages_through_more_than_one_page(sqlite_url: str) -> None:
    with limited(sqlite_url, lobby_page=50) as server:
        for i in range(120):
            response = server.http.post(
                "/api/games", json={"ruleset": "duo", "opponent": "public"}, headers=from_address(f"10.0.0.{i + 1}")
            )
            assert response.status_code == 200
        seen = []
        offset: int | None = 0
        while offset is not None:
            page = server.http.get("/api/lobby", params={"offset": offset}).json()
            assert page["total"] == 120 and len(page["games"]) <= 50
            seen += [g["game"] for g in page["games"]]
            offset = page["next"]
        assert len(seen) == len(set(seen)) == 120
        assert server.http.get("/api/lobby", params={"offset": -1}).status_code == 422


# ---------------------------------------------------------------------- item 10: names


def test_names_that_look_blank_are_refused_and_others_cleaned(sqlite_url: str) -> None:
    with limited(sqlite_url) as server:
        blank = server.http.post("/api/games", json={"ruleset": "duo", "opponent": "friend", "name": "\u2060\ufeff"})
        assert blank.status_code == 422 and "visible" in blank.json()["error"]["message"]
        created = server.create(ruleset="duo", opponent="friend", name="\u202eAl\u00adice\U000e0041")
        filler = server.http.post("/api/join", json={"code": created["join_code"], "name": "\u3164\u3164"})
        assert filler.status_code == 422
        server.join(created["join_code"], "Bo\u200bb")
        names = [p["name"] for p in server.summary(created["game"])["players"]]
        assert names == ["Alice", "Bob"]


# ---------------------------------------------------------------------- item 7: guessing


def test_failed_joins_are_throttled_per_address(sqlite_url: str) -> None:
    with limited(sqlite_url, failed_per_minute=6, failed_burst=5) as server:
        real = server.create(ruleset="duo", opponent="friend")["join_code"]
        guesser = from_address("203.0.113.77")
        answers = [server.http.post("/api/join", json={"code": f"ZZZZZZ{i:02d}"}, headers=guesser) for i in range(7)]
        assert [a.status_code for a in answers] == [404] * 5 + [429] * 2
        assert answers[-1].json()["error"]["code"] == "too_many_attempts"
        assert server.http.post("/api/join", json={"code": real}, headers=guesser).status_code == 429
        other = server.http.post("/api/join", json={"code": real}, headers=from_address("203.0.113.78"))
        assert other.status_code == 200


def test_failed_hellos_are_throttled_per_address(sqlite_url: str) -> None:
    import json

    with limited(sqlite_url, failed_per_minute=6, failed_burst=3) as server:
        created = server.create(ruleset="duo", opponent="bot")
        codes = []
        for i in range(5):
            ws = connect(server.ws_url, additional_headers=from_address("203.0.113.88"), open_timeout=10)
            token = created["token"] if i == 4 else f"guess-{i}"
            ws.send(json.dumps({"type": "hello", "protocol": 1, "game": created["game"], "token": token}))
            codes.append(json.loads(ws.recv(timeout=10))["code"])
            ws.close()
        assert codes == ["no_seat"] * 3 + ["too_many_attempts"] * 2, "even the right token waits"
        ws = connect(server.ws_url, additional_headers=from_address("203.0.113.89"), open_timeout=10)
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": created["game"], "token": created["token"]}))
        assert json.loads(ws.recv(timeout=10))["type"] == "welcome"
        ws.close()


# ---------------------------------------------------------------------- item 8: a full disk


def test_creating_a_game_on_a_read_only_database_answers_the_json_error_shape(sqlite_url: str) -> None:
    """The database refuses writes (SQLITE_READONLY, as on a read-only or full disk): POST /api/games
    answers the documented JSON error, not a plain-text 500, and the next request works again."""
    with limited(sqlite_url) as server:
        server.create(ruleset="duo", opponent="bot")
        store = server.app.state.store

        def fill_up(conn: Any) -> None:
            conn.exec_driver_sql("PRAGMA query_only = ON")  # on the writer's own connection

        future = asyncio.run_coroutine_threadsafe(store._write(fill_up), hub_of(server).loop)
        future.result(10)
        response = server.http.post("/api/games", json={"ruleset": "duo", "opponent": "bot"})
        assert response.status_code == 503, response.text
        assert response.headers["content-type"].startswith("application/json")
        assert response.json()["error"]["code"] == "server"
        assert server.http.post("/api/games", json={"ruleset": "duo", "opponent": "bot"}).status_code == 200


# ---------------------------------------------------------------------- item 9: a bad stored action


def test_a_bad_stored_action_marks_only_its_game_broken(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    url = f"sqlite:///{path}"
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        bad = server.create(ruleset="duo", opponent="friend")
        good = server.create(ruleset="duo", opponent="friend")
        tokens = {}
        for created in (bad, good):
            joined = server.join(created["join_code"])
            tokens[created["game"]] = (created["token"], joined["token"])
            clients = [Client(server.ws_url, created["game"], t) for t in tokens[created["game"]]]
            from webtest_helpers import play_all

            play_all(clients, seed=1, until_seq=6)
            for client in clients:
                client.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE actions SET action = 'play XX' WHERE game_id = ? AND seq = 3", (bad["game"],))
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        player = Client(server.ws_url, bad["game"], tokens[bad["game"]][0], hello=False)
        player.send({"type": "hello", "protocol": 1, "game": bad["game"], "token": tokens[bad["game"]][0]})
        messages = [player.recv() for _ in range(3)]
        kinds = {m["type"]: m for m in messages}
        assert kinds["state"]["status"] == "broken"
        assert kinds["error"]["code"] == "broken"
        player.send({"type": "action", "seq": kinds["state"]["seq"], "action": "draw"})
        assert player.until(lambda m: m["type"] == "error")["code"] == "broken"
        player.close()
        assert server.summary(bad["game"])["status"] == "broken"
        others = [Client(server.ws_url, good["game"], t) for t in tokens[good["game"]]]
        from webtest_helpers import play_all

        final = play_all(others, seed=2, until_seq=8)
        assert all(f["seq"] >= 8 for f in final), "the other game goes on"
        for client in others:
            client.close()


# ---------------------------------------------------------------------- item 11: an empty database


def test_start_up_says_how_many_games_it_found(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unoduo.web")
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        server.create(ruleset="duo", opponent="bot")
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING and "games found: 0" in r.getMessage()]
    assert warnings and "new" in warnings[0].getMessage()
    caplog.clear()
    with ServerThread(url, limits=ServerLimits.strict()):
        pass
    found = [r.getMessage() for r in caplog.records if "games found" in r.getMessage()]
    assert found and "games found: 1" in found[0]
    assert not [r for r in caplog.records if r.levelno == logging.WARNING and "games found" in r.getMessage()]
    (tmp_path / "games.sqlite3").write_bytes(b"")  # replaced by an empty file
    for suffix in ("-wal", "-shm"):
        (tmp_path / f"games.sqlite3{suffix}").unlink(missing_ok=True)
    caplog.clear()
    with ServerThread(url, limits=ServerLimits.strict()):
        pass
    assert [r for r in caplog.records if r.levelno == logging.WARNING and "games found: 0" in r.getMessage()]


def test_a_game_loaded_on_demand_after_a_restart_goes_on_when_its_human_returns(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        created = server.create(ruleset="classic", opponent="bot", players=4, difficulty="easy")
        me = Client(server.ws_url, created["game"], created["token"])
        state = me.play(__import__("random").Random(1), until_seq=3)
        me.close()
    with ServerThread(url, limits=ServerLimits.strict()) as server:
        assert created["game"] not in hub_of(server).games
        again = Client(server.ws_url, created["game"], created["token"])
        try:
            final = again.play(__import__("random").Random(2), until_seq=state["seq"] + 12, timeout=60)
            assert final["seq"] >= state["seq"] + 12, "bots and the player carry on after the restart"
        finally:
            again.close()
