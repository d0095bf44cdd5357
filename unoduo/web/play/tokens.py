"""Secrets handed to players: seat tokens (stored only as hashes) and join codes."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable

from unoduo.storage import SeatRow

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))




def seat_of_token(seats: Iterable[SeatRow], token: str) -> int | None:
    """The seat whose stored hash matches ``token`` (compared in constant time), or None."""
    digest = hash_token(token)
    for s in seats:
        if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
            return s.seat
    return None
