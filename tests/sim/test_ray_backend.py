"""The Ray backend gives exactly the local pool's results, on a small local Ray instance started here."""

from __future__ import annotations

import json
import logging
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.sim import run_tournament

if os.environ.get("CI"):
    import ray  # CI installs the test extra, which has Ray: a missing Ray must fail there, not skip
else:
    ray = pytest.importorskip("ray")

FAST = {"target_score": 20}


def test_unreachable_address_fails_fast() -> None:
    # runs before the module's Ray session starts: with Ray already initialized, that session is used instead
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = CliRunner().invoke(app, ["tournament", "--agents", "random,random", "--matches", "2", "--workers", "1",
                                      "--backend", "ray", "--address", f"127.0.0.1:{port}"])
    assert result.exit_code == 2, result.output
    assert "cannot connect to the Ray cluster" in result.output and "Traceback" not in result.output
    assert not ray.is_initialized()


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.WARNING, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


def test_ray_and_local_pool_give_identical_json(local_ray: None) -> None:
    agents = ["random", "random", "random"]
    local = run_tournament(agents, 4, options=FAST, seed=3, workers=2, backend="local")
    remote = run_tournament(agents, 4, options=FAST, seed=3, workers=2, backend="ray")
    assert json.dumps(remote.to_json(), sort_keys=True) == json.dumps(local.to_json(), sort_keys=True)
    assert [o.scores for o in remote.outcomes] == [o.scores for o in local.outcomes]
    assert ray.is_initialized()  # a session started by the caller is left running


def test_ray_backend_from_the_command_line(local_ray: None, tmp_path: Path) -> None:
    a, b = tmp_path / "local.json", tmp_path / "ray.json"
    common = ["tournament", "--agents", "random,random", "--matches", "4", "--seed", "5", "--workers", "2",
              "--options", json.dumps(FAST)]
    for backend, path in (("local", a), ("ray", b)):
        result = CliRunner().invoke(app, [*common, "--backend", backend, "--json", str(path)])
        assert result.exit_code == 0, result.output
    assert json.loads(a.read_text()) == json.loads(b.read_text())


def test_address_without_ray_backend_is_refused() -> None:
    result = CliRunner().invoke(app, ["tournament", "--agents", "random,random", "--matches", "2",
                                      "--address", "auto"])
    assert result.exit_code == 2 and "--address is only for --backend ray" in result.output


def test_lab_on_ray_gives_the_local_pool_numbers(local_ray: None) -> None:
    """``unoduo lab --backend ray`` (in this module to share its Ray session: one Ray start per test run)."""
    from unoduo.lab import LabSettings, SkillPair, parse_vary, run_lab

    def lab(backend: str) -> Any:
        return run_lab(LabSettings(varies=(parse_vary("duo", "reverse_as_skip=false,true"),),
                                   fixed={"target_score": 40}, rounds=4, matches=2,
                                   skill=(SkillPair("heuristic", "random", 2),), seed=3, workers=2, backend=backend,
                                   engine="core"))

    local, remote = lab("local"), lab("ray")
    assert json.dumps(remote.to_json(), sort_keys=True) == json.dumps(local.to_json(), sort_keys=True)
    assert remote.deals == local.deals


class AuthenticationError(Exception):
    """Stands for ray.exceptions.AuthenticationError (the test needs no cluster with token authentication)."""


@pytest.mark.parametrize(("error", "hinted"), [
    (AuthenticationError("Authentication failed: invalid or missing token"), True),
    (RuntimeError("InvalidAuthToken: the token does not match"), True),
    (ConnectionError("could not reach 10.0.0.5:6379"), False),
    (ValueError("address must be host:port"), False),
])
def test_a_refused_token_says_how_to_give_it(error: Exception, hinted: bool) -> None:
    from unoduo.sim.ray_backend import _auth_hint

    hint = _auth_hint(error)
    assert ("RAY_AUTH_TOKEN" in hint and "ray get-auth-token" in hint) == hinted
    assert hinted or hint == ""
