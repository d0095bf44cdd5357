"""One terminal match without any user interface: settings, the engine state, the bots, the log, saving.

The Textual app drives a :class:`GameSession`; everything here is plain Python, so it is tested directly.
A human seat only ever gets :func:`unoduo.core.view` of its own seat; bots get theirs and decide with
``make_agent(spec).act(view, rng)`` (the app runs that in a worker thread). After every action the record
is saved (``Record.of(state)``, atomic), so ``unoduo play --resume`` replays it and goes on.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from unoduo.agents.base import Agent
from unoduo.agents.registry import make_agent, parse_spec
from unoduo.core import Action, State, View, new_match, view
from unoduo.core.errors import OptionError, UnoduoError
from unoduo.core.events import Event
from unoduo.core.options import Options
from unoduo.core.record import Record, replay
from unoduo.i18n import _, normalize

from .say import LogNarrator
from .storage import SaveError, Store

DIFFICULTIES = ("easy", "medium", "hard", "expert", "master")
LOG_LIMIT = 400


@dataclass
class Settings:
    """Who sits where and how the match is played (the sidecar of a saved match)."""

    ruleset: str = "duo"
    players: int = 2
    humans: tuple[int, ...] = (0,)
    bots: dict[int, str] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)  # given names; "" means the default name
    language: str = "en"
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    vs: str = "easy"
    match_id: str = ""

    @classmethod
    def create(
        cls,
        ruleset: str = "duo",
        vs: str = "easy",
        players: int | None = None,
        hotseat: bool = False,
        seed: int | None = None,
        names: Sequence[str] = (),
        language: str = "en",
        options: dict[str, Any] | None = None,
    ) -> Settings:
        """Validate the command line's choices; ValueError with a message for the player."""
        if ruleset not in ("duo", "classic"):
            raise ValueError(_("the ruleset must be duo or classic, not {value}").format(value=ruleset))
        if players is None:
            players = 2
        if ruleset == "duo" and players != 2:
            raise ValueError(_("UNO Duo is for exactly 2 players"))
        if not 2 <= players <= 10:
            raise ValueError(_("classic UNO is for 2 to 10 players"))
        if vs not in DIFFICULTIES:
            try:
                parse_spec(vs)  # any agent spec works too (ismcts:500, heuristic...)
            except ValueError:
                raise ValueError(
                    _("unknown opponent {value}: choose easy, medium, hard, expert or master").format(value=vs)
                ) from None
        try:
            Options.for_ruleset(ruleset, options or {})
        except OptionError as exc:
            raise ValueError(exc.message) from None
        humans = (0, 1) if hotseat else (0,)
        given = [n.strip() for n in names if n.strip()]
        if len(given) > len(humans):
            raise ValueError(_("too many names: give one name per human player"))
        padded = given + [""] * (players - len(given))
        return cls(
            ruleset=ruleset,
            players=players,
            humans=humans,
            bots={seat: vs for seat in range(players) if seat not in humans},
            names=padded,
            language=normalize(language) or "en",
            seed=secrets.randbelow(2**31) if seed is None else seed,
            options=dict(options or {}),
            vs=vs,
            match_id=secrets.token_hex(8),
        )

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def display_names(self) -> list[str]:
        """The name of every seat in the current language (defaults for names not given)."""
        out = []
        bot_seats = sorted(self.bots)
        for seat in range(self.players):
            given = self.names[seat] if seat < len(self.names) else ""
            if given:
                out.append(given)
            elif seat in self.humans:
                out.append(_("You") if not self.hotseat else _("Player {n}").format(n=self.humans.index(seat) + 1))
            elif len(bot_seats) == 1:
                out.append(_("Bot"))
            else:
                out.append(_("Bot {n}").format(n=bot_seats.index(seat) + 1))
        return out

    def you_seat(self) -> int | None:
        """The seat shown as "You" (one human who gave no name), whose sentences take the second person."""
        if self.hotseat or (self.names and self.names[self.humans[0]]):
            return None
        return self.humans[0]

    def rematch(self) -> Settings:
        """The same table for a new match: the next seed, a new match id."""
        return replace(self, seed=(self.seed + 1) % 2**31, match_id=secrets.token_hex(8))

    def to_dict(self) -> dict[str, Any]:
        return {
            "match_id": self.match_id,
            "humans": list(self.humans),
            "bots": {str(seat): spec for seat, spec in sorted(self.bots.items())},
            "names": list(self.names),
            "language": self.language,
            "vs": self.vs,
        }

    @classmethod
    def from_saved(cls, data: dict[str, Any], record: Record) -> Settings:
        """Settings of a saved match (sidecar + record); SaveError if they do not fit together."""
        try:
            humans = tuple(int(s) for s in data["humans"])
            bots = {int(seat): str(spec) for seat, spec in dict(data["bots"]).items()}
            names = [str(n) for n in data.get("names", [])]
            language = str(data.get("language", "en"))
            vs = str(data.get("vs", "easy"))
            match_id = str(data.get("match_id", ""))
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"the session file is damaged: {exc!r}") from None
        players = record.players
        if not humans or sorted([*humans, *bots]) != list(range(players)):
            raise SaveError("the session file does not fit the saved record (seats)")
        if record.extra.get("unoduo_session", match_id) != match_id:
            raise SaveError("the session file belongs to another match than the saved record")
        for spec in bots.values():
            try:
                parse_spec(spec)
            except ValueError as exc:
                raise SaveError(f"the session file names an unknown bot: {exc}") from None
        return cls(
            ruleset=record.ruleset,
            players=players,
            humans=humans,
            bots=bots,
            names=(names + [""] * players)[:players],
            language=normalize(language) or "en",
            seed=record.seed,
            options=dict(record.options),
            vs=vs,
            match_id=match_id,
        )


