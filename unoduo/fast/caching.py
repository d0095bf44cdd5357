"""numba's on-disk cache, told which other files a compiled kernel depends on.

numba reuses a cached kernel while the file that defines it is unchanged: its cache index holds that one
file's hash. But a kernel holds compiled copies of the kernels it calls and the module constants it reads
(engine.py's kernels, codes.py's action codes, the core's card tables), which may live in other files. After
a change to one of those, a cached kernel from before would go on running the old rules, with no error. So
every cached kernel of the fast lane (``unoduo.fast``, ``unoduo.rl.vector``) is made with :func:`cached_njit`,
which adds the hash of the files it depends on to the stamp numba compares: a change to any of them compiles
it again. ``tests/fast/test_caching.py`` checks that, by changing a dependency between two processes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from numba import njit

#: The files every kernel of the fast lane depends on: the engine's kernels and constants, and the core's
#: card tables, action kinds and state constants that codes.py and engine.py copy into compiled code.
_FAST = Path(__file__).resolve().parent
_CORE = _FAST.parent / "core"
ENGINE_SOURCES: tuple[Path, ...] = (
    _FAST / "engine.py", _FAST / "codes.py", _CORE / "cards.py", _CORE / "actions.py", _CORE / "state.py",
)


def sources_stamp(files: Iterable[Path | str]) -> str:
    """One SHA-256 over the names and contents of ``files``, in the order given."""
    digest = hashlib.sha256()
    for item in files:
        path = Path(item)
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def depend_on(dispatcher: Any, stamp: str) -> Any:
    """Make numba's cache of ``dispatcher`` (``njit(cache=True)``) stale whenever ``stamp`` changes.

    numba keeps the stamp of the kernel's own file in its cache index and drops the index when it differs;
    the stamp becomes that stamp and ``stamp`` together. This uses numba's cache internals
    (``Dispatcher._cache._cache_file._source_stamp``): a numba that has none raises here at import, rather than
    caching stale kernels.
    """
    cache_file = dispatcher._cache._cache_file
    cache_file._source_stamp = (cache_file._source_stamp, stamp)
    return dispatcher


def cached_njit(
    *, depends: Iterable[Path | str] = ENGINE_SOURCES, **options: Any
) -> Callable[[Callable[..., Any]], Any]:
    """``numba.njit(cache=True, **options)`` whose cache also depends on the files ``depends``."""
    stamp = sources_stamp(depends)
    compile_ = njit(cache=True, **options)

    def decorate(function: Callable[..., Any]) -> Any:
        return depend_on(compile_(function), stamp)

    return decorate
