"""The schema's versions: :data:`MIGRATIONS`, the ordered list of migrations, each a small function that brings
a database from the version before it to its own.

Version 1 is the first schema unoduo shipped (the game tables); each later version is one that a state of the
main branch shipped, reconstructed from the project's history (tests/storage/test_versions.py builds each one
and migrates it). A migration only adds: tables, columns, indexes. It is written against :class:`Ddl`, which
does only what is missing (a table, column or index already there is left alone), so that a database made before
versions were kept (no ``schema_version`` table) is completed by running every step, and so that the same step
tells whether a database already has what it adds (:meth:`Migration.present`, how such a database's version is
inferred).

Tables are created from today's definitions (:mod:`unoduo.storage.db.schema`, :mod:`unoduo.storage.accounts.tables`,
:mod:`unoduo.storage.accounts.puzzles`, :mod:`unoduo.storage.limits`, :mod:`unoduo.storage.reviews`): a table a
later version changes is created whole, and the later step then finds nothing to add.

To add a version: write ``def vN_what(ddl: Ddl) -> None`` calling ``ddl.table``, ``ddl.column``, ``ddl.index``
or ``ddl.postgres`` (and, for a change that is not one of those, ``ddl.run``), append ``Migration(N, "what",
vN_what)`` to :data:`MIGRATIONS`, and record the version's schema in the tests (docs/deploy.md, "Schema
versions").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Index, Table, inspect
from sqlalchemy.engine import Connection

from ..accounts.puzzles import puzzle_answers, puzzle_ratings
from ..accounts.tables import (
    account_seats,
    accounts,
    accounts_skeleton,
    match_queue,
    rated_games,
    rating_history,
    ratings,
    server_settings,
    sessions,
)
from ..db.cluster import CLUSTER_TABLES
from ..db.schema import actions, games, seats
from ..limits import limit_buckets, limit_events
from ..reviews import reviews_table


class Ddl:
    """What a migration asks of a database, on one connection in one transaction: done when ``apply`` (each
    thing only if it is missing; :attr:`done` says what was done), else only looked at (:attr:`missing` says
    what is not there)."""

    def __init__(self, conn: Connection, apply: bool) -> None:
        self.conn = conn
        self.apply = apply
        self.is_sqlite = conn.dialect.name == "sqlite"
        self.done: list[str] = []
        self.missing: list[str] = []

    def _needs(self, what: str, there: bool) -> bool:
        """Whether ``what`` is to be made now (missing, and applying); notes it as missing when only looking."""
        if there:
            return False
        if not self.apply:
            self.missing.append(what)
            return False
        self.done.append(what)
        return True

    def table(self, table: Table) -> None:
        """Create ``table`` (with its indexes) if the database lacks it."""
        if self._needs(f"table {table.name}", inspect(self.conn).has_table(table.name)):
            table.create(self.conn)

    def column(self, table: str, name: str, sql_type: str) -> None:
        """Add column ``name`` (``sql_type``: its SQL type and constraints) to ``table`` if it lacks it."""
        present = {column["name"] for column in inspect(self.conn).get_columns(table)}
        if self._needs(f"column {table}.{name}", name in present):
            self.conn.exec_driver_sql(f"ALTER TABLE {table} ADD COLUMN {name} {sql_type}")

    def index(self, index: Index) -> None:
        """Create ``index`` if its table lacks it (an index on a table that existed before is not made by
        creating the table)."""
        table = index.table
        assert isinstance(table, Table)
        present = {found["name"] for found in inspect(self.conn).get_indexes(table.name)}
        if self._needs(f"index {index.name}", index.name in present):
            index.create(self.conn)

    def postgres(self, table: str, statements: tuple[str, ...]) -> None:
        """PostgreSQL only: run ``statements`` (``CREATE ... IF NOT EXISTS``) if table ``table`` is missing."""
        if not self.is_sqlite and self._needs(f"table {table}", inspect(self.conn).has_table(table)):
            for statement in statements:
                self.conn.exec_driver_sql(statement)

    def run(self, what: str, there: Callable[[Connection], bool], change: Callable[[Connection], None]) -> None:
        """Any other change: ``change(conn)`` unless ``there(conn)`` says the database has it already."""
        if self._needs(what, there(self.conn)):
            change(self.conn)


@dataclass(frozen=True)
class Migration:
    """One version of the schema: its number, what it adds (for people) and the step that adds it."""

    version: int
    summary: str
    step: Callable[[Ddl], None]

    def apply(self, conn: Connection) -> list[str]:
        """Add what this version adds and the database lacks; what was done (empty: it was all there)."""
        ddl = Ddl(conn, apply=True)
        self.step(ddl)
        return ddl.done

    def present(self, conn: Connection) -> bool:
        """Whether the database already has everything this version adds."""
        ddl = Ddl(conn, apply=False)
        self.step(ddl)
        return not ddl.missing


def v1_games(ddl: Ddl) -> None:
    ddl.table(games)
    ddl.table(seats)
    ddl.table(actions)


def v2_broken_games_and_lobby(ddl: Ddl) -> None:
    ddl.column("games", "broken", "TEXT")
    ddl.column("games", "chosen_setup", "BOOLEAN NOT NULL DEFAULT FALSE")
    ddl.index(next(index for index in games.indexes if index.name == "games_lobby"))


def v3_reviews(ddl: Ddl) -> None:
    ddl.table(reviews_table)


def v4_accounts(ddl: Ddl) -> None:
    # This version also had ``login_failures``, which version 8 replaced by ``limit_events``: it is not made
    # any more, and a database that has it keeps it (unused).
    for table in (accounts, sessions, account_seats, ratings, rating_history, rated_games):
        ddl.table(table)


def v5_cluster(ddl: Ddl) -> None:
    ddl.postgres("server_processes", CLUSTER_TABLES[:1])
    ddl.postgres("game_drivers", CLUSTER_TABLES[1:])


def v6_match_queue(ddl: Ddl) -> None:
    ddl.table(match_queue)


def v7_name_skeletons(ddl: Ddl) -> None:
    ddl.column("accounts", "name_skeleton", "VARCHAR(255)")
    ddl.index(accounts_skeleton)
    ddl.table(server_settings)


def v8_limit_events(ddl: Ddl) -> None:
    ddl.table(limit_events)


def v9_queue_address(ddl: Ddl) -> None:
    ddl.column("match_queue", "address", "VARCHAR(64)")


def v10_limit_buckets(ddl: Ddl) -> None:
    ddl.table(limit_buckets)


def v11_puzzles(ddl: Ddl) -> None:
    ddl.table(puzzle_ratings)
    ddl.table(puzzle_answers)


#: Every version of the schema, oldest first; the last is the one this code needs. Append only.
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "games, seats and actions", v1_games),
    Migration(2, "games.broken, games.chosen_setup and the lobby index", v2_broken_games_and_lobby),
    Migration(3, "reviews", v3_reviews),
    Migration(4, "accounts, sessions, account seats, ratings, rating history, rated games", v4_accounts),
    Migration(5, "server_processes and game_drivers (PostgreSQL only)", v5_cluster),
    Migration(6, "match_queue", v6_match_queue),
    Migration(7, "accounts.name_skeleton (unique) and server_settings", v7_name_skeletons),
    Migration(8, "limit_events", v8_limit_events),
    Migration(9, "match_queue.address", v9_queue_address),
    Migration(10, "limit_buckets", v10_limit_buckets),
    Migration(11, "puzzle_ratings and puzzle_answers", v11_puzzles),
)

#: The version this code needs (and makes).
CODE_VERSION = MIGRATIONS[-1].version
