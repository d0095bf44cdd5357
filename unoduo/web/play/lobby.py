"""The lobby: public games still waiting for players, as ``GET /api/lobby`` lists them; and the entries of
``POST /api/my-games``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from unoduo.present import Message
from unoduo.present.invitation import house_rule_lines
from unoduo.storage import GameRow
from unoduo.web.play.game import Game, parse_time
from unoduo.web.play.names import default_name
from unoduo.web.protocol import LOBBY_MAX_AGE, LOBBY_SIZE


class Lobby:
    """Public games waiting for players (every unfinished game is in memory, so this is all of them)."""

    def __init__(self) -> None:
        self._games: dict[str, Game] = {}

    def add(self, game: Game) -> None:
        self._games[game.id] = game

    def discard(self, game_id: str) -> None:
        self._games.pop(game_id, None)

    def listing(self, now: datetime | None = None) -> list[dict[str, Any]]:
        """Public games still waiting for players, newest first (at most ``LOBBY_SIZE``), without stale ones.

        A game created more than ``LOBBY_MAX_AGE`` ago is a stale invitation: it leaves the list (it can still
        be joined with its code). Entries carry no token, seed or hash.
        """
        oldest = (now or datetime.now(UTC)) - timedelta(seconds=LOBBY_MAX_AGE)
        listed = []
        for game_id, game in list(self._games.items()):
            created = parse_time(game.row.created)
            if game.status != "waiting" or created < oldest:
                del self._games[game_id]  # full (or over) for good, or too old: it never comes back
                continue
            listed.append((created, game))
        listed.sort(key=lambda item: item[0], reverse=True)
        return [lobby_entry(game) for _created, game in listed[:LOBBY_SIZE]]


def lobby_entry(game: Game | GameRow) -> dict[str, Any]:
    """One lobby line: what a stranger needs to pick a game and join it (from a game or its stored row)."""
    row = game.row if isinstance(game, Game) else game
    humans = [s for s in row.seats if s.kind == "human"]
    return {
        "game": row.id,
        "ruleset": row.ruleset,
        "players": row.players,
        "free": sum(1 for s in humans if not s.joined),
        "names": [s.name for s in humans if s.joined],
        "bots": row.players - len(humans),
        "difficulty": row.difficulty,
        "options": dict(row.options),
        "created": row.created,
        "join_code": row.join_code,
        "turn_timer": row.turn_timer,
    }


def invitation_entry(game: Game) -> dict[str, Any]:
    """What a friend game's join page shows: the lobby line, who invited (the host, seat 0), whether it waits,
    the house rules in force in short words, and how long a friend may be gone before the table offers a bot."""
    row = game.row
    return {
        **lobby_entry(game),
        "host": row.seats[0].name,
        "status": game.status,
        "house_rules": [line.to_json() for line in house_rule_lines(row.ruleset, row.options)],
        "leave_notice": game.leave_notice,
    }


def my_game_entry(row: GameRow, seat: int, status: str | None) -> dict[str, Any]:
    """One game of ``POST /api/my-games``: a seat the asker holds; ``status`` that of the copy in memory, if any."""
    return {
        "game": row.id,
        "seat": seat,
        "ruleset": row.ruleset,
        "players": [
            {"seat": s.seat, "name": s.name, "kind": s.kind, "difficulty": s.difficulty,
             "default_name": _message_json(default_name(s.kind, s.seat, s.name))}
            for s in row.seats
        ],
        "scores": row.scores,
        "status": status if status is not None else ("broken" if row.broken else row.status),
        "chosen_setup": row.chosen_setup,
        "updated": row.updated,
        "join_code": row.join_code,
        "opponent": row.opponent,
        "winner": row.winner,
        "rematch": row.rematch,
    }


def _message_json(message: Message | None) -> dict[str, Any] | None:
    return None if message is None else message.to_json()
