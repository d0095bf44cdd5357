"""The wire format of ``state`` messages: a seat's events encoded once, and only what a connection lacks sent.

A round's events only grow, so each seat's encoded events are cached (:class:`EventCache`) and each
connection remembers how many it already holds; a ``state`` message then carries only the new ones
(``events_from``, docs/protocol.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from unoduo.core import Event, State, view
from unoduo.present import Narrator, PlayerName, choices_json, message_json, prompt
from unoduo.web.protocol import dumps


class EventCursor(Protocol):
    """What a connection already holds of a game's events (:class:`~unoduo.web.play.connections.Connection`)."""

    events_sent: tuple[str, int, int] | None  # (game, round, how many of that round's events)
    previous_sent: tuple[str, int] | None  # (game, round) whose previous_events were sent


@dataclass(frozen=True, slots=True)
class StateParts:
    """One seat's ``state`` message in pieces: the view without its event lists, and those lists encoded."""

    head: str  # the message up to the value of "events_from"
    view: str  # the view's JSON object without its closing brace and without its event lists
    events: list[str]  # the round's events, each encoded (the seat's cache, which may grow later: see count)
    count: int  # how many of them this message covers
    previous: str  # the previous round's events as a JSON list
    previous_narration: str  # their narration as a JSON list (sent with them)
    narration: list[str]  # one encoded message (or null) per event of ``events`` (the same cache's list)
    choices: str  # the seat's decision as a JSON list of choices
    prompt: str  # what the seat to act decides now, as an encoded message (or null)
    tail: str  # the message after the view, the narration and the choices, up to the value of "ack"
    round: int

    def text_for(self, conn: EventCursor | None, game_id: str) -> str:
        """The message for ``conn``, without what it already holds (None: the whole view)."""
        return self.text(*self.advance(conn, game_id)) + NO_ACK

    def advance(self, conn: EventCursor | None, game_id: str) -> tuple[int, bool]:
        """Where ``conn``'s message starts in the round's events and whether it needs the previous round's;
        the connection then holds everything this message carries."""
        start = 0
        send_previous = True
        if conn is not None:
            sent = conn.events_sent
            if sent is not None and sent[0] == game_id and sent[1] == self.round and sent[2] <= self.count:
                start = sent[2]
            conn.events_sent = (game_id, self.round, self.count)
            send_previous = conn.previous_sent != (game_id, self.round)
            conn.previous_sent = (game_id, self.round)
        return start, send_previous

    def text(self, start: int, send_previous: bool) -> str:
        """The message from event ``start`` on, with or without the previous round's events, up to the value of
        its last field, ``ack``: add :data:`NO_ACK` or ``acknowledged_text(...) + "}"``. Connections holding the
        same events get the same text: a broadcast encodes it once per audience."""
        parts = [
            self.head, str(start), ',"view":', self.view, ',"events":[', ",".join(self.events[start : self.count]), "]"
        ]
        if send_previous:
            parts += [',"previous_events":', self.previous]
        narration = ",".join(self.narration[start : self.count])
        parts += ["}", ',"narration":[', narration, "]"]
        if send_previous:
            parts += [',"previous_narration":', self.previous_narration]
        parts += [',"choices":', self.choices, ',"prompt":', self.prompt, self.tail]
        return "".join(parts)


def frame_texts(seq: int, status: str, players_text: str, last: dict[str, Any] | None, deadline: str | None,
                chosen_setup: bool) -> tuple[str, str]:
    """The text of a ``state`` message before the value of ``events_from`` and from ``players`` to the value
    of ``ack``: what every seat's state of one moment shares."""
    head = f'{{"type":"state","seq":{seq},"status":"{status}","events_from":'
    tail = (
        f',"players":{players_text},"last":{dumps(last)},'
        f'"deadline":{dumps(deadline)},"chosen_setup":{dumps(chosen_setup)},"ack":'
    )
    return head, tail


def seat_state_parts(state: State, seat: int | None, names: tuple[PlayerName, ...], cache: EventCache,
                     head: str, tail: str, *, asking: bool = True) -> StateParts:
    """The pieces of ``seat``'s ``state`` message for ``state``: its view (``unoduo.core.view``, the one place
    that decides what a seat may see), the events' narration, the choices and the prompt (``asking``: False
    while a game waits for its players). The live game (``Game.state_parts``) and the lessons
    (``web/api/learn.py``) both build their ``state`` here."""
    seat_view = view(state, seat)
    events = cache.events(seat_view.events, seat_view.round)
    previous = cache.previous(seat_view.previous_events, seat_view.round)
    narration = cache.narration(seat_view.events, names, seat, state.ruleset)
    asked = prompt(seat_view, names) if asking else None
    return StateParts(
        head=head,
        view=dumps(seat_view.to_dict(events=False))[:-1],
        events=events,
        count=len(events),
        previous=previous,
        previous_narration=cache.previous_narration(seat_view.previous_events, names, seat, state.ruleset),
        narration=narration,
        choices=choices_json(seat_view, names),
        prompt="null" if asked is None else message_json(asked),
        tail=tail,
        round=seat_view.round,
    )


