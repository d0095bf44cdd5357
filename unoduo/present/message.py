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
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Union

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
        data: dict[str, Any] = {"id": self.id}
        if self.plural is not None:
            data["plural"] = self.plural
            data["n"] = self.n
        data["params"] = {
            key: value.to_json() if isinstance(value, Message) else value for key, value in self.params.items()
        }
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


def msg(msgid: str, /, *, card_code: str | None = None, **params: Param) -> Message:
    """A message from a literal msgid (an extraction keyword: the literal goes to ``messages.pot``);
    ``card_code``: the card it names, for renderers that draw it."""
    return Message(msgid, params, card=card_code)


def nmsg(singular: str, plural: str, n: int, /, **params: Param) -> Message:
    """A plural message for count ``n`` (``{n}`` is filled with the count; an extraction keyword)."""
    return Message(singular, params, plural, n)


def N_(msgid: str, /) -> str:
    """Mark a literal msgid for extraction where the message is built later (``marked(N_("seat {seat}"), ...)``)."""
    return msgid


def marked(msgid: str, /, **params: Param) -> Message:
    """A message whose msgid was marked elsewhere (``N_("...")`` in a table), not extracted here."""
    return Message(msgid, params)


def name(text: str) -> str:
    """A player's name for a sentence: isolated so its script's direction does not scramble the sentence."""
    return FSI + text + PDI


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
