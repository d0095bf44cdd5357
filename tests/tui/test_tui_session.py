"""The terminal session without the screen: settings, saving after every action, resume, archives."""

from __future__ import annotations

import json

import pytest

from unoduo.core.record import Record, replay
from unoduo.tui import GameSession, SaveError, Settings, Store
from unoduo.tui.storage import atomic_write


def _play(session: GameSession, actions: int) -> None:
    """Let the bots' logic play every seat for a while (through the session, as the app does)."""
    for _ in range(actions):
        seat = session.state.to_act
        assert seat is not None
        agent, view, rng = session.bot_request(seat) if seat in session.agents else (None, session.view(seat), None)
        action = agent.act(view, rng) if agent is not None else view.legal[-1]
        session.apply(seat, action)


def test_settings_check_the_command_line() -> None:
    assert Settings.create("classic", players=6).bots == {s: "easy" for s in range(1, 6)}
    hotseat = Settings.create("duo", hotseat=True, names=["Ann", "Bob"])
    assert hotseat.humans == (0, 1) and not hotseat.bots and hotseat.display_names() == ["Ann", "Bob"]
    assert Settings.create("classic", players=4, hotseat=True).display_names() == [
        "Player 1", "Player 2", "Bot 1", "Bot 2"]
    for bad in (
        {"ruleset": "poker"}, {"ruleset": "duo", "players": 3}, {"ruleset": "classic", "players": 11},
        {"vs": "godlike"}, {"names": ["A", "B"]}, {"ruleset": "duo", "options": {"stack_draw2": True}},
    ):
        with pytest.raises(ValueError):
            Settings.create(**bad)  # type: ignore[arg-type]


def test_every_action_is_saved_and_replays(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=4), store)
    assert store.record_path.exists() and store.session_path.exists()
    for _ in range(25):
        _play(session, 1)
        saved = Record.from_json(store.record_path.read_text())
        assert saved.actions == session.state.history
    assert replay(saved).history == session.state.history
    assert not list(store.root.glob(".*.tmp")), "no temporary file is left behind"


def test_resume_gives_the_same_match_and_settings(store: Store) -> None:
    settings = Settings.create("classic", vs="medium", players=3, seed=9, names=["Zoe"], language="kn")
    session = GameSession.start(settings, store)
    _play(session, 30)
    again = GameSession.resume(store)
    assert again.state.history == session.state.history
    assert again.state.hands == session.state.hands and again.state.scores == session.state.scores
    assert again.settings.to_dict() == settings.to_dict()
    assert again.settings.seed == 9 and again.names[0] == "Zoe"


def test_bots_decide_the_same_after_a_resume(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="medium", seed=2), store)
    _play(session, 20)
    agent, view, rng = session.bot_request(1) if session.state.to_act == 1 else (None, None, None)
    again = GameSession.resume(store)
    if agent is not None:
        agent2, view2, rng2 = again.bot_request(1)
        assert agent.act(view, rng) == agent2.act(view2, rng2)


def test_damaged_or_missing_saves_give_clear_errors(store: Store) -> None:
    with pytest.raises(SaveError, match="no saved match"):
        GameSession.resume(store)
    session = GameSession.start(Settings.create("duo", seed=1), store)
    _play(session, 3)
    atomic_write(store.record_path, "{not json")
    with pytest.raises(SaveError, match="not a valid game record"):
        GameSession.resume(store)
    session.save()
    data = json.loads(store.session_path.read_text())
    data["match_id"] = "another"
    atomic_write(store.session_path, json.dumps(data))
    with pytest.raises(SaveError, match="another match"):
        GameSession.resume(store)
    data["match_id"] = session.settings.match_id
    data["humans"] = [0, 1]
    atomic_write(store.session_path, json.dumps(data))
    with pytest.raises(SaveError, match="seats"):
        GameSession.resume(store)
    record = json.loads(store.record_path.read_text())
    record["actions"].append("0 play W+4 R")
    atomic_write(store.record_path, json.dumps(record))
    store.session_path.unlink()
    with pytest.raises(SaveError, match="incomplete"):
        GameSession.resume(store)


def test_a_finished_match_is_kept_and_a_new_one_keeps_the_unfinished(store: Store) -> None:
    settings = Settings.create("duo", vs="easy", seed=3, options={"target_score": 1})
    session = GameSession.start(settings, store)
    while not session.state.is_over:
        _play(session, 1)
    path = session.finish()
    assert path is not None and path.parent == store.records_dir
    assert replay(Record.from_json(path.read_text())).is_over
    assert not store.has_current()
    unfinished = GameSession.start(settings.rematch(), store)
    _play(unfinished, 5)
    GameSession.start(settings.rematch().rematch(), store)
    kept = sorted(p.name for p in store.records_dir.iterdir())
    assert len(kept) == 2 and any("unfinished" in name for name in kept)


def test_a_failed_write_keeps_the_old_file_whole(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash in the middle of a save (here: the rename fails) leaves the previous save intact."""
    import os

    session = GameSession.start(Settings.create("duo", vs="easy", seed=12), store)
    _play(session, 4)
    before = store.record_path.read_text()

    def broken(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    _play(session, 1)
    assert session.save_error and "disk full" in session.save_error
    assert store.record_path.read_text() == before
    assert not list(store.root.glob(".*.tmp"))
    monkeypatch.undo()
    session.save()
    assert session.save_error is None
    assert Record.from_json(store.record_path.read_text()).actions == session.state.history
