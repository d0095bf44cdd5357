"""Schema versions: the version a database is at is kept in it (table ``schema_version``), and the ordered list
of migrations brings any earlier database to the code's version.

- :mod:`.steps`: :data:`MIGRATIONS`, one small function per version (only additions: tables, columns, indexes),
  and :data:`CODE_VERSION`, the version this code needs.
- :mod:`.runner`: the ``schema_version`` table, a database's state (:func:`database_state`), migrating it
  (:func:`migrate_database`; :func:`upgrade` within a transaction) under a lock, one migrator at a time.

Used by :meth:`unoduo.storage.Store.open` (every server start migrates, as it always created the tables) and by
``unoduo db migrate`` / ``unoduo db check`` (:mod:`unoduo.cli.db`). docs/deploy.md, "Schema versions", says
which versions may run side by side.
"""

from .runner import MigrationReport, SchemaState, SchemaTooNew, database_state, log_report, migrate_database
from .steps import CODE_VERSION, MIGRATIONS, Migration

__all__ = [
    "CODE_VERSION",
    "MIGRATIONS",
    "Migration",
    "MigrationReport",
    "SchemaState",
    "SchemaTooNew",
    "database_state",
    "log_report",
    "migrate_database",
]
