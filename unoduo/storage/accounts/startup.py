"""What the account store settles when it opens, in one transaction (on PostgreSQL under the schema lock, so that
processes starting at once agree): every account's name skeleton (``accounts.name_skeleton``, the column added
by schema version 7) when it is missing or was computed by another version, and the server's settings kept for
every process and restart (the session secret).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Connection

from .tables import accounts, server_settings

log = logging.getLogger("unoduo.storage")

SKELETON_VERSION_SETTING = "name_skeleton_version"
# Appended (with the account id) to the skeleton of an account that already looked like an older one: it keeps
# a unique value; a new name with that look is refused because the older account holds the bare skeleton.
# U+2063 is a format character, which no normalised name and so no skeleton contains.
_DUPLICATE_MARK = "\u2063"


def setting(conn: Connection, name: str) -> str | None:
    found = conn.execute(select(server_settings.c.value).where(server_settings.c.name == name)).scalar()
    return None if found is None else str(found)


def set_setting(conn: Connection, name: str, value: str) -> None:
    if setting(conn, name) is None:
        conn.execute(insert(server_settings).values(name=name, value=value))
    else:
        conn.execute(update(server_settings).where(server_settings.c.name == name).values(value=value))


def kept_setting(conn: Connection, name: str, make: Callable[[], str]) -> str:
    """The stored value of ``name``; the first time, ``make()`` stored."""
    found = setting(conn, name)
    if found is None:
        found = make()
        conn.execute(insert(server_settings).values(name=name, value=found))
    return found


def fill_name_skeletons(conn: Connection, skeleton_of: Callable[[str, str], str], version: str) -> None:
    """Give every account its name's skeleton (``skeleton_of(name, name_key)``): filled where missing (an older
    database's accounts), computed again when ``version`` (the skeleton's data) differs from the one they were
    computed with. Accounts that already look alike keep their names; the oldest holds the skeleton, so
    no new name may take that look."""
    if setting(conn, SKELETON_VERSION_SETTING) != version:
        conn.execute(update(accounts).values(name_skeleton=None))
    missing = conn.execute(
        select(accounts.c.id, accounts.c.name, accounts.c.name_key).where(accounts.c.name_skeleton.is_(None))
        .order_by(accounts.c.created, accounts.c.id)
    ).all()
    if missing:
        taken = set(conn.execute(select(accounts.c.name_skeleton).where(accounts.c.name_skeleton.is_not(None)))
                    .scalars())
        alike = 0
        for account_id, name, name_key in missing:
            value = skeleton_of(name, name_key)
            if value in taken:
                value, alike = f"{value}{_DUPLICATE_MARK}{account_id}", alike + 1
            taken.add(value)
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(name_skeleton=value))
        log.info("database: name skeletons of %d accounts (%d look like an older one)", len(missing), alike)
    set_setting(conn, SKELETON_VERSION_SETTING, version)
