"""The project's own documents stand alone and stay true: docs/rules.md carries every rule number as an anchor,
the rule numbers that tests cite exist, its option table is the engine's, and nothing points outside the
repository."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from unoduo.core.errors import OptionError
from unoduo.core.options import RULESETS, Options

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
RECORDS = ROOT / "docs" / "records.md"
# The original specification, only when UNODUO_SPEC_DIR names its folder (a clone never needs it).
SPEC_RULES = Path(os.environ["UNODUO_SPEC_DIR"]) / "RULES.md" if os.environ.get("UNODUO_SPEC_DIR") else None

EXPECTED_RULES = {f"R{n}" for n in range(1, 87)} | {f"C{n}" for n in range(1, 22)}
EXPECTED_EXAMPLES = {f"T{n}" for n in range(1, 15)}


def _anchors() -> set[str]:
    return set(re.findall(r'<a id="([RCT]\d+)"></a>', RULES.read_text(encoding="utf-8")))


def test_every_rule_and_example_has_exactly_one_anchor() -> None:
    text = RULES.read_text(encoding="utf-8")
    assert _anchors() == EXPECTED_RULES | EXPECTED_EXAMPLES
    for name in EXPECTED_RULES | EXPECTED_EXAMPLES:
        assert text.count(f'<a id="{name}"></a>') == 1, name


def test_every_link_to_a_rule_lands_on_an_anchor() -> None:
    for doc in (RULES, RECORDS):
        for target in re.findall(r"\]\(#([RCT]\d+)\)", doc.read_text(encoding="utf-8")):
            assert target in _anchors(), f"{doc.name} links to #{target}, which does not exist"


def test_rule_numbers_named_by_tests_exist() -> None:
    """``def test_R47_...`` and the like: every rule a test claims to check is a rule of docs/rules.md."""
    cited = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        cited |= set(re.findall(r"def test_([RC]\d+)_", path.read_text(encoding="utf-8")))
    assert len(cited) > 50
    assert cited <= EXPECTED_RULES, sorted(cited - EXPECTED_RULES)


def test_rule_numbers_match_the_spec_when_present() -> None:
    """Our rules keep the numbering of the original specification, checked whenever it sits beside the clone."""
    assert _anchors() >= EXPECTED_RULES
    if SPEC_RULES is not None and SPEC_RULES.is_file():
        spec_numbers = set(re.findall(r"^- \*\*([RC]\d+)\*\*", SPEC_RULES.read_text(encoding="utf-8"), re.MULTILINE))
        assert spec_numbers == EXPECTED_RULES


def _option_rows() -> list[tuple[str, str, list[str], str]]:
    rows = []
    for line in RULES.read_text(encoding="utf-8").splitlines():
        match = re.match(r"\| (duo|classic|both) \| `(\w+)` \| ([^|]+) \| `([^`]+)` \|", line)
        if match:
            where, name, values, default = match.groups()
            for ruleset in ("duo", "classic") if where == "both" else (where,):  # "both": the same in each
                rows.append((ruleset, name, re.findall(r"`([^`]+)`", values), default))
    return rows


def _json_value(text: str) -> object:
    import json

    return json.loads(text)


def test_option_table_is_the_engines() -> None:
    rows = _option_rows()
    for ruleset in RULESETS:
        defaults = Options.for_ruleset(ruleset).of(ruleset)
        documented = {name: _json_value(default) for rs, name, _, default in rows if rs == ruleset}
        assert documented == defaults, ruleset


@pytest.mark.parametrize("row", _option_rows(), ids=lambda row: f"{row[0]}-{row[1]}")
def test_every_documented_option_value_is_accepted(row: tuple[str, str, list[str], str]) -> None:
    ruleset, name, values, _ = row
    if values:
        for value in values:
            parsed = _json_value(value)
            assert Options.for_ruleset(ruleset, {name: parsed}).of(ruleset)[name] == parsed
    else:  # "integer >= 1" or "integer LOW to HIGH": the bounds are accepted, one past them is not
        text = RULES.read_text(encoding="utf-8")
        bounds = re.search(rf"\| `{name}` \| integer (\d+) to (\d+) \|", text)
        low, high = (int(bounds.group(1)), int(bounds.group(2))) if bounds else (1, None)
        for good in (low, high):
            if good is not None:
                assert Options.for_ruleset(ruleset, {name: good}).of(ruleset)[name] == good
        for bad in (low - 1, None if high is None else high + 1):
            if bad is not None:
                with pytest.raises(OptionError):
                    Options.for_ruleset(ruleset, {name: bad})


def test_records_doc_has_its_sections() -> None:
    text = RECORDS.read_text(encoding="utf-8")
    for heading in ("## Card codes", "## Actions", "## Game records (JSON)", "## Random outcomes",
                    "## The replay contract"):
        assert heading in text, heading


# The neighbour folder's name, assembled so that this file does not spell it either.
_NEIGHBOUR = "sha" + "red"
NEIGHBOUR_NAMES = ("../" + _NEIGHBOUR, f'"{_NEIGHBOUR}"', f"/work/{_NEIGHBOUR}")


def test_nothing_in_the_repository_needs_a_folder_beside_it() -> None:
    """README, docs, code and tests never send a reader or a program to a folder beside the repository (the
    specification is compared only where UNODUO_SPEC_DIR names it); this test spells the names it looks for."""
    allowed: set[Path] = set()
    paths = [ROOT / "README.md", *(ROOT / "docs").rglob("*.md"), *(ROOT / "unoduo").rglob("*.py"),
             *(ROOT / "unoduo").rglob("*.js"), *(ROOT / "tests").rglob("*.py"), *(ROOT / "scripts").rglob("*"),
             *(ROOT / "bench").rglob("*.py"), *(ROOT / ".ci").rglob("*")]
    offenders = []
    for path in paths:
        if path.is_file() and path not in allowed:
            text = path.read_text(encoding="utf-8", errors="replace")
            if any(needle in text for needle in NEIGHBOUR_NAMES):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
