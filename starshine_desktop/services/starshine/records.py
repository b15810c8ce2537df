"""Starshine: use cases on every record of a Persona and the campaign's Actors and Elements.

Each use case runs in one transaction through a ``Journal`` and returns an ``Edit``: the
``Changes`` for the views and the journalled rows, so ``undo``/``redo`` put exactly those
rows back (same ids) whatever rules produced them. Values are checked against the rules
(rules-spec A.1-A.4) before anything is written; a refusal raises ``RuleError`` or
``ValidationError`` naming the field, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.campaign import (
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
    change_strategy_state,
    check_strategy_development,
)
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    SCALE_RANGE,
    STANCE_RANGE,
    STRENGTH_RANGE,
    LegalRange,
    Score,
    check_in_range,
)
from starshine_desktop.services import edits
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.investing import (
    change_investment,
    check_strategy_investment,
    invest_characteristic,
)
from starshine_desktop.services.starshine.record_reads import (
    RecordReads,
)
from starshine_desktop.services.starshine.record_values import (
    clean_choice,
    clean_date,
    clean_flag,
    clean_line,
    clean_notes,
)
from starshine_desktop.services.starshine.stance_log import change_stance, raise_stance_for_strategy
from starshine_desktop.storage import tables
from starshine_desktop.storage.starshine.records_rows import (
    TraitListingRow,
    TraitRow,
)

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from sqlalchemy.orm import InstrumentedAttribute

    from starshine_desktop.storage.journal import Column, Journal, Record, Values

Clock = Callable[[], datetime]
T = TypeVar("T")
DIRECTOR = "director"


def table_of(kind: RecordKind) -> Record | None:
    """Return the table behind a kind of record this service edits and deletes generically.

    These are the Starshine records; None for the other systems' rows and Challenges, which
    have use cases of their own.
    """
    return {
        RecordKind.PERSONA: tables.PersonaRecord,
        RecordKind.ACTOR: tables.ActorRecord,
        RecordKind.ELEMENT: tables.ElementRecord,
        RecordKind.CHARACTERISTIC: tables.CharacteristicRecord,
        RecordKind.EXPRESSION: tables.ExpressionRecord,
        RecordKind.SHEET_MODIFIER: tables.SheetModifierRecord,
        RecordKind.TRAIT: tables.TraitRecord,
        RecordKind.INVESTMENT: tables.InvestmentRecord,
        RecordKind.STRATEGY: tables.StrategyRecord,
        RecordKind.STANCE_CHANGE: tables.StanceChangeRecord,
        RecordKind.ADVANCE: tables.AdvanceRecord,
        RecordKind.EPISODE: tables.EpisodeRecord,
    }.get(kind)


STANCE_SET_BY_HAND = "Set by the Director on the Persona sheet"
"""The Stance log's reason for a Stance the Director set on the Persona sheet."""


def _int(what: str, legal: LegalRange) -> Callable[[object], int]:
    return lambda value: check_in_range(what, value, legal)


def _text(what: str, *, required: bool = True) -> Callable[[object], str]:
    return lambda value: clean_line(what, value, required=required)


def _flag(what: str) -> Callable[[object], bool]:
    return lambda value: clean_flag(what, value)


def _choice(what: str, choices: type[Any]) -> Callable[[object], str]:
    return lambda value: clean_choice(what, value, choices)


def holder_of(row: TraitRow | TraitListingRow) -> str:
    """Return where a Trait is, as ``persona:ID`` or ``element:ID``."""
    if row.persona_id is not None:
        return f"persona:{row.persona_id}"
    return f"element:{row.element_id}"


def creator_of(row: TraitRow | TraitListingRow) -> str:
    """Return who created a Trait, as ``persona:ID`` or ``director``."""
    return DIRECTOR if row.created_by_persona_id is None else f"persona:{row.created_by_persona_id}"


