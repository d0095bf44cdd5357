"""The coach over HTTP: ask for a finished match's review of one seat, and poll it (the hints go over the
WebSocket: :meth:`~unoduo.web.coach.service.Coach.hint`). The asker's account, if logged in, decides the
deepest review level it gets and which per-account quotas count the review."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from unoduo.i18n import _
from unoduo.web.accounts.service import Accounts
from unoduo.web.coach.service import Coach
from unoduo.web.errors import ApiError
from unoduo.web.limits.rate import client_address
from unoduo.web.play.game import Game
from unoduo.web.play.privacy import check_http
from unoduo.web.protocol import MAX_PLAYERS, ReviewRequest

router = APIRouter()


async def _account_id(request: Request) -> str | None:
    accounts: Accounts = request.app.state.accounts
    account = await accounts.current(request)
    return None if account is None else str(account.id)


async def _finished_game(request: Request, game_id: str) -> Game:
    hub = request.app.state.hub
    game: Game | None = await hub.get(game_id) if len(game_id) <= 32 else None
    if game is None:
        raise ApiError(404, "no_such_game", _("There is no such game."))
    check_http(game.row, request)  # a friend game's review: its players or whoever holds its join code
    return game


@router.get("/api/games/{game_id}/review")
async def get_review(
    game_id: str,
    request: Request,
    seat: Annotated[int, Query(ge=0, lt=MAX_PLAYERS)],
    budget: Annotated[int | None, Query(ge=1, le=100_000)] = None,
) -> Response:
    """Where the review of ``seat``'s decisions with ``budget`` is (poll this while it is queued or running)."""
    coach: Coach = request.app.state.coach
    game = await _finished_game(request, game_id)
    text = await coach.review_status(game, seat, budget, await _account_id(request))
    return Response(text, media_type="application/json")


@router.post("/api/games/{game_id}/review")
async def post_review(game_id: str, body: ReviewRequest, request: Request) -> Response:
    """Start the review (unless it is known already); 202 while it is queued or running, 200 once done."""
    coach: Coach = request.app.state.coach
    game = await _finished_game(request, game_id)
    address, account = client_address(request.scope), await _account_id(request)
    status, text = await coach.request_review(game, body.seat, body.budget, address, account)
    return Response(text, status_code=200 if status == "done" else 202, media_type="application/json")
