"""The authority: every game in memory, one lock per game, persistence before acknowledgement, bots, timers.

One checklist per action (boardgame.io's ``Master.onUpdate``, but persisting before broadcasting): under the
game's lock, check the seq, the seat and the rules on a copy of the state, commit the action to the database,
only then swap the state in, ``ack`` the sender and send every connection its own view.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import random
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.agents.base import Agent
from unoduo.agents.registry import make_agent
from unoduo.core import Action, Event, IllegalActionError, State, new_match, view
from unoduo.core.errors import UnoduoError
from unoduo.core.options import Options
from unoduo.core.record import Record, parse_action_line
from unoduo.i18n import _
from unoduo.storage import GameRow, SeatRow, Store

from .protocol import LOBBY_MAX_AGE, LOBBY_SIZE, PROTOCOL_VERSION, CreateGame
from .stats import ActionProbe, LatencyStats

log = logging.getLogger("unoduo.web")

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
MAX_QUEUED = 500
FINISHED_CACHE = 256
STAND_IN = "medium"  # the bot that plays for an idle seat
PUBLIC_TURN_TIMER = 60.0  # a public game's turn timer unless its create request gives one


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def _parse_time(text: str) -> datetime:
    """A stored ISO 8601 time (UTC if it has no offset); the earliest time if it cannot be read."""
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return datetime.min.replace(tzinfo=UTC)
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_name(name: str, fallback: str) -> str:
    """A display name without control or direction-override characters, at most 32 characters."""
    cleaned = " ".join(_CONTROL.sub("", name).split())[:32]
    return cleaned or fallback


class ApiError(Exception):
    """An HTTP error with our error shape: ``{"error": {"code", "message"}}``."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


