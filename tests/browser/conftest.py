"""Browser tests: Debian's /usr/bin/chromium driven by pytest-playwright against a real ``unoduo serve``.

Never run ``playwright install``: the launch arguments below point Playwright at the system Chromium.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, Server

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict[str, Any]:
    return {
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--headless",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
        ],
    }


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server for the browser tests (each test plays its own games on it). It takes a chosen deal seed for
    any game, so the tests that play a round by clicks play the same round every run (seed_new_games)."""
    srv = Server(tmp_path_factory.mktemp("server"), extra=["--limit", "allow_chosen_seed=true"])
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def server_url(server: Server) -> str:
    """The base URL of the shared server (``http://127.0.0.1:PORT``)."""
    return server.url


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[Server]:
    """A server of this test only (for the test that kills it)."""
    srv = Server(tmp_path)
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
