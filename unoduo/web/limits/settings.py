"""Every abuse limit of the server in one place (:class:`ServerLimits`, docs/server.md "Limits"), and the
ranges a server game accepts for integer rule options.

The limits are applied by :mod:`unoduo.web.limits.rate` (per-address token buckets),
:mod:`unoduo.web.limits.http_guard` (uvicorn's guarded HTTP protocol and the header-count limit) and
:mod:`unoduo.web.limits.quotas` (what an address may create, join, watch and make bots think) and
:mod:`unoduo.web.limits.logins` (login and sign-up attempts, the queue of password hashes).
"""

from __future__ import annotations

import resource
from dataclasses import dataclass, field, fields, replace
from typing import Any

from unoduo.core.options import option_specs

LOOPBACK = ("127.0.0.1", "::1")
MAX_INT_OPTION = 5000  # the largest value of an integer rule option a server game accepts (target_score)


def option_ranges(ruleset: str) -> dict[str, tuple[int, int]]:
    """The integer rule options of ``ruleset`` and the range a server game accepts for each: the engine's
    own bounds (``unoduo.core.options``), capped at :data:`MAX_INT_OPTION` so no match can be made endless."""
    ranges = {}
    for spec in option_specs(ruleset):
        if spec.type == "int":
            low = spec.minimum if spec.minimum is not None else 1
            high = min(spec.maximum, MAX_INT_OPTION) if spec.maximum is not None else MAX_INT_OPTION
            ranges[spec.name] = (low, high)
    return ranges


