"""Sessions' cookies and the CSRF check: the session cookie, the pre-session cookie of a visitor not logged in,
the token bound to either with the server's secret, and the middleware refusing a state-changing request
without it.

Every part of the server reads these cookies the one way :func:`request_cookies` does, from the raw
``Cookie`` header. A request that carries one of them twice (a sibling subdomain can set a cookie of the same
name for the parent domain, and the browser then sends both) is refused with 400 ``duplicate_cookie``: the
CSRF check and the session lookup could otherwise read different ones.

The CSRF token is HMAC-SHA256 of the cookie's value under the server's session secret, so any process of the
server checks it without a lookup, and no one without the secret can compute the token of a cookie they
planted. The secret is made once and kept in the database (every process and restart reads the same one);
``UNODUO_SESSION_SECRET`` overrides it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
from typing import Any

from unoduo.i18n import _

SESSION_COOKIE = "unoduo_session"
CSRF_COOKIE = "unoduo_csrf"
CSRF_HEADER = "x-csrf-token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
SECRET_ENV = "UNODUO_SESSION_SECRET"
_SINGLE_COOKIES = (SESSION_COOKIE, CSRF_COOKIE)


class DuplicateCookie(ValueError):
    """A request carries the session or pre-session cookie more than once."""


def new_secret() -> str:
    """A fresh session secret (256 bits)."""
    return secrets.token_urlsafe(32)


def secret_from_env() -> bytes | None:
    """The secret ``UNODUO_SESSION_SECRET`` sets, if any (it must be at least 16 characters)."""
    value = os.environ.get(SECRET_ENV, "")
    if not value:
        return None
    if len(value) < 16:
        raise ValueError(f"{SECRET_ENV} must have at least 16 characters")
    return value.encode("utf-8")


def csrf_token_for(secret: bytes, cookie_value: str) -> str:
    """The CSRF token that goes with a session or pre-session cookie: HMAC-SHA256 under the server secret."""
    message = ("unoduo-csrf/" + cookie_value).encode("utf-8", "surrogatepass")
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def request_cookies(scope: dict[str, Any]) -> dict[str, str]:
    """The cookies of a request, parsed from its raw ``Cookie`` headers (the first of a name that appears more
    than once; :class:`DuplicateCookie` when that name is the session or pre-session cookie). Read once per
    request and kept in the scope."""
    found: dict[str, str] | None = scope.get("unoduo.cookies")
    if found is not None:
        return found
    found = {}
    duplicate = False
    for key, value in scope.get("headers", []):
        if key.lower() == b"cookie":
            for part in value.decode("latin-1").split(";"):
                name, sep, text = part.strip().partition("=")
                name = name.strip()
                if not sep:
                    continue
                if name in found:
                    duplicate = duplicate or name in _SINGLE_COOKIES
                    continue
                found[name] = text.strip()
    if duplicate:
        raise DuplicateCookie
    scope["unoduo.cookies"] = found
    return found


def cookie_of(request: Any, name: str) -> str | None:
    """One cookie of a Starlette request, read as :func:`request_cookies` reads it (never ``request.cookies``,
    which keeps the last of two cookies of one name where the CSRF check would keep the first). None when the
    request has two session cookies (the API refuses those before any route runs)."""
    try:
        return request_cookies(request.scope).get(name)
    except DuplicateCookie:
        return None


def session_cookie(request: Any) -> str | None:
    """The value of the request's session cookie, or None."""
    return cookie_of(request, SESSION_COOKIE) or None


def _secret(scope: dict[str, Any]) -> bytes | None:
    app = scope.get("app")
    accounts = getattr(getattr(app, "state", None), "accounts", None)
    found: bytes | None = getattr(accounts, "session_secret", None)
    return found


class CsrfGuard:
    """ASGI middleware: refuses a request to the API that carries the session or pre-session cookie twice
    (400 ``duplicate_cookie``), and a state-changing request that has a session (or, for ``/api/account/``, a
    pre-session) cookie without the matching ``X-CSRF-Token`` header (403 ``csrf``)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        try:
            cookies = request_cookies(scope)
        except DuplicateCookie:
            if path.startswith("/api/"):
                await _json_error(send, 400, "duplicate_cookie", _(
                    "Your browser sent two session cookies (another site under this domain may have set one). "
                    "Delete this site's cookies, then log in again."))
                return
            cookies = {}  # a page or a static file: nothing here reads the session
        if scope.get("method", "GET") in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        cookie = cookies.get(SESSION_COOKIE)
        if cookie is None and path.startswith("/api/account/"):
            cookie = cookies.get(CSRF_COOKIE, "")
        if cookie is not None:
            sent = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k.lower() == CSRF_HEADER.encode()),
                        "")
            secret = _secret(scope)
            if not cookie or secret is None or not secrets.compare_digest(
                    sent.encode(), csrf_token_for(secret, cookie).encode()):
                await _json_error(send, 403, "csrf", _("This request lacks its security token; reload the page."))
                return
        await self.app(scope, receive, send)


async def _json_error(send: Any, status: int, code: str, message: str) -> None:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
