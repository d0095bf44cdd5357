"""Accounts over HTTP: the session, sign-up, login, logout, password, deletion, claiming seats, profiles,
a game's rating changes, the leaderboard and the matchmaking queue (:class:`~unoduo.web.accounts.service
.Accounts` does the work)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response

from unoduo.web.accounts.service import (
    LEADERBOARD_SIZE,
    Accounts,
    Claim,
    Credentials,
    Deletion,
    PasswordChange,
    QueueRequest,
)
from unoduo.web.accounts.sessions import session_cookie

router = APIRouter()


def _accounts(request: Request) -> Accounts:
    accounts: Accounts = request.app.state.accounts
    return accounts


@router.get("/api/account")
async def me(request: Request, response: Response) -> dict[str, Any]:
    accounts = _accounts(request)
    account = await accounts.current(request)
    if account is None:
        if session_cookie(request):
            # A session that ended elsewhere (logout, password change or deletion on another device or
            # process): drop its cookie, or every later POST would be checked against its stale token.
            return {"account": None, "csrf": accounts._end_cookie(request, response)}
        return {"account": None, "csrf": accounts.pre_session(request, response)}
    return {"account": await accounts.describe_me(account),
            "csrf": accounts.csrf_token(session_cookie(request) or "")}


@router.post("/api/account/signup")
async def signup(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    return await _accounts(request).signup(body, request, response)


@router.post("/api/account/login")
async def login(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    return await _accounts(request).login(body, request, response)


@router.post("/api/account/logout")
async def logout(request: Request, response: Response) -> dict[str, Any]:
    return await _accounts(request).logout(request, response)


@router.post("/api/account/password")
async def password(body: PasswordChange, request: Request) -> dict[str, Any]:
    return await _accounts(request).change_password(body, request)


@router.post("/api/account/delete")
async def delete(body: Deletion, request: Request, response: Response) -> dict[str, Any]:
    return await _accounts(request).delete(body, request, response)


@router.post("/api/account/claim")
async def claim(body: Claim, request: Request) -> dict[str, Any]:
    return await _accounts(request).claim(body, request)


@router.get("/api/players/{name}")
async def profile(name: str, request: Request) -> dict[str, Any]:
    return await _accounts(request).profile(name, request)


@router.get("/api/games/{game_id}/rating")
async def game_rating(game_id: str, request: Request) -> dict[str, Any]:
    return await _accounts(request).game_rating(game_id, request)


@router.get("/api/leaderboard")
async def leaderboard(
    request: Request,
    system: Literal["duo", "classic"] = "duo",
    limit: Annotated[int, Query(ge=1, le=LEADERBOARD_SIZE)] = 50,
) -> dict[str, Any]:
    return await _accounts(request).leaderboard(system, limit)


@router.get("/api/queue")
async def queue_status(request: Request) -> dict[str, Any]:
    return await _accounts(request).queue_status(request)


@router.post("/api/queue")
async def enter_queue(body: QueueRequest, request: Request) -> dict[str, Any]:
    return await _accounts(request).enter_queue(body, request)


@router.post("/api/queue/leave")
async def leave_queue(request: Request) -> dict[str, Any]:
    return await _accounts(request).leave_queue(request)
