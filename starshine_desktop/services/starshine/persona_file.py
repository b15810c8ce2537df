"""Starshine: one Persona as a file of its own: export it, and import it into the open campaign.

The format is documented in ``docs/campaign-format.md`` ("A Persona file"). It reuses the
campaign file's parser and field checks (``services/exchange/``): the same size limit,
UTF-8 (a BOM accepted), depth, repeated keys, NaN and huge numbers, types and the rules'
ranges, and the same engines for the Ironsworn and Cortex sheets. No id of the source
campaign is in the file: records refer to each other by position, Elements, Actors and
Trait creators by name. Export writes atomically; import checks everything, naming the
JSON path of the first bad value, then writes in ONE journalled transaction, so undo
removes the Persona and all it created and redo puts the same rows back.
"""

from __future__ import annotations

import json
import uuid as uuid_module
import zlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import LegalRange
from starshine_desktop.services.exchange import (
    KINDS,
    Field,
    ImportRefused,
    JsonObject,
    LaterRecords,
    Packed,
    check_int,
    check_keys,
    check_with_engines,
    dumps,
    export_kind,
    json_type,
    read_document,
    refuse_bad,
)
from starshine_desktop.storage import tables
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.packs import compress, compressor
from starshine_desktop.storage.rows import NAME_LENGTH
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.records import RecordService
    from starshine_desktop.storage.journal import Column, Journal, Record

FORMAT = "starshine-persona"
FORMAT_VERSION = 3
READ_VERSIONS = (1, 2, 3)
"""Every version this build reads; a version 1 file has no UUIDs (its Persona and Elements
are matched by name, and get new UUIDs when created); a file before version 3 has no
assets on its Ironsworn sheet."""
SUFFIX = ".starshine-persona.json"
DIRECTOR = "director"
SELF = "self"

_KINDS = {kind.key: kind for kind in KINDS}


def _own_fields(key: str, *, without: Sequence[str] = ()) -> tuple[Field, ...]:
    """Return a campaign list's fields without its id and references to other records."""
    kind = _KINDS[key]
    references = {reference.key for reference in kind.references}
    return tuple(
        item
        for item in kind.fields
        if item.key != "id" and item.key not in references and item.key not in without
    )


PERSONA_FIELDS = _own_fields("personae")
CHARACTERISTIC_FIELDS = _own_fields("characteristics")
EXPRESSION_FIELD = _own_fields("expressions")[0]
MODIFIER_FIELDS = _own_fields("modifiers")
TRAIT_FIELDS = _own_fields("traits")
ELEMENT_FIELDS = _own_fields("elements")
INVESTMENT_FIELDS = _own_fields("investments")
STRATEGY_FIELDS = _own_fields("strategies")
STANCE_CHANGE_FIELDS = _own_fields("stance_changes")
ADVANCE_FIELDS = _own_fields("advances")
TRACK_FIELDS = _own_fields("progress_tracks")
IRONSWORN_FIELDS = _own_fields("ironsworn_sheets")
ASSET_FIELDS = _own_fields("ironsworn_assets")
CORTEX_FIELDS = _own_fields("cortex_sheets")

PERSONA_PARTS = (
    "characteristics",
    "modifiers",
    "traits",
    "investments",
    "strategies",
    "stance_changes",
    "advances",
    "progress_tracks",
    "ironsworn_sheet",
    "cortex_sheet",
    "ironsworn_assets",
)
"""The lists and sheets of a Persona, after its own fields."""


# Checked data -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PartyStamp:
    """A party folder file's ``party`` object: its author, writer and revision."""

    author: str
    """The name of the person who wrote it (the Director, or the player's Actor)."""
    writer: str
    """The UUID of the campaign that wrote it."""
    revision: int
    """Higher for every version of the Persona written into the folder."""

    def as_json(self) -> dict[str, Any]:
        """Return the ``party`` object of a Persona file."""
        return {"author": self.author, "writer": self.writer, "revision": self.revision}