_EVENT_TEXTS: dict[int, tuple[Event, str]] = {}


def event_text(event: Event) -> str:
    """``event`` encoded; an event every seat may see whole is one object in every seat's view
    (``Event.seen_by`` returns it as it is), so its text is kept, by identity, for the other seats' states."""
    kept = _EVENT_TEXTS.get(id(event))
    if kept is not None and kept[0] is event:
        return kept[1]
    if len(_EVENT_TEXTS) >= 4096:  # the texts are wanted for a moment only: the other seats' states
        _EVENT_TEXTS.clear()
    text = dumps(event.to_dict())
    _EVENT_TEXTS[id(event)] = (event, text)
    return text


#: The end of a ``state`` that acknowledges no action of its connection (see :meth:`StateParts.text`).
NO_ACK = "null}"


class EventCache:
    """One seat's round events already encoded as JSON (they only grow during a round), and their narration."""

    def __init__(self) -> None:
        self.round = -1
        self.texts: list[str] = []
        self.told: list[str] = []
        self.narrator: Narrator | None = None
        self.names: tuple[PlayerName, ...] = ()
        self.last: Event | None = None
        self.previous_round = -1
        self.previous_count = -1
        self.previous_text = "[]"
        self.previous_told = "[]"
        self.previous_names: tuple[PlayerName, ...] = ()
        # What was told of the round that just ended (its events' narration, the narrator and the names, the
        # last event told): the previous round's narration starts with it (see previous_narration).
        self.ended: tuple[list[str], Narrator, tuple[PlayerName, ...], Event] | None = None

    def events(self, events: tuple[Event, ...], round_: int) -> list[str]:
        texts = self.texts
        if self.round != round_ or len(events) < len(texts) or (texts and events[len(texts) - 1] != self.last):
            told = self.told
            if self.round != round_ and told and len(told) == len(texts) and self.narrator is not None:
                assert self.last is not None
                self.ended = (told, self.narrator, self.names, self.last)
            self.round = round_
            texts = self.texts = []
            self.told = []
        texts.extend(map(event_text, events[len(texts):]))
        self.last = events[-1] if events else None
        return texts

    def narration(
        self, events: tuple[Event, ...], names: tuple[PlayerName, ...], me: int | None, ruleset: str
    ) -> list[str]:
        """Each of ``events`` (the round's, as last passed to :meth:`events`) told as a message for seat ``me``.

        Messages are built once per event (a :class:`Narrator` keeps a Draw 2 volley's total across events),
        again from the round's start when a name changed (a friend joined).
        """
        told = self.told
        if names != self.names or self.narrator is None or not told:
            self.names = names
            self.narrator = Narrator(names, me, ruleset)
            told = self.told = []
        narrator = self.narrator
        told.extend(narrator.narrate_json(event) for event in events[len(told):])
        return told

    def previous(self, events: tuple[Event, ...], round_: int) -> str:
        if self.previous_round != round_ or self.previous_count != len(events):
            self.previous_round = round_
            self.previous_count = len(events)
            self.previous_text = dumps([e.to_dict() for e in events])
            self.previous_told = ""
        return self.previous_text

    def previous_narration(
        self, events: tuple[Event, ...], names: tuple[PlayerName, ...], me: int | None, ruleset: str
    ) -> str:
        """The previous round's events (as last passed to :meth:`previous`) told for seat ``me``, as a JSON list."""
        if not self.previous_told or names != self.previous_names:
            self.previous_names = names
            # The round's events were told while it was played, up to the last one sent before it ended: tell
            # only the rest (the end of the round), with the narrator that told the others.
            ended, self.ended = self.ended, None
            if ended is not None and ended[2] == names and len(ended[0]) <= len(events) and (
                events[len(ended[0]) - 1] == ended[3]
            ):
                told, narrator = list(ended[0]), ended[1]
            else:
                told, narrator = [], Narrator(names, me, ruleset)
            told.extend(narrator.narrate_json(event) for event in events[len(told):])
            self.previous_told = "[" + ",".join(told) + "]"
        return self.previous_told

