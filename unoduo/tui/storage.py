"""Where the terminal game keeps its matches: a record file and a small sidecar, written atomically.

Layout under the data directory (``platformdirs.user_data_dir("unoduo")``, or ``$UNODUO_DATA_DIR``)::

    terminal/current.json           the match in progress: a RECORDS.md game record, rewritten after every action
    terminal/current.session.json   its session settings: human seats, bot specs, names, language
    terminal/records/*.json         finished matches (plain records: ``unoduo replay FILE``)

Every write goes to a temporary file in the same folder, is flushed and fsynced, then renamed over the old
file (``os.replace``), so a crash at any moment leaves either the old or the new file, never half of one.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from unoduo.core.errors import RecordError
from unoduo.core.record import Record

ENV_VAR = "UNODUO_DATA_DIR"
SESSION_FORMAT = "unoduo-terminal-session/1"


class SaveError(Exception):
    """A saved match that cannot be read or written; ``message`` is meant for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def data_dir() -> Path:
    """The unoduo data directory: ``$UNODUO_DATA_DIR`` if set, else the platform's user data directory."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("unoduo"))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically: temporary file, fsync, ``os.replace``, then fsync the folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    try:  # make the rename itself durable (not possible on every platform)
        fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class Store:
    """The terminal game's save files under ``root`` (normally ``data_dir() / "terminal"``)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @classmethod
    def default(cls) -> Store:
        return cls(data_dir() / "terminal")

    @property
    def record_path(self) -> Path:
        return self.root / "current.json"

    @property
    def session_path(self) -> Path:
        return self.root / "current.session.json"

    @property
    def records_dir(self) -> Path:
        return self.root / "records"

    def has_current(self) -> bool:
        return self.record_path.exists()

    def save_session(self, data: dict[str, Any]) -> None:
        atomic_write(self.session_path, json.dumps({"format": SESSION_FORMAT, **data}, indent=1) + "\n")

    def save_record(self, record: Record) -> None:
        atomic_write(self.record_path, record.to_json() + "\n")

    def load(self) -> tuple[dict[str, Any], Record]:
        """The saved session settings and record; SaveError with a clear message if absent or damaged."""
        if not self.record_path.exists():
            raise SaveError(f"there is no saved match in {self.root}")
        try:
            record_text = self.record_path.read_text(encoding="utf-8")
            session_text = self.session_path.read_text(encoding="utf-8")
        except FileNotFoundError as exc:
            raise SaveError(f"the saved match is incomplete: {exc.filename} is missing") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"cannot read the saved match in {self.root}: {exc}") from None
        try:
            record = Record.from_json(record_text)
        except RecordError as exc:
            raise SaveError(f"{self.record_path} is not a valid game record: {exc.message}") from None
        try:
            session = json.loads(session_text)
        except json.JSONDecodeError as exc:
            raise SaveError(f"{self.session_path} is not valid JSON: {exc}") from None
        if not isinstance(session, dict) or session.get("format") != SESSION_FORMAT:
            raise SaveError(f"{self.session_path} is not a terminal session file ({SESSION_FORMAT})")
        return session, record

    def archive(self, record: Record, stem: str) -> Path:
        """Keep a record under ``records/`` (a new name, never overwriting) and return its path."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        self.records_dir.mkdir(parents=True, exist_ok=True)
        path = self.records_dir / f"{stamp}-{stem}.json"
        number = 2
        while path.exists():
            path = self.records_dir / f"{stamp}-{stem}-{number}.json"
            number += 1
        atomic_write(path, record.to_json() + "\n")
        return path

    def clear_current(self) -> None:
        """Forget the match in progress (record first: without it there is nothing to resume)."""
        self.record_path.unlink(missing_ok=True)
        self.session_path.unlink(missing_ok=True)
