"""Render the app icons (unoduo/web/static/icons/*.svg) to the PNG sizes the web app manifest lists.

    python scripts/render_icons.py

Uses Debian's Chromium through Playwright (never ``playwright install``); the PNGs are committed, so the server
needs neither. Re-run after editing an SVG (Pillow then packs each PNG into a 256-colour palette).
"""

from __future__ import annotations

import base64
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parents[1] / "unoduo" / "web" / "static" / "icons"
#: (svg, png, size): the manifest's "any" and "maskable" icons, and the home-screen icon of iOS.
RENDERS = [
    ("icon.svg", "icon-192.png", 192),
    ("icon.svg", "icon-512.png", 512),
    ("icon-maskable.svg", "icon-maskable-192.png", 192),
    ("icon-maskable.svg", "icon-maskable-512.png", 512),
    ("icon-maskable.svg", "apple-touch-icon.png", 180),
]


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--headless"])
        for svg, png, size in RENDERS:
            page = browser.new_page(viewport={"width": size, "height": size})
            source = (ICONS / svg).read_text()
            page.set_content(
                f'<html><body style="margin:0;background:transparent">'
                f'<img src="data:image/svg+xml;base64,{base64.b64encode(source.encode()).decode()}" '
                f'width="{size}" height="{size}" style="display:block"></body></html>'
            )
            page.wait_for_load_state("load")
            page.screenshot(path=str(ICONS / png), omit_background=True)
            page.close()
            # a 256-colour palette: a fifth to a tenth of the bytes, no visible change at icon sizes
            image = Image.open(ICONS / png)
            image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(
                ICONS / png, optimize=True
            )
            print(f"{png}: {(ICONS / png).stat().st_size} bytes")
        browser.close()


if __name__ == "__main__":
    main()