@dataclass(frozen=True, slots=True)
class PersonaData:
    """A checked Persona file: rows without ids; references are positions or names.

    ``investments`` rows hold ``characteristic`` (a position in ``characteristics``) and
    ``element`` (the Element's fields); ``strategies`` and ``advances`` hold
    ``investment``, ``stance_changes`` hold ``strategy`` (a position or None); a Trait's
    ``created_by`` is ``"director"``, ``"self"`` or another Persona's name.
    """

    persona: dict[str, Any]
    characteristics: Sequence[dict[str, Any]]
    expressions: Sequence[list[dict[str, Any]]]
    modifiers: Sequence[dict[str, Any]]
    traits: Sequence[dict[str, Any]]
    investments: Sequence[dict[str, Any]]
    strategies: Sequence[dict[str, Any]]
    stance_changes: Sequence[dict[str, Any]]
    advances: Sequence[dict[str, Any]]
    progress_tracks: Sequence[dict[str, Any]]
    ironsworn_sheet: dict[str, Any] | None
    cortex_sheet: dict[str, Any] | None
    document_packed: bytes = compress(b"{}")
    """The file's ``persona`` object as checked (positions and names), as JSON with sorted
    keys, compressed: what the campaign keeps as the last exchanged version. Kept as
    compressed text, not as values: the values of a file of many small records take
    several times its size. The lists are ``exchange.Packed`` (the rows as tuples, packed)
    for the same reason."""
    party: PartyStamp | None = None
    """Who wrote the file into a party folder, and its revision (absent in other files)."""
    ironsworn_assets: list[dict[str, Any]] = field(default_factory=list)
    """The assets on the Ironsworn sheet (version 3), in the order they were taken."""

    @property
    def document_json(self) -> bytes:
        """Return the file's ``persona`` object as checked, as compact JSON (sorted keys)."""
        return zlib.decompress(self.document_packed)

    @property
    def document(self) -> dict[str, Any]:
        """Return the file's ``persona`` object as checked, for comparisons (read anew)."""
        loaded: dict[str, Any] = json.loads(self.document_json)
        return loaded

    @property
    def name(self) -> str:
        """Return the Persona's name in the file."""
        return str(self.persona["name"])

    @property
    def uuid(self) -> str | None:
        """Return the Persona's UUID (None in a version 1 file)."""
        value = self.persona.get("uuid")
        return None if value is None else str(value)


@dataclass(frozen=True, slots=True)
class PersonaImport:
    """What an import did: the new Persona, its name, the Elements and what to tell."""

    persona_id: int
    name: str
    name_in_file: str
    elements_created: tuple[str, ...]
    elements_matched: tuple[str, ...]
    actor_linked: str | None
    notes: tuple[str, ...]
    edit: Edit

    @property
    def renamed(self) -> bool:
        """Return True if the Persona got a new name because its own was taken."""
        return self.name != self.name_in_file

    def summary(self) -> str:
        """Return one line saying what the import did."""
        parts = [f"Imported {self.name}"]
        if self.renamed:
            parts.append(f"renamed: the campaign already has {self.name_in_file}")
        if self.elements_created:
            parts.append(f"Elements created: {', '.join(self.elements_created)}")
        if self.elements_matched:
            parts.append(f"Elements matched: {', '.join(self.elements_matched)}")
        if self.actor_linked is not None:
            parts.append(f"played by {self.actor_linked}")
        return "; ".join([*parts, *self.notes]) + "."


# Export -------------------------------------------------------------------------------


def _strip(item: Mapping[str, Any], fields: Sequence[Field]) -> dict[str, Any]:
    """Return a record's own fields, in the file's order."""
    return {f.key: item[f.key] for f in fields}


def _position(items: list[dict[str, Any]]) -> dict[int, int]:
    """Return each record's place in its list, by its id in the source campaign."""
    return {int(item["id"]): index for index, item in enumerate(items)}


def _read_persona(
    database: CampaignStore, number: int
) -> tuple[dict[int, str], dict[str, list[dict[str, Any]]]]:
    """Return every Persona's name and one Persona's rows by list (one read)."""
    own = f"persona_id = {number}"
    with database.reading() as connection:

        def rows(key: str, where: str) -> list[dict[str, Any]]:
            return export_kind(connection, replace(_KINDS[key], where=where))

        found = rows("personae", f"id = {number}")
        if not found:
            raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "Persona"), number)
        names = {
            int(row[0]): str(row[1]) for row in connection.execute("SELECT id, name FROM persona")
        }
        return names, {
            "personae": found,
            "characteristics": rows("characteristics", own),
            "expressions": rows(
                "expressions", f"characteristic_id IN (SELECT id FROM characteristic WHERE {own})"
            ),
            "modifiers": rows("modifiers", own),
            "traits": rows("traits", own),
            "investments": rows("investments", own),
            "elements": rows("elements", f"id IN (SELECT element_id FROM investment WHERE {own})"),
            "strategies": rows("strategies", own),
            "stance_changes": rows("stance_changes", own),
            "advances": rows("advances", own),
            "progress_tracks": rows("progress_tracks", own),
            "ironsworn_sheets": rows("ironsworn_sheets", own),
            "ironsworn_assets": rows("ironsworn_assets", own),
            "cortex_sheets": rows("cortex_sheets", own),
        }


