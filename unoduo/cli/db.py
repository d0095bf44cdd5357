"""``unoduo db migrate`` and ``unoduo db check``: the database's schema version (docs/deploy.md, "Schema versions").

``migrate`` brings the database to this unoduo's schema version and says what it did (nothing, when it is
current); ``check`` changes nothing and exits 0 when the database is current, 1 when it needs ``migrate``, 3 when
it is newer than this unoduo, 2 on a bad URL or an unreachable database. The database comes as ``serve``'s does:
``--db-url`` or ``UNODUO_DB_URL``, the password from ``--db-password-file`` or ``UNODUO_DB_PASSWORD_FILE``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from unoduo.i18n import _, language_from_env, use_language

from .serve import database_location, with_password

T = TypeVar("T")

NEEDS_MIGRATE, TOO_NEW, BAD_DATABASE = 1, 3, 2


def _helps() -> dict[str, str]:
    with use_language(language_from_env()):
        return {
            "db": _("The database's schema version: migrate it to this unoduo's, or check it."),
            "migrate": _(
                "Bring the database's schema to this unoduo's version (only what is missing; safe to run "
                "again) and say what was done."
            ),
            "check": _(
                "Say whether the database's schema is at this unoduo's version (exit 0), needs "
                "'unoduo db migrate' (exit 1) or is newer than this unoduo (exit 3); changes nothing."
            ),
            "url": _(
                "database URL: sqlite:///FILE or postgresql://USER@HOST/DB (default: SQLite in the user data "
                "directory, as unoduo serve)"
            ),
            "password_file": _("a file holding the database password (its first line), put into the URL"),
        }


_HELP = _helps()

app = typer.Typer(add_completion=False, no_args_is_help=True, help=_HELP["db"])

UrlOption = Annotated[str | None, typer.Option("--db-url", "--db", help=_HELP["url"], envvar="UNODUO_DB_URL")]
PasswordOption = Annotated[
    Path | None, typer.Option("--db-password-file", help=_HELP["password_file"], envvar="UNODUO_DB_PASSWORD_FILE")
]


def _fail(message: str, code: int = BAD_DATABASE) -> typer.Exit:
    typer.echo(_("error: {message}").format(message=message), err=True)
    return typer.Exit(code)


def _url(db_url: str | None, password_file: Path | None) -> str:
    from unoduo.storage import normalize_db_url

    if password_file is not None:
        db_url = with_password(db_url, password_file)
    try:
        return normalize_db_url(db_url)
    except ValueError as exc:
        raise _fail(str(exc)) from None


def _reason(exc: BaseException) -> str:
    """An error of the driver or the network, in one line (SQLAlchemy's wrapper shows its driver's error)."""
    inner = getattr(exc, "orig", None) or exc
    text = str(inner).strip().splitlines()
    return text[0] if text else type(inner).__name__


def _run(url: str, work: Callable[[str], Coroutine[Any, Any, T]]) -> T:
    """``work(url)``, with an unreachable or unreadable database reported clearly."""
    from unoduo.storage.versions import SchemaTooNew

    try:
        return asyncio.run(work(url))
    except SchemaTooNew:
        raise
    except Exception as exc:  # noqa: BLE001 - the drivers' errors (and the network's) share no other base
        raise _fail(
            _("cannot use the database {location}: {reason}").format(
                location=database_location(url), reason=_reason(exc)
            )
        ) from None


def _migrate_command(url: str, password_file: Path | None) -> str:
    """The command that migrates this database, for people (the password never shown)."""
    command = f"unoduo db migrate --db-url {database_location(url)}"
    return command + (f" --db-password-file {password_file}" if password_file is not None else "")


def _newer(location: str, version: int) -> str:
    """What a database newer than the code is told (check and migrate alike)."""
    from unoduo.storage.versions import CODE_VERSION

    return _(
        "database {location} is at schema version {version}, newer than this unoduo's {needed}: run the newer "
        "unoduo (this one refuses to serve it), or restore a backup made before it migrated."
    ).format(location=location, version=version, needed=CODE_VERSION)


@app.command("migrate", help=_HELP["migrate"])
def migrate_command(db_url: UrlOption = None, db_password_file: PasswordOption = None) -> None:
    from unoduo.storage.versions import SchemaTooNew, migrate_database

    url = _url(db_url, db_password_file)
    location = database_location(url)
    try:
        report = _run(url, migrate_database)
    except SchemaTooNew as exc:
        typer.echo(_newer(location, exc.version), err=True)
        raise typer.Exit(TOO_NEW) from None
    before = report.before
    if not report.applied:
        typer.echo(
            _("database {location}: already at schema version {version}; nothing to do.").format(
                location=location, version=report.after
            )
        )
        return
    if report.new_database:
        typer.echo(
            _("database {location}: new database, schema version {version} created.").format(
                location=location, version=report.after
            )
        )
        return
    if before.recorded:
        typer.echo(
            _("database {location}: migrated from schema version {old} to {new}.").format(
                location=location, old=before.version, new=report.after
            )
        )
    else:
        typer.echo(
            _(
                "database {location}: had no schema version (its tables matched version {old}); migrated to "
                "version {new}."
            ).format(location=location, old=before.version, new=report.after)
        )
    for version, summary, done in report.applied:
        if done:
            typer.echo(
                _("  version {version} ({summary}): added {what}").format(
                    version=version, summary=summary, what=", ".join(done)
                )
            )
        else:
            typer.echo(_("  version {version} ({summary}): already there").format(version=version, summary=summary))


@app.command("check", help=_HELP["check"])
def check_command(db_url: UrlOption = None, db_password_file: PasswordOption = None) -> None:
    from unoduo.storage.versions import CODE_VERSION, database_state

    url = _url(db_url, db_password_file)
    location = database_location(url)
    state: Any = _run(url, database_state)
    fields = {
        "location": location,
        "version": state.version,
        "needed": CODE_VERSION,
        "command": _migrate_command(url, db_password_file),
    }
    if state.current:
        typer.echo(_("database {location}: schema version {version}, the one this unoduo needs.").format(**fields))
        return
    if state.newer:
        typer.echo(_newer(location, state.version), err=True)
        raise typer.Exit(TOO_NEW)
    if state.empty:
        message = _("database {location} is empty; this unoduo needs schema version {needed}. Run: {command}")
    elif state.recorded:
        message = _(
            "database {location} is at schema version {version}; this unoduo needs version {needed}. Run: {command}"
        )
    else:
        message = _(
            "database {location} has no schema version (made by an older unoduo; its tables match version "
            "{version}); this unoduo needs version {needed}. Run: {command}"
        )
    typer.echo(message.format(**fields), err=True)
    raise typer.Exit(NEEDS_MIGRATE)
