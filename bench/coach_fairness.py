"""Coach fairness benchmark (not a test): one address flooding hints, another address's hint latency (bench/README.md).

Starts ``unoduo serve`` (SQLite in a temporary directory, bots without delay) and plays, each client from an
address of its own through ``X-Forwarded-For`` (uvicorn trusts loopback's proxy headers, as behind a local
reverse proxy; the forwarded addresses are not exempt from per-address limits):

- the honest player (198.51.100.10): one game against a bot; on each of its turns it asks for a hint, waits for
  the answer (the latency measured), then plays the suggested action;
- the flooder (203.0.113.66, ``--flood`` games): on each of its games it asks for a hint at every turn, plays the
  suggestion as soon as it comes, and asks again 60 ms after a refusal (as often as a connection may send:
  the server's 20 messages a second, else it closes it), so it always has as many hints in flight as the
  server lets it.

The per-address hint rates are lifted (``hints_per_minute``, ``hint_burst``, ``address_hints_per_window``) so
that only the queue stands between the two: the round-robin over addresses and the bound on one address's
waiting hints (``hints_waiting_per_address``, ``--bound`` to change it). Two phases of ``--seconds`` each: the
honest player alone, then with the flood. It prints the honest hint latency's p50, p90 and p99 per phase and
what the flooder got (hints answered, refusals by code).

    python bench/coach_fairness.py                       # 8 flooding games, 30 s a phase, the default bound (2)
    python bench/coach_fairness.py --bound 1000          # the bound lifted: the round-robin alone
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_load import free_port, percentile, wait_ready  # noqa: E402

HONEST, FLOODER = "198.51.100.10", "203.0.113.66"
LIFTED = ["hints_per_minute=1000000", "hint_burst=1000000", "address_hints_per_window=100000000",
          "account_hints_per_window=100000000", "create_burst=1000", "create_per_minute=1000"]


async def new_game(http: httpx.AsyncClient, address: str, seed: int) -> tuple[str, str]:
    response = await http.post("/api/games", json={"ruleset": "duo", "opponent": "bot", "seed": seed},
                               headers={"x-forwarded-for": address})
    response.raise_for_status()
    body = response.json()
    return body["game"], body["token"]


async def hinting_player(url: str, http: httpx.AsyncClient, address: str, seed: int, stop: float,
                         latencies: list[float] | None, codes: Counter[str]) -> None:
    """Games against a bot from ``address`` until ``stop``: a hint at every turn, then its suggestion played.
    ``latencies`` (the honest player): the time from asking to the answer of each hint that was answered."""
    rng = random.Random(seed)
    while time.monotonic() < stop:
        game, token = await new_game(http, address, rng.randrange(1 << 30))
        try:
            await play_one(url, game, token, address, stop, latencies, codes)
        except websockets.ConnectionClosed as exc:
            codes[f"closed {exc.rcvd.code if exc.rcvd else None}"] += 1


async def play_one(url: str, game: str, token: str, address: str, stop: float, latencies: list[float] | None,
                   codes: Counter[str]) -> None:
    """One game, until it is over or the phase ends (see :func:`hinting_player`)."""
    async with websockets.connect(url, max_size=None, open_timeout=60,
                                  additional_headers={"x-forwarded-for": address}) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 2, "game": game, "token": token}))
        seat, state, asked_at = None, None, None
        while time.monotonic() < stop:
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), max(0.01, stop - time.monotonic())))
            except TimeoutError:
                return
            kind = message["type"]
            if kind == "welcome":
                seat = message["seat"]
            elif kind == "state":
                state = message
                if state["status"] == "over":
                    break
                if state["view"]["to_act"] == seat and state["view"]["legal"] and asked_at is None:
                    asked_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "hint", "seq": state["seq"]}))
            elif kind == "hint" and state is not None and message["seq"] == state["seq"]:
                codes["hint"] += 1
                if latencies is not None and asked_at is not None:
                    latencies.append(time.perf_counter() - asked_at)
                asked_at = None
                await ws.send(json.dumps({"type": "action", "seq": state["seq"], "action": message["best"]}))
            elif kind == "error":
                codes[message["code"]] += 1
                if state is not None and asked_at is not None and message["code"] != "stale":
                    # refused or failed: ask again (the flooder as often as it may)
                    await asyncio.sleep(0.06 if latencies is None else 0.2)
                    asked_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "hint", "seq": state["seq"]}))


async def phase(url: str, http: httpx.AsyncClient, seconds: float, flood: int) -> dict[str, Any]:
    stop = time.monotonic() + seconds
    latencies: list[float] = []
    honest_codes: Counter[str] = Counter()
    flood_codes: Counter[str] = Counter()
    players = [hinting_player(url, http, HONEST, 1, stop, latencies, honest_codes)]
    players += [hinting_player(url, http, FLOODER, 100 + i, stop, None, flood_codes) for i in range(flood)]
    await asyncio.gather(*players)
    return {"latencies": latencies, "honest": honest_codes, "flood": flood_codes}


def report(name: str, result: dict[str, Any]) -> None:
    values = result["latencies"]
    ms = [percentile(values, q) * 1000 for q in (0.5, 0.9, 0.99)]
    refused = {code: count for code, count in result["honest"].items() if code != "hint"}
    print(f"{name}: honest hints answered {len(values)}; latency p50 {ms[0]:.0f} ms, p90 {ms[1]:.0f} ms, "
          f"p99 {ms[2]:.0f} ms; honest refusals {refused}")
    if result["flood"]:
        print(f"  flooder: {dict(result['flood'])}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flood", type=int, default=8, help="games the flooder plays at once")
    parser.add_argument("--seconds", type=float, default=30.0, help="length of each phase")
    parser.add_argument("--bound", type=int, default=None, help="hints_waiting_per_address (default: the server's)")
    parser.add_argument("--hint-workers", type=int, default=None, help="hint_workers (default: the server's, 1)")
    args = parser.parse_args()
    port = free_port()
    limits = list(LIFTED)
    if args.bound is not None:
        limits.append(f"hints_waiting_per_address={args.bound}")
    if args.hint_workers is not None:
        limits.append(f"hint_workers={args.hint_workers}")
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "unoduo.cli.main", "serve", "--port", str(port), "--db",
               f"sqlite:///{Path(tmp) / 'coach.sqlite3'}", "--bot-delay", "0", "--log-level", "warning"]
        for setting in limits:
            cmd += ["--limit", setting]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        try:
            await wait_ready(base + "/api/meta", proc)
            async with httpx.AsyncClient(base_url=base, timeout=60) as http:
                url = f"ws://127.0.0.1:{port}/ws"
                await phase(url, http, 3.0, 0)  # warm-up: the forkserver and its preloaded analysis
                report("alone", await phase(url, http, args.seconds, 0))
                report(f"flood of {args.flood} games", await phase(url, http, args.seconds, args.flood))
        finally:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    asyncio.run(main())
