"""The web protocol's messages and request bodies (docs/protocol.md), validated strictly with pydantic.

Every model forbids unknown fields and uses strict types: ``"2"`` is not an int, ``1`` is not a bool.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from unoduo.i18n import _

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 4096
MAX_BODY_BYTES = 16 * 1024
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0
HELLO_TIMEOUT = 15.0
MAX_PLAYERS = 10
DIFFICULTIES = ("easy", "medium", "hard", "expert")
RULESETS = ("duo", "classic")
MIN_TURN_TIMER = 5.0
MAX_TURN_TIMER = 3600.0
LOBBY_SIZE = 50  # at most this many games in GET /api/lobby
LOBBY_MAX_AGE = 3600.0  # seconds: an older waiting public game is a stale invitation, left out of the lobby
MAX_SEED = 2**63 - 1


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# ---------------------------------------------------------------------- WebSocket: client -> server


class Hello(_Strict):
    type: Literal["hello"]
    protocol: int
    game: Annotated[str, Field(min_length=1, max_length=32)]
    token: Annotated[str, Field(min_length=1, max_length=100)] | None = None
    spectate: bool = False
    lang: Annotated[str, Field(max_length=20)] | None = None


class ActionMessage(_Strict):
    type: Literal["action"]
    seq: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=100)]


class RematchMessage(_Strict):
    type: Literal["rematch"]


class PingMessage(_Strict):
    type: Literal["ping"]


ClientMessage = Annotated[Hello | ActionMessage | RematchMessage | PingMessage, Field(discriminator="type")]
client_message: TypeAdapter[Hello | ActionMessage | RematchMessage | PingMessage] = TypeAdapter(ClientMessage)


def parse_client_message(text: str | bytes) -> Hello | ActionMessage | RematchMessage | PingMessage:
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
            parts.append(_("unknown or missing message type (expected hello, action, rematch or ping)"))
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
    ruleset: Literal["duo", "classic"]
    opponent: Literal["bot", "friend", "public"]
    difficulty: Literal["easy", "medium", "hard", "expert"] = "medium"
    players: Annotated[int, Field(ge=2, le=MAX_PLAYERS)] | None = None
    humans: Annotated[int, Field(ge=1, le=MAX_PLAYERS)] | None = None
    name: Annotated[str, Field(max_length=32)] = ""
    options: dict[str, Any] = Field(default_factory=dict)
    turn_timer: Annotated[float, Field(ge=MIN_TURN_TIMER, le=MAX_TURN_TIMER)] | None = None
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)] | None = None


class JoinGame(_Strict):
    code: Annotated[str, Field(min_length=1, max_length=16)]
    name: Annotated[str, Field(max_length=32)] = ""


class MyGames(_Strict):
    tokens: Annotated[list[Annotated[str, Field(max_length=100)]], Field(max_length=200)]
