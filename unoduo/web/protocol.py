"""The web protocol's messages and request bodies (docs/protocol.md), validated strictly with pydantic.

Every model forbids unknown fields and uses strict types: ``"2"`` is not an int, ``1`` is not a bool. The
reference in docs/protocol.md is written from these models by :mod:`unoduo.web.protocol_doc`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    ValidationError,
    model_serializer,
)

from unoduo.i18n import _
from unoduo.present.message import json_text

PROTOCOL_VERSION = 2
#: Versions a client may say in ``hello``: 1 gets a separate ``ack`` message before the ``state`` that
#: follows its action; 2 (the current one) gets that ``state`` with its ``ack`` field set instead, one frame
#: fewer per action (docs/protocol.md).
SUPPORTED_PROTOCOLS = (1, 2)
MAX_MESSAGE_BYTES = 4096
MAX_BODY_BYTES = 16 * 1024
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0
HELLO_TIMEOUT = 15.0
MAX_PLAYERS = 10
DIFFICULTIES = ("easy", "medium", "hard", "expert", "master")
RULESETS = ("duo", "classic")
MIN_TURN_TIMER = 5.0
MAX_TURN_TIMER = 3600.0
#: Seconds a friend may be gone before the others are told and may let a bot play the seat (default, range).
DEFAULT_LEAVE_NOTICE, MIN_LEAVE_NOTICE, MAX_LEAVE_NOTICE = 30.0, 5.0, 600.0
LOBBY_SIZE = 50  # at most this many games in GET /api/lobby
LOBBY_MAX_AGE = 3600.0  # seconds: an older waiting public game is a stale invitation, left out of the lobby
MAX_SEED = 2**63 - 1
#: The quick reactions a seated person may send to the table ("react"), by id: fixed words the browser
#: translates, never free text (docs/protocol.md, "Reactions").
REACTIONS = ("good_game", "well_played", "oops", "hurry_up", "thanks", "smile", "laugh", "wow")
#: A seat may send one reaction every REACTION_GAP seconds and REACTIONS_PER_MINUTE in any 60 seconds.
REACTION_GAP, REACTIONS_PER_MINUTE = 3.0, 5

Ruleset = Literal["duo", "classic"]
Opponent = Literal["bot", "friend", "public"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# ---------------------------------------------------------------------- WebSocket: client -> server


class Hello(_Strict):
    type: Literal["hello"]
    protocol: int
    game: Annotated[str, Field(min_length=1, max_length=32)]
    token: Annotated[str, Field(min_length=1, max_length=100)] | None = None
    spectate: bool = False
    code: Annotated[str, Field(min_length=1, max_length=16)] | None = Field(
        None, description="a spectator of a friend game: its join code (the invite link's end)"
    )
    lang: Annotated[str, Field(max_length=20)] | None = None


class ActionMessage(_Strict):
    type: Literal["action"]
    seq: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=100)]


class RematchMessage(_Strict):
    type: Literal["rematch"]


class PingMessage(_Strict):
    type: Literal["ping"]


class HintRequest(_Strict):
    """Ask the coach about the seat's decision at ``seq`` (games against bots only; see "Hints")."""

    type: Literal["hint"]
    seq: Annotated[int, Field(ge=0)]


class LetBotPlay(_Strict):
    """Let a bot play a friend's seat gone for the game's ``leave_notice`` seconds (until they return)."""

    type: Literal["let_bot_play"]
    seat: Annotated[int, Field(ge=0, le=MAX_PLAYERS)]


class ReactMessage(_Strict):
    """Send a quick reaction to the table: seated people of a game with other people only (see "Reactions")."""

    type: Literal["react"]
    reaction: Annotated[str, Field(min_length=1, max_length=32)] = Field(
        description="a reaction id: " + ", ".join(REACTIONS)
    )


AnyClientMessage = Hello | ActionMessage | RematchMessage | PingMessage | HintRequest | LetBotPlay | ReactMessage
ClientMessage = Annotated[AnyClientMessage, Field(discriminator="type")]
client_message: TypeAdapter[AnyClientMessage] = TypeAdapter(ClientMessage)


