"""``unoduo serve``: run the web game server (FastAPI + uvicorn; SQLite by default, PostgreSQL by URL)."""

from __future__ import annotations

import logging
import sys
from typing import Annotated

import typer


def command(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            help="database URL: sqlite:///FILE or postgresql://USER:PASS@HOST/DB "
            "(default: SQLite in the user data directory)",
        ),
    ] = None,
    allowed_origin: Annotated[
        list[str] | None,
        typer.Option(
            "--allowed-origin",
            help="an extra browser Origin allowed to open WebSockets (repeatable; '*' allows any). "
            "http://HOST:PORT, http://localhost:PORT and http://127.0.0.1:PORT are always allowed",
        ),
    ] = None,
    bot_delay: Annotated[float, typer.Option(help="seconds a bot waits before moving (0 in tests)")] = 0.7,
    turn_timer: Annotated[
        float | None,
        typer.Option(help="default seconds per decision before a bot plays for an idle seat (off if unset)"),
    ] = None,
    rate_limit: Annotated[
        float, typer.Option(help="WebSocket messages per second per connection (burst: twice as many)")
    ] = 20.0,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error")] = "info",
) -> None:
    """Run the web game server: play UNO Duo or classic UNO in a browser against bots or friends."""
    import uvicorn

    from unoduo.storage import normalize_db_url
    from unoduo.web.app import create_app, server_config

    if not 1 <= port <= 65535:
        typer.echo(f"error: --port must be 1-65535, not {port}", err=True)
        raise typer.Exit(2)
    if rate_limit <= 0 or bot_delay < 0 or (turn_timer is not None and turn_timer < 5):
        typer.echo("error: --rate-limit must be > 0, --bot-delay >= 0 and --turn-timer >= 5 seconds", err=True)
        raise typer.Exit(2)
    try:
        url = normalize_db_url(db)
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    level = getattr(logging, log_level.upper(), None)
    if not isinstance(level, int):
        typer.echo(f"error: unknown --log-level {log_level!r}", err=True)
        raise typer.Exit(2)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(
        url, allowed_origin or [], bot_delay, turn_timer, host=host, port=port,
        rate_limit=(rate_limit, 2 * rate_limit), tune_gc=True,
    )
    typer.echo(f"unoduo: serving http://{host}:{port}/ (database: {url.split('://', 1)[0]})")
    # The event loop shares the GIL with the database driver's and the bots' threads: hand it over sooner than
    # the default 5 ms so that a thread finishing a commit or a bot move does not stall every game's messages.
    sys.setswitchinterval(0.0005)
    server = uvicorn.Server(server_config(app, host, port, log_level=log_level.lower()))
    server.run()
