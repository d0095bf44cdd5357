import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from unoduo.i18n import set_language

sys.path.insert(0, str(Path(__file__).parent))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the browser tests last: Playwright's sync API keeps an event loop running in the main thread for the
    rest of the session, and the asyncio-based tests (terminal game, storage) cannot start their own after it.

    Within each part the tests marked ``slow`` come first: with pytest-xdist, a minute-long test handed out
    last keeps one worker busy while the others have nothing left to do."""
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
