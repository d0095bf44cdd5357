"""``unoduo serve`` tells where the games are kept and how to stop, and refuses a taken port before claiming to
serve."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from unoduo.cli.serve import database_location


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_serve_names_the_database_file_and_how_to_stop_then_stops_on_ctrl_c(tmp_path: Path) -> None:
    port, db = _free_port(), tmp_path / "games.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "unoduo", "serve", "--port", str(port), "--db", f"sqlite:///{db}"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        assert proc.stdout is not None
        first, second = proc.stdout.readline(), proc.stdout.readline()
        assert first.strip() == f"unoduo: serving http://127.0.0.1:{port}/ (database: {db})"
        assert "Ctrl+C" in second
        deadline = time.monotonic() + 60
        while True:  # the socket is bound before the lines above, so the page answers once the app has started
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as page:
                    assert page.status == 200
                break
            except OSError:
                assert time.monotonic() < deadline, "the server never answered"
                time.sleep(0.2)
        assert db.is_file()
        proc.send_signal(signal.SIGINT)  # what Ctrl+C sends
        _, err = proc.communicate(timeout=30)
        # A clean shutdown; uvicorn then re-raises the interrupt, so the status is the shell's usual 130 for it.
        assert proc.returncode in (0, 130)
        assert "Application shutdown complete" in err and "Traceback" not in err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_serve_on_a_taken_port_says_so_and_never_says_serving(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "unoduo", "serve", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'x.db'}"],
            capture_output=True, text=True, timeout=60,
        )
    assert done.returncode == 2
    assert done.stdout == ""
    assert f"port {port} on 127.0.0.1 is already in use" in done.stderr and "--port" in done.stderr
    assert "Traceback" not in done.stderr


def test_database_location_is_a_full_path_or_a_url_without_password(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert database_location("sqlite+aiosqlite:///games.db") == str(tmp_path / "games.db")
    assert database_location(f"sqlite+aiosqlite:///{tmp_path}/a.db") == str(tmp_path / "a.db")
    shown = database_location("postgresql+asyncpg://bob:secret@db.example:5432/unoduo")
    assert shown == "postgresql://bob:***@db.example:5432/unoduo"