def _linked_parts(found: Mapping[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Return the Investments, Strategies, Stance changes and Advances, linked by position."""
    characteristic_at = _position(found["characteristics"])
    investment_at = _position(found["investments"])
    strategy_at = _position(found["strategies"])
    element_of = {int(item["id"]): _strip(item, ELEMENT_FIELDS) for item in found["elements"]}
    return {
        "investments": [
            {
                **_strip(item, INVESTMENT_FIELDS),
                "element": element_of[item["element_id"]],
                "characteristic": characteristic_at[item["characteristic_id"]],
            }
            for item in found["investments"]
        ],
        "strategies": [
            {
                **_strip(item, STRATEGY_FIELDS),
                "investment": investment_at.get(item["investment_id"]),
            }
            for item in found["strategies"]
        ],
        "stance_changes": [
            {
                **_strip(item, STANCE_CHANGE_FIELDS),
                "strategy": strategy_at.get(item["strategy_id"]),
            }
            for item in found["stance_changes"]
        ],
        "advances": [
            {
                **_strip(item, ADVANCE_FIELDS),
                "investment": investment_at.get(item["investment_id"]),
            }
            for item in found["advances"]
        ],
    }


def export_persona(database: CampaignStore, persona_id: int) -> dict[str, Any]:
    """Return one Persona and its records as the Persona file document (one read)."""
    number = int(persona_id)
    names, found = _read_persona(database, number)
    expressions = found["expressions"]

    def creator(value: int | None) -> object:
        if value is None or value not in names:
            return DIRECTOR
        return SELF if value == number else {"persona": names[value]}

    linked = _linked_parts(found)
    persona = _strip(found["personae"][0], PERSONA_FIELDS)
    persona["characteristics"] = [
        {
            **_strip(item, CHARACTERISTIC_FIELDS),
            "expressions": [
                row["text"] for row in expressions if row["characteristic_id"] == item["id"]
            ],
        }
        for item in found["characteristics"]
    ]
    persona["modifiers"] = [_strip(item, MODIFIER_FIELDS) for item in found["modifiers"]]
    persona["traits"] = [
        {**_strip(item, TRAIT_FIELDS), "created_by": creator(item["created_by_persona_id"])}
        for item in found["traits"]
    ]
    persona["investments"] = linked["investments"]
    persona["strategies"] = linked["strategies"]
    persona["stance_changes"] = linked["stance_changes"]
    persona["advances"] = linked["advances"]
    persona["progress_tracks"] = [_strip(item, TRACK_FIELDS) for item in found["progress_tracks"]]
    ironsworn, cortex = found["ironsworn_sheets"], found["cortex_sheets"]
    persona["ironsworn_sheet"] = _strip(ironsworn[0], IRONSWORN_FIELDS) if ironsworn else None
    persona["cortex_sheet"] = _strip(cortex[0], CORTEX_FIELDS) if cortex else None
    persona["ironsworn_assets"] = [_strip(item, ASSET_FIELDS) for item in found["ironsworn_assets"]]
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "persona": persona}


def suggested_file_name(persona_name: str) -> str:
    """Return the file name offered for a Persona's file ("<Persona>.starshine-persona.json")."""
    safe = "".join("_" if char in '<>:"/\\|?*' or ord(char) < 32 else char for char in persona_name)
    return f"{safe.strip(' .') or 'Persona'}{SUFFIX}"


# Checking -----------------------------------------------------------------------------


def _check_object(value: object, path: str) -> dict[str, Any]:
    refuse_bad(value, path)
    if not isinstance(value, dict):
        raise ImportRefused(
            path,
            QT_TRANSLATE_NOOP("Refusal", "must be an object, not {kind}"),
            kind=json_type(value),
        )
    return value


def _check_list(value: object, path: str) -> list[Any] | LaterRecords:
    refuse_bad(value, path)
    if isinstance(value, LaterRecords):
        return value
    if not isinstance(value, list):
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "must be a list, not {kind}"), kind=json_type(value)
        )
    return value


def _check_record(
    value: object, path: str, fields: Sequence[Field], extra: Sequence[str] = ()
) -> dict[str, Any]:
    """Check one object with exactly ``fields`` and ``extra`` keys; return its columns."""
    item = _check_object(value, path)
    check_keys(item, path, [*(f.key for f in fields), *extra])
    row: dict[str, Any] = {}
    for each in fields:
        checked = each.check(item[each.key], f"{path}.{each.key}")
        if each.key == "scores":
            row.update(checked)
        else:
            row[each.column] = checked
    return row


def _check_position(value: object, path: str, count: int, what: str, *, nullable: bool) -> Any:
    if value is None and nullable:
        return None
    refuse_bad(value, path)
    if count == 0:
        if type(value) is not int:
            raise ImportRefused(
                path,
                QT_TRANSLATE_NOOP("Refusal", "must be a whole number, not {kind}"),
                kind=json_type(value),
            )
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "names no {what}: the Persona has none"), what=what
        )
    return check_int(value, path, LegalRange(0, count - 1))


