"""The new-game menu's presets, short labels and groups (unoduo.present.options): each preset is a valid set of
options for the core, each option has a short label in every language, and the groups follow the rulesets."""

from __future__ import annotations

import pytest

from unoduo.core.options import CLASSIC, DUO, Options, option_specs
from unoduo.present import Message, option_groups, options_schema, presets_schema, render
from unoduo.present.options import SHORT_LABELS

LANGUAGES = ("en", "ml", "kn", "ur")


@pytest.mark.parametrize("preset", presets_schema(), ids=lambda preset: preset["id"])
@pytest.mark.parametrize("ruleset", [DUO, CLASSIC])
def test_each_preset_validates_in_the_core(preset: dict, ruleset: str) -> None:
    given = preset["options"][ruleset]
    options = Options.for_ruleset(ruleset, given)  # raises OptionError for an unknown name or a bad value
    assert options.non_default(ruleset) == given  # every value it sets differs from the default: none is idle


def test_the_presets_are_official_family_quick_custom() -> None:
    presets = {preset["id"]: preset for preset in presets_schema()}
    assert list(presets) == ["official", "family", "quick", "custom"]
    assert presets["official"]["options"] == {DUO: {}, CLASSIC: {}}
    for ruleset in (DUO, CLASSIC):
        family = presets["family"]["options"][ruleset]
        assert family["seven_o"] and family["jump_in"] and family["stack_draw4"]
        assert presets["quick"]["options"][ruleset] == {"target_score": 100}
    assert presets["family"]["options"][CLASSIC]["stack_draw2"]
    for preset in presets.values():
        for language in LANGUAGES[1:]:
            for key in ("label", "summary"):
                text = Message.from_json(preset[key])
                assert render(text, language) != render(text, "en"), (preset["id"], key, language)


@pytest.mark.parametrize("ruleset", [DUO, CLASSIC])
def test_every_option_has_a_short_label_and_short_choices(ruleset: str) -> None:
    for option in options_schema(ruleset):
        english = render(Message.from_json(option["label"]), "en")
        assert len(english) <= 36, english  # a line of a 390 px phone
        assert len(english) < len(render(Message.from_json(option["description"]), "en"))
        for language in LANGUAGES[1:]:
            assert render(Message.from_json(option["label"]), language) != english
        for choice in option.get("choices", []):
            label = render(Message.from_json(choice["label"]), "en")
            assert len(label) <= 36, label
            for language in LANGUAGES[1:]:
                assert render(Message.from_json(choice["label"]), language) != label
    assert set(SHORT_LABELS) == {spec.name for r in (DUO, CLASSIC) for spec in option_specs(r)}


def test_the_groups_split_the_rulesets() -> None:
    duo = {option["name"]: option["group"] for option in options_schema(DUO)}
    classic = {option["name"]: option["group"] for option in options_schema(CLASSIC)}
    assert duo["extra_cards"] == duo["reverse_as_skip"] == duo["wd4_illegal_if"] == DUO
    assert classic["stack_draw2"] == CLASSIC
    assert duo["target_score"] == classic["target_score"] == "both"
    assert duo["seven_o"] == classic["jump_in"] == "house"
    for ruleset, groups in ((DUO, duo), (CLASSIC, classic)):
        order = [group["id"] for group in option_groups(ruleset)]
        assert order == [ruleset, "both", "house"]
        # The menu lists the options group by group.
        listed = [groups[option["name"]] for option in options_schema(ruleset)]
        assert listed == sorted(listed, key=order.index)