def _default_max_connections() -> int:
    """Leave room under the process's file descriptor limit for the database, static files and logs."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 10_000
    return max(64, min(10_000, int(soft) - 128))


@dataclass
class ServerLimits:
    """Every abuse limit of the server, with its default (docs/server.md, "Limits"; ``unoduo serve`` flags).

    Per-address limits key on the client's address (behind a trusted reverse proxy, the one it forwards).
    ``exempt_addresses`` are never limited per address: a client on the same machine can claim any address
    through ``X-Forwarded-For`` anyway (uvicorn trusts 127.0.0.1's proxy headers), and a local reverse proxy
    would otherwise count as one client. Global limits apply to everyone.
    """

    # Fair play: a server for tests, puzzles or friends' tournaments may accept a chosen seed in every game
    # (such games still say chosen_setup to everyone); by default only games against bots may choose it.
    allow_chosen_seed: bool = False
    # HTTP connections (the guarded protocol)
    request_timeout: float = 10.0  # seconds to send a request's headers and body (slowloris)
    keep_alive_timeout: int = 5  # seconds an idle keep-alive connection stays open
    max_header_bytes: int = 16 * 1024  # a request's head (request line + headers); larger: 400 and closed
    max_header_count: int = 64  # header lines in a request; more: 431
    max_connections: int = field(default_factory=_default_max_connections)  # open connections in all
    max_connections_per_address: int = 64
    connections_per_second: float = 2.0  # new connections one address may open a second, on average ...
    connection_burst: int = 30  # ... and at once; over it a connection is closed before anything is parsed
    requests_per_second: float = 10.0  # HTTP requests and WebSocket handshakes of one address a second ...
    request_burst: int = 60  # ... and at once; over it: 429 before the application is reached
    # Creating and joining games
    create_per_minute: float = 10.0  # games one address may create a minute, on average ...
    create_burst: int = 20  # ... and at once
    max_open_public_per_address: int = 3  # public games an address created that still wait for players
    max_waiting_seats_per_address: int = 3  # seats an address holds in games still waiting for players
    invitation_ttl: float = 24 * 3600.0  # a game still waiting for players after this long expires
    lobby_page: int = 50  # entries per lobby page
    # Guessing
    failed_per_minute: float = 20.0  # failed joins (unknown code) or failed hellos an address may make a minute
    failed_burst: int = 20
    # Watching
    max_spectators_per_game: int = 50
    max_spectators_per_address: int = 10
    max_queued_bytes: int = 1024 * 1024  # a connection's unsent messages; more: it is disconnected (1013)
    # Bots
    idle_pause: float = 120.0  # no human connected this long: the game's bots and timers stop until one comes back
    idle_unload: float = 600.0  # no one connected this long: the game leaves memory (reloaded on demand)
    idle_expire: float = 7 * 24 * 3600.0  # no action this long in an unfinished game: it expires
    bot_cpu_per_address: float = 0.25  # bot thinking (CPU seconds per second) the games of one address get ...
    bot_cpu_burst: float = 5.0  # ... after a burst of this many CPU seconds
    bot_cpu_total: float = 1.0  # bot thinking of all games together (CPU seconds per second)
    bot_move_seconds: float = 2.0  # the longest one bot move may search (a capped move decides on what it found)
    sweep_interval: float = 30.0  # seconds between sweeps for idle, expired and unloadable games
    # Accounts (unoduo/web/limits/logins.py, SECURITY.md): login attempts reserved in the database's limit counters
    # before the password is hashed; a successful login takes its reservation back
    login_failures_per_name_address: int = 5  # failed logins for one name from one address per login_window ...
    login_failures_per_address: int = 20  # ... and from one address for any names; more: 429 login_limited
    login_window: float = 900.0
    login_failures_per_name: int = 30  # failed logins for one name from all addresses per login_name_window; ...
    login_name_window: float = 3600.0  # ... then addresses that failed for it wait; a clean address still tries
    signups_per_address: int = 5  # accounts one address may create per signup_window
    signup_window: float = 3600.0
    password_hash_workers: int = 2  # Argon2id hashes computed at once (worker threads) ...
    max_pending_hashes: int = 16  # ... and running or waiting in all; more: 429 login_busy at once
    session_days: float = 30.0  # a login lasts this long
    # Matchmaking (unoduo/web/accounts/matchmaking.py)
    queue_bot_fill_after: float = 20.0  # seconds a player who asked for bots waits before bots fill the table
    rated_target_score: int = 0  # a rated match's target score (0: the ruleset's default; tests use 1)
    rated_games_per_pair_per_day: int = 3  # rated games two accounts may start together in 24 h (SECURITY.md)
    # The coach (unoduo/web/coach/service.py, SECURITY.md): post-game reviews and hints, each in a worker process;
    # jobs waiting for a process are served round-robin over the client addresses
    review_workers: int = 1  # reviews computed at once (one process each); the others wait their address's turn
    review_budget: int = 400  # playouts per decision of a review unless the request gives a budget ...
    review_min_budget: int = 10  # ... which must be from this ...
    review_max_budget: int = 2000  # ... to this; a budget is served at the level at or below it (budget / 4,
    # budget, budget * 4), so one (game, seat) is reviewed at most three times whatever budgets are asked
    review_guest_max_budget: int = 400  # the deepest level a guest (no account) gets; accounts up to the maximum
    review_timeout: float = 900.0  # seconds a review may take; then it is stopped (status failed)
    max_pending_reviews: int = 8  # reviews queued or running in all; more: 503 reviews_busy
    reviews_per_address: int = 1  # reviews one address may have queued or running at once
    reviews_per_account: int = 1  # reviews one account may have queued or running at once (from any address)
    reviews_per_hour: float = 20.0  # reviews one address may start an hour, on average ...
    review_burst: int = 5  # ... and at once
    # reviews started per review_window, counted in the database (every process, kept across restarts):
    review_window: float = 24 * 3600.0
    address_reviews_per_window: int = 60  # ... from one address (guests and accounts) ...
    guest_reviews_per_window: int = 20  # ... by guests (no account) from one address ...
    account_reviews_per_window: int = 60  # ... by one account (from any address)
    hint_workers: int = 1  # hints computed at once (one process each)
    hint_budget: int = 300  # playouts of a hint
    hint_timeout: float = 20.0  # seconds a hint may take
    max_pending_hints: int = 32  # hints waiting or being computed in all; more: hints_busy
    hints_waiting_per_address: int = 2  # hints one address may have waiting or being computed; more: too_many_hints
    hints_waiting_per_account: int = 2  # ... and one account (the seat's), from any address
    hints_per_minute: float = 30.0  # hints one address may ask for a minute, on average ...
    hint_burst: int = 10  # ... and at once
    # hints asked per hint_window, counted in the database (every process, kept across restarts):
    hint_window: float = 3600.0
    address_hints_per_window: int = 600  # ... from one address ...
    account_hints_per_window: int = 600  # ... for the seats of one account
    # Addresses never limited per address
    exempt_addresses: tuple[str, ...] = LOOPBACK

    def with_settings(self, settings: dict[str, str]) -> ServerLimits:
        """A copy with fields set from text (``unoduo serve --limit NAME=VALUE``). Raises KeyError for an
        unknown name and ValueError for a value of the wrong kind or out of range."""
        known = {f.name: f for f in fields(self)}
        values: dict[str, Any] = {}
        for name, text in settings.items():
            if name not in known:
                raise KeyError(name)
            current = getattr(self, name)
            if isinstance(current, bool):
                if text.lower() not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                    raise ValueError(text)
                values[name] = text.lower() in ("true", "1", "yes", "on")
            elif isinstance(current, tuple):
                values[name] = tuple(part.strip() for part in text.split(",") if part.strip())
            elif isinstance(current, int):
                values[name] = int(text)
            else:
                values[name] = float(text)
            value = values[name]
            if isinstance(value, (int, float)) and not isinstance(value, bool) and not (value > 0 and value < 1e12):
                raise ValueError(text)
        return replace(self, **values)

    def exempt(self, address: str | None) -> bool:
        return address is None or address in self.exempt_addresses

    @classmethod
    def strict(cls, **overrides: Any) -> ServerLimits:
        """Limits with no exempt address (tests on loopback), overridden by ``overrides``; the per-address
        connection and request rates are generous unless given (a test client opens many)."""
        generous = {"connections_per_second": 1000.0, "connection_burst": 10_000, "requests_per_second": 1000.0,
                    "request_burst": 10_000}
        return cls(**{"exempt_addresses": (), **generous, **overrides})