def _check_creator(value: object, path: str) -> str | dict[str, str]:
    refuse_bad(value, path)
    if value in (DIRECTOR, SELF):
        return str(value)
    if isinstance(value, dict):
        check_keys(value, path, ["persona"])
        name = PERSONA_FIELDS[0].check(value["persona"], f"{path}.persona")
        return {"persona": name}
    raise ImportRefused(
        path,
        QT_TRANSLATE_NOOP("Refusal", 'must be "director", "self" or {persona}, not {value}'),
        persona='{"persona": name}',
        value=repr(value),
    )


_TOOL_LISTS = (
    "progress_tracks",
    "ironsworn_sheets",
    "ironsworn_assets",
    "cortex_sheets",
    "cortex_challenges",
    "statement_scenes",
    "challenges",
)


def _check_engine(key: str, row: Mapping[str, Any], path: str) -> None:
    """Check a track or sheet through its rules engine, reporting at ``path``."""
    lists: dict[str, list[dict[str, Any]]] = {name: [] for name in _TOOL_LISTS}
    lists[key] = [{**row, "persona_id": 1}]
    try:
        check_with_engines(lists)
    except ImportRefused as error:
        prefix = f"$.{key}[0]"
        rest = error.path[len(prefix) :] if error.path.startswith(prefix) else ""
        raise error.at(path + rest) from None


_COMPACT = json.JSONEncoder(
    sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=lambda _value: None
)


def _packed_json(persona: Mapping[str, Any]) -> bytes:
    """Return the ``persona`` object as JSON with sorted keys and no spaces, compressed
    (what is not JSON as null: a value that is refused, and the text with it).

    Written and compressed piece by piece, a record at a time: the text of a file of many
    small records is never whole in memory, nor the values of its lists (``LaterRecords``,
    read again one record at a time).
    """
    packer = compressor()
    packed = bytearray()
    pieces: list[str] = []
    held = 0

    def put(piece: str) -> None:
        nonlocal held
        pieces.append(piece)
        held += len(piece)
        if held > _PIECE:
            flush()

    def flush() -> None:
        nonlocal held
        packed.extend(packer.compress("".join(pieces).encode("utf-8", "surrogatepass")))
        pieces.clear()
        held = 0

    put("{")
    for number, key in enumerate(sorted(persona)):
        value = persona[key]
        put(f"{',' if number else ''}{_COMPACT.encode(key)}:")
        if isinstance(value, LaterRecords):
            put("[")
            for index, item in enumerate(value):
                if index:
                    put(",")
                for piece in _COMPACT.iterencode(item):
                    put(piece)
            put("]")
        else:
            for piece in _COMPACT.iterencode(value):
                put(piece)
    put("}")
    flush()
    packed.extend(packer.flush())
    return bytes(packed)


_PIECE = 1 << 13
"""Characters of JSON text compressed at once by ``_packed_json``."""


def _check_header(top: dict[str, Any]) -> int:
    """Check a Persona file's format, version and top-level keys; return its version."""
    if isinstance(top, JsonObject) and top.duplicate is not None:
        raise ImportRefused(
            f"$.{top.duplicate}", QT_TRANSLATE_NOOP("Refusal", "this key appears more than once")
        )
    for required in ("format", "format_version"):
        if required not in top:
            if required == "format_version" and "version" in top:
                raise ImportRefused(
                    "$",
                    QT_TRANSLATE_NOOP("Refusal", "this is a whole campaign, not a Persona file"),
                )
            raise ImportRefused(f"$.{required}", QT_TRANSLATE_NOOP("Refusal", "missing"))
    refuse_bad(top["format"], "$.format")
    if top["format"] != FORMAT:
        raise ImportRefused(
            "$.format", QT_TRANSLATE_NOOP("Refusal", "must be {format}"), format=repr(FORMAT)
        )
    version = top["format_version"]
    refuse_bad(version, "$.format_version")
    if type(version) is not int or version not in READ_VERSIONS:
        newer = type(version) is int and version > FORMAT_VERSION
        versions = ", ".join(map(str, READ_VERSIONS))
        if newer:
            raise ImportRefused(
                "$.format_version",
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "this Starshine Desktop reads versions {versions}; version {version} is "
                    "from a newer Starshine Desktop",
                ),
                versions=versions,
                version=version,
            )
        raise ImportRefused(
            "$.format_version",
            QT_TRANSLATE_NOOP("Refusal", "this Starshine Desktop reads versions {versions}"),
            versions=versions,
        )
    check_keys(
        top, "$", ["format", "format_version", "persona", *(["party"] if "party" in top else [])]
    )
    return version


