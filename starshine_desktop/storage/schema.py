"""Common: the campaign's tables as typed SQLAlchemy models (changed only with a migration)."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
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
        # SQLite keeps booleans as integers; PostgreSQL's booleans need no check.
        *(
            CheckConstraint(f"{flag} IN (0, 1)", name=f"persona_{flag}_flag").ddl_if(
                dialect="sqlite"
            )
            for flag in ("risked_corruption", "risked_death", "dead")
        ),
        Index("persona_uuid", "uuid", unique=True),
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
    actor_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("actor.id"), nullable=True, index=True
    )
    # Version 7: the status flags of rules-spec A.1.
    risked_corruption: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    risked_death: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    dead: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # Version 8: the identity that never changes.
    uuid: Mapped[str] = mapped_column(
        String(36), default=lambda: str(uuid_module.uuid4()), server_default=text("''")
    )


# Version 3: the campaign's records (rules-spec A.1-A.4).

_NOT_BLANK = "length(trim(name)) > 0"


class ActorRecord(Base):
    """A player at the table: an Actor who plays a Persona, or the Director."""

    __tablename__ = "actor"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="actor_name_not_blank"),
        Index("actor_uuid", "uuid", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH), unique=True)
    is_director: Mapped[bool] = mapped_column(Boolean)
    notes: Mapped[str] = mapped_column(Text)
    uuid: Mapped[str] = mapped_column(
        String(36), default=lambda: str(uuid_module.uuid4()), server_default=text("''")
    )


class ElementRecord(Base):
    """An Element of the Narrative (any noun that is not a Persona) with its Scale."""

    __tablename__ = "element"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="element_name_not_blank"),
        _range_check("scale", 0, 99),
        Index("element_uuid", "uuid", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    scale: Mapped[int] = mapped_column(Integer)
    notes: Mapped[str] = mapped_column(Text)
    uuid: Mapped[str] = mapped_column(
        String(36), default=lambda: str(uuid_module.uuid4()), server_default=text("''")
    )


class CharacteristicRecord(Base):
    """A Characteristic of a Persona (0..6), possibly Corrupt with its corrupt name."""

    __tablename__ = "characteristic"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="characteristic_name_not_blank"),
        _range_check("value", 0, 6),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    value: Mapped[int] = mapped_column(Integer)
    corrupt: Mapped[bool] = mapped_column(Boolean)
    corrupt_name: Mapped[str] = mapped_column(String(NAME_LENGTH))


class ExpressionRecord(Base):
    """An Expression of a Characteristic: a phrase the Actor must show in play."""

    __tablename__ = "expression"
    __table_args__ = (CheckConstraint("length(trim(text)) > 0", name="expression_not_blank"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    characteristic_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("characteristic.id", ondelete="CASCADE"), index=True
    )
    text: Mapped[str] = mapped_column(String(NAME_LENGTH))


class SheetModifierRecord(Base):
    """A Knack, Power or Signature Item: a named modifier of one Score."""

    __tablename__ = "sheet_modifier"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="sheet_modifier_name_not_blank"),
        CheckConstraint("kind IN ('knack', 'power', 'signature_item')", name="sheet_modifier_kind"),
        CheckConstraint(
            "score IN (" + ", ".join(f"'{score.value}'" for score in SCORE_RANGES) + ")",
            name="sheet_modifier_score",
        ),
        _range_check("modifier", -20, 20),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    score: Mapped[str] = mapped_column(String(20))
    modifier: Mapped[int] = mapped_column(Integer)


class TraitRecord(Base):
    """A Trait on a Persona or an Element; ``created_by_persona_id`` NULL means the Director."""

    __tablename__ = "trait"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="trait_name_not_blank"),
        _range_check("strength", 0, 99),
        CheckConstraint("(persona_id IS NULL) <> (element_id IS NULL)", name="trait_on_one_holder"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    strength: Mapped[int] = mapped_column(Integer)
    negative: Mapped[bool] = mapped_column(Boolean)
    persona_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), nullable=True, index=True
    )
    element_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("element.id", ondelete="CASCADE"), nullable=True, index=True
    )
    created_by_persona_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="SET NULL"), nullable=True, index=True
    )


class InvestmentRecord(Base):
    """An Investment ``Element > Relationship/State`` paid from one Characteristic."""

    __tablename__ = "investment"
    __table_args__ = (
        CheckConstraint("length(trim(relationship)) > 0", name="investment_not_blank"),
        _range_check("value", 1, 6),
        CheckConstraint("state IN ('open', 'resolved', 'lost')", name="investment_state"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    element_id: Mapped[int] = mapped_column(Integer, ForeignKey("element.id"))
    characteristic_id: Mapped[int] = mapped_column(Integer, ForeignKey("characteristic.id"))
    relationship: Mapped[str] = mapped_column(String(NAME_LENGTH))
    value: Mapped[int] = mapped_column(Integer)
    state: Mapped[str] = mapped_column(String(10))


class StrategyRecord(Base):
    """A Strategy: pursues an Investment, or ending the Episode when it names none."""

    __tablename__ = "strategy"
    __table_args__ = (
        CheckConstraint(_NOT_BLANK, name="strategy_name_not_blank"),
        CheckConstraint("state IN ('active', 'surrendered', 'completed')", name="strategy_state"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    investment_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("investment.id", ondelete="SET NULL"), nullable=True
    )
    state: Mapped[str] = mapped_column(String(12))


class StanceChangeRecord(Base):
    """One logged change of the Director's Stance towards a Persona."""

    __tablename__ = "stance_change"
    __table_args__ = (
        _range_check("old_stance", 1, 6),
        _range_check("new_stance", 1, 6),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    strategy_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("strategy.id", ondelete="SET NULL"), nullable=True
    )
    old_stance: Mapped[int] = mapped_column(Integer)
    new_stance: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(String(NAME_LENGTH))
    changed_at: Mapped[datetime] = mapped_column(DateTime)


