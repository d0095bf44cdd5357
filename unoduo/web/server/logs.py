"""The server's log lines as JSON (``unoduo serve --log-format json``): one object per event on one line, the
traceback included, for a log collector that reads a line as a record."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from typing import Any

#: Attributes every LogRecord has; anything else on a record came from ``extra=`` and is kept.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message"}``, plus ``exception`` (the whole traceback as one string),
    ``stack`` and every ``extra=`` field of the record."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        for key, value in vars(record).items():
            if key not in _STANDARD and key not in entry:
                entry[key] = value if isinstance(value, str | int | float | bool | None) else repr(value)
        return json.dumps(entry, ensure_ascii=False)
