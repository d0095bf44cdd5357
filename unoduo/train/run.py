"""``unoduo train``'s run: train for a time budget, checkpoint, measure against bots, draw the curve, export.

The budget counts training time (rollouts and updates, not the measurements), kept in the checkpoint, so a run
killed at any moment and started again with the same ``--out`` resumes where its last checkpoint was and stops
at the same total. Every ``eval_every`` seconds of training the greedy policy is measured: round win rate
against the fast lane's ``greedy`` bot (many rounds, compiled) and against the bots named in ``opponents``
(the core's agents, on paired deals: :mod:`unoduo.net.arena`); ``DIR/curve.csv`` gets a row and
``DIR/curve.png`` is drawn again; the weights are exported to ``DIR/<name>.npz`` + ``.json``.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Sequence
from pathlib import Path

import torch

from unoduo.net.agent import LearnedAgent
from unoduo.net.arena import play_rounds
from unoduo.net.network import weights_name

from .loop import Trainer

CURVE = "curve.csv"


def train(ruleset: str, players: int, seconds: float, out: Path, *, seed: int = 0, lanes: int = 128,
          horizon: int = 64, hidden: tuple[int, ...] = (256, 256), opponent: str = "self",
          eval_every: float = 600.0,
          opponents: Sequence[str] = ("medium",), eval_deals: int = 100, checkpoint_every: float = 60.0,
          command: str = "", report: Callable[[Trainer, dict[str, float]], None] | None = None) -> Trainer:
    """Train (or resume, when ``out`` holds a checkpoint of the same run) until ``seconds`` of training."""
    if seconds <= 0:
        raise ValueError(f"the training time must be more than 0, not {seconds}")
    torch.set_num_threads(1)  # the rollouts are one process; more threads only fight over the 2 cores
    trainer = Trainer(ruleset, players=players, seed=seed, lanes=lanes, horizon=horizon, hidden=hidden,
                      opponent=opponent)
    resumed = trainer.load(out)
    out.mkdir(parents=True, exist_ok=True)
    last_checkpoint = last_eval = trainer.trained_seconds
    scores: dict[str, float] = {}
    if not resumed:
        scores = measure(trainer, out, opponents, eval_deals, command)
    while trainer.trained_seconds < seconds:
        stats = trainer.iteration()
        if report is not None:
            report(trainer, {**stats, **scores})
        if trainer.trained_seconds - last_checkpoint >= checkpoint_every:
            trainer.save(out)
            last_checkpoint = trainer.trained_seconds
        if trainer.trained_seconds - last_eval >= eval_every:
            scores = measure(trainer, out, opponents, eval_deals, command)
            last_eval = trainer.trained_seconds
    trainer.save(out)
    if last_eval < trainer.trained_seconds:
        scores = measure(trainer, out, opponents, eval_deals, command)
    if report is not None:
        report(trainer, scores)
    return trainer


def measure(trainer: Trainer, out: Path, opponents: Sequence[str], deals: int, command: str) -> dict[str, float]:
    """Round win rates now (a row of the curve, a new plot) and the weights exported to ``out``."""
    network = trainer.network(command)
    network.save(out / weights_name(trainer.ruleset, trainer.players))
    scores = {"greedy": trainer.evaluate(rounds=400)}
    for spec in opponents:
        result = play_rounds(lambda: LearnedAgent(network, fallback="random"), spec, trainer.ruleset,
                             trainer.players, deals=deals, seed=9_000)
        scores[spec] = result.rate
    append_curve(out, trainer, scores)
    return scores


def append_curve(out: Path, trainer: Trainer, scores: dict[str, float]) -> None:
    """One row of ``out/curve.csv`` (steps, training seconds, a win rate per opponent) and ``out/curve.png``."""
    path = out / CURVE
    rows = list(csv.DictReader(path.open(encoding="utf-8"))) if path.exists() else []
    row = {"steps": str(trainer.steps), "seconds": f"{trainer.trained_seconds:.1f}",
           **{f"vs {name}": f"{rate:.4f}" for name, rate in scores.items()}}
    rows.append(row)
    columns = list(dict.fromkeys(key for r in rows for key in r))
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, columns)
        writer.writeheader()
        writer.writerows(rows)
    tmp.replace(path)
    plot_curve(path, out / "curve.png", f"{trainer.ruleset}, {trainer.players} players")


def plot_curve(csv_path: Path, png_path: Path, title: str) -> None:
    """The learning curve: each opponent's round win rate against training minutes."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = list(csv.DictReader(csv_path.open(encoding="utf-8")))
    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    minutes = [float(r["seconds"]) / 60 for r in rows]
    for column in [c for c in rows[0] if c.startswith("vs ")] if rows else []:
        points = [(m, float(r[column])) for m, r in zip(minutes, rows, strict=True) if r.get(column)]
        ax.plot([p[0] for p in points], [p[1] for p in points], "o-", label=column, markersize=3)
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle=":")
    ax.set_xlabel("training time (minutes)")
    ax.set_ylabel("round win rate")
    ax.set_ylim(0, 1)
    ax.set_title(f"unoduo train: {title}")
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(png_path, dpi=90)
    plt.close(fig)

