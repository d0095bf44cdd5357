"""Quick reactions between the people at a table: "Good game", "Oops", a smile (docs/protocol.md, "Reactions").

A reaction is an id of a fixed list (``REACTIONS``), never free text: nothing to moderate, and the browser shows
its words in each viewer's language. Only a seated person may send one, in a game with another person (against
bots alone there is nobody to tell); bots never send any. Each seat is rate-limited (one every
``REACTION_GAP`` seconds, ``REACTIONS_PER_MINUTE`` a minute). A reaction is sent at once to every connection
of the game, spectators included, and over the cluster's bus to the other processes' connections; it is not
an action: never stored, never part of the record, and it carries nothing but the seat and the id.
"""

from __future__ import annotations

import time

from unoduo.i18n import _
from unoduo.web.errors import ActError
from unoduo.web.play.cluster_seam import Cluster
from unoduo.web.play.game import Game
from unoduo.web.protocol import REACTION_GAP, REACTIONS, REACTIONS_PER_MINUTE, Reaction

MINUTE = 60.0


def has_other_person(game: Game, seat: int) -> bool:
    """Whether a person other than ``seat`` has a seat in ``game`` (reactions are for games with people)."""
    return any(s.kind == "human" and s.seat != seat for s in game.row.seats)


def reaction_wait(times: list[float], now: float) -> float:
    """Seconds until a seat that sent reactions at ``times`` (oldest first, the last minute's) may send the next:
    0 when it may now."""
    if not times:
        return 0.0
    wait = times[-1] + REACTION_GAP - now
    if len(times) >= REACTIONS_PER_MINUTE:
        wait = max(wait, times[-REACTIONS_PER_MINUTE] + MINUTE - now)
    return max(0.0, wait)


def note_reaction(game: Game, seat: int, now: float) -> None:
    """Count a reaction of ``seat`` sent at ``now`` (here, or on another process of the cluster) in its limit."""
    times = [stamp for stamp in game.reaction_times.get(seat, []) if stamp > now - MINUTE]
    times.append(now)
    game.reaction_times[seat] = times[-REACTIONS_PER_MINUTE:]


def send_reaction(game: Game, seat: int | None, reaction: str, cluster: Cluster | None = None) -> None:
    """``seat`` sends ``reaction`` to the table: checked, rate-limited, then broadcast here and to the cluster.

    Raises :class:`ActError` (nothing is sent) for a spectator, a bot's seat, a game without another person,
    an unknown id, or a seat over its rate limit (``reaction_too_soon``: the page asks kindly to wait).
    """
    if seat is None:
        raise ActError("spectator", _("Spectators cannot send reactions."))
    if game.row.seats[seat].kind != "human":
        raise ActError("not_a_person", _("Only people send reactions."))
    if reaction not in REACTIONS:
        raise ActError("unknown_reaction", _("There is no such reaction."))
    if not has_other_person(game, seat):
        raise ActError("no_reactions", _("Reactions are for games with other people."))
    now = time.monotonic()
    if reaction_wait(game.reaction_times.get(seat, []), now) > 0:
        raise ActError("reaction_too_soon", _("Please wait a moment before the next reaction."))
    note_reaction(game, seat, now)
    show_reaction(game, seat, reaction)
    if cluster is not None:
        cluster.publish_reaction(game.id, seat, reaction)


def show_reaction(game: Game, seat: int, reaction: str) -> None:
    """Send a reaction of ``seat`` to every connection of the game held by this process."""
    game.broadcast(Reaction(type="reaction", seat=seat, reaction=reaction))


def remote_reaction(game: Game, seat: int, reaction: str) -> None:
    """A reaction another process of the cluster accepted: counted in the seat's limit here too, then shown."""
    if reaction not in REACTIONS or not 0 <= seat < len(game.row.seats):
        return
    note_reaction(game, seat, time.monotonic())
    show_reaction(game, seat, reaction)
