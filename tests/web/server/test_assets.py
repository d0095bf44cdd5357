"""The static files over HTTP (unoduo/web/server/assets.py): compression, versioned addresses cached for a year,
the index page rewritten and revalidated with ETags, the web app manifest and the service worker."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import struct
from pathlib import Path
from urllib.parse import urljoin

import pytest
from webtest_helpers import ServerThread

from unoduo.web.server.app import STATIC_DIR
from unoduo.web.server.assets import StaticAssets, accepted_encodings, module_graph

IMMUTABLE = "public, max-age=31536000, immutable"


def version_of(server: ServerThread) -> str:
    html = server.http.get("/", headers={"accept-encoding": "identity"}).text
    found = re.search(r'src="/static/v/([0-9a-f]+)/bundle/app\.js"', html)
    assert found, html
    return found.group(1)


@pytest.mark.parametrize(
    ("accept", "expected"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("br", "br"),
        ("gzip", "gzip"),
        ("gzip;q=1.0, br;q=0", "gzip"),
        ("br;q=0.5, gzip;q=0.1", "br"),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
        ("identity", None),
        ("", None),
        ("gzip;q=0, br;q=0", None),
    ],
)
def test_compression_is_negotiated(server: ServerThread, accept: str, expected: str | None) -> None:
    path = f"/static/v/{version_of(server)}/js/table.js"
    response = server.http.get(path, headers={"accept-encoding": accept})
    assert response.status_code == 200
    assert response.headers.get("content-encoding") == expected
    assert response.headers["vary"] == "Accept-Encoding"
    # httpx undoes the coding: what arrives is the file, byte for byte
    assert response.content == (STATIC_DIR / "js" / "table.js").read_bytes()
    assert response.headers["content-type"] == "text/javascript; charset=utf-8"
    if expected is not None:
        raw = server.http.build_request("GET", path, headers={"accept-encoding": accept})
        sent = server.http.send(raw, stream=True)
        body = b"".join(sent.iter_raw())
        sent.close()
        assert int(sent.headers["content-length"]) == len(body) < len(response.content) / 2


def test_accepted_encodings_reads_quality_values() -> None:
    assert accepted_encodings("gzip;q=0.8, br") == {"gzip", "br"}
    assert accepted_encodings("br;q=0, gzip") == {"gzip"}
    assert accepted_encodings("BR ; q=0.001") == {"br"}
    assert accepted_encodings("gzip;q=nonsense") == set()
    assert accepted_encodings(None) == set()


def test_fonts_and_images_are_not_compressed_again(server: ServerThread) -> None:
    version = version_of(server)
    for path in ("fonts/noto-sans-malayalam-malayalam-400-normal.woff2", "icons/icon-192.png"):
        response = server.http.get(f"/static/v/{version}/{path}", headers={"accept-encoding": "br, gzip"})
        assert response.status_code == 200 and "content-encoding" not in response.headers, path
        assert response.content == (STATIC_DIR / path).read_bytes()
        assert response.headers["cache-control"] == IMMUTABLE


def test_index_references_only_versioned_files_that_exist(server: ServerThread) -> None:
    page = server.http.get("/game/whatever", headers={"accept-encoding": "gzip, br"})
    assert page.status_code == 200 and page.headers["content-type"] == "text/html; charset=utf-8"
    assert page.headers["cache-control"] == "no-cache"
    assert page.headers["content-encoding"] == "br"
    html = page.text
    version = version_of(server)
    references = re.findall(r'(?:href|src)="(/[^"]*)"', html)
    static = [ref for ref in references if ref.startswith("/static/")]
    assert static and all(ref.startswith(f"/static/v/{version}/") for ref in static), static
    for ref in static:
        response = server.http.get(ref)
        assert response.status_code == 200, ref
        assert response.headers["cache-control"] == IMMUTABLE, ref
    # the page loads the one bundle: no module of its own to preload
    assert re.findall(r'<script type="module" src="([^"]+)"', html) == [f"/static/v/{version}/bundle/app.js"]
    assert "modulepreload" not in html
    # the <head> declares the installable app
    assert f'<link rel="manifest" href="/static/v/{version}/manifest.webmanifest" />' in html
    assert '<meta name="theme-color" content="#1f6b46" />' in html


def test_index_answers_304_to_its_etag(server: ServerThread) -> None:
    first = server.http.get("/", headers={"accept-encoding": "gzip"})
    etag = first.headers["etag"]
    assert first.status_code == 200 and etag.startswith('"') and etag.endswith('-gzip"')
    for sent in (etag, f"W/{etag}", f'"other", {etag}', "*"):
        again = server.http.get("/rules", headers={"accept-encoding": "gzip", "if-none-match": sent})
        assert again.status_code == 304, sent
        assert again.content == b"" and again.headers["etag"] == etag
        assert again.headers["cache-control"] == "no-cache"
    # another coding is another representation, with its own tag
    other = server.http.get("/", headers={"accept-encoding": "br", "if-none-match": etag})
    assert other.status_code == 200 and other.headers["etag"] != etag
    assert server.http.get("/", headers={"if-none-match": '"stale"'}).status_code == 200


def test_static_files_answer_304_too(server: ServerThread) -> None:
    path = f"/static/v/{version_of(server)}/css/app.css"
    etag = server.http.get(path).headers["etag"]
    again = server.http.get(path, headers={"if-none-match": etag})
    assert again.status_code == 304 and again.headers["cache-control"] == IMMUTABLE


def test_unversioned_and_stale_addresses_keep_working(server: ServerThread) -> None:
    expected = (STATIC_DIR / "js" / "app.js").read_bytes()
    plain = server.http.get("/static/js/app.js")
    assert plain.status_code == 200 and plain.content == expected
    assert plain.headers["cache-control"] == "no-cache"
    assert "max-age" in server.http.get("/static/fonts/fonts.css").headers["cache-control"]
    # a page loaded before a release asks for the old version: today's file, never cached under the old name
    stale = server.http.get("/static/v/000000000000/js/app.js")
    assert stale.status_code == 200 and stale.content == expected
    assert stale.headers["cache-control"] == "no-cache"


def test_bad_static_requests_get_clear_errors(server: ServerThread) -> None:
    version = version_of(server)
    for path in ("/static/nope.js", f"/static/v/{version}/nope.js", "/static/v/", "/static/%2e%2e/pyproject.toml"):
        response = server.http.get(path)
        assert response.status_code == 404, path
        assert response.json()["error"]["code"] == "not_found"
    posted = server.http.post(f"/static/v/{version}/js/app.js")
    assert posted.status_code == 405 and posted.json()["error"]["code"] == "method_not_allowed"
    head = server.http.head(f"/static/v/{version}/js/app.js", headers={"accept-encoding": "gzip"})
    assert head.status_code == 200 and head.content == b"" and int(head.headers["content-length"]) > 0


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_manifest_is_valid_with_its_icons(server: ServerThread) -> None:
    version = version_of(server)
    url = f"/static/v/{version}/manifest.webmanifest"
    response = server.http.get(url)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/manifest+json; charset=utf-8"
    manifest = json.loads(response.content)
    assert manifest["name"] == "UNO Duo" and manifest["short_name"]
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/" and manifest["scope"] == "/"
    assert manifest["theme_color"] == "#1f6b46"  # the felt of the table
    sizes: dict[str, set[str]] = {"any": set(), "maskable": set()}
    for icon in manifest["icons"]:
        fetched = server.http.get(urljoin(url, icon["src"]))
        assert fetched.status_code == 200, icon
        assert fetched.headers["content-type"].startswith(icon["type"])
        if icon["type"] == "image/png":
            width, height = _png_size(fetched.content)
            assert icon["sizes"] == f"{width}x{height}", icon
        sizes[icon["purpose"]].add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes["any"] and {"192x192", "512x512"} <= sizes["maskable"]


def test_service_worker_is_served_for_the_whole_site(server: ServerThread) -> None:
    version = version_of(server)
    response = server.http.get("/static/sw.js")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/javascript; charset=utf-8"
    assert response.headers["service-worker-allowed"] == "/"
    assert response.headers["cache-control"] == "no-cache"  # a release must reach the browser at once
    csp = response.headers["content-security-policy"]
    assert "worker-src 'self'" in csp and "manifest-src 'self'" in csp
    source = response.text
    assert f'const VERSION = "{version}";' in source
    shell_line = re.search(r"const SHELL = (\[.*?\]);", source)
    assert shell_line, source[:500]
    shell = json.loads(shell_line.group(1))
    assert f"/static/v/{version}/bundle/app.js" in shell and f"/static/v/{version}/offline.html" in shell
    assert not any(path.endswith((".woff2", "sw.js", "/index.html")) for path in shell)
    # the modules the bundle holds are not cached a second time
    assert not any(f"/static/v/{version}/{folder}/" in path for path in shell for folder in ("js", "vendor"))
    for path in shell:
        assert server.http.get(path).status_code == 200, path
    offline = server.http.get(f"/static/v/{version}/offline.html").text
    assert f'src="/static/v/{version}/icons/icon.svg"' in offline and 'lang="ur" dir="rtl"' in offline


def test_version_follows_the_content(tmp_path: Path) -> None:
    tree = tmp_path / "static"
    shutil.copytree(STATIC_DIR, tree)
    before = StaticAssets(tree)
    assert StaticAssets(tree).version == before.version
    (tree / "css" / "app.css").write_text((tree / "css" / "app.css").read_text() + "\n/* changed */\n")
    after = StaticAssets(tree)
    assert after.version != before.version
    assert f"/static/v/{after.version}/css/app.css" in after.files["index.html"].body.decode()
    assert f'"{after.version}"' in after.files["sw.js"].body.decode()


def test_source_modules_load_the_modules_with_their_preloads() -> None:
    assets = StaticAssets(STATIC_DIR, source_modules=True)
    html = assets.files["index.html"].body.decode()
    prefix = assets.prefix
    assert re.findall(r'<script type="module" src="([^"]+)"', html) == [f"{prefix}js/main.js"]
    # every module of the import graph is preloaded, so a phone fetches them in one round trip
    preloaded = set(re.findall(rf'rel="modulepreload" href="{prefix}([^"]+)"', html))
    assert {"js/app.js", "js/pwa.js", "js/table.js", "vendor/htm-preact-standalone.module.js"} <= preloaded
    for module in preloaded:
        assert (STATIC_DIR / module).is_file(), module
    shell = assets.files["sw.js"].body.decode()
    assert f'"{prefix}js/table.js"' in shell and f'"{prefix}bundle/app.js"' in shell


def test_module_graph_follows_relative_imports() -> None:
    files = {
        "js/app.js": b'import { a } from "./a.js";\nimport "../vendor/v.js";\nconst lazy = () => import("./lazy.js");',
        "js/a.js": b'export { b } from "./sub/b.js";\nimport {\n  c,\n  d,\n} from "./c.js";',
        "js/sub/b.js": b'import x from "../a.js"; // a cycle\n',
        "js/c.js": b"export const c = 1, d = 2;",
        "vendor/v.js": b"",
        "js/lazy.js": b"",
    }
    assert module_graph(files, ["js/app.js"]) == ["js/app.js", "js/a.js", "vendor/v.js", "js/sub/b.js", "js/c.js"]


def test_the_index_allows_only_its_own_inline_script(server: ServerThread) -> None:
    page = server.http.get("/game/whatever", headers={"accept-encoding": "identity"})
    policy = page.headers["content-security-policy"]
    scripts = re.findall(r"<script>(.*?)</script>", page.text, re.S)
    assert len(scripts) == 1 and "unoduoEarlySocket" in scripts[0]  # the table's socket opens with the page
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    assert f"script-src 'self' 'sha256-{digest}';" in policy and "object-src 'none'" in policy
    assert page.headers.get_list("content-security-policy") == [policy]  # the middleware adds no second one
    # every other response keeps the policy without inline scripts
    other = server.http.get("/api/meta").headers["content-security-policy"]
    assert "script-src 'self';" in other
