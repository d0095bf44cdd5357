"""The FastAPI application: JSON API, the WebSocket, the static single-page app (docs/protocol.md).

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
from typing import Annotated, Any

import uvicorn
from argon2 import PasswordHasher
from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from unoduo.i18n import LANGUAGES, _, catalog_json, normalize
from unoduo.present import options_schema
from unoduo.storage import Store
from unoduo.storage.accounts import AccountStore

from .accounts import Accounts, CsrfGuard
from .accounts import install as install_accounts
from .assets import StaticAssets
from .errors import ApiError
from .hub import PUBLIC_TURN_TIMER, GameHub
from .limits import HeaderCountLimit, ServerLimits, client_address, option_ranges, uvicorn_options
from .protocol import (
    DIFFICULTIES,
    MAX_MESSAGE_BYTES,
    MAX_PLAYERS,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    RULESETS,
    CreateGame,
    JoinGame,
    MyGames,
)
from .quotas import LimitExceeded
from .review import Coach
from .review import router as review_router
from .security import OriginPolicy, ServerMiddleware, default_origins
from .stats import LatencyStats, enabled_by_env
from .thinking import BotWorkers
from .ws import websocket_endpoint

log = logging.getLogger("unoduo.web")

STATIC_DIR = Path(__file__).resolve().parent / "static"

PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>unoduo</title></head>
<body><h1>unoduo</h1><p>The game server is running; the browser app is not installed yet
(<code>unoduo/web/static/index.html</code>).</p></body></html>
"""


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
        app.state.hub = hub
        app.state.coach = Coach(store, limits, shared=hub.shared)
        await hub.startup()
        await accounts.start(hub)
        tuner = asyncio.create_task(gc_tuner()) if tune_gc else None
        lag = None
        if stats is not None:
            lag = asyncio.create_task(stats.sample_loop_lag())
            store.timings = stats.commits
            stats.watch_gc()
        log.info("unoduo server ready (database: %s)", store.url.split("://", 1)[0])
        try:
            yield
        finally:
            for task in (tuner, lag):
                if task is not None:
                    task.cancel()
            if stats is not None:
                stats.unwatch_gc()
            await accounts.stop()
            await app.state.coach.shutdown()
            await hub.shutdown()
            await store.close()
            executor.shutdown(wait=False, cancel_futures=True)

    app = FastAPI(title="unoduo", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.origins = origins
    app.state.rate_limit = rate_limit
    app.state.store = store
    app.state.limits = limits
    app.state.accounts = accounts

    @app.exception_handler(LimitExceeded)
    async def limit_exceeded(_request: Request, exc: LimitExceeded) -> JSONResponse:
        return JSONResponse(
            {"error": {"code": exc.code, "message": exc.message}}, status_code=exc.status, headers=exc.headers()
        )

    @app.exception_handler(Exception)
    async def server_error(_request: Request, exc: Exception) -> JSONResponse:
        # Anything unexpected still answers the documented error shape (issue 19, item 8), never plain text.
        log.error("request failed", exc_info=exc)
        return JSONResponse(
            {"error": {"code": "server", "message": _("The server could not do that; nothing changed.")}}, 500
        )

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse({"error": {"code": exc.code, "message": exc.message}}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        if any(e.get("type") == "json_invalid" for e in errors):
            return JSONResponse(
                {"error": {"code": "bad_request", "message": _("The request body is not valid JSON.")}}, 400
            )
        fields = [{"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))} for e in errors[:10]]
        return JSONResponse(
            {"error": {"code": "bad_request", "message": _("The request is not valid."), "fields": fields}}, 422
        )

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "bad_request")
        message = _("Not found.") if exc.status_code == 404 else str(exc.detail)
        return JSONResponse({"error": {"code": code, "message": message}}, status_code=exc.status_code)

    def hub_of(request: Request) -> GameHub:
        hub: GameHub = request.app.state.hub
        return hub

    @app.get("/api/meta")
    async def meta() -> dict[str, Any]:
        return {
            "protocol": PROTOCOL_VERSION,
            "languages": dict(LANGUAGES),
            "difficulties": list(DIFFICULTIES),
            "rulesets": list(RULESETS),
            "limits": {
                "message_bytes": MAX_MESSAGE_BYTES,
                "rate_per_second": RATE_PER_SECOND,
                "burst": RATE_BURST,
                "max_players": MAX_PLAYERS,
                "options": {
                    ruleset: {name: {"min": low, "max": high} for name, (low, high) in option_ranges(ruleset).items()}
                    for ruleset in RULESETS
                },
                "lobby_page": limits.lobby_page,
                "review": {"budget": limits.review_budget, "min": limits.review_min_budget,
                           "max": limits.review_max_budget},
            },
        }

    @app.get("/api/options")
    async def rule_options() -> dict[str, Any]:
        """Every rule option of each ruleset (name, type, default, range or choices, description as a message),
        with the range this server accepts for integer options (``limits.option_ranges``), so a menu never offers
        a value that creating the game would refuse."""
        rulesets: dict[str, list[dict[str, Any]]] = {}
        for ruleset in RULESETS:
            ranges = option_ranges(ruleset)
            schema = options_schema(ruleset)
            for option in schema:
                if option["name"] in ranges:
                    option["minimum"], option["maximum"] = ranges[option["name"]]
            rulesets[ruleset] = schema
        return {"rulesets": rulesets}

    @app.get("/api/i18n/{lang}")
    async def i18n(lang: str) -> dict[str, Any]:
        code = normalize(lang)
        if code is None:
            raise ApiError(404, "unknown_language", _("Unknown language."))
        return catalog_json(code)

    @app.post("/api/games")
    async def create_game(body: CreateGame, request: Request) -> dict[str, Any]:
        body = body.model_copy(update={"name": await accounts.seat_name(request, body.name)})
        game, token = await hub_of(request).create(
            body, explicit_timer="turn_timer" in body.model_fields_set, address=client_address(request.scope)
        )
        await accounts.link(request, game.id, 0)
        code = game.row.join_code
        return {
            "game": game.id,
            "seat": 0,
            "token": token,
            "join_code": code,
            "invite_url": f"/join/{code}" if code else None,
        }

    @app.post("/api/join")
    async def join_game(body: JoinGame, request: Request) -> dict[str, Any]:
        name = await accounts.seat_name(request, body.name)
        game, seat, token = await hub_of(request).join(body.code, name, client_address(request.scope))
        await accounts.link(request, game.id, seat)
        return {"game": game.id, "seat": seat, "token": token}

    @app.get("/api/lobby")
    async def lobby(request: Request, offset: Annotated[int, Query(ge=0, le=10**6)] = 0) -> dict[str, Any]:
        return await hub_of(request).lobby(offset)

    @app.post("/api/my-games")
    async def my_games(body: MyGames, request: Request) -> dict[str, Any]:
        return {"games": await hub_of(request).my_games(list(body.tokens))}

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str, request: Request) -> dict[str, Any]:
        game = await hub_of(request).get(game_id) if len(game_id) <= 32 else None
        if game is None:
            raise ApiError(404, "not_found", _("There is no such game."))
        return game.summary()

    @app.get("/api/games/{game_id}/record")
    async def game_record(game_id: str, request: Request) -> JSONResponse:
        game = await hub_of(request).get(game_id) if len(game_id) <= 32 else None
        if game is None:
            raise ApiError(404, "not_found", _("There is no such game."))
        if not game.state.is_over:
            raise ApiError(409, "not_over", _("The record is available once the match is over."))
        return JSONResponse(
            game.record(), headers={"content-disposition": f'attachment; filename="unoduo-{game.id}.json"'}
        )

    @app.get("/api/games/{game_id}/replay")
    async def game_replay(game_id: str, request: Request) -> Response:
        return Response(await hub_of(request).replay_index(game_id), media_type="application/json")

    @app.get("/api/games/{game_id}/replay/{round_number}")
    async def game_replay_round(game_id: str, round_number: int, request: Request) -> Response:
        text = await hub_of(request).replay_round(game_id, round_number)
        return Response(text, media_type="application/json")

    if stats is not None:

        @app.get("/api/debug/stats", include_in_schema=False)
        async def debug_stats_report(reset: bool = False) -> dict[str, Any]:
            """Server-side latency percentiles (only when started with statistics on)."""
            report = stats.report()
            if reset:
                stats.reset()
            return report

    install_accounts(app, accounts)
    app.include_router(review_router)

    @app.api_route("/api/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"])
    async def api_not_found(rest: str) -> None:
        raise ApiError(404, "not_found", _("Not found."))

    app.add_api_websocket_route("/ws", websocket_endpoint)
    assets = StaticAssets(static) if static.is_dir() else None
    if assets is not None:
        app.mount("/static", assets, name="static")
    else:

        @app.get("/static/{rest:path}", include_in_schema=False)
        async def no_static(rest: str) -> None:
            raise ApiError(404, "not_found", _("Not found."))


    @app.get("/{path:path}", include_in_schema=False)
    async def spa(path: str, request: Request) -> Response:
        index = assets.index_response_parts(request.headers) if assets is not None else None
        if index is None:
            return HTMLResponse(PLACEHOLDER)
        status, headers, body = index
        return Response(body, status, headers={k.decode(): v.decode() for k, v in headers})

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
