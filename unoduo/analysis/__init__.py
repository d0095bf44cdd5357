"""The coach: win chances of a position from one seat's view, hints, and the post-game review.

>>> from unoduo.core import new_match, view
>>> state = new_match("duo", seed=3, first=0)
>>> ev = evaluate(view(state, state.to_act), "40", seed=1)
>>> 0.0 <= ev.round_win <= 1.0 and len(ev.actions) == len(state.legal_actions())
True

- :func:`evaluate` (``unoduo/analysis/evaluate.py``): round- and match-win chances with standard errors and
  the value of every legal action, from a :class:`~unoduo.core.View` only.
- :func:`review_record` (``unoduo/analysis/review.py``): every decision of a seat in a record, labelled.

docs/analysis.md describes the method, the labels, the JSON form and the measured calibration.
"""

from .evaluate import ActionValue, Budget, Evaluation, evaluate, match_win_chance
from .review import (
    LABELS,
    THRESHOLDS,
    DecisionReview,
    Review,
    RoundSummary,
    label_for,
    review_decision,
    review_record,
    seat_decisions,
)

__all__ = [
    "LABELS", "THRESHOLDS", "ActionValue", "Budget", "DecisionReview", "Evaluation", "Review", "RoundSummary",
    "evaluate", "label_for", "match_win_chance", "review_decision", "review_record", "seat_decisions",
]
