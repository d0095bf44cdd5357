"""Running it in production: the health checks (unoduo.web.api.health), the Prometheus metrics behind their token
(unoduo.web.server.metrics), every ``serve`` setting from the environment, the database password from a file, and
JSON log lines (unoduo.web.server.logs)."""

from __future__ import annotations

import json
import logging
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from cluster_helpers import ServeProcess
from pg_helpers import PG_BIN, PostgresServer
from typer.testing import CliRunner
from webtest_helpers import Client, ServerThread, free_port

from unoduo.cli.main import app as cli
from unoduo.cli.serve import with_password
from unoduo.web.server.logs import JsonFormatter
from unoduo.web.server.metrics import ServerMetrics


def test_healthz_answers_and_readyz_checks_the_database(server: ServerThread) -> None:
    assert server.http.get("/healthz").json() == {"status": "ok"}
    ready = server.http.get("/readyz")
    assert ready.status_code == 200
    assert ready.json() == {"status": "ready", "checks": {"accepting": "ok", "database": "ok"}}  # no bus on SQLite


def _sample(text: str, name: str) -> float:
    """The value of the sample ``name`` (with its labels, as written) in a Prometheus text exposition."""
    found = re.search(rf"^{re.escape(name)} (\S+)$", text, flags=re.M)
    assert found, f"{name} not in the metrics"
    return float(found.group(1))


def test_metrics_are_off_without_a_token(server: ServerThread) -> None:
    answer = server.http.get("/metrics")
    assert answer.status_code == 404 and answer.json()["error"]["code"] == "not_found"


def test_metrics_need_the_token_and_count_what_the_process_does(sqlite_url: str) -> None:
    with ServerThread(sqlite_url, metrics_token="s3cret-token") as server:
        for headers in ({}, {"authorization": "Bearer wrong"}, {"authorization": "s3cret-token"}):
            refused = server.http.get("/metrics", headers=headers)
            assert refused.status_code == 401 and refused.json()["error"]["code"] == "unauthorized"
        token = {"authorization": "Bearer s3cret-token"}
        created = server.create(ruleset="duo", opponent="bot", name="Ada")
        client = Client(server.ws_url, created["game"], created["token"])
        try:
            client.recv()  # the welcome: the connection is attached
            live = server.http.get("/metrics", headers=token)
            assert live.status_code == 200 and live.headers["content-type"].startswith("text/plain")
            assert _sample(live.text, "unoduo_games_held") == 1
            assert _sample(live.text, "unoduo_websockets") == 1
            assert _sample(live.text, "unoduo_bus_connected") == 0  # SQLite: one process, no bus
            client.play(random.Random(5))
        finally:
            client.close()
        logging.getLogger("unoduo.metrics_test").error("a counted error")
        after = server.http.get("/metrics", headers=token).text
        actions = _sample(after, 'unoduo_action_seconds_count{ruleset="duo"}')
        assert actions >= 10  # a whole match of the player's actions, each timed
        assert _sample(after, 'unoduo_action_seconds_bucket{le="+Inf",ruleset="duo"}') == actions
        assert _sample(after, 'unoduo_log_errors_total{logger="unoduo.metrics_test"}') == 1


def test_the_sample_dashboard_asks_only_for_metrics_the_server_has() -> None:
    deploy = Path(__file__).resolve().parents[3] / "deploy"
    dashboard = json.loads((deploy / "grafana-dashboard.json").read_text(encoding="utf-8"))
    exprs = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    asked = {name for expr in exprs for name in re.findall(r"unoduo_[a-z_]+", expr)}
    served: set[str] = set()
    for family in ServerMetrics(None).registry.collect():
        suffixes = {"histogram": ("_bucket", "_count", "_sum"), "counter": ("_total",)}.get(family.type, ("",))
        served |= {family.name + suffix for suffix in suffixes}
    assert asked and asked <= served, asked - served


