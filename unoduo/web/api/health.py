"""Health checks for a load balancer, a proxy or a container runtime: ``/healthz`` (the process answers) and
``/readyz`` (it can serve a game: the database answers, the cluster bus is connected, it is not shutting down).

A proxy routes new players away from a process whose ``/readyz`` fails (deploy/nginx.conf, deploy/Caddyfile);
an orchestrator restarts one whose ``/healthz`` fails. Neither needs a cookie, and neither says more than which
check failed (no URL, no error text)."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import text

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
