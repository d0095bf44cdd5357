"""The browser app's static files: read and compressed once, served under a content-hash prefix, cached for a year.

At start-up :class:`StaticAssets` reads every file of the static tree into memory, computes the tree's version
(a hash of every file's path and bytes). Each text file is gzip- and (with the ``brotli`` package)
brotli-compressed when a client first asks for that form, then kept, so later requests cost a dictionary look-up
and no compression (compressing every file at start-up took 0.7 s of each server's start, for files an API-only
server may never serve).

- ``/static/v/<version>/<path>``: the file, ``Cache-Control: public, max-age=31536000, immutable``. The whole tree
  sits under one prefix, so the ES modules' relative imports (``./api.js``) and the stylesheets' ``url(...)``
  resolve to versioned addresses too. A release changes the version, hence every address. An address of another
  version (a page loaded before a release) gets today's file, revalidated (``no-cache``), never cached as that
  version.
- ``/static/<path>``: the same file unversioned, for old pages and links; the server middleware's cache policy.
- ``index.html`` (every page of the single-page app) is rewritten to reference the versioned tree; it loads the
  bundle ``bundle/app.js`` (every module in one file, built by scripts/build-bundle), or with ``source_modules``
  the modules themselves (``js/main.js``) with a ``modulepreload`` for each module of the import graph (a phone on
  a 500 ms link then fetches the modules in one round trip instead of one per import level); it is served
  ``no-cache`` with an ETag, so a return visit costs a 304.
- ``sw.js`` (the service worker) gets the version and the app shell's addresses written in; it is served at
  ``/static/sw.js`` with ``Service-Worker-Allowed: /`` so it may control the whole site.

Every response carries a strong ETag (per encoding) and answers ``If-None-Match`` with 304.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib
import json
import mimetypes
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from starlette.types import Receive, Scope, Send

from unoduo.i18n import _
from unoduo.web.server.security import csp_with_scripts

try:
    _brotli: Any = importlib.import_module("brotli")
except ImportError:  # pragma: no cover - brotli is a dependency; gzip alone still works without it
    _brotli = None

IMMUTABLE = b"public, max-age=31536000, immutable"
REVALIDATE = b"no-cache"
#: Types worth compressing (fonts in woff2 and PNG images are compressed already).
COMPRESSIBLE = re.compile(r"^(text/|application/(javascript|json|manifest\+json|xml)|image/svg\+xml)")
#: Under this size the headers outweigh any saving.
MIN_COMPRESS = 256
VERSION_LENGTH = 12
#: What the service worker caches at install: the app shell (font files and icons are cached when used).
SHELL_SUFFIXES = (".js", ".css", ".svg", ".html", ".webmanifest")
#: The script index.html loads: the bundle, or with ``source_modules`` the entry module of the ES modules.
BUNDLE_SCRIPT = "bundle/app.js"
SOURCE_ENTRY = "js/main.js"
#: Folders of the modules the bundle holds: not in the service worker's shell when the page loads the bundle.
SOURCE_FOLDERS = ("js/", "vendor/")

mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("application/manifest+json", ".webmanifest")
mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("image/svg+xml", ".svg")

# Compressed forms by (content digest, encoding): an app built twice in one process (the tests) compresses once.
_COMPRESSED: dict[tuple[str, str], bytes] = {}


def _compress(digest: str, data: bytes, encoding: str) -> bytes:
    key = (digest, encoding)
    if key not in _COMPRESSED:
        if encoding == "br":
            _COMPRESSED[key] = _brotli.compress(data, quality=11)
        else:
            _COMPRESSED[key] = gzip.compress(data, compresslevel=9, mtime=0)
    return _COMPRESSED[key]


def encodings_available() -> tuple[str, ...]:
    """The content codings this server can send, best first."""
    return ("br", "gzip") if _brotli is not None else ("gzip",)


@dataclass
class Asset:
    """One file: its type, bytes, compressed forms (made when first asked for) and their ETags."""

    path: str
    content_type: str
    body: bytes
    digest: str = ""
    compressible: bool = False
    encoded: dict[str, bytes | None] = field(default_factory=dict)  # None: that form is not smaller

    def __post_init__(self) -> None:
        self.digest = hashlib.sha256(self.body).hexdigest()[:20]
        self.compressible = bool(COMPRESSIBLE.match(self.content_type)) and len(self.body) >= MIN_COMPRESS

    def _encoded(self, encoding: str) -> bytes | None:
        if encoding not in self.encoded:
            packed = _compress(self.digest, self.body, encoding)
            self.encoded[encoding] = packed if len(packed) < len(self.body) else None
        return self.encoded[encoding]

    def etag(self, encoding: str | None) -> str:
        return f'"{self.digest}-{encoding}"' if encoding else f'"{self.digest}"'

    def variant(self, accept_encoding: str | None) -> tuple[str | None, bytes]:
        """The best form the client accepts: (content coding or None, bytes)."""
        if self.compressible:
            accepted = accepted_encodings(accept_encoding)
            for encoding in encodings_available():
                if encoding in accepted:
                    packed = self._encoded(encoding)
                    if packed is not None:
                        return encoding, packed
        return None, self.body


def accepted_encodings(header: str | None) -> set[str]:
    """The codings an ``Accept-Encoding`` header allows (``q=0`` or a malformed weight excludes; ``*`` allows any
    coding not named)."""
    allowed: set[str] = set()
    refused: set[str] = set()
    for part in (header or "").split(","):
        name, _sep, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        quality = 1.0
        for param in params.split(";"):
            key, _eq, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value.strip())
                except ValueError:  # a malformed weight: not a coding to rely on
                    quality = 0.0
        (allowed if quality > 0 else refused).add(name)
    if "*" in allowed:
        allowed |= {"br", "gzip"} - refused
    return allowed - refused


def _etag_matches(header: str | None, etag: str) -> bool:
    if not header:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in header.split(",")}
    return "*" in tags or etag in tags


#: A static relative import (``import x from "./a.js"``, ``export * from "../b.js"``, ``import "./c.js"``).
_IMPORT = re.compile(
    r"""(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*["'](\.{1,2}/[^"']+)["']"""
    r"""|(?:^|[;\s])import\s*["'](\.{1,2}/[^"']+)["']""",
    re.M,
)
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
_MODULE_SCRIPT = re.compile(r"""<script\s+type="module"\s+src="/static/([^"]+)"\s*>""")


