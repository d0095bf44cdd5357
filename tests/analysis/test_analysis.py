"""The coach's evaluation and review (unoduo.analysis): honest views, zero-loss forced moves, a known blunder,
and a review that equals its decisions reviewed one by one. Small playout budgets keep these quick."""

from __future__ import annotations

import json
import random

import pytest
from helpers import position, scramble_hidden

from unoduo.agents.heuristic import HeuristicAgent
from unoduo.analysis import (
    LABELS,
    Budget,
    evaluate,
    label_for,
    match_win_chance,
    review_decision,
    review_record,
    seat_decisions,
)
from unoduo.core import Record, new_match, view


def _short_match(seed: int, target: int = 40) -> Record:
    """A whole Duo match between two heuristic bots, to a low target so it stays short."""
    state = new_match("duo", seed=seed, options={"target_score": target})
    agents = [HeuristicAgent(), HeuristicAgent()]
    rng = random.Random(seed)
    while not state.match_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agents[seat].act(view(state, seat), rng), seat)
    return Record.of(state)


def _played_in(seed: int, plies: int) -> tuple[object, int]:
    state = new_match("duo", seed=seed, first=0)
    rng = random.Random(seed)
    agent = HeuristicAgent()
    for _ in range(plies):
        seat = state.to_act
        assert seat is not None
        state.apply(agent.act(view(state, seat), rng), seat)
    return state, state.to_act  # type: ignore[return-value]


@pytest.mark.parametrize("seed,plies", [(1, 16), (2, 20), (5, 25)])
def test_twin_states_differing_only_in_hidden_cards_get_the_same_evaluation(seed: int, plies: int) -> None:
    state, seat = _played_in(seed, plies)
    for looker in (seat, 1 - seat):  # the seat to act, and the one waiting
        twin = scramble_hidden(state, looker, random.Random(seed))  # type: ignore[arg-type]
        assert twin.hands[1 - looker] != state.hands[1 - looker]  # type: ignore[attr-defined]
        first = evaluate(view(state, looker), 60, seed=9)  # type: ignore[arg-type]
        second = evaluate(view(twin, looker), 60, seed=9)
        assert first.to_dict() == second.to_dict()


def test_a_playout_budget_is_reproducible_and_counted() -> None:
    state, seat = _played_in(3, 18)
    one = evaluate(view(state, seat), "90", seed=4)  # type: ignore[arg-type]
    two = evaluate(view(state, seat), Budget(playouts=90), seed=4)  # type: ignore[arg-type]
    assert one.to_dict() == two.to_dict()
    assert one.playouts <= 90 or one.worlds == 2
    assert one.playouts == one.worlds * len(one.actions)
    assert [str(v.action) for v in one.actions] == [str(a) for a in state.legal_actions()]  # type: ignore[attr-defined]
    best = one.best
    assert best is not None and best.loss == 0 and all(v.loss >= 0 for v in one.actions)
    assert 0 <= one.round_win <= best.round_win + 3 * best.round_win_se  # held out: no optimism of the max
    for value in one.actions:
        assert 0 <= value.round_win <= 1 and 0 <= value.match_win <= 1 and value.round_win_se >= 0


def test_going_out_is_certain_and_drawing_instead_is_a_blunder() -> None:
    # Seat 0 holds one playable card: playing it goes out; drawing instead leaves the round open.
    state = position("duo", ["R5", "G1 G2 B7"], top="R3", to_act=0)
    ev = evaluate(view(state, 0), 200, seed=1)
    out = ev.value_of("play R5")
    assert out.round_win == 1.0 and out.round_win_se == 0.0 and out.loss == 0.0
    drawn = ev.value_of("draw")
    assert drawn.round_win < 0.85
    reviewed = review_decision(view(state, 0), "draw", 200, seed=1)
    assert reviewed.best == out.action
    assert reviewed.label == "blunder"
    assert reviewed.win_before == 1.0 and reviewed.loss == pytest.approx(1.0 - reviewed.win_after)
    assert review_decision(view(state, 0), "play R5", 200, seed=1).label == "best"


def test_a_forced_move_has_zero_loss() -> None:
    # A volley with no Draw 2 in hand: drawing is the only legal action.
    state = position("duo", ["G1 B7 Y3", "R5 Y9"], top="R+2", to_act=0)
    state._kind = "volley"  # noqa: SLF001 - no public way to pose a volley from a position text is needed here
    state._pending = 2  # noqa: SLF001
    legal = state.legal_actions()
    assert [str(a) for a in legal] == ["draw"]
    reviewed = review_decision(view(state, 0), legal[0], 40, seed=2)
    assert reviewed.forced and reviewed.loss == 0.0 and reviewed.label == "best"
    assert reviewed.win_before == reviewed.win_after


def test_the_labels_follow_the_documented_thresholds() -> None:
    assert [label_for(x) for x in (0.0, 0.02, 0.05, 0.1, 0.5)] == list(LABELS)
    assert label_for(0.1, loss_se=0.06) == "good"  # within two standard errors: not told apart from noise


