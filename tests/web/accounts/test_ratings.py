"""Rating updates: Glicko-2 against Glickman's published example, openskill for classic tables, finishing
ranks, and bots' fixed ratings."""

from __future__ import annotations

import pytest

from unoduo.web.accounts import ratings
from unoduo.web.accounts.ratings import Seat, Skill


def test_glicko2_matches_glickmans_published_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2012): 1500/200 (volatility 0.06) beats 1400/30 and loses to
    1550/100 and 1700/300 in one period -> 1464.06 / 151.52, volatility 0.05999 (the paper rounds its
    intermediate values, hence the small tolerance)."""
    player = Skill(1500, 200, 0.06)
    opponents = [(Skill(1400, 30), 1.0), (Skill(1550, 100), 0.0), (Skill(1700, 300), 0.0)]
    after = ratings.glicko2_update(player, opponents)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.02)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)
    assert after.games == 3


def test_a_duo_match_moves_two_new_players_symmetrically() -> None:
    new = ratings.new_skill("duo")
    winner, loser = ratings.rate_duo(new, new, 1.0)
    assert winner.rating - 1500 == pytest.approx(1500 - loser.rating)
    assert winner.rating > 1600 and winner.deviation < 350 and winner.games == 1
    drawn, _ = ratings.rate_duo(new, new, 0.5)
    assert drawn.rating == pytest.approx(1500)


def test_an_upset_moves_ratings_more_than_an_expected_result() -> None:
    strong, weak = Skill(1800, 60), Skill(1400, 60)
    expected = ratings.rate_duo(strong, weak, 1.0)[0].rating - strong.rating
    upset = strong.rating - ratings.rate_duo(strong, weak, 0.0)[0].rating
    assert 0 < expected < upset


def test_openskill_rates_a_classic_table_in_finishing_order() -> None:
    new = ratings.new_skill("classic")
    after = ratings.rate_classic([new] * 4, [0, 1, 2, 3])
    mus = [s.rating for s in after]
    assert mus == sorted(mus, reverse=True) and mus[0] > 25 > mus[3]
    assert all(s.deviation < new.deviation and s.games == 1 for s in after)
    tied = ratings.rate_classic([new] * 3, [0, 1, 1])
    assert tied[1].rating == pytest.approx(tied[2].rating)


@pytest.mark.parametrize(
    ("scores", "winner", "ranks"),
    [
        ([10, 250], 1, [1, 0]),
        ([0, 0], None, [0, 0]),
        ([500, 120, 120, 30], 0, [0, 1, 1, 3]),
        ([180, 510, 200], 1, [2, 0, 1]),
        ([300, 300, 10], 1, [1, 0, 2]),  # the winner is first even when another seat has as many points
    ],
)
def test_finishing_ranks(scores: list[int], winner: int | None, ranks: list[int]) -> None:
    assert ratings.finishing_ranks(scores, winner) == ranks


def test_in_duo_the_lower_total_ranks_first() -> None:
    assert ratings.finishing_ranks([205, 120], 1, higher_is_better=False) == [1, 0]
    assert ratings.finishing_ranks([90, 90], None, higher_is_better=False) == [0, 0]
    account, other = Seat("a", ratings.new_skill("duo")), Seat("b", ratings.new_skill("duo"))
    after = ratings.rate_table("duo", [account, other], [0, 23], 0)
    assert after[0].rating > 1500 > after[1].rating


def test_bots_keep_their_fixed_rating() -> None:
    account = Seat("a1", ratings.new_skill("duo"))
    bot = Seat(None, ratings.bot_skill("duo", "hard"))
    after = ratings.rate_table("duo", [account, bot], [0, 10], 1)
    assert after[1] == bot.skill and after[0].rating < 1500
    classic = [Seat(None, ratings.bot_skill("classic", "easy")), Seat("a1", ratings.new_skill("classic")),
               Seat(None, ratings.bot_skill("classic", "expert"))]
    after = ratings.rate_table("classic", classic, [0, 500, 0], 1)
    assert after[0] == classic[0].skill and after[2] == classic[2].skill and after[1].rating > 25
    for level, public in ratings.BOT_RATINGS.items():
        for system in ratings.SYSTEMS:
            assert ratings.describe(system, ratings.bot_skill(system, level))["rating"] == public


def test_ratings_are_provisional_until_the_deviation_is_small() -> None:
    assert ratings.describe("duo", ratings.new_skill("duo"))["provisional"] is True
    assert ratings.describe("duo", Skill(1600, 80))["provisional"] is False
    assert ratings.describe("classic", ratings.new_skill("classic")) == {
        "rating": 1500, "deviation": 400, "games": 0, "provisional": True}


def test_the_nearest_bot_fills_a_table() -> None:
    assert ratings.nearest_bot("duo", 1000) == "easy"
    assert ratings.nearest_bot("duo", 1510) == "medium"
    strongest = max(ratings.BOT_RATINGS.values())
    assert ratings.BOT_RATINGS[ratings.nearest_bot("duo", 2400)] == strongest
    assert ratings.nearest_bot("duo", strongest) == next(
        level for level, rating in ratings.BOT_RATINGS.items() if rating == strongest), "the cheaper of equals"
