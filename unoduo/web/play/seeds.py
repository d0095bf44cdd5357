"""Deal seeds nobody can predict: HMAC-SHA256 of a random nonce under the server's secret.

A game's seed fixes every card it will deal, so whoever knows it before the end knows every hand. A seed
chosen by a client is accepted only where no other person plays (``opponent: "bot"``), and such a game is
marked ``chosen_setup`` for everyone who sees it. Every other seed is derived here: without the secret,
seeing earlier games' seeds (their records) says nothing about the next one, even if the random source
leaked its nonces. The secret is ``UNODUO_SEED_SECRET`` if set (hex or text), else 32 random bytes per process.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets

MAX_SEED = 2**63 - 1


def server_secret() -> bytes:
    """The secret the seeds are derived under (the environment's, or a fresh random one)."""
    given = os.environ.get("UNODUO_SEED_SECRET", "")
    if given:
        try:
            return bytes.fromhex(given)
        except ValueError:
            return given.encode("utf-8")
    return secrets.token_bytes(32)


def derive_seed(secret: bytes, nonce: bytes) -> int:
    """A 63-bit seed from ``secret`` and ``nonce`` (the engine takes 0..2^63-1)."""
    digest = hmac.new(secret, b"unoduo-seed/" + nonce, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") & MAX_SEED


class SeedSource:
    """Fresh unpredictable seeds for new games (and rematches)."""

    def __init__(self, secret: bytes | None = None) -> None:
        self._secret = secret if secret is not None else server_secret()

    def new_seed(self) -> int:
        return derive_seed(self._secret, secrets.token_bytes(16))
