"""The coach's worker processes: each review or hint runs in its own process forked from a forkserver, at most
so many at once, and is killed when it takes too long (the event loop and the bots never wait for one). Jobs
waiting for a process are served round-robin over their owners (:class:`~unoduo.web.coach.fair_queue.FairQueue`)."""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection as Pipe
from multiprocessing.context import ForkServerContext
from multiprocessing.process import BaseProcess
from typing import Any

from unoduo.web.coach.fair_queue import FairQueue


class WorkerFailed(Exception):
    """A job's process failed, crashed or ran out of time; ``reason`` says which (for the log)."""

    def __init__(self, reason: str, timed_out: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.timed_out = timed_out


def _context() -> ForkServerContext:
    """Processes forked from a forkserver that imported the engine and the analysis once: a job starts in a
    few milliseconds, and never forks the server itself (its threads and sockets stay out of the workers)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["unoduo.web.coach.analysis_jobs", "unoduo.analysis"])
    return context


class WorkerPool:
    """Runs jobs in their own processes, at most ``size`` at once; the others wait, served round-robin over their
    owners (a client address), so one owner's backlog never holds back another owner's next job.

    A job is a function of :mod:`unoduo.web.coach.analysis_jobs` taking a pipe first; its progress messages go to
    ``on_progress`` (in the event loop) and its result is returned. Each running job has a thread reading its
    pipe, so the event loop never blocks on a worker. :meth:`close` kills every worker.
    """

    def __init__(self, size: int, name: str) -> None:
        self.size = max(1, size)
        self.name = name
        self.queue = FairQueue(self.size)
        self._readers = ThreadPoolExecutor(max_workers=self.size, thread_name_prefix=f"unoduo-{name}")
        self._processes: set[BaseProcess] = set()
        self._closing = threading.Event()
        self.waiting = 0  # jobs waiting for a slot
        self.running = 0

    async def run(
        self,
        target: Callable[..., None],
        args: tuple[Any, ...],
        *,
        timeout: float,
        on_progress: Callable[[int, int], None] | None = None,
        on_start: Callable[[], None] | None = None,
        owner: str = "",
    ) -> Any:
        """Run ``target(pipe, *args)`` in a worker process in ``owner``'s turn; its result, or :class:`WorkerFailed`."""
        self.waiting += 1
        try:
            await self.queue.acquire(owner)
        finally:
            self.waiting -= 1
        self.running += 1
        try:
            if self._closing.is_set():
                raise WorkerFailed("the server is stopping")
            if on_start is not None:
                on_start()
            return await self._run_now(target, args, timeout, on_progress)
        finally:
            self.running -= 1
            self.queue.release()

    async def _run_now(
        self,
        target: Callable[..., None],
        args: tuple[Any, ...],
        timeout: float,
        on_progress: Callable[[int, int], None] | None,
    ) -> Any:
        loop = asyncio.get_running_loop()
        receiver, sender = _context().Pipe(duplex=False)
        process = _context().Process(target=target, args=(sender, *args), name=f"unoduo-{self.name}", daemon=True)
        process.start()
        sender.close()  # the worker holds its end: when it exits, our end reads EOF
        self._processes.add(process)

        def progress(done: int, total: int) -> None:
            if on_progress is not None:
                loop.call_soon_threadsafe(on_progress, done, total)

        try:
            kind, value = await loop.run_in_executor(
                self._readers, _read_pipe, receiver, process, time.monotonic() + timeout, self._closing, progress
            )
        finally:
            self._processes.discard(process)
            receiver.close()
            if self._closing.is_set():
                process.kill()  # stopping: no thread is left to wait for it, and its job is abandoned
            else:
                await loop.run_in_executor(self._readers, _reap, process)
        if kind == "done":
            return value
        raise WorkerFailed(str(value), timed_out=kind == "timeout")

    def close(self) -> None:
        """Stop: kill every worker (their jobs fail) and start no new one."""
        self._closing.set()
        for process in list(self._processes):
            with contextlib.suppress(Exception):
                process.kill()
        self._readers.shutdown(wait=False, cancel_futures=True)


def _read_pipe(
    receiver: Pipe,
    process: BaseProcess,
    deadline: float,
    closing: threading.Event,
    progress: Callable[[int, int], None],
) -> tuple[str, Any]:
    """In a reader thread: the job's messages until its result; ("timeout" | "failed", why) otherwise."""
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "timeout", "out of time"
        if closing.is_set():
            return "failed", "the server is stopping"
        if not receiver.poll(min(remaining, 0.5)):
            continue
        try:
            message = receiver.recv()
        except (EOFError, OSError):
            return "failed", f"the worker process ended without a result (exit code {process.exitcode})"
        if message[0] == "progress":
            progress(message[1], message[2])
            continue
        if message[0] == "done":
            return "done", message[1]
        return "failed", message[1]


def _reap(process: BaseProcess) -> None:
    process.join(timeout=2)
    if process.is_alive():
        process.kill()
        process.join(timeout=5)