class ActError(Exception):
    """A refused WebSocket request: becomes an ``error`` message; nothing changed."""

    def __init__(self, code: str, message: str, reason: str | None = None, close: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.close = close


class Connection:
    """One WebSocket: its seat (None for a spectator) and an outgoing queue drained by its own sender task."""

    def __init__(self, send_text: Callable[[str], Any], close: Callable[[int], Any], lang: str) -> None:
        self._send_text = send_text
        self._close = close
        self.lang = lang
        self.game: Game | None = None
        self.seat: int | None = None
        self.spectator = False
        self.closed = False
        self.queue: asyncio.Queue[str | tuple[str, ActionProbe] | int | None] = asyncio.Queue()
        # What this connection already holds of the views' event lists (docs/protocol.md "state"): the
        # (game, round) and how many of that round's events were sent, and the (game, round) whose
        # previous_events were sent. Each state then carries only what is new.
        self.events_sent: tuple[str, int, int] | None = None
        self.previous_sent: tuple[str, int] | None = None

    def send(self, message: dict[str, Any] | str, probe: ActionProbe | None = None) -> bool:
        """Queue ``message`` for the sender task; False if it was not queued (closed, or too far behind)."""
        if self.closed:
            return False
        if self.queue.qsize() >= MAX_QUEUED:  # a client that cannot keep up: drop it, it resyncs on reconnect
            self.close(1013)
            return False
        text = message if isinstance(message, str) else json.dumps(message)
        self.queue.put_nowait(text if probe is None else (text, probe))
        return True

    def close(self, code: int) -> None:
        """Send what is queued, then close with ``code``."""
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(code)

    def finish(self) -> None:
        self.closed = True
        self.queue.put_nowait(None)

    async def run_sender(self) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            try:
                if isinstance(item, int):
                    await self._close(item)
                    return
                if isinstance(item, tuple):
                    await self._send_text(item[0])
                    item[1].sent()
                else:
                    await self._send_text(item)
            except Exception:  # the peer went away: the receive loop notices and cleans up
                return


@dataclass(frozen=True, slots=True)
class StateParts:
    """One seat's ``state`` message in pieces: the view without its event lists, and those lists encoded."""

    head: str  # the message up to the value of "events_from"
    view: str  # the view's JSON object without its closing brace and without its event lists
    events: list[str]  # the round's events, each encoded (the seat's cache, which may grow later: see count)
    count: int  # how many of them this message covers
    previous: str  # the previous round's events as a JSON list
    tail: str  # the message after the view
    round: int

    def text_for(self, conn: Connection | None, game_id: str) -> str:
        """The message for ``conn``, without what it already holds (None: the whole view)."""
        count = self.count
        start = 0
        send_previous = True
        if conn is not None:
            sent = conn.events_sent
            if sent is not None and sent[0] == game_id and sent[1] == self.round and sent[2] <= count:
                start = sent[2]
            conn.events_sent = (game_id, self.round, count)
            send_previous = conn.previous_sent != (game_id, self.round)
            conn.previous_sent = (game_id, self.round)
        parts = [self.head, str(start), ',"view":', self.view, ',"events":[', ",".join(self.events[start:count]), "]"]
        if send_previous:
            parts += [',"previous_events":', self.previous]
        parts += ["}", self.tail]
        return "".join(parts)


class EventCache:
    """One seat's round events already encoded as JSON (they only grow during a round)."""

    def __init__(self) -> None:
        self.round = -1
        self.texts: list[str] = []
        self.last: Event | None = None
        self.previous_round = -1
        self.previous_count = -1
        self.previous_text = "[]"

    def events(self, events: tuple[Event, ...], round_: int) -> list[str]:
        texts = self.texts
        if self.round != round_ or len(events) < len(texts) or (texts and events[len(texts) - 1] != self.last):
            self.round = round_
            texts = self.texts = []
        texts.extend(json.dumps(e.to_dict()) for e in events[len(texts):])
        self.last = events[-1] if events else None
        return texts

    def previous(self, events: tuple[Event, ...], round_: int) -> str:
        if self.previous_round != round_ or self.previous_count != len(events):
            self.previous_round = round_
            self.previous_count = len(events)
            self.previous_text = json.dumps([e.to_dict() for e in events])
        return self.previous_text


@dataclass
class Game:
    """A match held by the server: its stored settings, the engine state and who is connected."""

    row: GameRow
    state: State
    lines: list[str]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[Connection] = field(default_factory=set)
    away: set[int] = field(default_factory=set)
    rematch_votes: set[int] = field(default_factory=set)
    rematch_tokens: dict[int, str] = field(default_factory=dict)
    agents: dict[int, Agent] = field(default_factory=dict)
    last: dict[str, Any] | None = None
    bot_task: asyncio.Task[None] | None = None
    bot_seq: int = -1
    timer_task: asyncio.Task[None] | None = None
    timer_key: tuple[int, int] | None = None
    deadline: str | None = None
    event_cache: dict[int | None, EventCache] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        return len(self.lines)

    @property
    def status(self) -> str:
        if self.state.is_over:
            return "over"
        if any(s.kind == "human" and not s.joined for s in self.row.seats):
            return "waiting"
        return "playing"

    def is_bot_controlled(self, seat: int) -> bool:
        return self.row.seats[seat].kind == "bot" or seat in self.away

    def connected(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.conns)

    def agent_for(self, seat: int) -> Agent:
        info = self.row.seats[seat]
        spec = info.difficulty or self.row.difficulty if info.kind == "bot" else STAND_IN
        key = seat if info.kind == "bot" else -1 - seat
        agent = self.agents.get(key)
        if agent is None:
            agent = self.agents[key] = make_agent(spec)
        return agent

    def players(self) -> list[dict[str, Any]]:
        out = []
        for s in self.row.seats:
            human = s.kind == "human"
            out.append(
                {
                    "seat": s.seat,
                    "name": s.name,
                    "kind": s.kind,
                    "difficulty": None if human else s.difficulty,
                    "connected": self.connected(s.seat) if human else True,
                    "away": s.seat in self.away,
                    "joined": s.joined,
                    "rematch_requested": s.seat in self.rematch_votes,
                }
            )
        return out

    def state_message(self, seat: int | None) -> dict[str, Any]:
        """The full ``state`` message for ``seat`` (None: a spectator), as a dict."""
        message: dict[str, Any] = json.loads(self.state_text(seat))
        return message

    def state_text(self, seat: int | None, players_text: str | None = None, conn: Connection | None = None) -> str:
        """The ``state`` message for ``seat`` as JSON text: ``view(state, seat).to_dict()`` plus the game's info.

        Without ``conn`` the view is whole (``events_from`` 0). With ``conn``, the events that connection
        already holds are left out: ``events_from`` says where the sent ones start, and ``previous_events``
        is only sent when the round changed (docs/protocol.md). The message is then mostly the small part of
        the view: a round's events are encoded once per seat (they only grow) and never sent twice.
        """
        return self.state_parts(seat, players_text).text_for(conn, self.id)

    def state_parts(self, seat: int | None, players_text: str | None = None) -> StateParts:
        """The pieces of ``seat``'s state message, assembled per connection by :meth:`StateParts.text_for`."""
        seat_view = view(self.state, seat)
        cache = self.event_cache.get(seat)
        if cache is None:
            cache = self.event_cache[seat] = EventCache()
        events = cache.events(seat_view.events, seat_view.round)
        previous = cache.previous(seat_view.previous_events, seat_view.round)
        return StateParts(
            head=f'{{"type":"state","seq":{self.seq},"status":{json.dumps(self.status)},"events_from":',
            view=json.dumps(seat_view.to_dict(events=False))[:-1],
            events=events,
            count=len(events),
            previous=previous,
            tail=(
                f',"players":{players_text or json.dumps(self.players())},"last":{json.dumps(self.last)},'
                f'"deadline":{json.dumps(self.deadline)}}}'
            ),
            round=seat_view.round,
        )

    def welcome(self, seat: int | None) -> dict[str, Any]:
        code = self.row.join_code if seat is not None else None
        return {
            "type": "welcome",
            "protocol": PROTOCOL_VERSION,
            "game": self.id,
            "seat": seat,
            "ruleset": self.row.ruleset,
            "join_code": code,
            "invite_url": f"/join/{code}" if code else None,
            "status": self.status,
            "turn_timer": self.row.turn_timer,
            "opponent": self.row.opponent,
            "players": self.players(),
        }

    def summary(self) -> dict[str, Any]:
        """The public summary (no join code, no seed)."""
        return {
            "game": self.id,
            "ruleset": self.row.ruleset,
            "players": [
                {k: p[k] for k in ("seat", "name", "kind", "difficulty", "connected", "away")} for p in self.players()
            ],
            "status": self.status,
            "scores": list(self.state.scores),
            "winner": self.state.winner,
            "round": self.state.round,
            "seq": self.seq,
            "options": dict(self.row.options),
            "opponent": self.row.opponent,
            "created": self.row.created,
            "updated": self.row.updated,
            "rematch": self.row.rematch,
        }

    def record(self) -> dict[str, Any]:
        data = Record.of(self.state).to_dict()
        data["names"] = [s.name for s in self.row.seats]
        return data

    def broadcast(self, message: dict[str, Any]) -> None:
        text = json.dumps(message)
        for conn in list(self.conns):
            conn.send(text)

    def broadcast_state(self, probe: ActionProbe | None = None) -> None:
        """Each connection gets its own seat's view (spectators the spectator view), built once per seat.

        With a ``probe`` (latency statistics on), it learns when the last copy was handed to its socket.
        """
        parts: dict[int | None, StateParts] = {}
        players_text = json.dumps(self.players())
        conns = list(self.conns)
        texts = []
        for conn in conns:
            seat = conn.seat
            if seat not in parts:
                parts[seat] = self.state_parts(seat, players_text)
            texts.append(parts[seat].text_for(conn, self.id))
        if probe is None:
            for conn, text in zip(conns, texts, strict=True):
                conn.send(text)
            return
        probe.mark("build")
        probe.expect(sum(conn.send(text, probe) for conn, text in zip(conns, texts, strict=True)))

    def broadcast_presence(self) -> None:
        self.broadcast({"type": "presence", "players": self.players()})


def _replay(row: GameRow, lines: list[str]) -> tuple[State, list[str]]:
    """The engine state of a stored game: the match set up from its settings, then every stored action."""
    state = new_match(row.ruleset, players=row.players, seed=row.seed, options=row.options)
    applied: list[str] = []
    for line in lines:
        try:
            seat, action = parse_action_line(line, state.players)
            state.apply(action, seat)
        except IllegalActionError as exc:  # cannot happen unless the database was edited by hand
            log.error("game %s: stored action %d (%r) does not replay: %s", row.id, len(applied), line, exc.message)
            break
        applied.append(line)
    return state, applied


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
    ) -> None:
        self.store = store
        self.stats = stats
        self.bot_delay = bot_delay
        self.default_turn_timer = turn_timer
        self.public_turn_timer = public_turn_timer
        self.executor = executor
        self.games: dict[str, Game] = {}
        self._finished: OrderedDict[str, None] = OrderedDict()
        # Public games waiting for players (every unfinished game is in memory, so this is all of them): the lobby.
        self._lobby: dict[str, Game] = {}
        self._loading: dict[str, asyncio.Future[Game | None]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False

    # ------------------------------------------------------------------ life cycle

    async def startup(self) -> None:
        """Rebuild every unfinished game from its stored actions and let bots to act carry on."""
        ids = await self.store.unfinished_game_ids()
        for game_id in ids:
            game = await self.get(game_id)
            if game is not None:
                async with game.lock:
                    self.schedule(game)
        if ids:
            log.info("resumed %d unfinished game(s)", len(ids))

    async def shutdown(self) -> None:
        self._closing = True
        for game in self.games.values():
            for task in (game.bot_task, game.timer_task):
                if task is not None:
                    task.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _spawn(self, coro: Any, name: str) -> asyncio.Task[Any]:
        task = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------------ loading

    async def get(self, game_id: str) -> Game | None:
        """The game from memory, or rebuilt from the database (finished games are cached, LRU)."""
        game = self.games.get(game_id)
        if game is not None:
            if game_id in self._finished:
                self._finished.move_to_end(game_id)
            return game
        pending = self._loading.get(game_id)
        if pending is not None:
            return await pending
        future: asyncio.Future[Game | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
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
                state, lines = _replay(row, stored)
                game = Game(row=row, state=state, lines=lines)
                if lines:
                    seat_text, _sep, action_text = lines[-1].partition(" ")
                    game.last = {"seat": int(seat_text), "action": action_text}
                self._remember(game)
            future.set_result(game)
            return game
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._loading[game_id]

    def _remember(self, game: Game) -> None:
        self.games[game.id] = game
        if game.row.opponent == "public" and game.status == "waiting":
            self._lobby[game.id] = game
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

    async def create(self, body: CreateGame, *, explicit_timer: bool) -> tuple[Game, str]:
        """Validate the settings, store the new game, and give seat 0's token."""
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
        names = [clean_name(body.name, _("Player {number}").format(number=1))]
        for seat in range(1, players):
            if seat < humans:
                names.append("")
            else:
                names.append(_("Bot {number}").format(number=seat + 1))
        kinds = ["human" if seat < humans else "bot" for seat in range(players)]
        seed = body.seed if body.seed is not None else secrets.randbits(63)
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
        )
        return game, tokens[0]

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
        )
        game = Game(row=row, state=state, lines=[])
        row.status = game.status
        await self.store.create_game(row, seat_rows)
        self._remember(game)
        log.info("game %s created (%s, %d seats, vs %s)", row.id, ruleset, players, opponent)
        async with game.lock:
            self.schedule(game)
        return game, tokens

    async def join(self, code: str, name: str) -> tuple[Game, int, str]:
        code = code.strip().upper()
        game_id = await self.store.game_id_by_code(code) if re.fullmatch(r"[A-Z0-9]{1,16}", code) else None
        game = await self.get(game_id) if game_id else None
        if game is None:
            raise ApiError(404, "unknown_code", _("No game has this join code."))
        async with game.lock:
            free = [s for s in game.row.seats if s.kind == "human" and not s.joined]
            if not free:
                raise ApiError(409, "game_full", _("This game is full."))
            seat = free[0]
            token = new_token()
            taken = SeatRow(
                seat=seat.seat,
                kind=seat.kind,
                name=clean_name(name, _("Player {number}").format(number=seat.seat + 1)),
                difficulty=None,
                token_hash=hash_token(token),
                joined=True,
            )
            status = "playing" if len(free) == 1 else "waiting"
            stamp = now_iso()
            await self.store.take_seat(game.id, taken, status, stamp)
            game.row.seats[seat.seat] = taken
            game.row.status = status
            game.row.updated = stamp
            if status != "waiting":
                self._lobby.pop(game.id, None)
            log.info("game %s: seat %d joined", game.id, seat.seat)
            game.broadcast_presence()
            if status == "playing":
                self.schedule(game)
                game.broadcast_state()
        return game, seat.seat, token

    # ------------------------------------------------------------------ the lobby

    def lobby(self, now: datetime | None = None) -> list[dict[str, Any]]:
        """Public games still waiting for players, newest first (at most ``LOBBY_SIZE``), without stale ones.

        A game created more than ``LOBBY_MAX_AGE`` ago is a stale invitation: it leaves the list (it can still
        be joined with its code). Entries carry no token, seed or hash.
        """
        oldest = (now or datetime.now(UTC)) - timedelta(seconds=LOBBY_MAX_AGE)
        listed = []
        for game_id, game in list(self._lobby.items()):
            created = _parse_time(game.row.created)
            if game.status != "waiting" or created < oldest:
                del self._lobby[game_id]  # full (or over) for good, or too old: it never comes back
                continue
            listed.append((created, game))
        listed.sort(key=lambda item: item[0], reverse=True)
        return [self._lobby_entry(game) for _created, game in listed[:LOBBY_SIZE]]

    @staticmethod
    def _lobby_entry(game: Game) -> dict[str, Any]:
        row = game.row
        humans = [s for s in row.seats if s.kind == "human"]
        return {
            "game": row.id,
            "ruleset": row.ruleset,
            "players": row.players,
            "free": sum(1 for s in humans if not s.joined),
            "names": [s.name for s in humans if s.joined],
            "bots": row.players - len(humans),
            "difficulty": row.difficulty,
            "options": dict(row.options),
            "created": row.created,
            "join_code": row.join_code,
            "turn_timer": row.turn_timer,
        }

    # ------------------------------------------------------------------ connections

    async def attach(self, conn: Connection, game_id: str, token: str | None, spectate: bool) -> None:
        """Bind a connection to a seat (or as a spectator), then send the welcome and the full state."""
        game = await self.get(game_id)
        if game is None:
            raise ActError("unknown_game", _("There is no such game."), close=1008)
        seat: int | None = None
        if token is not None:
            if spectate:
                raise ActError("unauthorized", _("Give a seat token or spectate, not both."), close=1008)
            digest = hash_token(token)
            for s in game.row.seats:
                if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                    seat = s.seat
                    break
            else:
                raise ActError("unauthorized", _("This token holds no seat in this game."), close=1008)
        elif not spectate:
            raise ActError("unauthorized", _("Give a seat token, or spectate."), close=1008)
        async with game.lock:
            was_connected = seat is not None and game.connected(seat)
            conn.game = game
            conn.seat = seat
            conn.spectator = seat is None
            game.conns.add(conn)
            returned = seat is not None and self._return_control(game, seat)
            conn.send(game.welcome(seat))
            conn.send(game.state_text(seat, conn=conn))
            if seat is not None and seat in game.rematch_tokens and game.row.rematch:
                conn.send(self._rematch_message(game, seat))
            if seat is not None and (returned or not was_connected):
                game.broadcast_presence()

    async def detach(self, conn: Connection) -> None:
        game = conn.game
        if game is None:
            return
        async with game.lock:
            game.conns.discard(conn)
            if conn.seat is not None and not game.connected(conn.seat):
                game.broadcast_presence()
            if game.status == "over" and game.id in self._finished:
                self._trim()

    def _return_control(self, game: Game, seat: int) -> bool:
        """The seat is back: the stand-in bot stops playing for it. Call with the game's lock held."""
        if seat not in game.away:
            return False
        game.away.discard(seat)
        log.info("game %s: seat %d is back", game.id, seat)
        self.schedule(game)
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
            if game.status == "waiting":
                raise ActError("waiting", _("Wait until every player has joined."))
            if based_on != game.seq:
                raise ActError("stale", _("That action was based on an old state of the game."))
            state = game.state
            if state.is_over:
                raise ActError("illegal", _("The match is over."), reason="match_over")
            if state.to_act != seat:
                message = _("It is not your turn: seat {seat} is to act.").format(seat=state.to_act)
                raise ActError("not_your_turn", message)
            try:
                action = Action.parse(text)
                state.apply(action, seat)  # in place (keeps the views' incremental caches); undone below on failure
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
            except Exception:
                # Not stored, so not applied: rebuild the state from the stored actions (the engine is
                # deterministic), and tell the player nothing changed.
                game.state, game.lines = _replay(game.row, game.lines)
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
            if conn is not None:
                conn.send({"type": "ack", "seq": seq, "action": str(action)})
            self.schedule(game)
            game.broadcast_state(probe)
            if status == "over":
                log.info("game %s over after %d actions", game.id, seq)
                self._finished[game.id] = None
                self._trim()

    # ------------------------------------------------------------------ bots and the turn timer

    def schedule(self, game: Game) -> None:
        """After any change: start the bot whose turn it is, or the turn timer of the human to act.

        Call with the game's lock held.
        """
        if self._closing:
            return
        seat = game.state.to_act
        if game.status != "playing" or seat is None:
            self._cancel_timer(game)
            return
        seq = game.seq
        if game.is_bot_controlled(seat):
            self._cancel_timer(game)
            if game.bot_task is None or game.bot_task.done() or game.bot_seq != seq:
                game.bot_seq = seq
                game.bot_task = self._spawn(self._bot_move(game, seq), f"bot-{game.id}-{seq}")
            return
        timer = game.row.turn_timer
        if not timer:
            game.deadline = None
            return
        key = (seq, seat)
        if game.timer_key == key and game.timer_task is not None and not game.timer_task.done():
            return
        self._cancel_timer(game)
        game.timer_key = key
        game.deadline = (datetime.now(UTC) + timedelta(seconds=timer)).isoformat()
        game.timer_task = self._spawn(self._turn_timer(game, seq, seat, timer), f"timer-{game.id}-{seq}")

    def _cancel_timer(self, game: Game) -> None:
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
            game.away.add(seat)
            log.info("game %s: seat %d timed out; a bot plays for it", game.id, seat)
            self.schedule(game)
            game.broadcast_presence()

    async def _bot_move(self, game: Game, seq: int) -> None:
        """Let the bot (or stand-in) of the seat to act decide in the executor, then act as any seat does."""
        loop = asyncio.get_running_loop()
        if self.bot_delay > 0:
            await asyncio.sleep(self.bot_delay)
        for attempt in range(5):
            if game.seq != seq or game.status != "playing":
                return
            seat = game.state.to_act
            if seat is None or not game.is_bot_controlled(seat):
                return
            seat_view = view(game.state, seat)
            agent = game.agent_for(seat)
            rng = random.Random(f"unoduo-bot/{game.row.seed}/{seq}")
            started = time.perf_counter()
            action = await loop.run_in_executor(self.executor, agent.act, seat_view, rng)
            log.debug("game %s: bot seat %d chose %s in %.3fs", game.id, seat, action, time.perf_counter() - started)
            try:
                await self.act(game, seat, seq, str(action), by_bot=True)
                return
            except ActError as exc:
                if exc.code != "server":
                    return
                await asyncio.sleep(0.5 * (attempt + 1))  # the database failed: try again a little later
        log.error("game %s: the bot could not play at seq %d", game.id, seq)

    # ------------------------------------------------------------------ rematch

    def _rematch_message(self, game: Game, seat: int) -> dict[str, Any]:
        return {"type": "rematch", "game": game.row.rematch, "seat": seat, "token": game.rematch_tokens[seat]}

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
                seed=secrets.randbits(63),
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
            await self.store.set_rematch(row.id, new.id, stamp)
            row.rematch = new.id
            row.updated = stamp
            game.rematch_tokens = tokens
            for other in list(game.conns):
                if other.seat is not None and other.seat in tokens:
                    other.send(self._rematch_message(game, other.seat))

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
                        {"seat": s.seat, "name": s.name, "kind": s.kind, "difficulty": s.difficulty}
                        for s in row.seats
                    ],
                    "scores": row.scores,
                    "status": live.status if live is not None else row.status,
                    "updated": row.updated,
                    "join_code": row.join_code,
                    "opponent": row.opponent,
                    "winner": row.winner,
                    "rematch": row.rematch,
                }
            )
        return out
