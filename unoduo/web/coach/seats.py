"""What the coach needs to know of a game's accounts: whether the game is rated (no hints while a rated game
runs) and which account plays a seat (its per-account hint quota), read from the accounts' tables.

Both answers are kept in memory for a while: a game is marked rated when the matchmaker creates it, before
any player holds a seat token, so "rated" never changes once seen; a seat's account may be linked later (a guest
who signs up claims their seats), so that answer is read again after :data:`ACCOUNT_TTL` seconds.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError

from unoduo.storage import Store
from unoduo.storage.accounts.tables import account_seats, rated_games

RATED_KEPT = 4096  # games whose rated-ness is kept in memory
ACCOUNT_TTL = 60.0  # seconds a seat's account is kept before it is read again
UNRATED_TTL = 5.0  # seconds an unrated answer is kept (the matchmaker marks a game rated just after creating it)


class SeatFacts:
    """Cached reads of ``rated_games`` and ``account_seats`` for the coach."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.clock = clock
        self._rated: OrderedDict[str, tuple[bool, float]] = OrderedDict()  # game -> (rated, read when)
        self._accounts: OrderedDict[tuple[str, int], tuple[str | None, float]] = OrderedDict()

    async def rated(self, game_id: str) -> bool:
        """Whether ``game_id`` is a rated game (matchmaking)."""
        now = self.clock()
        known = self._rated.get(game_id)
        if known is not None and (known[0] or now - known[1] < UNRATED_TTL):
            return known[0]
        try:
            async with self.store.engine.connect() as conn:
                found = (
                    await conn.execute(select(rated_games.c.game_id).where(rated_games.c.game_id == game_id))
                ).first()
        except DBAPIError:  # no accounts' tables in this database: no game is rated
            found = None
        answer = found is not None
        _remember(self._rated, game_id, (answer, now))
        return answer

    async def account_of(self, game_id: str, seat: int) -> str | None:
        """The account id that plays ``seat`` of ``game_id``, or None (a guest or a bot)."""
        now = self.clock()
        key = (game_id, seat)
        known = self._accounts.get(key)
        if known is not None and now - known[1] < ACCOUNT_TTL:
            return known[0]
        try:
            async with self.store.engine.connect() as conn:
                account = (
                    await conn.execute(
                        select(account_seats.c.account_id).where(
                            account_seats.c.game_id == game_id, account_seats.c.seat == seat
                        )
                    )
                ).scalar()
        except DBAPIError:
            account = None
        answer = None if account is None else str(account)
        _remember(self._accounts, key, (answer, now))
        return answer


def _remember(cache: OrderedDict, key: object, value: object) -> None:  # type: ignore[type-arg]
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > RATED_KEPT:
        cache.popitem(last=False)
