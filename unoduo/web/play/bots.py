"""Bots and turn timers: who plays when it is not a connected human's turn.

After every change the hub calls :meth:`Autoplay.schedule`: if a bot (or the stand-in bot of a seat whose
turn timer ran out) is to act, a task lets it decide in the executor and then acts through the hub like any
seat; if a human with a turn timer is to act, a task waits for the deadline and hands the seat to the stand-in.

The executor is normally :class:`~unoduo.web.play.thinking.BotWorkers`: a server's bots think in worker
processes, so a long search never holds the event loop's GIL. Each move is capped at
``ServerLimits.bot_move_seconds`` and paid for from the game owner's and the server's thinking budgets.
A bot's move is played through the same :meth:`GameHub.act` as a human's: checked, stored, then broadcast.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Executor
from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.core import view
from unoduo.web.errors import ActError
from unoduo.web.limits.quotas import BotBudget
from unoduo.web.limits.settings import ServerLimits
from unoduo.web.play.game import Game
from unoduo.web.play.thinking import BrokenProcessPool, think

log = logging.getLogger("unoduo.web")

#: How a bot's move is played: the hub's ``act(game, seat, based_on, text, by_bot=True)``.
ActFunction = Callable[..., Awaitable[None]]

#: H13: how many bot delays a bot about to move at a normal turn waits in a game with jump-in and a person at
#: another seat (0.7 s: 2.1 s), so that a person holding the top card's twin has the time to see it and jump
#: in. Every such turn waits this long, whatever the hands, so the wait tells nobody who holds what.
JUMP_IN_WINDOW = 3.0


class Autoplay:
    """The tasks of every game's bots and turn timers (started by :meth:`schedule`, ended by :meth:`shutdown`)."""

    def __init__(
        self,
        act: ActFunction,
        *,
        bot_delay: float,
        executor: Executor | None,
        limits: ServerLimits | None = None,
        budget: BotBudget | None = None,
    ) -> None:
        self.act = act
        self.bot_delay = bot_delay
        self.executor = executor
        self.limits = limits or ServerLimits()
        self.budget = budget or BotBudget(self.limits)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False

    async def shutdown(self, games: list[Game]) -> None:
        """Start nothing new and cancel every bot and timer task."""
        self._closing = True
        for game in games:
            for task in (game.bot_task, game.timer_task):
                if task is not None:
                    task.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _spawn(self, coro: Coroutine[Any, Any, None], name: str) -> asyncio.Task[Any]:
        task = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def schedule(self, game: Game) -> None:
        """After any change: start the bot whose turn it is, or the turn timer of the human to act.

        Call with the game's lock held.
        """
        if self._closing:
            return
        if not game.driven:  # another server process plays this game's bots and timer (unoduo/web/cluster/bus.py)
            self.cancel_timer(game)
            return
        seat = game.state.to_act
        if game.status != "playing" or seat is None:
            self.cancel_timer(game)
            return
        if not game.humans_around(self.limits.idle_pause):
            # Nobody to play with: a game whose humans never connected does not start, and one they left
            # pauses. Bots and timers start again when a human connects (GameHub.attach).
            self.cancel_timer(game)
            if not game.paused:
                game.paused = True
                log.info("game %s: paused (no human connected)", game.id)
            return
        game.paused = False
        seq = game.seq
        self._offer_jump_ins(game, seq)
        if game.is_bot_controlled(seat):
            self.cancel_timer(game)
            if game.bot_task is None or game.bot_task.done() or game.bot_seq != seq:
                game.bot_seq = seq
                game.bot_task = self._spawn(self._bot_move(game, seq), f"bot-{game.id}-{seq}")
            return
        timer = game.row.turn_timer
        if not timer or seat not in game.ever_connected:
            # No timer, or a seat that never connected: a bot never plays for a person who never came.
            self.cancel_timer(game)
            return
        key = (seq, seat)
        if game.timer_key == key and game.timer_task is not None and not game.timer_task.done():
            return
        self.cancel_timer(game)
        game.timer_key = key
        game.deadline = (datetime.now(UTC) + timedelta(seconds=timer)).isoformat()
        game.timer_task = self._spawn(self._turn_timer(game, seq, seat, timer), f"timer-{game.id}-{seq}")

    def _offer_jump_ins(self, game: Game, seq: int) -> None:
        """H13: once per state, let every bot seat that may jump in decide whether it does (call with the lock held).

        Only seats that are bots (not the stand-in of an away person, who did not choose to play out of turn).
        The bot plays through :meth:`GameHub.act` like anyone: arrival order under the game lock and the seq
        check decide between a bot's jump-in, a person's jump-in and the move of the seat to act.
        """
        if game.jump_seq == seq or not game.state.options.jump_in:
            return
        game.jump_seq = seq
        for seat in sorted(game.state.jump_ins()):
            if game.row.seats[seat].kind == "bot":
                self._spawn(self._bot_jump_in(game, seq, seat), f"jump-{game.id}-{seq}-{seat}")

    async def _bot_jump_in(self, game: Game, seq: int, seat: int) -> None:
        """The bot of ``seat`` jumps in at ``seq`` if its agent wants to (after the bot delay, as a person would).

        An agent's ``jump_in`` is a quick rule of thumb, not a search (the heuristic takes any jump-in; ISMCTS
        asks its guide), so it runs here rather than in a worker and costs no thinking budget.
        """
        if self.bot_delay > 0:
            await asyncio.sleep(self.bot_delay)
        if game.seq != seq or game.status != "playing" or seat not in game.state.jump_ins():
            return
        choose = getattr(game.agent_for(seat), "jump_in", None)
        if choose is None:
            return
        try:
            action = choose(view(game.state, seat), random.Random(f"unoduo-jump/{game.row.seed}/{seq}/{seat}"))
        except Exception:
            log.exception("game %s: the bot of seat %d failed to decide a jump-in at seq %d", game.id, seat, seq)
            return
        if action is None:
            return
        try:
            await self.act(game, seat, seq, str(action), by_bot=True)
            log.debug("game %s: bot seat %d jumped in with %s", game.id, seat, action)
        except ActError as exc:
            if exc.code != "stale":  # stale: someone else acted first, which is the arbitration working
                log.info("game %s: the jump-in of seat %d at seq %d was refused: %s", game.id, seat, seq, exc.message)

    def cancel_timer(self, game: Game) -> None:
        if game.timer_task is not None and not game.timer_task.done():
            game.timer_task.cancel()
        game.timer_task = None
        game.timer_key = None
        game.deadline = None

    async def _turn_timer(self, game: Game, seq: int, seat: int, delay: float) -> None:
        await asyncio.sleep(delay)
        async with game.lock:
            if game.seq != seq or game.state.to_act != seat or game.status != "playing":
                return
            game.timer_task = None
            game.timer_key = None
            game.deadline = None
            if not game.humans_around(self.limits.idle_pause):
                self.schedule(game)  # pauses the game
                return
            game.away.add(seat)
            log.info("game %s: seat %d timed out; a bot plays for it", game.id, seat)
            self.schedule(game)
            game.broadcast_presence()

    async def _bot_move(self, game: Game, seq: int) -> None:
        """Let the bot (or stand-in) of the seat to act decide in the executor, then act as any seat does.

        A bot that raises, or that chooses an action the engine refuses, must not stall the game: the error is
        logged with its traceback and the seat takes its first legal action instead (as the terminal game
        does). A database failure is retried a few times.
        """
        try:
            await self._bot_move_or_raise(game, seq)
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug here would otherwise end the task silently and leave the game waiting
            log.exception("game %s: the bot task failed at seq %d", game.id, seq)

    def move_delay(self, game: Game) -> float:
        """How long the bot to act waits before it thinks: the bot delay, longer when a person could jump in
        (see :data:`JUMP_IN_WINDOW`; only public facts decide: the options, the decision, the seats' kinds)."""
        state = game.state
        to_act = state.to_act
        if (
            self.bot_delay > 0
            and state.options.jump_in
            and state.decision == "turn"
            and any(info.kind != "bot" for seat, info in enumerate(game.row.seats) if seat != to_act)
        ):
            return self.bot_delay * JUMP_IN_WINDOW
        return self.bot_delay

    async def _bot_move_or_raise(self, game: Game, seq: int) -> None:
        delay = self.move_delay(game)
        if delay > 0:
            await asyncio.sleep(delay)
        if game.seq != seq or game.status != "playing":
            return
        seat = game.state.to_act
        if seat is None or not game.is_bot_controlled(seat):
            return
        # The thinking budget of whoever created the game: wait while it is spent, then think in
        # this owner's one bot slot, and pay the CPU time the move really took.
        owner = game.owner or f"game:{game.id}"
        if not await self.budget.wait_turn(owner, lambda: game.seq == seq and game.status == "playing"):
            return
        if not game.humans_around(self.limits.idle_pause):
            async with game.lock:
                self.schedule(game)  # pauses the game
            return
        async with self.budget.slot(owner):
            if game.seq != seq or game.status != "playing":
                return
            seat_view = view(game.state, seat)
            fallback = seat_view.legal[0]
            agent = game.agent_for(seat)
            rng = random.Random(f"unoduo-bot/{game.row.seed}/{seq}")
            started = time.perf_counter()
            loop = asyncio.get_running_loop()
            cap = self.limits.bot_move_seconds
            try:
                try:
                    action, cpu = await loop.run_in_executor(self.executor, think, agent, seat_view, rng, cap)
                except BrokenProcessPool:
                    # A worker process died under this move (killed, out of memory): think it again in a new
                    # pool (BotWorkers replaces a broken one), so the game loses nothing but a little time.
                    log.warning("game %s: a bot worker died at seq %d; the move is thought again", game.id, seq)
                    action, cpu = await loop.run_in_executor(self.executor, think, agent, seat_view, rng, cap)
                self.budget.charge(owner, cpu)
            except Exception:
                log.exception(
                    "game %s: the bot of seat %d failed at seq %d; it plays %s", game.id, seat, seq, fallback
                )
                action = fallback
        log.debug("game %s: bot seat %d chose %s in %.3fs", game.id, seat, action, time.perf_counter() - started)
        for attempt in range(5):
            try:
                await self.act(game, seat, seq, str(action), by_bot=True)
                return
            except ActError as exc:
                if exc.code == "illegal" and exc.reason != "match_over" and action != fallback:
                    log.error(
                        "game %s: the bot of seat %d chose %s at seq %d, which the engine refused (%s); it plays %s"
                        " instead", game.id, seat, action, seq, exc.message, fallback,
                    )
                    action = fallback
                    continue
                if exc.code != "server":
                    return  # the game moved on (stale, the player is back, over): nothing to do
                await asyncio.sleep(0.5 * (attempt + 1))  # the database failed: try again a little later
        log.error("game %s: the bot could not play at seq %d", game.id, seq)
