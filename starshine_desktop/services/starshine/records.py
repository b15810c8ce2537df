"""Starshine: use cases on every record of a Persona and the campaign's Actors and Elements.

Each use case runs in one transaction through a ``Journal`` and returns an ``Edit``: the
``Changes`` for the views and the journalled rows, so ``undo``/``redo`` put exactly those
rows back (same ids) whatever rules produced them. Values are checked against the rules
(rules-spec A.1-A.4) before anything is written; a refusal raises ``RuleError`` or
``ValidationError`` naming the field, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.campaign import (
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
    change_investment_state,
    change_strategy_state,
    check_strategy_development,
    invest,
    modified_score,
    raise_stance,
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
from starshine_desktop.services.edits import KIND_OF_TABLE, Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.starshine import records_reads as reads
from starshine_desktop.storage.starshine.records_rows import (
    ActorRow,
    AdvanceRow,
    CharacteristicRow,
    ElementRow,
    ExpressionRow,
    InvestmentRow,
    ModifierRow,
    StanceChangeRow,
    StrategyRow,
    TraitListingRow,
    TraitRow,
)
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from starshine_desktop.storage.journal import Journal

Clock = Callable[[], datetime]
NOTES_LENGTH = 100_000
DIRECTOR = "director"

#: The table behind each kind of record this service edits and deletes generically: the
#: Starshine records (the other systems' rows and Challenges have use cases of their own).
_OWN_SERVICES = frozenset(
    {
        RecordKind.CHALLENGE,
        RecordKind.TRACK,
        RecordKind.IRONSWORN_SHEET,
        RecordKind.ORACLE_ROLL,
        RecordKind.CORTEX_SHEET,
        RecordKind.CHALLENGE_POOL,
        RecordKind.STATEMENT_SCENE,
        RecordKind.RULES_PACKAGE,
    }
)
TABLE_OF: dict[RecordKind, str] = {
    kind: table for table, kind in KIND_OF_TABLE.items() if kind not in _OWN_SERVICES
}
#: The Stance log's reason for a Stance the Director set on the Persona sheet.
STANCE_SET_BY_HAND = "Set by the Director on the Persona sheet"


# Checking values -----------------------------------------------------------------------


def clean_line(what: str, value: object, *, required: bool = True) -> str:
    """Return a one-line text with spaces tidied, refusing a blank or overlong one."""
    if not isinstance(value, str):
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be text, not {value}"),
            what=what,
            value=repr(value),
        )
    text = " ".join(value.split())
    if required and not text:
        raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "{what} cannot be blank"), what=what)
    if len(text) > NAME_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} is longer than {limit} characters"),
            what=what,
            limit=NAME_LENGTH,
        )
    return text


def clean_notes(value: object) -> str:
    """Return notes, refusing anything but text of at most 100,000 characters."""
    if not isinstance(value, str):
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Notes must be text, not {value}"), value=repr(value)
        )
    if len(value) > NOTES_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Notes are longer than {limit} characters"),
            limit=NOTES_LENGTH,
        )
    return value


def clean_flag(what: str, value: object) -> bool:
    """Return ``value`` if it is a real ``bool``."""
    if type(value) is not bool:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be true or false, not {value}"),
            what=what,
            value=repr(value),
        )
    return value


def clean_date(what: str, value: object) -> date:
    """Return the date written ``YYYY-MM-DD``."""
    if isinstance(value, date) and not isinstance(value, datetime):
        return value
    if not isinstance(value, str) or len(value) != 10:
        raise _not_a_date(what, value)
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise _not_a_date(what, value) from None


def _not_a_date(what: str, value: object) -> ValidationError:
    return ValidationError(
        QT_TRANSLATE_NOOP("Refusal", "{what} must be a date written YYYY-MM-DD, not {value}"),
        what=what,
        value=repr(value),
    )


def clean_choice(what: str, value: object, choices: type[Any]) -> str:
    """Return ``value`` if it is one of an enum's values."""
    allowed = [member.value for member in choices]
    if not isinstance(value, str) or value not in allowed:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be one of {allowed}, not {value}"),
            what=what,
            allowed=", ".join(allowed),
            value=repr(value),
        )
    return value


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


