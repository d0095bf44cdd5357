"""``unoduo play --list-options``: the terminal game offers every rule option, house rules included, from the
option table (unoduo.core.options), never from a list of its own."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.core.options import option_specs

runner = CliRunner()


@pytest.mark.parametrize("ruleset", ["duo", "classic"])
def test_every_option_is_listed_with_its_values(ruleset: str) -> None:
    result = runner.invoke(app, ["play", "--ruleset", ruleset, "--list-options", "--lang", "en"])
    assert result.exit_code == 0, result.output
    listed = [line.split(" ", 1)[0] for line in result.output.splitlines() if not line.startswith(" ")]
    assert listed == [spec.name for spec in option_specs(ruleset)]
    assert 'wd4_mode ("challenge", "no_bluff", "no_challenge"; default "challenge")' in result.output
    assert '    "no_bluff": only when no other card can be played; no challenge' in result.output


def test_the_list_is_translated() -> None:
    result = runner.invoke(app, ["play", "--ruleset", "duo", "--list-options", "--lang", "ml"])
    assert result.exit_code == 0 and "seven_o" in result.output and "സെവൻ-ഓ" in result.output


def test_an_unknown_ruleset_is_refused() -> None:
    result = runner.invoke(app, ["play", "--ruleset", "triple", "--list-options"])
    assert result.exit_code == 2 and "unknown ruleset" in result.output