def _items(
    source: Mapping[str, Any], key: str, path: str, consume: bool
) -> Iterator[tuple[str, Any]]:
    """Yield each record of one of the Persona's lists with its JSON path.

    With ``consume`` each record is dropped from the document once it has been checked. The
    records of ``LaterRecords`` (a file read by ``read_persona_file``) are read one at a time.
    """
    values = _check_list(source[key], f"{path}.{key}")
    if isinstance(values, LaterRecords):
        for number, value in enumerate(values):
            yield f"{path}.{key}[{number}]", value
        return
    for number in range(len(values)):
        yield f"{path}.{key}[{number}]", values[number]
        if consume:
            values[number] = None


def _check_characteristics(items: Iterator[tuple[str, Any]]) -> tuple[Packed, Packed]:
    """Check the Characteristics; return them and each one's Expressions."""
    characteristics, expressions = Packed(), Packed()
    for where, value in items:
        characteristics.append(_check_record(value, where, CHARACTERISTIC_FIELDS, ["expressions"]))
        texts = _check_list(value["expressions"], f"{where}.expressions")
        expressions.append(
            [
                {"text": EXPRESSION_FIELD.check(text, f"{where}.expressions[{number}]")}
                for number, text in enumerate(texts)
            ]
        )
    return characteristics.sealed(), expressions.sealed()


def _check_traits(items: Iterator[tuple[str, Any]]) -> Packed:
    """Check the Traits, each with who created it."""
    traits = Packed()
    for where, value in items:
        row = _check_record(value, where, TRAIT_FIELDS, ["created_by"])
        row["created_by"] = _check_creator(value["created_by"], f"{where}.created_by")
        traits.append(row)
    return traits.sealed()


def _check_investments(
    items: Iterator[tuple[str, Any]], element_fields: Sequence[Field], characteristics: int
) -> Packed:
    """Check the Investments, each with its Element and the position of its Characteristic."""
    investments = Packed()
    for where, value in items:
        row = _check_record(value, where, INVESTMENT_FIELDS, ["element", "characteristic"])
        row["element"] = _check_record(value["element"], f"{where}.element", element_fields)
        row["characteristic"] = _check_position(
            value["characteristic"],
            f"{where}.characteristic",
            characteristics,
            "Characteristic",
            nullable=False,
        )
        investments.append(row)
    return investments.sealed()


def _check_linked(
    items: Iterator[tuple[str, Any]], fields: Sequence[Field], link: str, count: int, what: str
) -> Packed:
    """Check a list whose records may point at a record of another list by position."""
    checked = Packed()
    for where, value in items:
        row = _check_record(value, where, fields, [link])
        row[link] = _check_position(value[link], f"{where}.{link}", count, what, nullable=True)
        checked.append(row)
    return checked.sealed()


def _check_tracks(items: Iterator[tuple[str, Any]]) -> Packed:
    """Check the progress tracks, with the Ironsworn engine's checks."""
    tracks = Packed()
    for where, value in items:
        row = _check_record(value, where, TRACK_FIELDS)
        _check_engine("progress_tracks", row, where)
        tracks.append(row)
    return tracks.sealed()


def _check_assets(items: Iterator[tuple[str, Any]]) -> list[dict[str, Any]]:
    """Check the assets on the Ironsworn sheet (each card at most once)."""
    rows: list[dict[str, Any]] = []
    paths: list[str] = []
    for where, value in items:
        rows.append(_check_record(value, where, ASSET_FIELDS))
        paths.append(where)
    lists: dict[str, list[dict[str, Any]]] = {name: [] for name in _TOOL_LISTS}
    lists["ironsworn_assets"] = [{**row, "persona_id": 1} for row in rows]
    try:
        check_with_engines(lists)
    except ImportRefused as error:
        for number, where in enumerate(paths):
            prefix = f"$.ironsworn_assets[{number}]"
            if error.path.startswith(prefix):
                raise error.at(where + error.path[len(prefix) :]) from None
        raise
    return rows


def _check_sheets(source: Mapping[str, Any], path: str) -> dict[str, dict[str, Any] | None]:
    """Check the Ironsworn and Cortex sheets (each may be absent)."""
    sheets: dict[str, dict[str, Any] | None] = {}
    for key, list_key, fields in (
        ("ironsworn_sheet", "ironsworn_sheets", IRONSWORN_FIELDS),
        ("cortex_sheet", "cortex_sheets", CORTEX_FIELDS),
    ):
        where = f"{path}.{key}"
        sheet = None
        if source[key] is not None:
            sheet = _check_record(source[key], where, fields)
            _check_engine(list_key, sheet, where)
        sheets[key] = sheet
    return sheets


