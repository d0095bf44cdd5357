"""The committed bundle (unoduo/web/static/bundle/, built by scripts/build-bundle with esbuild) is the bundle of
today's modules: the sources it lists are the modules the entry imports, unchanged, and a fresh build gives the
same bytes."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from unoduo.web.server.app import STATIC_DIR
from unoduo.web.server.assets import module_graph

REPO = Path(__file__).resolve().parents[3]
BUNDLE = STATIC_DIR / "bundle"
BUILD = REPO / "scripts" / "build-bundle"
ESBUILD = REPO / "node_modules" / ".bin" / "esbuild"
STALE = "the committed bundle is stale: run `scripts/build-bundle` (after `npm ci`), commit static/bundle/"


def test_the_bundle_lists_every_module_of_the_app_unchanged() -> None:
    """Without node: the modules reachable from js/main.js are the bundle's sources, byte for byte (SHA-256)."""
    listing = json.loads((BUNDLE / "sources.json").read_text())
    assert listing["entry"] == "unoduo/web/static/js/main.js"
    files = {path.relative_to(STATIC_DIR).as_posix(): path.read_bytes() for path in STATIC_DIR.rglob("*.js")}
    reachable = {f"unoduo/web/static/{path}" for path in module_graph(files, ["js/main.js"])}
    assert set(listing["sources"]) == reachable, STALE
    for path, digest in listing["sources"].items():
        assert hashlib.sha256((REPO / path).read_bytes()).hexdigest() == digest, f"{path} changed: {STALE}"


def test_a_fresh_build_equals_the_committed_bundle(tmp_path: Path) -> None:
    assert ESBUILD.exists(), "esbuild is missing: run `npm ci` (README.md's test command does)"
    subprocess.run([sys.executable, str(BUILD), "--out", str(tmp_path)], check=True, capture_output=True)
    for name in ("app.js", "sources.json"):
        assert (tmp_path / name).read_bytes() == (BUNDLE / name).read_bytes(), f"{name} differs: {STALE}"


def test_the_bundle_imports_nothing_and_starts_the_app() -> None:
    source = (BUNDLE / "app.js").read_text(encoding="utf-8")
    assert module_graph({"app.js": source.encode()}, ["app.js"]) == ["app.js"]  # no relative import left
    assert 'document.getElementById("app")' in source and '"/static/sw.js"' in source
