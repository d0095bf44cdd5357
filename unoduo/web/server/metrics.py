"""Prometheus metrics of one server process, at ``GET /metrics`` behind a bearer token (docs/deploy.md, "Metrics").

Off unless the process has a token (``UNODUO_METRICS_TOKEN``): the endpoint is on the public port, so without one
it answers 404 like any unknown path, and with one it answers 401 to a request without ``Authorization: Bearer
TOKEN``. Each process keeps its own registry (a scraper asks every process, as it asks every port); gauges are
read when scraped, so nothing is counted on the hot path but one histogram observation per action.
"""

from __future__ import annotations

import hmac
import logging
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

#: Seconds from an action's arrival to the end of its handling (checked, stored, its updates queued).
ACTION_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

CONTENT_TYPE = CONTENT_TYPE_LATEST


class ServerMetrics:
    """The process's metrics: actions timed as they are handled, the rest read from the hub and the store when
    scraped (:meth:`watch`), and log records at ERROR counted by :meth:`error_counter`."""

    def __init__(self, token: str | None) -> None:
        self.token = token or None
        self.registry = CollectorRegistry()
        self.action_seconds = Histogram(
            "unoduo_action_seconds", "Seconds from a player's action arriving to the end of its handling",
            ["ruleset"], buckets=ACTION_BUCKETS, registry=self.registry,
        )
        self.action_errors = Counter(
            "unoduo_action_refusals_total", "Actions refused (illegal, out of turn, stale, rate-limited)",
            ["code"], registry=self.registry,
        )
        self.log_errors = Counter(
            "unoduo_log_errors_total", "Log records at ERROR or above, by logger", ["logger"], registry=self.registry,
        )
        self.games_held = Gauge("unoduo_games_held", "Unfinished games in this process's memory",
                                registry=self.registry)
        self.games_driven = Gauge("unoduo_games_driven", "Games whose bots and timers this process runs",
                                  registry=self.registry)
        self.connections = Gauge("unoduo_websockets", "Open WebSocket connections attached to a game",
                                 registry=self.registry)
        self.pool_checked_out = Gauge("unoduo_db_pool_checked_out", "Read-pool connections in use (PostgreSQL)",
                                      registry=self.registry)
        self.pool_overflow = Gauge("unoduo_db_pool_overflow", "Read-pool connections open beyond its size",
                                   registry=self.registry)
        self.bus_connected = Gauge("unoduo_bus_connected", "1 while the cluster bus holds its LISTEN connection",
                                   registry=self.registry)

    def allows(self, authorization: str | None) -> bool:
        """Whether a request with this ``Authorization`` header may read the metrics."""
        if self.token is None or not authorization or not authorization.startswith("Bearer "):
            return False
        return hmac.compare_digest(authorization[len("Bearer "):].encode(), self.token.encode())

    def watch(self, hub: Any, store: Any) -> None:
        """Read the gauges from ``hub`` (its games, connections, cluster) and ``store`` (its pool) when scraped."""
        self.games_held.set_function(lambda: len(hub.games))
        self.games_driven.set_function(
            lambda: sum(1 for game_id in hub.games if hub.cluster is None or hub.cluster.drives(game_id))
        )
        self.connections.set_function(lambda: sum(len(game.conns) for game in hub.games.values()))
        self.bus_connected.set_function(lambda: 1 if hub.cluster is not None and hub.cluster.connected() else 0)

        def pool_stat(name: str) -> float:
            pool = getattr(getattr(store, "engine", None), "pool", None)
            reader = getattr(pool, name, None)
            return float(reader()) if callable(reader) else 0.0

        self.pool_checked_out.set_function(lambda: pool_stat("checkedout"))
        self.pool_overflow.set_function(lambda: max(0.0, pool_stat("overflow")))

    def error_counter(self) -> logging.Handler:
        """A logging handler that counts every record at ERROR or above (add it to the root logger)."""
        metrics = self

        class _Count(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                metrics.log_errors.labels(logger=record.name).inc()

        return _Count(level=logging.ERROR)

    def exposition(self) -> bytes:
        return generate_latest(self.registry)