def test_match_win_chance_is_even_at_the_start_and_follows_the_scores() -> None:
    options = {"target_score": 200}
    assert match_win_chance("duo", 2, options, (0, 0), 0) == pytest.approx(0.5, abs=0.01)
    ahead = match_win_chance("duo", 2, options, (20, 150), 0)  # Duo: the lower total wins
    assert ahead > 0.8 and match_win_chance("duo", 2, options, (20, 150), 1) == pytest.approx(1 - ahead, abs=0.02)
    assert match_win_chance("duo", 2, options, (210, 40), 0) == 0.0  # the match is over and lost


def test_reviewing_a_record_equals_reviewing_it_move_by_move() -> None:
    record = _short_match(5, target=25)
    review = review_record(record, 0, 30, seed=5)
    decisions = seat_decisions(record, 0)
    assert [d.index for d in review.decisions] == [index for index, _, _ in decisions]
    alone = [review_decision(v, action, 30, index=index, seed=5) for index, v, action in decisions]
    assert list(review.decisions) == alone
    drafts = [d for d in review.decisions if d.decision == "draft"]
    assert drafts and not any(d.judged for d in drafts)  # labelled, but never marked (docs/analysis.md "Limits")
    assert all(d.judged for d in review.marked("good"))
    data = json.loads(review.to_json())
    assert data["format"] == "unoduo-review/1" and data["seat"] == 0
    first = data["decisions"][0]
    for key in ("round", "index", "action", "best", "win_before", "win_before_se", "win_after", "win_after_se",
                "loss", "label"):
        assert key in first
    assert {r["round"] for r in data["rounds"]} == {d.round for d in review.decisions}
    assert all(r["won"] in (True, False) for r in data["rounds"])


def test_a_review_with_worker_processes_is_the_same() -> None:
    record = _short_match(5, target=25)
    seen: list[tuple[int, int]] = []
    alone = review_record(record, 1, 20, seed=3)
    pooled = review_record(record, 1, 20, seed=3, workers=2, progress=lambda done, total: seen.append((done, total)))
    assert pooled.to_dict() == alone.to_dict()
    assert seen[0] == (0, len(alone.decisions)) and seen[-1] == (len(alone.decisions), len(alone.decisions))


@pytest.mark.parametrize("text", ["", "fast", "0", "-3", "0ms", "1.5", "12 apples"])
def test_a_bad_budget_is_refused_clearly(text: str) -> None:
    with pytest.raises(ValueError, match="budget"):
        Budget.parse(text)


def test_budgets_read_as_time_or_playouts() -> None:
    assert Budget.parse("200ms") == Budget(seconds=0.2)
    assert Budget.parse("2s") == Budget(seconds=2.0)
    assert Budget.parse("500") == Budget(playouts=500) == Budget.parse(500)


def test_a_spectator_or_a_finished_match_cannot_be_evaluated() -> None:
    state = new_match("duo", seed=1, first=0)
    with pytest.raises(ValueError, match="spectator"):
        evaluate(view(state, None), 10)
    record = _short_match(3, target=10)
    with pytest.raises(ValueError, match="over"):
        evaluate(view(record.start().__class__.from_position(_final_position(record)), 0), 10)
    with pytest.raises(ValueError, match="seat"):
        review_record(record, 2, 10)


def _final_position(record: Record) -> str:
    from unoduo.core import replay

    return str(replay(record).position())


def test_classic_positions_are_evaluated_from_the_view_too() -> None:
    state = new_match("classic", players=3, seed=4, first=0)
    agent = HeuristicAgent()
    rng = random.Random(4)
    for _ in range(7):
        seat = state.to_act
        assert seat is not None
        state.apply(agent.act(view(state, seat), rng), seat)
    seat = state.to_act
    assert seat is not None
    twin = scramble_hidden(state, seat, random.Random(1))
    first = evaluate(view(state, seat), 30, seed=2)
    assert first.to_dict() == evaluate(view(twin, seat), 30, seed=2).to_dict()
    assert 0 <= first.round_win <= 1 and 0 <= first.match_win <= 1 and len(first.actions) == len(state.legal_actions())


def test_keeping_the_last_cards_after_a_reverse_instead_of_dumping_out_is_a_blunder() -> None:
    # Duo, after one's own Reverse: dumping the last two reds goes out; declining the dump keeps the round open.
    state = position("duo", ["RR R5 R7", "G1 G2 B7 Y4"], top="R3", to_act=0)
    state.apply("play RR", 0)
    assert {str(a) for a in state.legal_actions()} == {"dump R7 R5", "dump R5 R7", "nodump"}
    reviewed = review_decision(view(state, 0), "nodump", 120, seed=4)
    assert reviewed.best.kind == "dump" and reviewed.win_before == 1.0
    assert reviewed.label == "blunder" and reviewed.judged and not reviewed.forced
    assert review_decision(view(state, 0), "dump R5 R7", 120, seed=4).label == "best"
