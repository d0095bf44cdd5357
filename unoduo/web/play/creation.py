"""Creating games and taking seats: the settings checked, the game's rows stored, seat tokens issued.

:class:`GameCreation` is the part of :class:`~unoduo.web.play.hub.GameHub` that makes games (from a create
request, from matchmaking, for a rematch) and seats players who join by code; the hub holds the games.
"""

from __future__ import annotations

import logging
import re
import secrets
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from unoduo.core import new_match
from unoduo.core.errors import UnoduoError
from unoduo.core.options import Options
from unoduo.i18n import _
from unoduo.storage import GameRow, SeatRow, SeatTaken, Store
from unoduo.web.errors import ApiError
from unoduo.web.limits.quotas import AddressQuotas, LimitExceeded
from unoduo.web.limits.settings import ServerLimits, option_ranges
from unoduo.web.play.bots import Autoplay
from unoduo.web.play.cluster_seam import Cluster
from unoduo.web.play.game import Game, now_iso
from unoduo.web.play.lobby import Lobby
from unoduo.web.play.names import InvisibleNameError, display_name
from unoduo.web.play.seeds import SeedSource
from unoduo.web.play.tokens import hash_token, new_join_code, new_token
from unoduo.web.protocol import CreateGame

log = logging.getLogger("unoduo.web")


def _display_name(raw: str, fallback: str) -> str:
    try:
        return display_name(raw, fallback)
    except InvisibleNameError:
        raise ApiError(422, "bad_request", _("A name needs at least one visible character.")) from None


