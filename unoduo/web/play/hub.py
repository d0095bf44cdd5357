"""The hub: every game of this server process and the operations the HTTP and WebSocket handlers call.

One checklist per action (boardgame.io's ``Master.onUpdate``, but persisting before broadcasting): under the
game's lock, check the seq and the seat, apply the action to the game's state in place (the engine refuses an
illegal action before changing anything), commit it to the database, and only then ``ack`` the sender and send
every connection its own view. If the commit fails, the state is rebuilt from the stored actions: what was
not stored did not happen.

With PostgreSQL several processes may serve the same games (docs/server.md, "Many processes"): each holds its
own copy, the database decides (an action whose seq another process stored first is refused as stale and
this copy catches up), and :mod:`unoduo.web.cluster.sync` (the hub's :class:`Cluster`, set by the app) brings
every process the others' actions and changes. One process drives each game's bots and turn timer
(``Game.driven``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor
from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.core import Action, IllegalActionError
from unoduo.i18n import _
from unoduo.storage import RematchTaken, SeqTaken, Store
from unoduo.storage.limits import LimitCounters
from unoduo.web.errors import ActError, ApiError
from unoduo.web.limits.quotas import AddressQuotas, BotBudget, LimitExceeded
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.limits.shared_use import SharedUse
from unoduo.web.play.bots import Autoplay
from unoduo.web.play.cluster_seam import Cluster
from unoduo.web.play.creation import GameCreation
from unoduo.web.play.game import Game, GameConnection, broken_notice, now_iso, replay_stored
from unoduo.web.play.leaving import seat_back, seat_left
from unoduo.web.play.lobby import Lobby, lobby_entry, my_game_entry
from unoduo.web.play.privacy import PRIVATE_GAME, may_see, private_message
from unoduo.web.play.replay import ReplayCache
from unoduo.web.play.seeds import SeedSource
from unoduo.web.play.tokens import hash_token, seat_of_token
from unoduo.web.protocol import LOBBY_MAX_AGE, RematchOffer
from unoduo.web.stats import ActionProbe, LatencyStats

log = logging.getLogger("unoduo.web")

FINISHED_CACHE = 256
PUBLIC_TURN_TIMER = 60.0  # a public game's turn timer unless its create request gives one


class GameHub(GameCreation):
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
        self.quotas = AddressQuotas(self.limits, shared=self.shared, counters=LimitCounters(store))
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
        # Several processes (PostgreSQL): the app sets this before startup (unoduo.web.cluster.sync).
        self.cluster: Cluster | None = None

    # ------------------------------------------------------------------ life cycle

    async def startup(self) -> None:
        """Count the stored games and start the sweeper; load nothing.

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
        if self.cluster is not None:
            await self.cluster.start()
        self._sweeper = asyncio.create_task(self._sweep_loop(), name="unoduo-sweeper")

    async def shutdown(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        await self.autoplay.shutdown(list(self.games.values()))
        if self.cluster is not None:
            await self.cluster.close()

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
            if self.cluster is not None:
                self.cluster.publish_changed(game_id)
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
        if self.cluster is not None:
            self.cluster.unloaded(game)

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
        if self.cluster is not None:
            self.cluster.loading(game_id)
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
                if self.cluster is not None:
                    game.driven = self.cluster.drives(game.id)
                self._remember(game)
                if self.cluster is not None:
                    self.cluster.loaded(game)  # what the others stored while this copy was being read
            future.set_result(game)
            return game
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._loading[game_id]
            if self.cluster is not None:
                self.cluster.loading_done(game_id)

    def _remember(self, game: Game) -> None:
        if self.cluster is not None:
            game.on_presence = self.cluster.share_presence
        self.games[game.id] = game
        self._unloaded_waiting.discard(game.id)
        if game.row.opponent == "public" and game.status == "waiting":
            self._lobby.add(game)
        if game.status == "over":
            self._finished[game.id] = None
            self._trim()

    def keep_finished(self, game: Game) -> None:
        """The game is over: it stays in memory among the most recent finished ones."""
        self._finished[game.id] = None
        self._trim()

    def leave_lobby(self, game_id: str) -> None:
        self._lobby.discard(game_id)

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

    # ------------------------------------------------------------------ the lobby

    async def lobby(self, offset: int = 0, now: datetime | None = None) -> dict[str, Any]:
        """One page of the public games still waiting for players, newest first, read from the database (so
        the games need not be in memory): ``{"games", "total", "offset", "next"}``."""
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
        self, conn: GameConnection, game_id: str, token: str | None, spectate: bool, address: str | None = None,
        *, code: str | None = None,
    ) -> None:
        """Bind a connection to a seat (or as a spectator), then send the welcome and the full state.

        A wrong game, token or join code counts as a failed attempt of ``address`` (guessing is throttled); a
        spectator of a friend game needs its join code (:mod:`unoduo.web.play.privacy`).
        """
        try:
            async with self.quotas.guessing(address) as guess:
                game = await self.get(game_id)
                if game is None:
                    guess.wrong = True
                    raise ActError("no_such_game", _("There is no such game."), close=1008)
                seat: int | None = None
                if token is not None:
                    if spectate:
                        raise ActError("unauthorized", _("Give a seat token or spectate, not both."), close=1008)
                    seat = seat_of_token(game.row.seats, token)
                    if seat is None and self.cluster is not None:
                        # Several processes: the seat may have been taken a moment ago on another one, whose
                        # message has not arrived yet (a player joins through one process, connects to this one).
                        async with game.lock:
                            await self.cluster.reload_row(game)
                        seat = seat_of_token(game.row.seats, token)
                    if seat is None:
                        guess.wrong = True
                        raise ActError("no_seat", _("This token holds no seat in this game."), close=1008)
                elif not spectate:
                    raise ActError("no_seat", _("Give a seat token, or spectate."), close=1008)
                if seat is None and not may_see(game.row, None, code):
                    guess.wrong = True
                    raise ActError(PRIVATE_GAME, private_message(), close=1008)
        except LimitExceeded as exc:
            raise ActError(exc.code, exc.message, close=1008) from None
        if seat is None:
            watching = sum(1 for c in game.conns if c.seat is None)
            try:
                self.quotas.check_spectator(address, game.id, watching)
            except LimitExceeded as exc:
                raise ActError(exc.code, exc.message, reason=exc.reason, close=1013) from None
            self.quotas.spectator_joined(address)
            conn.address = address
        cluster = self.cluster
        if seat is not None and cluster is not None and not game.driven and game.status in ("waiting", "playing"):
            await cluster.claim([game.id])  # its driver is gone (or it has none): this process plays its bots
        async with game.lock:
            if cluster is not None:
                # Several processes: an action acknowledged by a process that has just died may not have reached
                # this copy yet (its NOTIFY is still on the way). Read what the copy lacks first, so no one who
                # (re)connects here sees a state older than an action they were acknowledged.
                await cluster.catch_up_locked(game)
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
                seat_back(game, seat)
                # A human is here: the game starts, resumes after a pause, or (loaded on demand after a restart)
                # its bot or timer starts again. schedule() is idempotent.
                self.autoplay.schedule(game)
            conn.send(game.welcome(seat, conn.protocol))
            conn.send(game.state_text(seat, conn=conn))
            if game.row.broken is not None:
                conn.send(broken_notice(game))
            if seat is not None and seat in game.rematch_tokens and game.row.rematch:
                conn.send(self.rematch_message(game, seat))
            if seat is not None and (returned or not was_connected):
                game.broadcast_presence()
            elif seat is not None and not was_here:
                self._share_presence(game)  # connected elsewhere too: the other processes learn it is here

    async def detach(self, conn: GameConnection) -> None:
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
                seat_left(game, conn.seat)
                game.broadcast_presence()
            elif conn.seat is not None and conn.seat not in game.local_seats():
                self._share_presence(game)  # still connected elsewhere; no longer here
            if game.status == "over" and game.id in self._finished:
                self._trim()

    def _share_presence(self, game: Game) -> None:
        if self.cluster is not None:
            self.cluster.share_presence(game)

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
        conn: GameConnection | None = None,
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
                if self.cluster is not None:
                    await self.cluster.catch_up_locked(game)
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

    # ------------------------------------------------------------------ rematch

    def rematch_message(self, game: Game, seat: int) -> RematchOffer:
        assert game.row.rematch is not None
        return RematchOffer(type="rematch", game=game.row.rematch, seat=seat, token=game.rematch_tokens[seat])

    async def rematch(self, conn: GameConnection) -> None:
        game = conn.game
        seat = conn.seat
        assert game is not None and seat is not None
        async with game.lock:
            self._return_control(game, seat)
            if not game.state.is_over:
                raise ActError("not_over", _("A rematch can start only once the match is over."))
            if game.row.rematch:
                if seat in game.rematch_tokens:
                    conn.send(self.rematch_message(game, seat))
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
                if self.cluster is not None:
                    await self.cluster.reload_row(game)
                return
            row.rematch = new.id
            row.updated = stamp
            game.rematch_tokens = tokens
            if self.cluster is not None:
                self.cluster.publish_rematch(row.id, new.id, tokens)
            for other in list(game.conns):
                if other.seat is not None and other.seat in tokens:
                    other.send(self.rematch_message(game, other.seat))

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
            out.append(my_game_entry(row, seat, live.status if live is not None else None))
        return out