def module_graph(files: Mapping[str, bytes], roots: Iterable[str]) -> list[str]:
    """Every module reachable by static relative imports from ``roots`` (paths in the tree), in discovery order."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        path = todo.pop(0)
        if path in seen or path not in files:
            continue
        seen.append(path)
        source = files[path].decode("utf-8", "replace")
        for match in _IMPORT.finditer(source):
            target = match.group(1) or match.group(2)
            joined = PurePosixPath(path).parent / target
            parts: list[str] = []
            for part in joined.parts:
                if part == "..":
                    if parts:
                        parts.pop()
                elif part != ".":
                    parts.append(part)
            todo.append("/".join(parts))
    return seen


def index_policy(page: bytes) -> bytes:
    """The index page's Content-Security-Policy: the server's, allowing its inline scripts by their SHA-256."""
    hashes = [
        "sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
        for script in _INLINE_SCRIPT.findall(page.decode("utf-8"))
    ]
    return csp_with_scripts(hashes).encode()


class StaticAssets:
    """An ASGI app serving a static tree from memory (mount it at ``/static``); also builds the index page."""

    def __init__(self, directory: Path, *, source_modules: bool = False) -> None:
        """Serve ``directory``; ``source_modules``: the index loads the ES modules, not the bundle (to debug)."""
        self.directory = directory
        self.source_modules = source_modules
        raw: dict[str, bytes] = {}
        for file in sorted(directory.rglob("*")):
            relative = file.relative_to(directory).as_posix()
            if file.is_file() and not any(part.startswith(".") for part in relative.split("/")):
                raw[relative] = file.read_bytes()
        tree = hashlib.sha256()
        for relative, data in raw.items():
            tree.update(relative.encode() + b"\0" + hashlib.sha256(data).digest())
        self.version = tree.hexdigest()[:VERSION_LENGTH]
        self.prefix = f"/static/v/{self.version}/"
        self.files: dict[str, Asset] = {}
        self.index_policy = b""
        for relative, data in raw.items():
            if relative == "index.html":
                data = self._rewrite_index(data, raw)
                self.index_policy = index_policy(data)
            elif relative == "offline.html":
                data = self._versioned_references(data.decode("utf-8")).encode("utf-8")
            elif relative == "sw.js":
                data = self._rewrite_worker(data, raw)
            content_type = mimetypes.guess_type(relative)[0] or "application/octet-stream"
            if content_type.startswith("text/") or content_type.endswith(("json", "javascript", "xml")):
                content_type += "; charset=utf-8"
            self.files[relative] = Asset(relative, content_type, data)

    # ------------------------------------------------------------------ build-time rewriting

    def _rewrite_index(self, data: bytes, raw: Mapping[str, bytes]) -> bytes:
        """Versioned addresses for every ``/static/`` reference, and a modulepreload for each module."""
        text = data.decode("utf-8")
        if self.source_modules:
            text = text.replace(f'src="/static/{BUNDLE_SCRIPT}"', f'src="/static/{SOURCE_ENTRY}"')
        roots = _MODULE_SCRIPT.findall(text)
        preloads = [
            f'    <link rel="modulepreload" href="{self.prefix}{path}" />'
            for path in module_graph(raw, roots)
            if path not in roots
        ]
        text = self._versioned_references(text)
        if preloads:  # after the entry module, before anything else (first in the queue of 6 connections)
            entry = text.index("\n", text.index(f'src="{self.prefix}{roots[0]}"')) + 1
            text = text[:entry] + "\n".join(preloads) + "\n" + text[entry:]
        return text.encode("utf-8")

    def _versioned_references(self, html: str) -> str:
        """Every ``href``/``src`` of the static tree in a page, at its versioned address."""
        return re.sub(r'(href|src)="/static/(?!v/)', rf'\1="{self.prefix}', html)

    def _rewrite_worker(self, data: bytes, raw: Mapping[str, bytes]) -> bytes:
        """The service worker learns the version (its cache's name) and the app shell's versioned addresses."""
        shell = sorted(
            self.prefix + path
            for path in raw
            if path.endswith(SHELL_SUFFIXES)
            and path not in ("sw.js", "index.html")
            and (self.source_modules or not path.startswith(SOURCE_FOLDERS))
        )
        text = data.decode("utf-8")
        text = text.replace('"__UNODUO_VERSION__"', json.dumps(self.version))
        text = text.replace('"__UNODUO_SHELL__"', json.dumps(shell))
        return text.encode("utf-8")

    # ------------------------------------------------------------------ serving

    def index_response_parts(self, headers: Mapping[str, str]) -> tuple[int, list[tuple[bytes, bytes]], bytes] | None:
        """Status, headers and body of the index page for request ``headers`` (lower-case names); None: no index."""
        asset = self.files.get("index.html")
        if asset is None:
            return None
        status, out, body = self._answer(asset, headers, REVALIDATE)
        return status, [*out, (b"content-security-policy", self.index_policy)], body

    def _answer(
        self, asset: Asset, headers: Mapping[str, str], cache: bytes | None
    ) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
        encoding, body = asset.variant(headers.get("accept-encoding"))
        etag = asset.etag(encoding)
        out: list[tuple[bytes, bytes]] = [(b"etag", etag.encode())]
        if asset.compressible:
            out.append((b"vary", b"Accept-Encoding"))
        if cache is not None:
            out.append((b"cache-control", cache))
        if asset.path == "sw.js":
            out.append((b"service-worker-allowed", b"/"))
        if _etag_matches(headers.get("if-none-match"), etag):
            return 304, out, b""
        out.append((b"content-type", asset.content_type.encode()))
        out.append((b"content-length", str(len(body)).encode()))
        if encoding:
            out.append((b"content-encoding", encoding.encode()))
        return 200, out, body

    def lookup(self, route: str) -> tuple[Asset | None, bytes | None]:
        """The asset of a path under /static/ and the cache policy it gets (None: the middleware's default)."""
        if route.startswith("v/"):
            version, _sep, rest = route[2:].partition("/")
            return self.files.get(rest), IMMUTABLE if version == self.version else REVALIDATE
        return self.files.get(route), None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # pragma: no cover - mounted under /static, which has no WebSocket
            return
        path: str = scope.get("path", "")
        root: str = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root) :]
        route = path.lstrip("/")
        method = scope.get("method", "GET")
        asset, cache = self.lookup(route)
        if asset is None:
            await _json_error(send, 404, "not_found", _("Not found."))
            return
        if method not in ("GET", "HEAD"):
            await _json_error(send, 405, "method_not_allowed", "Method Not Allowed", [(b"allow", b"GET, HEAD")])
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        status, out, body = self._answer(asset, headers, cache)
        await send({"type": "http.response.start", "status": status, "headers": out})
        await send({"type": "http.response.body", "body": b"" if method == "HEAD" else body})


async def _json_error(
    send: Send, status: int, code: str, message: str, extra: list[tuple[bytes, bytes]] | None = None
) -> None:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *(extra or [])]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
