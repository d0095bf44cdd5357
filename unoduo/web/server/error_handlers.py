"""Every error the HTTP API answers, in the documented shape ``{"error": {"code", "message"}}`` (docs/protocol.md):
refused by a limit, refused by the API, a bad request, an unknown path, or anything unexpected (500)."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from unoduo.i18n import _
from unoduo.web.errors import ApiError
from unoduo.web.limits.quotas import LimitExceeded

log = logging.getLogger("unoduo.web")


async def limit_exceeded(_request: Request, exc: LimitExceeded) -> JSONResponse:
    return JSONResponse(
        {"error": {"code": exc.code, "message": exc.message}}, status_code=exc.status, headers=exc.headers()
    )


async def server_error(_request: Request, exc: Exception) -> JSONResponse:
    # Anything unexpected still answers the documented error shape, never plain text.
    log.error("request failed", exc_info=exc)
    return JSONResponse(
        {"error": {"code": "server", "message": _("The server could not do that; nothing changed.")}}, 500
    )


async def api_error(_request: Request, exc: ApiError) -> JSONResponse:
    return JSONResponse({"error": {"code": exc.code, "message": exc.message}}, status_code=exc.status)


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


async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
    code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "bad_request")
    message = _("Not found.") if exc.status_code == 404 else str(exc.detail)
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=exc.status_code)


def install(app: FastAPI) -> None:
    """Register the handlers on ``app``."""
    app.add_exception_handler(LimitExceeded, limit_exceeded)  # type: ignore[arg-type]
    app.add_exception_handler(Exception, server_error)
    app.add_exception_handler(ApiError, api_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, validation_error)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, http_error)  # type: ignore[arg-type]
