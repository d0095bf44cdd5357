"""deploy/nginx.conf in front of two server processes on one PostgreSQL: games and WebSockets go through nginx,
and when a process is SIGKILLed the players' reconnections reach the other one and the game goes on."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from cluster_helpers import ServeProcess
from webtest_helpers import Client, free_port, play_all

NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
CONFIG = Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf"


def _nginx_config(tmp: Path, port: int, upstreams: list[int]) -> Path:
    """The deployed file with this test's ports, inside a minimal main configuration."""
    site = CONFIG.read_text()
    servers = "".join(f"    server 127.0.0.1:{p} max_fails=1 fail_timeout=5s;\n" for p in upstreams)
    site, count = re.subn(r"(?m)^    server 127\.0\.0\.1:\d+ [^\n]*\n", "", site)
    assert count >= 2
    site = site.replace("    least_conn;", "    least_conn;\n" + servers.rstrip("\n"), 1)
    site = site.replace("listen 80;", f"listen 127.0.0.1:{port};")
    (tmp / "site.conf").write_text(site)
    main = tmp / "nginx.conf"
    main.write_text(
        f"pid {tmp}/nginx.pid;\nerror_log {tmp}/error.log warn;\nworker_processes 1;\nevents {{}}\n"
        f"http {{\n  access_log off;\n  client_body_temp_path {tmp}/body;\n  proxy_temp_path {tmp}/proxy;\n"
        f"  include {tmp}/site.conf;\n}}\n"
    )
    return main


@pytest.mark.skipif(NGINX is None, reason="nginx is not installed (scripts/install-system-deps installs it)")
@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)
def test_nginx_spreads_players_over_processes_and_reconnects_them_after_a_kill(db_url: str, tmp_path: Path) -> None:
    servers = [ServeProcess(db_url).start(wait=False) for _ in range(2)]
    for server in servers:
        server.wait_ready()
    port = free_port()
    config = _nginx_config(tmp_path, port, [int(s.port) for s in servers])
    nginx = subprocess.Popen([str(NGINX), "-c", str(config), "-p", str(tmp_path), "-g", "daemon off;"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(base + "/api/meta", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, (nginx.stderr.read().decode() if nginx.poll() is not None else "")
            time.sleep(0.1)
        created = httpx.post(base + "/api/games", json={"ruleset": "duo", "opponent": "friend", "seed": 9}).json()
        joined = httpx.post(base + "/api/join", json={"code": created["join_code"]}).json()
        ws_url = f"ws://127.0.0.1:{port}/ws"
        tokens = [created["token"], joined["token"]]
        # least_conn: the two players' WebSockets land on the two processes.
        players = [Client(ws_url, created["game"], token) for token in tokens]
        reached = max(state["seq"] for state in play_all(players, seed=3, timeout=120, until_seq=20))
        assert reached >= 20
        servers[0].kill()
        # Every player reconnects (its socket may have been on the dead process); nginx sends them to the live one.
        for player in players:
            player.close()
        players = [Client(ws_url, created["game"], token) for token in tokens]
        assert players[0].state is not None and players[0].state["seq"] >= reached - 1
        reached = max(state["seq"] for state in play_all(players, seed=4, timeout=120, until_seq=40))
        assert reached >= 40
        summary = httpx.get(f"{base}/api/games/{created['game']}").json()
        assert summary["seq"] >= 40
    finally:
        nginx.terminate()
        nginx.wait(10)
        for server in servers:
            server.stop()
