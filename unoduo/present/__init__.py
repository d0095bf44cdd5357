"""The presentation layer: the one home of every sentence and of every decision's controls.

Front ends (the terminal game, the command line, the web server for the browser) turn engine values into
things a person reads or presses only through this package:

- :func:`narrate` / :class:`Narrator`: an event (from a seat's redacted view) as a :class:`Message`, a gettext
  msgid with named parameters, nested messages for card and colour names, rendered late with :func:`render`
  (or ``renderMessage`` of ``static/js/message.js`` in the browser); :func:`message_json` and
  :meth:`Narrator.narrate_json` give the JSON text a server sends, reusing the encoded card and colour names;
- :func:`choices`: the seat's pending decision as :class:`Choice` values, an exact cover of ``view.legal``
  (:func:`choices_json`: the same as the JSON text a server sends, built from cached encodings);
- :func:`prompt`: what the seat decides now, in a sentence; :func:`waiting_message`: the same told to the others;
- :func:`options_schema`: the rule options (name, type, default, range, description) for menus.

It imports ``unoduo.core`` and ``unoduo.i18n``; the engine never imports it. The JSON shapes are described in
docs/i18n.md ("Messages and choices").
"""

from __future__ import annotations

from .choices import (
    KINDS,
    Choice,
    choices,
    choices_json,
    controls,
    dump_effect,
    dump_order_prompt,
    last_player,
    play_label,
    prompt,
    start_dump_label,
    waiting_message,
    wild_color_prompt,
)
from .message import N_, Message, marked, message_json, msg, name, nmsg, render
from .narrate import (
    Narrator,
    cut_repeated,
    goal_message,
    narrate,
    narrate_all,
    round_summary,
    winner_message,
)
from .options import (
    option_description,
    option_groups,
    option_lines,
    option_value,
    options_schema,
    presets_schema,
)
from .words import PlayerName, card_message, cards_message, color_message, color_title, player_message

__all__ = [
    "N_", "KINDS", "Choice", "Message", "Narrator", "PlayerName",
    "card_message", "cards_message", "choices", "choices_json", "color_message", "color_title", "controls",
    "dump_effect", "dump_order_prompt", "last_player", "play_label", "start_dump_label", "waiting_message",
    "wild_color_prompt", "marked", "message_json", "msg", "name", "narrate", "narrate_all", "nmsg",
    "option_description", "option_groups", "option_lines", "option_value", "options_schema", "presets_schema",
    "player_message", "prompt", "render", "round_summary", "winner_message", "cut_repeated", "goal_message",
]
