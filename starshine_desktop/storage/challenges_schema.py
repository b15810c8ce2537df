"""The table of Challenges played in the app (migration 0006)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, DateTime, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.schema import Base


class ChallengeRecord(Base):
    """A Starshine Challenge played in the app: its set-up and the steps recorded so far."""

    __tablename__ = "challenge"
    __table_args__ = (
        CheckConstraint("length(trim(title)) > 0", name="challenge_title_not_blank"),
        CheckConstraint("status IN ('running', 'finished')", name="challenge_status"),
        CheckConstraint(
            "outcome IS NULL OR outcome IN ('all_resolved', 'compromise', 'ended')",
            name="challenge_outcome",
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    title: Mapped[str] = mapped_column(String(NAME_LENGTH))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)
    status: Mapped[str] = mapped_column(String(16))
    rulings: Mapped[str] = mapped_column(Text)
    persona_ids: Mapped[str] = mapped_column(Text)
    setup: Mapped[str] = mapped_column(Text)
    steps: Mapped[str] = mapped_column(Text)
    outcome: Mapped[str | None] = mapped_column(String(16), nullable=True)
    applied: Mapped[bool] = mapped_column(Boolean, default=False)
