"""The hub's side of a cluster: several processes serving the same games on one PostgreSQL.

Each process holds its own copy of a game; the database decides (an action whose seq another process stored
first is refused as stale and this copy catches up), and the bus (:mod:`unoduo.web.cluster.bus`) brings every
process the others' actions, changes, presence, rematches, reactions and quota use. :class:`ClusterSync` applies
what the bus hears to the hub's copies, and gives the hub what it asks of the cluster (:class:`~unoduo.web.play.hub
.Cluster`): claiming a game's driving, catching a copy up, sharing who is connected here. One process drives
each game's bots and turn timer (``Game.driven``). The app wires it in (``create_app``) when the database is
PostgreSQL.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.core.errors import UnoduoError
from unoduo.core.record import parse_action_line
from unoduo.web.cluster.bus import ClusterBus, PresenceNote, ReactionNote, RematchNote, StoredAction
from unoduo.web.play.game import Game, replay_stored
from unoduo.web.play.hub import GameHub
from unoduo.web.play.reactions import remote_reaction

log = logging.getLogger("unoduo.web")


class ClusterSync:
    """This process's copies of the games kept in step with the other processes' (see the module's docstring).

    The bus calls the ``remote_*`` methods and the periodic ones (:class:`~unoduo.web.cluster.bus.ClusterHub`);
    the hub calls the others, with the game's lock held where they say so.
    """

    def __init__(self, hub: GameHub) -> None:
        self.hub = hub
        self.bus = ClusterBus(hub.store, self)
        # Actions heard for games being loaded, and the tasks that bring a game's copy up to date.
        self._early: dict[str, list[StoredAction]] = {}
        self._catching_up: dict[str, asyncio.Task[None]] = {}
        self._background: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ what the hub asks

    async def start(self) -> None:
        await self.bus.start()
        self.hub.shared.connect(self.bus.publish)

    async def close(self) -> None:
        for task in [*self._catching_up.values(), *self._background]:
            task.cancel()
        await asyncio.gather(*self._catching_up.values(), *self._background, return_exceptions=True)
        await self.bus.close()

    def drives(self, game_id: str) -> bool:
        return self.bus.drives(game_id)

    def connected(self) -> bool:
        return self.bus.connected()

    def publish_changed(self, game_id: str) -> None:
        self.bus.publish_changed(game_id)

    def publish_rematch(self, game_id: str, rematch: str, tokens: dict[int, str]) -> None:
        self.bus.publish_rematch(game_id, rematch, tokens)

    def publish_reaction(self, game_id: str, seat: int, reaction: str) -> None:
        self.bus.publish_reaction(game_id, seat, reaction)

    def unloaded(self, game: Game) -> None:
        """The game left this process's memory: another process may drive it now."""
        if game.driven:
            self._spawn(self.bus.release([game.id]), f"release-{game.id}")

    def loading(self, game_id: str) -> None:
        """The game is being read from the database: actions heard meanwhile wait for :meth:`loaded`."""
        self._early[game_id] = []

    def loaded(self, game: Game) -> None:
        """The game is in memory: the actions the others stored while it was being read apply now."""
        early = self._early.get(game.id, [])
        if early:
            self.remote_actions(0, early)

    def loading_done(self, game_id: str) -> None:
        self._early.pop(game_id, None)

    # ------------------------------------------------------------------ keeping the copies in step

    def _spawn(self, coro: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(coro, name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def claim(self, game_ids: list[str]) -> set[str]:
        """Drive these games where no live process does; each claimed game's bots and timer start here."""
        try:
            claimed = await self.bus.claim(game_ids)
        except Exception:  # the database is away: the periodic claim tries again
            log.exception("cluster: could not claim %d game(s)", len(game_ids))
            return set()
        for game_id in claimed:
            game = self.hub.games.get(game_id)
            if game is not None and not game.driven:
                game.driven = True
                self._locked_soon(game, self.hub.autoplay.schedule)
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

    def share_presence(self, game: Game) -> None:
        """Tell the other processes who is connected here, and the away seats and rematch votes."""
        returned, game.returned = game.returned, set()
        self.bus.publish_presence(game.id, game.local_seats(), game.away, game.rematch_votes, returned, game.driven)

    def remote_actions(self, origin: int, actions: list[StoredAction]) -> None:
        """Actions another process stored: applied to the copies held here, in seq order."""
        touched: list[Game] = []
        for stored in actions:
            game = self.hub.games.get(stored.game)
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
        self.hub.autoplay.schedule(game)
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
            self.hub.keep_finished(game)

    def _catch_up_soon(self, game: Game, rebuild: bool = False) -> None:
        if game.id in self._catching_up and not rebuild:
            return

        async def run() -> None:
            try:
                async with game.lock:
                    if rebuild:
                        game.state, game.lines = replay_stored(game.row, game.lines)
                    await self.catch_up_locked(game)
            except Exception:
                log.exception("game %s: could not catch up with the database", game.id)
            finally:
                if self._catching_up.get(game.id) is task:
                    del self._catching_up[game.id]

        task = asyncio.create_task(run(), name=f"catch-up-{game.id}")
        self._catching_up[game.id] = task

    async def catch_up_locked(self, game: Game) -> None:
        """Apply every stored action this copy lacks (read from the database). Call with the game's lock."""
        self._apply_pending(game)
        rows = await self.hub.store.actions_after(game.id, game.seq)
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

    async def reload_row(self, game: Game) -> None:
        """Read the game's row and seats again (a seat taken, an expiry, a rematch made by another process).
        Call with the game's lock held."""
        rows = await self.hub.store.game_rows([game.id])
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
            self.hub.leave_lobby(game.id)
        if fresh.seq > game.seq:
            await self.catch_up_locked(game)
        if before != (game.status, [(s.name, s.joined) for s in row.seats]):
            self.hub.autoplay.schedule(game)
            game.broadcast_presence(share=False)
            game.broadcast_state()

    def remote_changed(self, origin: int, game_ids: list[str]) -> None:
        for game_id in game_ids:
            game = self.hub.games.get(game_id)
            if game is not None:
                self._spawn(self._reload_locked(game), f"reload-{game_id}")

    async def _reload_locked(self, game: Game) -> None:
        async with game.lock:
            await self.reload_row(game)

    def remote_presence(self, origin: int, notes: list[PresenceNote]) -> None:
        for note in notes:
            game = self.hub.games.get(note.game)
            if game is None:
                continue
            newcomer = origin not in game.remote_seats
            game.remote_seats[origin] = note.seats
            if newcomer and note.seats and game.local_seats():
                self.share_presence(game)  # a process that just took the game learns who is connected here
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
                self._locked_soon(game, self.hub.autoplay.schedule)

    def remote_rematch(self, origin: int, notes: list[RematchNote]) -> None:
        for note in notes:
            game = self.hub.games.get(note.game)
            if game is None:
                continue
            game.row.rematch = note.rematch
            game.rematch_tokens = dict(note.tokens)
            for conn in list(game.conns):
                if conn.seat is not None and conn.seat in game.rematch_tokens:
                    conn.send(self.hub.rematch_message(game, conn.seat))

    def remote_reaction(self, origin: int, notes: list[ReactionNote]) -> None:
        """Reactions sent through another process: shown to the connections of the games held here."""
        for note in notes:
            game = self.hub.games.get(note.game)
            if game is not None:
                remote_reaction(game, note.seat, note.reaction)

    def remote_quota(self, origin: int, lines: list[str]) -> None:
        self.hub.shared.heard(origin, lines)

    def quota_tick(self) -> None:
        """Every heartbeat: drop the quota entries of games that no longer wait; now and then tell the others
        every count again."""
        self.hub.quotas.recount(self.hub.still_waiting)
        self.hub.shared.tick()

    def processes_gone(self, numbers: set[int]) -> None:
        """Processes that died: their players are no longer connected (they reconnect elsewhere), and their
        use of the quotas no longer counts."""
        self.hub.shared.gone(numbers)
        for game in list(self.hub.games.values()):
            if any(number in game.remote_seats for number in numbers):
                for number in numbers:
                    game.remote_seats.pop(number, None)
                game.broadcast_presence(share=False)

    def claim_candidates(self) -> list[str]:
        """Games a player of this process is in that nobody here drives (their driver may be gone)."""
        return [
            game.id
            for game in self.hub.games.values()
            if not game.driven and game.status in ("waiting", "playing") and any(c.seat is not None for c in game.conns)
        ]

    def driving_changed(self, driving: set[str]) -> None:
        """The games this process drives, as the database says: start or stop their bots and timers."""
        for game in self.hub.games.values():
            drives = game.id in driving
            if drives == game.driven:
                continue
            game.driven = drives
            if drives:
                log.info("game %s: this process now plays its bots and timer", game.id)
                self._locked_soon(game, self.hub.autoplay.schedule)
            else:
                if game.bot_task is not None and not game.bot_task.done():
                    game.bot_task.cancel()
                self.hub.autoplay.cancel_timer(game)

    async def resync(self) -> None:
        """Compare every copy held here with the database (a message may have been lost) and catch up."""
        ids = [g.id for g in self.hub.games.values() if g.status != "over" or g.row.rematch is None]
        marks = await self.hub.store.game_marks(ids)
        for game_id, (seq, status, rematch, broken, joined) in marks.items():
            game = self.hub.games.get(game_id)
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