def _parse_reference(what: str, value: object, kinds: tuple[str, ...]) -> tuple[str, int | None]:
    if value == DIRECTOR and DIRECTOR in kinds:
        return DIRECTOR, None
    if isinstance(value, str):
        kind, _, number = value.partition(":")
        if kind in kinds and number.isascii() and number.isdigit() and len(number) < 19:
            return kind, int(number)
    raise ValidationError(
        QT_TRANSLATE_NOOP("Refusal", "{what} must name a {kinds}, not {value}"),
        what=what,
        kinds=" or ".join(kinds),
        value=repr(value),
    )


def _as_given(value: object) -> object:
    return value


NOT_SHOWN: object = object()
"""The value shown when a window did not say what it showed (nothing is compared). Not None,
which a field may show (a Strategy pursuing no Investment)."""


@dataclass(frozen=True, eq=False)
class RecordField(Generic[T]):
    """A field a person edits in a record's table: its record, its column and its check.

    ``column`` returns the schema's column (looked up on the first write, which loads the
    schema); ``check`` turns what the person entered into the stored value or refuses it.
    A field that is more than one column or obeys a rule (a Trait's holder, an Investment's
    state) names the use case that changes it (``use_case``, given the value the window
    showed too, which a use case of one column compares) instead of a column. The
    tables of the window hold these objects, so a column a record does not have is a type
    error. A new field is one more of them.
    """

    kind: RecordKind
    check: Callable[[object], T]
    column: Callable[[], InstrumentedAttribute[T]] | None = None
    use_case: Callable[[RecordService, int, T, object], Edit] | None = None


class ActorFields:
    """The fields of an Actor (or the Director) a person edits."""

    NAME = RecordField(
        RecordKind.ACTOR,
        _text(QT_TRANSLATE_NOOP("Game", "An Actor's name")),
        use_case=lambda service, actor_id, name, shown: service.rename_actor(
            actor_id, name, shown=None if shown is None or shown is NOT_SHOWN else str(shown)
        ),
    )
    NOTES = RecordField(RecordKind.ACTOR, clean_notes, lambda: tables.ActorRecord.notes)


class ElementFields:
    """The fields of an Element a person edits."""

    NAME = RecordField(
        RecordKind.ELEMENT,
        _text(QT_TRANSLATE_NOOP("Game", "An Element's name")),
        lambda: tables.ElementRecord.name,
    )
    SCALE = RecordField(
        RecordKind.ELEMENT,
        _int(QT_TRANSLATE_NOOP("Game", "An Element's Scale"), SCALE_RANGE),
        lambda: tables.ElementRecord.scale,
    )
    NOTES = RecordField(RecordKind.ELEMENT, clean_notes, lambda: tables.ElementRecord.notes)


class CharacteristicFields:
    """The fields of a Characteristic a person edits."""

    NAME = RecordField(
        RecordKind.CHARACTERISTIC,
        _text(QT_TRANSLATE_NOOP("Game", "A Characteristic's name")),
        lambda: tables.CharacteristicRecord.name,
    )
    VALUE = RecordField(
        RecordKind.CHARACTERISTIC,
        _int(QT_TRANSLATE_NOOP("Game", "A Characteristic"), CHARACTERISTIC_RANGE),
        lambda: tables.CharacteristicRecord.value,
    )
    CORRUPT = RecordField(
        RecordKind.CHARACTERISTIC,
        _flag(QT_TRANSLATE_NOOP("Game", "Corrupt")),
        lambda: tables.CharacteristicRecord.corrupt,
    )
    CORRUPT_NAME = RecordField(
        RecordKind.CHARACTERISTIC,
        _text(QT_TRANSLATE_NOOP("Game", "The corrupt name"), required=False),
        lambda: tables.CharacteristicRecord.corrupt_name,
    )


class ExpressionFields:
    """The field of an Expression a person edits."""

    TEXT = RecordField(
        RecordKind.EXPRESSION,
        _text(QT_TRANSLATE_NOOP("Game", "An Expression")),
        lambda: tables.ExpressionRecord.text,
    )


