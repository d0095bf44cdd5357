"""``unoduo serve``: run the web game server (FastAPI + uvicorn; SQLite by default, PostgreSQL by URL).

Every option may also come from the environment (``UNODUO_`` and the option's name, e.g. ``UNODUO_DB_URL``,
``UNODUO_PORT``; a flag given on the command line wins), so that a secret never has to appear in ``ps``; the
database password may come from a file (``--db-password-file``, e.g. a container secret).
"""

from __future__ import annotations

import errno
import logging
import os
import socket
import sys
from pathlib import Path
from typing import Annotated

import typer

from unoduo.i18n import _, language_from_env, use_language


def _helps() -> dict[str, str]:
    """Option help in the environment's language (Typer reads help texts once, when the command is built)."""
    with use_language(language_from_env()):
        return {
            "doc": _("Run the web game server: play UNO Duo or classic UNO in a browser against bots or friends."),
            "host": _("address to listen on"),
            "port": _("TCP port"),
            "db": _("database URL: sqlite:///FILE or postgresql://USER:PASS@HOST/DB (default: SQLite in the user "
                    "data directory)"),
            "origin": _("an extra browser Origin allowed to open WebSockets (repeatable; '*' allows any); "
                        "http://HOST:PORT, http://localhost:PORT and http://127.0.0.1:PORT are always allowed"),
            "bot_delay": _("seconds a bot waits before moving (0 in tests)"),
            "bot_processes": _("worker processes in which bots think (default: one per core; 0: threads of the "
                               "server process)"),
            "turn_timer": _("default seconds per decision before a bot plays for an idle seat (off if unset)"),
            "public_turn_timer": _("default seconds per decision in public games (they always have a turn timer)"),
            "rate_limit": _("WebSocket messages per second per connection (burst: twice as many)"),
            "log_level": _("debug, info, warning or error"),
            "limit": _("set an abuse limit as NAME=VALUE (repeatable), e.g. create_per_minute=5 or "
                       "exempt_addresses=127.0.0.1; the names and defaults are in docs/server.md, Limits"),
            "password_file": _("a file holding the database password (its first line), put into the --db URL; "
                               "keeps the password out of the command line and the environment"),
            "drain": _("seconds to keep serving after SIGTERM while /readyz already fails, so that a proxy sends "
                       "new players elsewhere (a second signal stops at once)"),
            "log_format": _("text (one readable line per event) or json (one JSON object per line, tracebacks "
                            "included)"),
        }


_HELP = _helps()


def _fail(message: str) -> typer.Exit:
    typer.echo(_("error: {message}").format(message=message), err=True)
    return typer.Exit(2)


def database_location(url: str) -> str:
    """Where the games are kept, for people: the SQLite file's full path, or the PostgreSQL URL without its
    password."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        name = parsed.database or ":memory:"
        return name if name == ":memory:" else str(Path(name).expanduser().resolve())
    return parsed.set(drivername=parsed.get_backend_name()).render_as_string(hide_password=True)


def _hold_sqlite(url: str) -> object | None:
    """One process per SQLite database: lock the file (``flock``, freed by the kernel when this process ends,
    even by SIGKILL) or fail with a clear message if another ``unoduo serve`` holds it. Several processes
    need PostgreSQL (docs/deploy.md). The open file is returned and must stay open while serving."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        return None
    path = Path(parsed.database).expanduser().resolve()
    try:
        import fcntl
    except ImportError:  # Windows: no flock; one process is the documented rule
        return None
    from unoduo.storage.db.engines import make_private_folder

    make_private_folder(path.parent)
    # Created 0600 whatever the umask, as the store would create it (SQLite's -wal and -shm files take its mode):
    # this lock is the first to open a new database file. Held open until the process ends.
    handle = os.fdopen(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600), "ab")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise _fail(_("another unoduo serve process is using the SQLite database {path}. SQLite serves one process: "
                      "to run several processes, use PostgreSQL (--db postgresql://USER:PASS@HOST/DB; see "
                      "docs/deploy.md)").format(path=path)) from None
    return handle


