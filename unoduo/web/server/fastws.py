"""uvicorn's WebSocket protocol (websockets-sansio) with a direct way out for text messages.

Every ``state`` the server sends went through starlette's ``WebSocket.send_text``, each middleware's ``send``
wrapper, uvicorn's ``send`` coroutine (an ASGI message dict) and the ``websockets`` library's frame writer
before reaching ``transport.write``: about 4% of a server's CPU under load besides the system call itself
(py-spy and bench/cluster_load.py, docs/server.md "Measured (several processes)"). :class:`DirectSendProtocol`
offers the endpoint, in the ASGI scope's extensions, a plain function that frames a text message and writes
it to the transport at once: the same bytes, unmasked as a server's frames are (RFC 6455, 5.1-5.2).

It writes only while nothing else could be on the wire in between: the handshake is done, no close was sent
or received, no extension (permessage-deflate) was negotiated, and the transport is not paused for a slow
reader. Otherwise it returns False and the caller sends the usual way, which waits or fails as before.
Receiving, pings, closing and every limit stay uvicorn's and the ``websockets`` library's.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

#: The ASGI scope's ``extensions`` key under which the endpoint finds :meth:`DirectSendProtocol.send_text_now`.
DIRECT_SEND = "unoduo.direct_send"

_FIN_TEXT = 0x81  # FIN set, opcode 1 (text)


def text_frame_header(length: int) -> bytes:
    """The header of an unmasked, unfragmented text frame of ``length`` payload bytes."""
    if length < 126:
        return bytes((_FIN_TEXT, length))
    if length < 1 << 16:
        return struct.pack("!BBH", _FIN_TEXT, 126, length)
    return struct.pack("!BBQ", _FIN_TEXT, 127, length)


class DirectSendProtocol(WebSocketsSansIOProtocol):
    """websockets-sansio, plus :meth:`send_text_now` in ``scope["extensions"][DIRECT_SEND]``."""

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope: Any = getattr(self, "scope", None)  # set only when the handshake is accepted
        if scope is not None:
            scope["extensions"][DIRECT_SEND] = self.send_text_now

    def send_text_now(self, text: str) -> bool:
        """Write ``text`` as one text frame now; False if this cannot be done here (send it the usual way)."""
        if (
            not self.handshake_complete
            or self.close_sent
            or self.disconnected
            or self.initial_response is not None
            or self.conn.state is not State.OPEN
            or self.conn.extensions
            or not self.writable.is_set()
            or self.transport.is_closing()
        ):
            return False
        data = text.encode()
        self.transport.write(text_frame_header(len(data)) + data)
        return True


def direct_sender(scope: Any) -> Callable[[str], bool] | None:
    """The connection's :meth:`DirectSendProtocol.send_text_now`, if uvicorn runs that protocol."""
    extensions = scope.get("extensions") or {}
    sender = extensions.get(DIRECT_SEND)
    return sender if callable(sender) else None
