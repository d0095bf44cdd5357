"""The benchmark hooks: server-side latency statistics (off by default) and the WebSocket compression setting."""

from __future__ import annotations

from pathlib import Path

import pytest
from webtest_helpers import Client, ServerThread, play_all

from unoduo.web.server.app import create_app, server_config


def test_debug_stats_endpoint_is_absent_by_default(server: ServerThread) -> None:
    response = server.http.get("/api/debug/stats")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_debug_stats_time_every_broadcast_action(tmp_path: Path) -> None:
    with ServerThread(f"sqlite:///{tmp_path / 'stats.sqlite3'}", debug_stats=True) as server:
        created = server.create(ruleset="duo", opponent="friend", seed=5)
        joined = server.join(created["join_code"])
        alice = Client(server.ws_url, created["game"], created["token"])
        bob = Client(server.ws_url, created["game"], joined["token"])
        finals = play_all([alice, bob], seed=5, until_seq=12)
        seq = max(final["seq"] for final in finals)
        alice.close()
        bob.close()
        report = server.http.get("/api/debug/stats").json()
        actions = report["actions"]
        # Every action that was broadcast was timed, in every phase, and the phases fit in the total.
        assert actions["total"]["n"] == seq
        for phase in ("lock", "engine", "commit", "build", "send"):
            assert actions[phase]["n"] == seq
            assert 0 <= actions[phase]["p50"] <= actions[phase]["max"] <= actions["total"]["max"]
        commits = report["commits"]
        assert commits["batches"] >= 1 and commits["max_batch"] >= 1
        assert commits["in_database"]["n"] == commits["batches"]
        assert report["loop_lag"]["n"] >= 1
        assert server.http.get("/api/debug/stats", params={"reset": 1}).status_code == 200
        assert server.http.get("/api/debug/stats").json()["actions"]["total"] == {"n": 0}


def test_websocket_compression_is_off_unless_asked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    monkeypatch.delenv("UNODUO_WS_DEFLATE", raising=False)
    assert server_config(app).ws_per_message_deflate is False
    assert server_config(app, ws_per_message_deflate=True).ws_per_message_deflate is True
    monkeypatch.setenv("UNODUO_WS_DEFLATE", "1")
    assert server_config(app).ws_per_message_deflate is True