class EpisodeRecord(Base):
    """An Episode: its date, whether it is closed, and when."""

    __tablename__ = "episode"
    __table_args__ = (CheckConstraint("length(trim(title)) > 0", name="episode_not_blank"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    title: Mapped[str] = mapped_column(String(NAME_LENGTH))
    on_date: Mapped[date] = mapped_column(Date)
    closed: Mapped[bool] = mapped_column(Boolean)
    closed_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    notes: Mapped[str] = mapped_column(Text)


class AdvanceRecord(Base):
    """An Advance earned or spent by a Persona, with its reason and date."""

    __tablename__ = "advance"
    __table_args__ = (
        CheckConstraint("kind IN ('earned', 'spent')", name="advance_kind"),
        CheckConstraint("length(trim(reason)) > 0", name="advance_reason_not_blank"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(10))
    reason: Mapped[str] = mapped_column(String(NAME_LENGTH))
    on_date: Mapped[date] = mapped_column(Date)
    episode_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("episode.id", ondelete="SET NULL"), nullable=True
    )
    investment_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("investment.id", ondelete="SET NULL"), nullable=True
    )


class EpisodeParticipantRecord(Base):
    """A player (an Actor or the Director) taking part in an Episode."""

    __tablename__ = "episode_participant"

    episode_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("episode.id", ondelete="CASCADE"), primary_key=True
    )
    actor_id: Mapped[int] = mapped_column(Integer, ForeignKey("actor.id"), primary_key=True)


class ExpressionCheckRecord(Base):
    """An observer's tick: they saw this Expression shown in this Episode."""

    __tablename__ = "expression_check"

    episode_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("episode.id", ondelete="CASCADE"), primary_key=True
    )
    observer_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("actor.id", ondelete="CASCADE"), primary_key=True
    )
    expression_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("expression.id", ondelete="CASCADE"), primary_key=True
    )


class TraitCheckRecord(Base):
    """An observer's tick: they saw this Trait in play in this Episode."""

    __tablename__ = "trait_check"

    episode_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("episode.id", ondelete="CASCADE"), primary_key=True
    )
    observer_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("actor.id", ondelete="CASCADE"), primary_key=True
    )
    trait_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("trait.id", ondelete="CASCADE"), primary_key=True
    )


class EpisodeOutcomeRecord(Base):
    """What closing an Episode gave one Persona: an Advance, or what was missing."""

    __tablename__ = "episode_outcome"

    episode_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("episode.id", ondelete="CASCADE"), primary_key=True
    )
    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), primary_key=True
    )
    awarded: Mapped[bool] = mapped_column(Boolean)
    missing: Mapped[str] = mapped_column(Text)


# Progress tracks, Ironsworn sheets and the oracle history (revision 0004, rules-spec E).

_IRONSWORN_TRACK_KINDS = ("vow", "expedition", "connection", "combat", "scene_challenge")
_IRONSWORN_RANKS = ("troublesome", "dangerous", "formidable", "extreme", "epic")
_IRONSWORN_LEGACY_TRACKS = ("quests", "bonds", "discoveries")
_IRONSWORN_STATS = ("edge", "heart", "iron", "shadow", "wits")
_IRONSWORN_METERS = ("health", "spirit", "supply", "integrity")
#: The highest oracle roll kept (version 11; packages roll dice such as 1d200).
MAX_ORACLE_ROLL = 1000