#: The fields a person may change directly, by kind: field -> how to check a value.
_EDITABLE: dict[RecordKind, dict[str, Callable[[object], object]]] = {
    RecordKind.ACTOR: {
        "name": _text(QT_TRANSLATE_NOOP("Game", "An Actor's name")),
        "notes": clean_notes,
    },
    RecordKind.ELEMENT: {
        "name": _text(QT_TRANSLATE_NOOP("Game", "An Element's name")),
        "scale": _int(QT_TRANSLATE_NOOP("Game", "An Element's Scale"), SCALE_RANGE),
        "notes": clean_notes,
    },
    RecordKind.CHARACTERISTIC: {
        "name": _text(QT_TRANSLATE_NOOP("Game", "A Characteristic's name")),
        "value": _int(QT_TRANSLATE_NOOP("Game", "A Characteristic"), CHARACTERISTIC_RANGE),
        "corrupt": _flag(QT_TRANSLATE_NOOP("Game", "Corrupt")),
        "corrupt_name": _text(QT_TRANSLATE_NOOP("Game", "The corrupt name"), required=False),
    },
    RecordKind.EXPRESSION: {"text": _text(QT_TRANSLATE_NOOP("Game", "An Expression"))},
    RecordKind.SHEET_MODIFIER: {
        "kind": _choice(QT_TRANSLATE_NOOP("Game", "The kind"), ModifierKind),
        "name": _text(QT_TRANSLATE_NOOP("Game", "The name")),
        "score": _choice(QT_TRANSLATE_NOOP("Game", "The Score"), Score),
        "modifier": _int(QT_TRANSLATE_NOOP("Game", "A modifier"), MODIFIER_RANGE),
    },
    RecordKind.TRAIT: {
        "name": _text(QT_TRANSLATE_NOOP("Game", "A Trait's name")),
        "strength": _int(QT_TRANSLATE_NOOP("Game", "A Trait's Strength"), STRENGTH_RANGE),
        "negative": _flag(QT_TRANSLATE_NOOP("Game", "Negative")),
    },
    RecordKind.INVESTMENT: {
        "relationship": _text(QT_TRANSLATE_NOOP("Game", "The Relationship/State"))
    },
    RecordKind.STRATEGY: {"name": _text(QT_TRANSLATE_NOOP("Game", "A Strategy's name"))},
    RecordKind.ADVANCE: {
        "kind": _choice(QT_TRANSLATE_NOOP("Game", "An Advance"), AdvanceKind),
        "reason": _text(QT_TRANSLATE_NOOP("Game", "An Advance's reason")),
        "on_date": lambda value: clean_date(QT_TRANSLATE_NOOP("Game", "The date"), value),
    },
}


@dataclass(frozen=True, slots=True)
class ModifiedScore:
    """A Score's base value, the entries that modify it and the value they give."""

    score: Score
    base: int
    modified: int
    entries: tuple[ModifierRow, ...]


@dataclass(frozen=True, slots=True)
class PersonaRecords:
    """Every record of one Persona, for its sheet's tabs."""

    persona_id: int
    actor_id: int | None
    characteristics: list[CharacteristicRow]
    expressions: list[ExpressionRow]
    modifiers: list[ModifierRow]
    traits: list[TraitRow]
    investments: list[InvestmentRow]
    strategies: list[StrategyRow]
    advances: list[AdvanceRow]
    stance_changes: list[StanceChangeRow]

    def modified_scores(self, base: Mapping[Score, int]) -> list[ModifiedScore]:
        """Return each Score with its base and modified values (rules-spec A.1)."""
        result = []
        for score in Score:
            entries = tuple(row for row in self.modifiers if row.score == score.value)
            total = modified_score(base[score], (row.modifier for row in entries))
            result.append(ModifiedScore(score, base[score], total, entries))
        return result

    @property
    def advances_available(self) -> int:
        """Return Advances earned minus Advances spent."""
        earned = sum(1 for row in self.advances if row.kind == AdvanceKind.EARNED.value)
        return earned - (len(self.advances) - earned)


