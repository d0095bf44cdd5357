"""Fixtures of the terminal game's tests: a private data directory for every test."""

from __future__ import annotations

from pathlib import Path

import pytest

from unoduo.tui.storage import ENV_VAR, Store


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """The save files of this test only (``UNODUO_DATA_DIR`` points into its temporary folder)."""
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "data"))
    return Store.default()
