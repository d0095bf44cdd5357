"""Page speed of the browser game on a throttled phone connection (a benchmark, not a test).

    python bench/page_load.py [--runs 5] [--throttle fast3g|none] [--url http://HOST:PORT]

Starts ``unoduo serve`` on a free port (unless ``--url`` is given), drives Debian's Chromium (/usr/bin/chromium,
with the launch flags of tests/browser/conftest.py; never ``playwright install``) and measures, for the home page
and for a table against a bot, each on a cold cache (a new browser profile: no HTTP cache, no service worker) and
on a warm one (the same profile, loaded again):

- FCP: first contentful paint (``performance.getEntriesByName("first-contentful-paint")``), ms after navigation;
- TTI: "time to interactive", ms after navigation until the page accepts the player's input, defined as:
  home page: the app has started (``body[data-ready=true]``) and the Play button is in the page;
  table: a state has arrived (``[data-testid=table]`` has ``data-seq`` >= 0), it is the player's turn (the bot
  moves without delay: ``--bot-delay 0``) and the controls of that decision are in the page and enabled: a card
  of the hand (``[data-testid=hand] button.card``) or an action button (a new Duo match opens with the draft's
  Keep/Reject), so a click reaches its handler;
- bytes: bytes received over the network for the page's HTTP requests (the sum of CDP
  ``Network.loadingFinished.encodedDataLength``: headers and the body as sent, compressed if it was), and the
  number of requests that reached the network (answers from the memory cache or the service worker's cache
  cost nothing on the wire).

Throttling is Chrome DevTools' own "Fast 3G" preset (front_end/core/sdk/NetworkManager.ts in the DevTools source:
download 1.6 Mbit/s x 0.9 = 180,000 bytes/s, upload 750 kbit/s x 0.9 = 84,375 bytes/s, latency 150 ms x 3.75 =
562.5 ms per request), applied with CDP ``Network.emulateNetworkConditions``. Emulation adds the latency to each
request and caps throughput per page; it does not emulate TCP slow start, so a real phone network is a little
slower still. The page's service worker is a target of its own, throttled the same way (``WorkerThrottle``).

Each figure is the median of ``--runs`` runs. The target: the home page and the table interactive in under
2 s on a first visit (cold) on Fast 3G, the return visit no slower.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
LAUNCH_ARGS = [  # as tests/browser/conftest.py
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]
PHONE = {"width": 390, "height": 844}

#: Chrome DevTools' "Fast 3G" preset (see the module docstring), in CDP's units: bytes/s and ms.
FAST_3G = {
    "offline": False,
    "downloadThroughput": 1.6 * 1000 * 1000 / 8 * 0.9,
    "uploadThroughput": 750 * 1000 / 8 * 0.9,
    "latency": 150 * 3.75,
}
NO_THROTTLE = {"offline": False, "downloadThroughput": -1, "uploadThroughput": -1, "latency": 0}
TARGET_TABLE_TTI_MS = 2000
FIGURES = ("fcp", "tti", "kb", "requests")

#: Runs in every document before the page's own scripts: records performance.now() at the first moment the page
#: is interactive (see the module docstring for the definition).
INTERACTIVE_PROBE = """(() => {
  const check = () => {
    if (window.__interactive !== undefined) return;
    const home = document.querySelector('body[data-ready=true] [data-testid=start-game]');
    const table = document.querySelector('[data-testid=table]');
    const hand = table && table.dataset.seq !== '-1' && table.dataset.myTurn === 'true' && document.querySelector(
      '[data-testid=hand] button.card:not([disabled]), '
      + '[data-testid=table] button[data-testid^=action-]:not([disabled])');
    if (home || hand) {
      window.__interactive = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();"""

PAINT_JS = """() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return { fcp: fcp ? fcp.startTime : null, tti: window.__interactive };
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(workdir: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    command = [
        sys.executable,
        "-m",
        "unoduo.cli.main",
        "serve",
        "--port",
        str(port),
        "--db",
        f"sqlite:///{workdir / 'bench.sqlite3'}",
        "--bot-delay",
        "0",
    ]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    log = (workdir / "server.log").open("wb")
    process = subprocess.Popen(command, cwd=REPO, stdout=log, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"unoduo serve exited: {(workdir / 'server.log').read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/api/meta", timeout=1):
                return process, url
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("unoduo serve did not answer in 30 s")


def new_game(url: str) -> dict[str, Any]:
    """A UNO Duo game against an easy bot, created through the HTTP API (as the home page's Play button does)."""
    body = json.dumps({"ruleset": "duo", "opponent": "bot", "difficulty": "easy", "name": "Bench"}).encode()
    request = urllib.request.Request(f"{url}/api/games", data=body, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        made: dict[str, Any] = json.loads(response.read())
    return made


class Probe:
    """One page with network throttling and byte counting through a CDP session."""

    def __init__(self, context: BrowserContext, conditions: dict[str, Any]) -> None:
        self.page: Page = context.new_page()
        self.cdp = context.new_cdp_session(self.page)
        self.bytes = 0
        self.requests = 0
        self.cdp.on("Network.loadingFinished", self._finished)
        self.cdp.send("Network.enable")
        self.cdp.send("Network.emulateNetworkConditions", conditions)

    def _finished(self, event: dict[str, Any]) -> None:
        size = int(event.get("encodedDataLength") or 0)
        self.bytes += size
        if size:
            self.requests += 1

    def load(self, url: str) -> dict[str, float]:
        """Navigate to ``url`` and wait until the page is interactive; FCP, TTI (ms) and network bytes."""
        self.bytes = self.requests = 0
        self.page.goto(url, wait_until="commit", timeout=120_000)
        self.page.wait_for_function("() => window.__interactive !== undefined", timeout=20_000, polling=50)
        self.page.wait_for_load_state("load", timeout=120_000)
        self.page.wait_for_timeout(300)  # late requests (icons, service worker) are counted too
        marks = self.page.evaluate(PAINT_JS)
        return {
            "fcp": marks["fcp"] or float("nan"),
            "tti": marks["tti"],
            "kb": self.bytes / 1000,
            "requests": self.requests,
        }


class WorkerThrottle:
    """The same throttling for the page's service worker, whose own fetches the page's emulation does not slow.

    The worker is a target of its own: attached through the browser's CDP session (messages relayed with
    ``Target.sendMessageToTarget``), it gets ``Network.emulateNetworkConditions`` too, and its network bytes are
    counted with the page's.
    """

    def __init__(self, browser: Any, probe: Probe, conditions: dict[str, Any]) -> None:
        self.cdp = browser.new_browser_cdp_session()
        self.probe = probe
        self.conditions = conditions
        self.attached: set[str] = set()
        self.cdp.on("Target.receivedMessageFromTarget", self._message)

    def attach(self) -> None:
        targets = self.cdp.send("Target.getTargets")["targetInfos"]
        for info in targets:
            if info["type"] != "service_worker" or info["targetId"] in self.attached:
                continue
            self.attached.add(info["targetId"])
            session = self.cdp.send("Target.attachToTarget", {"targetId": info["targetId"], "flatten": False})
            for number, (method, params) in enumerate(
                (("Network.enable", {}), ("Network.emulateNetworkConditions", self.conditions)), start=1
            ):
                message = json.dumps({"id": number, "method": method, "params": params})
                self.cdp.send("Target.sendMessageToTarget", {"sessionId": session["sessionId"], "message": message})

    def _message(self, event: dict[str, Any]) -> None:
        message = json.loads(event["message"])
        if message.get("method") == "Network.loadingFinished":
            self.probe._finished(message["params"])

    def close(self) -> None:
        self.cdp.detach()


def settle_service_worker(page: Page) -> None:
    """Wait (up to 20 s) until a service worker, if the page registers one, is active and has cached the shell."""
    page.evaluate(
        """() => !('serviceWorker' in navigator) ? null : Promise.race([
      navigator.serviceWorker.getRegistration().then((r) => r ? navigator.serviceWorker.ready : null),
      new Promise((resolve) => setTimeout(resolve, 20000))])"""
    )


def measure(browser: Any, url: str, path_of: Any, conditions: dict[str, Any]) -> tuple[dict[str, float], ...]:
    """Cold then warm load of one page in a new browser profile."""
    context = browser.new_context(viewport=PHONE, locale="en-US")
    context.add_init_script(INTERACTIVE_PROBE)
    path = path_of(context)
    probe = Probe(context, conditions)
    workers = WorkerThrottle(browser, probe, conditions)
    try:
        cold = probe.load(url + path)
        settle_service_worker(probe.page)
        workers.attach()
        warm = probe.load(url + path)
    finally:
        workers.close()
        context.close()
    return cold, warm


def table_path(url: str) -> Any:
    def prepare(context: BrowserContext) -> str:
        made = new_game(url)
        seats = {made["game"]: {"seat": made["seat"], "token": made["token"], "saved": 0}}
        context.add_init_script(f"localStorage.setItem('unoduo.seats', {json.dumps(json.dumps(seats))});")
        return f"/game/{made['game']}"

    return prepare


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (the median is shown)")
    parser.add_argument("--throttle", choices=("fast3g", "none"), default="fast3g")
    parser.add_argument("--url", help="measure a running server instead of starting one")
    args = parser.parse_args()
    conditions = FAST_3G if args.throttle == "fast3g" else NO_THROTTLE

    with tempfile.TemporaryDirectory() as tmp:
        process, url = (None, args.url.rstrip("/")) if args.url else start_server(Path(tmp))
        try:
            results: dict[str, list[dict[str, float]]] = {}
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
                for _ in range(args.runs):
                    for name, path_of in (("home", lambda _context: "/"), ("table vs bot", table_path(url))):
                        cold, warm = measure(browser, url, path_of, conditions)
                        results.setdefault(f"{name}, cold", []).append(cold)
                        results.setdefault(f"{name}, warm", []).append(warm)
                browser.close()
        finally:
            if process is not None:
                process.terminate()
                process.wait(timeout=10)

    label = "Fast 3G (DevTools preset)" if args.throttle == "fast3g" else "no throttling"
    print(f"Page load, {label}, Chromium, 390x844, median of {args.runs} runs")
    print(f"{'page':<22} {'FCP ms':>8} {'TTI ms':>8} {'KB':>8} {'requests':>9}")
    for name, runs in results.items():
        fcp, tti, kb, requests = (statistics.median(run[key] for run in runs) for key in FIGURES)
        print(f"{name:<22} {fcp:>8.0f} {tti:>8.0f} {kb:>8.1f} {requests:>9.0f}")
    for page in ("home", "table vs bot"):
        cold = statistics.median(run["tti"] for run in results[f"{page}, cold"])
        verdict = "met" if cold < TARGET_TABLE_TTI_MS else "NOT met"
        print(f"target: {page} interactive in under {TARGET_TABLE_TTI_MS} ms (cold): {verdict} ({cold:.0f} ms)")


if __name__ == "__main__":
    main()
