"""The FastAPI application: JSON API, the WebSocket, the static single-page app (docs/protocol.md).

The routes live in :mod:`unoduo.web.api`, one router per concern; ``create_app`` builds the server's parts,
puts them on ``app.state``, and includes the routers in matching order.

``create_app(...)`` builds an app for uvicorn; ``server_config(...)`` gives the uvicorn settings the protocol
relies on (WebSocket frame limit, no token-bearing logs), for ``unoduo serve`` and the tests alike.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import time
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any

import uvicorn
from argon2 import PasswordHasher
from fastapi import FastAPI

from unoduo.storage import Store
from unoduo.storage.accounts import AccountStore
from unoduo.web.accounts.service import Accounts
from unoduo.web.accounts.sessions import CsrfGuard
from unoduo.web.api import accounts as accounts_api
from unoduo.web.api import coach, games, health, learn, meta, pages, puzzles
from unoduo.web.cluster.sync import ClusterSync
from unoduo.web.coach.service import Coach
from unoduo.web.limits.http_guard import HeaderCountLimit, uvicorn_options
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.play.hub import PUBLIC_TURN_TIMER, GameHub
from unoduo.web.play.thinking import BotWorkers
from unoduo.web.protocol import RATE_BURST, RATE_PER_SECOND
from unoduo.web.server import error_handlers
from unoduo.web.server.assets import StaticAssets
from unoduo.web.server.metrics import ServerMetrics
from unoduo.web.server.security import OriginPolicy, ServerMiddleware, default_origins
from unoduo.web.server.ws import websocket_endpoint
from unoduo.web.stats import LatencyStats, enabled_by_env

log = logging.getLogger("unoduo.web")

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"  # unoduo/web/static



def create_app(
    db_url: str | None = None,
    allowed_origins: Iterable[str] = (),
    bot_delay: float = 0.7,
    turn_timer: float | None = None,
    *,
    public_turn_timer: float = PUBLIC_TURN_TIMER,
    host: str = "127.0.0.1",
    port: int = 8000,
    static_dir: Path | None = None,
    bot_threads: int = 2,
    bot_processes: int = 0,
    rate_limit: tuple[float, float] = (RATE_PER_SECOND, RATE_BURST),
    tune_gc: bool = False,
    debug_stats: bool | None = None,
    limits: ServerLimits | None = None,
    password_hasher: PasswordHasher | None = None,
    metrics_token: str | None = None,
) -> FastAPI:
    """The server application. ``allowed_origins`` extends the defaults (``http://HOST:PORT`` and localhost).

    ``turn_timer`` is the default turn timer of games vs bots and friends (None: off); ``public_turn_timer``
    that of public games (which always have one).

    ``rate_limit`` is each WebSocket's (messages per second, burst); bots think in ``bot_processes`` worker
    processes (``unoduo serve`` uses one per core), or in ``bot_threads`` threads of this process when it is 0;
    ``tune_gc`` (for a server process, not a test process) keeps Python's full collections from pausing every
    game (see :func:`gc_tuner`). ``debug_stats`` (default: the ``UNODUO_DEBUG_STATS`` environment variable)
    times every action server-side and serves ``GET /api/debug/stats`` (see :mod:`unoduo.web.stats`).
    ``limits`` are the abuse limits (docs/server.md "Limits"; defaults: ``ServerLimits()``); ``server_config``
    applies their HTTP part to uvicorn. ``password_hasher`` hashes account passwords (default: Argon2id with
    argon2-cffi's defaults; tests pass cheaper Argon2id parameters).
    ``metrics_token``: the bearer token of ``GET /metrics``
    (none: the metrics are off).
    """
    limits = limits or ServerLimits()
    static = static_dir or STATIC_DIR
    origins = OriginPolicy([*default_origins(host, port), *allowed_origins])
    store = Store(db_url)
    accounts = Accounts(AccountStore(store), limits, password_hasher)
    stats = LatencyStats() if (enabled_by_env() if debug_stats is None else debug_stats) else None

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        executor = BotWorkers(bot_processes, threads=bot_threads)  # processes start at the first bot move
        await store.open()
        hub = GameHub(
            store,
            bot_delay=bot_delay,
            turn_timer=turn_timer,
            public_turn_timer=public_turn_timer,
            executor=executor,
            stats=stats,
            limits=limits,
        )
        if not store.is_sqlite:  # several processes may serve the same games (docs/server.md, "Many processes")
            hub.cluster = ClusterSync(hub)
        app.state.hub = hub
        app.state.coach = Coach(store, limits, shared=hub.shared)
        app.state.metrics.watch(hub, store)
        errors = app.state.metrics.error_counter()
        logging.getLogger().addHandler(errors)
        await hub.startup()
        await accounts.start(hub)
        tuner = asyncio.create_task(gc_tuner()) if tune_gc else None
        lag = None
        if stats is not None:
            lag = asyncio.create_task(stats.sample_loop_lag())
            store.timings = stats.commits
            stats.watch_gc()
        log.info("unoduo server ready (database: %s)", store.url.split("://", 1)[0])
        app.state.draining = False
        try:
            yield
        finally:
            app.state.draining = True  # /readyz fails from here on: proxies stop sending new players
            logging.getLogger().removeHandler(errors)
            for task in (tuner, lag):
                if task is not None:
                    task.cancel()
            if stats is not None:
                stats.unwatch_gc()
            await accounts.stop()
            await app.state.coach.shutdown()
            await hub.shutdown()
            await store.close()
            executor.shutdown(wait=True, cancel_futures=True)

    app = FastAPI(title="unoduo", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.origins = origins
    app.state.rate_limit = rate_limit
    app.state.store = store
    app.state.metrics = ServerMetrics(metrics_token)
    app.state.limits = limits
    app.state.accounts = accounts

    app.state.stats = stats
    # UNODUO_SOURCE_MODULES=1: pages load the ES modules themselves instead of the bundle (to debug them).
    source_modules = os.environ.get("UNODUO_SOURCE_MODULES", "") == "1"
    app.state.assets = StaticAssets(static, source_modules=source_modules) if static.is_dir() else None
    error_handlers.install(app)
    # In this order: a catch-all route matches only what the routers before it did not.
    app.include_router(health.router)
    app.include_router(meta.router)
    app.include_router(games.router)
    if stats is not None:
        app.include_router(meta.debug_router)
    app.include_router(accounts_api.router)
    app.include_router(coach.router)
    app.include_router(learn.router)
    app.include_router(puzzles.router)
    app.include_router(pages.api_fallback)
    app.add_api_websocket_route("/ws", websocket_endpoint)
    if app.state.assets is not None:
        app.mount("/static", app.state.assets, name="static")
    else:
        app.include_router(pages.static_missing)
    app.include_router(pages.app_page)
    app.add_middleware(CsrfGuard)  # inside ServerMiddleware: the Origin check and the language come first
    app.add_middleware(ServerMiddleware, origins=origins)
    app.add_middleware(HeaderCountLimit, limit=limits.max_header_count, limits=limits)
    return app


async def gc_tuner(freeze_every: float = 1.0, full_every: float = 600.0) -> None:
    """Keep the long-lived game states out of Python's cyclic garbage collector.

    A server holding hundreds of games has millions of long-lived objects; each full (generation 2)
    collection walks them all and stops the event loop for 100-400 ms, which every player feels. Freezing
    (``gc.freeze``, O(1)) every second moves the survivors out of the collector's reach: young garbage is
    still collected as usual and reference counting frees everything acyclic (the engine's states are
    acyclic). Every ``full_every`` seconds everything is unfrozen and collected once, so cycles that
    survived a freeze are reclaimed too.
    """
    gc.collect()
    gc.freeze()
    last_full = time.monotonic()
    while True:
        await asyncio.sleep(freeze_every)
        if time.monotonic() - last_full >= full_every:
            gc.unfreeze()
            gc.collect()
            last_full = time.monotonic()
        gc.freeze()


def server_config(app: FastAPI, host: str = "127.0.0.1", port: int = 8000, **kwargs: Any) -> uvicorn.Config:
    """uvicorn settings: frames up to 64 KiB reach the app (which refuses over 4 KiB with an error).

    permessage-deflate is off unless ``UNODUO_WS_DEFLATE=1`` (or ``ws_per_message_deflate=True``): every
    ``state`` (10-30 KB of JSON) was compressed once per connection in the event loop (~0.2-0.4 ms each, on
    a compression context kept per connection), which delayed every other game's broadcast; off, each state
    costs bandwidth instead (see docs/server.md, "Performance").
    """
    options: dict[str, Any] = {
        "host": host,
        "port": port,
        # uvicorn's WebSocket implementation: websockets-sansio (write flow control: a slow reader pauses the
        # writes), or uvicorn's "auto", "websockets", "wsproto" to compare (UNODUO_WS; bench/README.md).
        "ws": os.environ.get("UNODUO_WS") or "websockets-sansio",
        "ws_max_size": 64 * 1024,
        "ws_per_message_deflate": os.environ.get("UNODUO_WS_DEFLATE", "") not in ("", "0"),
        "ws_ping_interval": 20.0,
        "ws_ping_timeout": 20.0,
        "log_level": "warning",
        "lifespan": "on",
        "server_header": False,
    }
    limits = getattr(app.state, "limits", None)
    options.update(uvicorn_options(limits if isinstance(limits, ServerLimits) else ServerLimits()))
    options.update(kwargs)
    return uvicorn.Config(app, **options)