class ModifierFields:
    """The fields of a Knack, Power or Signature Item a person edits."""

    KIND = RecordField(
        RecordKind.SHEET_MODIFIER,
        _choice(QT_TRANSLATE_NOOP("Game", "The kind"), ModifierKind),
        lambda: tables.SheetModifierRecord.kind,
    )
    NAME = RecordField(
        RecordKind.SHEET_MODIFIER,
        _text(QT_TRANSLATE_NOOP("Game", "The name")),
        lambda: tables.SheetModifierRecord.name,
    )
    SCORE = RecordField(
        RecordKind.SHEET_MODIFIER,
        _choice(QT_TRANSLATE_NOOP("Game", "The Score"), Score),
        lambda: tables.SheetModifierRecord.score,
    )
    MODIFIER = RecordField(
        RecordKind.SHEET_MODIFIER,
        _int(QT_TRANSLATE_NOOP("Game", "A modifier"), MODIFIER_RANGE),
        lambda: tables.SheetModifierRecord.modifier,
    )


class TraitFields:
    """The fields of a Trait a person edits."""

    NAME = RecordField(
        RecordKind.TRAIT,
        _text(QT_TRANSLATE_NOOP("Game", "A Trait's name")),
        lambda: tables.TraitRecord.name,
    )
    STRENGTH = RecordField(
        RecordKind.TRAIT,
        _int(QT_TRANSLATE_NOOP("Game", "A Trait's Strength"), STRENGTH_RANGE),
        lambda: tables.TraitRecord.strength,
    )
    NEGATIVE = RecordField(
        RecordKind.TRAIT,
        _flag(QT_TRANSLATE_NOOP("Game", "Negative")),
        lambda: tables.TraitRecord.negative,
    )
    # Where the Trait is: ``persona:ID`` or ``element:ID``.
    ON = RecordField(
        RecordKind.TRAIT,
        _as_given,
        use_case=lambda service, trait_id, on, shown: service.move_trait(trait_id, on, shown=shown),
    )
    # Who created the Trait: ``persona:ID`` or ``director``.
    CREATED_BY = RecordField(
        RecordKind.TRAIT,
        _as_given,
        use_case=lambda service, trait_id, by, shown: service.set_trait_creator(
            trait_id, by, shown=shown
        ),
    )


class InvestmentFields:
    """The fields of an Investment a person edits."""

    ELEMENT = RecordField(
        RecordKind.INVESTMENT,
        _as_given,
        use_case=lambda service, investment_id, element, shown: service.set_investment_element(
            investment_id, element, shown=shown
        ),
    )
    RELATIONSHIP = RecordField(
        RecordKind.INVESTMENT,
        _text(QT_TRANSLATE_NOOP("Game", "The Relationship/State")),
        lambda: tables.InvestmentRecord.relationship,
    )
    STATE = RecordField(
        RecordKind.INVESTMENT,
        _as_given,
        use_case=lambda service, investment_id, state, shown: service.set_investment_state(
            investment_id, state, shown=shown
        ),
    )


class StrategyFields:
    """The fields of a Strategy a person edits."""

    NAME = RecordField(
        RecordKind.STRATEGY,
        _text(QT_TRANSLATE_NOOP("Game", "A Strategy's name")),
        lambda: tables.StrategyRecord.name,
    )
    INVESTMENT = RecordField(
        RecordKind.STRATEGY,
        _as_given,
        use_case=lambda service, strategy_id, investment, shown: service.set_strategy_investment(
            strategy_id, investment, shown=shown
        ),
    )
    STATE = RecordField(
        RecordKind.STRATEGY,
        _as_given,
        use_case=lambda service, strategy_id, state, shown: service.set_strategy_state(
            strategy_id, state, shown=shown
        ),
    )


class AdvanceFields:
    """The fields of an Advance a person edits."""

    KIND = RecordField(
        RecordKind.ADVANCE,
        _choice(QT_TRANSLATE_NOOP("Game", "An Advance"), AdvanceKind),
        lambda: tables.AdvanceRecord.kind,
    )
    REASON = RecordField(
        RecordKind.ADVANCE,
        _text(QT_TRANSLATE_NOOP("Game", "An Advance's reason")),
        lambda: tables.AdvanceRecord.reason,
    )
    ON_DATE = RecordField(
        RecordKind.ADVANCE,
        lambda value: clean_date(QT_TRANSLATE_NOOP("Game", "The date"), value),
        lambda: tables.AdvanceRecord.on_date,
    )


