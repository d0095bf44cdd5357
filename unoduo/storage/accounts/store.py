"""The account store: accounts, sessions and the seats an account played, with the ratings (:mod:`.ratings`), the
matchmaking queue (:mod:`.matchqueue`) and the puzzle ratings (:mod:`.puzzles`) as parts of one
:class:`AccountStore`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import and_, bindparam, delete, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from unoduo.storage.db.migrations import lock_schema
from unoduo.storage.db.schema import games, seats

from .matchqueue import MatchQueue
from .puzzles import PUZZLE_TABLES, PuzzleStore
from .ratings import RatingStore
from .startup import fill_name_skeletons, kept_setting
from .tables import (
    AccountRow,
    NameTaken,
    account_from_row,
    account_seats,
    accounts,
    match_queue,
    rated_games,
    rating_history,
    ratings,
    sessions,
)

SESSION_SECRET_SETTING = "session_secret"


class AccountStore(RatingStore, MatchQueue, PuzzleStore):
    """Accounts and ratings on top of the game :class:`~unoduo.storage.Store` (its engine and its writer)."""

    name_skeleton: Callable[[str], str] | None = None

    async def open(self, name_skeleton: Callable[[str], str] | None = None, skeleton_version: str = "",
                   make_secret: Callable[[], str] | None = None) -> str | None:
        """Settle what every process must agree on (the game store must be open: it made the tables). On
        PostgreSQL under the schema lock, so that processes starting at once agree.

        ``name_skeleton`` gives an account name's look (stored in ``accounts.name_skeleton``, unique; without
        it, the name key), filled for the accounts that lack it (see :mod:`.startup`). With ``make_secret``,
        returns the session secret: made once by the first process, then read by every process and restart."""
        self.name_skeleton = name_skeleton
        secret: str | None = None

        def settle(conn: Connection) -> None:
            nonlocal secret
            fill_name_skeletons(conn, self._skeleton, skeleton_version)
            if make_secret is not None:
                secret = kept_setting(conn, SESSION_SECRET_SETTING, make_secret)

        async with self.store.engine.begin() as conn:
            if not self.store.is_sqlite:
                await lock_schema(conn)
            await conn.run_sync(settle)
        await self.queue_forget_plain_tokens()
        return secret

    def _skeleton(self, name: str, name_key: str) -> str:
        found = self.name_skeleton(name) if self.name_skeleton is not None else name_key
        return found[:200]

    async def account_by_skeleton(self, skeleton: str) -> AccountRow | None:
        """The account whose name looks like a name of this skeleton (``name_skeleton``), or None."""
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(accounts).where(accounts.c.name_skeleton == skeleton[:200]))
                   ).mappings().first()
        return None if row is None else account_from_row(row)

    # ------------------------------------------------------------------ accounts

    async def create_account(self, account: AccountRow, at: str) -> None:
        """Store a new account; :class:`NameTaken` if its name key or its look (skeleton) exists."""

        def work(conn: Connection) -> None:
            conn.execute(
                insert(accounts).values(
                    id=account.id, name=account.name, name_key=account.name_key,
                    name_skeleton=self._skeleton(account.name, account.name_key),
                    password_hash=account.password_hash, created=at, password_changed=at,
                )
            )

        try:
            await self._write(work)
        except IntegrityError:
            raise NameTaken(account.name_key) from None

    async def account_by_key(self, name_key: str) -> AccountRow | None:
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(select(accounts).where(accounts.c.name_key == name_key))).mappings().first()
        return None if row is None else account_from_row(row)

    async def set_password(self, account_id: str, password_hash: str, at: str, keep_session: str | None) -> None:
        """A new password hash; every session of the account ends except ``keep_session`` (a token hash)."""

        def work(conn: Connection) -> None:
            conn.execute(
                update(accounts).where(accounts.c.id == account_id)
                .values(password_hash=password_hash, password_changed=at)
            )
            ended = delete(sessions).where(sessions.c.account_id == account_id)
            if keep_session is not None:
                ended = ended.where(sessions.c.token_hash != keep_session)
            conn.execute(ended)

        await self._write(work)

    async def delete_account(self, account: AccountRow, shown_instead: Callable[[int], str]) -> list[tuple[str, int]]:
        """Delete the account and its personal data: sessions, ratings, rating history, its links to seats and
        its queue entry, its puzzle rating and answers (the login failures counted against its name:
        ``LoginLimits.forget_name``). The games stay (the other players' records), each of the account's seats
        renamed ``shown_instead(seat)``. Returns the renamed seats (game id, seat)."""
        renamed: list[tuple[str, int]] = []

        def work(conn: Connection) -> None:
            linked = conn.execute(
                select(account_seats.c.game_id, account_seats.c.seat).where(account_seats.c.account_id == account.id)
            ).all()
            for game_id, seat in linked:
                conn.execute(
                    update(seats).where(and_(seats.c.game_id == game_id, seats.c.seat == seat))
                    .values(name=shown_instead(seat))
                )
            renamed.extend((game_id, seat) for game_id, seat in linked)
            for table in (account_seats, rating_history, ratings, sessions, match_queue, *PUZZLE_TABLES):
                conn.execute(delete(table).where(table.c.account_id == account.id))
            conn.execute(delete(accounts).where(accounts.c.id == account.id))

        await self._write(work)
        return renamed

    # ------------------------------------------------------------------ sessions

    async def create_session(self, token_hash: str, account_id: str, at: str, expires: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(insert(sessions).values(token_hash=token_hash, account_id=account_id, created=at,
                                                 expires=expires))

        await self._write(work)

    async def session_account(self, token_hash: str, now: str) -> AccountRow | None:
        """The account of an unexpired session, or None."""
        query = (
            select(accounts)
            .join(sessions, sessions.c.account_id == accounts.c.id)
            .where(sessions.c.token_hash == token_hash, sessions.c.expires > now)
        )
        async with self.store.engine.connect() as conn:
            row = (await conn.execute(query)).mappings().first()
        return None if row is None else account_from_row(row)

    async def end_session(self, token_hash: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(delete(sessions).where(sessions.c.token_hash == token_hash))

        await self._write(work)

    async def end_expired_sessions(self, now: str) -> None:
        def work(conn: Connection) -> None:
            conn.execute(delete(sessions).where(sessions.c.expires <= now))

        await self._write(work)

    # ------------------------------------------------------------------ seats

    async def link_seats(self, account_id: str, game_seats: Sequence[tuple[str, int]]) -> None:
        """These seats were played by this account (seats already linked to an account are left alone)."""

        def work(conn: Connection) -> None:
            _link_free_seats(conn, account_id, game_seats)

        await self._write(work)

    async def claim_seats(self, account_id: str, token_hashes: Sequence[str]) -> int:
        """A guest's games move to the account: every human seat held by one of these seat-token hashes and not
        yet linked to an account is linked to this one. Returns how many seats moved."""
        if not token_hashes:
            return 0
        async with self.store.engine.connect() as conn:
            held = (
                await conn.execute(
                    select(seats.c.game_id, seats.c.seat)
                    .where(seats.c.token_hash.in_(bindparam("h", expanding=True)), seats.c.kind == "human"),
                    {"h": list(token_hashes)},
                )
            ).all()
        if not held:
            return 0
        moved: list[int] = []

        def work(conn: Connection) -> None:
            moved.append(_link_free_seats(conn, account_id, [(game_id, seat) for game_id, seat in held]))

        await self._write(work)
        return moved[0]

    async def recent_games(
        self, account_id: str, limit: int = 20, viewer_id: str | None = None
    ) -> list[tuple[dict[str, Any], int, bool]]:
        """The account's latest games that ``viewer_id`` (an account, or None for a guest) may see, newest first:
        the game's row and seats as a dict, its seat, rated? Anyone sees the finished public or rated games;
        the other games (running ones, friend games, games against bots) only an account seated in them."""
        shown = (games.c.status == "over") & ((games.c.opponent == "public") | rated_games.c.game_id.is_not(None))
        if viewer_id is not None:
            seated = select(account_seats.c.game_id).where(account_seats.c.account_id == viewer_id)
            shown = shown | games.c.id.in_(seated)
        async with self.store.engine.connect() as conn:
            linked = (
                await conn.execute(
                    select(games, account_seats.c.seat, rated_games.c.game_id.is_not(None).label("rated"))
                    .join(account_seats, account_seats.c.game_id == games.c.id)
                    .outerjoin(rated_games, rated_games.c.game_id == games.c.id)
                    .where(and_(account_seats.c.account_id == account_id, shown))
                    .order_by(games.c.updated.desc())
                    .limit(limit)
                )
            ).mappings().all()
            ids = [row["id"] for row in linked]
            seat_rows = (
                await conn.execute(
                    select(seats.c.game_id, seats.c.seat, seats.c.kind, seats.c.name, seats.c.difficulty)
                    .where(seats.c.game_id.in_(bindparam("ids", expanding=True)))
                    .order_by(seats.c.seat),
                    {"ids": ids},
                )
            ).mappings().all() if ids else []
        by_game: dict[str, list[dict[str, Any]]] = {}
        for s in seat_rows:
            by_game.setdefault(s["game_id"], []).append(
                {"seat": s["seat"], "kind": s["kind"], "name": s["name"], "difficulty": s["difficulty"]}
            )
        out = []
        for row in linked:
            game = {
                "game": row["id"], "ruleset": row["ruleset"], "status": row["status"], "updated": row["updated"],
                "scores": json.loads(row["scores"]), "winner": row["winner"], "broken": row["broken"] is not None,
                "seats": by_game.get(row["id"], []),
            }
            out.append((game, int(row["seat"]), bool(row["rated"])))
        return out


def _link_free_seats(conn: Connection, account_id: str, game_seats: Sequence[tuple[str, int]]) -> int:
    """Link each of these seats to the account unless an account already holds it; how many were linked."""
    count = 0
    for game_id, seat in game_seats:
        taken = conn.execute(
            select(account_seats.c.account_id).where(
                and_(account_seats.c.game_id == game_id, account_seats.c.seat == seat)
            )
        ).first()
        if taken is None:
            conn.execute(insert(account_seats).values(game_id=game_id, seat=seat, account_id=account_id))
            count += 1
    return count
