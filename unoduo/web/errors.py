"""The two ways a request is refused: :class:`ApiError` over HTTP, :class:`ActError` over the WebSocket."""

from __future__ import annotations


class ApiError(Exception):
    """An HTTP error with our error shape: ``{"error": {"code", "message"}}``."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


class ActError(Exception):
    """A refused WebSocket request: becomes an ``error`` message; nothing changed."""

    def __init__(self, code: str, message: str, reason: str | None = None, close: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.close = close