def parse_client_message(text: str | bytes) -> AnyClientMessage:
    """Validate one WebSocket message; raises :class:`BadMessage` with a short, token-free explanation."""
    try:
        return client_message.validate_json(text)
    except ValidationError as exc:
        raise BadMessage(describe_errors(exc)) from None


class BadMessage(ValueError):
    """A client message that does not follow the protocol (its text says what is wrong, never the input)."""


def describe_errors(exc: ValidationError) -> str:
    """Explain validation errors by location and kind only: the input (maybe a token) is never echoed."""
    parts = []
    for error in exc.errors(include_input=False, include_url=False)[:3]:
        kind = error["type"]
        where = ".".join(str(p) for p in error["loc"] if not isinstance(p, int) or len(error["loc"]) > 1)
        if kind == "json_invalid":
            parts.append(_("the message is not valid JSON"))
        elif kind in ("union_tag_invalid", "union_tag_not_found"):
            parts.append(_("unknown or missing message type (expected hello, action, rematch, hint or ping)"))
        elif kind == "model_type" or kind == "model_attributes_type":
            parts.append(_("a message must be a JSON object"))
        elif kind == "extra_forbidden":
            parts.append(_("unknown field {field}").format(field=repr(error["loc"][-1])))
        elif kind == "missing":
            parts.append(_("missing field {field}").format(field=repr(error["loc"][-1])))
        else:
            parts.append(_("bad value for {field}: {problem}").format(field=repr(where), problem=error["msg"]))
    return "; ".join(parts) or _("malformed message")


# ---------------------------------------------------------------------- HTTP bodies


class CreateGame(_Strict):
    ruleset: Ruleset
    opponent: Opponent
    difficulty: Literal["easy", "medium", "hard", "expert", "master"] = "medium"
    players: Annotated[int, Field(ge=2, le=MAX_PLAYERS)] | None = None
    humans: Annotated[int, Field(ge=1, le=MAX_PLAYERS)] | None = None
    name: Annotated[str, Field(max_length=32)] = ""
    options: dict[str, Any] = Field(default_factory=dict)
    turn_timer: Annotated[float, Field(ge=MIN_TURN_TIMER, le=MAX_TURN_TIMER)] | None = None
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] | None = None
    leave_notice: Annotated[float, Field(ge=MIN_LEAVE_NOTICE, le=MAX_LEAVE_NOTICE)] = DEFAULT_LEAVE_NOTICE


class JoinGame(_Strict):
    code: Annotated[str, Field(min_length=1, max_length=16)]
    name: Annotated[str, Field(max_length=32)] = ""


class MyGames(_Strict):
    tokens: Annotated[list[Annotated[str, Field(max_length=100)]], Field(max_length=200)]


# ---------------------------------------------------------------------- WebSocket: server -> client
#
# The server builds these messages from the models below (the ``state`` message is assembled from
# pre-encoded pieces for speed, see wire.py, and has the shape of :class:`StateMessage`; the tests check every
# frame against these models). ``python -m unoduo.web.protocol_doc --doc`` writes their reference into
# docs/protocol.md.


class ServerModel(BaseModel):
    """A message the server sends: unknown fields are a bug (the tests validate sent frames)."""

    model_config = ConfigDict(extra="forbid")


def _without_none(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if value is not None}


class MessageText(ServerModel):
    """A sentence for the client to render in its own language (``unoduo.present.Message``, docs/i18n.md)."""

    id: str = Field(description="the msgid: the English sentence with {placeholders}")
    plural: str | None = Field(None, description="the plural msgid (a count-dependent sentence only)")
    n: int | None = Field(None, description="the count that picks the plural form (with plural only)")
    params: dict[str, Any] = Field(
        default_factory=dict, description="placeholder values: text, numbers or nested messages"
    )
    card: str | None = Field(None, description="a card code the sentence names, for a renderer that draws it")
    cards: list[str] | None = Field(None, description="card codes likewise")

    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without_none(handler(self))  # absent, not null, as Message.to_json writes it


