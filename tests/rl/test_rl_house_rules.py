"""The RL encoding covers the plain rules: an environment with a house rule (docs/rules.md H1-H13) is refused."""

from __future__ import annotations

import pytest

from unoduo.rl.game import Settings


@pytest.mark.parametrize(("ruleset", "options"), [("duo", {"seven_o": True}), ("classic", {"stack_draw4": True}),
                                                  ("duo", {"draw_until_playable": True})])
def test_house_rules_are_refused_by_name(ruleset: str, options: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="house rules " + next(iter(options))):
        Settings.make(ruleset, 2, options)


def test_classic_draw_until_playable_is_no_house_rule() -> None:
    assert Settings.make("classic", 2, {"draw_until_playable": True}).options == {"draw_until_playable": True}
