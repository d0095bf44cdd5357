"""Who may see a friend game: its players (a seat token) and whoever holds its invite (the join code).

A friend game is private: watching it, and after it ends its record, replay and review, need one of them.
Public (lobby and matchmade) games and games against bots stay open to anyone with the id.
"""

from __future__ import annotations

import hmac

from fastapi import Request

from unoduo.i18n import _
from unoduo.storage import GameRow
from unoduo.web.errors import ApiError
from unoduo.web.play.tokens import seat_of_token

PRIVATE_GAME = "private_game"


def is_private(row: GameRow) -> bool:
    return row.opponent == "friend"


def may_see(row: GameRow, token: str | None, code: str | None) -> bool:
    """Whether someone holding ``token`` (a seat token) or ``code`` (a join code) may see the game."""
    if not is_private(row):
        return True
    if code is not None and row.join_code is not None:
        if hmac.compare_digest(code.strip().upper().encode(), row.join_code.encode()):
            return True
    return token is not None and seat_of_token(row.seats, token) is not None


def check_http(row: GameRow, request: Request) -> None:
    """Refuse (403 ``private_game``) an HTTP request for a friend game's record, replay or review that carries
    neither a seat token (header ``x-seat-token``) nor the join code (query ``code``)."""
    if not may_see(row, request.headers.get("x-seat-token"), request.query_params.get("code")):
        raise ApiError(403, PRIVATE_GAME, private_message())


def private_message() -> str:
    return _("This game is private: only its players and those with its invite link may see it.")