class EventModel(ServerModel):
    """One engine event (``unoduo.core.Event.to_dict``); redacted for the seat that receives it."""

    kind: str = Field(description="the event kind (docs/engine.md, Events)")
    seat: int | None = Field(None, description="the seat it concerns (absent: the table)")
    cards: list[str] | None = Field(None, description="card codes, when this seat may see them")
    count: int | None = Field(None, description="how many cards (absent when 0)")
    private_to: int | None = Field(None, description="the only seat that may see its cards")
    info: Any = Field(None, description="kind-specific detail (a colour, points, a reason...)")


class RoundResultModel(ServerModel):
    points: list[int]
    out: int | None
    blocked: bool


class ViewModel(ServerModel):
    """What a seat may see (``unoduo.core.view(state, seat).to_dict()``; docs/engine.md, Views)."""

    ruleset: Ruleset
    options: dict[str, Any] = Field(description="every rule option in force")
    players: int
    seat: int | None = Field(description="the seat this view is for; null: a spectator (or a replay)")
    round: int
    round_first: int
    direction: int
    decision: str
    to_act: int | None
    legal: list[str] = Field(description="the seat's legal actions (only for the seat to act)")
    hand: list[str]
    hand_sizes: list[int]
    top: str | None
    color: str | None
    pending_draw: int
    discard: list[str]
    draw_pile: int
    known_bottom: list[str]
    candidate: str | None
    drawn: str | None
    dump_color: str | None
    scores: list[int]
    start_scores: list[int]
    rounds: list[RoundResultModel]
    match_over: bool
    winner: int | None
    hands: list[list[str]] | None = Field(None, description="every seat's hand: replays of finished matches only")
    events: list[EventModel] | None = Field(None, description="the round's events (see events_from)")
    previous_events: list[EventModel] | None = Field(
        None, description="the previous round's events (left out while unchanged on a connection)"
    )


class PlayerEntry(ServerModel):
    """A seat as ``welcome``, ``state`` and ``presence`` list it."""

    seat: int
    name: str = Field(description="as stored (a generated name in the creator's language; see default_name)")
    kind: Literal["human", "bot"]
    difficulty: str | None = Field(description="a bot's difficulty; null for a human seat")
    connected: bool = Field(description="a human seat has an open connection (bots: always true)")
    away: bool = Field(description="the seat's turn timer ran out: a bot plays for it until it comes back")
    joined: bool = Field(description="the human seat is taken (false only while a friend game waits)")
    rematch_requested: bool
    default_name: MessageText | None = Field(
        description="when the server generated the name: the message to render in the viewer's language; else null"
    )


class LastAction(ServerModel):
    seat: int
    action: str


class ChoiceModel(ServerModel):
    """One legal action offered as a control (``unoduo.present.Choice``)."""

    action: str = Field(description="the action text to send")
    kind: str = Field(description="play, draw, take, keep_drawn, draft_keep, ... (unoduo.present.KINDS)")
    label: MessageText = Field(description="what the control says")
    key: str | None = Field(description="its keyboard key")
    card: str | None = Field(description="the hand card a play or dump lays")
    color: str | None = Field(description="the colour letter a wild play or colour choice names")
    uno: bool = Field(description="the action calls UNO")
    cards: list[str] = Field(description="a dump's cards, in the order of the action")


class Welcome(ServerModel):
    type: Literal["welcome"]
    protocol: int
    game: str
    seat: int | None = Field(description="null for a spectator")
    ruleset: Ruleset
    join_code: str | None = Field(description="null for spectators and games against bots")
    invite_url: str | None
    status: str = Field(description="waiting, playing, over, expired or broken")
    turn_timer: float | None
    opponent: Opponent
    chosen_setup: bool = Field(description="the creator chose the deal (seed): said to everyone who sees the game")
    players: list[PlayerEntry]
    rules: list[MessageText] = Field(
        description="the rules of this game, one sentence each: every standard option with its value and the house "
        "rules in force (unoduo.present.option_lines)"
    )
    leave_notice: float = Field(description="seconds a friend may be gone before let_bot_play (the host's choice)")
    card_points: dict[str, int] = Field(default_factory=dict, description="each card's points in a hand (R79, C17)")


