"""Property tests over random games of both rulesets (RULES.md, RECORDS.md).

Random games pick uniformly among the legal actions with a ``random.Random`` seeded by hypothesis, under every
rule option value. The properties: card conservation after every action (R1, C1, R66, R68), termination (R72,
C15, R76, C18), determinism (R84, C21), record -> replay -> record round trips (RECORDS.md), a legal action
for every decision and none applied for a seat (R85, C21), illegal actions refused without a trace, and views
that depend only on what a seat may know (R81, R82).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import chain

from helpers import summary
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from unoduo.core import (
    AFTER_DRAW,
    CATCH_CHOICE,
    CHALLENGE_CHOICE,
    COLOR_CHOICE,
    DRAFT,
    DUMP_CHOICE,
    TURN,
    IllegalActionError,
    Record,
    State,
    new_match,
    replay,
    standard_deck,
    view,
)
from unoduo.core.cards import CODES

# Uniformly random play draws a lot, so a match can take a long time: with draw_until_playable a random
# 2-player classic round often lasts tens of thousands of actions (161,608 once in a survey of 12 seeds), as
# hands of 50-90 cards keep passing, and when the two hands hold nearly every card a round ends blocked with no
# points, so the match goes on: a 2-player classic match to 76 with an unshuffled rebuild (seed 829, play seed
# 1621998) took 335,977 actions and 15 rounds. The bound is generous but finite. Tests that do not need the match
# end play a prefix of the game (``limit``) to stay within the time budget.
MAX_ACTIONS = 1_000_000
PREFIX = 4000


# ---------------------------------------------------------------------------------------------- settings


@st.composite
def match_settings(draw, ruleset=None):
    """A ruleset, seat count, every option drawn from its allowed values, a seed, and maybe first/scores."""
    ruleset = ruleset or draw(st.sampled_from(["duo", "classic"]))
    if ruleset == "duo":
        players = 2
        options = {
            "extra_cards": draw(st.sampled_from(["none", "as_wild"])),
            "reverse_as_skip": draw(st.booleans()),
            "wd4_illegal_if": draw(st.sampled_from(["color_match", "any_nonwild_playable", "any_playable"])),
            "rebuild_shuffle": draw(st.booleans()),
            "target_score": draw(st.integers(30, 150)),
        }
    else:
        players = draw(st.integers(2, 10))
        options = {
            "draw_until_playable": draw(st.booleans()),
            "stack_draw2": draw(st.booleans()),
            "rebuild_shuffle": draw(st.booleans()),
            "target_score": draw(st.integers(30, 150)),
        }
    first = draw(st.one_of(st.none(), st.integers(0, players - 1)))
    start_scores = draw(st.one_of(st.none(), st.lists(st.integers(0, 20), min_size=players, max_size=players)))
    return {
        "ruleset": ruleset,
        "players": players,
        "options": options,
        "seed": draw(st.integers(0, 2**31)),
        "first": first,
        "start_scores": start_scores,
    }


def start(cfg):
    return new_match(
        cfg["ruleset"],
        players=cfg["players"],
        seed=cfg["seed"],
        options=cfg["options"],
        first=cfg["first"],
        start_scores=cfg["start_scores"],
    )


def deck_of(state) -> list[int]:
    """The deck in use as a sorted multiset: 108 cards, 112 with Duo's extra_cards as_wild."""
    extra = state.ruleset == "duo" and state.options.extra_cards == "as_wild"
    deck = sorted(standard_deck(extra))
    assert len(deck) == (112 if extra else 108)
    assert Counter(deck)[52] == (8 if extra else 4) and Counter(deck)[53] == 4
    return deck


def all_cards(state) -> list[int]:
    """Every card in a hand, the draw pile or the discard pile, sorted."""
    at = state.position()
    return sorted(chain(chain.from_iterable(at.hands), at.draw_pile, at.discard))


def check_conservation(state, deck: list[int]) -> None:
    assert all_cards(state) == deck
    assert sum(len(h) for h in state.hands) + state.draw_pile_size + len(state.discard_pile) == len(deck)


