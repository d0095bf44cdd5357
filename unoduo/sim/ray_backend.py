"""Run a tournament's matches as Ray tasks: ``unoduo tournament ... --backend ray [--address ADDR]``.

Ray is optional (``pip install 'unoduo[ray]'``) and imported only here, only when this backend is used.
The tasks are the same chunks of :class:`~unoduo.sim.match.GameTask` the local pool plays, and results
are put back in schedule order, so a tournament gives the same results on either backend.

Connecting: if Ray is already initialized in this process (a test, a notebook), that session is used and
left running. Otherwise ``ray.init(address=ADDR)`` joins an existing cluster when ``address`` is given
(e.g. ``auto`` or ``ray://head:10001``; every node needs unoduo and the agents installed), and without it
Ray starts a private local instance with ``workers`` CPUs and no dashboard, shut down again at the end.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from .match import GameTask, MatchOutcome, play_games


class RayUnavailableError(ValueError):
    """Ray is not installed (or cannot be imported)."""


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise RayUnavailableError(
            "the ray backend needs Ray, which is not installed: pip install 'unoduo[ray]' (or 'ray>=2.9'); "
            f"({exc})"
        ) from exc
    return ray


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Fail fast on a ``host:port`` (or ``ray://host:port``) nobody listens on: Ray itself retries for ever."""
    target = address.removeprefix("ray://")
    host, sep, port = target.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return  # "auto", "local" and the like: Ray checks those itself
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            pass
    except OSError as exc:
        raise ValueError(f"cannot connect to the Ray cluster at {address!r}: {exc.strerror or exc}") from exc


@contextmanager
def ray_session(workers: int | None = None, address: str | None = None) -> Iterator[Any]:
    """The ``ray`` module, initialized as the module docstring says (a running session is used and left running;
    ``address`` joins a cluster; otherwise a private local instance with ``workers`` CPUs, or all of them), and
    shut down at the end if this call started it. Every Ray runner of unoduo (tournament, lab, simulate) uses it."""
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        if address is not None:
            _check_reachable(address)
            try:
                ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
            except Exception as exc:  # Ray raises many kinds (ConnectionError, AuthenticationError, ...)
                raise ValueError(f"cannot connect to the Ray cluster at {address!r}: {exc}{_auth_hint(exc)}") from exc
        else:
            cpus = {} if workers is None else {"num_cpus": max(1, workers)}
            ray.init(include_dashboard=False, logging_level=logging.WARNING, log_to_driver=False, **cpus)
        started = True
    try:
        yield ray
    finally:
        if started:
            ray.shutdown()


def _auth_hint(exc: BaseException) -> str:
    """What to do when the cluster refused this driver's token (Ray's token authentication, docs/deploy.md)."""
    text = f"{type(exc).__name__} {exc}".lower()
    if "authentication" not in text and not ("auth" in text and "token" in text):
        return ""
    return (" (the cluster uses Ray's token authentication: give this command its token in RAY_AUTH_TOKEN or a file "
            "named by RAY_AUTH_TOKEN_PATH, with RAY_AUTH_MODE=token; `ray get-auth-token` on the head node prints it)")


def run_ray(
    ruleset: str,
    options: dict[str, Any],
    tasks: Sequence[GameTask],
    workers: int = 1,
    address: str | None = None,
    progress: Callable[[int], None] | None = None,
    chunk_size: int | None = None,
) -> list[MatchOutcome]:
    """Play every task on Ray; the outcomes come back in task order."""
    with ray_session(workers, address) as ray:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = chunk_size or max(1, min(32, -(-len(tasks) // (cpus * 8))))
        chunks = [list(tasks[i:i + size]) for i in range(0, len(tasks), size)]
        # A chunk whose worker died (a node lost, out of memory) is run again, up to 3 times (Ray's default, said
        # here): its games are seeded, so a retry gives the same outcomes. An exception in a game is not retried.
        remote = ray.remote(num_cpus=1, max_retries=3, retry_exceptions=False)(play_games)
        refs = [remote.remote(ruleset, options, chunk) for chunk in chunks]
        index = {ref: c for c, ref in enumerate(refs)}
        done: dict[int, list[MatchOutcome]] = {}
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                c = index[ref]
                done[c] = ray.get(ref)
                if progress:
                    progress(len(done[c]))
        return [outcome for c in range(len(chunks)) for outcome in done[c]]
