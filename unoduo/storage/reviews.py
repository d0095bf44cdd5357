"""The ``reviews`` table: the coach's finished reviews, kept so that a review asked for again (or after a
restart) is served without being computed again. Defined here, beside the other tables, so that the schema's
migrations (:mod:`unoduo.storage.versions`) can create it; the coach (``unoduo.web.coach.service``) reads and
writes it.
"""

from __future__ import annotations

from sqlalchemy import Column, MetaData, String, Table, Text

metadata = MetaData()

#: Finished reviews, one row per (game, seat, level, format): ``body`` is the review's JSON text.
reviews_table = Table(
    "reviews",
    metadata,
    Column("key", String(100), primary_key=True),
    Column("game_id", String(32), nullable=False, index=True),
    Column("created", String(40), nullable=False),
    Column("body", Text, nullable=False),
)
