"""Origin allow-list, security and cache headers, the request body limit and the request language.

The middleware is plain ASGI (no BaseHTTPMiddleware) so WebSockets and streaming pass through untouched.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from unoduo.i18n import _, language_from_accept, use_language
from unoduo.web.protocol import MAX_BODY_BYTES

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self' ws: wss:; worker-src 'self'; manifest-src 'self'; object-src 'none'; "
    "base-uri 'none'; "
    "frame-ancestors 'none'; form-action 'self'"
)

def csp_with_scripts(hashes: Iterable[str]) -> str:
    """The policy for a page whose inline scripts have these ``sha256-...`` sources (and no other inline script)."""
    sources = "".join(f" '{value}'" for value in hashes)
    return CSP.replace("script-src 'self';", f"script-src 'self'{sources};")


SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


def default_origins(host: str, port: int) -> list[str]:
    """``http://HOST:PORT`` plus the localhost spellings of the same port."""
    hosts = {host, "localhost", "127.0.0.1", "[::1]"}
    if host in ("0.0.0.0", "::"):
        hosts.discard(host)
    return sorted(f"http://{h}:{port}" for h in hosts)


class OriginPolicy:
    """Which ``Origin`` header values may open a WebSocket or POST. No Origin header: not a browser, allowed."""

    def __init__(self, origins: Iterable[str]) -> None:
        self.any = False
        self.origins: set[str] = set()
        for origin in origins:
            origin = origin.strip().rstrip("/").lower()
            if origin == "*":
                self.any = True
            elif origin:
                self.origins.add(origin)

    def allows(self, origin: str | None) -> bool:
        if origin is None:
            return True
        return self.any or origin.strip().lower() in self.origins


def _cache_control(path: str) -> bytes:
    """The cache policy of a response whose app did not choose one (the API is never stored, whatever it says)."""
    if path.startswith("/api/"):
        return b"no-store"
    if path.startswith("/static/fonts/"):
        return b"public, max-age=604800"
    return b"no-cache"


class ServerMiddleware:
    """Adds security and cache headers, picks the request language, limits POST bodies, checks POST Origins."""

    def __init__(self, app: Any, origins: OriginPolicy) -> None:
        self.app = app
        self.origins = origins

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        with use_language(language_from_accept(headers.get("accept-language"))):
            if scope["type"] == "websocket":
                await self.app(scope, receive, send)
                return
            path: str = scope.get("path", "")
            method: str = scope.get("method", "GET")
            if method not in ("GET", "HEAD", "OPTIONS") and not self.origins.allows(headers.get("origin")):
                await _error(send, 403, "forbidden_origin", _("Requests from this origin are not allowed."))
                return
            if method in ("POST", "PUT", "PATCH"):
                declared = headers.get("content-length")
                if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY_BYTES):
                    await _error(send, 413, "too_large", _("The request body is too large."))
                    return
                body = bytearray()
                while True:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        return
                    body.extend(message.get("body", b""))
                    if len(body) > MAX_BODY_BYTES:
                        await _error(send, 413, "too_large", _("The request body is too large."))
                        return
                    if not message.get("more_body"):
                        break
                receive = _replay_body(bytes(body), receive)
            cache = _cache_control(path)

            async def send_with_headers(message: dict[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    headers = message.get("headers", [])
                    chosen = [v for k, v in headers if k.lower() == b"cache-control"]
                    out = [(k, v) for k, v in headers if k.lower() != b"cache-control"]
                    # a page with inline scripts sends its own policy (the index: unoduo.web.server.assets)
                    own_policy = any(k.lower() == b"content-security-policy" for k, _v in headers)
                    out.extend(h for h in SECURITY_HEADERS if not (own_policy and h[0] == b"content-security-policy"))
                    # the static files choose their own (immutable when versioned: unoduo.web.server.assets)
                    keep = chosen and path.startswith("/static/")
                    out.append((b"cache-control", chosen[0] if keep else cache))
                    message = {**message, "headers": out}
                await send(message)

            await self.app(scope, receive, send_with_headers)


def _replay_body(body: bytes, receive: Any) -> Any:
    sent = False

    async def replay() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()  # type: ignore[no-any-return]

    return replay


async def _error(send: Any, status: int, code: str, message: str) -> None:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"cache-control", b"no-store"),
                *SECURITY_HEADERS,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
