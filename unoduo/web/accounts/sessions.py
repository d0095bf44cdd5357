"""Sessions' cookies and the CSRF check: the session cookie, the pre-session cookie of a visitor not logged in,
the token derived from either, and the middleware refusing a state-changing request without it."""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
from typing import Any

from unoduo.i18n import _

SESSION_COOKIE = "unoduo_session"
CSRF_COOKIE = "unoduo_csrf"
CSRF_HEADER = "x-csrf-token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def csrf_token_for(cookie_value: str) -> str:
    """The CSRF token that goes with a session or pre-session cookie (derived: no lookup needed)."""
    digest = hashlib.sha256(("unoduo-csrf/" + cookie_value).encode("utf-8", "surrogatepass")).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def _cookies(scope: dict[str, Any]) -> dict[str, str]:
    found: dict[str, str] = {}
    for key, value in scope.get("headers", []):
        if key.lower() == b"cookie":
            for part in value.decode("latin-1").split(";"):
                name, sep, text = part.strip().partition("=")
                if sep and name not in found:
                    found[name] = text
    return found


class CsrfGuard:
    """ASGI middleware: refuses a state-changing request that has a session (or, for ``/api/account/``, a
    pre-session) cookie without the matching ``X-CSRF-Token`` header (403 ``csrf``)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method", "GET") in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        cookies = _cookies(scope)
        path: str = scope.get("path", "")
        cookie = cookies.get(SESSION_COOKIE)
        if cookie is None and path.startswith("/api/account/"):
            cookie = cookies.get(CSRF_COOKIE, "")
        if cookie is not None:
            sent = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k.lower() == CSRF_HEADER.encode()),
                        "")
            if not cookie or not secrets.compare_digest(sent.encode(), csrf_token_for(cookie).encode()):
                await _json_error(send, 403, "csrf", _("This request lacks its security token; reload the page."))
                return
        await self.app(scope, receive, send)


async def _json_error(send: Any, status: int, code: str, message: str) -> None:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
