"""Typed errors with machine-readable reason codes (in the manner of python-chess's IllegalMoveError)."""

from __future__ import annotations


class UnoduoError(ValueError):
    """Base class: every error carries a short ``reason`` code and a human ``message``."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class IllegalActionError(UnoduoError):
    """An action that is malformed or not legal in the current state. The state is left unchanged.

    Reason codes (stable, for programs): ``malformed_action``, ``unknown_card``, ``match_over``,
    ``wrong_seat``, ``wrong_decision`` (that kind of action is not offered at this decision),
    ``card_not_in_hand``, ``not_playable``, ``not_drawn_card``, ``not_a_draw2``, ``color_required``,
    ``color_not_allowed``, ``uno_not_allowed``, ``dump_incomplete``, ``dump_wrong_card``.
    """


class RecordError(UnoduoError):
    """A game record that does not follow docs/records.md (reason ``malformed_record`` or a more precise code)."""


class OptionError(RecordError):
    """An unknown rule option or a value not allowed for it (reason ``bad_option``)."""


class PositionError(UnoduoError):
    """A position (text or value) that is malformed or that the rules cannot go on from (reason
    ``bad_position``); the message names the field and what is wrong with it."""
