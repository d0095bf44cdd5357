"""Optional accounts: sign-up, login, sessions, CSRF, password change, deletion; profiles, leaderboard, queue.

Guests play exactly as before (seat tokens only). An account adds a name that is theirs, ratings and
matchmaking. docs/server.md ("Accounts and ratings") is the reference; in short:

- **Passwords** are hashed with Argon2id (argon2-cffi's ``PasswordHasher``, RFC 9106's low-memory profile:
  3 passes over 64 MiB, 4 lanes) in worker threads, ``password_hash_workers`` at a time and at most
  ``max_pending_hashes`` running or waiting (more: 429 ``login_busy``), so hashing never stalls the event loop
  and a flood of logins can neither take every core nor make everyone wait. A hash made with older parameters
  is replaced at login.
- **Sessions** are a random cookie (``unoduo_session``: 256 bits, ``HttpOnly``, ``SameSite=Lax``, ``Secure``
  over HTTPS, ``Path=/``) stored only as SHA-256, ending after ``session_days`` or at logout; a password
  change ends every other session.
- **CSRF.** A state-changing request (not GET/HEAD/OPTIONS) that carries the session cookie must carry the
  header ``X-CSRF-Token`` with the session's CSRF token; sign-up and login, which have no session yet, need the
  token of the pre-session cookie ``unoduo_csrf`` (``SameSite=Strict``). ``GET /api/account`` gives the token.
  The token is HMAC-SHA256 of the cookie under the server's session secret (kept in the database, or
  ``UNODUO_SESSION_SECRET``), so any server process can check it without a lookup, a page on another site
  can neither read the cookie nor the token, and a planted cookie's token cannot be computed. A request with
  two session cookies is refused (sessions.py). Guests' requests
  carry no cookie, hence no ambient authority to forge; the Origin check (security.py) stays in front.
- **Login rate limits** (:mod:`unoduo.web.limits.logins`): every attempt is reserved in the database's limit
  counters (every process sees the same, a restart keeps them) before its password is hashed, per (name,
  address), per address and, slower, per name; a successful login takes its reservation back. Sign-ups are
  reserved per address the same way. Then 429 ``login_limited`` with ``Retry-After``.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Request, Response
from pydantic import BaseModel, ConfigDict, Field

from unoduo.i18n import _, use_language
from unoduo.storage.accounts import AccountRow, AccountStore, NameTaken, RatedSeat, RatingRow
from unoduo.storage.limits import LimitCounters
from unoduo.web.accounts import ratings as rating_math
from unoduo.web.accounts.matchmaking import Matchmaker, Table, Ticket, address_key
from unoduo.web.accounts.sessions import (
    CSRF_COOKIE,
    SESSION_COOKIE,
    cookie_of,
    csrf_token_for,
    new_secret,
    secret_from_env,
    session_cookie,
)
from unoduo.web.errors import ApiError
from unoduo.web.limits.logins import HashQueue, LoginLimits
from unoduo.web.limits.quotas import LimitExceeded
from unoduo.web.limits.rate import client_address
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.play.game import Game
from unoduo.web.play.hub import GameHub
from unoduo.web.play.lookalikes import SKELETON_VERSION, mixed_scripts, skeleton_key
from unoduo.web.play.names import InvisibleNameError, generated_names, normalize_name
from unoduo.web.play.tokens import hash_token

log = logging.getLogger("unoduo.web")

MIN_NAME, MAX_NAME = 3, 24
MIN_PASSWORD, MAX_PASSWORD = 8, 128
LEADERBOARD_SIZE = 100


def name_key(name: str) -> str:
    """The form of a name that must be unique: NFKC, case-folded, so "Asha", "ASHA" and "Ａｓｈａ" are one."""
    return unicodedata.normalize("NFKC", name).casefold()


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


# ---------------------------------------------------------------------- request bodies


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


Tokens = Annotated[list[Annotated[str, Field(max_length=100)]], Field(max_length=200)]


class Credentials(_Body):
    name: Annotated[str, Field(max_length=64)]
    password: Annotated[str, Field(max_length=MAX_PASSWORD * 4)]
    tokens: Tokens = Field(default_factory=list)  # the guest's seat tokens: their games move to the account


class PasswordChange(_Body):
    password: Annotated[str, Field(max_length=MAX_PASSWORD * 4)]
    new_password: Annotated[str, Field(max_length=MAX_PASSWORD * 4)]


class Deletion(_Body):
    password: Annotated[str, Field(max_length=MAX_PASSWORD * 4)]


class Claim(_Body):
    tokens: Tokens


class QueueRequest(_Body):
    mode: Literal["duo", "classic"]
    size: Annotated[int, Field(ge=2, le=10)] = 2
    bots: bool = False


# ---------------------------------------------------------------------- the service


class Accounts:
    """Accounts, sessions, ratings and matchmaking of one server process."""

    def __init__(self, store: AccountStore, limits: ServerLimits, hasher: PasswordHasher | None = None) -> None:
        self.store = store
        self.limits = limits
        self.hasher = hasher or PasswordHasher()  # Argon2id, RFC 9106 low-memory profile
        self._dummy_hash: str | None = None
        self.hashing = HashQueue(limits.password_hash_workers, limits.max_pending_hashes)
        self.counters = LimitCounters(store.store)
        self.login_limits = LoginLimits(self.counters, limits)
        self.hub: GameHub | None = None
        self.matchmaker: Matchmaker | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._catch_up: asyncio.Task[None] | None = None
        self.session_secret: bytes | None = None  # CSRF tokens' HMAC key, set by start

    # -------------------------------------------------------------- life cycle

    async def start(self, hub: GameHub) -> None:
        skeleton_key("")  # builds the confusables table now, not during the first guest's request
        stored = await self.store.open(name_skeleton=skeleton_key, skeleton_version=SKELETON_VERSION,
                                       make_secret=new_secret)
        self.session_secret = secret_from_env() or (stored or new_secret()).encode()
        self.hub = hub
        hub.game_over_hooks.append(self._game_over)
        self.matchmaker = Matchmaker(self.store, self._create_table, self.limits.queue_bot_fill_after,
                                     token_issued=self._seat_token_issued,
                                     pair_cap=self.limits.rated_games_per_pair_per_day)
        self.matchmaker.start()
        self._catch_up = asyncio.create_task(self._catch_up_loop(), name="unoduo-ratings")

    async def stop(self) -> None:
        if self.matchmaker is not None:
            await self.matchmaker.stop()
        for task in [self._catch_up, *self._tasks]:
            if task is not None:
                task.cancel()
        for task in [self._catch_up, *self._tasks]:
            if task is not None:
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass

    # -------------------------------------------------------------- passwords

    async def _hash(self, password: str) -> str:
        return await self.hashing.run(lambda: self.hasher.hash(password))

    async def _verify(self, stored: str | None, password: str) -> bool:
        """True when ``password`` matches ``stored``; with no stored hash, the same work against a dummy one
        (a login for a name that does not exist takes as long as a wrong password)."""
        if self._dummy_hash is None:
            self._dummy_hash = await self._hash(secrets.token_urlsafe(16))
        target = stored or self._dummy_hash

        def verify() -> bool:
            try:
                return bool(self.hasher.verify(target, password))
            except (VerificationError, InvalidHashError):
                return False

        return await self.hashing.run(verify) and stored is not None

    @staticmethod
    def check_password(password: str, name: str) -> None:
        if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
            raise ApiError(422, "bad_password", _("A password has {low} to {high} characters.").format(
                low=MIN_PASSWORD, high=MAX_PASSWORD))
        if name_key(password) == name_key(name):
            raise ApiError(422, "bad_password", _("The password must not be your name."))

    @staticmethod
    def check_name(raw: str) -> str:
        """A new account's name, normalised; 422 ``bad_name`` when it is too short or long, mixes scripts a
        reader would not expect together (Latin with Cyrillic, say) or looks like a generated name (422
        ``lookalike_name``). Whether it looks like another account's name is the store's unique skeleton (409
        ``name_taken``)."""
        try:
            name = normalize_name(raw, limit=64)
        except InvisibleNameError:
            name = ""
        if not MIN_NAME <= len(name) <= MAX_NAME:
            raise ApiError(422, "bad_name", _("A name has {low} to {high} visible characters.").format(
                low=MIN_NAME, high=MAX_NAME))
        if mixed_scripts(name):
            raise ApiError(422, "lookalike_name", _("A name is written in one alphabet; this one mixes several."))
        if skeleton_key(name) in _generated_looks():
            raise ApiError(422, "lookalike_name", _("This name looks like one the server gives; choose another."))
        return name

    # -------------------------------------------------------------- sessions

    async def current(self, request: Request) -> AccountRow | None:
        """The logged-in account of this request, or None (looked up once per request)."""
        if hasattr(request.state, "account"):
            found: AccountRow | None = request.state.account
            return found
        cookie = session_cookie(request)
        account = await self.store.session_account(hash_token(cookie), now_iso()) if cookie else None
        request.state.account = account
        return account

    async def require(self, request: Request) -> AccountRow:
        account = await self.current(request)
        if account is None:
            raise ApiError(401, "login_required", _("Log in first."))
        return account

    async def _start_session(self, request: Request, response: Response, account: AccountRow) -> str:
        token = secrets.token_urlsafe(32)
        now = datetime.now(UTC)
        expires = now + timedelta(days=self.limits.session_days)
        await self.store.create_session(hash_token(token), account.id, now.isoformat(), expires.isoformat())
        response.set_cookie(
            SESSION_COOKIE, token, max_age=int(self.limits.session_days * 86400), httponly=True, samesite="lax",
            secure=request.url.scheme == "https", path="/",
        )
        request.state.account = account
        return self.csrf_token(token)

    def csrf_token(self, cookie_value: str) -> str:
        """The CSRF token of a session or pre-session cookie value (under this server's secret)."""
        assert self.session_secret is not None, "Accounts.start sets the session secret"
        return csrf_token_for(self.session_secret, cookie_value)

    def _end_cookie(self, request: Request, response: Response) -> str:
        """Drop the session cookie; a fresh pre-session cookie replaces it. Its CSRF token."""
        response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="lax",
                               secure=request.url.scheme == "https")
        return self.pre_session(request, response, fresh=True)

    def pre_session(self, request: Request, response: Response, fresh: bool = False) -> str:
        value = None if fresh else cookie_of(request, CSRF_COOKIE)
        if not value:
            value = secrets.token_urlsafe(32)
            response.set_cookie(CSRF_COOKIE, value, httponly=True, samesite="strict",
                                secure=request.url.scheme == "https", path="/")
        return self.csrf_token(value)

    # -------------------------------------------------------------- operations

    async def signup(self, body: Credentials, request: Request, response: Response) -> dict[str, Any]:
        name = self.check_name(body.name)
        self.check_password(body.password, name)
        address = client_address(request.scope)
        reserved = await self.login_limits.reserve_signup(address)  # counted before the hash, kept if it succeeds
        stamp = now_iso()
        async with self.login_limits.released_on_error(reserved):
            account = AccountRow(secrets.token_urlsafe(9), name, name_key(name), await self._hash(body.password),
                                 stamp)
            try:
                await self.store.create_account(account, stamp)
            except NameTaken:
                raise ApiError(409, "name_taken", _("This name is taken; choose another.")) from None
        log.info("account created")
        csrf = await self._start_session(request, response, account)
        claimed = await self.store.claim_seats(account.id, [hash_token(t) for t in body.tokens])
        return {"account": await self.describe_me(account), "csrf": csrf, "claimed": claimed}

    async def login(self, body: Credentials, request: Request, response: Response) -> dict[str, Any]:
        address = client_address(request.scope)
        try:
            key = name_key(normalize_name(body.name, limit=64))
        except InvisibleNameError:
            key = ""
        account = await self._checked(key, address, body.password, lambda: self.store.account_by_key(key))
        if account is None:
            raise ApiError(401, "bad_login", _("Wrong name or password."))
        if self.hasher.check_needs_rehash(account.password_hash):
            try:
                await self.store.set_password(account.id, await self._hash(body.password), now_iso(),
                                              keep_session=None)
            except LimitExceeded:
                pass  # the hash queue is full: the old hash stays until a later login
        csrf = await self._start_session(request, response, account)
        claimed = await self.store.claim_seats(account.id, [hash_token(t) for t in body.tokens])
        return {"account": await self.describe_me(account), "csrf": csrf, "claimed": claimed}

    async def _checked(self, key: str, address: str | None, password: str,
                       find: Callable[[], Awaitable[AccountRow | None]], session: bool = False) -> AccountRow | None:
        """The account if ``password`` is its password, else None: the attempt reserved (LoginLimits) before
        the hash and left counted when it fails; a refusal (429) before the hash counts nothing. ``session``:
        the logged-in holder checks their password again (the name's budget is not theirs to spend)."""
        held = await self.login_limits.reserve_login(key, address, name_budget=not session)
        async with self.login_limits.released_on_error(*held):
            account = await find() if key else None
            right = await self._verify(account.password_hash if account else None, password)
        if not right or account is None:
            return None
        await self.login_limits.succeeded(key, address, held)
        return account

    async def logout(self, request: Request, response: Response) -> dict[str, Any]:
        cookie = session_cookie(request)
        if cookie:
            await self.store.end_session(hash_token(cookie))
        return {"account": None, "csrf": self._end_cookie(request, response)}

    async def change_password(self, body: PasswordChange, request: Request) -> dict[str, Any]:
        account = await self.require(request)
        if await self._checked(account.name_key, client_address(request.scope), body.password,
                               lambda: _found(account), session=True) is None:
            raise ApiError(403, "bad_password", _("The current password is wrong."))
        self.check_password(body.new_password, account.name)
        cookie = session_cookie(request) or ""
        await self.store.set_password(account.id, await self._hash(body.new_password), now_iso(),
                                      keep_session=hash_token(cookie))
        return {"ok": True}

    async def delete(self, body: Deletion, request: Request, response: Response) -> dict[str, Any]:
        account = await self.require(request)
        if await self._checked(account.name_key, client_address(request.scope), body.password,
                               lambda: _found(account), session=True) is None:
            raise ApiError(403, "bad_password", _("The current password is wrong."))
        renamed = await self.store.delete_account(account, _generated_name)
        await self.login_limits.forget_name(account.name_key)
        for game_id, seat in renamed:
            if self.hub is not None:
                self.hub.renamed(game_id, seat, _generated_name(seat))
        if self.matchmaker is not None:
            await self.matchmaker.forget(account.id)
        log.info("account deleted (%d seats anonymised)", len(renamed))
        return {"account": None, "csrf": self._end_cookie(request, response), "anonymised_seats": len(renamed)}

    async def claim(self, body: Claim, request: Request) -> dict[str, Any]:
        account = await self.require(request)
        return {"claimed": await self.store.claim_seats(account.id, [hash_token(t) for t in body.tokens])}

    async def describe_me(self, account: AccountRow) -> dict[str, Any]:
        stored = await self.store.ratings_of(account.id)
        return {"name": account.name, "created": account.created, "ratings": _ratings_json(stored)}

    # -------------------------------------------------------------- seats of logged-in players

    async def seat_name(self, request: Request, typed: str) -> str:
        """The name a seat gets: the account's name when logged in (it is theirs), else what was typed. A guest
        may not take a name that looks like an account's (same skeleton): 409 ``name_reserved``."""
        account = await self.current(request)
        if account is not None:
            return account.name
        try:
            shown = normalize_name(typed)
        except InvisibleNameError:
            return typed  # the game refuses it with its own message
        if shown and await self.store.account_by_skeleton(skeleton_key(shown)) is not None:
            raise ApiError(409, "name_reserved", _("This name belongs to an account: log in, or choose another."))
        return typed

    async def link(self, request: Request, game_id: str, seat: int) -> None:
        account = await self.current(request)
        if account is not None:
            await self.store.link_seats(account.id, [(game_id, seat)])

    # -------------------------------------------------------------- profiles and the leaderboard

    async def profile(self, name: str, request: Request) -> dict[str, Any]:
        """``GET /api/players/{name}``: ratings, their history, and the recent games the viewer may see."""
        account = await self.store.account_by_key(name_key(name)) if len(name) <= 64 else None
        if account is None:
            raise ApiError(404, "no_such_player", _("There is no player with this name."))
        stored = await self.store.ratings_of(account.id)
        history = {}
        changes: dict[str, float] = {}
        for system in rating_math.SYSTEMS:
            points = []
            for entry in await self.store.history_of(account.id, system):
                skill = rating_math.Skill(entry["rating"], entry["deviation"])
                after, deviation = rating_math.shown(system, skill)
                before, _dev = rating_math.shown(system, rating_math.Skill(entry["before"], entry["deviation"]))
                points.append({"game": entry["game"], "at": entry["at"], "rating": round(after),
                               "deviation": round(deviation), "change": round(after - before)})
                changes[entry["game"]] = round(after - before)
            history[system] = points
        recent = []
        viewer = await self.current(request)
        for game, seat, rated in await self.store.recent_games(account.id, viewer_id=viewer.id if viewer else None):
            game["seat"] = seat
            game["rated"] = rated
            game["change"] = changes.get(game["game"])
            recent.append(game)
        return {"name": account.name, "created": account.created, "ratings": _ratings_json(stored),
                "history": history, "games": recent}

    async def game_rating(self, game_id: str, request: Request) -> dict[str, Any]:
        """``GET /api/games/{id}/rating``: whether the game is rated and, for the logged-in player who played
        it, their rating before and after it. ``player`` is null for a guest or an account that did not play;
        ``status`` is "pending" until the game is over and rated (a moment after its last action)."""
        account = await self.current(request)
        found = await self.store.game_rating(game_id, account.id if account else None) if len(game_id) <= 64 else None
        if found is None:
            raise ApiError(404, "not_rated", _("This game is not rated."))
        system = found["system"]
        player: dict[str, Any] | None = None
        if account is not None and found["seat"] is not None:
            player = {"name": account.name, "seat": found["seat"], "before": None, "rating": None, "change": None,
                      "deviation": None, "provisional": None}
            if found["rating"] is not None:
                after, deviation = rating_math.shown(system, rating_math.Skill(found["rating"], found["deviation"]))
                before, _dev = rating_math.shown(system, rating_math.Skill(found["before"], found["deviation"]))
                # The change as the profile shows it (rounded difference), so both pages agree.
                player.update(before=round(before), rating=round(after), change=round(after - before),
                              deviation=round(deviation),
                              provisional=deviation > rating_math.PROVISIONAL_DEVIATION)
        return {"game": game_id, "rated": True, "system": system, "status": "done" if found["done"] else "pending",
                "player": player}

    async def leaderboard(self, system: str, limit: int) -> dict[str, Any]:
        rows = await self.store.leaderboard(system, LEADERBOARD_SIZE * 4)
        entries = []
        for name, row in rows:
            described = rating_math.describe(system, _skill(row))
            entries.append({"name": name, **described})
        # Established ratings first (a provisional one may be far off), each part highest first.
        entries.sort(key=lambda e: (e["provisional"], -int(e["rating"])))
        entries = entries[:limit]
        for rank, entry in enumerate(entries, start=1):
            entry["rank"] = rank
        bots = [{"difficulty": level, "rating": rating} for level, rating in rating_math.BOT_RATINGS.items()]
        return {"system": system, "players": entries, "bots": bots}

    # -------------------------------------------------------------- ratings

    def _game_over(self, game: Game) -> None:
        """Hub hook (under the game's lock): rate the game once its last action is stored, if it is rated."""
        task = asyncio.get_running_loop().create_task(self._rate(game.id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _rate(self, game_id: str) -> bool:
        try:
            return await self.store.rate_game(game_id, _rate_seats, _new_rating_row, now_iso())
        except Exception:
            log.exception("game %s: rating failed; tried again later", game_id)
            return False

    async def rate_pending(self) -> int:
        """Rate every finished rated game still pending (a process died before rating it)."""
        done = 0
        for game_id in await self.store.pending_over():
            done += await self._rate(game_id)
        return done

    async def _catch_up_loop(self) -> None:
        while True:
            try:
                await self.rate_pending()
                await self.store.end_expired_sessions(now_iso())
                await self.counters.prune()
            except Exception:
                log.exception("rating catch-up failed")
            await asyncio.sleep(60.0)

    # -------------------------------------------------------------- matchmaking

    async def enter_queue(self, body: QueueRequest, request: Request) -> dict[str, Any]:
        account = await self.require(request)
        assert self.matchmaker is not None
        size = 2 if body.mode == "duo" else body.size
        stored = await self.store.ratings_of(account.id)
        row = stored.get(body.mode)
        skill = _skill(row) if row is not None else rating_math.new_skill(body.mode)
        rating, _deviation = rating_math.shown(body.mode, skill)
        address = client_address(request.scope)  # two accounts queued from one address never share a table
        key = None if self.limits.exempt(address) else address_key(self.session_secret or b"", address or "")
        return await self.matchmaker.enter(Ticket(account.id, account.name, rating, body.mode, size, body.bots, 0.0,
                                                  key))

    async def leave_queue(self, request: Request) -> dict[str, Any]:
        account = await self.require(request)
        assert self.matchmaker is not None
        await self.matchmaker.leave(account.id)
        return {"status": "idle"}

    async def queue_status(self, request: Request) -> dict[str, Any]:
        account = await self.require(request)
        assert self.matchmaker is not None
        return await self.matchmaker.status(account.id)

    async def _seat_token_issued(self, game_id: str, seat: int, token_hash: str) -> None:
        """A matched player's poll made their seat's token (stored already): the game in memory takes it."""
        game = self.hub.games.get(game_id) if self.hub is not None else None
        if game is not None:
            async with game.lock:
                game.row.seats[seat].token_hash = token_hash

    async def _create_table(self, table: Table) -> tuple[str, dict[int, str]]:
        assert self.hub is not None
        options: dict[str, Any] = {}
        if self.limits.rated_target_score:
            options["target_score"] = self.limits.rated_target_score
        game, tokens = await self.hub.create_table(
            ruleset=table.mode, names=[p.name for p in table.players], bots=table.bots,
            difficulty=table.bot_level or "medium", options=options, turn_timer=self.hub.public_turn_timer,
        )
        for seat, player in enumerate(table.players):
            await self.store.link_seats(player.account_id, [(game.id, seat)])
        await self.store.mark_rated(game.id, table.mode, now_iso())
        log.info("matchmaking: game %s (%s, %d players, %d bots)", game.id, table.mode, len(table.players),
                 table.bots)
        return game.id, tokens


@functools.cache
def _generated_looks() -> frozenset[str]:
    """The skeletons of the seat names the server generates ("Player 2", "Bot 3"): no account may wear them."""
    return frozenset(skeleton_key(name) for name in generated_names())


def _skill(row: RatingRow) -> rating_math.Skill:
    return rating_math.Skill(row.rating, row.deviation, row.volatility, row.games)


def _ratings_json(stored: dict[str, RatingRow]) -> dict[str, Any]:
    out = {}
    for system in rating_math.SYSTEMS:
        row = stored.get(system)
        skill = _skill(row) if row is not None else rating_math.new_skill(system)
        out[system] = rating_math.describe(system, skill)
    return out


def _new_rating_row(system: str) -> RatingRow:
    skill = rating_math.new_skill(system)
    return RatingRow(system, skill.rating, skill.deviation, skill.volatility, 0)


def _rate_seats(system: str, seats: list[RatedSeat], scores: list[int],
                winner: int | None) -> dict[int, tuple[float, float, float, int]]:
    """:meth:`AccountStore.rate_game`'s computation: accounts at their stored rating, bots at their fixed one."""
    table = []
    for seat in seats:
        if seat.account_id is None or seat.rating is None:
            table.append(rating_math.Seat(None, rating_math.bot_skill(system, seat.difficulty or "medium")))
        else:
            table.append(rating_math.Seat(seat.account_id, _skill(seat.rating)))
    updated = rating_math.rate_table(system, table, scores, winner)
    return {
        seat.seat: (skill.rating, skill.deviation, skill.volatility, skill.games)
        for seat, skill in zip(seats, updated, strict=True)
        if seat.account_id is not None
    }


async def _found(account: AccountRow) -> AccountRow:
    return account


def _generated_name(seat: int) -> str:
    """A deleted account's seats become "Player N" in the server's source language: a generated name, which
    every viewer then reads in their own language (names.default_name)."""
    with use_language("en"):
        return _("Player {number}").format(number=seat + 1)


# ---------------------------------------------------------------------- routes


__all__: Sequence[str] = ["Accounts", "name_key"]
