"""Ironsworn rules packages: Datasworn 0.1 rulesets and expansions imported into a campaign.

A package is a Datasworn JSON file as published (``@datasworn/starforged``,
``@datasworn/ironsworn-classic``, ``@datasworn/sundered-isles``) or homebrew of the same
shape. Importing checks all of it before anything is written, in this order:

1. the file: at most ``MAX_PACKAGE_BYTES``, UTF-8 JSON nested at most ``MAX_PACKAGE_DEPTH``
   levels, no key given twice;
2. the Datasworn version: 0.1.x; an older package (0.0.x) is refused with a sentence naming
   its version and the one needed;
3. the official Datasworn JSON schema, shipped with the app (``rules/data``, MIT);
4. what the schema cannot say (``rules.ironsworn.datasworn.read_package``): rows cover the
   dice, links and further rolls name something that exists, an expansion's ruleset is in
   the campaign.

The first problem raises ``ImportRefused`` naming its JSON path, in one line. A good package
is stored whole, as the text imported, in one journalled edit (undo and redo); so is
``remove_package``. Beside it is stored its outline (``rules.ironsworn.datasworn_outline``:
names, ids, paths and kinds, no table row or move text, and where each move, table and
asset stands in the stored text), which is all ``outlines`` reads, so opening the Reference
does not read the packages themselves; ``item`` reads the characters of one move, table or
asset when it is shown, and ``full_package`` reads a package whole (an outline that does
not say where its items stand, a link followed, the sheet's assets). Parsed packages (and,
by the campaign's service, outlines) are kept in memory by their stored UUID (a stored
package never changes), so later reads cost nothing.
"""

from __future__ import annotations

import codecs
import json
import uuid
import zlib
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn.data import DATASWORN_SCHEMA_FILE, load_data
from starshine_desktop.rules.ironsworn.datasworn import (
    DATASWORN_VERSION,
    Asset,
    Dice,
    Move,
    PackageError,
    Row,
    RulesPackage,
    Table,
    read_package,
    replacements,
    shown_tables,
)
from starshine_desktop.rules.ironsworn.datasworn_outline import (
    OUTLINE_FORMAT,
    AssetEntry,
    MoveEntry,
    PackageOutline,
    SettingEntry,
    Span,
    asset_of,
    find_item,
    move_of,
    package_outline,
    package_places,
    read_item,
    read_outline,
    rows_of,
    setting_entries,
)
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.edits import Edit, run
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.exchange.json_text import check_depth, object_of_pairs
from starshine_desktop.storage import tables
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.files import read_limited
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from jsonschema.protocols import Validator

    from starshine_desktop.storage.journal import Journal

MAX_PACKAGE_BYTES = 16 * 1024 * 1024
"""The largest package file read (Starforged and Sundered Isles are about 2 MB each)."""
MAX_PACKAGE_DEPTH = 40
"""The deepest nesting read (the published packages nest 15 levels)."""
_WEIGHED = 200
"""How many schema problems are weighed to name the most telling one."""
_KEPT = 12
"""How many parsed packages are kept in memory."""


@dataclass(frozen=True, slots=True)
class ImportedPackage:
    """A package stored in the campaign: the campaign's row and the package read."""

    id: int
    uuid: str
    title: str
    source: str
    version: str
    imported_at: datetime
    package: RulesPackage

    @property
    def moves(self) -> tuple[Move, ...]:
        """Return its moves."""
        return self.package.moves

    @property
    def tables(self) -> tuple[Table, ...]:
        """Return its oracle tables."""
        return self.package.tables()

    @property
    def assets(self) -> tuple[Asset, ...]:
        """Return its assets."""
        return self.package.assets


