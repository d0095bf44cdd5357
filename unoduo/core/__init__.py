"""unoduo.core: the rules engine for UNO Duo and classic UNO. Standard library only, no I/O, deterministic.

>>> from unoduo.core import new_match
>>> state = new_match("duo", seed=7, first=0)
>>> state.to_act, state.decision
(0, 'draft')
>>> [str(a) for a in state.legal_actions()]
['keep', 'reject']
>>> events = state.apply("keep")
>>> state.to_act
1
"""

from .actions import Action
from .cards import Card, card, cards, codes, standard_deck
from .decisions import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DECISIONS,
    DRAFT,
    DUMP_CHOICE,
    OVER,
    TURN,
    VOLLEY,
)
from .errors import IllegalActionError, OptionError, PositionError, RecordError, UnoduoError
from .events import Event
from .match import apply, new_match
from .options import CLASSIC, DUO, RULESETS, Options
from .position import Position
from .record import Record, replay
from .results import MatchResult, RoundResult
from .state import State
from .view import View, view

__all__ = [
    "AFTER_DRAW", "CATCH_CHOICE", "CHALLENGE_CHOICE", "CLASSIC", "COLOR_CHOICE", "DECISIONS", "DRAFT",
    "DUMP_CHOICE", "DUO", "OVER", "RULESETS", "TURN", "VOLLEY",
    "Action", "Card", "Event", "IllegalActionError", "MatchResult", "OptionError", "Options", "Position",
    "PositionError", "Record", "RecordError", "RoundResult", "State", "UnoduoError", "View",
    "apply", "card", "cards", "codes", "new_match", "replay", "standard_deck", "view",
]