def snapshot(state):
    """Everything an illegal action must leave untouched."""
    return (
        summary(state),
        state.decision,
        state.position(),  # hands in order, piles, color, pending draws, direction, empty draws, ...
        state.round_generator().getstate(),
        state.history,
        tuple(state.round_events),
    )


def record_of(state, actions: list[str], with_decks: bool = True) -> Record:
    """``Record.of`` for the match ``state`` reached by ``actions``; its history must be those actions."""
    assert state.history == actions
    return Record.of(state, with_decks=with_decks)


def play_game(cfg, rng_seed, on_step=None, limit=None):
    """Play a random game to its end (or ``limit`` actions); return (start copy, final state, lines, events)."""
    state = start(cfg)
    first = state.clone()
    rng = random.Random(rng_seed)
    lines: list[str] = []
    events = []
    steps = 0
    while not state.is_over and (limit is None or steps < limit):
        if on_step is not None:
            on_step(state, rng)
        seat = state.to_act
        action = rng.choice(state.legal_actions())
        events.append(state.apply(action, seat))
        lines.append(f"{seat} {action}")
        steps += 1
        assert steps <= MAX_ACTIONS, "the match did not end"
    return first, state, lines, events


# ---------------------------------------------------------------------------------------------- illegal actions

_KIND_PROBES = ["keep", "reject", "color R", "draw", "pass", "nodump", "challenge", "accept", "catch", "ignore"]
_ACCEPTED = {
    "draft": {"keep", "reject"},
    "color": {"color"},
    "turn": {"play", "draw", "dump"},
    "after_draw": {"play", "pass"},
    "dump": {"dump", "nodump"},
    "volley": {"play", "draw"},
    "challenge": {"challenge", "accept"},
    "catch": {"catch", "ignore"},
}


def illegal_samples(state, rng: random.Random) -> list[tuple[str, int | None]]:
    """A sample of actions that RULES.md makes illegal now, with the seat that tries them."""
    seat = state.to_act
    n = state.players
    legal = {str(a) for a in state.legal_actions()}
    out: list[tuple[str, int | None]] = []
    # actions of a kind the pending decision does not offer (R83, C21)
    for probe in _KIND_PROBES:
        if probe.split()[0] not in _ACCEPTED[state.decision]:
            out.append((probe, seat))
    # a play of a card not in hand
    held = set(state.hand(seat))
    missing = [c for c in range(54) if c not in held]
    if missing:
        face = rng.choice(missing)
        out.append((f"play {CODES[face]}" + (" R" if face >= 52 else ""), seat))
    # 'uno' where the play would not leave exactly one card (R56)
    for text in legal:
        if text.startswith("play ") and not text.endswith(" uno") and text + " uno" not in legal:
            out.append((text + " uno", seat))
            break
    # a wild card without its color, a colored card with one
    for text in legal:
        parts = text.split()
        if parts[0] == "play" and parts[1] in ("W", "W+4"):
            out.append((f"play {parts[1]}", seat))
        elif parts[0] == "play":
            out.append((f"play {parts[1]} G", seat))
    # a legal action by the wrong seat
    if legal:
        wrong = (seat + rng.randrange(1, n)) % n
        out.append((rng.choice(sorted(legal)), wrong))
    # a dump outside a dump decision, and malformed text
    if state.decision not in (DUMP_CHOICE,) and not any(t.startswith("dump") for t in legal):
        out.append(("dump R1", seat))
    out.append(("play", seat))
    out.append(("play  R5", seat))
    out.append(("draw uno", seat))
    return [(text, s) for text, s in out if not (s == seat and text in legal)]