class Acknowledged(ServerModel):
    seq: int = Field(description="the seq of the state this action produced")
    action: str = Field(description="the action as applied (RECORDS.md notation, without the seat)")


class StateMessage(ServerModel):
    type: Literal["state"]
    seq: int = Field(description="actions applied so far")
    status: str = Field(description="waiting, playing, over, expired or broken")
    events_from: int = Field(description="index in the round's events of the first event in view.events")
    view: ViewModel
    narration: list[MessageText | None] = Field(
        description="one sentence per event in view.events, in order (null: an event told by no line)"
    )
    previous_narration: list[MessageText | None] | None = Field(
        None,
        description="one sentence per event in view.previous_events (sent with them only): how the last round ended",
    )
    choices: list[ChoiceModel] = Field(description="the seat's decision as controls (empty when not to act)")
    prompt: MessageText | None = Field(
        description="what the seat to act decides now, addressed to this seat (null: nothing to decide)"
    )
    players: list[PlayerEntry]
    last: LastAction | None = Field(description="the action that led to this state")
    deadline: str | None = Field(description="ISO time when a bot takes over the seat to act; null: no timer")
    chosen_setup: bool = Field(description="the creator chose the deal (seed): said to everyone who sees the game")
    ack: Acknowledged | None = Field(
        description="protocol 2: set on the state sent to the connection whose action produced it; else null"
    )


class Ack(ServerModel):
    """Protocol 1 only: what protocol 2 carries in the ``ack`` field of the ``state``."""

    type: Literal["ack"]
    seq: int = Field(description="the seq of the state this action produced")
    action: str


class ErrorMessage(ServerModel):
    type: Literal["error"]
    code: str = Field(description="stable, for programs (see the error table)")
    message: str = Field(description="for people, in the connection's language")
    seq: int | None = Field(description="the game's current seq (null before hello)")
    reason: str | None = Field(
        description="the engine's reason for illegal; game_full or address for too_many_spectators; else null"
    )


class Presence(ServerModel):
    type: Literal["presence"]
    players: list[PlayerEntry]


class RematchOffer(ServerModel):
    type: Literal["rematch"]
    game: str = Field(description="the rematch's game id")
    seat: int
    token: str = Field(description="this seat's token in the rematch")


class Reaction(ServerModel):
    """A quick reaction, sent to everyone at the table (players and spectators); no game data, never stored."""

    type: Literal["reaction"]
    seat: int = Field(description="the seat that sent it")
    reaction: str = Field(description="its id (REACTIONS: the browser shows its words in the viewer's language)")


class Pong(ServerModel):
    type: Literal["pong"]


class HintAction(ServerModel):
    """One legal action as the coach values it (``unoduo.analysis.ActionValue``; chances from 0 to 1)."""

    action: str = Field(description="the action text, as in the view's legal")
    round_win: float = Field(description="the chance to win the round after this action")
    round_win_se: float = Field(description="its standard error")
    match_win: float = Field(description="the chance to win the match after this action")
    match_win_se: float
    loss: float = Field(description="the best action's round_win less this one's (0 for the best)")
    loss_se: float = Field(description="the standard error of that paired difference")


class HintOffer(ServerModel):
    """The answer to ``hint``: the coach's view of the seat's decision at ``seq`` (``unoduo.analysis.evaluate``)."""

    type: Literal["hint"]
    seq: int = Field(description="the state the hint is about (a page that moved on ignores it)")
    seat: int
    round: int
    decision: str
    round_win: float = Field(description="the seat's chance to win the round, playing the best action")
    round_win_se: float
    match_win: float = Field(description="the seat's chance to win the match, playing the best action")
    match_win_se: float
    best: str | None = Field(description="the suggested action (the one with the highest round_win)")
    actions: list[HintAction] = Field(description="every legal action, in the view's order")
    worlds: int = Field(description="sampled deals of the hidden cards played out")
    playouts: int = Field(description="playouts in all")


