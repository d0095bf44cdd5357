"""One match held by the server: its stored settings, the engine state, who is connected, and its messages.

A game is rebuilt from its stored actions (:func:`replay_stored`): the engine is deterministic, so the
settings (ruleset, players, seed, options) and the action lines give back the exact state.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

from pydantic import BaseModel

from unoduo.agents.base import Agent
from unoduo.agents.registry import make_agent
from unoduo.core import State, new_match
from unoduo.core.cards import CLASSIC_VALUE, CODES, DUO_VALUE
from unoduo.core.errors import UnoduoError
from unoduo.core.record import Record, parse_action_line
from unoduo.i18n import _
from unoduo.present import PlayerName
from unoduo.present.options import option_lines
from unoduo.storage import GameRow
from unoduo.web.play.connections import Connection
from unoduo.web.play.names import default_name
from unoduo.web.play.wire import NO_ACK, EventCache, StateParts, frame_texts, seat_state_parts
from unoduo.web.protocol import (
    DEFAULT_LEAVE_NOTICE,
    PROTOCOL_VERSION,
    ErrorMessage,
    MessageText,
    Opponent,
    PlayerEntry,
    Presence,
    Ruleset,
    Welcome,
    ack_text,
    acknowledged_text,
    dumps,
    encode,
)
from unoduo.web.stats import ActionProbe

log = logging.getLogger("unoduo.web")

STAND_IN = "medium"  # the bot that plays for an idle seat


#: Who gets a state's ``ack``: the connection whose action produced it, the new seq, the action's text.
#: A connection in one of these games.
GameConnection = Connection["Game"]
Acknowledge = tuple[GameConnection, int, str]


def card_points(ruleset: str) -> dict[str, int]:
    """What each card counts at the end of a round under ``ruleset`` (the engine's own table), by card code."""
    values = DUO_VALUE if ruleset == "duo" else CLASSIC_VALUE
    return {code: values[face] for face, code in enumerate(CODES)}


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def parse_time(text: str) -> datetime:
    """A stored ISO 8601 time (UTC if it has no offset); the earliest time if it cannot be read."""
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return datetime.min.replace(tzinfo=UTC)
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)