def check_decision(state, rng: random.Random, deck: list[int]) -> None:
    """A seat to act has a legal action; every legal action applies on a clone; illegal ones are refused."""
    check_conservation(state, deck)
    actions = state.legal_actions()
    assert actions, f"no legal action at {state.decision}"
    assert len({str(a) for a in actions}) == len(actions), "legal actions are listed once each"
    for action in actions:
        probe = state.clone()
        probe.apply(action, state.to_act)
        check_conservation(probe, deck)
    before = snapshot(state)
    tried = []
    for text, seat in illegal_samples(state, rng):
        tried.append(text)
        try:
            state.apply(text, seat)
        except IllegalActionError:
            pass
        else:  # pragma: no cover - reported by the assertion below
            raise AssertionError(f"illegal action {text!r} by seat {seat} was accepted at {state.decision}")
    assert snapshot(state) == before, f"one of the illegal actions {tried} changed the state"


# ---------------------------------------------------------------------------------------------- properties


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfg=match_settings(), rng_seed=st.integers(0, 2**31))
def test_random_games_conserve_cards_and_terminate(cfg, rng_seed):
    """After every action all hands + draw pile + discard pile are the deck (108, or 112 with extra cards);
    every match ends within a generous bound with a result consistent with its totals (R76/R77, C18)."""
    deck = None

    def step(state, _rng):
        nonlocal deck
        deck = deck or deck_of(state)
        check_conservation(state, deck)
        assert state.to_act is not None and 0 <= state.to_act < state.players

    _, final, lines, _ = play_game(cfg, rng_seed, step)
    check_conservation(final, deck_of(final))
    s = summary(final)
    assert s["match_over"] and s["to_act"] is None and s["legal"] == []
    target = cfg["options"]["target_score"]
    assert max(s["scores"]) >= target
    start_scores = cfg["start_scores"] or [0] * cfg["players"]
    assert [sum(r["points"][k] for r in s["rounds"]) + start_scores[k] for k in range(cfg["players"])] == s["scores"]
    best = (min if cfg["ruleset"] == "duo" else max)(s["scores"])
    leaders = [k for k, v in enumerate(s["scores"]) if v == best]
    assert s["winner"] == (leaders[0] if len(leaders) == 1 else None)
    for r in s["rounds"]:
        if cfg["ruleset"] == "classic":
            # C15/C17: blocked rounds score nothing; otherwise only the seat that went out scores
            if r["blocked"]:
                assert r["out"] is None and r["points"] == [0] * cfg["players"]
            else:
                assert all(p == 0 for k, p in enumerate(r["points"]) if k != r["out"])
        elif not r["blocked"]:
            assert r["points"][r["out"]] == 0  # R73


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfg=match_settings(), rng_seed=st.integers(0, 2**31))
def test_every_decision_has_legal_actions_and_refuses_illegal_ones(cfg, rng_seed):
    """R85/C21: whenever a seat is to act it has a legal action; each legal action applies on a clone;
    sampled illegal actions (cards not held, wrong decision kinds, misplaced 'uno', wrong seat, malformed)
    raise IllegalActionError and leave the state unchanged."""
    cfg = dict(cfg)
    cfg["options"] = dict(cfg["options"], target_score=min(cfg["options"]["target_score"], 60))
    deck = deck_of(start(cfg))
    count = 0

    def step(state, rng):
        # every step of the first 300, every rarer decision, and every 8th normal turn after that (time budget)
        nonlocal count
        count += 1
        if count <= 300 or state.decision not in (TURN, AFTER_DRAW) or count % 8 == 0:
            check_decision(state, rng, deck)
        else:
            check_conservation(state, deck)

    play_game(cfg, rng_seed, step, limit=2000)


@settings(max_examples=15, deadline=None)
@given(cfg=match_settings(), rng_seed=st.integers(0, 2**31))
def test_determinism_same_settings_same_game(cfg, rng_seed):
    """R84/C21: the same settings and actions give identical contract states and identical events."""
    first, final, lines, events = play_game(cfg, rng_seed, limit=PREFIX)
    again = start(cfg)
    assert summary(again) == summary(first)
    assert again.round_events == first.round_events
    for line, expected in zip(lines, events, strict=True):
        seat, action = line.split(" ", 1)
        assert again.apply(action, int(seat)) == expected
    assert summary(again) == summary(final)
    assert again.round_events == final.round_events
    # and the same random choices reproduce the same game
    _, final2, lines2, events2 = play_game(cfg, rng_seed, limit=PREFIX)
    assert lines2 == lines and events2 == events and summary(final2) == summary(final)