def validate_persona_file(document: Any, *, consume: bool = False) -> PersonaData:
    """Check a parsed Persona file completely; raise ``ImportRefused`` at the first fault.

    With ``consume`` each record of ``document`` is dropped once checked, so a file of many
    records is not held twice (the document is then left emptied).
    """
    top = _check_object(document, "$")
    version = _check_header(top)
    party = None if "party" not in top else _check_party(top["party"])
    path = "$.persona"
    persona_fields, element_fields = PERSONA_FIELDS, ELEMENT_FIELDS
    if version < 2:
        persona_fields = tuple(item for item in PERSONA_FIELDS if item.key != "uuid")
        element_fields = tuple(item for item in ELEMENT_FIELDS if item.key != "uuid")
    parts = PERSONA_PARTS if version >= 3 else PERSONA_PARTS[:-1]
    persona = _check_record(top["persona"], path, persona_fields, parts)
    source = top["persona"]
    document_packed = _packed_json(source)

    def items(key: str) -> Iterator[tuple[str, Any]]:
        return _items(source, key, path, consume)

    characteristics, expressions = _check_characteristics(items("characteristics"))
    modifiers = Packed(
        _check_record(value, where, MODIFIER_FIELDS) for where, value in items("modifiers")
    ).sealed()
    traits = _check_traits(items("traits"))
    investments = _check_investments(items("investments"), element_fields, len(characteristics))
    strategies = _check_linked(
        items("strategies"), STRATEGY_FIELDS, "investment", len(investments), "Investment"
    )
    stance_changes = _check_linked(
        items("stance_changes"), STANCE_CHANGE_FIELDS, "strategy", len(strategies), "Strategy"
    )
    advances = _check_linked(
        items("advances"), ADVANCE_FIELDS, "investment", len(investments), "Investment"
    )
    tracks = _check_tracks(items("progress_tracks"))
    sheets = _check_sheets(source, path)
    assets = _check_assets(items("ironsworn_assets")) if version >= 3 else []
    return PersonaData(
        persona,
        characteristics,
        expressions,
        modifiers,
        traits,
        investments,
        strategies,
        stance_changes,
        advances,
        tracks,
        sheets["ironsworn_sheet"],
        sheets["cortex_sheet"],
        document_packed,
        party,
        assets,
    )


def _check_party(value: object) -> PartyStamp:
    """Check a Persona file's ``party`` object (a party folder's author and revision)."""
    path = "$.party"
    item = _check_object(value, path)
    check_keys(item, path, ["author", "writer", "revision"])
    author = PERSONA_FIELDS[0].check(item["author"], f"{path}.author")
    writer = item["writer"]
    refuse_bad(writer, f"{path}.writer")
    try:
        writer = str(uuid_module.UUID(writer)) if isinstance(writer, str) else None
    except ValueError:
        writer = None
    if writer is None:
        raise ImportRefused(f"{path}.writer", QT_TRANSLATE_NOOP("Refusal", "must be a UUID"))
    revision = check_int(item["revision"], f"{path}.revision", LegalRange(1, 2**53))
    return PartyStamp(str(author), writer, int(revision))


def read_persona_file(path: Path) -> PersonaData:
    """Read and check a Persona file (refusing one over the size limit, or not a file, unread).

    The whole file is read as JSON first (the same refusals as ``validate_persona_file`` of
    the parsed file), then the Persona's lists are checked a record at a time, each read
    again from the file's text: a file of many small records is never held as values.
    """
    return validate_persona_file(read_document(Path(path), later=("persona",)))


# Import -------------------------------------------------------------------------------


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def free_name(name: str, taken: Sequence[str]) -> str:
    """Return ``name``, or it with " (2)", " (3)"… added if a Persona has it already."""
    used = {_key(other) for other in taken}
    if _key(name) not in used:
        return name
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: NAME_LENGTH - len(suffix)].rstrip() + suffix
        if _key(candidate) not in used:
            return candidate
        number += 1


@dataclass
class _Outcome:
    persona_id: int = 0
    name: str = ""
    created: list[str] = field(default_factory=list)
    matched: list[str] = field(default_factory=list)
    actor: str | None = None
    notes: list[str] = field(default_factory=list)


def _fields(row: Mapping[str, Any], *leave: str) -> dict[str, Any]:
    """Return a checked record without its links (written as ids instead)."""
    return {key: value for key, value in row.items() if key not in leave}


def _write_persona(
    journal: Journal, data: PersonaData, outcome: _Outcome, now: datetime
) -> tuple[int, list[dict[str, Any]]]:
    """Insert the Persona itself; return its id and the campaign's Personae before it."""
    from starshine_desktop.storage.journal import columns_named

    t = tables
    personae = journal.find(t.PersonaRecord)
    outcome.name = free_name(data.name, [str(row["name"]) for row in personae])
    values = columns_named(t.PersonaRecord, data.persona)
    values.update({t.PersonaRecord.name: outcome.name, t.PersonaRecord.actor_id: None})
    copy = data.uuid is None or bool(
        journal.find(t.PersonaRecord, {t.PersonaRecord.uuid: data.uuid})
    )
    if copy:
        values.pop(t.PersonaRecord.uuid, None)
    actor_name = str(data.persona["actor_name"])
    if actor_name:
        actors = t.ActorRecord
        for actor in journal.find(actors, {actors.is_director: False}):
            if _key(str(actor["name"])) == _key(actor_name):
                values[t.PersonaRecord.actor_id] = int(actor["id"])
                values[t.PersonaRecord.actor_name] = outcome.actor = str(actor["name"])
                break
    (persona_id,) = journal.insert(t.PersonaRecord, values)
    outcome.persona_id = persona_id
    if not copy:
        record_exchange(journal, persona_id, data.document_json, now)
    return persona_id, personae


