"""A graceful drain (unoduo.web.server.serving): SIGTERM to one of two processes on PostgreSQL while games run on
it. The process stops being ready at once, serves on for its drain, closes its WebSockets with 1012, exits with
status 0 and nothing reported as leaked; its players go on on the other process and no acknowledged action is
lost."""

from __future__ import annotations

import signal

import httpx
import pytest
from cluster_helpers import ServeProcess, fault_scenario


@pytest.mark.slow  # processes drained and restarted under play
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_draining_a_process_under_play_loses_nothing(db_url: str) -> None:
    during: list[int] = []
    exits: list[int | None] = []
    logs: list[str] = []

    def drain(server: ServeProcess) -> None:
        assert server.proc is not None
        server.proc.send_signal(signal.SIGTERM)
        # Within its 2 s drain the process still answers, but is no longer ready.
        during.append(httpx.get(server.base + "/readyz", timeout=5).status_code)
        exits.append(server.proc.wait(60))
        logs.append(server.log.read_text(errors="replace"))

    result = fault_scenario(db_url, processes=2, games=4, kills=2, seed=21, target_score=20, pause=(1.0, 2.0),
                            budget=240, stop=drain, extra=("--drain-seconds", "2"))
    assert during == [503, 503]
    assert exits == [0, 0]
    assert not any("leaked" in log for log in logs), logs[-1][-2000:]
    assert result["problems"] == [] and result["missing"] == [] and result["unfinished"] == []
    assert result["alive"] == [] and result["acked"] > 0