@settings(max_examples=15, deadline=None)
@given(cfg=match_settings(), rng_seed=st.integers(0, 2**31), cut_at=st.floats(0, 1), with_decks=st.booleans())
def test_record_replay_round_trip(cfg, rng_seed, cut_at, with_decks):
    """RECORDS.md: Record.of(...) -> to_json -> from_json -> replay reaches the same contract state, and the
    record survives the JSON round trip unchanged (at the end of a match and in the middle of one)."""
    first, final, lines, _ = play_game(cfg, rng_seed, limit=PREFIX)
    k = int(cut_at * len(lines))
    middle = start(cfg)
    for line in lines[:k]:
        seat, action = line.split(" ", 1)
        middle.apply(action, int(seat))
    for state, actions in ((final, lines), (middle, lines[:k])):
        record = record_of(state, actions, with_decks=with_decks)
        text = record.to_json()
        loaded = Record.from_json(text)
        assert loaded.to_dict() == record.to_dict()
        assert Record.from_json(loaded.to_json()).to_dict() == record.to_dict()
        replayed = replay(loaded)
        assert summary(replayed) == summary(state)
        # A record writes the cut's result ('first'), so its replay skips the cut (RECORDS.md).
        assert [e for e in replayed.round_events if e.kind != "cut"] == [
            e for e in state.round_events if e.kind != "cut"
        ]
        assert record_of(replayed, actions, with_decks=with_decks).to_dict() == record.to_dict()


# ---------------------------------------------------------------------------------------------- views


def _known_count(state, seat) -> int:
    return len(view(state, seat).known_bottom)


def shuffled_for(state, seat, rng: random.Random):
    """A clone that differs only in what ``seat`` may not know (R82): the cards of the other hands and the
    unseen part of the draw pile permuted among themselves, hand sizes kept."""
    at = state.position()
    known = _known_count(state, seat)
    pile = list(at.draw_pile)  # top card first; the known bottom is the last ``known`` cards
    keep_top = 1 if (seat is not None and state.decision == DRAFT and state.to_act == seat) else 0
    hidden_from = keep_top  # a drafter has seen the candidate (top card)
    hidden_to = len(pile) - known
    seats = [s for s in range(state.players) if s != seat]
    pool = [c for s in seats for c in at.hands[s]] + pile[hidden_from:hidden_to]
    rng.shuffle(pool)
    it = iter(pool)
    hands = list(at.hands)
    for s in seats:
        hands[s] = tuple(next(it) for _ in at.hands[s])
    pile[hidden_from:hidden_to] = [next(it) for _ in range(hidden_to - hidden_from)]
    drawn = at.drawn
    if drawn is not None and state.to_act != seat:  # the card another seat just drew is hidden too
        actor = at.hands[state.to_act]
        drawn = hands[state.to_act][len(actor) - 1 - actor[::-1].index(drawn)]
    moved = replace(at, hands=tuple(hands), draw_pile=tuple(pile), drawn=drawn)
    return State.from_position(moved, events=state.round_events, previous_events=state.previous_round_events)


