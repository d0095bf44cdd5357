import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from unoduo.i18n import set_language

sys.path.insert(0, str(Path(__file__).parent))

# Bytecode is written even where PYTHONDONTWRITEBYTECODE is set (some images set it): without it every pytest-xdist
# worker rewrites the asserts of every test module again (a third of collection's CPU), and each of the hundreds
# of Python processes the suite starts (servers, CLI runs, bot and coach workers) compiles unoduo from source. The
# files go to the __pycache__ folders that .gitignore leaves out; the workers and subprocesses inherit the setting.
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None) is not None:
    sys.dont_write_bytecode = False


#: Whole folders and modules whose every test is ``slow`` (the quick loop ``-m "not slow"`` leaves them out): each
#: test drives Chromium against a server process, or starts, kills and restarts server processes, Ray or the
#: terminal app, and takes seconds even when nothing is wrong. Single slow tests elsewhere carry the marker.
SLOW_PATHS = (
    "tests/browser/",
    "tests/web/cluster/",
    "tests/web/test_kill.py",
    "tests/sim/test_ray_backend.py",
    "tests/tui/test_tui_app.py",
)

#: The pytest-xdist group of the tests that compile the numba fast lane: on a cold cache their first call
#: compiles for tens of seconds, so they are ``slow`` too.
SLOW_GROUPS = ("numba",)

ROOT = Path(__file__).resolve().parent.parent


def _is_slow(item: pytest.Item) -> bool:
    path = Path(item.path).resolve().relative_to(ROOT).as_posix()
    if path.startswith(SLOW_PATHS):
        return True
    return any(mark.args and mark.args[0] in SLOW_GROUPS for mark in item.iter_markers("xdist_group"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the slow folders and groups, then run the browser tests last: Playwright's sync API keeps an event
    loop running in the main thread for the rest of the session, and the asyncio-based tests (terminal game,
    storage) cannot start their own after it.

    Within each part the tests marked ``slow`` come first: with pytest-xdist, a minute-long test handed out
    last keeps one worker busy while the others have nothing left to do."""
    for item in items:
        if _is_slow(item):
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: (Path(item.path).parts[-2:-1] == ("browser",), item.get_closest_marker("slow") is None))


@pytest.fixture(autouse=True)
def _language_reset_after_each_test() -> Iterator[None]:
    """The command line sets the process's language (``unoduo.cli.main`` calls ``set_language``): a test that
    runs it in Malayalam must not leave the next test of its worker translating into Malayalam."""
    yield
    set_language(None)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print why each test that passed only on a rerun (``--reruns``) failed first: ``-rR`` names them, and
    without the reason a flaky test in CI's log cannot be told from a slow machine."""
    reports = terminalreporter.stats.get("rerun", [])
    if not reports:
        return
    terminalreporter.section("why tests were run again")
    for report in reports:
        terminalreporter.write_line(f"--- {report.nodeid} ({report.when})")
        terminalreporter.write_line(str(report.longrepr)[-4000:])
