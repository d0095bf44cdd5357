"""Engine cost in CPU instructions per decision, under valgrind's callgrind: exact on a loaded machine.

Run: ``python bench/engine_instructions.py [COMMIT ...] [--matches 40] [--rulesets classic duo]``.

The fixed workload is random self-play through the public API (``legal_actions`` then ``apply``) with
``bench/engine.py``'s ``playful`` policy (seed 1): ``--matches`` 2-player matches with seeds 0, 1, 2, ... of
each ruleset, all option defaults. It runs under ``valgrind --tool=callgrind`` twice, with the matches and with
none (the same interpreter start, imports and policy), and the difference in instructions divided by the
decisions played is the figure: the interpreter's start and the imports cancel out. ``PYTHONHASHSEED=0`` and
bytecode compiled before either run make both runs deterministic, so a figure repeats to the instruction
whatever else the machine is doing, and a change of a few tens of instructions per decision shows.

The engine of this working tree is measured first, then the ``unoduo/core`` of each COMMIT (extracted with
``git archive`` and imported as another package, see ``bench/other_core.py``), each with this tree's policy.
Every line gives the ruleset, the side, the decisions and rounds played (the same for every side whose rules
agree), the instructions per decision, and its ratio to this tree's figure.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from engine import make_choice  # noqa: E402  (a sibling script, found through the line above)
from other_core import REPO, extract_core  # noqa: E402

_SUMMARY = re.compile(r"^summary:\s*(\d+)", re.MULTILINE)


def workload(core_name: str, ruleset: str, matches: int) -> dict[str, int]:
    """Play the fixed workload with the engine ``core_name``; its decisions and rounds."""
    core = importlib.import_module(core_name)
    choice = make_choice("playful", seed=1, core=core)
    decisions = rounds = 0
    for seed in range(matches):
        state = core.new_match(ruleset, players=2, seed=seed)
        legal_actions = state.legal_actions
        apply = state.apply
        while not state.match_over:
            apply(choice(legal_actions()))
        decisions += state.ply
        rounds += len(state.rounds)
    return {"decisions": decisions, "rounds": rounds}


def _child(core_path: str, core_name: str, ruleset: str, matches: int) -> list[str]:
    return [
        sys.executable, str(Path(__file__).resolve()), "--child", "--core-path", core_path, "--core-name", core_name,
        "--rulesets", ruleset, "--matches", str(matches),
    ]


def _env(core_path: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONHASHSEED="0")
    env["PYTHONPATH"] = os.pathsep.join([core_path, env.get("PYTHONPATH", "")])
    return env


def instructions(core_path: str, core_name: str, ruleset: str, matches: int) -> tuple[float, dict[str, int]]:
    """Instructions per decision of the workload on ``core_name`` (see the module docstring), and its size."""
    env = _env(core_path)
    # Compile the bytecode first: otherwise the first measured run would also pay for writing it.
    subprocess.run(_child(core_path, core_name, ruleset, 0), check=True, env=env, capture_output=True)
    totals = []
    played: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="callgrind-") as temp:
        for n in (matches, 0):
            out = Path(temp) / f"callgrind.{n}"
            command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
            command += _child(core_path, core_name, ruleset, n)
            run = subprocess.run(command, check=True, env=env, capture_output=True, text=True)
            if n:
                played = json.loads(run.stdout.strip().splitlines()[-1])
            found = _SUMMARY.search(out.read_text())
            if found is None:
                raise SystemExit(f"no summary line in {out}")
            totals.append(int(found.group(1)))
    return (totals[0] - totals[1]) / played["decisions"], played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commits", nargs="*", help="commits whose unoduo/core to measure after this tree's")
    parser.add_argument("--matches", type=int, default=40, help="2-player matches per ruleset (seeds 0, 1, ...)")
    parser.add_argument("--rulesets", nargs="+", default=["classic", "duo"], choices=["classic", "duo"])
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--core-path", default=str(REPO), help=argparse.SUPPRESS)
    parser.add_argument("--core-name", default="unoduo.core", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(workload(args.core_name, args.rulesets[0], args.matches)))
        return
    with tempfile.TemporaryDirectory(prefix="unoduo-core-") as temp:
        sides = [("this tree", str(REPO), "unoduo.core")]
        sides += [(commit, temp, extract_core(commit, Path(temp))) for commit in args.commits]
        for ruleset in args.rulesets:
            base = None
            for label, path, name in sides:
                per_decision, played = instructions(path, name, ruleset, args.matches)
                base = base or per_decision
                print(
                    f"{ruleset:7} {label:12} {played['decisions']:7,} decisions {played['rounds']:5,} rounds "
                    f"{per_decision:9,.0f} instructions/decision  {per_decision / base:5.3f} x this tree",
                    flush=True,
                )


if __name__ == "__main__":
    main()