def _one_of(column: str, values: tuple[str, ...]) -> CheckConstraint:
    listed = ", ".join(f"'{value}'" for value in values)
    return CheckConstraint(f"{column} IN ({listed})", name=f"{column}_known")


class ProgressTrackRecord(Base):
    """A vow, expedition, connection, combat objective or scene challenge (rules-spec E)."""

    __tablename__ = "progress_track"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        _one_of("kind", _IRONSWORN_TRACK_KINDS),
        _one_of("rank", _IRONSWORN_RANKS),
        _range_check("ticks", 0, 40),
        _range_check("clock", 0, 4),
        Index("progress_track_persona", "persona_id"),
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
        *(_range_check(stat, 1, 3) for stat in _IRONSWORN_STATS),
        *(_range_check(meter, 0, 5) for meter in _IRONSWORN_METERS),
        _range_check("momentum", -6, 10),
        *(_range_check(f"{track}_ticks", 0, 39) for track in _IRONSWORN_LEGACY_TRACKS),
        *(_range_check(f"{track}_completed", 0, 1) for track in _IRONSWORN_LEGACY_TRACKS),
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
    __table_args__ = (_range_check("roll", 1, MAX_ORACLE_ROLL),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    roll: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(Text)
    rolled_at: Mapped[datetime] = mapped_column(DateTime)


class IronswornAssetRecord(Base):
    """An asset card on a Persona's Ironsworn sheet (version 14): the card's Datasworn id and
    name, its abilities ticked (``"100"``) and its fields' values (a JSON object)."""

    __tablename__ = "ironsworn_asset"
    __table_args__ = (
        CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        CheckConstraint("length(asset_id) > 6", name="asset_id_not_blank"),
        CheckConstraint("substr(state, 1, 1) = '{'", name="state_is_object"),
        UniqueConstraint("persona_id", "asset_id", name="ironsworn_asset_once"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_id: Mapped[int] = mapped_column(Integer, ForeignKey("persona.id", ondelete="CASCADE"))
    asset_id: Mapped[str] = mapped_column(String(200))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    abilities: Mapped[str] = mapped_column(String(40))
    state: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)


# Version 5: Cortex sheets, challenge pools and statement scenes (rules-spec C and D).

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


# Version 8: what was last exchanged of each Persona.


class PersonaExchangeRecord(Base):
    """The Persona file last written or read for a Persona: the common version of both sides.

    A later import of that Persona compares the file and the campaign with it, to tell a
    change made on one side from a change made on both.
    """

    __tablename__ = "persona_exchange"

    persona_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("persona.id", ondelete="CASCADE"), primary_key=True
    )
    document: Mapped[str] = mapped_column(Text)
    exchanged_at: Mapped[datetime] = mapped_column(DateTime)


class RulesPackageRecord(Base):
    """An imported rules package: its moves and oracle tables as the checked JSON document,
    and its outline (names, ids and paths) as JSON."""

    __tablename__ = "rules_package"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    source: Mapped[str] = mapped_column(String(200))
    version: Mapped[str] = mapped_column(String(50))
    imported_at: Mapped[datetime] = mapped_column(DateTime)
    document: Mapped[str] = mapped_column(Text)
    # Version 13: what the Reference lists of it (``rules.ironsworn.datasworn_outline``).
    outline: Mapped[str] = mapped_column(Text, server_default="")


# Version 10: the party folder.


class PartyBindingRecord(Base):
    """The folder the campaign shares Persona files through, and who this person is there."""

    __tablename__ = "party_binding"
    __table_args__ = (CheckConstraint("role IN ('director', 'player')", name="party_binding_role"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    folder: Mapped[str] = mapped_column(Text)
    role: Mapped[str] = mapped_column(String(16))
    actor_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("actor.id", ondelete="SET NULL"), nullable=True
    )
    writer: Mapped[str] = mapped_column(String(36))
    bound_at: Mapped[datetime] = mapped_column(DateTime)


class PartyPersonaRecord(Base):
    """A Persona exchanged through the party folder: its highest revision and last digest."""

    __tablename__ = "party_persona"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_uuid: Mapped[str] = mapped_column(String(36), unique=True)
    revision: Mapped[int] = mapped_column(Integer)
    digest: Mapped[str] = mapped_column(String(64))


class PartySeenRecord(Base):
    """The highest revision of a Persona read from one writer of the party folder."""

    __tablename__ = "party_seen"
    __table_args__ = (UniqueConstraint("persona_uuid", "writer", name="party_seen_writer"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    persona_uuid: Mapped[str] = mapped_column(String(36))
    writer: Mapped[str] = mapped_column(String(36))
    revision: Mapped[int] = mapped_column(Integer)