class GameSession:
    """A match in progress: engine state, bots, each human seat's log, and saving after every action."""

    def __init__(self, settings: Settings, state: State, store: Store | None = None) -> None:
        self.settings = settings
        self.state = state
        self.store = store
        self.agents: dict[int, Agent] = {seat: make_agent(spec) for seat, spec in settings.bots.items()}
        self.names = settings.display_names()
        self.archived: Any = None  # path of the finished record once kept
        self.save_error: str | None = None
        self.you = settings.you_seat()
        self._narrators = {h: LogNarrator(self.names, state.ruleset, self.you) for h in settings.humans}
        self.logs: dict[int, list[str]] = {h: [] for h in settings.humans}
        self._seen: dict[int, tuple[int, int]] = {}
        for h in settings.humans:
            v = view(state, h)
            self._add_lines(h, v.events)
            self._seen[h] = (v.round, len(v.events))

    # ------------------------------------------------------------------ starting

    @classmethod
    def start(cls, settings: Settings, store: Store | None = None) -> GameSession:
        """A new match from ``settings`` (saved at once when there is a store)."""
        state = new_match(settings.ruleset, players=settings.players, seed=settings.seed, options=settings.options)
        session = cls(settings, state, store)
        if store is not None:
            if store.has_current():
                session._keep_unfinished(store)
            store.save_session(settings.to_dict())
            session.save()
        return session

    @classmethod
    def from_state(cls, settings: Settings, state: State, store: Store | None = None) -> GameSession:
        """A session over a match set up elsewhere (a stacked deck, a position from a record), saved at once."""
        if (state.ruleset, state.players) != (settings.ruleset, settings.players):
            raise ValueError("the settings do not fit the match (ruleset or number of players)")
        settings.seed = state.seed
        session = cls(settings, state, store)
        if store is not None:
            store.save_session(settings.to_dict())
            session.save()
        return session

    @classmethod
    def resume(cls, store: Store) -> GameSession:
        """The saved match, replayed with the engine. SaveError if there is none or it is damaged."""
        data, record = store.load()
        settings = Settings.from_saved(data, record)
        try:
            state = replay(record)
        except UnoduoError as exc:
            raise SaveError(f"the saved match cannot be replayed: {exc.message}") from None
        return cls(settings, state, store)

    @staticmethod
    def _keep_unfinished(store: Store) -> None:
        """A new match replaces an unfinished one: keep the old record under records/ first."""
        try:
            _data, record = store.load()
        except SaveError:
            return
        store.archive(record, f"unfinished-{record.ruleset}-seed{record.seed}")

    # ------------------------------------------------------------------ queries

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.settings.humans

    def view(self, seat: int | None) -> View:
        return view(self.state, seat)

    def record(self) -> Record:
        record = Record.of(self.state)
        record.extra["unoduo_session"] = self.settings.match_id
        return record

    # ------------------------------------------------------------------ acting

    def bot_request(self, seat: int) -> tuple[Agent, View, random.Random]:
        """What a bot needs to decide (its own view and a generator fixed by the match and the move number)."""
        rng = random.Random(f"unoduo-play/{self.settings.seed}/{seat}/{len(self.state.history)}")
        return self.agents[seat], view(self.state, seat), rng

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply one action (IllegalActionError leaves everything unchanged), update the logs, save."""
        events = self.state.apply(action, seat)
        for h in self.settings.humans:
            v = view(self.state, h)
            round_, count = self._seen[h]
            if v.round == round_ and count <= len(v.events):
                new: Sequence[Event] = v.events[count:]
            else:  # a new round began: the view holds only its events, the old round's end came with the action
                new = [e.seen_by(h) for e in events]
            self._add_lines(h, new)
            self._seen[h] = (v.round, len(v.events))
        self.save()
        return events

    def _add_lines(self, seat: int, events: Sequence[Event]) -> None:
        log = self.logs[seat]
        log.extend(self._narrators[seat].lines(events))
        if len(log) > LOG_LIMIT:
            del log[: len(log) - LOG_LIMIT]

    def save(self) -> None:
        """Write the record (atomically); a failure is kept in ``save_error`` for the screen, never raised."""
        if self.store is None:
            return
        try:
            self.store.save_record(self.record())
            self.save_error = None
        except OSError as exc:
            self.save_error = str(exc)

    def finish(self) -> Any:
        """Once the match is over: keep its record under records/ and clear the current save (once)."""
        if self.store is None or not self.state.is_over or self.archived is not None:
            return self.archived
        try:
            record = self.record()
            record.extra["description"] = " vs ".join(self.names)
            self.archived = self.store.archive(record, f"{self.state.ruleset}-seed{self.settings.seed}")
            self.store.clear_current()
        except OSError as exc:
            self.save_error = str(exc)
        return self.archived
