"""numba's on-disk cache, told which other files a compiled kernel depends on.

numba reuses a cached kernel while the file that defines it is unchanged: its cache index holds that one
file's hash. But a kernel holds compiled copies of the kernels it calls and the module constants it reads
(engine.py's kernels, codes.py's action codes, the core's card tables), which may live in other files. After
a change to one of those, a cached kernel from before would go on running the old rules, with no error. So
every cached kernel of the fast lane (``unoduo.fast``, ``unoduo.rl.vector``) is made with :func:`cached_njit`,
which adds the hash of the files it depends on to the stamp numba compares: a change to any of them compiles
it again. ``tests/fast/test_caching.py`` checks that, by changing a dependency between two processes.

Where the cache lives is numba's choice: ``NUMBA_CACHE_DIR`` when set, else ``__pycache__`` beside the package
when that is writable (an editable or a user install), else numba's user-wide cache folder (``~/.cache/numba``
on Linux: a read-only system install). Each kernel is compiled the first time a call needs it, so a run compiles
only what it uses; :func:`compile_progress` tells a command line when that happens.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from numba import njit
from numba.core import event

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
    if _interpreting:
        return _as_python
    stamp = sources_stamp(depends)
    compile_ = njit(cache=True, **options)

    def decorate(function: Callable[..., Any]) -> Any:
        return depend_on(compile_(function), stamp)

    return decorate


_interpreting = False


def _as_python(function: Callable[..., Any]) -> Callable[..., Any]:
    return function


def load_interpreted(module_name: str) -> ModuleType:
    """A second, private copy of the fast-lane module ``module_name`` whose kernels are the plain Python functions
    of its source, calling one another: the very code numba compiles, run by the interpreter (about 25 us a
    decision against 0.1 us compiled), with no compile at all. Each call makes a fresh copy (it is not put in
    ``sys.modules``). Run its kernels under ``numpy.errstate(over="ignore")``: the generators' 64-bit products
    wrap on purpose, as they do compiled."""
    global _interpreting
    spec = importlib.util.find_spec(module_name)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module {module_name}")
    module = importlib.util.module_from_spec(spec)
    _interpreting = True
    try:
        spec.loader.exec_module(module)
    finally:
        _interpreting = False
    return module


class CompileRefused(RuntimeError):
    """A kernel was about to be compiled inside :func:`refuse_compiles`: its cache does not hold it."""


@contextmanager
def refuse_compiles() -> Iterator[None]:
    """Within the block, a call of a kernel that numba would compile (its cache lacks it) raises
    :class:`CompileRefused` before anything runs or changes; kernels loaded from the cache run as usual. numba
    loads a cached kernel before it announces a compile (the ``numba:compile`` event), so the refusal costs
    nothing on a warm cache."""

    class _Refuse(event.Listener):
        def on_start(self, ev: event.Event) -> None:
            raise CompileRefused(_kernel_name(ev))

        def on_end(self, ev: event.Event) -> None:
            pass

    with _listening(_Refuse()):
        yield


@contextmanager
def compile_progress(report: Callable[[str], None]) -> Iterator[None]:
    """Within the block, ``report(name)`` as numba starts compiling a kernel its cache does not hold (the
    kernels it calls are compiled inside that one and not reported): a command line's progress line for the
    first run after an install or a change to the engine. A kernel loaded from the cache reports nothing."""
    depth = 0

    class _Listener(event.Listener):
        def on_start(self, ev: event.Event) -> None:
            nonlocal depth
            if depth == 0:
                report(_kernel_name(ev))
            depth += 1

        def on_end(self, ev: event.Event) -> None:
            nonlocal depth
            depth -= 1

    with _listening(_Listener()):
        yield


def _kernel_name(ev: event.Event) -> str:
    """The name of the kernel a ``numba:compile`` event is about."""
    return str(getattr(getattr(ev.data.get("dispatcher"), "py_func", None), "__name__", "kernel"))


@contextmanager
def _listening(listener: event.Listener) -> Iterator[None]:
    """``listener`` hears numba's compile events within the block."""
    event.register("numba:compile", listener)  # type: ignore[no-untyped-call]
    try:
        yield
    finally:
        event.unregister("numba:compile", listener)  # type: ignore[no-untyped-call]
