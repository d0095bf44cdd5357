"""The rules in plain words for the rules screen (a summary of the rules, every paragraph through ``_()``), and
the rule options in force, listed from the one option table (``unoduo.core.options`` via ``unoduo.present``)."""

from __future__ import annotations

from typing import Any

from unoduo.i18n import _
from unoduo.present import option_lines

from .say import say


def rules_text(ruleset: str, options: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """(heading, paragraph) pairs summarising the rules of ``ruleset`` with its options."""
    options = options or {}
    parts = _duo(options) if ruleset == "duo" else _classic(options)
    parts.append((_("Rule options"), "\n".join("• " + say(line) for line in option_lines(ruleset, options))))
    return parts


def _keys() -> tuple[str, str]:
    return (
        _("Keys"),
        _(
            "Number keys 1-9 and 0 play the card with that number (or click it). Left/Right move the cursor, "
            "Enter plays the card under it. D draws, K keeps, P plays the card you drew, U turns the UNO call "
            "on or off before you play, S shows the score sheet, ? shows these rules, Q saves and quits. "
            "The letters of every other choice are written on its button."
        ),
    )


def _duo(options: dict[str, Any]) -> list[tuple[str, str]]:
    target = options.get("target_score", 200)
    parts = [
        (
            _("UNO Duo"),
            _(
                "UNO Duo is UNO for two players. Get rid of your cards; when a round ends, the player left "
                "with cards scores their value. Points are bad: when a total reaches {target}, the lower total "
                "wins the match."
            ).format(target=target),
        ),
        (
            _("The draft"),
            _(
                "You build your hand. In turn, each player looks at the top card of the pile: keep it (the next "
                "card goes face up onto the draft pile) or reject it (it goes face up, and you take the next "
                "card unseen). After 7 picks each, the 14 face-up cards go under the draw pile in order, so both "
                "players know the bottom of the pile."
            ),
        ),
        (
            _("Playing"),
            _(
                "Play a card of the same colour, number or symbol as the top card, or a Wild. You may draw "
                "instead, even when you could play; you may then play the card you drew if it fits, or keep it."
            ),
        ),
        (
            _("Draw 2 volleys"),
            _(
                "A Draw 2 starts a volley: the other player stacks any Draw 2 on it, or takes every card of the "
                "volley. Nothing else answers a volley."
            ),
        ),
        (
            _("Skip and Reverse"),
            _(
                "A Skip gives you another turn. After a Reverse you may dump all your cards of its colour in an "
                "order you choose: only the last card acts (a Skip: you play again; a Draw 2: a volley starts)."
            )
            + (" " + _("A Reverse without a dump acts as a Skip.") if options.get("reverse_as_skip") else ""),
        ),
        (
            _("Wild Draw 4"),
            _(
                "You may play a Wild Draw 4 at any time, but it is only legal when you hold no card of the "
                "active colour. The other player may challenge it: if it was illegal, you draw 4 instead; if it "
                "was legal, the challenger draws 6. Otherwise they draw 4, and you play again."
            ),
        ),
        (
            _("UNO!"),
            _(
                "When a play leaves you one card, call UNO (press U before you play). If you forget, the other "
                "player may catch you at once, and you draw 2."
            ),
        ),
        (
            _("Scoring"),
            _(
                "Numbers count their face value, Skip, Reverse and Draw 2 count 10, Wild 15 and Wild Draw 4 20. "
                "If nobody can play or draw, the round is blocked and both players score their own hands."
            ),
        ),
        _keys(),
    ]
    return parts


def _classic(options: dict[str, Any]) -> list[tuple[str, str]]:
    target = options.get("target_score", 500)
    parts = [
        (
            _("Classic UNO"),
            _(
                "Classic UNO for 2 to 10 players. Each player is dealt 7 cards. Be the first to play all your "
                "cards: you score the value of everybody else's cards. The first total to reach {target} wins."
            ).format(target=target),
        ),
        (
            _("Playing"),
            _(
                "Play a card of the same colour, number or symbol as the top card, or a Wild. You may draw "
                "instead, even when you could play; you may then play the card you drew if it fits, or keep it."
            ),
        ),
        (
            _("Action cards"),
            _(
                "Skip: the next player loses their turn. Reverse: the direction of play changes (with two "
                "players it acts as a Skip). Draw 2: the next player draws 2 and loses their turn."
            )
            + (" " + _("Draw 2s may be stacked: the next player stacks another or takes them all.")
               if options.get("stack_draw2") else ""),
        ),
        (
            _("Wild Draw 4"),
            _(
                "You may play a Wild Draw 4 at any time, but it is only legal when you hold no card of the "
                "active colour. The next player may challenge it: if it was illegal, you draw 4; if it was legal, "
                "the challenger draws 6 and loses their turn. Otherwise they draw 4 and lose their turn."
            ),
        ),
        (
            _("UNO!"),
            _(
                "When a play leaves you one card, call UNO (press U before you play). If you forget, the next "
                "player may catch you at once, and you draw 2."
            ),
        ),
        (
            _("Scoring"),
            _("Numbers count their face value, Skip, Reverse and Draw 2 count 20, Wild and Wild Draw 4 count 50."),
        ),
        _keys(),
    ]
    return parts
