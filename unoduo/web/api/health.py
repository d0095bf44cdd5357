"""Health checks for a load balancer, a proxy or a container runtime: ``/healthz`` (the process answers) and
``/readyz`` (it can serve a game: the database answers, the cluster bus is connected, it is not shutting down);
and ``/metrics`` for Prometheus, behind a bearer token (:mod:`unoduo.web.server.metrics`).

A proxy routes new players away from a process whose ``/readyz`` fails (deploy/nginx.conf, deploy/Caddyfile);
an orchestrator restarts one whose ``/healthz`` fails. Neither needs a cookie, and neither says more than which
check failed (no URL, no error text)."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy import text

from unoduo.web.errors import ApiError
from unoduo.web.server.metrics import CONTENT_TYPE, ServerMetrics

router = APIRouter()

#: Seconds the database has to answer ``SELECT 1`` before the process is not ready.
DATABASE_TIMEOUT = 2.0


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


async def _database_answers(store: Any) -> bool:
    try:
        async with asyncio.timeout(DATABASE_TIMEOUT):
            async with store.engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
    except Exception:  # any failure (refused, timed out, a dead pooled connection) is "not ready"
        return False
    return True


@router.get("/readyz")
async def readyz(request: Request) -> JSONResponse:
    """200 ``{"status": "ready", "checks": {...}}`` or 503 ``{"status": "not_ready", "checks": {...}}``, each
    check ``"ok"`` or ``"failed"``: ``database``, ``bus`` (several processes only), ``accepting`` (false once
    the server is shutting down)."""
    state = request.app.state
    hub = getattr(state, "hub", None)
    checks = {"accepting": hub is not None and not getattr(state, "draining", False)}
    checks["database"] = await _database_answers(state.store)
    cluster = getattr(hub, "cluster", None)
    if cluster is not None:
        checks["bus"] = cluster.connected()
    ready = all(checks.values())
    body = {"status": "ready" if ready else "not_ready",
            "checks": {name: "ok" if passed else "failed" for name, passed in checks.items()}}
    return JSONResponse(body, status_code=200 if ready else 503)


@router.get("/metrics")
async def metrics(request: Request) -> Response:
    """The process's metrics in Prometheus's text format: 404 when the server has no metrics token (off),
    401 without the right ``Authorization: Bearer TOKEN``."""
    serving: ServerMetrics = request.app.state.metrics
    if serving.token is None:
        raise ApiError(404, "not_found", "Not found.")
    if not serving.allows(request.headers.get("authorization")):
        raise ApiError(401, "unauthorized", "The metrics need the server's metrics token.")
    return Response(serving.exposition(), media_type=CONTENT_TYPE, headers={"cache-control": "no-store"})