def _write_characteristics(journal: Journal, data: PersonaData, persona_id: int) -> list[int]:
    """Insert the Characteristics, each followed by its Expressions; return their ids."""
    from starshine_desktop.storage.journal import columns_named

    characteristics, expressions_table = tables.CharacteristicRecord, tables.ExpressionRecord
    characteristic_ids = []
    for row, expressions in zip(data.characteristics, data.expressions, strict=True):
        (characteristic_id,) = journal.insert(
            characteristics,
            {**columns_named(characteristics, row), characteristics.persona_id: persona_id},
        )
        characteristic_ids.append(characteristic_id)
        for expression in expressions:
            journal.insert(
                expressions_table,
                {
                    **columns_named(expressions_table, expression),
                    expressions_table.characteristic_id: characteristic_id,
                },
            )
    return characteristic_ids


def _write_traits(
    journal: Journal,
    data: PersonaData,
    persona_id: int,
    personae: Sequence[Mapping[str, Any]],
    outcome: _Outcome,
) -> None:
    """Insert the Traits, their creators found by name (else the Director, with a note)."""
    from starshine_desktop.storage.journal import columns_named

    others: dict[str, int] = {}
    for persona in personae:
        others.setdefault(_key(str(persona["name"])), int(persona["id"]))
    traits = tables.TraitRecord
    for row in data.traits:
        creator = row["created_by"]
        created_by: int | None = None
        if creator == SELF:
            created_by = persona_id
        elif isinstance(creator, dict):
            created_by = others.get(_key(creator["persona"]))
            if created_by is None:
                outcome.notes.append(
                    f"Trait {row['name']} was created by {creator['persona']}, who is not in "
                    "this campaign: recorded as created by the Director"
                )
        trait = columns_named(traits, _fields(row, "created_by"))
        journal.insert(
            traits,
            {
                **trait,
                traits.persona_id: persona_id,
                traits.element_id: None,
                traits.created_by_persona_id: created_by,
            },
        )


def _write_investments(
    journal: Journal,
    data: PersonaData,
    persona_id: int,
    characteristic_ids: list[int],
    outcome: _Outcome,
) -> list[int]:
    """Insert the Investments, finding or creating each one's Element; return their ids."""
    from starshine_desktop.storage.journal import columns_named

    investments = tables.InvestmentRecord
    investment_ids = []
    for row in data.investments:
        element = row["element"]
        element_id, created = find_or_create_element(journal, element)
        if created:
            outcome.created.append(element["name"])
        elif element["name"] not in outcome.created and element["name"] not in outcome.matched:
            outcome.matched.append(element["name"])
        investment = {
            **columns_named(investments, _fields(row, "element", "characteristic")),
            investments.persona_id: persona_id,
            investments.element_id: element_id,
            investments.characteristic_id: characteristic_ids[row["characteristic"]],
        }
        investment_ids.append(journal.insert(investments, investment)[0])
    return investment_ids


def _write_strategies(
    journal: Journal, data: PersonaData, persona_id: int, investment_ids: list[int]
) -> None:
    """Insert the Strategies, then the Stance changes and Advances, linked by position."""
    from starshine_desktop.storage.journal import columns_named

    def linked(row: Mapping[str, Any], link: str, ids: list[int]) -> int | None:
        return None if row[link] is None else ids[row[link]]

    strategies, stance_changes, advances = (
        tables.StrategyRecord,
        tables.StanceChangeRecord,
        tables.AdvanceRecord,
    )
    strategy_ids = [
        journal.insert(
            strategies,
            {
                **columns_named(strategies, _fields(row, "investment")),
                strategies.persona_id: persona_id,
                strategies.investment_id: linked(row, "investment", investment_ids),
            },
        )[0]
        for row in data.strategies
    ]
    for row in data.stance_changes:
        journal.insert(
            stance_changes,
            {
                **columns_named(stance_changes, _fields(row, "strategy")),
                stance_changes.persona_id: persona_id,
                stance_changes.strategy_id: linked(row, "strategy", strategy_ids),
            },
        )
    for row in data.advances:
        journal.insert(
            advances,
            {
                **columns_named(advances, _fields(row, "investment")),
                advances.persona_id: persona_id,
                advances.investment_id: linked(row, "investment", investment_ids),
                advances.episode_id: None,
            },
        )