@dataclass(frozen=True, slots=True)
class ListedPackage:
    """A package stored in the campaign as the Reference lists it: the campaign's row and
    the package's outline; ``full()`` reads the package itself."""

    id: int
    uuid: str
    title: str
    source: str
    version: str
    outline: PackageOutline = field(compare=False)
    service: RulesPackageService = field(compare=False, repr=False)

    def full(self) -> RulesPackage:
        """Return the package itself, read the first time it is asked for."""
        return self.service.full_package(self.id, self.uuid)

    @property
    def assets(self) -> tuple[AssetEntry, ...]:
        """Return its assets as the Reference lists them."""
        return self.outline.assets

    def tables(self) -> tuple[Table, ...]:
        """Return its tables (each one's rows read from the package when first asked for)."""
        return self.outline.tables()

    def asset(self, asset_id: str) -> Asset | None:
        """Return one of its asset cards, read from the package (that card alone, where the
        outline says it stands); None if it has none so."""
        entry = next((entry for entry in self.outline.assets if entry.id == asset_id), None)
        if entry is None:
            return None
        raw = self.service.item(self.id, self.uuid, entry.id, entry.at)
        if raw is not None:
            return asset_of(raw, entry)
        return next((a for a in self.full().assets if a.id == asset_id), None)

    def setting(self) -> tuple[SettingEntry, ...]:
        """Return its truths, NPCs, atlas, delve sites and rarities (from its outline, or
        read from the package when its outline was stored before it kept them)."""
        kept = self.outline.setting
        return kept if kept is not None else self.service.setting(self.id, self.uuid)

    def setting_item(self, entry: SettingEntry) -> Mapping[str, Any] | None:
        """Return a truth, NPC, atlas entry… as its JSON, read from the package (only the
        part of it holding the item, where the outline says it stands)."""
        if entry.at is not None:  # a package read whole does not keep its setting
            return self.service.read_at(self.id, self.uuid, entry.id, entry.at)
        return self.service.raw_item(self.id, self.uuid, entry.id)

    def move(self, entry: MoveEntry) -> Move:
        """Return one of its moves as the package gives it, read from the package (that
        move alone, where the outline says it stands)."""
        raw = self.service.item(self.id, self.uuid, entry.id, entry.at)
        if raw is not None:
            return move_of(raw, entry)
        return next(m for m in self.full().moves if m.id == entry.id)


def outline_text(
    package: RulesPackage,
    spans: Mapping[str, Span] | None = None,
    setting: tuple[SettingEntry, ...] | None = None,
) -> str:
    """Return a read package's outline as the campaign stores it (compact JSON); ``spans``
    and ``setting`` (``package_places`` of its stored text) say where each item stands in
    it and what its setting holds."""
    outline = package_outline(package, spans, setting)
    return json.dumps(outline, ensure_ascii=False, separators=(",", ":"))


def _refuse_constant(text: str) -> Any:
    raise ImportRefused(
        "$", QT_TRANSLATE_NOOP("Refusal", "{text} is not a number JSON allows"), text=text
    )