def check_views(state, rng: random.Random) -> int:
    """Check every seat's and the spectator's view; return how many of the altered clones really differ."""
    players = state.players
    changed = 0
    for seat in [*range(players), None]:
        mine = view(state, seat)
        # no other hand, no private card of another seat
        assert list(mine.hand) == (sorted(state.hand(seat)) if seat is not None else [])
        assert mine.hand_sizes == tuple(len(h) for h in state.hands)
        if seat is None or seat != state.to_act:
            assert mine.legal == () and mine.drawn is None and mine.candidate is None
        else:
            assert {str(a) for a in mine.legal} == {str(a) for a in state.legal_actions()}
        for event in mine.events:
            assert event.to is None or event.to == seat or not event.cards
        data = mine.to_dict()
        assert data["hand"] == [CODES[c] for c in mine.hand]
        # the same view for a state that differs only in what this seat may not know
        other = shuffled_for(state, seat, rng)
        assert all_cards(other) == all_cards(state)
        changed += other.hands != state.hands or other.draw_pile != state.draw_pile
        assert view(other, seat) == mine
        assert view(other, seat).to_dict() == data
    return changed


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfg=match_settings(), rng_seed=st.integers(0, 2**31), every=st.integers(5, 20))
def test_views_depend_only_on_what_a_seat_may_know(cfg, rng_seed, every):
    """R81/R82 (and C-rules' visibility): permuting the other hands and the unseen draw-pile cards never
    changes a seat's or a spectator's view; a view holds only its own hand, and legal actions only for the
    seat to act."""
    cfg = dict(cfg)
    cfg["options"] = dict(cfg["options"], target_score=min(cfg["options"]["target_score"], 60))
    count = 0
    changed = 0

    def step(state, rng):
        nonlocal count, changed
        count += 1
        # views copy the round's events, so check a sample of steps: every ``every``-th, and the rarer
        # decisions where private cards are in play (the draft candidate, a challenge, a catch)
        rare = state.decision in (DRAFT, COLOR_CHOICE, CHALLENGE_CHOICE, CATCH_CHOICE) and count % 3 == 0
        if count % every == 0 or rare:
            changed += check_views(state, random.Random(rng.random()))

    _, final, _, _ = play_game(cfg, rng_seed, step, limit=800)
    changed += check_views(final, random.Random(0))
    assert changed, "the altered states really differed from the original"


# ---------------------------------------------------------------------------------------------- stateful


class RandomMatch(RuleBasedStateMachine):
    """Plays random legal actions (and some illegal ones) and checks card conservation as an invariant."""

    @initialize(cfg=match_settings())
    def setup(self, cfg):
        cfg = dict(cfg)
        cfg["options"] = dict(cfg["options"], target_score=min(cfg["options"]["target_score"], 40))
        self.cfg = cfg
        self.state = start(cfg)
        self.deck = deck_of(self.state)
        self.lines: list[str] = []

    @precondition(lambda self: not self.state.is_over)
    @rule(pick=st.integers(0, 10**6), repeat=st.integers(1, 60))
    def play(self, pick, repeat):
        rng = random.Random(pick)
        for _ in range(repeat):
            if self.state.is_over:
                break
            seat = self.state.to_act
            action = rng.choice(self.state.legal_actions())
            self.state.apply(action, seat)
            self.lines.append(f"{seat} {action}")
            check_conservation(self.state, self.deck)

    @precondition(lambda self: not self.state.is_over)
    @rule(pick=st.integers(0, 10**6))
    def try_illegal(self, pick):
        rng = random.Random(pick)
        before = snapshot(self.state)
        for text, seat in illegal_samples(self.state, rng):
            try:
                self.state.apply(text, seat)
            except IllegalActionError:
                pass
            else:  # pragma: no cover
                raise AssertionError(f"illegal action {text!r} accepted")
        assert snapshot(self.state) == before

    @precondition(lambda self: self.state.is_over)
    @rule()
    def finished(self):
        s = summary(self.state)
        assert s["to_act"] is None and s["match_over"] and s["legal"] == []
        try:
            self.state.apply("draw")
        except IllegalActionError as exc:
            assert exc.reason == "match_over"
        else:  # pragma: no cover
            raise AssertionError("an action after the match end was accepted")

    @invariant()
    def conservation(self):
        check_conservation(self.state, self.deck)

    @invariant()
    def someone_or_nobody_to_act(self):
        if self.state.is_over:
            assert self.state.to_act is None
        else:
            assert self.state.legal_actions()
            assert 0 <= self.state.to_act < self.state.players

    def teardown(self):
        if getattr(self, "lines", None) is not None:
            replayed = replay(record_of(self.state, self.lines))
            assert summary(replayed) == summary(self.state)


TestRandomMatch = RandomMatch.TestCase
TestRandomMatch.settings = settings(max_examples=20, stateful_step_count=30, deadline=None)