def _write_sheets(journal: Journal, data: PersonaData, persona_id: int) -> None:
    """Insert the Ironsworn and Cortex sheets the file has."""
    from starshine_desktop.storage.journal import columns_named

    ironsworn, cortex = tables.IronswornSheetRecord, tables.CortexSheetRecord
    sheets: tuple[tuple[Record, Column, Mapping[str, Any] | None], ...] = (
        (ironsworn, ironsworn.persona_id, data.ironsworn_sheet),
        (cortex, cortex.persona_id, data.cortex_sheet),
    )
    for record, owner, sheet in sheets:
        if sheet is None:
            continue
        if journal.exists(record, (persona_id,)):  # a deleted Persona's sheet, kept for undo
            journal.delete(record, (persona_id,))
        journal.insert(record, {**columns_named(record, sheet), owner: persona_id})


def _write(journal: Journal, data: PersonaData, outcome: _Outcome, now: datetime) -> None:
    """Insert the Persona and its records through ``journal`` (one transaction).

    The Persona keeps the file's UUID unless the campaign has it already (a copy gets a
    new one); the file is then kept as the last exchanged version of the new Persona.
    The records are written in the file's order, list after list.
    """
    from starshine_desktop.storage.journal import columns_named

    persona_id, personae = _write_persona(journal, data, outcome, now)
    characteristic_ids = _write_characteristics(journal, data, persona_id)
    modifiers = tables.SheetModifierRecord
    for row in data.modifiers:
        journal.insert(
            modifiers, {**columns_named(modifiers, row), modifiers.persona_id: persona_id}
        )
    _write_traits(journal, data, persona_id, personae, outcome)
    investment_ids = _write_investments(journal, data, persona_id, characteristic_ids, outcome)
    _write_strategies(journal, data, persona_id, investment_ids)
    tracks = tables.ProgressTrackRecord
    for row in data.progress_tracks:
        journal.insert(tracks, {**columns_named(tracks, row), tracks.persona_id: persona_id})
    _write_sheets(journal, data, persona_id)
    assets = tables.IronswornAssetRecord
    for row in data.ironsworn_assets:
        journal.insert(assets, {**columns_named(assets, row), assets.persona_id: persona_id})


def find_or_create_element(journal: Journal, element: Mapping[str, Any]) -> tuple[int, bool]:
    """Return the id of the campaign's Element with this UUID, else this name, else a new one.

    The second value says whether it was created (with the file's UUID, if it is free).
    """
    from starshine_desktop.storage.journal import columns_named

    elements = tables.ElementRecord
    wanted = element.get("uuid")
    if wanted is not None:
        found = journal.find(elements, {elements.uuid: wanted})
        if found:
            return int(found[0]["id"]), False
    for row in journal.find(elements):
        if _key(str(row["name"])) == _key(str(element["name"])):
            return int(row["id"]), False
    values = columns_named(elements, element)
    if values.get(elements.uuid) is None:
        values.pop(elements.uuid, None)
    return journal.insert(elements, values)[0], True


def record_exchange(
    journal: Journal, persona_id: int, persona: Mapping[str, Any] | bytes, now: datetime
) -> None:
    """Keep ``persona`` (a Persona file's ``persona`` object, or its JSON) as the last
    exchanged version."""
    exchanged = tables.PersonaExchangeRecord
    data = persona if isinstance(persona, bytes) else dumps(persona)
    if journal.exists(exchanged, (persona_id,)):
        values = {exchanged.document: data.decode("utf-8"), exchanged.exchanged_at: now}
        journal.update(exchanged, (persona_id,), values)
    else:
        # As its UTF-8 bytes: the database makes the text, and the undo step keeps the bytes
        # (as a Python text it takes up to twice its size; see ``Journal.insert``).
        journal.insert(
            exchanged,
            {
                exchanged.persona_id: persona_id,
                exchanged.document: data,
                exchanged.exchanged_at: now,
            },
        )


def import_persona(records: RecordService, data: PersonaData) -> PersonaImport:
    """Add a checked Persona to the campaign in one journalled transaction; say what it did.

    A Persona whose UUID the campaign has already is added as a copy (a new UUID, a free
    name): updating that Persona instead is ``persona_sync.update_persona``.
    """
    outcome = _Outcome()
    now = records.stored_now()
    edit = records.run(lambda journal: _write(journal, data, outcome, now))
    return PersonaImport(
        outcome.persona_id,
        outcome.name,
        data.name,
        tuple(outcome.created),
        tuple(outcome.matched),
        outcome.actor,
        tuple(outcome.notes),
        edit,
    )