def _wait(predicate: object, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if predicate():  # type: ignore[operator]
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise AssertionError("timed out")


@pytest.mark.slow  # its own PostgreSQL, stopped and started again under a server process
def test_readyz_fails_while_postgresql_is_down_and_the_first_request_after_it_returns_succeeds() -> None:
    assert PG_BIN is not None
    pg = PostgresServer(PG_BIN)
    pg.start()
    try:
        server = ServeProcess(pg.new_database()).start()
        try:
            ready = httpx.get(server.base + "/readyz", timeout=10)
            assert ready.status_code == 200, ready.text
            assert ready.json()["checks"] == {"accepting": "ok", "database": "ok", "bus": "ok"}
            game = {"ruleset": "duo", "opponent": "bot", "name": "Ada"}
            assert httpx.post(server.base + "/api/games", json=game, timeout=30).status_code == 200
            assert httpx.get(server.base + "/api/lobby", timeout=30).status_code == 200  # the pool holds connections

            pg.pause()
            down = httpx.get(server.base + "/readyz", timeout=10)
            assert down.status_code == 503 and down.json()["status"] == "not_ready"
            assert down.json()["checks"]["database"] == "failed"
            assert httpx.get(server.base + "/healthz", timeout=10).status_code == 200  # alive, only not ready

            pg.resume()
            # The first requests after the database is back succeed: dead pooled connections are replaced.
            assert httpx.get(server.base + "/api/lobby", timeout=30).status_code == 200
            created = httpx.post(server.base + "/api/games", json=game, timeout=30)
            assert created.status_code == 200, created.text
            _wait(lambda: httpx.get(server.base + "/readyz", timeout=10).status_code == 200)  # the bus reconnects
        finally:
            server.stop()
    finally:
        pg.stop()


@pytest.mark.slow  # a server process
def test_serve_takes_every_setting_from_the_environment_and_logs_json_lines(tmp_path: Path) -> None:
    port = free_port()
    database = tmp_path / "from-env.sqlite3"
    env = {**os.environ, "UNODUO_PORT": str(port), "UNODUO_DB_URL": f"sqlite:///{database}",
           "UNODUO_BOT_DELAY": "0", "UNODUO_LOG_FORMAT": "json", "UNODUO_LOG_LEVEL": "info",
           "UNODUO_LIMIT": "lobby_page=7 review_budget=300"}
    log = tmp_path / "serve.log"
    with log.open("wb") as err:
        process = subprocess.Popen([sys.executable, "-m", "unoduo.cli.main", "serve"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=err)
    try:
        _wait(lambda: httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200, 120)
        assert database.exists()  # the database of UNODUO_DB_URL, not the default one
        limits = httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=30).json()["limits"]
        assert (limits["lobby_page"], limits["review"]["budget"]) == (7, 300)  # both settings of UNODUO_LIMIT
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(30)
    lines = [line for line in log.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines, "the server logged nothing"
    records = [json.loads(line) for line in lines]  # every line is one JSON object
    assert all({"time", "level", "logger", "message"} <= record.keys() for record in records)
    assert any(record["message"].startswith("unoduo server ready") for record in records)


def test_a_json_log_line_holds_the_whole_traceback() -> None:
    try:
        raise ValueError("broken")
    except ValueError:
        record = logging.LogRecord("unoduo.web", logging.ERROR, __file__, 1, "action of %s failed", ("g1",),
                                   sys.exc_info())
    record.game = "g1"
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert entry["message"] == "action of g1 failed" and entry["level"] == "error" and entry["game"] == "g1"
    assert "Traceback" in entry["exception"] and "ValueError: broken" in entry["exception"]


def test_the_database_password_comes_from_a_file(tmp_path: Path) -> None:
    secret = tmp_path / "password"
    secret.write_text("s3cret:/@x\nignored\n", encoding="utf-8")
    url = with_password("postgresql://unoduo@db.internal:5432/games", secret)
    assert url == "postgresql://unoduo:s3cret%3A%2F%40x@db.internal:5432/games"


@pytest.mark.parametrize(("db", "content", "error"), [
    ("postgresql://unoduo@127.0.0.1:1/games", None, "cannot read the password file"),
    ("postgresql://unoduo@127.0.0.1:1/games", "", "is empty"),
    ("sqlite:///games.sqlite3", "secret", "needs a PostgreSQL --db URL"),
])
def test_a_bad_password_file_is_refused_before_serving(tmp_path: Path, db: str, content: str | None,
                                                       error: str) -> None:
    path = tmp_path / "password"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = CliRunner().invoke(cli, ["serve", "--db", db, "--db-password-file", str(path),
                                      "--port", str(free_port())])
    assert result.exit_code == 2, result.output
    assert error in result.output