def _refuse_newer_schema(url: str) -> None:
    """Fail clearly, before serving, on a database that a newer unoduo migrated (the store would refuse it at
    start-up anyway, with a traceback in uvicorn's log). Any other problem (PostgreSQL not up yet) is left to
    the start-up, as before; an older database is migrated by the store when it opens."""
    import asyncio

    from unoduo.storage.versions import database_state

    try:
        state = asyncio.run(database_state(url))
    except Exception:  # noqa: BLE001 - reported by the store's start-up, which retries nothing either
        return
    if state.newer:
        from unoduo.storage.versions import CODE_VERSION

        raise _fail(_("the database {location} is at schema version {version}, newer than this unoduo's {needed}: "
                      "it was migrated by a newer unoduo. Run that version (or restore a backup made before it "
                      "migrated); this one does not serve it").format(
            location=database_location(url), version=state.version, needed=CODE_VERSION))


def with_password(db: str | None, password_file: Path) -> str:
    """``db`` with the password read from ``password_file`` (its first line, without the line end)."""
    from sqlalchemy.engine import make_url

    if not db or "://" not in db or db.strip().startswith("sqlite"):
        raise _fail(_("--db-password-file needs a PostgreSQL --db URL (SQLite has no password)"))
    try:
        lines = password_file.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise _fail(_("cannot read the password file {path}: {reason}").format(
            path=password_file, reason=exc.strerror or exc)) from None
    if not lines or not lines[0]:
        raise _fail(_("the password file {path} is empty").format(path=password_file))
    return make_url(db.strip()).set(password=lines[0]).render_as_string(hide_password=False)


def configure_logging(level: int, log_format: str) -> None:
    """The root logger at ``level``: readable lines, or one JSON object per event (``json``)."""
    handler = logging.StreamHandler()
    if log_format == "json":
        from unoduo.web.server.logs import JsonFormatter

        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=level, handlers=[handler], force=True)


