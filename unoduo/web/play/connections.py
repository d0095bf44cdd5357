"""One WebSocket connection as the hub sees it: a seat (or a spectator) and an outgoing queue."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from unoduo.web.protocol import PROTOCOL_VERSION, encode
from unoduo.web.stats import ActionProbe

log = logging.getLogger("unoduo.web")

MAX_QUEUED = 500
MAX_QUEUED_BYTES = 1024 * 1024  # default of ServerLimits.max_queued_bytes


class _Unfinished:
    """A send that had to wait (the socket's buffer was full) after :meth:`Connection.send` started it: the
    coroutine, what it waits on, and the action's probe. The connection's sender task finishes it."""

    __slots__ = ("coroutine", "waiting_on", "probe")

    def __init__(self, coroutine: Coroutine[Any, Any, Any], waiting_on: Any, probe: ActionProbe | None) -> None:
        self.coroutine = coroutine
        self.waiting_on = waiting_on
        self.probe = probe

    async def finish(self) -> None:
        """Resume the coroutine each time what it waits on is done, as a task would, until it returns."""
        coroutine, waiting_on = self.coroutine, self.waiting_on
        try:
            while True:
                if waiting_on is None:  # a bare yield (asyncio.sleep(0)): one turn of the loop
                    await asyncio.sleep(0)
                elif asyncio.isfuture(waiting_on):
                    waiting_on._asyncio_future_blocking = False  # what a task does with the future it is handed
                    await asyncio.wait((waiting_on,))
                else:
                    raise RuntimeError(f"a send waited on {waiting_on!r}, not on a future")
                waiting_on = coroutine.send(None)
        except StopIteration:
            return
        finally:
            coroutine.close()


class Room(Protocol):
    """What a connection knows of the game it is in: the audience it leaves when it is dropped."""

    @property
    def conns(self) -> set[Any]: ...


RoomT = TypeVar("RoomT", bound=Room)


class Connection(Generic[RoomT]):
    """One WebSocket: its seat (None for a spectator) and an outgoing queue drained by its own sender task.

    A message is written at once when nothing waits before it (:meth:`send`): the usual case, since a socket
    whose peer reads takes every message into its buffer without waiting. Only what must wait (the buffer is
    full, or earlier messages still wait) goes through the queue and the sender task. Before, every message
    went through them: one more turn of the event loop per update, which under load is 10-30 ms, and a task
    wake-up's CPU (docs/server.md, "Performance").
    """

    def __init__(
        self,
        send_text: Callable[[str], Any],
        close: Callable[[int], Any],
        lang: str,
        *,
        address: str | None = None,
        max_queued_bytes: int = MAX_QUEUED_BYTES,
    ) -> None:
        self._send_text = send_text
        self._close = close
        self.lang = lang
        self.protocol = PROTOCOL_VERSION  # what the client said in its hello (1: a separate ack message)
        self.game: RoomT | None = None  # the game it said hello to (unoduo.web.play.game.Game)
        self.seat: int | None = None
        self.spectator = False
        self.closed = False
        self.queue: asyncio.Queue[str | tuple[str, ActionProbe] | _Unfinished | int | None] = asyncio.Queue()
        # What this connection already holds of the views' event lists (docs/protocol.md "state"): the
        # (game, round) and how many of that round's events were sent, and the (game, round) whose
        # previous_events were sent. Each state then carries only what is new.
        self.events_sent: tuple[str, int, int] | None = None
        self.previous_sent: tuple[str, int] | None = None
        self.address = address  # the client's address while it counts as a spectator of that address
        self.client_address = address
        self.max_queued_bytes = max_queued_bytes
        self.queued_bytes = 0  # the text waiting in the queue: a reader that falls this far behind is cut off
        self.dropped = False
        self.sender: asyncio.Task[None] | None = None  # the task running run_sender (set by the endpoint)
        self.writing = False  # the sender task is writing a message: the next ones wait in the queue behind it

    def send(self, message: BaseModel | str, probe: ActionProbe | None = None) -> bool:
        """Write ``message`` now if nothing waits before it, else queue it for the sender task; False if it was
        not sent nor queued (closed, the peer gone, or too far behind).

        A reader is too far behind when what still waits for it already fills ``max_queued_bytes``. The length
        of ``message`` itself does not count: a reader that keeps up must not be cut off because one state is
        long (a new round's state carries the whole previous round, 40-50 KB after a long Duo round), and the
        memory a reader holds stays bounded by the limit plus one message."""
        if self.closed:
            return False
        text = message if isinstance(message, str) else encode(message)
        if not self.writing and self.queue.empty() and self.sender is not None:
            return self._send_now(text, probe)
        if self.queue.qsize() >= MAX_QUEUED or self.queued_bytes >= self.max_queued_bytes:
            self.drop()  # a client that cannot keep up: cut it off; it resyncs on reconnect
            return False
        self.queued_bytes += len(text)
        self.queue.put_nowait(text if probe is None else (text, probe))
        return True

    def _send_now(self, text: str, probe: ActionProbe | None) -> bool:
        """Run the send until it returns or has to wait; if it waits, the sender task finishes it (first, since
        the queue is empty) and the messages after it queue behind it."""
        coroutine = self._send_text(text)
        try:
            waiting_on = coroutine.send(None)
        except StopIteration:
            if probe is not None:
                probe.sent()
            return True
        except Exception:  # the peer went away: the receive loop notices and cleans up
            self.closed = True
            return False
        self.queue.put_nowait(_Unfinished(coroutine, waiting_on, probe))
        return True

    def drop(self) -> None:
        """Cut off a reader that fell too far behind: forget its backlog (it must not grow), leave the game's
        audience at once (no more broadcasts are built for it), and stop its sender, which may be stuck
        writing to a peer that never reads; the WebSocket ping then ends the socket (at most 40 s)."""
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queued_bytes = 0
        self.dropped = True
        if self.game is not None:
            self.game.conns.discard(self)
        if self.sender is not None and not self.sender.done():
            self.sender.cancel()
        self.close(1013)

    def close(self, code: int) -> None:
        """Send what is queued, then close with ``code``."""
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(code)

    def finish(self) -> None:
        self.closed = True
        self.queue.put_nowait(None)

    async def run_sender(self) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            self.writing = True
            try:
                if isinstance(item, int):
                    await self._close(item)
                    return
                if isinstance(item, _Unfinished):
                    await item.finish()
                    if item.probe is not None:
                        item.probe.sent()
                elif isinstance(item, tuple):
                    self.queued_bytes -= len(item[0])
                    await self._send_text(item[0])
                    item[1].sent()
                else:
                    self.queued_bytes -= len(item)
                    await self._send_text(item)
            except Exception:  # the peer went away: the receive loop notices and cleans up
                return
            finally:
                self.writing = False
