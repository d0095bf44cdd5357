"""The fast lane's first call on an empty numba cache: the job starts at once with its kernels run by the
interpreter, while a background process compiles them into numba's cache; once that process is done the job goes
on compiled from where it stands, and every later call loads the cache (docs/fast.md, "The first call").

The interpreted kernels are the compiled kernels' own source (:func:`unoduo.fast.caching.load_interpreted`)
working on the same arrays, so a job plays the same games, to the same statistics, whichever of the two ran
which part of it. A small job (``unoduo simulate --rounds 1000``: about 2 s interpreted) ends before the
compile does; a large one plays in Python for the compile's length, then at full speed.

``python -m unoduo.fast.warmup JOB...`` is the background process: it compiles the kernels of each named job
(:data:`JOBS`) by playing a one-round job, holding a lock file that tells other calls a compile is under way.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import IO, Any, Final

import numpy as np

from unoduo.core import Options

from . import engine as E
from .caching import ENGINE_SOURCES, CompileRefused, compile_progress, load_interpreted, refuse_compiles, sources_stamp
from .options import fast_options

#: What a background compile can prepare: ``simulate`` (seed_lanes, reset_lanes, run_rounds) and ``records``
#: (run_matches with its log: ``unoduo simulate --records``).
JOBS: Final = ("simulate", "records")
#: Rounds (or matches) per interpreted call: how often the job looks whether the compile is done.
INTERPRETED_ROUNDS: Final = 200
#: What a background compile of ``simulate``'s kernels is expected to take (wall seconds, on a 2-core machine):
#: a job whose rest would take longer interpreted waits for the compile instead of playing meanwhile.
COMPILE_SECONDS: Final = 60.0


class Kernels:
    """The kernels one job calls, compiled when numba's cache holds them, else interpreted while a background
    process compiles them (:func:`start_compile`). ``report(event, kernel)`` is told when the job starts
    interpreted (``"interpreted"``), when it goes on compiled (``"compiled"``) and when numba compiles a kernel in
    this process after all (``"compiling"``: the background compile could not fill the cache), and when the job
    waits for the compile (``"waiting"``). Call kernels through :meth:`call`; size the work of each call with
    :meth:`share`, having said how much work the job has with :meth:`expect`.

    A job whose rest would take longer interpreted (at the rate its interpreted parts ran) than the compile
    has left (:data:`COMPILE_SECONDS` after it started) waits for the compile rather than play meanwhile: the
    CPU that playing in Python costs buys little time then.
    """

    def __init__(self, jobs: tuple[str, ...], report: Callable[[str, str], None] | None = None) -> None:
        self.jobs = jobs
        self.report = report or (lambda event, kernel: None)
        self.mode = "check"  # check: compiled if cached; interpreted: while compiling; compiled
        self._python: ModuleType | None = None
        self._compile: subprocess.Popen[bytes] | None = None
        self._compile_started = 0.0
        self._left = 0  # rounds the job has still to play (expect)
        self._part: tuple[float, int] | None = None  # the interpreted part under way: its start, its rounds

    @property
    def interpreted(self) -> bool:
        return self.mode == "interpreted"

    def expect(self, rounds: int) -> None:
        """The job plays ``rounds`` rounds in all (through :meth:`share`)."""
        self._left = rounds

    def share(self, remaining: int) -> int:
        """How much of ``remaining`` rounds (of this call's block) the next call should play."""
        now = time.perf_counter()
        rate = 0.0
        if self._part is not None:
            start, rounds = self._part
            self._left -= rounds
            rate = rounds / max(now - start, 1e-9)
            self._part = None
        if not self.interpreted:
            return remaining
        compile_left = COMPILE_SECONDS - (now - self._compile_started)
        if rate and self._left / rate > compile_left:
            self.report("waiting", "")
            self._wait_for_compile()
            return remaining
        part = min(remaining, INTERPRETED_ROUNDS)
        self._part = (now, part)
        return part

    def call(self, name: str, *args: Any) -> Any:
        """``engine.<name>(*args)``, compiled or interpreted (see the class)."""
        if self.mode == "check":
            try:
                with refuse_compiles():
                    return getattr(E, name)(*args)
            except CompileRefused:  # raised before the kernel ran: nothing has changed
                self._start_interpreted(name)
        if self.mode == "interpreted":
            if not self._compile_done():
                with np.errstate(over="ignore"):
                    return getattr(self._python, name)(*args)
            self.mode = "compiled"
            self.report("compiled", name)
        with compile_progress(lambda kernel: self.report("compiling", kernel)):
            return getattr(E, name)(*args)

    def _start_interpreted(self, name: str) -> None:
        self.mode = "interpreted"
        self._python = load_interpreted(E.__name__)
        if not compile_running():
            self._compile = start_compile(self.jobs)
        self._compile_started = time.perf_counter()
        self.report("interpreted", name)

    def _wait_for_compile(self) -> None:
        if self._compile is not None:
            self._compile.wait()
        else:
            while compile_running():
                time.sleep(0.5)
        self.mode = "compiled"
        self.report("compiled", "")

    def _compile_done(self) -> bool:
        if self._compile is not None:
            return self._compile.poll() is not None
        return not compile_running()


def lock_path() -> Path:
    """The lock file a background compile holds: one per engine source, numba cache folder and interpreter."""
    key = "\0".join((sources_stamp(ENGINE_SOURCES), os.environ.get("NUMBA_CACHE_DIR", ""), sys.executable))
    name = hashlib.sha256(key.encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"unoduo-fast-compile-{os.getuid() if hasattr(os, 'getuid') else 0}-{name}"


@contextmanager
def _locked(wait: bool) -> Iterator[bool]:
    """Hold the compile lock (``wait``: until it is free); yields False when another process holds it."""
    try:
        import fcntl
    except ImportError:  # no file locks here (Windows): every cold call starts its own compile
        yield True
        return
    handle: IO[bytes] = open(lock_path(), "ab")  # noqa: SIM115 (held across the yield)
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        handle.close()  # releases the lock


def compile_running() -> bool:
    """Whether a background compile of this engine, for this cache, is under way."""
    with _locked(wait=False) as free:
        return not free


def start_compile(jobs: tuple[str, ...]) -> subprocess.Popen[bytes]:
    """Start ``python -m unoduo.fast.warmup JOBS`` in its own session: it goes on filling the cache if this
    process ends first."""
    return subprocess.Popen(
        [sys.executable, "-m", __name__, *jobs], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, start_new_session=True,
    )


def compile_jobs(jobs: tuple[str, ...]) -> None:
    """Compile (or load) the kernels of ``jobs`` (:data:`JOBS`) by playing a one-round job of each."""
    for job in jobs:
        if job not in JOBS:
            raise ValueError(f"no job {job!r}: one of {', '.join(JOBS)}")
        logging_on = job == "records"
        opts = fast_options("duo", 2, Options.for_ruleset("duo", {}), logging=logging_on)
        st = E.new_state(1, 2, 1 << 12 if logging_on else 0)
        E.seed_lanes(st, np.ones(1, dtype=np.uint64))
        E.reset_lanes(st, opts, np.zeros(1, dtype=np.int64))
        if logging_on:
            E.run_matches(st, opts, 0, 0, 0, -1.0)
        else:
            E.run_rounds(st, opts, 0, 0, 0, np.zeros(E.NUM_STATS, dtype=np.int64), -1.0)


def main(argv: list[str]) -> int:
    with _locked(wait=True):
        compile_jobs(tuple(argv) or ("simulate",))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