@dataclass
class Game:
    """A match held by the server: its stored settings, the engine state and who is connected."""

    row: GameRow
    state: State
    lines: list[str]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[GameConnection] = field(default_factory=set)
    away: set[int] = field(default_factory=set)
    rematch_votes: set[int] = field(default_factory=set)
    rematch_tokens: dict[int, str] = field(default_factory=dict)
    agents: dict[int, Agent] = field(default_factory=dict)
    last: dict[str, Any] | None = None
    bot_task: asyncio.Task[None] | None = None
    bot_seq: int = -1
    jump_seq: int = -1  # the seq at which the bots' jump-ins (H13) were last offered
    timer_task: asyncio.Task[None] | None = None
    timer_key: tuple[int, int] | None = None
    deadline: str | None = None
    event_cache: dict[int | None, EventCache] = field(default_factory=dict)
    # Abuse limits: whose budget the bots spend (the creator's address, else the game), which
    # human seats ever connected (a bot never plays for one that did not), when a human was last connected,
    # and when anyone last used the game (idle games leave memory).
    owner: str = ""
    ever_connected: set[int] = field(default_factory=set)
    human_seen: float = 0.0
    touched: float = field(default_factory=time.monotonic)
    # A friend gone away: after ``leave_notice`` seconds (the host's choice; kept in memory only, so the default
    # after a restart) the others are told and may let a bot play the seat; ``left_at``: when each seat went.
    leave_notice: float = DEFAULT_LEAVE_NOTICE
    left_at: dict[int, float] = field(default_factory=dict)
    paused: bool = False
    # Several processes on one PostgreSQL (unoduo/web/cluster/bus.py): whether this process plays the game's bots and
    # turn timer (always, with one process), the seats connected to each other process, the seats whose
    # player came back here since the last presence message, actions heard from the bus ahead of this copy
    # (seq -> (seat, action)), and what tells the other processes about a presence change.
    driven: bool = True
    remote_seats: dict[int, frozenset[int]] = field(default_factory=dict)
    returned: set[int] = field(default_factory=set)
    pending: dict[int, tuple[int, str]] = field(default_factory=dict)
    on_presence: Callable[[Game], None] | None = None
    # When each seat sent its recent quick reactions (time.monotonic(); unoduo.web.play.reactions' rate limit).
    reaction_times: dict[int, list[float]] = field(default_factory=dict)
    # The ``players`` JSON last built and what it was built from (see players_text).
    players_cache: tuple[tuple[Any, ...], str] | None = None
    names_cache: tuple[tuple[tuple[str, str], ...], tuple[PlayerName, ...]] | None = None  # see names()

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        return len(self.lines)

    @property
    def status(self) -> str:
        if self.row.broken is not None:
            return "broken"
        if self.state.is_over:
            return "over"
        if self.row.status == "expired":
            return "expired"
        # Once an action is stored every human had joined (no action is taken while waiting) and a seat is never
        # given up, so only a game without actions looks at its seats: status is asked several times an action.
        if not self.lines and any(s.kind == "human" and not s.joined for s in self.row.seats):
            return "waiting"
        return "playing"

    def is_bot_controlled(self, seat: int) -> bool:
        return self.row.seats[seat].kind == "bot" or seat in self.away

    def connected(self, seat: int) -> bool:
        """The seat's player is connected, to this process or to another one."""
        return any(c.seat == seat for c in self.conns) or any(seat in s for s in self.remote_seats.values())

    def local_seats(self) -> set[int]:
        return {c.seat for c in self.conns if c.seat is not None}

    def human_connected(self) -> bool:
        return any(c.seat is not None for c in self.conns) or any(self.remote_seats.values())

    def humans_around(self, idle_pause: float) -> bool:
        """A human is connected, or was within ``idle_pause`` seconds: bots and turn timers may run."""
        if self.human_connected():
            self.human_seen = time.monotonic()
            return True
        return bool(self.ever_connected) and time.monotonic() - self.human_seen < idle_pause

    def agent_for(self, seat: int) -> Agent:
        info = self.row.seats[seat]
        spec = info.difficulty or self.row.difficulty if info.kind == "bot" else STAND_IN
        key = seat if info.kind == "bot" else -1 - seat
        agent = self.agents.get(key)
        if agent is None:
            agent = self.agents[key] = make_agent(spec)
        return agent

    def players(self) -> list[PlayerEntry]:
        out = []
        for s in self.row.seats:
            human = s.kind == "human"
            generated = default_name(s.kind, s.seat, s.name)
            out.append(
                PlayerEntry(
                    seat=s.seat,
                    name=s.name,
                    kind="human" if human else "bot",
                    difficulty=None if human else s.difficulty,
                    connected=self.connected(s.seat) if human else True,
                    away=s.seat in self.away,
                    joined=s.joined,
                    rematch_requested=s.seat in self.rematch_votes,
                    default_name=None if generated is None else MessageText.model_validate(generated.to_json()),
                )
            )
        return out

    def players_text(self) -> str:
        """The ``players`` list as JSON text, built again only when something it shows changed: it is part of
        every ``state`` (each action's broadcast), and building it (models, generated names) cost about a
        tenth of a process's CPU under load (bench/cluster_load.py, py-spy)."""
        key = tuple(
            (s.seat, s.name, s.kind, s.difficulty, s.joined, s.seat in self.away, s.seat in self.rematch_votes,
             s.kind != "human" or self.connected(s.seat))
            for s in self.row.seats
        )
        cached = self.players_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        text = dumps([p.model_dump(mode="json") for p in self.players()])
        self.players_cache = (key, text)
        return text

    def names(self) -> tuple[PlayerName, ...]:
        """What narration calls each seat: a generated name as a message (rendered in each viewer's language).
        Built again only when a seat's name or kind changed (it is asked for by every seat's ``state``)."""
        key = tuple((s.kind, s.name) for s in self.row.seats)
        cached = self.names_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        names = tuple(default_name(s.kind, s.seat, s.name) or s.name for s in self.row.seats)
        self.names_cache = (key, names)
        return names

    def state_message(self, seat: int | None) -> dict[str, Any]:
        """The full ``state`` message for ``seat`` (None: a spectator), as a dict."""
        message: dict[str, Any] = json.loads(self.state_text(seat))
        return message

    def state_text(self, seat: int | None, players_text: str | None = None, conn: GameConnection | None = None) -> str:
        """The ``state`` message for ``seat`` as JSON text: ``view(state, seat).to_dict()`` plus the game's info.

        Without ``conn`` the view is whole (``events_from`` 0). With ``conn``, the events that connection
        already holds are left out: ``events_from`` says where the sent ones start, and ``previous_events``
        is only sent when the round changed (docs/protocol.md). The message is then mostly the small part of
        the view: a round's events are encoded once per seat (they only grow) and never sent twice.
        """
        return self.state_parts(seat, players_text).text_for(conn, self.id)

    def frame(self, players_text: str | None = None) -> tuple[str, str, str]:
        """What every seat's ``state`` of this moment shares: the game's status, the text before the value of
        ``events_from`` and the text from ``players`` to the value of ``ack`` (built once per broadcast)."""
        status = self.status
        head, tail = frame_texts(self.seq, status, players_text or self.players_text(), self.last, self.deadline,
                                 self.row.chosen_setup)
        return status, head, tail

    def state_parts(self, seat: int | None, players_text: str | None = None,
                    frame: tuple[str, str, str] | None = None) -> StateParts:
        """The pieces of ``seat``'s state message, assembled per connection by :meth:`StateParts.text_for`;
        ``frame``: this moment's :meth:`frame`, when the caller builds several seats' states."""
        status, head, tail = frame or self.frame(players_text)
        cache = self.event_cache.get(seat)
        if cache is None:
            cache = self.event_cache[seat] = EventCache()
        return seat_state_parts(self.state, seat, self.names(), cache, head, tail, asking=status != "waiting")

    def welcome(self, seat: int | None, protocol: int = PROTOCOL_VERSION) -> Welcome:
        """The ``welcome`` for ``seat``, in the protocol version the connection said in its hello."""
        code = self.row.join_code if seat is not None else None
        return Welcome(
            type="welcome",
            protocol=protocol,
            game=self.id,
            seat=seat,
            ruleset=cast(Ruleset, self.row.ruleset),  # checked when the game was created
            join_code=code,
            invite_url=f"/join/{code}" if code else None,
            status=self.status,
            turn_timer=self.row.turn_timer,
            opponent=cast(Opponent, self.row.opponent),
            chosen_setup=self.row.chosen_setup,
            players=self.players(),
            rules=[
                MessageText.model_validate(line.to_json())
                for line in option_lines(self.row.ruleset, self.row.options)
            ],
            leave_notice=self.leave_notice,
            card_points=card_points(self.row.ruleset),
        )

    def summary(self) -> dict[str, Any]:
        """The public summary (no join code, no seed)."""
        return {
            "game": self.id,
            "ruleset": self.row.ruleset,
            "players": [
                p.model_dump(
                    mode="json", include={"seat", "name", "kind", "difficulty", "connected", "away", "default_name"}
                )
                for p in self.players()
            ],
            "status": self.status,
            "scores": list(self.state.scores),
            "winner": self.state.winner,
            "round": self.state.round,
            "seq": self.seq,
            "options": dict(self.row.options),
            "opponent": self.row.opponent,
            "chosen_setup": self.row.chosen_setup,
            "created": self.row.created,
            "updated": self.row.updated,
            "rematch": self.row.rematch,
        }

    def record(self) -> dict[str, Any]:
        data = Record.of(self.state).to_dict()
        data["names"] = [s.name for s in self.row.seats]
        return data

    def broadcast(self, message: BaseModel) -> None:
        text = encode(message)
        for conn in list(self.conns):
            conn.send(text)

    def broadcast_state(self, probe: ActionProbe | None = None, acknowledge: Acknowledge | None = None) -> None:
        """Each connection gets its own seat's view (spectators the spectator view), built once per seat.

        ``acknowledge``: the connection whose action produced this state, with the new seq and the action; its
        state says so in its ``ack`` field (protocol 1: a separate ``ack`` message before it). With a ``probe``
        (latency statistics on), it learns when the last copy was handed to its socket.
        """
        parts: dict[int | None, StateParts] = {}
        frame = self.frame()
        conns = list(self.conns)
        texts = []
        encoded: dict[tuple[int | None, int, bool], str] = {}  # one text per audience, not per socket
        actor = acknowledge[0] if acknowledge is not None else None
        for conn in conns:
            seat = conn.seat
            if seat not in parts:
                parts[seat] = self.state_parts(seat, frame=frame)
            start, send_previous = parts[seat].advance(conn, self.id)
            key = (seat, start, send_previous)
            text = encoded.get(key)
            if text is None:
                text = encoded[key] = parts[seat].text(start, send_previous)
            if conn is actor and acknowledge is not None:
                if conn.protocol == 1:
                    conn.send(ack_text(acknowledge[1], acknowledge[2]))
                    texts.append(text + NO_ACK)
                else:
                    texts.append(text + acknowledged_text(acknowledge[1], acknowledge[2]) + "}")
            else:
                texts.append(text + NO_ACK)
        if probe is None:
            for conn, text in zip(conns, texts, strict=True):
                conn.send(text)
            return
        probe.mark("build")
        probe.expect(sum(conn.send(text, probe) for conn, text in zip(conns, texts, strict=True)))

    def broadcast_presence(self, share: bool = True) -> None:
        """Everyone connected here gets the players' presence; with ``share`` the other processes are told."""
        self.broadcast(Presence(type="presence", players=self.players()))
        if share and self.on_presence is not None:
            self.on_presence(self)


def broken_notice(game: Game) -> ErrorMessage:
    """The ``error`` message telling a broken game's players why it cannot go on."""
    return ErrorMessage(
        type="error",
        code="broken",
        message=_("This game's stored history is damaged ({detail}); it cannot go on.").format(
            detail=game.row.broken
        ),
        seq=game.seq,
        reason=None,
    )


def replay_stored(row: GameRow, lines: list[str]) -> tuple[State, list[str]]:
    """The engine state of a stored game: the match set up from its settings, then every stored action."""
    state = new_match(row.ruleset, players=row.players, seed=row.seed, options=row.options)
    applied: list[str] = []
    for line in lines:
        try:
            seat, action = parse_action_line(line, state.players)
            state.apply(action, seat)
        except (UnoduoError, ValueError) as exc:  # cannot happen unless the database was edited by hand
            detail = getattr(exc, "message", str(exc))
            log.error("game %s: stored action %d (%r) does not replay: %s", row.id, len(applied) + 1, line, detail)
            break
        applied.append(line)
    return state, applied