# ---------------------------------------------------------------------- HTTP: replays of finished matches


class ReplayPlayer(ServerModel):
    seat: int
    name: str
    kind: Literal["human", "bot"]
    difficulty: str | None
    default_name: MessageText | None


class ReplayRoundEntry(ServerModel):
    round: int
    first_step: int = Field(description="the index of the round's first step")
    steps: int = Field(description="how many steps the round has")


class ReplayIndex(ServerModel):
    """``GET /api/games/{id}/replay``: a finished match's rounds and steps."""

    game_id: str
    ruleset: Ruleset
    options: dict[str, Any] = Field(description="every rule option in force")
    players: list[ReplayPlayer]
    rounds: list[ReplayRoundEntry]
    total_steps: int = Field(description="the record's actions + 1 (step 0: the match's start)")
    scores: list[int] = Field(description="the final scores")
    winner: int | None


class ReplayStep(ServerModel):
    index: int
    action: str | None = Field(description="the action text; null for step 0")
    seat: int | None = Field(description="who took it; null for step 0")
    view: ViewModel = Field(description="the omniscient view after it (with hands; without the event lists)")
    events: list[EventModel] = Field(description="the events it caused, not redacted")
    narration: list[MessageText | None] = Field(
        description="one sentence per event, in order, told for nobody in particular (null: an event told by no line)"
    )


class ReplayRound(ServerModel):
    """``GET /api/games/{id}/replay/{round}``: one round's steps."""

    round: int
    steps: list[ReplayStep]


# ---------------------------------------------------------------------- HTTP: reviews of finished matches


class ReviewRequest(_Strict):
    """``POST /api/games/{id}/review``: review this seat's decisions."""

    seat: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
    budget: Annotated[int, Field(ge=1, le=100_000)] | None = Field(
        None, description="playouts per decision (the server's range: /api/meta limits.review); null: its default"
    )


class ReviewError(ServerModel):
    code: str = Field(description="review_failed or review_timeout")
    message: str = Field(description="for people, in the request's language")


class ReviewStatus(ServerModel):
    """``GET`` and ``POST /api/games/{id}/review``: where a review is, and the review once it is done."""

    game: str
    seat: int
    budget: int = Field(description="playouts per decision")
    status: Literal["none", "queued", "running", "done", "failed"] = Field(
        description="none: nobody asked for it yet (GET only)"
    )
    queue_position: int | None = Field(description="1 for the next review to start (queued only); else null")
    done: int = Field(description="decisions reviewed so far (running)")
    total: int = Field(description="decisions to review (0 until the worker says)")
    error: ReviewError | None = Field(description="why it failed (failed only); asking again starts it again")
    review: dict[str, Any] | None = Field(
        description="the review (done only): the JSON of `unoduo review --json`, docs/analysis.md"
    )


AnyServerMessage = Welcome | StateMessage | Ack | ErrorMessage | Presence | RematchOffer | Pong | HintOffer | Reaction
ServerMessage = Annotated[AnyServerMessage, Field(discriminator="type")]
server_message: TypeAdapter[AnyServerMessage] = TypeAdapter(ServerMessage)


def dumps(value: Any) -> str:
    """``value`` as compact JSON text, with orjson (the standard library's encoder cost a tenth of a process's
    CPU under load, bench/cluster_load.py); keys that are not strings become strings, as with ``json.dumps``.
    The presentation layer's encoder (``unoduo.present.json_text``): cached message texts match byte for byte."""
    return json_text(value)


def encode(message: BaseModel) -> str:
    """A server message as the JSON text sent (every field, in the model's order)."""
    return dumps(message.model_dump(mode="json"))


def ack_text(seq: int, action: str) -> str:
    """The protocol-1 :class:`Ack` message as sent, without building the model (one per action)."""
    return dumps({"type": "ack", "seq": seq, "action": action})


def acknowledged_text(seq: int, action: str) -> str:
    """The ``ack`` field of a protocol-2 ``state`` (:class:`Acknowledged`), as JSON text."""
    return dumps({"seq": seq, "action": action})
