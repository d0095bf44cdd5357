"""A friend gone away: once a seat's connection has been closed for the game's ``leave_notice`` seconds (the
host's choice when creating the game), the other players are told so by their page and any of them may let a
bot play that seat. The bot is the stand-in the turn timer uses (``Game.away``): it plays until the person
comes back (the hub's ``_return_control`` when the seat connects again)."""

from __future__ import annotations

import logging
import time

from unoduo.i18n import _
from unoduo.web.errors import ActError
from unoduo.web.play.bots import Autoplay
from unoduo.web.play.game import Game

log = logging.getLogger("unoduo.web")


def seat_left(game: Game, seat: int) -> None:
    """The seat's last connection closed: remember when (call with the game's lock held)."""
    game.left_at.setdefault(seat, time.monotonic())


def seat_back(game: Game, seat: int) -> None:
    game.left_at.pop(seat, None)


def gone_for(game: Game, seat: int, now: float | None = None) -> float | None:
    """Seconds since the seat's connection closed, or None while it is connected (or never left)."""
    if game.connected(seat) or seat not in game.left_at:
        return None
    return (time.monotonic() if now is None else now) - game.left_at[seat]


async def let_bot_play(autoplay: Autoplay, game: Game, by_seat: int, seat: int) -> None:
    """Seat ``by_seat`` asks that a bot play the gone seat ``seat`` (ActError when it may not); ``autoplay``:
    the hub's, which starts the bot."""
    async with game.lock:
        if game.status != "playing":
            raise ActError("not_playing", _("The game is not being played."))
        if not 0 <= seat < len(game.row.seats) or seat == by_seat or game.row.seats[seat].kind != "human":
            raise ActError("bad_seat", _("Only another player's seat can be given to a bot."))
        if seat in game.away:
            return  # a bot plays it already
        gone = gone_for(game, seat)
        if gone is None or gone < game.leave_notice:
            raise ActError("not_gone", _("That player has not been gone long enough for a bot to take the seat."))
        game.away.add(seat)
        log.info("game %s: seat %d let a bot play the gone seat %d", game.id, by_seat, seat)
        autoplay.schedule(game)
        game.broadcast_presence()