class EpisodeFields:
    """The fields of an Episode a person edits (while it is open: ``EpisodeService``)."""

    TITLE = RecordField(
        RecordKind.EPISODE,
        _text(QT_TRANSLATE_NOOP("Game", "An Episode's title")),
        lambda: tables.EpisodeRecord.title,
    )
    ON_DATE = RecordField(
        RecordKind.EPISODE,
        lambda value: clean_date(QT_TRANSLATE_NOOP("Game", "The Episode's date"), value),
        lambda: tables.EpisodeRecord.on_date,
    )
    NOTES = RecordField(RecordKind.EPISODE, clean_notes, lambda: tables.EpisodeRecord.notes)


def _stored_time(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


class RecordService(RecordReads):
    """The records of one campaign: Actors, Elements and each Persona's sheet (what it
    reads is ``RecordReads``'s; here, every edit)."""

    # Writing ------------------------------------------------------------------------

    def run(self, work: Callable[[Journal], object]) -> Edit:
        """Run ``work`` in one transaction and return what it changed."""
        return edits.run(self._database, work)

    # Generic edits -----------------------------------------------------------------

    def set_field(
        self,
        field: RecordField[Any],
        record_id: int,
        value: object,
        *,
        shown: object = NOT_SHOWN,
    ) -> Edit:
        """Change one field of a record after checking the value (the sheet's tables).

        ``shown`` is the value the window showed when the person began the edit
        (``NOT_SHOWN``, or None for a field of one column: not known): the field is then
        changed only while it still holds that value (``ChangedSinceShownError`` otherwise,
        naming who changed it where that is known). A field that is a rule over several rows
        hands it to its use case, which compares it before the rule reads the row.
        """
        clean = field.check(value)
        if field.use_case is not None:
            return field.use_case(self, record_id, clean, shown)
        assert field.column is not None
        column = field.column()
        record = table_of(field.kind)
        assert record is not None
        seen = {} if shown is None or shown is NOT_SHOWN else {column: shown}
        if field.kind is RecordKind.SHEET_MODIFIER:
            return self._set_modifier_field(record_id, column, clean, seen)

        def work(journal: Journal) -> None:
            journal.as_shown(record, (record_id,), seen)
            journal.update(record, (record_id,), {column: clean})

        return self.run(work)

    def _set_modifier_field(
        self, modifier_id: int, column: Column, value: object, shown: Values
    ) -> Edit:
        """Change a Knack, Power or Item; its Persona's modified Scores change with it."""
        owners: list[int] = []

        def work(journal: Journal) -> None:
            modifier = tables.SheetModifierRecord
            owners.append(int(journal.row(modifier, (modifier_id,))["persona_id"]))
            journal.as_shown(modifier, (modifier_id,), shown)
            journal.update(modifier, (modifier_id,), {column: value})

        edit = self.run(work)
        return Edit(edit.changes | Changes.update(RecordKind.PERSONA, owners[0]), edit.ops)

    def delete(self, kind: RecordKind, record_ids: Iterable[int]) -> Edit:
        """Delete several records (and what depends on them) as one edit."""
        ids = sorted(set(record_ids))
        if kind is RecordKind.PERSONA or table_of(kind) is None:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "a {kind} is not deleted here"), kind=kind.value
            )

        def work(journal: Journal) -> None:
            record = table_of(kind)
            assert record is not None
            for record_id in ids:
                if journal.exists(record, (record_id,)):
                    journal.delete(record, (record_id,))

        return self.run(work)

    # Actors and Elements -----------------------------------------------------------

    def add_actor(self, name: str, *, is_director: bool = False, notes: str = "") -> Edit:
        """Add a player (an Actor, or the Director: there is at most one)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Actor's name"), name)
        director = clean_flag(QT_TRANSLATE_NOOP("Game", "Director"), is_director)
        text = clean_notes(notes)

        def work(journal: Journal) -> None:
            actors = tables.ActorRecord
            if director and journal.find(actors, {actors.is_director: True}):
                raise ValidationError(
                    QT_TRANSLATE_NOOP("Refusal", "the campaign already has a Director")
                )
            self._check_actor_name_free(journal, clean, None)
            journal.insert(
                actors, {actors.name: clean, actors.is_director: director, actors.notes: text}
            )

        return self.run(work)

    @staticmethod
    def _check_actor_name_free(journal: Journal, name: str, actor_id: int | None) -> None:
        for row in journal.find(tables.ActorRecord, {tables.ActorRecord.name: name}):
            if row["id"] != actor_id:
                raise ValidationError(
                    QT_TRANSLATE_NOOP("Refusal", "there is already an Actor called {name}"),
                    name=name,
                )

    def rename_actor(self, actor_id: int, name: str, *, shown: str | None = None) -> Edit:
        """Rename an Actor and the Actor's name shown on the Personae they play.

        ``shown`` is the name the window showed (see ``set_field``).
        """
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Actor's name"), name)

        def work(journal: Journal) -> None:
            actors, personae = tables.ActorRecord, tables.PersonaRecord
            journal.row(actors, (actor_id,))
            if shown is not None:
                journal.as_shown(actors, (actor_id,), {actors.name: shown})
            self._check_actor_name_free(journal, clean, actor_id)
            journal.update(actors, (actor_id,), {actors.name: clean})
            for persona in journal.find(personae, {personae.actor_id: actor_id}):
                journal.update(personae, (persona["id"],), {personae.actor_name: clean})

        return self.run(work)

    def set_persona_actor(self, persona_id: int, actor_id: int | None) -> Edit:
        """Say which Actor plays a Persona (None: nobody); the Director plays none."""

        def work(journal: Journal) -> None:
            name = ""
            if actor_id is not None:
                actor = journal.row(tables.ActorRecord, (actor_id,))
                if actor["is_director"]:
                    raise RuleError(QT_TRANSLATE_NOOP("Refusal", "the Director plays no Persona"))
                name = actor["name"]
            personae = tables.PersonaRecord
            journal.update(
                personae,
                (persona_id,),
                {
                    personae.actor_id: actor_id,
                    personae.actor_name: name,
                    personae.updated_at: self.stored_now(),
                },
            )

        return self.run(work)

    def add_element(self, name: str, scale: int = 1, notes: str = "") -> Edit:
        """Add an Element of the Narrative with its Scale (0 to 99)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Element's name"), name)
        checked = check_in_range(
            QT_TRANSLATE_NOOP("Game", "An Element's Scale"), scale, SCALE_RANGE
        )
        text = clean_notes(notes)

        def work(journal: Journal) -> None:
            elements = tables.ElementRecord
            journal.insert(
                elements, {elements.name: clean, elements.scale: checked, elements.notes: text}
            )

        return self.run(work)

    # A Persona's sheet -------------------------------------------------------------

    def add_characteristic(self, persona_id: int, name: str, value: int) -> Edit:
        """Add a Characteristic (0 to 6) to a Persona."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "A Characteristic's name"), name)
        checked = check_in_range(
            QT_TRANSLATE_NOOP("Game", "A Characteristic"), value, CHARACTERISTIC_RANGE
        )

        def work(journal: Journal) -> None:
            table = tables.CharacteristicRecord
            values = {
                table.persona_id: persona_id,
                table.name: clean,
                table.value: checked,
                table.corrupt: False,
                table.corrupt_name: "",
            }
            self._insert_owned(journal, persona_id, table, values)

        return self.run(work)

    def add_expression(self, characteristic_id: int, text: str) -> Edit:
        """Add an Expression to a Characteristic."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Expression"), text)

        def work(journal: Journal) -> None:
            expressions = tables.ExpressionRecord
            journal.row(tables.CharacteristicRecord, (characteristic_id,))
            journal.insert(
                expressions,
                {expressions.characteristic_id: characteristic_id, expressions.text: clean},
            )

        return self.run(work)

    def add_modifier(
        self, persona_id: int, kind: str, name: str, score: str, modifier: int
    ) -> Edit:
        """Add a Knack, Power or Signature Item that modifies one Score."""
        checked_kind = clean_choice(QT_TRANSLATE_NOOP("Game", "The kind"), kind, ModifierKind)
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "The name"), name)
        checked_score = clean_choice(QT_TRANSLATE_NOOP("Game", "The Score"), score, Score)
        checked = check_in_range(QT_TRANSLATE_NOOP("Game", "A modifier"), modifier, MODIFIER_RANGE)

        def work(journal: Journal) -> None:
            table = tables.SheetModifierRecord
            values = {
                table.persona_id: persona_id,
                table.kind: checked_kind,
                table.name: clean,
                table.score: checked_score,
                table.modifier: checked,
            }
            self._insert_owned(journal, persona_id, table, values)

        return self.run(work)

    def add_trait(
        self,
        name: str,
        strength: int,
        *,
        on: str,
        negative: bool = False,
        created_by: str = DIRECTOR,
    ) -> Edit:
        """Add a Trait on a Persona or an Element (``on``: ``persona:ID`` or ``element:ID``)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "A Trait's name"), name)
        checked = check_in_range(
            QT_TRANSLATE_NOOP("Game", "A Trait's Strength"), strength, STRENGTH_RANGE
        )
        flag = clean_flag(QT_TRANSLATE_NOOP("Game", "Negative"), negative)

        def work(journal: Journal) -> None:
            traits = tables.TraitRecord
            journal.insert(
                traits,
                {
                    traits.name: clean,
                    traits.strength: checked,
                    traits.negative: flag,
                    **self._trait_holder(journal, on),
                    **self._trait_creator(journal, created_by),
                },
            )

        return self.run(work)

    @staticmethod
    def _trait_holder(journal: Journal, value: object) -> Values:
        kind, record_id = _parse_reference(
            QT_TRANSLATE_NOOP("Game", "A Trait's holder"), value, ("persona", "element")
        )
        assert record_id is not None
        traits = tables.TraitRecord
        if kind == "persona":
            journal.row(tables.PersonaRecord, (record_id,))
            return {traits.persona_id: record_id, traits.element_id: None}
        journal.row(tables.ElementRecord, (record_id,))
        return {traits.persona_id: None, traits.element_id: record_id}

    @staticmethod
    def _trait_creator(journal: Journal, value: object) -> Values:
        _kind, record_id = _parse_reference(
            QT_TRANSLATE_NOOP("Game", "A Trait's creator"), value, ("persona", DIRECTOR)
        )
        if record_id is not None:
            journal.row(tables.PersonaRecord, (record_id,))
        return {tables.TraitRecord.created_by_persona_id: record_id}

    def move_trait(self, trait_id: int, on: object, *, shown: object = NOT_SHOWN) -> Edit:
        """Put a Trait on another Persona or Element (``persona:ID`` or ``element:ID``).

        ``shown`` is where the window showed it (see ``set_field``).
        """

        def work(journal: Journal) -> None:
            traits = tables.TraitRecord
            journal.row(traits, (trait_id,))
            holder = self._trait_holder(journal, on)
            if shown is not None and shown is not NOT_SHOWN:
                kind, record_id = _parse_reference(
                    QT_TRANSLATE_NOOP("Game", "A Trait's holder"), shown, ("persona", "element")
                )
                was = {
                    traits.persona_id: record_id if kind == "persona" else None,
                    traits.element_id: record_id if kind == "element" else None,
                }
                journal.check_shown(traits, (trait_id,), was, holder)
            journal.update(traits, (trait_id,), holder)

        return self.run(work)

    def set_trait_creator(
        self, trait_id: int, created_by: object, *, shown: object = NOT_SHOWN
    ) -> Edit:
        """Say who created a Trait (``persona:ID`` or ``director``); ``shown`` is who the
        window showed (see ``set_field``)."""

        def work(journal: Journal) -> None:
            traits = tables.TraitRecord
            journal.row(traits, (trait_id,))
            creator = self._trait_creator(journal, created_by)
            if shown is not None and shown is not NOT_SHOWN:
                _kind, record_id = _parse_reference(
                    QT_TRANSLATE_NOOP("Game", "A Trait's creator"), shown, ("persona", DIRECTOR)
                )
                was = {traits.created_by_persona_id: record_id}
                journal.check_shown(traits, (trait_id,), was, creator)
            journal.update(traits, (trait_id,), creator)

        return self.run(work)

    @staticmethod
    def _insert_owned(journal: Journal, persona_id: int, table: Record, values: Values) -> None:
        """Insert a row of a Persona's sheet, refusing if the Persona is gone."""
        journal.row(tables.PersonaRecord, (persona_id,))
        journal.insert(table, values)

    # Investments (rules-spec A.4) --------------------------------------------------

    def make_investment(
        self,
        persona_id: int,
        element_id: int,
        characteristic_id: int,
        relationship: str,
        value: int,
    ) -> Edit:
        """Make an Investment: the chosen Characteristic loses ``value`` points (A.4)."""
        text = clean_line(QT_TRANSLATE_NOOP("Game", "The Relationship/State"), relationship)

        return self.run(
            lambda journal: invest_characteristic(
                journal, persona_id, element_id, characteristic_id, text, value
            )
        )

    def set_investment_state(
        self, investment_id: int, state: object, *, shown: object = NOT_SHOWN
    ) -> Edit:
        """Resolve an Investment (an Advance is earned) or mark it lost (A.4).

        ``shown`` is the state the window showed (see ``set_field``): compared before the
        rule judges the state the Investment is in.
        """
        new = InvestmentState(
            clean_choice(QT_TRANSLATE_NOOP("Game", "An Investment's state"), state, InvestmentState)
        )

        def work(journal: Journal) -> None:
            investments = tables.InvestmentRecord
            if shown is not None and shown is not NOT_SHOWN:
                journal.check_shown(
                    investments,
                    (investment_id,),
                    {investments.state: shown},
                    {investments.state: new.value},
                )
            change_investment(journal, investment_id, new, self._today())

        return self.run(work)

    def set_investment_element(
        self, investment_id: int, value: object, *, shown: object = NOT_SHOWN
    ) -> Edit:
        """Say which Element an Investment is in; ``shown`` is the Element the window showed
        (see ``set_field``)."""
        if type(value) is not int:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "an Investment's Element must be an Element, not {value}"
                ),
                value=repr(value),
            )

        def work(journal: Journal) -> None:
            investments = tables.InvestmentRecord
            journal.row(investments, (investment_id,))
            journal.row(tables.ElementRecord, (value,))
            if shown is not None and shown is not NOT_SHOWN:
                journal.as_shown(investments, (investment_id,), {investments.element_id: shown})
            journal.update(investments, (investment_id,), {investments.element_id: value})

        return self.run(work)

    # Strategies (rules-spec A.2) ---------------------------------------------------

    def start_strategy(self, persona_id: int, name: str, investment_id: int | None) -> Edit:
        """Start a Strategy; the Director's Stance towards the Persona rises by 1 (max 6)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "A Strategy's name"), name)

        def work(journal: Journal) -> None:
            strategies = tables.StrategyRecord
            journal.row(tables.PersonaRecord, (persona_id,))
            check_strategy_investment(journal, persona_id, investment_id)
            (strategy_id,) = journal.insert(
                strategies,
                {
                    strategies.persona_id: persona_id,
                    strategies.name: clean,
                    strategies.investment_id: investment_id,
                    strategies.state: StrategyState.ACTIVE.value,
                },
            )
            reason = f"Strategy started: {clean}"
            raise_stance_for_strategy(journal, persona_id, strategy_id, reason, self.stored_now())

        return self.run(work)

    def develop_strategy(self, strategy_id: int) -> Edit:
        """Develop an active Strategy; the Director's Stance rises by 1 (max 6), logged."""

        def work(journal: Journal) -> None:
            row = journal.row(tables.StrategyRecord, (strategy_id,))
            check_strategy_development(StrategyState(row["state"]))
            reason = f"Strategy developed: {row['name']}"
            persona_id = row["persona_id"]
            raise_stance_for_strategy(journal, persona_id, strategy_id, reason, self.stored_now())

        return self.run(work)

    def set_strategy_state(
        self, strategy_id: int, state: object, *, shown: object = NOT_SHOWN
    ) -> Edit:
        """Surrender or complete an active Strategy; ``shown`` is the state the window showed
        (see ``set_field``), compared before the rule judges the state it is in."""
        new = StrategyState(
            clean_choice(QT_TRANSLATE_NOOP("Game", "A Strategy's state"), state, StrategyState)
        )

        def work(journal: Journal) -> None:
            strategies = tables.StrategyRecord
            if shown is not None and shown is not NOT_SHOWN:
                journal.check_shown(
                    strategies,
                    (strategy_id,),
                    {strategies.state: shown},
                    {strategies.state: new.value},
                )
            row = journal.row(strategies, (strategy_id,))
            change_strategy_state(StrategyState(row["state"]), new)
            journal.update(strategies, (strategy_id,), {strategies.state: new.value})

        return self.run(work)

    def set_strategy_investment(
        self, strategy_id: int, value: object, *, shown: object = NOT_SHOWN
    ) -> Edit:
        """Say which of its Persona's Investments a Strategy pursues (None: none).

        ``shown`` is the one the window showed (None: none; see ``set_field``).
        """
        if value is not None and type(value) is not int:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "a Strategy pursues an Investment or nothing, not {value}"
                ),
                value=repr(value),
            )

        def work(journal: Journal) -> None:
            strategies = tables.StrategyRecord
            if shown is not NOT_SHOWN:
                journal.check_shown(
                    strategies,
                    (strategy_id,),
                    {strategies.investment_id: shown},
                    {strategies.investment_id: value},
                )
            row = journal.row(strategies, (strategy_id,))
            check_strategy_investment(journal, row["persona_id"], value)
            journal.update(strategies, (strategy_id,), {strategies.investment_id: value})

        return self.run(work)

    def set_stance(
        self,
        persona_id: int,
        stance: object,
        reason: str = STANCE_SET_BY_HAND,
        *,
        shown: int | None = None,
    ) -> Edit:
        """Set the Director's Stance towards a Persona (1 to 6), logged with ``reason``.

        Every change of Stance is in the Persona's Stance log, whether a Strategy, a Push or
        the Director's own hand made it; setting it to the value it has changes nothing.
        ``shown`` is the Stance the window showed (see ``set_field``).
        """
        value = check_in_range(
            QT_TRANSLATE_NOOP("Game", "The Director's Stance"), stance, STANCE_RANGE
        )
        note = clean_line(QT_TRANSLATE_NOOP("Game", "The reason"), reason)

        def work(journal: Journal) -> None:
            personae = tables.PersonaRecord
            if shown is not None:
                journal.as_shown(personae, (persona_id,), {personae.stance: shown})
            persona = journal.row(personae, (persona_id,))
            old = int(persona["stance"])
            if old != value:
                change_stance(journal, persona_id, None, (old, value), note, self.stored_now())

        return self.run(work)

    # Advances ----------------------------------------------------------------------

    def add_advance(self, persona_id: int, kind: str, reason: str, on_date: object) -> Edit:
        """Record an Advance earned or spent, with its reason and date."""
        checked = clean_choice(QT_TRANSLATE_NOOP("Game", "An Advance"), kind, AdvanceKind)
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Advance's reason"), reason)
        day = clean_date(QT_TRANSLATE_NOOP("Game", "The date"), on_date)

        def work(journal: Journal) -> None:
            table = tables.AdvanceRecord
            values = {
                table.persona_id: persona_id,
                table.kind: checked,
                table.reason: clean,
                table.on_date: day,
                table.episode_id: None,
                table.investment_id: None,
            }
            self._insert_owned(journal, persona_id, table, values)

        return self.run(work)

    # Time --------------------------------------------------------------------------

    def stored_now(self) -> datetime:
        """Return the clock's time as the tables keep it (naive UTC)."""
        return _stored_time(self._clock())

    def _today(self) -> date:
        return self._clock().date()
