"""Messages: a sentence as a gettext msgid with named parameters, rendered late in any language.

A :class:`Message` is what the presentation layer hands out: the English sentence with ``{placeholders}`` (the
msgid of the catalogs) and its parameters. A parameter is a string (inserted as is), a number, or another
message (rendered first, in the same language), so a card's name or "You" is translated where it is used.
Python renders with :func:`render`; the browser renders the same JSON with ``renderMessage`` of
``static/js/message.js``. The JSON shape is a contract (docs/i18n.md, "Messages"):

``{"id": "{name} played {card}.", "params": {...}}``, plural ``{"id": ..., "plural": ..., "n": 3, "params": {...}}``,
optionally ``"card": "R5"`` or ``"cards": ["R5", "G+2"]`` for a renderer that draws card faces.

The builders :func:`msg` and :func:`nmsg` are extraction keywords (babel.cfg), so their literal msgids land in
``messages.pot``; :func:`marked` wraps a msgid already marked with ``N_()`` in a table.

A server encodes every message it sends: :func:`message_json` gives exactly the compact JSON text of
:meth:`Message.to_json` (orjson, as the web server's encoder), reusing the encoding of the word messages built once
per process (card and colour names, "You": see :func:`fixed`), which most sentences nest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Union

import orjson

from unoduo.i18n import gettext, ngettext, use_language

#: A parameter: text inserted as is, a number, or a nested message.
Param = Union[str, int, "Message"]

#: First-strong isolate ... pop directional isolate: a name in any script keeps its direction inside a sentence
#: of another (the plain-text form of <bdi>).
FSI = "\u2068"
PDI = "\u2069"


@dataclass(frozen=True, slots=True)
class Message:
    """A translatable sentence: ``id`` (msgid), ``params``; ``plural`` and ``n`` for a count-dependent one."""

    id: str
    params: Mapping[str, Param] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None
    card: str | None = None  # a card code for a renderer that draws the card (ignored by text renderers)
    cards: tuple[str, ...] = ()  # card codes, likewise

    def to_json(self) -> dict[str, Any]:
        """The wire form (see the module docstring); nested messages become nested objects."""
        return self._wire({
            key: value.to_json() if isinstance(value, Message) else value for key, value in self.params.items()
        })

    def _wire(self, params: Any) -> dict[str, Any]:
        """The wire form's object with ``params`` as given (nested messages encoded, or left for the encoder)."""
        data: dict[str, Any] = {"id": self.id}
        if self.plural is not None:
            data["plural"] = self.plural
            data["n"] = self.n
        data["params"] = params
        if self.card is not None:
            data["card"] = self.card
        if self.cards:
            data["cards"] = list(self.cards)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The inverse of :meth:`to_json`."""
        params: dict[str, Param] = {
            key: cls.from_json(value) if isinstance(value, Mapping) else value
            for key, value in (data.get("params") or {}).items()
        }
        return cls(data["id"], params, data.get("plural"), data.get("n"), data.get("card"),
                   tuple(data.get("cards") or ()))

    def render(self, language: str | None = None) -> str:
        """This message in ``language`` (default: the current language)."""
        return render(self, language)

    def __str__(self) -> str:
        return render(self)


_new_object = object.__new__
_set_id, _set_params, _set_plural, _set_n, _set_card, _set_cards = (
    Message.__dict__[slot].__set__ for slot in ("id", "params", "plural", "n", "card", "cards")
)


def _message(msgid: str, params: Mapping[str, Param], plural: str | None, n: int | None,
             card: str | None) -> Message:
    """``Message(msgid, params, plural, n, card)``, twice as fast: a server builds a sentence for every event
    told to every seat, and the frozen dataclass's ``__init__`` (``object.__setattr__`` per field) was most of it."""
    message: Message = _new_object(Message)
    _set_id(message, msgid)
    _set_params(message, params)
    _set_plural(message, plural)
    _set_n(message, n)
    _set_card(message, card)
    _set_cards(message, ())
    return message


def msg(msgid: str, /, *, card_code: str | None = None, **params: Param) -> Message:
    """A message from a literal msgid (an extraction keyword: the literal goes to ``messages.pot``);
    ``card_code``: the card it names, for renderers that draw it."""
    return _message(msgid, params, None, None, card_code)


def nmsg(singular: str, plural: str, n: int, /, **params: Param) -> Message:
    """A plural message for count ``n`` (``{n}`` is filled with the count; an extraction keyword)."""
    return _message(singular, params, plural, n, None)


def N_(msgid: str, /) -> str:
    """Mark a literal msgid for extraction where the message is built later (``marked(N_("seat {seat}"), ...)``)."""
    return msgid


def marked(msgid: str, /, **params: Param) -> Message:
    """A message whose msgid was marked elsewhere (``N_("...")`` in a table), not extracted here."""
    return Message(msgid, params)


def name(text: str) -> str:
    """A player's name for a sentence: isolated so its script's direction does not scramble the sentence."""
    return FSI + text + PDI


def json_text(value: Any) -> str:
    """``value`` as compact JSON text, the encoding of the web server (``unoduo.web.protocol.dumps``)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


#: The encoded JSON of each message given to :func:`fixed`, by ``id()``: safe as a key because such a message is
#: kept alive (in ``_FIXED_KEPT``) for the life of the process, so its id is never reused.
_FIXED_JSON: dict[int, orjson.Fragment] = {}
_FIXED_KEPT: list[Message] = []


def fixed(message: Message) -> Message:
    """``message``, kept for the life of the process with its JSON encoded once, for :func:`message_json`.

    Only for the finite tables of words built at import (card and colour names, "You"): a message given here is
    never freed, so calling it per event would leak.
    """
    if id(message) not in _FIXED_JSON:
        _FIXED_KEPT.append(message)
        _FIXED_JSON[id(message)] = orjson.Fragment(json_text(message.to_json()))
    return message


def _message_tree(value: Any) -> Any:
    """orjson's ``default`` for :func:`message_json`: a message as its :meth:`Message.to_json` object, one level
    (orjson comes back for the messages in ``params``), or a fixed message's encoded JSON."""
    if isinstance(value, Message):
        known = _FIXED_JSON.get(id(value))
        if known is not None:
            return known
        return value._wire(value.params)
    if isinstance(value, Mapping):  # params given as another mapping than a dict
        return dict(value)
    raise TypeError(f"{type(value).__name__} is not a message parameter")


def message_json(message: Message) -> str:
    """``json_text(message.to_json())``, the same text, faster: orjson walks the message itself, and the fixed
    word messages it nests are encoded once."""
    return orjson.dumps(message, default=_message_tree, option=_MESSAGE_OPTIONS).decode()


# Messages are dataclasses: orjson hands them to _message_tree rather than encoding every field.
_MESSAGE_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_NON_STR_KEYS


class _Fill(dict[str, Any]):
    """format_map's mapping: an unknown placeholder stays as written (as ``t()`` in the browser does)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _render(message: Message) -> str:
    values: dict[str, Any] = {
        key: _render(value) if isinstance(value, Message) else value for key, value in message.params.items()
    }
    if message.plural is not None:
        count = message.n if message.n is not None else 0
        values.setdefault("n", count)
        template = ngettext(message.id, message.plural, count)
    else:
        template = gettext(message.id)
    return template.format_map(_Fill(values))


def render(message: Message | str | int, language: str | None = None) -> str:
    """``message`` as text in ``language`` (default: the current one); strings and numbers as they are."""
    if not isinstance(message, Message):
        return str(message)
    if language is None:
        return _render(message)
    with use_language(language):
        return _render(message)