def _stored_time(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


class RecordService:
    """The records of one campaign: Actors, Elements and each Persona's sheet."""

    def __init__(self, database: CampaignStore, clock: Clock) -> None:
        self._database = database
        self._clock = clock

    # Reading -----------------------------------------------------------------------

    def list_actors(self) -> list[ActorRow]:
        """Return every Actor and the Director."""
        with self._database.reading() as connection:
            return reads.read_actors(connection)

    def list_elements(self) -> list[ElementRow]:
        """Return every Element."""
        with self._database.reading() as connection:
            return reads.read_elements(connection)

    def list_traits(self) -> list[TraitRow]:
        """Return every Trait of the campaign."""
        with self._database.reading() as connection:
            return reads.read_traits(connection)

    def list_trait_listing(self) -> list[TraitListingRow]:
        """Return every Trait for the campaign-wide table (``negative`` as 1 or 0)."""
        with self._database.reading() as connection:
            return reads.read_trait_listing(connection)

    def find_trait_listing(self, ids: Sequence[int]) -> list[TraitListingRow]:
        """Return those of these Traits that exist, as the campaign-wide table shows them."""
        with self._database.reading() as connection:
            return reads.read_trait_listing(connection, ids)

    def trait_ids_naming(
        self, persona_ids: Sequence[int], element_ids: Sequence[int] = ()
    ) -> list[int]:
        """Return the Traits that show these Personae's or Elements' names (on, created by)."""
        with self._database.reading() as connection:
            return reads.read_trait_ids_naming(connection, persona_ids, element_ids)

    def find_elements(self, ids: Sequence[int]) -> list[ElementRow]:
        """Return those of these Elements that exist."""
        with self._database.reading() as connection:
            return reads.read_records(connection, ElementRow, "element", ids)

    def find_actors(self, ids: Sequence[int]) -> list[ActorRow]:
        """Return those of these Actors that exist."""
        with self._database.reading() as connection:
            return reads.read_records(connection, ActorRow, "actor", ids)

    def persona_names(self) -> dict[int, str]:
        """Return each Persona's id with its name."""
        with self._database.reading() as connection:
            return reads.read_persona_names(connection)

    def modifier_totals(self, persona_id: int) -> dict[Score, int]:
        """Return, per Score, the sum of the Persona's Knack, Power and Item modifiers."""
        with self._database.reading() as connection:
            rows = reads.read_modifiers(connection, persona_id)
        totals: dict[Score, int] = {}
        for row in rows:
            score = Score(row.score)
            totals[score] = modified_score(totals.get(score, 0), [row.modifier])
        return totals

    def persona_actor(self, persona_id: int) -> int | None:
        """Return the id of the Actor who plays a Persona (None: nobody)."""
        with self._database.reading() as connection:
            return reads.read_persona_actor(connection, persona_id)

    def persona_records(self, persona_id: int) -> PersonaRecords:
        """Return every record of one Persona in one consistent read."""
        with self._database.reading() as connection:
            return PersonaRecords(
                persona_id,
                reads.read_persona_actor(connection, persona_id),
                reads.read_characteristics(connection, persona_id),
                reads.read_expressions(connection, persona_id),
                reads.read_modifiers(connection, persona_id),
                reads.read_persona_traits(connection, persona_id),
                reads.read_investments(connection, persona_id),
                reads.read_strategies(connection, persona_id),
                reads.read_advances(connection, persona_id),
                reads.read_stance_changes(connection, persona_id),
            )

    # Writing ------------------------------------------------------------------------

    def run(self, work: Callable[[Journal], object]) -> Edit:
        """Run ``work`` in one transaction and return what it changed."""
        return edits.run(self._database, work)

    # Generic edits -----------------------------------------------------------------

    def set_field(self, kind: RecordKind, record_id: int, name: str, value: object) -> Edit:
        """Change one field of a record after checking the value (the sheet's tables)."""
        if kind is RecordKind.TRAIT and name in ("on", "created_by"):
            return self._set_trait_reference(record_id, name, value)
        if kind is RecordKind.INVESTMENT and name == "element_id":
            return self._set_investment_element(record_id, value)
        if kind is RecordKind.INVESTMENT and name == "state":
            return self.set_investment_state(record_id, value)
        if kind is RecordKind.STRATEGY and name == "state":
            return self.set_strategy_state(record_id, value)
        if kind is RecordKind.STRATEGY and name == "investment_id":
            return self._set_strategy_investment(record_id, value)
        checks = _EDITABLE.get(kind, {})
        if name not in checks:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "the {name} of a {kind} cannot be changed here"),
                name=name,
                kind=kind.value,
            )
        clean = checks[name](value)
        if kind is RecordKind.ACTOR and name == "name":
            return self.rename_actor(record_id, str(clean))
        if kind is RecordKind.SHEET_MODIFIER:
            return self._set_modifier_field(record_id, name, clean)
        return self.run(lambda journal: journal.update(TABLE_OF[kind], (record_id,), {name: clean}))

    def _set_modifier_field(self, modifier_id: int, name: str, value: object) -> Edit:
        """Change a Knack, Power or Item; its Persona's modified Scores change with it."""
        owners: list[int] = []

        def work(journal: Journal) -> None:
            owners.append(int(journal.row("sheet_modifier", (modifier_id,))["persona_id"]))
            journal.update("sheet_modifier", (modifier_id,), {name: value})

        edit = self.run(work)
        return Edit(edit.changes | Changes.update(RecordKind.PERSONA, owners[0]), edit.ops)

    def delete(self, kind: RecordKind, record_ids: Iterable[int]) -> Edit:
        """Delete several records (and what depends on them) as one edit."""
        ids = sorted(set(record_ids))
        if kind not in TABLE_OF or kind is RecordKind.PERSONA:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "a {kind} is not deleted here"), kind=kind.value
            )

        def work(journal: Journal) -> None:
            for record_id in ids:
                if journal.exists(TABLE_OF[kind], (record_id,)):
                    journal.delete(TABLE_OF[kind], (record_id,))

        return self.run(work)

    # Actors and Elements -----------------------------------------------------------

    def add_actor(self, name: str, *, is_director: bool = False, notes: str = "") -> Edit:
        """Add a player (an Actor, or the Director: there is at most one)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Actor's name"), name)
        director = clean_flag(QT_TRANSLATE_NOOP("Game", "Director"), is_director)
        text = clean_notes(notes)

        def work(journal: Journal) -> None:
            if director and journal.find("actor", is_director=True):
                raise ValidationError(
                    QT_TRANSLATE_NOOP("Refusal", "the campaign already has a Director")
                )
            self._check_actor_name_free(journal, clean, None)
            journal.insert("actor", {"name": clean, "is_director": director, "notes": text})

        return self.run(work)

    @staticmethod
    def _check_actor_name_free(journal: Journal, name: str, actor_id: int | None) -> None:
        for row in journal.find("actor", name=name):
            if row["id"] != actor_id:
                raise ValidationError(
                    QT_TRANSLATE_NOOP("Refusal", "there is already an Actor called {name}"),
                    name=name,
                )

    def rename_actor(self, actor_id: int, name: str) -> Edit:
        """Rename an Actor and the Actor's name shown on the Personae they play."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "An Actor's name"), name)

        def work(journal: Journal) -> None:
            journal.row("actor", (actor_id,))
            self._check_actor_name_free(journal, clean, actor_id)
            journal.update("actor", (actor_id,), {"name": clean})
            for persona in journal.find("persona", actor_id=actor_id):
                journal.update("persona", (persona["id"],), {"actor_name": clean})

        return self.run(work)

    def set_persona_actor(self, persona_id: int, actor_id: int | None) -> Edit:
        """Say which Actor plays a Persona (None: nobody); the Director plays none."""

        def work(journal: Journal) -> None:
            name = ""
            if actor_id is not None:
                actor = journal.row("actor", (actor_id,))
                if actor["is_director"]:
                    raise RuleError(QT_TRANSLATE_NOOP("Refusal", "the Director plays no Persona"))
                name = actor["name"]
            journal.update(
                "persona",
                (persona_id,),
                {"actor_id": actor_id, "actor_name": name, "updated_at": self.stored_now()},
            )

        return self.run(work)

    def add_element(self, name: str, scale: int = 1, notes: str = "") -> Edit:
        """Add an Element of the Narrative with its Scale (0 to 99)."""
        values = {
            "name": clean_line(QT_TRANSLATE_NOOP("Game", "An Element's name"), name),
            "scale": check_in_range(
                QT_TRANSLATE_NOOP("Game", "An Element's Scale"), scale, SCALE_RANGE
            ),
            "notes": clean_notes(notes),
        }
        return self.run(lambda journal: journal.insert("element", values))

    # A Persona's sheet -------------------------------------------------------------

    def add_characteristic(self, persona_id: int, name: str, value: int) -> Edit:
        """Add a Characteristic (0 to 6) to a Persona."""
        values = {
            "persona_id": persona_id,
            "name": clean_line(QT_TRANSLATE_NOOP("Game", "A Characteristic's name"), name),
            "value": check_in_range(
                QT_TRANSLATE_NOOP("Game", "A Characteristic"), value, CHARACTERISTIC_RANGE
            ),
            "corrupt": False,
            "corrupt_name": "",
        }
        return self.run(lambda journal: self._insert_owned(journal, "characteristic", values))

    def add_expression(self, characteristic_id: int, text: str) -> Edit:
        """Add an Expression to a Characteristic."""
        values = {
            "characteristic_id": characteristic_id,
            "text": clean_line(QT_TRANSLATE_NOOP("Game", "An Expression"), text),
        }

        def work(journal: Journal) -> None:
            journal.row("characteristic", (characteristic_id,))
            journal.insert("expression", values)

        return self.run(work)

    def add_modifier(
        self, persona_id: int, kind: str, name: str, score: str, modifier: int
    ) -> Edit:
        """Add a Knack, Power or Signature Item that modifies one Score."""
        values = {
            "persona_id": persona_id,
            "kind": clean_choice(QT_TRANSLATE_NOOP("Game", "The kind"), kind, ModifierKind),
            "name": clean_line(QT_TRANSLATE_NOOP("Game", "The name"), name),
            "score": clean_choice(QT_TRANSLATE_NOOP("Game", "The Score"), score, Score),
            "modifier": check_in_range(
                QT_TRANSLATE_NOOP("Game", "A modifier"), modifier, MODIFIER_RANGE
            ),
        }
        return self.run(lambda journal: self._insert_owned(journal, "sheet_modifier", values))

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
        values: dict[str, Any] = {
            "name": clean_line(QT_TRANSLATE_NOOP("Game", "A Trait's name"), name),
            "strength": check_in_range(
                QT_TRANSLATE_NOOP("Game", "A Trait's Strength"), strength, STRENGTH_RANGE
            ),
            "negative": clean_flag(QT_TRANSLATE_NOOP("Game", "Negative"), negative),
        }

        def work(journal: Journal) -> None:
            values.update(self._trait_holder(journal, on))
            values.update(self._trait_creator(journal, created_by))
            journal.insert("trait", values)

        return self.run(work)

    def _trait_holder(self, journal: Journal, value: object) -> dict[str, int | None]:
        kind, record_id = _parse_reference(
            QT_TRANSLATE_NOOP("Game", "A Trait's holder"), value, ("persona", "element")
        )
        assert record_id is not None
        journal.row(kind, (record_id,))
        if kind == "persona":
            return {"persona_id": record_id, "element_id": None}
        return {"persona_id": None, "element_id": record_id}

    def _trait_creator(self, journal: Journal, value: object) -> dict[str, int | None]:
        _kind, record_id = _parse_reference(
            QT_TRANSLATE_NOOP("Game", "A Trait's creator"), value, ("persona", DIRECTOR)
        )
        if record_id is not None:
            journal.row("persona", (record_id,))
        return {"created_by_persona_id": record_id}

    def _set_trait_reference(self, trait_id: int, name: str, value: object) -> Edit:
        def work(journal: Journal) -> None:
            journal.row("trait", (trait_id,))
            if name == "on":
                journal.update("trait", (trait_id,), self._trait_holder(journal, value))
            else:
                journal.update("trait", (trait_id,), self._trait_creator(journal, value))

        return self.run(work)

    def _insert_owned(self, journal: Journal, table: str, values: Mapping[str, Any]) -> None:
        journal.row("persona", (int(values["persona_id"]),))
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

        def work(journal: Journal) -> None:
            journal.row("persona", (persona_id,))
            journal.row("element", (element_id,))
            characteristic = journal.row("characteristic", (characteristic_id,))
            if characteristic["persona_id"] != persona_id:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{name} is not a Characteristic of this Persona",
                    ),
                    name=characteristic["name"],
                )
            lowered = invest(characteristic["name"], characteristic["value"], value)
            journal.update("characteristic", (characteristic_id,), {"value": lowered})
            journal.insert(
                "investment",
                {
                    "persona_id": persona_id,
                    "element_id": element_id,
                    "characteristic_id": characteristic_id,
                    "relationship": text,
                    "value": value,
                    "state": InvestmentState.OPEN.value,
                },
            )

        return self.run(work)

    def set_investment_state(self, investment_id: int, state: object) -> Edit:
        """Resolve an Investment (an Advance is earned) or mark it lost (A.4)."""
        new = InvestmentState(
            clean_choice(QT_TRANSLATE_NOOP("Game", "An Investment's state"), state, InvestmentState)
        )

        def work(journal: Journal) -> None:
            row = journal.row("investment", (investment_id,))
            earns = change_investment_state(InvestmentState(row["state"]), new)
            journal.update("investment", (investment_id,), {"state": new.value})
            if earns:
                element = journal.row("element", (row["element_id"],))
                journal.insert(
                    "advance",
                    {
                        "persona_id": row["persona_id"],
                        "kind": AdvanceKind.EARNED.value,
                        "reason": clean_line(
                            QT_TRANSLATE_NOOP("Game", "The reason"),
                            f"Investment resolved: {element['name']} > {row['relationship']}",
                        ),
                        "on_date": self._today(),
                        "episode_id": None,
                        "investment_id": investment_id,
                    },
                )

        return self.run(work)

    def _set_investment_element(self, investment_id: int, value: object) -> Edit:
        if type(value) is not int:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "an Investment's Element must be an Element, not {value}"
                ),
                value=repr(value),
            )

        def work(journal: Journal) -> None:
            journal.row("investment", (investment_id,))
            journal.row("element", (value,))
            journal.update("investment", (investment_id,), {"element_id": value})

        return self.run(work)

    # Strategies (rules-spec A.2) ---------------------------------------------------

    def start_strategy(self, persona_id: int, name: str, investment_id: int | None) -> Edit:
        """Start a Strategy; the Director's Stance towards the Persona rises by 1 (max 6)."""
        clean = clean_line(QT_TRANSLATE_NOOP("Game", "A Strategy's name"), name)

        def work(journal: Journal) -> None:
            journal.row("persona", (persona_id,))
            self._check_strategy_investment(journal, persona_id, investment_id)
            (strategy_id,) = journal.insert(
                "strategy",
                {
                    "persona_id": persona_id,
                    "name": clean,
                    "investment_id": investment_id,
                    "state": StrategyState.ACTIVE.value,
                },
            )
            self._raise_stance(journal, persona_id, strategy_id, f"Strategy started: {clean}")

        return self.run(work)

    def develop_strategy(self, strategy_id: int) -> Edit:
        """Develop an active Strategy; the Director's Stance rises by 1 (max 6), logged."""

        def work(journal: Journal) -> None:
            row = journal.row("strategy", (strategy_id,))
            check_strategy_development(StrategyState(row["state"]))
            reason = f"Strategy developed: {row['name']}"
            self._raise_stance(journal, row["persona_id"], strategy_id, reason)

        return self.run(work)

    def set_strategy_state(self, strategy_id: int, state: object) -> Edit:
        """Surrender or complete an active Strategy."""
        new = StrategyState(
            clean_choice(QT_TRANSLATE_NOOP("Game", "A Strategy's state"), state, StrategyState)
        )

        def work(journal: Journal) -> None:
            row = journal.row("strategy", (strategy_id,))
            change_strategy_state(StrategyState(row["state"]), new)
            journal.update("strategy", (strategy_id,), {"state": new.value})

        return self.run(work)

    def _set_strategy_investment(self, strategy_id: int, value: object) -> Edit:
        if value is not None and type(value) is not int:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "a Strategy pursues an Investment or nothing, not {value}"
                ),
                value=repr(value),
            )

        def work(journal: Journal) -> None:
            row = journal.row("strategy", (strategy_id,))
            self._check_strategy_investment(journal, row["persona_id"], value)
            journal.update("strategy", (strategy_id,), {"investment_id": value})

        return self.run(work)

    @staticmethod
    def _check_strategy_investment(
        journal: Journal, persona_id: int, investment_id: object
    ) -> None:
        if investment_id is None:
            return
        assert isinstance(investment_id, int)
        investment = journal.row("investment", (investment_id,))
        if investment["persona_id"] != persona_id:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "a Strategy pursues one of its own Persona's Investments"
                )
            )

    def set_stance(self, persona_id: int, stance: object, reason: str = STANCE_SET_BY_HAND) -> Edit:
        """Set the Director's Stance towards a Persona (1 to 6), logged with ``reason``.

        Every change of Stance is in the Persona's Stance log, whether a Strategy, a Push or
        the Director's own hand made it; setting it to the value it has changes nothing.
        """
        value = check_in_range(
            QT_TRANSLATE_NOOP("Game", "The Director's Stance"), stance, STANCE_RANGE
        )
        note = clean_line(QT_TRANSLATE_NOOP("Game", "The reason"), reason)

        def work(journal: Journal) -> None:
            persona = journal.row("persona", (persona_id,))
            old = int(persona["stance"])
            if old == value:
                return
            now = self.stored_now()
            journal.update("persona", (persona_id,), {"stance": value, "updated_at": now})
            journal.insert(
                "stance_change",
                {
                    "persona_id": persona_id,
                    "strategy_id": None,
                    "old_stance": old,
                    "new_stance": value,
                    "reason": note,
                    "changed_at": now,
                },
            )

        return self.run(work)

    def _raise_stance(
        self, journal: Journal, persona_id: int, strategy_id: int, reason: str
    ) -> None:
        persona = journal.row("persona", (persona_id,))
        old = int(persona["stance"])
        new = raise_stance(old)
        now = self.stored_now()
        journal.update("persona", (persona_id,), {"stance": new, "updated_at": now})
        note = reason if new > old else f"{reason} (Stance already at its maximum)"
        journal.insert(
            "stance_change",
            {
                "persona_id": persona_id,
                "strategy_id": strategy_id,
                "old_stance": old,
                "new_stance": new,
                "reason": clean_line(QT_TRANSLATE_NOOP("Game", "The reason"), note[:NAME_LENGTH]),
                "changed_at": now,
            },
        )

    # Advances ----------------------------------------------------------------------

    def add_advance(self, persona_id: int, kind: str, reason: str, on_date: object) -> Edit:
        """Record an Advance earned or spent, with its reason and date."""
        values = {
            "persona_id": persona_id,
            "kind": clean_choice(QT_TRANSLATE_NOOP("Game", "An Advance"), kind, AdvanceKind),
            "reason": clean_line(QT_TRANSLATE_NOOP("Game", "An Advance's reason"), reason),
            "on_date": clean_date(QT_TRANSLATE_NOOP("Game", "The date"), on_date),
            "episode_id": None,
            "investment_id": None,
        }
        return self.run(lambda journal: self._insert_owned(journal, "advance", values))

    # Time --------------------------------------------------------------------------

    def stored_now(self) -> datetime:
        """Return the clock's time as the tables keep it (naive UTC)."""
        return _stored_time(self._clock())

    def _today(self) -> date:
        return self._clock().date()
