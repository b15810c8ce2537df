"""The tables of progress tracks, Ironsworn sheets and oracle history (migration 0004)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.schema import Base

TRACK_KINDS = ("vow", "expedition", "connection", "combat", "scene_challenge")
RANKS = ("troublesome", "dangerous", "formidable", "extreme", "epic")
LEGACY_TRACKS = ("quests", "bonds", "discoveries")
STATS = ("edge", "heart", "iron", "shadow", "wits")
METERS = ("health", "spirit", "supply", "integrity")


def _one_of(column: str, values: tuple[str, ...]) -> CheckConstraint:
    listed = ", ".join(f"'{value}'" for value in values)
    return CheckConstraint(f"{column} IN ({listed})", name=f"{column}_known")


def _between(column: str, low: int, high: int) -> CheckConstraint:
    return CheckConstraint(f"{column} BETWEEN {low} AND {high}", name=f"{column}_range")


class ProgressTrackRecord(Base):
    """A vow, expedition, connection, combat objective or scene challenge (rules-spec E)."""

    __tablename__ = "progress_track"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        _one_of("kind", TRACK_KINDS),
        _one_of("rank", RANKS),
        _between("ticks", 0, 40),
        _between("clock", 0, 4),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    kind: Mapped[str] = mapped_column(String(20))
    rank: Mapped[str] = mapped_column(String(12))
    ticks: Mapped[int] = mapped_column(Integer, default=0)
    clock: Mapped[int] = mapped_column(Integer, default=0)
    persona_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="SET NULL"), nullable=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class IronswornSheetRecord(Base):
    """A Persona's Ironsworn values: stats, meters, momentum, impacts, legacy, experience."""

    __tablename__ = "ironsworn_sheet"
    __table_args__ = (
        *(_between(stat, 1, 3) for stat in STATS),
        *(_between(meter, 0, 5) for meter in METERS),
        _between("momentum", -6, 10),
        *(_between(f"{track}_ticks", 0, 39) for track in LEGACY_TRACKS),
        *(_between(f"{track}_completed", 0, 1) for track in LEGACY_TRACKS),
        CheckConstraint(
            "experience_spent BETWEEN 0 AND experience_earned", name="experience_spent_range"
        ),
    )

    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), primary_key=True
    )
    edge: Mapped[int] = mapped_column(Integer)
    heart: Mapped[int] = mapped_column(Integer)
    iron: Mapped[int] = mapped_column(Integer)
    shadow: Mapped[int] = mapped_column(Integer)
    wits: Mapped[int] = mapped_column(Integer)
    health: Mapped[int] = mapped_column(Integer)
    spirit: Mapped[int] = mapped_column(Integer)
    supply: Mapped[int] = mapped_column(Integer)
    integrity: Mapped[int] = mapped_column(Integer)
    momentum: Mapped[int] = mapped_column(Integer)
    impacts: Mapped[str] = mapped_column(Text, default="")
    quests_ticks: Mapped[int] = mapped_column(Integer, default=0)
    quests_completed: Mapped[int] = mapped_column(Integer, default=0)
    bonds_ticks: Mapped[int] = mapped_column(Integer, default=0)
    bonds_completed: Mapped[int] = mapped_column(Integer, default=0)
    discoveries_ticks: Mapped[int] = mapped_column(Integer, default=0)
    discoveries_completed: Mapped[int] = mapped_column(Integer, default=0)
    experience_earned: Mapped[int] = mapped_column(Integer, default=0)
    experience_spent: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class OracleRollRecord(Base):
    """One oracle result in the campaign's history."""

    __tablename__ = "oracle_roll"
    __table_args__ = (_between("roll", 1, 100),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    roll: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(Text)
    rolled_at: Mapped[datetime] = mapped_column(DateTime)
