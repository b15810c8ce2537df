"""The campaign's tables as typed SQLAlchemy models (changed only together with a migration)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from starshine_desktop.rules.starshine.scores import SCORE_RANGES, STANCE_RANGE
from starshine_desktop.storage.rows import NAME_LENGTH, score_column


def _range_check(column: str, minimum: int, maximum: int) -> CheckConstraint:
    return CheckConstraint(f"{column} BETWEEN {minimum} AND {maximum}", name=f"{column}_range")


class Base(DeclarativeBase):
    """The declarative base of every campaign table."""


class CampaignSetting(Base):
    """A fact about the campaign file itself (when it was created, and by which version)."""

    __tablename__ = "campaign_setting"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class PersonaRecord(Base):
    """A Persona: the sheet of one player character (rules-spec A.1) and the Director's Stance."""

    __tablename__ = "persona"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        _range_check("stance", STANCE_RANGE.minimum, STANCE_RANGE.maximum),
        *(
            _range_check(score_column(score), legal.minimum, legal.maximum)
            for score, legal in SCORE_RANGES.items()
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    actor_name: Mapped[str] = mapped_column(String(NAME_LENGTH), default="")
    stance: Mapped[int] = mapped_column(Integer, default=1)
    notes: Mapped[str] = mapped_column(Text, default="")
    score_base: Mapped[int] = mapped_column(Integer)
    score_defense: Mapped[int] = mapped_column(Integer)
    score_recovery: Mapped[int] = mapped_column(Integer)
    score_lead: Mapped[int] = mapped_column(Integer)
    score_stunt: Mapped[int] = mapped_column(Integer)
    score_aid: Mapped[int] = mapped_column(Integer)
    score_threat: Mapped[int] = mapped_column(Integer)
    score_guard: Mapped[int] = mapped_column(Integer)
    score_surrender: Mapped[int] = mapped_column(Integer)
    score_risk: Mapped[int] = mapped_column(Integer)
    score_power: Mapped[int] = mapped_column(Integer)
    score_fortune: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)
