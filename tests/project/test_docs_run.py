"""Documentation that runs: README's Python examples execute, every ``unoduo ...`` command line in README's shell
blocks parses (options and values checked by the real command, nothing run), and the doctests of the core
(and of the statistics helpers) pass."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import shlex
from pathlib import Path
from types import ModuleType

import pytest
import typer

import unoduo.core
from unoduo.cli.main import app

try:  # recent Typer versions carry their own copy of Click
    from typer._click.exceptions import UsageError
except ImportError:  # pragma: no cover - older Typer on Click
    from click.exceptions import UsageError

README = Path(__file__).resolve().parents[2] / "README.md"


def _blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```", README.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL)


def test_readme_has_examples() -> None:
    assert len(_blocks("python")) >= 2 and len(_blocks("sh")) >= 3


@pytest.mark.parametrize("index", range(len(_blocks("python"))))
def test_readme_python_block_runs(index: int) -> None:
    code = _blocks("python")[index]
    exec(compile(code, f"README.md python block {index + 1}", "exec"), {"__name__": "readme_example"})


def _command_lines() -> list[str]:
    """Each ``unoduo ...`` command of README's shell blocks, without its comment (``&&`` chains are split)."""
    lines = []
    for block in _blocks("sh"):
        for line in block.splitlines():
            for part in line.split("&&"):
                part = part.split("  #", 1)[0].strip()
                if part.startswith("unoduo "):
                    lines.append(part)
    return lines


def test_readme_names_commands() -> None:
    assert {line.split()[1] for line in _command_lines()} >= {"serve", "replay", "selfplay", "tournament"}


@pytest.mark.parametrize("line", _command_lines())
def test_readme_command_line_parses(line: str) -> None:
    """Parsed exactly as the command would parse it: an unknown option, a missing value or a value of the wrong
    type fails here."""
    group = typer.main.get_command(app)
    context = group.context_class(group, info_name="unoduo")
    name, *rest = shlex.split(line)[1:]
    if name.startswith("-"):  # an option of unoduo itself (``--version``), which acts as soon as it is parsed
        assert rest == [] and name in {option for param in group.params for option in param.opts}
        return
    command = group.get_command(context, name)
    assert command is not None, f"no command {name!r}"
    with command.make_context(name, rest, parent=context) as parsed:
        assert parsed.params  # the options were parsed into values


def test_a_wrong_readme_command_would_fail() -> None:
    """The parser used above does reject what the real command rejects."""
    with pytest.raises(UsageError, match="matchez"):
        test_readme_command_line_parses("unoduo tournament --agents a,b --matchez 4")
    with pytest.raises(UsageError, match="integer"):
        test_readme_command_line_parses("unoduo selfplay --seed seven")
    with pytest.raises(UsageError, match="agents"):
        test_readme_command_line_parses("unoduo tournament --matches 4")


def _modules_with_doctests() -> list[ModuleType]:
    core = [unoduo.core] + [importlib.import_module(f"unoduo.core.{info.name}")
                            for info in pkgutil.iter_modules(unoduo.core.__path__)]
    return core + [importlib.import_module("unoduo.sim.stats"), importlib.import_module("unoduo.sim.tournament")]


@pytest.mark.parametrize("module", _modules_with_doctests(), ids=lambda module: module.__name__)
def test_doctests(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0


def test_the_core_has_doctests() -> None:
    """The examples in ``unoduo.core``'s docstring are checked by the test above (it must find some)."""
    finder = doctest.DocTestFinder()
    examples = sum(len(test.examples) for module in _modules_with_doctests()[:-2] for test in finder.find(module))
    assert examples >= 6
