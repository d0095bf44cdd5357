"""Only unoduo.rl may import gymnasium or pettingzoo (the [rl] extra is optional); numpy (a dependency of the
package since the learned bot's inference) only the packages that compute on arrays: rl, fast, net, train."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import unoduo

OPTIONAL = {"gymnasium", "pettingzoo", "numpy"}


def test_only_unoduo_rl_imports_the_rl_extra():
    root = Path(unoduo.__file__).parent
    offenders = []
    for path in root.rglob("*.py"):
        package = path.relative_to(root).parts[0]
        if package == "rl":
            continue
        allowed = {"numpy"} if package in {"fast", "net", "train"} else set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path}: {n}" for n in names if n.split(".")[0] in OPTIONAL - allowed]
    assert offenders == []


def test_action_tables_need_only_the_standard_library():
    source = (Path(unoduo.__file__).parent / "rl" / "actions.py").read_text(encoding="utf-8")
    assert not any(f"import {name}" in source for name in OPTIONAL)


def test_the_learned_bot_plays_without_the_rl_extra():
    """``pip install unoduo`` has no gymnasium: the learned bot's encoder (unoduo.rl.observation) must not need it."""
    script = """
import random, sys
sys.modules["gymnasium"] = None
sys.modules["pettingzoo"] = None
from unoduo.core import new_match, view
from unoduo.net import LearnedAgent, random_network
from unoduo.rl.observation import observation_size
agent = LearnedAgent(random_network(observation_size(2), 237, meta={"ruleset": "duo", "players": 2}))
state = new_match("duo", seed=1)
seen = view(state, state.to_act)
assert agent.act(seen, random.Random(0)) in seen.legal
try:
    import unoduo.rl as rl
    rl.UnoEnv
except ImportError as exc:
    print("refused:", exc)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "refused: unoduo.rl's environments need the [rl] extra" in done.stdout
