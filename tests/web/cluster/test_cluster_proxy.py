"""deploy/nginx.conf and deploy/Caddyfile in front of two server processes on one PostgreSQL: games and WebSockets
go through the proxy, and when a process is SIGKILLed the players' reconnections reach the other one and the game
goes on. Each proxy runs with the deployed file itself, only its ports (and, for Caddy, TLS and the admin
endpoint) changed for the test."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from cluster_helpers import ServeProcess
from webtest_helpers import Client, free_port, play_all

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"
NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
CADDY = shutil.which("caddy")
POSTGRES = pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)


def _nginx_config(tmp: Path, port: int, upstreams: list[int]) -> Path:
    """The deployed file with this test's ports, inside a minimal main configuration."""
    site = (DEPLOY / "nginx.conf").read_text()
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


def _caddy_config(tmp: Path, port: int, upstreams: list[int]) -> Path:
    """The deployed Caddyfile with this test's ports: plain HTTP on a free port instead of the TLS site (no
    certificate to obtain), and no admin endpoint (it would listen on a fixed port)."""
    text = (DEPLOY / "Caddyfile").read_text()
    text, sites = re.subn(r"(?m)^uno\.example\.org \{$", f"http://127.0.0.1:{port} {{", text)
    text, proxies = re.subn(r"reverse_proxy 127\.0\.0\.1:\d+ 127\.0\.0\.1:\d+ \{",
                            "reverse_proxy " + " ".join(f"127.0.0.1:{p}" for p in upstreams) + " {", text)
    text, globals_ = re.subn(r"(?m)^\{$", "{\n\tadmin off", text, count=1)
    assert (sites, proxies, globals_) == (1, 1, 1), "deploy/Caddyfile changed shape: update this test"
    config = tmp / "Caddyfile"
    config.write_text(text)
    return config


def _play_through(port: int, proxy: subprocess.Popen[bytes], servers: list[ServeProcess]) -> None:
    """A game created, joined and played through the proxy; one process SIGKILLed; the players reconnect through
    the proxy to the other one and play on."""
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(base + "/api/meta", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert proxy.poll() is None, proxy.stderr.read().decode() if proxy.stderr else "the proxy exited"
        assert time.monotonic() < deadline, "the proxy did not answer"
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
    # Every player reconnects (its socket may have been on the dead process); the proxy sends them to the live one.
    for player in players:
        player.close()
    players = [Client(ws_url, created["game"], token) for token in tokens]
    assert players[0].state is not None and players[0].state["seq"] >= reached - 1
    reached = max(state["seq"] for state in play_all(players, seed=4, timeout=120, until_seq=40))
    assert reached >= 40
    summary = httpx.get(f"{base}/api/games/{created['game']}").json()
    assert summary["seq"] >= 40
    for player in players:
        player.close()


def _servers(db_url: str) -> list[ServeProcess]:
    servers = [ServeProcess(db_url) for _ in range(2)]
    for server in servers:  # one after the other: the first creates the tables
        server.start()
    return servers


@pytest.mark.skipif(NGINX is None, reason="nginx is not installed (scripts/install-system-deps installs it)")
@POSTGRES
def test_nginx_spreads_players_over_processes_and_reconnects_them_after_a_kill(db_url: str, tmp_path: Path) -> None:
    servers = _servers(db_url)
    port = free_port()
    config = _nginx_config(tmp_path, port, [int(s.port) for s in servers])
    nginx = subprocess.Popen([str(NGINX), "-c", str(config), "-p", str(tmp_path), "-g", "daemon off;"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _play_through(port, nginx, servers)
    finally:
        nginx.terminate()
        nginx.wait(10)
        for server in servers:
            server.stop()


@pytest.mark.skipif(CADDY is None, reason="Caddy is not installed (scripts/install-system-deps installs it)")
@POSTGRES
def test_caddy_spreads_players_over_processes_and_reconnects_them_after_a_kill(db_url: str, tmp_path: Path) -> None:
    servers = _servers(db_url)
    port = free_port()
    config = _caddy_config(tmp_path, port, [int(s.port) for s in servers])
    # Caddy keeps its state under $HOME / $XDG_*: the test's own directory, not the user's.
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    caddy = subprocess.Popen([str(CADDY), "run", "--config", str(config), "--adapter", "caddyfile"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=tmp_path)
    try:
        _play_through(port, caddy, servers)
    finally:
        caddy.terminate()
        try:
            caddy.wait(10)
        except subprocess.TimeoutExpired:
            caddy.kill()
            caddy.wait()
        for server in servers:
            server.stop()
