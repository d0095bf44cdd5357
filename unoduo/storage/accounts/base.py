"""What every part of the account store stands on: the game store, whose engine reads and whose writer writes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy.engine import Connection


class OnGameStore:
    """A part of :class:`~unoduo.storage.accounts.AccountStore`: it reads through the game
    :class:`~unoduo.storage.Store`'s engine and writes through its writer (:meth:`Store.run_write`)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    async def _write(self, work: Callable[[Connection], None]) -> None:
        await self.store.run_write(work)
