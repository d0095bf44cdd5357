"""The core's rule helpers that bots share with the engine (unoduo.core.rules), table-driven."""

from __future__ import annotations

import pytest

from unoduo.core import Event, Options, cards
from unoduo.core.cards import COLORS, Card
from unoduo.core.rules import color_before, deck_in_use, favourite_color, wd4_illegal, wd4_test, wd4_witnesses


@pytest.mark.parametrize(
    ("rest", "top", "color", "test", "illegal"),
    [
        # R47 color_match: only a card of the active color makes it illegal.
        ("R2 B5", "R8", "R", "color_match", True),
        ("B8 W", "R8", "R", "color_match", False),  # a matching number of another color does not count
        # any_nonwild_playable: any playable card that is not wild.
        ("B8", "R8", "R", "any_nonwild_playable", True),
        ("W B5", "R8", "R", "any_nonwild_playable", False),
        # any_playable: wild cards count too.
        ("W B5", "R8", "R", "any_playable", True),
        ("W+4", "R8", "R", "any_playable", True),
        ("B5 G1", "R8", "R", "any_playable", False),
        # on a wild top card only the named color matches (R4)
        ("G3", "W", "G", "any_nonwild_playable", True),
        ("Y3", "W", "G", "any_nonwild_playable", False),
    ],
)
def test_R47_wild_draw4_legality(rest: str, top: str, color: str, test: str, illegal: bool) -> None:
    top_card, active = Card.parse(top), COLORS.index(color)
    assert wd4_illegal(cards(rest), top_card, active, test) is illegal
    assert any(c in wd4_witnesses(top_card, active, test) for c in cards(rest)) is illegal


def test_C13_classic_always_tests_the_color_and_duo_follows_its_option() -> None:
    assert wd4_test("classic", Options.for_ruleset("classic")) == "color_match"
    assert wd4_test("duo", Options.for_ruleset("duo", {"wd4_illegal_if": "any_playable"})) == "any_playable"
    assert wd4_test("duo", {"wd4_illegal_if": "any_nonwild_playable"}) == "any_nonwild_playable"
    assert wd4_test("duo", {}) == "color_match"


def test_the_color_before_an_event_is_read_from_public_events() -> None:
    play = [Event("play", 0, (Card.parse("W"),), 1, None, 2), Event("play", 1, (Card.parse("W+4"),), 1, None, 0)]
    assert color_before(play, 1, Card.parse("W")) == 2  # the W named green
    assert color_before(play, 1, Card.parse("B7")) == 3  # a colored top card gives its color
    named = [Event("color", 0, (), 0, None, 1), Event("play", 1, (Card.parse("W+4"),), 1, None, 0)]
    assert color_before(named, 1, Card.parse("W")) == 1  # a turned-up wild's named color (R26)
    assert color_before([], 0, Card.parse("W")) is None


@pytest.mark.parametrize(("hand", "color"), [("R1 B2 B3 W", 3), ("W W+4", 0), ("Y1 G1", 1), ("G5 G6 R1", 2)])
def test_the_favourite_color_is_the_one_held_most(hand: str, color: int) -> None:
    assert favourite_color(cards(hand)) == color


def test_R1_C1_the_deck_in_use() -> None:
    assert len(deck_in_use("duo", {})) == 108 and len(deck_in_use("classic", {"extra_cards": "as_wild"})) == 108
    assert len(deck_in_use("duo", Options.for_ruleset("duo", {"extra_cards": "as_wild"}))) == 112