def _listen(host: str, port: int) -> socket.socket:
    """The server's listening socket, bound here so that a taken port or a bad address is reported clearly
    (and before the "serving" line) instead of in uvicorn's log after it."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    if sys.platform != "win32":  # as uvicorn does: restart at once even with old connections in TIME_WAIT
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise _fail(_("port {port} on {host} is already in use (is another server running there?); choose "
                          "another one with --port").format(port=port, host=host)) from None
        reason = exc.strerror or str(exc)
        raise _fail(_("cannot listen on {host} port {port}: {reason}").format(host=host, port=port, reason=reason)
                    ) from None
    sock.set_inheritable(True)
    return sock


def command(
    host: Annotated[str, typer.Option(help=_HELP["host"], envvar="UNODUO_HOST")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=_HELP["port"], envvar="UNODUO_PORT")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            help=_HELP["db"],
            envvar="UNODUO_DB_URL",
        ),
    ] = None,
    allowed_origin: Annotated[
        list[str] | None,
        typer.Option(
            "--allowed-origin",
            help=_HELP["origin"],
            envvar="UNODUO_ALLOWED_ORIGIN",
        ),
    ] = None,
    bot_delay: Annotated[float, typer.Option(help=_HELP["bot_delay"], envvar="UNODUO_BOT_DELAY")] = 0.7,
    bot_processes: Annotated[
        int | None, typer.Option(help=_HELP["bot_processes"], envvar="UNODUO_BOT_PROCESSES")
    ] = None,
    turn_timer: Annotated[
        float | None,
        typer.Option(help=_HELP["turn_timer"], envvar="UNODUO_TURN_TIMER"),
    ] = None,
    public_turn_timer: Annotated[
        float,
        typer.Option(help=_HELP["public_turn_timer"], envvar="UNODUO_PUBLIC_TURN_TIMER"),
    ] = 60.0,
    rate_limit: Annotated[
        float, typer.Option(help=_HELP["rate_limit"], envvar="UNODUO_RATE_LIMIT")
    ] = 20.0,
    log_level: Annotated[str, typer.Option(help=_HELP["log_level"], envvar="UNODUO_LOG_LEVEL")] = "info",
    log_format: Annotated[str, typer.Option(help=_HELP["log_format"], envvar="UNODUO_LOG_FORMAT")] = "text",
    drain_seconds: Annotated[float, typer.Option(help=_HELP["drain"], envvar="UNODUO_DRAIN_SECONDS")] = 0.0,
    limit: Annotated[list[str] | None, typer.Option("--limit", help=_HELP["limit"], envvar="UNODUO_LIMIT")] = None,
    db_password_file: Annotated[
        Path | None, typer.Option("--db-password-file", help=_HELP["password_file"], envvar="UNODUO_DB_PASSWORD_FILE")
    ] = None,
) -> None:
    from unoduo.storage import PoolSettings, normalize_db_url
    from unoduo.web.limits.settings import ServerLimits
    from unoduo.web.play.thinking import default_processes
    from unoduo.web.server.app import create_app, server_config
    from unoduo.web.server.serving import DrainingServer

    if not 1 <= port <= 65535:
        raise _fail(_("--port must be 1-65535, not {port}").format(port=port))
    if bot_processes is not None and not 0 <= bot_processes <= 64:
        raise _fail(_("--bot-processes must be 0 to 64, not {count}").format(count=bot_processes))
    if rate_limit <= 0 or bot_delay < 0 or (turn_timer is not None and turn_timer < 5):
        raise _fail(_("--rate-limit must be > 0, --bot-delay >= 0 and --turn-timer >= 5 seconds"))
    if not 0 <= drain_seconds <= 600:
        raise _fail(_("--drain-seconds must be 0 to 600, not {seconds}").format(seconds=drain_seconds))
    if not 5 <= public_turn_timer <= 3600:
        raise _fail(
            _("--public-turn-timer must be 5 to 3600 seconds, not {seconds}").format(seconds=public_turn_timer)
        )
    if db_password_file is not None:
        db = with_password(db, db_password_file)
    try:
        url = normalize_db_url(db)
        if not url.startswith("sqlite"):
            PoolSettings.from_env()  # a bad UNODUO_DB_POOL* is refused here, not at the first request
    except ValueError as exc:
        raise _fail(str(exc)) from None
    settings: dict[str, str] = {}
    for text in limit or []:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise _fail(_("--limit takes NAME=VALUE, not {text}").format(text=repr(text)))
        settings[name.strip()] = value.strip()
    try:
        limits = ServerLimits().with_settings(settings)
    except KeyError as exc:
        names = ", ".join(sorted(ServerLimits.__dataclass_fields__))
        raise _fail(_("unknown limit {name} (known: {names})").format(name=exc.args[0], names=names)) from None
    except ValueError:
        bad = ", ".join(f"{k}={v}" for k, v in settings.items())
        raise _fail(_("bad value in --limit {settings}: numbers must be positive").format(settings=bad)) from None
    level = getattr(logging, log_level.upper(), None)
    if not isinstance(level, int):
        raise _fail(_("unknown --log-level {level}").format(level=repr(log_level)))
    if log_format not in ("text", "json"):
        raise _fail(_("unknown --log-format {format} (text or json)").format(format=repr(log_format)))
    configure_logging(level, log_format)
    sqlite_lock = _hold_sqlite(url)  # noqa: F841 - kept open (locked) while the server runs
    _refuse_newer_schema(url)
    listener = _listen(host, port)  # before anything is printed: a taken port is an error, not "serving"
    app = create_app(
        url, allowed_origin or [], bot_delay, turn_timer, public_turn_timer=public_turn_timer, host=host, port=port,
        rate_limit=(rate_limit, 2 * rate_limit), tune_gc=True, limits=limits,
        bot_processes=default_processes() if bot_processes is None else bot_processes,
        # Only from the environment: a flag would show the token in `ps` (docs/deploy.md, "Metrics").
        metrics_token=os.environ.get("UNODUO_METRICS_TOKEN", "").strip() or None,
    )
    shown_host = f"[{host}]" if ":" in host else host
    address = f"http://{shown_host}:{port}/"
    typer.echo(_("unoduo: serving {address} (database: {database})").format(
        address=address, database=database_location(url)))
    typer.echo(_("Press Ctrl+C to stop the server."))
    # The event loop shares the GIL with the database driver's and the bots' threads: hand it over sooner than
    # the default 5 ms so that a thread finishing a commit or a bot move does not stall every game's messages.
    sys.setswitchinterval(0.0005)
    server = DrainingServer(server_config(
        app, host, port, log_level=log_level.lower(),
        # JSON: uvicorn's own loggers keep no handlers of their own, so they reach the root's JSON lines
        **({"log_config": None} if log_format == "json" else {}),
    ), drain_seconds=drain_seconds)
    server.run(sockets=[listener])


command.__doc__ = _HELP["doc"]