class GameCreation:
    """Creating games and seating players: the hub's methods of that part (see the module's docstring)."""

    # The hub's state these methods use (set by GameHub.__init__).
    store: Store
    limits: ServerLimits
    quotas: AddressQuotas
    seeds: SeedSource
    autoplay: Autoplay
    cluster: Cluster | None
    games: dict[str, Game]
    default_turn_timer: float | None
    public_turn_timer: float
    _lobby: Lobby
    _unloaded_waiting: set[str]
    _finished: OrderedDict[str, None]

    if TYPE_CHECKING:

        async def get(self, game_id: str) -> Game | None: ...
        def _remember(self, game: Game) -> None: ...

    async def create(
        self, body: CreateGame, *, explicit_timer: bool, address: str | None = None
    ) -> tuple[Game, str]:
        """Validate the settings, store the new game, and give seat 0's token.

        ``address`` is the client's (per-address quotas, and whose bot budget the game spends).
        """
        ruleset = body.ruleset
        if ruleset == "duo":
            if body.players not in (None, 2):
                raise ApiError(422, "bad_request", _("UNO Duo is for exactly 2 players."))
            players = 2
        else:
            default = (body.humans or 2) if body.opponent != "bot" else 2
            players = body.players if body.players is not None else default
        public = body.opponent == "public"
        if body.opponent == "bot":
            if body.humans not in (None, 1):
                raise ApiError(422, "bad_request", _("A game against bots has exactly one human seat."))
            humans = 1
        else:
            humans = body.humans if body.humans is not None else 2
            if ruleset == "duo" and humans != 2:
                message = (
                    _("A public UNO Duo game has exactly 2 human seats.")
                    if public
                    else _("UNO Duo against a friend has exactly 2 human seats.")
                )
                raise ApiError(422, "bad_request", message)
            if not 2 <= humans <= players:
                message = (
                    _("A public game needs 2 to {players} human seats.")
                    if public
                    else _("A friend game needs 2 to {players} human seats.")
                )
                raise ApiError(422, "bad_request", message.format(players=players))
        try:
            Options.for_ruleset(ruleset, body.options)
        except UnoduoError as exc:
            raise ApiError(422, "bad_request", _("Bad rule option: {detail}").format(detail=exc.message)) from None
        for name, (low, high) in option_ranges(ruleset).items():
            value = body.options.get(name)
            if isinstance(value, int) and not low <= value <= high:
                raise ApiError(
                    422,
                    "bad_request",
                    _("Bad rule option: {name} must be from {low} to {high}.").format(name=name, low=low, high=high),
                )
        if body.seed is not None and body.opponent != "bot" and not self.limits.allow_chosen_seed:
            # Whoever picks the seed knows every card: only where no other person plays.
            raise ApiError(422, "bad_request", _("A seed can be chosen only in a game against bots."))
        if public:
            # A public game always has a turn timer, so a player who walks away does not stall strangers.
            if explicit_timer and body.turn_timer is None:
                raise ApiError(
                    422,
                    "bad_request",
                    _("A public game always has a turn timer: give turn_timer as 5 to 3600 seconds, or leave it out."),
                )
            timer = body.turn_timer if explicit_timer else self.public_turn_timer
        else:
            timer = body.turn_timer if explicit_timer else self.default_turn_timer
        names = [_display_name(body.name, _("Player {number}").format(number=1))]
        for seat in range(1, players):
            if seat < humans:
                names.append("")
            else:
                names.append(_("Bot {number}").format(number=seat + 1))
        kinds = ["human" if seat < humans else "bot" for seat in range(players)]
        try:
            await self.quotas.check_create(address, public, self.still_waiting)
        except LimitExceeded:
            raise
        except Exception:  # the creation's token could not be taken (the database refuses writes)
            log.exception("could not count a new game")
            raise ApiError(503, "server", _("The server could not save the new game; try again later.")) from None
        seed = body.seed if body.seed is not None else self.seeds.new_seed()
        join_code = await self._fresh_code() if body.opponent != "bot" else None
        game, tokens = await self._create_game(
            ruleset=ruleset,
            players=players,
            options=dict(body.options),
            seed=seed,
            opponent=body.opponent,
            difficulty=body.difficulty,
            turn_timer=timer,
            join_code=join_code,
            kinds=kinds,
            names=names,
            joined=[seat == 0 or kinds[seat] == "bot" for seat in range(players)],
            rematch_of=None,
            chosen_setup=body.seed is not None,
            owner=address,
        )
        game.leave_notice = body.leave_notice
        self.quotas.created(address, game.id, public)
        return game, tokens[0]

    def still_waiting(self, game_id: str) -> bool:
        """For the quotas: the game still waits for players (in memory, or unloaded while it waited)."""
        game = self.games.get(game_id)
        return game.status == "waiting" if game is not None else game_id in self._unloaded_waiting

    async def _fresh_code(self) -> str:
        while True:
            code = new_join_code()
            if not await self.store.code_exists(code):
                return code

    async def _create_game(
        self,
        *,
        ruleset: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        opponent: str,
        difficulty: str,
        turn_timer: float | None,
        join_code: str | None,
        kinds: list[str],
        names: list[str],
        joined: list[bool],
        rematch_of: str | None,
        chosen_setup: bool = False,
        owner: str | None = None,
    ) -> tuple[Game, dict[int, str]]:
        try:
            state = new_match(ruleset, players=players, seed=seed, options=options)
        except UnoduoError as exc:
            raise ApiError(422, "bad_request", _("Bad game settings: {detail}").format(detail=exc.message)) from None
        tokens: dict[int, str] = {}
        seat_rows = []
        for seat in range(players):
            token_hash = None
            if kinds[seat] == "human" and joined[seat]:
                tokens[seat] = new_token()
                token_hash = hash_token(tokens[seat])
            seat_rows.append(
                SeatRow(
                    seat=seat,
                    kind=kinds[seat],
                    name=names[seat],
                    difficulty=difficulty if kinds[seat] == "bot" else None,
                    token_hash=token_hash,
                    joined=joined[seat],
                )
            )
        stamp = now_iso()
        row = GameRow(
            id=secrets.token_urlsafe(9),
            ruleset=ruleset,
            players=players,
            options=options,
            seed=seed,
            opponent=opponent,
            difficulty=difficulty,
            turn_timer=turn_timer,
            join_code=join_code,
            status="waiting",
            seq=0,
            scores=list(state.scores),
            winner=None,
            round=state.round,
            created=stamp,
            updated=stamp,
            rematch_of=rematch_of,
            seats=seat_rows,
            chosen_setup=chosen_setup,
        )
        game = Game(row=row, state=state, lines=[], owner=owner or f"game:{row.id}")
        row.status = game.status
        try:
            await self.store.create_game(row, seat_rows)
        except Exception:  # a full or read-only disk, the database away: the documented error shape, not a 500
            log.exception("could not store a new game")
            raise ApiError(503, "server", _("The server could not save the new game; try again later.")) from None
        if self.cluster is not None:
            game.driven = game.id in await self.cluster.claim([game.id])
        self._remember(game)
        log.info("game %s created (%s, %d seats, vs %s)", row.id, ruleset, players, opponent)
        async with game.lock:
            self.autoplay.schedule(game)
        return game, tokens

    async def create_table(
        self, *, ruleset: str, names: list[str], bots: int, difficulty: str, options: dict[str, Any],
        turn_timer: float | None,
    ) -> tuple[Game, dict[int, str]]:
        """A game whose people are all seated at once (matchmaking): seats ``0..len(names)-1`` are theirs,
        the ``bots`` seats after them bots of ``difficulty``. Returns the game and every person's seat token."""
        players = len(names) + bots
        kinds = ["human"] * len(names) + ["bot"] * bots
        all_names = [*names, *(_("Bot {number}").format(number=seat + 1) for seat in range(len(names), players))]
        return await self._create_game(
            ruleset=ruleset, players=players, options=options, seed=self.seeds.new_seed(), opponent="public",
            difficulty=difficulty, turn_timer=turn_timer, join_code=None, kinds=kinds, names=all_names,
            joined=[True] * players, rematch_of=None,
        )

    async def game_of_code(self, code: str, address: str | None = None) -> Game:
        """The game a join code invites to (404 ``unknown_code``; a wrong code counts as a guess of ``address``)."""
        async with self.quotas.guessing(address) as guess:
            code = code.strip().upper()
            game_id = await self.store.game_id_by_code(code) if re.fullmatch(r"[A-Z0-9]{1,16}", code) else None
            game = await self.get(game_id) if game_id else None
            if game is None:
                guess.wrong = True
                raise ApiError(404, "unknown_code", _("No game has this join code."))
        return game

    async def invitation(self, code: str, address: str | None = None) -> Game:
        """The game of an invitation, for its join page (410 ``expired`` when it can no longer be played)."""
        game = await self.game_of_code(code, address)
        if game.status in ("expired", "broken"):
            raise ApiError(410, "expired", _("This invitation has expired."))
        return game

    async def join(self, code: str, name: str, address: str | None = None) -> tuple[Game, int, str]:
        game = await self.game_of_code(code, address)
        async with game.lock:
            for _attempt in range(3):
                if self.cluster is not None:
                    await self.cluster.reload_row(game)  # another process may have seated someone meanwhile
                if game.status in ("expired", "broken"):
                    raise ApiError(410, "expired", _("This invitation has expired."))
                free = [s for s in game.row.seats if s.kind == "human" and not s.joined]
                if not free:
                    raise ApiError(409, "game_full", _("This game is full."))
                self.quotas.check_seat(address, self.still_waiting)
                seat = free[0]
                token = new_token()
                taken = SeatRow(
                    seat=seat.seat,
                    kind=seat.kind,
                    name=_display_name(name, _("Player {number}").format(number=seat.seat + 1)),
                    difficulty=None,
                    token_hash=hash_token(token),
                    joined=True,
                )
                stamp = now_iso()
                try:
                    status = await self.store.take_seat(game.id, taken, stamp)
                except SeatTaken:
                    continue  # another process's join took it first: read the seats again
                except Exception:
                    log.exception("game %s: could not store a seat", game.id)
                    raise ApiError(503, "server", _("The server could not save your seat; try again later.")) from None
                break
            else:
                raise ApiError(409, "game_full", _("This game is full."))
            self.quotas.seated(address, game.id, seat.seat, status == "waiting")
            game.row.seats[seat.seat] = taken
            game.row.status = status
            game.row.updated = stamp
            if status != "waiting":
                self._lobby.discard(game.id)
            log.info("game %s: seat %d joined", game.id, seat.seat)
            if self.cluster is not None:
                self.cluster.publish_changed(game.id)
            game.broadcast_presence()
            if status == "playing":
                self.autoplay.schedule(game)
                game.broadcast_state()
        return game, seat.seat, token
