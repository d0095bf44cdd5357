"""numba's on-disk cache of the fast lane follows the files a kernel depends on (unoduo.fast.caching).

numba alone reuses a cached kernel while its own file is unchanged, even when a kernel it calls (in another
file) changed: the cached copy goes on returning the old result. These tests show that hazard on a plain
``njit(cache=True)`` kernel, and that a ``cached_njit`` kernel compiles again, in separate processes sharing
one cache directory as successive runs of a program do.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from unoduo.fast import engine, lab, search
from unoduo.fast.caching import ENGINE_SOURCES, sources_stamp

pytestmark = pytest.mark.xdist_group("numba")

_DEPENDENCY = """
from numba import njit

@njit(cache=True)
def value():
    return {value}
"""

_USER = """
from pathlib import Path

from numba import njit

from unoduo.fast.caching import cached_njit

from . import dependency

@njit(cache=True)
def plain():
    return dependency.value()

@cached_njit(depends=[Path(__file__).with_name("dependency.py")])
def followed():
    return dependency.value()
"""

_RUN = "from kernels.user import followed, plain; print(plain(), followed(), sum(followed.stats.cache_hits.values()))"


def _run(root: Path) -> tuple[int, int, int]:
    env = {**os.environ, "NUMBA_CACHE_DIR": str(root / "cache"), "PYTHONPATH": os.pathsep.join([str(root), *sys.path])}
    out = subprocess.run([sys.executable, "-c", _RUN], cwd=root, env=env, capture_output=True, text=True, check=True)
    plain, followed, hits = (int(word) for word in out.stdout.split())
    return plain, followed, hits


def test_a_change_to_a_dependency_compiles_a_followed_kernel_again(tmp_path: Path) -> None:
    package = tmp_path / "kernels"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "dependency.py").write_text(textwrap.dedent(_DEPENDENCY.format(value=1)))
    (package / "user.py").write_text(textwrap.dedent(_USER))

    assert _run(tmp_path) == (1, 1, 0), "first run: compiled"
    assert _run(tmp_path) == (1, 1, 1), "second run: both loaded from the cache"

    (package / "dependency.py").write_text(textwrap.dedent(_DEPENDENCY.format(value=2)))
    plain, followed, hits = _run(tmp_path)
    assert plain == 1, "numba alone keeps the stale kernel (the hazard this module exists for)"
    assert (followed, hits) == (2, 0), "the followed kernel was compiled again, with the new dependency"
    assert _run(tmp_path)[1:] == (2, 1), "and is cached again"


def test_every_cached_kernel_of_the_fast_lane_carries_the_engine_sources_stamp() -> None:
    stamp = sources_stamp(ENGINE_SOURCES)
    kernels = [engine.apply, engine.legal, engine.run_rounds, engine.legal_mask, engine._apply, engine._shuffle,
               search.play_out, lab._play_deals]
    for kernel in kernels:
        own, followed = kernel._cache._cache_file._source_stamp
        assert followed == stamp, kernel
        assert own == kernel._cache._impl.locator.get_source_stamp(), "numba's own stamp of the kernel's file is kept"


def test_the_stamp_changes_with_any_file_and_with_their_order(tmp_path: Path) -> None:
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("x = 1\n")
    b.write_text("y = 2\n")
    before = sources_stamp([a, b])
    assert sources_stamp([a, b]) == before
    assert sources_stamp([b, a]) != before
    b.write_text("y = 3\n")
    assert sources_stamp([a, b]) != before


def test_the_rl_kernels_also_follow_their_observation_layout_and_action_table() -> None:
    from unoduo.rl import vector

    rl = Path(vector.__file__).resolve().parent
    stamp = sources_stamp((*ENGINE_SOURCES, rl / "observation.py", rl / "actions.py", rl / "game.py"))
    for kernel in (vector._observe_all, vector._reset_all, vector._check):
        assert kernel._cache._cache_file._source_stamp[1] == stamp, kernel


def test_compile_progress_reports_each_kernel_numba_compiles_once_and_nothing_after() -> None:
    from numba import njit

    from unoduo.fast.caching import compile_progress

    @njit
    def inner(x: int) -> int:
        return x + 1

    @njit
    def outer(x: int) -> int:
        return inner(x) * 2

    reported: list[str] = []
    with compile_progress(reported.append):
        assert outer(1) == 4
        assert outer(2) == 6
    assert reported == ["outer"], "one line for the kernel called (its callee compiles inside it)"
    with compile_progress(reported.append):
        assert outer(3) == 8
    assert reported == ["outer"], "compiled kernels report nothing"
    outer(2.5)
    assert reported == ["outer"], "outside the block nothing is reported"