def _escape_json(error: UnicodeError) -> tuple[str, int]:
    """Write the characters ASCII cannot hold as JSON ``\\u`` escapes (a pair beyond the BMP)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    escapes: list[str] = []
    for character in error.object[error.start : error.end]:
        point = ord(character)
        if point > 0xFFFF:
            point -= 0x10000
            escapes.append(f"\\u{0xD800 + (point >> 10):04x}\\u{0xDC00 + (point & 0x3FF):04x}")
        else:
            escapes.append(f"\\u{point:04x}")
    return "".join(escapes), error.end


codecs.register_error("starshine-json-escape", _escape_json)

_CHUNK = 1 << 16
"""How much of a package file is decoded at once."""


@dataclass(frozen=True, slots=True)
class PackageDocument:
    """A package's JSON text as the campaign stores it, kept compressed until it is stored.

    The text is the file's, with each character beyond ASCII written as its JSON ``\\u``
    escape: the same JSON, one byte a character in memory (the file's UTF-8 decoded whole
    takes two bytes a character once one character is beyond Latin-1).
    """

    compressed: bytes
    length: int  # of the text, so it is decompressed into one buffer of its size

    @classmethod
    def of(cls, text: str) -> PackageDocument:
        """Return the document of a JSON text."""
        data = text.encode("ascii", "starshine-json-escape")
        return cls(zlib.compress(data, 1), len(data))

    def text(self) -> str:
        """Return the JSON text (ASCII)."""
        return zlib.decompress(self.compressed, bufsize=max(1, self.length)).decode("ascii")


def ascii_package_text(data: bytes) -> str:
    """Return a package file's bytes as ASCII JSON text, checking size, nesting and UTF-8.

    The file is decoded piece by piece, each piece's characters beyond ASCII escaped, so the
    whole file is never held decoded (two bytes a character) beside its bytes.
    """
    if len(data) > MAX_PACKAGE_BYTES:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "the file is larger than {mebibytes} MiB"),
            mebibytes=MAX_PACKAGE_BYTES // (1024 * 1024),
        )
    check_depth(data, MAX_PACKAGE_DEPTH)
    decoder = codecs.getincrementaldecoder("utf-8-sig")("strict")
    view = memoryview(data)
    pieces: list[bytes] = []
    start = 0
    try:
        for start in range(0, len(data), _CHUNK):
            piece = decoder.decode(view[start : start + _CHUNK], final=False)
            pieces.append(piece.encode("ascii", "starshine-json-escape"))
        start = len(data)
        pieces.append(decoder.decode(b"", final=True).encode("ascii", "starshine-json-escape"))
    except UnicodeDecodeError as error:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "the file is not UTF-8 (byte {byte})"),
            byte=max(0, start + error.start),
        ) from None
    finally:
        view.release()
    joined = b"".join(pieces)
    del pieces
    return joined.decode("ascii")


def parse_ascii_text(text: str) -> dict[str, Any]:
    """Parse a package's ASCII JSON text (``ascii_package_text``) into its JSON object."""
    try:
        parsed = json.loads(
            text, object_pairs_hook=object_of_pairs, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as error:
        raise ImportRefused(
            "$",
            QT_TRANSLATE_NOOP("Refusal", "not valid JSON: {error} (line {line}, column {column})"),
            error=error.msg,
            line=error.lineno,
            column=error.colno,
        ) from None
    if not isinstance(parsed, dict):
        raise ImportRefused("$", QT_TRANSLATE_NOOP("Refusal", "must be an object"))
    return parsed


def parse_package_text(data: bytes) -> tuple[dict[str, Any], PackageDocument]:
    """Parse a package file's bytes; return the JSON object and the document to store."""
    text = ascii_package_text(data)
    return parse_ascii_text(text), PackageDocument.of(text)


def check_version(raw: dict[str, Any]) -> None:
    """Refuse a package written for another Datasworn than 0.1, saying which it is."""
    found = raw.get("datasworn_version")
    if not isinstance(found, str):
        raise ImportRefused(
            "$.datasworn_version",
            QT_TRANSLATE_NOOP(
                "Refusal",
                "is missing: the file does not say which Datasworn it is written for "
                "(this app reads Datasworn {needed})",
            ),
            needed=DATASWORN_VERSION,
        )
    wanted = DATASWORN_VERSION.rsplit(".", 1)[0]
    if found.split(".")[:2] != wanted.split("."):
        raise ImportRefused(
            "$.datasworn_version",
            QT_TRANSLATE_NOOP(
                "Refusal",
                "the package is written for Datasworn {found}, but this app reads Datasworn "
                "{needed}: import a release of the package made for Datasworn {needed}",
            ),
            found=found,
            needed=DATASWORN_VERSION,
        )
    if raw.get("type") not in ("ruleset", "expansion"):
        raise ImportRefused(
            "$.type",
            QT_TRANSLATE_NOOP("Refusal", 'must be "ruleset" or "expansion", not {found!r}'),
            found=raw.get("type"),
        )


def inline_definitions(schema: dict[str, Any]) -> dict[str, Any]:
    """Return the schema's root with every ``#/definitions/…`` reference replaced by the
    definition itself (one shared object, so recursive definitions become cycles).

    Draft 7 ignores a ``$ref``'s sibling keys, so the schema means the same; the validator
    then never looks a reference up, which makes checking Starforged about twice as fast.
    """
    definitions = schema.get("definitions", {})
    inlined: dict[str, dict[str, Any]] = {name: {} for name in definitions}
    prefix = "#/definitions/"

    def resolve(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(prefix):
                return inlined[ref[len(prefix) :]]
            return {key: resolve(value) for key, value in node.items()}
        if isinstance(node, list):
            return [resolve(value) for value in node]
        return node

    for name, definition in definitions.items():
        inlined[name].update(resolve(definition))
    root = resolve({key: value for key, value in schema.items() if key != "definitions"})
    return root if isinstance(root, dict) else {}


@cache
def _validator() -> Validator:
    from jsonschema import Draft7Validator

    return Draft7Validator(inline_definitions(load_data(DATASWORN_SCHEMA_FILE)))


def _one_line(text: str, limit: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else f"{flat[: limit - 1]}…"


def check_schema(raw: dict[str, Any]) -> None:
    """Check ``raw`` against the official Datasworn schema; refuse naming the best problem."""
    from jsonschema.exceptions import best_match

    errors = _validator().iter_errors(raw)
    problem = best_match(islice(errors, _WEIGHED))
    if problem is None:
        return
    raise ImportRefused(
        problem.json_path,
        QT_TRANSLATE_NOOP("Refusal", "does not fit the Datasworn schema: {problem}"),
        problem=_one_line(problem.message),
    )


def _checked(
    raw: dict[str, Any], ruleset: RulesPackage | None, *, check: bool = True
) -> RulesPackage:
    try:
        return read_package(raw, ruleset, check=check)
    except PackageError as error:
        raise ImportRefused(error.path, error.reason_refusal) from None


def check_package(raw: dict[str, Any], rulesets: tuple[RulesPackage, ...] = ()) -> RulesPackage:
    """Check parsed JSON as a Datasworn package; ``rulesets`` are the campaign's rulesets."""
    check_version(raw)
    check_schema(raw)
    wanted = raw.get("ruleset")
    ruleset = next((r for r in rulesets if r.id == wanted), None)
    return _checked(raw, ruleset)


def read_package_file(path: Path) -> tuple[dict[str, Any], PackageDocument]:
    """Read a package file: its JSON object and its document (as stored).

    Its bytes are let go once they are text, and the text once it is parsed (the document
    keeps it compressed), so at most one of them is held beside the parsed JSON.
    """
    data = read_limited(path, MAX_PACKAGE_BYTES)
    text = ascii_package_text(data)
    del data
    document = PackageDocument.of(text)
    raw = parse_ascii_text(text)
    del text
    return raw, document


# Parsed packages, kept by their stored UUID ---------------------------------------------

_parsed: OrderedDict[str, RulesPackage] = OrderedDict()


def _remember(key: str, package: RulesPackage) -> RulesPackage:
    _parsed[key] = package
    _parsed.move_to_end(key)
    while len(_parsed) > _KEPT:
        _parsed.popitem(last=False)
    return package


def _load(
    row_id: int, key: str, raw: dict[str, Any] | None, rulesets: dict[str, RulesPackage]
) -> RulesPackage:
    known = _parsed.get(key)
    if known is not None:
        _parsed.move_to_end(key)
        return known
    if raw is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), row_id)
    ruleset = rulesets.get(str(raw.get("ruleset"))) if raw.get("type") == "expansion" else None
    return _remember(key, _checked(raw, ruleset, check=False))


def _credit_line(package: RulesPackage) -> str:
    text = package.credit.text
    return text if len(text) <= 200 else f"{text[:199]}…"


_COLUMNS = "id, uuid, title, source, version, imported_at"


class RulesPackageService:
    """Import, list and remove the rules packages of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock
        # Outlines read, by the package's UUID: kept by this service, as their tables read
        # their rows through it (the campaign it reads).
        self._outlines: dict[str, PackageOutline] = {}
        self._settings: dict[str, tuple[SettingEntry, ...]] = {}

    def import_file(self, path: Path) -> Edit:
        """Check the package file and store it as one undoable edit.

        The parsed JSON is let go once the package is read, before its text is stored, so
        the two never take memory at once; until then the text is kept compressed.
        """
        raw, document = read_package_file(path)
        package = self.check(raw)
        del raw
        return self._store(package, document)

    def check(self, raw: dict[str, Any]) -> RulesPackage:
        """Check a parsed package against the schema and this campaign (its rulesets)."""
        packages = self.packages()
        check_version(raw)
        for imported in packages:
            if imported.package.id == raw.get("_id"):
                raise ImportRefused(
                    "$._id",
                    QT_TRANSLATE_NOOP(
                        "Refusal", "the campaign has the package {package!r} already ({title})"
                    ),
                    package=raw.get("_id"),
                    title=imported.title,
                )
        rulesets = tuple(p.package for p in packages if p.package.kind == "ruleset")
        return check_package(raw, rulesets)

    def import_package(self, raw: dict[str, Any], document: PackageDocument | str) -> Edit:
        """Check a parsed package and store it (its JSON text) as one undoable edit."""
        return self._store(self.check(raw), document)

    def _store(self, package: RulesPackage, document: PackageDocument | str) -> Edit:
        if isinstance(document, str):
            document = PackageDocument.of(document)
        key = str(uuid.uuid4())
        credit, imported_at = _credit_line(package), self._clock()

        def work(journal: Journal) -> None:
            packages = tables.RulesPackageRecord
            text = document.text()
            journal.insert(
                packages,
                {
                    packages.uuid: key,
                    packages.title: package.title[:200],
                    packages.source: credit,
                    packages.version: package.datasworn_version[:50],
                    packages.imported_at: imported_at,
                    packages.document: text,
                    packages.outline: outline_text(package, *package_places(text)),
                },
            )

        edit = run(self._database, work)
        _remember(key, package)
        return edit

    def remove_package(self, package_id: int) -> Edit:
        """Remove an imported package as one undoable edit; refuse a ruleset still in use."""
        packages = self.packages()
        target = next((p for p in packages if p.id == package_id), None)
        if target is None:
            raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
        users = [p.title for p in packages if p.package.ruleset == target.package.id]
        if users:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{title} cannot be removed: {users} builds on it (remove that first)"
                ),
                title=target.title,
                users=", ".join(users),
            )

        def work(journal: Journal) -> None:
            if not journal.exists(tables.RulesPackageRecord, (package_id,)):
                raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
            journal.delete(tables.RulesPackageRecord, (package_id,))

        return run(self._database, work)

    def _documents(self, missing: list[str]) -> dict[str, str]:
        if not missing:
            return {}
        marks = ", ".join("?" for _ in missing)
        with self._database.reading() as connection:
            rows = connection.execute(
                f"SELECT uuid, document FROM rules_package WHERE uuid IN ({marks})", missing
            ).fetchall()
        return {str(key): str(document) for key, document in rows}

    def packages(self) -> tuple[ImportedPackage, ...]:
        """Return the imported packages: rulesets first, then expansions, each by title."""
        with self._database.reading() as connection:
            rows = connection.execute(
                f"SELECT {_COLUMNS} FROM rules_package ORDER BY lower(title), id"
            ).fetchall()
        documents = self._documents([str(row[1]) for row in rows if row[1] not in _parsed])
        raws: dict[str, dict[str, Any]] = {key: json.loads(text) for key, text in documents.items()}

        def is_expansion(key: str) -> bool:
            known = _parsed.get(key)
            kind = known.kind if known is not None else raws.get(key, {}).get("type")
            return kind == "expansion"

        loaded: list[ImportedPackage] = []
        rulesets: dict[str, RulesPackage] = {}
        # Rulesets first: an expansion is read with its ruleset.
        for row in sorted(rows, key=lambda r: is_expansion(str(r[1]))):
            row_id, key, title, source, version, imported_at = row
            package = _load(row_id, str(key), raws.get(str(key)), rulesets)
            if package.kind == "ruleset":
                rulesets[package.id] = package
            when = (
                imported_at
                if isinstance(imported_at, datetime)
                else datetime.fromisoformat(str(imported_at))
            )
            loaded.append(ImportedPackage(row_id, key, title, source, version, when, package))
        order = {row[0]: index for index, row in enumerate(rows)}
        return tuple(sorted(loaded, key=lambda p: (p.package.kind != "ruleset", order[p.id])))

    def outlines(self) -> tuple[ListedPackage, ...]:
        """Return the imported packages' outlines, in the order of ``packages``, reading
        neither package: each table's rows and each move's text are read when asked for."""
        with self._database.reading() as connection:
            rows = connection.execute(
                "SELECT id, uuid, title, source, version, outline FROM rules_package "
                "ORDER BY lower(title), id"
            ).fetchall()
        listed: list[ListedPackage] = []
        for row_id, key, title, source, version, text in rows:
            outline = self._outlines.get(str(key))
            if outline is None:
                outline = self._read_outline(row_id, str(key), str(text))
            listed.append(ListedPackage(row_id, str(key), title, source, version, outline, self))
        return tuple(sorted(listed, key=lambda p: p.outline.kind != "ruleset"))

    def _read_outline(self, row_id: int, key: str, text: str) -> PackageOutline:
        data = json.loads(text) if text else None
        if not isinstance(data, dict) or data.get("format") != OUTLINE_FORMAT:
            data = package_outline(self.full_package(row_id, key))  # stored in another format

        def load_rows(table_id: str, at: Span | None, dice: Dice) -> tuple[Row, ...]:
            raw = self.item(row_id, key, table_id, at)
            if raw is not None:
                return rows_of(raw, dice)
            for table in self.full_package(row_id, key).tables():
                if table.id == table_id:
                    return table.rows
            return ()

        outline = read_outline(data, load_rows)
        self._outlines[key] = outline
        return outline

    def item(
        self, package_id: int, key: str, item_id: str, at: Span | None
    ) -> Mapping[str, Any] | None:
        """Return one move, table or asset of the stored package ``package_id`` (its UUID
        ``key``) as its JSON, reading only the characters ``at`` names; None when its place
        is not known (an outline made before places were kept) or the package is read whole
        already (its item is then taken from it)."""
        if at is None or key in _parsed:
            return None
        return self.read_at(package_id, key, item_id, at)

    def read_at(
        self, package_id: int, key: str, item_id: str, at: Span
    ) -> Mapping[str, Any] | None:
        """Return one item of the stored package ``package_id`` as its JSON, reading only
        the characters ``at`` names (the item, or the part of the package holding it)."""
        start, end = at
        with self._database.reading() as connection:
            found = connection.execute(
                "SELECT substr(document, ?, ?) FROM rules_package WHERE uuid = ?",
                (start + 1, end - start, key),
            ).fetchone()
        if found is None:
            raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
        return read_item(str(found[0]), item_id)

    def setting(self, package_id: int, key: str) -> tuple[SettingEntry, ...]:
        """Return the setting of the stored package ``package_id`` read from its text (an
        outline stored before outlines kept it); kept once read."""
        known = self._settings.get(key)
        if known is None:
            known = self._settings[key] = setting_entries(self._document(package_id, key))
        return known

    def raw_item(self, package_id: int, key: str, item_id: str) -> Mapping[str, Any] | None:
        """Return one item of the stored package ``package_id`` as its JSON, read from the
        whole package's text (its place not known); None if it has no such item."""
        return find_item(self._document(package_id, key), item_id)

    def _document(self, package_id: int, key: str) -> Mapping[str, Any]:
        documents = self._documents([key])
        if key not in documents:
            raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
        found = json.loads(documents[key])
        return found if isinstance(found, dict) else {}

    def full_package(self, package_id: int, key: str) -> RulesPackage:
        """Return the stored package ``package_id`` (its UUID ``key``), read whole (kept
        once read)."""
        known = _parsed.get(key)
        if known is not None:
            _parsed.move_to_end(key)
            return known
        documents = self._documents([key])
        if key not in documents:
            raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
        return _remember(key, _checked(json.loads(documents[key]), None, check=False))

    def package(self, package_id: int) -> ImportedPackage:
        """Return one imported package; raise ``RecordNotFoundError`` if it is not there."""
        for imported in self.packages():
            if imported.id == package_id:
                return imported
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)

    def tables(self) -> Iterator[tuple[ImportedPackage, Table]]:
        """Yield every imported table with its package, but none an expansion replaces."""
        packages = self.packages()
        replaced = replacements(p.package for p in packages)
        for imported in packages:
            for collection in imported.package.oracles:
                for table in shown_tables(collection, replaced):
                    yield imported, table
