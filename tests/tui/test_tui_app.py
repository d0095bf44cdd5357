"""The terminal game played through its screen: keys only, as a player would, checked against the engine."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers import duo_deck, fill_deck
from textual.pilot import Pilot
from tui_driver import hand_cards, offered, press_card, screen_text, settle, step

from unoduo.agents.heuristic import HeuristicAgent
from unoduo.core import Action, new_match
from unoduo.core.record import Record, replay
from unoduo.i18n import use_language
from unoduo.tui import GameSession, Settings, Store
from unoduo.tui.app import UnoduoApp
from unoduo.tui.cards import card_label
from unoduo.tui.screens import IntroScreen, MatchOverScreen, PassScreen, RoundOverScreen, RulesScreen, ScoresScreen
from unoduo.tui.table import GameScreen

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(240)]
SIZE = (110, 34)


def _saved(store: Store) -> Record:
    return Record.from_json(store.record_path.read_text(encoding="utf-8"))


async def _play_until(pilot: Any, app: UnoduoApp, stop: type, limit: int = 600) -> list[str]:
    """Press the keys the screen offers until ``stop`` (a screen class) is shown."""
    done = []
    for _ in range(limit):
        await settle(pilot, app)
        if isinstance(app.screen, stop):
            return done
        done.append(await step(pilot, app))
    raise AssertionError(f"{stop.__name__} never came; last screen:\n{screen_text(app)}")


def _total_row(text: str) -> list[int]:
    line = next(line for line in text.splitlines() if "Total" in line)
    return [int(n) for n in re.findall(r"\d+", line.split("Total", 1)[1])]


async def test_a_duo_round_against_the_easy_bot_by_keys(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=11), store)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, IntroScreen) and "cut" in screen_text(app)
        done = await _play_until(pilot, app, RoundOverScreen)
        text = screen_text(app)
        engine = replay(_saved(store))  # the saved record, replayed by the engine
        assert engine.history == session.state.history
        assert len(engine.rounds) == 1 and not engine.is_over
        assert "Score sheet" in text and "Round 1 is over" in text
        assert _total_row(text) == list(engine.scores) == list(engine.rounds[0].points)
        assert "Keep it" in done and "card" in done  # the draft and real plays went through the keys
        await pilot.press("enter")
        await settle(pilot, app)
        assert isinstance(app.screen, GameScreen) and session.state.round == 2


async def test_resume_after_a_crash_continues_the_same_match(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=5), store)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(22):
            await settle(pilot, app)
            await step(pilot, app)
        await settle(pilot, app)
        history = list(session.state.history)
    # The app is dropped without Q (no clean exit, nothing more written): the save has every action.
    assert _saved(store).actions == history
    resumed = GameSession.resume(store)
    assert resumed.state.history == history and resumed.state.hands == session.state.hands
    app2 = UnoduoApp(resumed, bot_delay=0)
    async with app2.run_test(size=SIZE) as pilot:
        await settle(pilot, app2)
        assert isinstance(app2.screen, GameScreen)  # no intro on resume: straight back to the table
        for _ in range(5):
            await settle(pilot, app2)
            await step(pilot, app2)
        await settle(pilot, app2)
    later = resumed.state.history
    assert later[: len(history)] == history and len(later) > len(history)
    assert _saved(store).actions == later


async def test_hotseat_hides_every_hand_between_turns(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", hotseat=True, seed=8, names=["Ann", "Bob"]), store)
    app = UnoduoApp(session, bot_delay=0)
    passes = 0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(44):
            await settle(pilot, app)
            screen = app.screen
            if isinstance(screen, PassScreen):
                passes += 1
                text = screen_text(app)
                assert ("Ann" in text) or ("Bob" in text)
                for hand in session.state.hands:
                    for card in hand:
                        assert card_label(card) not in text and card.code not in text
                await pilot.press("enter")
                await settle(pilot, app)
                seat = session.state.to_act
                shown = [c.card for c in hand_cards(app)]
                assert shown == list(session.state.hands[seat])  # the right hand once the player is ready
                continue
            if isinstance(screen, RoundOverScreen):
                break
            await step(pilot, app)
    assert passes >= 16 and session.state.decision != "draft"  # every draft pick, then changes of player


async def test_classic_with_four_seats_plays_a_round(store: Store) -> None:
    session = GameSession.start(Settings.create("classic", vs="easy", players=4, seed=21), store)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await _play_until(pilot, app, RoundOverScreen, limit=900)
        text = screen_text(app)
        engine = replay(_saved(store))
        assert len(engine.rounds) == 1
        assert _total_row(text) == list(engine.scores)
        assert "Bot 3" in text


def _classic_deck(hands: list[str], turn_up: str) -> list[str]:
    """A classic deck (top first) dealing ``hands[s]`` (7 codes each) to seat s, seat 0 first, then ``turn_up``."""
    players = len(hands)
    fixed = {}
    for seat, codes in enumerate(hands):
        for k, code in enumerate(codes.split()):
            fixed[k * players + seat + 1] = code
    fixed[7 * players + 1] = turn_up
    return fill_deck(fixed)


async def past_intro(pilot: Pilot[Any], app: UnoduoApp) -> None:
    """Settle, and leave the intro that a new match (no action yet) opens with."""
    await settle(pilot, app)
    if isinstance(app.screen, IntroScreen):
        await pilot.press("enter")
        await settle(pilot, app)


def _session(store: Store, state: Any, ruleset: str, players: int = 2) -> GameSession:
    settings = Settings.create(ruleset, vs="easy", players=players, seed=0)
    return GameSession.from_state(settings, state, store)


async def test_a_wild_asks_for_its_colour(store: Store) -> None:
    hands = ["W R1 R2 R3 Y4 Y5 G6", "B1 B2 B3 B4 B5 B6 B7", "B8 B9 G1 G2 G3 G4 G5", "Y1 Y2 Y3 G7 G8 G9 R4"]
    deck = _classic_deck(hands, "B0")
    state = new_match("classic", players=4, first=0, decks=[deck])
    session = _session(store, state, "classic", 4)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await past_intro(pilot, app)
        wild = next(c for c in hand_cards(app) if card_label(c.card) == "W")
        assert wild.selectable and not next(c for c in hand_cards(app) if card_label(c.card) == "R1").selectable
        await press_card(pilot, wild)
        await pilot.pause()
        assert "Name the colour" in screen_text(app)
        assert [b.key for b in offered(app)][:4] == ["r", "y", "g", "b"]
        await pilot.press("g")
        await pilot.pause()
        assert session.state.history[0] == "0 play W G"


async def test_a_reverse_dump_in_the_order_picked(store: Store) -> None:
    deck = duo_deck("BR B3 BS R7 G2 Y4 W", "R1 R2 R3 G5 G6 G7 Y8", "B9", then="Y0")
    state = new_match("duo", first=0, decks=[deck])
    for _ in range(14):
        state.apply("keep")
    # P2 (seat 1, the bot) has the first turn: no blue card, no 9, and it draws Y0: it must keep it.
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await past_intro(pilot, app)
        assert session.state.history[-2:] == ["1 draw", "1 pass"] and session.state.color == 3
        by_label = {card_label(c.card): c for c in hand_cards(app)}
        await press_card(pilot, by_label["B⇄"])
        await pilot.pause()
        assert session.state.decision == "dump"
        assert "dump" in screen_text(app).lower()
        by_label = {card_label(c.card): c for c in hand_cards(app)}
        await press_card(pilot, by_label["B3"])
        await pilot.pause()
        by_label = {card_label(c.card): c for c in hand_cards(app)}
        assert by_label["B3"].border_subtitle == "#1" and by_label["B⊘"].selectable
        assert not by_label["R7"].selectable
        await press_card(pilot, by_label["B⊘"])
        await pilot.pause()
        assert "you play again" in screen_text(app)
        assert "enter" in [b.key for b in offered(app)]
        await pilot.press("enter")
        await settle(pilot, app)
        assert session.state.history[-1] == "0 dump B3 BS"
        assert session.state.to_act == 0 and session.state.decision == "turn"  # the final Skip: play again


async def test_a_volley_and_a_challenge_are_offered_in_words(store: Store) -> None:
    # Seat 0 (P1, human) gets the first turn (turned-up Skip); the bot holds only Draw 2s and Wild Draw 4s.
    deck = duo_deck("R+2 B1 B2 G3 G4 Y5 Y6", "G+2 W+4 W+4 W+4 W+4 Y+2 B+2", "RS")
    state = new_match("duo", first=0, decks=[deck])
    for _ in range(14):
        state.apply("keep")
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        by_label = {card_label(c.card): c for c in hand_cards(app)}
        await press_card(pilot, by_label["R+2"])
        await settle(pilot, app)
        text = screen_text(app)
        assert "Bot stacked a Draw 2: you must take 4 or stack" in text
        assert [b.command for b in offered(app)][0] == "act"
        await pilot.press("d")  # take the 4 cards
        await settle(pilot, app)
        # The bot plays on: whatever it does, a Wild Draw 4 comes when its Draw 2s are gone.
        for _ in range(40):
            if session.state.decision == "challenge" and session.state.to_act == 0:
                break
            await step(pilot, app, prefer=("d", "k"))
            await settle(pilot, app)
        assert session.state.decision == "challenge"
        text = screen_text(app)
        assert "played a Wild Draw 4" in text and {"c", "a"} <= {b.key for b in offered(app)}
        await pilot.press("c")
        await settle(pilot, app)
        assert "0 challenge" in session.state.history
        assert any("showed their hand" in line for line in session.logs[0])


async def test_rules_scores_mouse_and_quit(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="easy", seed=3), store)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")
        await settle(pilot, app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and "draft" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoresScreen) and "Score sheet" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        # Play on with clicks until a card can be clicked.
        for _ in range(60):
            await settle(pilot, app)
            playable = [c for c in hand_cards(app) if c.selectable and c.card < 52]
            if isinstance(app.screen, GameScreen) and session.state.decision == "turn" and playable:
                before = len(session.state.history)
                code = playable[0].card.code  # read now: the widget shows another card once it is played
                await pilot.click(playable[0])
                await settle(pilot, app)
                assert len(session.state.history) > before
                assert session.state.history[before] == f"0 play {code}"
                break
            await step(pilot, app)
        else:  # pragma: no cover
            raise AssertionError("no playable card came")
        await pilot.press("q")
        await pilot.pause()
    assert app.return_value == "saved" and store.has_current()


async def test_the_match_result_keeps_the_record_and_offers_a_rematch(store: Store) -> None:
    # The human (P1) goes first (turned-up Skip) with seven reds; the bot can neither play nor draw a playable card.
    deck = duo_deck("R1 R2 R3 R4 R5 R6 R7", "B8 B9 G8 G9 Y8 Y9 B0", "RS", then="Y8 Y9 G8 G9 B8 B9 Y0 G0")
    state = new_match("duo", first=0, decks=[deck], options={"target_score": 1})
    for _ in range(14):
        state.apply("keep")
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await _play_until(pilot, app, MatchOverScreen)
        text = screen_text(app)
        assert "You win the match!" in text
        assert "0 play R6 uno" in session.state.history  # the driver called UNO with the U key
        kept = list(store.records_dir.glob("*.json"))
        assert len(kept) == 1 and replay(Record.from_json(kept[0].read_text())).is_over
        assert not store.has_current()
        await pilot.press("r")
        await settle(pilot, app)
        assert isinstance(app.screen, IntroScreen)
        assert app.session is not session and app.session.settings.seed == 1 and store.has_current()


@pytest.mark.parametrize("language", ["ur", "ml", "kn"])
async def test_the_game_starts_in_every_language(store: Store, language: str) -> None:
    with use_language(language):
        session = GameSession.start(Settings.create("classic", vs="easy", players=3, seed=2, language=language), store)
        app = UnoduoApp(session, bot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, IntroScreen)
            await step(pilot, app)
            for _ in range(2):
                await settle(pilot, app)
                await step(pilot, app)
            await settle(pilot, app)
            assert isinstance(app.screen, GameScreen) and screen_text(app).strip()


async def test_the_screen_answers_while_a_bot_thinks(store: Store) -> None:
    """Bots decide in a worker thread: while one thinks, the keys still work (here: the score sheet)."""
    import threading
    import time as _time

    from unoduo.agents.easy import EasyAgent
    from unoduo.agents.registry import register_agent, unregister_agent

    release = threading.Event()

    class SlowBot(EasyAgent):
        def act(self, view: Any, rng: Any) -> Any:
            release.wait(10)
            return super().act(view, rng)

    register_agent("slowbot", SlowBot)
    try:
        session = GameSession.start(Settings.create("classic", vs="slowbot", players=3, seed=4), store)
        app = UnoduoApp(session, bot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, app)
            await pilot.press("enter")  # the intro
            started = _time.monotonic()
            while not app.bot_busy and _time.monotonic() - started < 10:
                await pilot.pause(0.01)
                if isinstance(app.screen, GameScreen) and app.screen.acting:
                    await step(pilot, app)
            assert app.bot_busy and "thinking" in screen_text(app)
            await pilot.press("s")
            await pilot.pause()
            assert isinstance(app.screen, ScoresScreen) and app.bot_busy  # shown while the bot still thinks
            await pilot.press("escape")
            release.set()
            await settle(pilot, app)
            assert not app.bot_busy
    finally:
        release.set()
        unregister_agent("slowbot")


async def test_a_searching_bot_plays_through_the_worker(store: Store) -> None:
    session = GameSession.start(Settings.create("duo", vs="ismcts:20", seed=9), store)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(12):
            await settle(pilot, app)
            await step(pilot, app)
        await settle(pilot, app)
    assert any(line.startswith("1 ") for line in session.state.history)


async def test_a_turned_up_reverse_offers_a_dump_with_m(store: Store) -> None:
    # RULES.md T9: the turn-up is GR and P2 (here seat 0, the human) may dump G1 G5 GS in any order.
    deck = duo_deck("R1 R2 R3 Y5 Y6 B7 B8", "R8 Y2 G1 G5 GS B+2 W", "GR")
    state = new_match("duo", first=1, decks=[deck])
    for _ in range(14):
        state.apply("keep")
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await past_intro(pilot, app)
        dump = next(b for b in offered(app) if b.key == "m")
        assert dump.label_text == "Dump all green cards"
        await pilot.press("m")
        await pilot.pause()
        for label in ("G1", "G5", "G⊘"):
            card = next(c for c in hand_cards(app) if card_label(c.card) == label)
            assert card.selectable
            await press_card(pilot, card)
            await pilot.pause()
        assert "you play again" in str(app.screen.query_one("#prompt").render())
        await pilot.press("backspace", "backspace")  # change of mind: end with G5 rather than the Skip
        await pilot.pause()
        for label in ("G⊘", "G5"):
            await press_card(pilot, next(c for c in hand_cards(app) if card_label(c.card) == label))
            await pilot.pause()
        assert "the turn then passes to Bot" in re.sub(r"\s+", " ", str(app.screen.query_one("#prompt").render()))
        await pilot.press("enter")
        await settle(pilot, app)
        assert session.state.history[14] == "0 dump G1 GS G5"
        assert session.state.history[15].startswith("1 ")  # the final card is a number: the bot's turn


async def test_a_turned_up_wild_asks_p1_for_the_colour_and_q_quits_anywhere(store: Store) -> None:
    deck = duo_deck("R1 R2 R3 Y5 Y6 B7 B8", "G1 G2 G3 G5 GS B+2 Y2", "W")
    state = new_match("duo", first=0, decks=[deck])
    for _ in range(14):
        state.apply("keep")
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await past_intro(pilot, app)
        assert session.state.decision == "color"
        assert [(b.key, b.label_text) for b in offered(app)] == [
            ("r", "Red"), ("y", "Yellow"), ("g", "Green"), ("b", "Blue")]
        await pilot.press("b")
        await settle(pilot, app)
        assert session.state.history[14] == "0 color B"
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
    assert app.return_value == "saved"


async def _wait_for(pilot: Pilot[Any], test: Any, limit: int = 2000) -> None:
    for _ in range(limit):
        if test():
            return
        await pilot.pause(0.002)
    raise AssertionError("the screen never got there")


async def test_the_human_jumps_in_while_the_bot_is_to_move(store: Store) -> None:
    """H13: the bot (P2, seat 1) is to move on the turned-up G5; the human holds the other G5 and may play it
    out of turn while the bot waits: the bot loses its turn, and play goes on from the human."""
    deck = duo_deck("G5 R1 R2 R3 Y4 Y5 B6", "B1 B2 B3 B4 Y7 Y8 Y9", "G5")
    state = new_match("duo", first=0, decks=[deck], options={"jump_in": True})
    for _ in range(14):
        state.apply("keep")
    assert state.to_act == 1 and state.jump_ins() == {0: [Action.parse("play G5")]}
    session = _session(store, state, "duo")
    app = UnoduoApp(session, bot_delay=0.5)  # the human's window: 4 bot delays
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await _wait_for(pilot, lambda: screen.acting and screen.view_ is not None and screen.view_.jump_in)
        assert "jump in" in screen_text(app) and app.bot_busy
        g5 = next(c for c in hand_cards(app) if card_label(c.card) == "G5")
        assert g5.selectable and not next(c for c in hand_cards(app) if card_label(c.card) == "R1").selectable
        await press_card(pilot, g5)
        await _wait_for(pilot, lambda: len(session.state.history) > 14)
        assert session.state.history[14] == "0 play G5"
        await settle(pilot, app)  # the bot moves next, as after any play of the human's
        assert session.state.history[15].startswith("1 ")
        assert any("jumped in" in line for line in session.logs[0]), session.logs[0]


async def test_a_bot_jumps_in_on_the_humans_turn(store: Store) -> None:
    """H13: the human (P2, seat 0) is to move on the turned-up G5 and the bot holds the other G5: the bot
    jumps in, the log says so, and the turn comes back to the human after the bot's play."""
    deck = duo_deck("G5 B1 B2 B3 B4 Y7 Y8", "R1 R2 R3 Y4 Y5 B6 B9", "G5")
    state = new_match("duo", first=1, decks=[deck], options={"jump_in": True})
    for _ in range(14):
        state.apply("keep")
    assert state.to_act == 0 and list(state.jump_ins()) == [1]
    session = _session(store, state, "duo")
    session.agents[1] = HeuristicAgent()  # the heuristic takes every jump-in (the easy bot misses half)
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await _wait_for(pilot, lambda: len(session.state.history) > 14)
        await settle(pilot, app)
        assert session.state.history[14] == "1 play G5"
        assert session.state.to_act == 0 and app.game_screen.acting
        assert any("jumped in" in line for line in session.logs[0])
        assert "jumped in" in screen_text(app)


class _BrokenJumper(HeuristicAgent):
    def jump_in(self, view: Any, rng: Any) -> Any:
        raise RuntimeError("a bug in a bot")


async def test_a_bot_whose_jump_in_fails_lets_the_chance_go(store: Store) -> None:
    """H13: a bot whose ``jump_in`` raises does not end the match: it simply does not jump in."""
    deck = duo_deck("G5 B1 B2 B3 B4 Y7 Y8", "R1 R2 R3 Y4 Y5 B6 B9", "G5")
    state = new_match("duo", first=1, decks=[deck], options={"jump_in": True})
    for _ in range(14):
        state.apply("keep")
    session = _session(store, state, "duo")
    session.agents[1] = _BrokenJumper()
    app = UnoduoApp(session, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        for _ in range(20):
            await pilot.pause(0.01)
        assert len(session.state.history) == 14 and session.state.to_act == 0
        assert app.game_screen.acting and app.is_running
