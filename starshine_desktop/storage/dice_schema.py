"""The tables of Cortex sheets, challenge pools and statement scenes (migration 0005)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, CheckConstraint, DateTime, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.schema import Base

#: The sides a stress die may have; the file refuses anything else.
DIE_SIDES = (4, 6, 8, 10, 12)
STRESS_COLUMNS = ("stress_physical", "stress_mental", "stress_social")


def _die_check(column: str) -> CheckConstraint:
    sides = ", ".join(str(side) for side in DIE_SIDES)
    return CheckConstraint(f"{column} IS NULL OR {column} IN ({sides})", name=f"{column}_die")


class CortexSheetRecord(Base):
    """A Persona's plot points and stress dice.

    No foreign key to ``persona``: deleting a Persona leaves the row, so undoing the
    deletion (which restores the Persona with the same id) brings its stress back too.
    """

    __tablename__ = "cortex_sheet"
    __table_args__ = (
        CheckConstraint("plot_points >= 0", name="plot_points_range"),
        *(_die_check(column) for column in STRESS_COLUMNS),
    )

    persona_id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    plot_points: Mapped[int] = mapped_column(Integer)
    stress_physical: Mapped[int | None] = mapped_column(Integer, nullable=True)
    stress_mental: Mapped[int | None] = mapped_column(Integer, nullable=True)
    stress_social: Mapped[int | None] = mapped_column(Integer, nullable=True)
    stressed_out: Mapped[bool] = mapped_column(Boolean)
    awaiting_time: Mapped[str] = mapped_column(String(64))
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class CortexChallengeRecord(Base):
    """A saved challenge pool: its engine state as JSON text."""

    __tablename__ = "cortex_challenge"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        CheckConstraint("substr(state, 1, 1) = '{'", name="state_is_object"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    state: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class StatementSceneRecord(Base):
    """A saved statement scene: its players and every step taken, as JSON text."""

    __tablename__ = "statement_scene"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        CheckConstraint("substr(state, 1, 1) = '{'", name="state_is_object"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    state: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)
