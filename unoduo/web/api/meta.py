"""What the browser asks before it plays: the server's protocol, languages and limits, the rule options, the
translations; and the debug statistics when they are on."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from unoduo.i18n import LANGUAGES, _, catalog_json, normalize
from unoduo.present import option_groups, options_schema, presets_schema
from unoduo.present.rulebook import rulebook_schema
from unoduo.web.errors import ApiError
from unoduo.web.limits.settings import ServerLimits, option_ranges
from unoduo.web.protocol import (
    DIFFICULTIES,
    MAX_MESSAGE_BYTES,
    MAX_PLAYERS,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    RULESETS,
)
from unoduo.web.stats import LatencyStats

router = APIRouter()
#: Included only when the server times every action (``create_app(debug_stats=True)``).
debug_router = APIRouter()


@router.get("/api/meta")
async def meta(request: Request) -> dict[str, Any]:
    limits: ServerLimits = request.app.state.limits
    return {
        "protocol": PROTOCOL_VERSION,
        "languages": dict(LANGUAGES),
        "difficulties": list(DIFFICULTIES),
        "rulesets": list(RULESETS),
        "limits": {
            "message_bytes": MAX_MESSAGE_BYTES,
            "rate_per_second": RATE_PER_SECOND,
            "burst": RATE_BURST,
            "max_players": MAX_PLAYERS,
            "options": {
                ruleset: {name: {"min": low, "max": high} for name, (low, high) in option_ranges(ruleset).items()}
                for ruleset in RULESETS
            },
            "lobby_page": limits.lobby_page,
            "review": {"budget": limits.review_budget, "min": limits.review_min_budget,
                       "max": limits.review_max_budget},
        },
    }


@router.get("/api/options")
async def rule_options() -> dict[str, Any]:
    """Every rule option of each ruleset (name, type, default, range or choices, description as a message),
    with the range this server accepts for integer options (``limits.option_ranges``), so a menu never offers
    a value that creating the game would refuse; the menu's group headings per ruleset and the presets
    (Official, Family, Quick, Custom) with the options each sets."""
    rulesets: dict[str, list[dict[str, Any]]] = {}
    for ruleset in RULESETS:
        ranges = option_ranges(ruleset)
        schema = options_schema(ruleset)
        for option in schema:
            if option["name"] in ranges:
                option["minimum"], option["maximum"] = ranges[option["name"]]
        rulesets[ruleset] = schema
    return {"rulesets": rulesets, "groups": {ruleset: option_groups(ruleset) for ruleset in RULESETS},
            "presets": presets_schema()}


@router.get("/api/rulebook")
async def rulebook() -> dict[str, Any]:
    """The rules page: each idea of UNO Duo with a worked example (card codes and a message), classic UNO in
    short, and the glossary of every word the game uses (unoduo.present.rulebook, unoduo.present.glossary)."""
    return rulebook_schema()


@router.get("/api/i18n/{lang}")
async def i18n(lang: str) -> dict[str, Any]:
    code = normalize(lang)
    if code is None:
        raise ApiError(404, "unknown_language", _("Unknown language."))
    return catalog_json(code)


@debug_router.get("/api/debug/stats", include_in_schema=False)
async def debug_stats_report(request: Request, reset: bool = False) -> dict[str, Any]:
    """Server-side latency percentiles (only when started with statistics on)."""
    stats: LatencyStats = request.app.state.stats
    report = stats.report()
    if reset:
        stats.reset()
    return report
