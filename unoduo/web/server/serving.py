"""How the process serves and stops: uvicorn's server with a graceful drain on SIGTERM (or Ctrl+C).

On the first signal the process stops being ready at once (``/readyz`` answers 503, so a proxy sends new players
elsewhere) and keeps serving for ``drain_seconds``: games in play go on, and a proxy has time to notice. Then
uvicorn's own shutdown runs: it stops accepting, closes every WebSocket with 1012 (service restart: the browser
reconnects at once, through the proxy, to another process), lets the actions in flight finish, and the app's
shutdown commits every queued write and ends the bot workers. A second signal skips the rest of the drain.

uvicorn re-raises the signal once it has stopped, which kills the process before its exit handlers run (and the
bot workers' semaphores are then reported as leaked); this server exits normally instead.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

import uvicorn
from uvicorn.server import HANDLED_SIGNALS


class DrainingServer(uvicorn.Server):
    """``uvicorn.Server`` that drains for ``drain_seconds`` after the first SIGTERM or SIGINT (see the module)."""

    def __init__(self, config: uvicorn.Config, drain_seconds: float = 0.0) -> None:
        super().__init__(config)
        self.drain_seconds = drain_seconds
        self.signalled = 0
        self._timer: threading.Timer | None = None

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.signalled += 1
        state = getattr(self.config.app, "state", None)
        if state is not None:
            state.draining = True  # /readyz fails from now on
        if self.signalled == 1 and self.drain_seconds > 0:
            self._timer = threading.Timer(self.drain_seconds, self._stop)
            self._timer.daemon = True
            self._timer.start()
            return
        if self._timer is not None:
            self._timer.cancel()
        super().handle_exit(sig, frame)

    def _stop(self) -> None:
        self.should_exit = True  # uvicorn's main loop looks at it every tenth of a second

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """As uvicorn's, but the signal is not raised again after the server stopped (see the module)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        original: dict[int, Any] = {sig: signal.signal(sig, self.handle_exit) for sig in HANDLED_SIGNALS}
        try:
            yield
        finally:
            for sig, handler in original.items():
                signal.signal(sig, handler)
