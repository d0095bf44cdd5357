"""The hub: every game of this server process and the operations the HTTP and WebSocket handlers call.

One checklist per action (boardgame.io's ``Master.onUpdate``, but persisting before broadcasting): under the
game's lock, check the seq and the seat, apply the action to the game's state in place (the engine refuses an
illegal action before changing anything), commit it to the database, and only then ``ack`` the sender and send
every connection its own view. If the commit fails, the state is rebuilt from the stored actions: what was
not stored did not happen.

With PostgreSQL several processes may serve the same games (docs/server.md, "Many processes"): each holds its
own copy, the database decides (an action whose seq another process stored first is refused as stale and
this copy catches up), and the bus (:mod:`unoduo.web.cluster.bus`) brings every process the others' actions and
changes. One process drives each game's bots and turn timer (``Game.driven``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.core import Action, IllegalActionError, new_match
from unoduo.core.errors import UnoduoError
from unoduo.core.options import Options
from unoduo.core.record import parse_action_line
from unoduo.i18n import _
from unoduo.present import Message
from unoduo.storage import GameRow, RematchTaken, SeatRow, SeatTaken, SeqTaken, Store
from unoduo.web.cluster.bus import ClusterBus, PresenceNote, RematchNote, StoredAction
from unoduo.web.errors import ActError, ApiError
from unoduo.web.limits.quotas import AddressQuotas, BotBudget, LimitExceeded
from unoduo.web.limits.settings import ServerLimits, option_ranges
from unoduo.web.limits.shared_use import SharedUse
from unoduo.web.play.bots import Autoplay
from unoduo.web.play.connections import Connection
from unoduo.web.play.game import Game, broken_notice, now_iso, replay_stored
from unoduo.web.play.lobby import Lobby, lobby_entry
from unoduo.web.play.names import InvisibleNameError, default_name, display_name
from unoduo.web.play.replay import ReplayCache
from unoduo.web.play.seeds import SeedSource
from unoduo.web.play.tokens import hash_token, new_join_code, new_token, seat_of_token
from unoduo.web.protocol import LOBBY_MAX_AGE, CreateGame, RematchOffer
from unoduo.web.stats import ActionProbe, LatencyStats

log = logging.getLogger("unoduo.web")

FINISHED_CACHE = 256
PUBLIC_TURN_TIMER = 60.0  # a public game's turn timer unless its create request gives one


def _display_name(raw: str, fallback: str) -> str:
    try:
        return display_name(raw, fallback)
    except InvisibleNameError:
        raise ApiError(422, "bad_request", _("A name needs at least one visible character.")) from None


class GameHub:
    """Every game of this server process, and the operations the HTTP and WebSocket handlers call."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float = 0.7,
        turn_timer: float | None = None,
        public_turn_timer: float = PUBLIC_TURN_TIMER,
        executor: Executor | None = None,
        stats: LatencyStats | None = None,
        limits: ServerLimits | None = None,
    ) -> None:
        self.store = store
        self.stats = stats
        self.default_turn_timer = turn_timer
        self.public_turn_timer = public_turn_timer
        self.limits = limits or ServerLimits()
        # What the other processes of a cluster used of the per-address quotas (unoduo.web.limits.shared_use).
        self.shared = SharedUse()
        self.quotas = AddressQuotas(self.limits, shared=self.shared)
        self.bot_budget = BotBudget(self.limits)
        self.shared.register("bot", self.bot_budget.per_owner)
        self.seeds = SeedSource()
        self.games: dict[str, Game] = {}
        self._finished: OrderedDict[str, None] = OrderedDict()
        self._lobby = Lobby()
        self._loading: dict[str, asyncio.Future[Game | None]] = {}
        self.autoplay = Autoplay(
            self.act, bot_delay=bot_delay, executor=executor, limits=self.limits, budget=self.bot_budget
        )
        self.replays = ReplayCache()
        self._sweeper: asyncio.Task[None] | None = None
        self._unloaded_waiting: set[str] = set()  # games that left memory while waiting for players
        self.loop: asyncio.AbstractEventLoop | None = None
        # Called (under the game's lock) once a game's last action is stored: accounts rate finished games.
        self.game_over_hooks: list[Callable[[Game], None]] = []
        # Several processes (PostgreSQL): the bus, actions heard for games being loaded, and the tasks that
        # bring a game's copy up to date with the database.
        self.bus: ClusterBus | None = None
        self._early: dict[str, list[StoredAction]] = {}
        self._catching_up: dict[str, asyncio.Task[None]] = {}
        self._background: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ life cycle

    async def startup(self) -> None:
        """Count the stored games and start the sweeper; load nothing (issue 19, item 3).

        Games load on demand (a hello, a summary, a join): with no human connected after a restart, every
        game is paused anyway, so rebuilding them all before listening would only delay the server.
        """
        self.loop = asyncio.get_running_loop()
        counts = await self.store.count_games()
        message = "games found: %d (%d unfinished, %d waiting for players, %d broken)"
        arguments = (counts.total, counts.unfinished, counts.waiting, counts.broken)
        if counts.total == 0:
            log.warning(
                message + "; the database is %s: if games were expected, check the --db path or URL",
                *arguments, "new" if counts.new_database else "empty",
            )
        else:
            log.info(message, *arguments)
        if not self.store.is_sqlite:
            self.bus = ClusterBus(self.store, self)
            await self.bus.start()
            self.shared.connect(self.bus.publish)
        self._sweeper = asyncio.create_task(self._sweep_loop(), name="unoduo-sweeper")

    async def shutdown(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        await self.autoplay.shutdown(list(self.games.values()))
        for task in [*self._catching_up.values(), *self._background]:
            task.cancel()
        await asyncio.gather(*self._catching_up.values(), *self._background, return_exceptions=True)
        if self.bus is not None:
            await self.bus.close()

    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_interval)
            try:
                await self.sweep()
            except Exception:  # a failed sweep (say the database is away) is tried again next time
                log.exception("sweeping idle games failed")

    async def sweep(self) -> None:
        """Expire stale invitations and idle games, and unload games nobody used for a while."""
        now = datetime.now(UTC)
        expired = await self.store.expire_games(
            waiting_created_before=(now - timedelta(seconds=self.limits.invitation_ttl)).isoformat(),
            idle_updated_before=(now - timedelta(seconds=self.limits.idle_expire)).isoformat(),
        )
        for game_id in expired:
            self._lobby.discard(game_id)
            self._unloaded_waiting.discard(game_id)
            if self.bus is not None:
                self.bus.publish_changed(game_id)
            game = self.games.get(game_id)
            if game is None:
                continue
            async with game.lock:
                game.row.status = "expired"
                self.autoplay.schedule(game)  # stops its bot and timer
                game.broadcast_state()
            log.info("game %s expired", game_id)
        if expired:
            log.info("%d game(s) expired", len(expired))
        idle_since = time.monotonic() - self.limits.idle_unload
        for game in list(self.games.values()):
            busy = game.conns or (game.bot_task is not None and not game.bot_task.done()) or game.lock.locked()
            if not busy and game.touched < idle_since:
                self._unload(game)

    def _unload(self, game: Game) -> None:
        if game.status == "waiting":
            self._unloaded_waiting.add(game.id)
        self.games.pop(game.id, None)
        self._finished.pop(game.id, None)
        self._lobby.discard(game.id)
        self.autoplay.cancel_timer(game)
        if self.bus is not None and game.driven:
            self._spawn(self.bus.release([game.id]), f"release-{game.id}")

    def renamed(self, game_id: str, seat: int, name: str) -> None:
        """A seat's stored name changed (its account was deleted). The game in memory shows the new name from
        now on; one nobody is connected to leaves memory, so its narration is rebuilt with the new name."""
        game = self.games.get(game_id)
        if game is None:
            return
        game.row.seats[seat].name = name
        if not game.conns and not game.lock.locked():
            self._unload(game)

    # ------------------------------------------------------------------ loading

    async def get(self, game_id: str) -> Game | None:
        """The game from memory, or rebuilt from the database (finished games are cached, LRU)."""
        game = self.games.get(game_id)
        if game is not None:
            game.touched = time.monotonic()
            if game_id in self._finished:
                self._finished.move_to_end(game_id)
            return game
        pending = self._loading.get(game_id)
        if pending is not None:
            return await pending
        future: asyncio.Future[Game | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        self._early[game_id] = []
        try:
            loaded = await self.store.load_game(game_id)
            if loaded is None:
                game = None
            else:
                row, action_rows = loaded
                stored = []
                for expected, action_row in enumerate(action_rows, start=1):
                    if action_row.seq != expected:  # a gap cannot happen (one writer, seq checked); be safe
                        log.error("game %s: stored actions jump from %d to %d", game_id, expected - 1, action_row.seq)
                        break
                    stored.append(f"{action_row.seat} {action_row.action}")
                state, lines = replay_stored(row, stored)
                if len(lines) < len(action_rows) and row.broken is None:
                    # A stored action that does not apply (a hand-edited row): every later action would
                    # collide with the stored ones, so the game stops here, says why, and the others go on.
                    row.broken = f"stored action {len(lines) + 1} of {len(action_rows)} does not apply"
                    log.error("game %s is broken: %s", game_id, row.broken)
                    try:
                        await self.store.mark_broken(game_id, row.broken)
                    except Exception:
                        log.exception("game %s: could not mark it broken", game_id)
                game = Game(row=row, state=state, lines=lines, owner=f"game:{row.id}")
                if lines:
                    seat_text, _sep, action_text = lines[-1].partition(" ")
                    game.last = {"seat": int(seat_text), "action": action_text}
                if self.bus is not None:
                    game.driven = self.bus.drives(game.id)
                self._remember(game)
                # Actions the other processes stored while this copy was being read from the database.
                early = self._early.get(game_id, [])
                if early:
                    self.remote_actions(0, early)
            future.set_result(game)
            return game
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._loading[game_id]
            self._early.pop(game_id, None)

    def _remember(self, game: Game) -> None:
        if self.bus is not None:
            game.on_presence = self._share_presence
        self.games[game.id] = game
        self._unloaded_waiting.discard(game.id)
        if game.row.opponent == "public" and game.status == "waiting":
            self._lobby.add(game)
        if game.status == "over":
            self._finished[game.id] = None
            self._trim()

    def _trim(self) -> None:
        while len(self._finished) > FINISHED_CACHE:
            for game_id in self._finished:
                game = self.games.get(game_id)
                if game is None or not game.conns:
                    del self._finished[game_id]
                    self.games.pop(game_id, None)
                    break
            else:
                return

    # ------------------------------------------------------------------ creating and joining

    async def create(
        self, body: CreateGame, *, explicit_timer: bool, address: str | None = None
    ) -> tuple[Game, str]:
        """Validate the settings, store the new game, and give seat 0's token.

        ``address`` is the client's (per-address quotas, and whose bot budget the game spends).
        """
        ruleset = body.ruleset
        if ruleset == "duo":
            if body.players not in (None, 2):
                raise ApiError(422, "bad_request", _("UNO Duo is for exactly 2 players."))
            players = 2
        else:
            default = (body.humans or 2) if body.opponent != "bot" else 2
            players = body.players if body.players is not None else default
        public = body.opponent == "public"
        if body.opponent == "bot":
            if body.humans not in (None, 1):
                raise ApiError(422, "bad_request", _("A game against bots has exactly one human seat."))
            humans = 1
        else:
            humans = body.humans if body.humans is not None else 2
            if ruleset == "duo" and humans != 2:
                message = (
                    _("A public UNO Duo game has exactly 2 human seats.")
                    if public
                    else _("UNO Duo against a friend has exactly 2 human seats.")
                )
                raise ApiError(422, "bad_request", message)
            if not 2 <= humans <= players:
                message = (
                    _("A public game needs 2 to {players} human seats.")
                    if public
                    else _("A friend game needs 2 to {players} human seats.")
                )
                raise ApiError(422, "bad_request", message.format(players=players))
        try:
            Options.for_ruleset(ruleset, body.options)
        except UnoduoError as exc:
            raise ApiError(422, "bad_request", _("Bad rule option: {detail}").format(detail=exc.message)) from None
        for name, (low, high) in option_ranges(ruleset).items():
            value = body.options.get(name)
            if isinstance(value, int) and not low <= value <= high:
                raise ApiError(
                    422,
                    "bad_request",
                    _("Bad rule option: {name} must be from {low} to {high}.").format(name=name, low=low, high=high),
                )
        if body.seed is not None and body.opponent != "bot" and not self.limits.allow_chosen_seed:
            # Whoever picks the seed knows every card: only where no other person plays (issue 19, item 1).
            raise ApiError(422, "bad_request", _("A seed can be chosen only in a game against bots."))
        if public:
            # Issue 5: a public game always has a turn timer, so a player who walks away does not stall strangers.
            if explicit_timer and body.turn_timer is None:
                raise ApiError(
                    422,
                    "bad_request",
                    _("A public game always has a turn timer: give turn_timer as 5 to 3600 seconds, or leave it out."),
                )
            timer = body.turn_timer if explicit_timer else self.public_turn_timer
        else:
            timer = body.turn_timer if explicit_timer else self.default_turn_timer
        names = [_display_name(body.name, _("Player {number}").format(number=1))]
        for seat in range(1, players):
            if seat < humans:
                names.append("")
            else:
                names.append(_("Bot {number}").format(number=seat + 1))
        kinds = ["human" if seat < humans else "bot" for seat in range(players)]
        self.quotas.check_create(address, public, self._still_waiting)
        seed = body.seed if body.seed is not None else self.seeds.new_seed()
        join_code = await self._fresh_code() if body.opponent != "bot" else None
        game, tokens = await self._create_game(
            ruleset=ruleset,
            players=players,
            options=dict(body.options),
            seed=seed,
            opponent=body.opponent,
            difficulty=body.difficulty,
            turn_timer=timer,
            join_code=join_code,
            kinds=kinds,
            names=names,
            joined=[seat == 0 or kinds[seat] == "bot" for seat in range(players)],
            rematch_of=None,
            chosen_setup=body.seed is not None,
            owner=address,
        )
        self.quotas.created(address, game.id, public)
        return game, tokens[0]

    def _still_waiting(self, game_id: str) -> bool:
        """For the quotas: the game still waits for players (in memory, or unloaded while it waited)."""
        game = self.games.get(game_id)
        return game.status == "waiting" if game is not None else game_id in self._unloaded_waiting

    async def _fresh_code(self) -> str:
        while True:
            code = new_join_code()
            if not await self.store.code_exists(code):
                return code

    async def _create_game(
        self,
        *,
        ruleset: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        opponent: str,
        difficulty: str,
        turn_timer: float | None,
        join_code: str | None,
        kinds: list[str],
        names: list[str],
        joined: list[bool],
        rematch_of: str | None,
        chosen_setup: bool = False,
        owner: str | None = None,
    ) -> tuple[Game, dict[int, str]]:
        try:
            state = new_match(ruleset, players=players, seed=seed, options=options)
        except UnoduoError as exc:
            raise ApiError(422, "bad_request", _("Bad game settings: {detail}").format(detail=exc.message)) from None
        tokens: dict[int, str] = {}
        seat_rows = []
        for seat in range(players):
            token_hash = None
            if kinds[seat] == "human" and joined[seat]:
                tokens[seat] = new_token()
                token_hash = hash_token(tokens[seat])
            seat_rows.append(
                SeatRow(
                    seat=seat,
                    kind=kinds[seat],
                    name=names[seat],
                    difficulty=difficulty if kinds[seat] == "bot" else None,
                    token_hash=token_hash,
                    joined=joined[seat],
                )
            )
        stamp = now_iso()
        row = GameRow(
            id=secrets.token_urlsafe(9),
            ruleset=ruleset,
            players=players,
            options=options,
            seed=seed,
            opponent=opponent,
            difficulty=difficulty,
            turn_timer=turn_timer,
            join_code=join_code,
            status="waiting",
            seq=0,
            scores=list(state.scores),
            winner=None,
            round=state.round,
            created=stamp,
            updated=stamp,
            rematch_of=rematch_of,
            seats=seat_rows,
            chosen_setup=chosen_setup,
        )
        game = Game(row=row, state=state, lines=[], owner=owner or f"game:{row.id}")
        row.status = game.status
        try:
            await self.store.create_game(row, seat_rows)
        except Exception:  # a full or read-only disk, the database away: the documented error shape, not a 500
            log.exception("could not store a new game")
            raise ApiError(503, "server", _("The server could not save the new game; try again later.")) from None
        if self.bus is not None:
            game.driven = game.id in await self._claim([game.id])
        self._remember(game)
        log.info("game %s created (%s, %d seats, vs %s)", row.id, ruleset, players, opponent)
        async with game.lock:
            self.autoplay.schedule(game)
        return game, tokens

    async def create_table(
        self, *, ruleset: str, names: list[str], bots: int, difficulty: str, options: dict[str, Any],
        turn_timer: float | None,
    ) -> tuple[Game, dict[int, str]]:
        """A game whose people are all seated at once (matchmaking): seats ``0..len(names)-1`` are theirs,
        the ``bots`` seats after them bots of ``difficulty``. Returns the game and every person's seat token."""
        players = len(names) + bots
        kinds = ["human"] * len(names) + ["bot"] * bots
        all_names = [*names, *(_("Bot {number}").format(number=seat + 1) for seat in range(len(names), players))]
        return await self._create_game(
            ruleset=ruleset, players=players, options=options, seed=self.seeds.new_seed(), opponent="public",
            difficulty=difficulty, turn_timer=turn_timer, join_code=None, kinds=kinds, names=all_names,
            joined=[True] * players, rematch_of=None,
        )

    async def join(self, code: str, name: str, address: str | None = None) -> tuple[Game, int, str]:
        self.quotas.check_guessing(address)
        code = code.strip().upper()
        game_id = await self.store.game_id_by_code(code) if re.fullmatch(r"[A-Z0-9]{1,16}", code) else None
        game = await self.get(game_id) if game_id else None
        if game is None:
            self.quotas.failed(address)
            raise ApiError(404, "unknown_code", _("No game has this join code."))
        async with game.lock:
            for _attempt in range(3):
                if self.bus is not None:
                    await self._reload_row(game)  # another process may have seated someone meanwhile
                if game.status in ("expired", "broken"):
                    raise ApiError(410, "expired", _("This invitation has expired."))
                free = [s for s in game.row.seats if s.kind == "human" and not s.joined]
                if not free:
                    raise ApiError(409, "game_full", _("This game is full."))
                self.quotas.check_seat(address, self._still_waiting)
                seat = free[0]
                token = new_token()
                taken = SeatRow(
                    seat=seat.seat,
                    kind=seat.kind,
                    name=_display_name(name, _("Player {number}").format(number=seat.seat + 1)),
                    difficulty=None,
                    token_hash=hash_token(token),
                    joined=True,
                )
                stamp = now_iso()
                try:
                    status = await self.store.take_seat(game.id, taken, stamp)
                except SeatTaken:
                    continue  # another process's join took it first: read the seats again
                except Exception:
                    log.exception("game %s: could not store a seat", game.id)
                    raise ApiError(503, "server", _("The server could not save your seat; try again later.")) from None
                break
            else:
                raise ApiError(409, "game_full", _("This game is full."))
            self.quotas.seated(address, game.id, seat.seat, status == "waiting")
            game.row.seats[seat.seat] = taken
            game.row.status = status
            game.row.updated = stamp
            if status != "waiting":
                self._lobby.discard(game.id)
            log.info("game %s: seat %d joined", game.id, seat.seat)
            if self.bus is not None:
                self.bus.publish_changed(game.id)
            game.broadcast_presence()
            if status == "playing":
                self.autoplay.schedule(game)
                game.broadcast_state()
        return game, seat.seat, token

    # ------------------------------------------------------------------ the lobby

    async def lobby(self, offset: int = 0, now: datetime | None = None) -> dict[str, Any]:
        """One page of the public games still waiting for players, newest first, read from the database (so
        the games need not be in memory): ``{"games", "total", "offset", "next"}`` (issue 19, item 6)."""
        oldest = (now or datetime.now(UTC)) - timedelta(seconds=LOBBY_MAX_AGE)
        page = self.limits.lobby_page
        rows, total = await self.store.lobby_rows(created_after=oldest.isoformat(), offset=offset, limit=page)
        entries = []
        for row in rows:
            live = self.games.get(row.id)
            entries.append(lobby_entry(live.row if live is not None else row))
        after = offset + len(rows)
        return {"games": entries, "total": total, "offset": offset, "next": after if after < total else None}

    # ------------------------------------------------------------------ connections

    async def attach(
        self, conn: Connection, game_id: str, token: str | None, spectate: bool, address: str | None = None
    ) -> None:
        """Bind a connection to a seat (or as a spectator), then send the welcome and the full state.

        A wrong game or token counts as a failed attempt of ``address`` (guessing is throttled).
        """
        try:
            self.quotas.check_guessing(address)
        except LimitExceeded as exc:
            raise ActError(exc.code, exc.message, close=1008) from None
        game = await self.get(game_id)
        if game is None:
            self.quotas.failed(address)
            raise ActError("no_such_game", _("There is no such game."), close=1008)
        seat: int | None = None
        if token is not None:
            if spectate:
                raise ActError("unauthorized", _("Give a seat token or spectate, not both."), close=1008)
            seat = seat_of_token(game.row.seats, token)
            if seat is None and self.bus is not None:
                # Several processes: the seat may have been taken a moment ago on another one, whose message
                # has not arrived yet (a player joins through one process and connects to this one).
                async with game.lock:
                    await self._reload_row(game)
                seat = seat_of_token(game.row.seats, token)
            if seat is None:
                self.quotas.failed(address)
                raise ActError("no_seat", _("This token holds no seat in this game."), close=1008)
        elif not spectate:
            raise ActError("no_seat", _("Give a seat token, or spectate."), close=1008)
        if seat is None:
            watching = sum(1 for c in game.conns if c.seat is None)
            try:
                self.quotas.check_spectator(address, game.id, watching)
            except LimitExceeded as exc:
                raise ActError(exc.code, exc.message, reason=exc.reason, close=1013) from None
            self.quotas.spectator_joined(address)
            conn.address = address
        if seat is not None and self.bus is not None and not game.driven and game.status in ("waiting", "playing"):
            await self._claim([game.id])  # its driver is gone (or it has none): this process plays its bots
        async with game.lock:
            if self.bus is not None:
                # Several processes: an action acknowledged by a process that has just died may not have reached
                # this copy yet (its NOTIFY is still on the way). Read what the copy lacks first, so no one who
                # (re)connects here sees a state older than an action they were acknowledged.
                await self._catch_up_locked(game)
            was_connected = seat is not None and game.connected(seat)
            was_here = seat in game.local_seats()
            conn.game = game
            conn.seat = seat
            conn.spectator = seat is None
            game.conns.add(conn)
            if conn.spectator:
                self.quotas.game_watched(game.id, sum(1 for c in game.conns if c.spectator))
            game.touched = time.monotonic()
            returned = seat is not None and self._return_control(game, seat)
            if seat is not None:
                game.ever_connected.add(seat)
                # A human is here: the game starts, resumes after a pause, or (loaded on demand after a restart)
                # its bot or timer starts again. schedule() is idempotent.
                self.autoplay.schedule(game)
            conn.send(game.welcome(seat, conn.protocol))
            conn.send(game.state_text(seat, conn=conn))
            if game.row.broken is not None:
                conn.send(broken_notice(game))
            if seat is not None and seat in game.rematch_tokens and game.row.rematch:
                conn.send(self._rematch_message(game, seat))
            if seat is not None and (returned or not was_connected):
                game.broadcast_presence()
            elif seat is not None and not was_here:
                self._share_presence(game)  # connected elsewhere too: the other processes learn it is here

    async def detach(self, conn: Connection) -> None:
        game = conn.game
        if game is None:
            return
        if conn.spectator and conn.address is not None:
            self.quotas.spectator_left(conn.address)
            conn.address = None
        async with game.lock:
            game.conns.discard(conn)
            game.touched = time.monotonic()
            if conn.spectator:
                self.quotas.game_watched(game.id, sum(1 for c in game.conns if c.spectator))
            if conn.seat is not None:
                game.human_seen = time.monotonic()
            if conn.seat is not None and not game.connected(conn.seat):
                game.broadcast_presence()
            elif conn.seat is not None and conn.seat not in game.local_seats():
                self._share_presence(game)  # still connected elsewhere; no longer here
            if game.status == "over" and game.id in self._finished:
                self._trim()

    def _return_control(self, game: Game, seat: int) -> bool:
        """The seat is back: the stand-in bot stops playing for it. Call with the game's lock held."""
        if seat not in game.away:
            return False
        game.away.discard(seat)
        game.returned.add(seat)
        log.info("game %s: seat %d is back", game.id, seat)
        self.autoplay.schedule(game)
        return True

    # ------------------------------------------------------------------ actions

    async def act(
        self,
        game: Game,
        seat: int,
        based_on: int,
        text: str,
        *,
        conn: Connection | None = None,
        by_bot: bool = False,
        received: float | None = None,
    ) -> None:
        """Apply one action if it is still current, legal and this seat's; commit; ack; broadcast.

        ``received`` (``time.perf_counter()`` when the frame arrived) times the action when statistics are on.
        """
        probe = ActionProbe(self.stats, received) if self.stats is not None and received is not None else None
        async with game.lock:
            if probe is not None:
                probe.mark("lock")
            if conn is not None and self._return_control(game, seat):
                game.broadcast_presence()
            if by_bot and not game.is_bot_controlled(seat):
                raise ActError("not_your_turn", "the seat's player is back")
            if game.status == "broken":
                raise ActError("broken", broken_notice(game).message)
            if game.status == "expired":
                raise ActError("expired", _("This game expired after a long time without a move; it is read-only."))
            if game.status == "waiting":
                raise ActError("waiting", _("Wait until every player has joined."))
            if based_on != game.seq:
                raise ActError("stale", _("That action was based on an old state of the game."))
            state = game.state
            if state.is_over:
                raise ActError("illegal", _("The match is over."), reason="match_over")
            # House rule H13: a seat holding the top card's twin may act out of turn; the game lock and the seq
            # check above take simultaneous jump-ins in arrival order (a later one is stale).
            if state.to_act != seat and seat not in state.jump_ins():
                message = _("It is not your turn: seat {seat} is to act.").format(seat=state.to_act)
                raise ActError("not_your_turn", message)
            try:
                action = Action.parse(text)
                state.apply(action, seat)  # in place (keeps the views' caches); an illegal action changes nothing
            except IllegalActionError as exc:
                message = _("Illegal action: {detail}").format(detail=exc.message)
                raise ActError("illegal", message, exc.reason) from None
            line = f"{seat} {action}"
            seq = game.seq + 1
            stamp = now_iso()
            status = "over" if state.is_over else "playing"
            if probe is not None:
                probe.mark("engine")
            try:
                await self.store.append_action(
                    game.id, seq, seat, str(action), at=stamp, status=status, scores=list(state.scores),
                    winner=state.winner, round_=state.round,
                )
            except SeqTaken:
                # Another process stored an action at this seq first: this one was based on an old state.
                # Undo it, catch up with the database (everyone here gets the new state) and say so.
                game.state, game.lines = replay_stored(game.row, game.lines)
                await self._catch_up_locked(game)
                raise ActError("stale", _("That action was based on an old state of the game.")) from None
            except Exception:
                # Not stored, so not applied: rebuild the state from the stored actions (the engine is
                # deterministic), and tell the player nothing changed.
                game.state, game.lines = replay_stored(game.row, game.lines)
                log.exception("game %s: could not store action %d", game.id, seq)
                raise ActError("server", _("The server could not save that action; nothing changed.")) from None
            if probe is not None:
                probe.mark("commit")
            game.lines.append(line)
            game.last = {"seat": seat, "action": str(action)}
            game.row.seq = seq
            game.row.status = status
            game.row.updated = stamp
            game.row.scores = list(state.scores)
            game.row.winner = state.winner
            game.row.round = state.round
            self.autoplay.schedule(game)
            game.broadcast_state(probe, acknowledge=(conn, seq, str(action)) if conn is not None else None)
            if status == "over":
                log.info("game %s over after %d actions", game.id, seq)
                for hook in self.game_over_hooks:
                    hook(game)
                self._finished[game.id] = None
                self._trim()

    # ------------------------------------------------------------------ several processes (unoduo/web/cluster/bus.py)

    def _spawn(self, coro: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(coro, name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _claim(self, game_ids: list[str]) -> set[str]:
        """Drive these games where no live process does; each claimed game's bots and timer start here."""
        assert self.bus is not None
        try:
            claimed = await self.bus.claim(game_ids)
        except Exception:  # the database is away: the periodic claim tries again
            log.exception("cluster: could not claim %d game(s)", len(game_ids))
            return set()
        for game_id in claimed:
            game = self.games.get(game_id)
            if game is not None and not game.driven:
                game.driven = True
                self._locked_soon(game, self.autoplay.schedule)
        return claimed

    def _locked_soon(self, game: Game, work: Callable[[Game], None]) -> None:
        """Run ``work(game)`` with the game's lock held: now if it is free (nothing else runs meanwhile), else
        in a task once it is."""
        if not game.lock.locked():
            work(game)
            return

        async def later() -> None:
            async with game.lock:
                work(game)

        self._spawn(later(), f"locked-{game.id}")

    def _share_presence(self, game: Game) -> None:
        """Tell the other processes who is connected here, and the away seats and rematch votes."""
        if self.bus is None:
            return
        returned, game.returned = game.returned, set()
        self.bus.publish_presence(game.id, game.local_seats(), game.away, game.rematch_votes, returned, game.driven)

    def remote_actions(self, origin: int, actions: list[StoredAction]) -> None:
        """Actions another process stored: applied to the copies held here, in seq order."""
        touched: list[Game] = []
        for stored in actions:
            game = self.games.get(stored.game)
            if game is None:
                early = self._early.get(stored.game)
                if early is not None:  # being loaded: applied once the stored ones are
                    early.append(stored)
                continue
            if stored.seq <= game.seq:
                continue
            game.pending[stored.seq] = (stored.seat, stored.action)
            if not touched or touched[-1] is not game:
                touched.append(game)
        for game in touched:
            if game.lock.locked() or game.id in self._catching_up:
                self._catch_up_soon(game)
            else:
                self._apply_pending(game)
                if game.pending:  # a gap: the missing actions are read from the database
                    self._catch_up_soon(game)

    def _apply_pending(self, game: Game) -> None:
        """Apply the heard actions that follow this copy's seq; each one is broadcast as a local one is."""
        while game.seq + 1 in game.pending:
            seat, action = game.pending.pop(game.seq + 1)
            if not self._apply_stored(game, seat, action):
                game.pending.clear()
                self._catch_up_soon(game, rebuild=True)
                return
            self._after_remote_action(game)
        for seq in [s for s in game.pending if s <= game.seq]:
            del game.pending[seq]

    def _apply_stored(self, game: Game, seat: int, text: str) -> bool:
        """One action stored by another process, applied to this copy (False: it does not apply here)."""
        try:
            parsed_seat, action = parse_action_line(f"{seat} {text}", game.state.players)
            game.state.apply(action, parsed_seat)
        except (UnoduoError, ValueError) as exc:
            log.error("game %s: a stored action %r does not apply to this copy: %s", game.id, text, exc)
            return False
        state = game.state
        game.lines.append(f"{seat} {action}")
        game.last = {"seat": seat, "action": str(action)}
        row = game.row
        row.seq = game.seq
        row.status = "over" if state.is_over else "playing"
        row.scores = list(state.scores)
        row.winner = state.winner
        row.round = state.round
        game.touched = time.monotonic()
        return True

    def _after_remote_action(self, game: Game) -> None:
        self.autoplay.schedule(game)
        if not game.driven:
            # The driving process runs the turn timer; this copy shows about the same deadline.
            seat = game.state.to_act
            timer = game.row.turn_timer
            idle = seat is not None and not game.is_bot_controlled(seat) and seat in game.ever_connected
            game.deadline = (
                (datetime.now(UTC) + timedelta(seconds=timer)).isoformat()
                if timer and idle and game.status == "playing"
                else None
            )
        game.broadcast_state()
        if game.status == "over":
            self._finished[game.id] = None
            self._trim()

    def _catch_up_soon(self, game: Game, rebuild: bool = False) -> None:
        if game.id in self._catching_up and not rebuild:
            return

        async def run() -> None:
            try:
                async with game.lock:
                    if rebuild:
                        game.state, game.lines = replay_stored(game.row, game.lines)
                    await self._catch_up_locked(game)
            except Exception:
                log.exception("game %s: could not catch up with the database", game.id)
            finally:
                if self._catching_up.get(game.id) is task:
                    del self._catching_up[game.id]

        task = asyncio.create_task(run(), name=f"catch-up-{game.id}")
        self._catching_up[game.id] = task

    async def _catch_up_locked(self, game: Game) -> None:
        """Apply every stored action this copy lacks (read from the database). Call with the game's lock."""
        self._apply_pending(game)
        rows = await self.store.actions_after(game.id, game.seq)
        applied = False
        for stored in rows:
            if stored.seq != game.seq + 1:
                continue
            if not self._apply_stored(game, stored.seat, stored.action):
                break
            applied = True
        game.pending.clear()
        if applied:
            self._after_remote_action(game)

    async def _reload_row(self, game: Game) -> None:
        """Read the game's row and seats again (a seat taken, an expiry, a rematch made by another process).
        Call with the game's lock held."""
        rows = await self.store.game_rows([game.id])
        if not rows:
            return
        fresh = rows[0]
        fresh.seats.sort(key=lambda s: s.seat)
        row = game.row
        before = (game.status, [(s.name, s.joined) for s in row.seats])
        row.seats = fresh.seats
        if fresh.status == "expired" or (row.status == "waiting" and fresh.status != "waiting"):
            row.status = fresh.status
        row.rematch = fresh.rematch
        row.broken = fresh.broken
        row.updated = fresh.updated
        if game.status != "waiting":
            self._lobby.discard(game.id)
        if fresh.seq > game.seq:
            await self._catch_up_locked(game)
        if before != (game.status, [(s.name, s.joined) for s in row.seats]):
            self.autoplay.schedule(game)
            game.broadcast_presence(share=False)
            game.broadcast_state()

    def remote_changed(self, origin: int, game_ids: list[str]) -> None:
        for game_id in game_ids:
            game = self.games.get(game_id)
            if game is not None:
                self._spawn(self._reload_locked(game), f"reload-{game_id}")

    async def _reload_locked(self, game: Game) -> None:
        async with game.lock:
            await self._reload_row(game)

    def remote_presence(self, origin: int, notes: list[PresenceNote]) -> None:
        for note in notes:
            game = self.games.get(note.game)
            if game is None:
                continue
            newcomer = origin not in game.remote_seats
            game.remote_seats[origin] = note.seats
            if newcomer and note.seats and game.local_seats():
                self._share_presence(game)  # a process that just took the game learns who is connected here
            if not note.seats:
                del game.remote_seats[origin]
            else:
                game.ever_connected |= note.seats
                game.human_seen = time.monotonic()
            if note.driver:
                game.away = set(note.away) - game.returned
            game.away -= note.returned
            game.rematch_votes |= note.votes
            game.broadcast_presence(share=False)
            if game.driven:
                self._locked_soon(game, self.autoplay.schedule)

    def remote_rematch(self, origin: int, notes: list[RematchNote]) -> None:
        for note in notes:
            game = self.games.get(note.game)
            if game is None:
                continue
            game.row.rematch = note.rematch
            game.rematch_tokens = dict(note.tokens)
            for conn in list(game.conns):
                if conn.seat is not None and conn.seat in game.rematch_tokens:
                    conn.send(self._rematch_message(game, conn.seat))

    def remote_quota(self, origin: int, lines: list[str]) -> None:
        self.shared.heard(origin, lines)

    def quota_tick(self) -> None:
        """Every heartbeat: drop the quota entries of games that no longer wait; now and then tell the others
        every count again."""
        self.quotas.recount(self._still_waiting)
        self.shared.tick()

    def processes_gone(self, numbers: set[int]) -> None:
        """Processes that died: their players are no longer connected (they reconnect elsewhere), and their
        use of the quotas no longer counts."""
        self.shared.gone(numbers)
        for game in list(self.games.values()):
            if any(number in game.remote_seats for number in numbers):
                for number in numbers:
                    game.remote_seats.pop(number, None)
                game.broadcast_presence(share=False)

    def claim_candidates(self) -> list[str]:
        """Games a player of this process is in that nobody here drives (their driver may be gone)."""
        return [
            game.id
            for game in self.games.values()
            if not game.driven and game.status in ("waiting", "playing") and any(c.seat is not None for c in game.conns)
        ]

    def driving_changed(self, driving: set[str]) -> None:
        """The games this process drives, as the database says: start or stop their bots and timers."""
        for game in self.games.values():
            drives = game.id in driving
            if drives == game.driven:
                continue
            game.driven = drives
            if drives:
                log.info("game %s: this process now plays its bots and timer", game.id)
                self._locked_soon(game, self.autoplay.schedule)
            else:
                if game.bot_task is not None and not game.bot_task.done():
                    game.bot_task.cancel()
                self.autoplay.cancel_timer(game)

    async def resync(self) -> None:
        """Compare every copy held here with the database (a message may have been lost) and catch up."""
        ids = [g.id for g in self.games.values() if g.status != "over" or g.row.rematch is None]
        marks = await self.store.game_marks(ids)
        for game_id, (seq, status, rematch, broken, joined) in marks.items():
            game = self.games.get(game_id)
            if game is None:
                continue
            if seq > game.seq:
                self._catch_up_soon(game)
            stale_row = (
                (status == "expired" and game.row.status != "expired")
                or rematch != game.row.rematch
                or broken != game.row.broken
                or joined != sum(1 for s in game.row.seats if s.joined)
            )
            if stale_row:
                self._spawn(self._reload_locked(game), f"reload-{game_id}")

    # ------------------------------------------------------------------ rematch

    def _rematch_message(self, game: Game, seat: int) -> RematchOffer:
        assert game.row.rematch is not None
        return RematchOffer(type="rematch", game=game.row.rematch, seat=seat, token=game.rematch_tokens[seat])

    async def rematch(self, conn: Connection) -> None:
        game = conn.game
        seat = conn.seat
        assert game is not None and seat is not None
        async with game.lock:
            self._return_control(game, seat)
            if not game.state.is_over:
                raise ActError("not_over", _("A rematch can start only once the match is over."))
            if game.row.rematch:
                if seat in game.rematch_tokens:
                    conn.send(self._rematch_message(game, seat))
                    return
                raise ActError("not_over", _("The rematch was already created; its seat tokens were sent then."))
            game.rematch_votes.add(seat)
            humans = {s.seat for s in game.row.seats if s.kind == "human"}
            if not humans <= game.rematch_votes:
                game.broadcast_presence()
                return
            row = game.row
            new, tokens = await self._create_game(
                ruleset=row.ruleset,
                players=row.players,
                options=dict(row.options),
                seed=self.seeds.new_seed(),
                opponent=row.opponent,
                difficulty=row.difficulty,
                turn_timer=row.turn_timer,
                join_code=None,
                kinds=[s.kind for s in row.seats],
                names=[s.name for s in row.seats],
                joined=[True] * row.players,
                rematch_of=row.id,
            )
            stamp = now_iso()
            try:
                await self.store.set_rematch(row.id, new.id, stamp)
            except RematchTaken:
                # Another process made it at the same moment; its tokens come over the bus.
                await self._reload_row(game)
                return
            row.rematch = new.id
            row.updated = stamp
            game.rematch_tokens = tokens
            if self.bus is not None:
                self.bus.publish_rematch(row.id, new.id, tokens)
            for other in list(game.conns):
                if other.seat is not None and other.seat in tokens:
                    other.send(self._rematch_message(game, other.seat))

    # ------------------------------------------------------------------ replays

    async def replay_index(self, game_id: str) -> str:
        """A finished match's replay index as JSON text (docs/protocol.md, "Replays")."""
        game = await self._finished_game(game_id)
        index = await self.replays.index(game.row, game.lines, self._replay_players(game))
        return index.text

    async def replay_round(self, game_id: str, number: int) -> str:
        """A finished match's round ``number``, every step with every hand shown, as JSON text."""
        game = await self._finished_game(game_id)
        text = await self.replays.round(game.row, game.lines, self._replay_players(game), number)
        if text is None:
            raise ApiError(404, "no_such_round", _("This match has no round {round}.").format(round=number))
        return text

    async def _finished_game(self, game_id: str) -> Game:
        """The game, if it exists and is over: only a finished match may show every hand."""
        game = await self.get(game_id) if len(game_id) <= 32 else None
        if game is None:
            raise ApiError(404, "no_such_game", _("There is no such game."))
        if not game.state.is_over:
            raise ApiError(409, "not_finished", _("The replay is available once the match is over."))
        return game

    @staticmethod
    def _replay_players(game: Game) -> list[dict[str, Any]]:
        return [
            {"seat": p.seat, "name": p.name, "kind": p.kind, "difficulty": p.difficulty,
             "default_name": p.model_dump(mode="json")["default_name"]}
            for p in game.players()
        ]

    # ------------------------------------------------------------------ my games

    async def my_games(self, tokens: list[str]) -> list[dict[str, Any]]:
        hashes = sorted({hash_token(t) for t in tokens})
        out = []
        for row, seat in await self.store.games_of_tokens(hashes):
            live = self.games.get(row.id)
            out.append(
                {
                    "game": row.id,
                    "seat": seat,
                    "ruleset": row.ruleset,
                    "players": [
                        {"seat": s.seat, "name": s.name, "kind": s.kind, "difficulty": s.difficulty,
                         "default_name": _message_json(default_name(s.kind, s.seat, s.name))}
                        for s in row.seats
                    ],
                    "scores": row.scores,
                    "status": live.status if live is not None else ("broken" if row.broken else row.status),
                    "chosen_setup": row.chosen_setup,
                    "updated": row.updated,
                    "join_code": row.join_code,
                    "opponent": row.opponent,
                    "winner": row.winner,
                    "rematch": row.rematch,
                }
            )
        return out


def _message_json(message: Message | None) -> dict[str, Any] | None:
    return None if message is None else message.to_json()
