"""Training the learned bot (unoduo.train, PyTorch): the loss falls on a fixed batch, a run resumes after a
kill, and what it exports is what numpy inference reads (docs/learned-bot.md, "Training")."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest
import torch
from typer.testing import CliRunner

from unoduo.cli.main import app
from unoduo.net import LearnedAgent, Network
from unoduo.train.loop import Trainer
from unoduo.train.ppo import ppo_loss, ppo_update
from unoduo.train.run import train


def small(ruleset: str = "duo", players: int = 2, seed: int = 0) -> Trainer:
    return Trainer(ruleset, players=players, seed=seed, lanes=8, horizon=16, hidden=(32,))


def test_a_few_updates_lower_the_loss_on_a_fixed_batch() -> None:
    trainer = small()
    batch = trainer.rollout()
    before, _ = ppo_loss(trainer.net, batch, trainer.config)
    for _ in range(5):
        ppo_update(trainer.net, trainer.optimizer, batch, trainer.config, trainer.generator)
    after, _ = ppo_loss(trainer.net, batch, trainer.config)
    assert after.item() < before.item()


def test_the_export_is_what_numpy_inference_computes(tmp_path: Path) -> None:
    trainer = small("classic", players=3)
    trainer.iteration()
    path = trainer.export(tmp_path, "unoduo train --ruleset classic --players 3")
    assert path.name == "classic-3p.npz"
    network = Network.load(path)
    assert network.meta["ruleset"] == "classic" and network.meta["players"] == 3 and network.meta["steps"] == 128
    obs, mask = trainer.obs[:4], trainer.mask[:4]
    with torch.no_grad():
        logits, value = trainer.net(torch.as_tensor(obs), torch.as_tensor(mask))
    mine, my_value = network.forward(obs, mask)
    legal = mask.astype(bool)
    np.testing.assert_allclose(mine[legal], logits.numpy()[legal], atol=0.02)
    np.testing.assert_allclose(my_value, value.numpy(), atol=0.02)
    assert (np.argmax(mine, axis=1) == logits.numpy().argmax(axis=1)).all()


def test_a_run_resumes_from_its_checkpoint_and_keeps_its_curve(tmp_path: Path) -> None:
    out = tmp_path / "run"
    first = train("duo", 2, 2.0, out, lanes=8, horizon=16, hidden=(32,), eval_every=1.0, opponents=("random",),
                  eval_deals=2, checkpoint_every=0.5)
    assert (out / "checkpoint.pt").exists() and (out / "curve.png").stat().st_size > 0
    rows = list(csv.DictReader((out / "curve.csv").open()))
    assert rows[0]["steps"] == "0" and {"vs greedy", "vs random"} <= set(rows[0])
    assert float(rows[-1]["seconds"]) >= 2.0
    # Killed and started again with a longer budget: it goes on from the checkpoint, not from zero.
    second = train("duo", 2, 3.0, out, lanes=8, horizon=16, hidden=(32,), eval_every=1.0, opponents=("random",),
                   eval_deals=2)
    assert second.steps > first.steps and second.trained_seconds >= 3.0
    again = list(csv.DictReader((out / "curve.csv").open()))
    assert len(again) > len(rows) and again[: len(rows)] == rows
    assert LearnedAgent(Network.load(out / "duo.npz")).network is not None
    with pytest.raises(ValueError, match="is a duo 2-player run"):
        train("classic", 2, 1.0, out, lanes=8, horizon=16, hidden=(32,))


@pytest.mark.parametrize(("args", "message"), [
    (["--ruleset", "duo", "--players", "3"], "UNO Duo is for exactly 2 players."),
    (["--ruleset", "classic", "--players", "6"], "2 to 4 players, not 6"),
    (["--ruleset", "chess"], "Unknown ruleset: choose duo or classic."),
    (["--hours", "0"], "--hours must be more than 0"),
    (["--opponents", "medium,wizard"], "unknown agent 'wizard'"),
])
def test_the_command_refuses_bad_settings_clearly(tmp_path: Path, args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, ["train", "--out", str(tmp_path / "run"), *args])
    assert result.exit_code != 0
    assert message in result.output
    assert not (tmp_path / "run").exists()


def test_self_play_advantages_follow_each_seat_s_own_decisions() -> None:
    """Two seats alternate in one lane; the round ends after step 3, won by seat 1 (who acted at step 3) and
    lost by seat 0 (last acted at step 2): with lam 1 each advantage is the seat's outcome minus its value."""
    from unoduo.train.ppo import gae_seats

    values = np.array([[0.5], [0.4], [0.3], [0.6], [0.5]], np.float32)
    seats = np.array([[0], [1], [0], [1], [0]])
    dones = np.array([[False], [False], [False], [True], [False]])
    outcomes = np.zeros((5, 1, 2), np.float32)
    outcomes[3, 0] = [0.0, 1.0]
    adv, ret = gae_seats(outcomes, values, seats, dones, np.array([0.7], np.float32), np.array([1]), lam=1.0)
    np.testing.assert_allclose(adv[:4, 0], [0.0 - 0.5, 1.0 - 0.4, 0.0 - 0.3, 1.0 - 0.6], atol=1e-6)
    np.testing.assert_allclose(ret[:4, 0], [0.0, 1.0, 0.0, 1.0], atol=1e-6)
    # Step 4 (seat 0, a new round) is bootstrapped: seat 1 is to act at the end, so seat 0 uses its own value.
    assert adv[4, 0] == pytest.approx(0.0)


def test_a_self_play_trainer_trains_every_seat(tmp_path: Path) -> None:
    trainer = Trainer("classic", players=3, seed=1, lanes=8, horizon=16, hidden=(32,), opponent="self")
    batch = trainer.rollout()
    assert batch["obs"].shape[0] == 16 * 8 + 16 * 8  # the self-play lanes and the (at least 8) greedy ones
    trainer.iteration()
    assert trainer.steps == 2 * 2 * 16 * 8
    assert Network.load(trainer.export(tmp_path, "unoduo train")).meta["opponent"] == "self"
    with pytest.raises(ValueError, match="opponent must be one of greedy, self"):
        Trainer("duo", opponent="mirror")
