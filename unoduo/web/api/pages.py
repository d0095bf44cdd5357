"""The routes after every other: an unknown ``/api/`` path, the static files when none are installed, and the
single-page app's index for every other path (the browser's router shows the page)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response

from unoduo.i18n import _
from unoduo.web.errors import ApiError
from unoduo.web.server.assets import StaticAssets

PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>unoduo</title></head>
<body><h1>unoduo</h1><p>The game server is running; the browser app is not installed yet
(<code>unoduo/web/static/index.html</code>).</p></body></html>
"""

#: After every API router: an unknown ``/api/`` path is a JSON 404, never the app's page.
api_fallback = APIRouter()
#: Instead of the ``/static`` mount when the static folder is missing.
static_missing = APIRouter()
#: Last of all: the index page for every other path.
app_page = APIRouter()


@api_fallback.api_route("/api/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"])
async def api_not_found(rest: str) -> None:
    raise ApiError(404, "not_found", _("Not found."))


@static_missing.get("/static/{rest:path}", include_in_schema=False)
async def no_static(rest: str) -> None:
    raise ApiError(404, "not_found", _("Not found."))


@app_page.get("/{path:path}", include_in_schema=False)
async def spa(path: str, request: Request) -> Response:
    assets: StaticAssets | None = request.app.state.assets
    index = assets.index_response_parts(request.headers) if assets is not None else None
    if index is None:
        return HTMLResponse(PLACEHOLDER)
    status, headers, body = index
    return Response(body, status, headers={k.decode(): v.decode() for k, v in headers})
