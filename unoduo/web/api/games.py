"""Games over HTTP: create one, join by code, the lobby, a player's games, a game's summary, record and replay."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, Response

from unoduo.i18n import _
from unoduo.web.accounts.service import Accounts
from unoduo.web.errors import ApiError
from unoduo.web.limits.rate import client_address
from unoduo.web.play.hub import GameHub
from unoduo.web.play.lobby import invitation_entry
from unoduo.web.play.privacy import check_http
from unoduo.web.protocol import CreateGame, JoinGame, MyGames

router = APIRouter()


def _hub(request: Request) -> GameHub:
    hub: GameHub = request.app.state.hub
    return hub


def _accounts(request: Request) -> Accounts:
    accounts: Accounts = request.app.state.accounts
    return accounts


async def _check_private(request: Request, game_id: str) -> None:
    """A friend game's replay needs a seat token or its join code (the hub answers for a missing game)."""
    game = await _hub(request).get(game_id) if len(game_id) <= 32 else None
    if game is not None:
        check_http(game.row, request)


@router.post("/api/games")
async def create_game(body: CreateGame, request: Request) -> dict[str, Any]:
    accounts = _accounts(request)
    body = body.model_copy(update={"name": await accounts.seat_name(request, body.name)})
    game, token = await _hub(request).create(
        body, explicit_timer="turn_timer" in body.model_fields_set, address=client_address(request.scope)
    )
    await accounts.link(request, game.id, 0)
    code = game.row.join_code
    return {
        "game": game.id,
        "seat": 0,
        "token": token,
        "join_code": code,
        "invite_url": f"/join/{code}" if code else None,
    }


@router.post("/api/join")
async def join_game(body: JoinGame, request: Request) -> dict[str, Any]:
    accounts = _accounts(request)
    name = await accounts.seat_name(request, body.name)
    game, seat, token = await _hub(request).join(body.code, name, client_address(request.scope))
    await accounts.link(request, game.id, seat)
    return {"game": game.id, "seat": seat, "token": token}


@router.get("/api/join/{code}")
async def invitation(code: str, request: Request) -> dict[str, Any]:
    """A friend game's invitation, for its join page: host, ruleset, house rules, free seats (nothing secret)."""
    game = await _hub(request).invitation(code[:16], client_address(request.scope))
    return invitation_entry(game)


@router.get("/api/lobby")
async def lobby(request: Request, offset: Annotated[int, Query(ge=0, le=10**6)] = 0) -> dict[str, Any]:
    return await _hub(request).lobby(offset)


@router.post("/api/my-games")
async def my_games(body: MyGames, request: Request) -> dict[str, Any]:
    return {"games": await _hub(request).my_games(list(body.tokens))}


@router.get("/api/games/{game_id}")
async def game_summary(game_id: str, request: Request) -> dict[str, Any]:
    game = await _hub(request).get(game_id) if len(game_id) <= 32 else None
    if game is None:
        raise ApiError(404, "not_found", _("There is no such game."))
    return game.summary()


@router.get("/api/games/{game_id}/record")
async def game_record(game_id: str, request: Request) -> JSONResponse:
    game = await _hub(request).get(game_id) if len(game_id) <= 32 else None
    if game is None:
        raise ApiError(404, "not_found", _("There is no such game."))
    if not game.state.is_over:
        raise ApiError(409, "not_over", _("The record is available once the match is over."))
    check_http(game.row, request)
    return JSONResponse(
        game.record(), headers={"content-disposition": f'attachment; filename="unoduo-{game.id}.json"'}
    )


@router.get("/api/games/{game_id}/replay")
async def game_replay(game_id: str, request: Request) -> Response:
    await _check_private(request, game_id)
    return Response(await _hub(request).replay_index(game_id), media_type="application/json")


@router.get("/api/games/{game_id}/replay/{round_number}")
async def game_replay_round(game_id: str, round_number: int, request: Request) -> Response:
    await _check_private(request, game_id)
    text = await _hub(request).replay_round(game_id, round_number)
    return Response(text, media_type="application/json")
