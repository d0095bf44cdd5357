"""Accounts, sessions, ratings and the matchmaking queue, in the game database (SQLite or PostgreSQL).

Tables (created beside the game tables when the server starts; none of the game tables changes):

- ``accounts``: id, name as shown, ``name_key`` (the name case-folded: unique), ``name_skeleton`` (the name's
  look, Unicode TR39's skeleton case-folded: unique, so no account looks like another), the Argon2id hash.
- ``sessions``: SHA-256 of each session cookie, its account and expiry (the cookie itself is never stored).
- ``account_seats``: which account played which seat of which game (games created or joined while logged
  in, matchmade games, and a guest's games claimed with their seat tokens when they sign up or log in).
- ``ratings`` (one row per account and system, "duo" or "classic") and ``rating_history`` (one row per rated
  game and account: the rating after it).
- ``rated_games``: games the matchmaker made, ``pending`` until their result is rated, then ``done``; rating a
  game and marking it done is one transaction, so a result counts exactly once, whichever process rates it.
- ``match_queue``: the matchmaking queue, one row per waiting player (``waiting``), being seated
  (``pairing``: a process is creating their table) or seated (``matched``: the game and seat that the player's
  next poll of any process receives, with a seat token made by that poll; only its SHA-256 is stored). In the
  database so that players queued on different server processes meet; a pass that forms tables holds a
  transaction-scoped advisory lock on PostgreSQL (one process forms tables at a time, over the whole queue)
  and locks the rows it reads.

- ``puzzle_ratings`` (one row per account: its puzzle rating, Glicko-2 apart from the game ratings, and its
  streaks) and ``puzzle_answers`` (its first answer to each puzzle, unique per account and puzzle: only that one
  counts): :mod:`.puzzles`.

- ``server_settings``: values every process and restart share: the session secret that CSRF tokens are made
  with, the version of the stored name skeletons (filled again when it changes: :mod:`.startup`).

Every write goes through the game store's writer (:meth:`Store.run_write`), like the games' own writes.

Where things are: :mod:`.tables` (the tables and their rows), :mod:`.store` (:class:`AccountStore`: accounts,
sessions, seats), :mod:`.ratings` (ratings, history, leaderboard, rating a game), :mod:`.matchqueue` (the
matchmaking queue), :mod:`.puzzles` (puzzle ratings and answers), :mod:`.startup` (what opening the store settles),
:mod:`.base` (the game store they all read and write through).
"""

from .puzzles import PuzzleAnswer, PuzzleRatingRow
from .store import AccountStore
from .tables import AccountRow, NameTaken, QueueRow, QueueTimes, RatedPairs, RatedSeat, RateFunction, RatingRow

__all__ = [
    "AccountRow", "AccountStore", "NameTaken", "PuzzleAnswer", "PuzzleRatingRow",
    "QueueRow", "QueueTimes", "RatedPairs", "RateFunction", "RatedSeat",
    "RatingRow",
]
