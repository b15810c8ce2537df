"""Datasworn 0.1 rules packages as the rules see them: collections, tables, moves and assets.

A rules package is a Datasworn ruleset (Ironsworn, Starforged) or an expansion of one
(Sundered Isles, homebrew), as published in the ``@datasworn`` packages. The services check
a package against the official JSON schema first; ``read_package`` then reads the checked
JSON into typed values and checks what the schema cannot say, raising ``PackageError`` with
the JSON path of the first problem:

- each table's rows cover its dice exactly once: no row outside the dice, no two rows on one
  number, no number between rows left out. Rows may stop short of the dice's highest number
  (one published table covers 1–50 of a d100): a roll above the last row is rolled again, so
  each row keeps its share (``Table.top``).
- every ``datasworn:`` link and every table a row rolls on names something that exists, in
  the package itself or in the ruleset an expansion builds on (``ruleset``); links into
  other packages (a Classic move naming a Delve move) are kept and shown as such.
- an expansion's ruleset is given (``RulesetMissing`` names it when it is not).

``Table.look_up(n)`` returns the row a roll lands on; ``roll_table`` rolls the table's dice
and follows a row's ``oracle_rolls`` ("roll twice", "roll on the Action and Theme tables")
with the number of rolls and the duplicates rule the row states, returning every result.
Nothing here imports Qt or the database.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache
from typing import Any, Protocol

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal, RuleError
from starshine_desktop.rules.ironsworn.moves import Effects, OutcomeText, Pick, RollKind, RollOption
from starshine_desktop.rules.ironsworn.moves import Move as ReferenceMove
from starshine_desktop.rules.ironsworn.rolls import IronswornOutcome

DATASWORN_VERSION = "0.1.0"
"""The Datasworn version this build reads."""
MAX_ORACLE_ROLL = 1000
"""The highest oracle roll the history keeps (packages roll dice such as 1d200)."""
MAX_ROLLS = 100
"""Rolls an ``oracle_rolls`` chain may make before it is stopped (a table rolling itself)."""
MAX_CHAIN = 8
"""How deep ``oracle_rolls`` may send a roll on to other tables."""

_LINK = re.compile(r"\]\(datasworn:([^)\s]+)\)")
_DICE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")


class PackageError(RuleError):
    """A package breaks a rule the schema cannot state; ``path`` is the JSON path."""

    def __init__(self, path: str, reason: str | Refusal, /, **fields: object) -> None:
        cause = reason if isinstance(reason, Refusal) else Refusal(reason, **fields)
        super().__init__(QT_TRANSLATE_NOOP("Refusal", "{path}: {reason}"), path=path, reason=cause)
        self.path = path
        self.reason_refusal = cause


class RulesetMissing(PackageError):
    """An expansion whose ruleset is not given."""


@dataclass(frozen=True, slots=True)
class Credit:
    """Where a package, move, table or asset comes from: title, authors, licence, page."""

    title: str
    authors: tuple[str, ...]
    license: str
    url: str = ""
    page: int | None = None

    @property
    def text(self) -> str:
        """Return the credit in one line: "Title · Authors · Licence" (made once a credit:
        a package's hundreds of tables share a few)."""
        return _credit_text(self)


@cache
def _credit_text(credit: Credit) -> str:
    parts = [credit.title]
    if credit.authors:
        parts.append(", ".join(credit.authors))
    parts.append(license_name(credit.license))
    return " · ".join(part for part in parts if part)


def license_name(license_url: str) -> str:
    """Return a licence's short name from its URL ("CC BY 4.0"), or the text as given."""
    match = re.search(r"creativecommons\.org/licenses/([a-z-]+)/([\d.]+)", license_url)
    if match:
        return f"CC {match.group(1).upper()} {match.group(2)}"
    return license_url


@dataclass(frozen=True, slots=True)
class Dice:
    """A dice expression such as ``1d100`` or ``2d6+1``."""

    count: int
    sides: int
    modifier: int = 0

    @classmethod
    def parse(cls, text: str) -> Dice | None:
        """Read ``NdS[+M]``; None when the text is no such expression."""
        match = _DICE.match(text.strip())
        if match is None:
            return None
        count = int(match.group(1) or 1)
        sides = int(match.group(2))
        if count < 1 or sides < 1:
            return None
        return cls(count, sides, int(match.group(3) or 0))

    @property
    def low(self) -> int:
        """Return the lowest total."""
        return self.count + self.modifier

    @property
    def high(self) -> int:
        """Return the highest total."""
        return self.count * self.sides + self.modifier

    @property
    def label(self) -> str:
        """Return the expression as written ("1d100")."""
        modifier = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}d{self.sides}{modifier}"

    def roll(self, die: Callable[[int], int]) -> int:
        """Roll with ``die(sides)`` giving one face per call."""
        return sum(die(self.sides) for _ in range(self.count)) + self.modifier


@dataclass(frozen=True, slots=True)
class RollOn:
    """What a row asks for besides its own text: more rolls on a table."""

    table_id: str | None  # None: the same table
    times: int
    duplicates: str  # "reroll", "keep" or "make_it_worse"
    auto: bool
    dice: Dice | None = None  # None: the table's own dice


@dataclass(frozen=True, slots=True)
class Row:
    """One row: its range (None for a row you cannot roll), its column texts, further rolls."""

    low: int | None
    high: int | None
    texts: tuple[str, ...]
    rolls: tuple[RollOn, ...] = ()

    @property
    def text(self) -> str:
        """Return the first column's text."""
        return self.texts[0] if self.texts else ""

    @property
    def span(self) -> str:
        """Return the range as printed ("41–45", "7")."""
        if self.low is None or self.high is None:
            return ""
        return str(self.low) if self.low == self.high else f"{self.low}–{self.high}"


@dataclass(frozen=True, slots=True)
class Table:
    """An oracle table: its dice, its column headings and its rows."""

    id: str
    key: str
    name: str
    path: tuple[str, ...]  # the names of its collections, then its own
    keys: tuple[str, ...]  # the keys of its collections, then its own
    dice: Dice
    columns: tuple[str, ...]  # headings: the roll's, then one per text column
    summary: str
    credit: Credit
    replaces: tuple[str, ...] = ()
    # The rows as the package gives them, read into ``rows`` when first asked for (a stored
    # package was checked when it was imported); or, once read, the rows themselves.
    source_rows: Sequence[Any] = field(default=(), repr=False, compare=False)
    read_rows: list[tuple[Row, ...]] = field(default_factory=list, repr=False, compare=False)
    # Or, for a table of a package's outline, where its rows are read from (the package).
    load_rows: Callable[[], tuple[Row, ...]] | None = field(default=None, repr=False, compare=False)

    @property
    def rows(self) -> tuple[Row, ...]:
        """Return its rows, reading them the first time."""
        if not self.read_rows:
            if self.load_rows is not None:
                self.read_rows.append(self.load_rows())
            else:
                self.read_rows.append(_rows(list(self.source_rows), self.dice, "", check=False))
        return self.read_rows[0]

    @property
    def full_name(self) -> str:
        """Return its path as one name: "Core Oracles / Action"."""
        return " / ".join(self.path)

    @property
    def top(self) -> int:
        """Return the highest number a row covers (a higher roll is rolled again)."""
        return max((row.high for row in self.rows if row.high is not None), default=0)

    def look_up(self, roll: int) -> Row:
        """Return the row ``roll`` lands on; refuse a number outside the rows."""
        for row in self.rows:
            if row.low is not None and row.high is not None and row.low <= roll <= row.high:
                return row
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "oracle {name}: {roll} is on no row (the rows cover {low} to {high})"
            ),
            name=self.full_name,
            roll=roll,
            low=self.dice.low,
            high=self.top,
        )


@dataclass(frozen=True, slots=True)
class Collection:
    """A collection of tables and collections, nested to any depth."""

    id: str
    key: str
    name: str
    path: tuple[str, ...]
    summary: str
    kind: str  # "tables", "table_shared_text", "table_shared_rolls", …
    tables: tuple[Table, ...]
    collections: tuple[Collection, ...]
    credit: Credit
    replaces: tuple[str, ...] = ()

    def all_tables(self) -> Iterator[Table]:
        """Yield its tables and those of every collection inside it, in order."""
        yield from self.tables
        for collection in self.collections:
            yield from collection.all_tables()


@dataclass(frozen=True, slots=True)
class RollChoice:
    """One value a move may be rolled with: ``using`` and what it names."""

    using: str  # stat, condition_meter, asset_control, progress_track, …
    name: str  # the stat's or meter's key, the control's, or "" for a track

    @property
    def label(self) -> str:
        """Return it as a person reads it ("iron", "health", "progress")."""
        names = {
            "progress_track": "progress",
            "bonds_track": "bonds",
            "bonds_legacy": "bonds legacy",
            "quests_legacy": "quests legacy",
            "discoveries_legacy": "discoveries legacy",
        }
        return names.get(self.using, self.name.replace("_", " "))


@dataclass(frozen=True, slots=True)
class Condition:
    """A move's condition: its text, how a roll option is chosen, and the options."""

    text: str
    method: str  # player_choice, highest, lowest, all, progress_roll, …
    choices: tuple[RollChoice, ...]


@dataclass(frozen=True, slots=True)
class Move:
    """A move as the package gives it."""

    id: str
    key: str
    name: str
    category: str
    roll_type: str  # action_roll, progress_roll, special_track, no_roll
    trigger: str
    conditions: tuple[Condition, ...]
    text: str
    outcomes: Mapping[str, str]  # strong_hit, weak_hit, miss → text
    credit: Credit
    replaces: tuple[str, ...] = ()
    momentum_burn: bool = False
    track: str = ""  # the progress track or special track it rolls
    adds_to: tuple[str, ...] = ()  # the ruleset's categories its category ``enhances``
    category_id: str = ""


class MoveLike(Protocol):
    """What tells a move apart: a package's move, or its line in the package's outline."""

    @property
    def id(self) -> str:
        """Return its Datasworn id."""

    @property
    def roll_type(self) -> str:
        """Return its roll type."""

    @property
    def replaces(self) -> tuple[str, ...]:
        """Return the ids of the moves it stands in for."""


class PackageLike(Protocol):
    """What ``replacements`` reads of a package: a package read whole, or its outline."""

    @property
    def kind(self) -> str:
        """Return "ruleset" or "expansion"."""

    @property
    def oracles(self) -> tuple[Collection, ...]:
        """Return its oracle collections."""

    @property
    def moves(self) -> Sequence[MoveLike]:
        """Return its moves."""


@dataclass(frozen=True, slots=True)
class AssetControl:
    """A field of an asset: a name to write, a meter, a checkbox."""

    key: str
    label: str
    kind: str  # field_type: text, condition_meter, checkbox, select_enhancement, …
    low: int | None = None
    high: int | None = None
    value: object = None
    controls: tuple[AssetControl, ...] = ()  # a meter's own checkboxes ("out of action")
    choices: tuple[tuple[str, str], ...] = ()  # a select's (key, label) pairs
    rollable: bool = False  # a meter a move may roll (a companion's health)
    # A ``select_enhancement``'s choices that change the card (their ``enhance_asset``).
    choice_changes: tuple[tuple[str, AssetChanges], ...] = ()
    disables: bool = False  # ticked, it disables its asset ("out of action", "broken")
    stats: tuple[tuple[str, str], ...] = ()  # a select's (key, stat) for choices naming one


@dataclass(frozen=True, slots=True)
class MoveEnhancement:
    """What an asset's ability adds to moves (Datasworn's ``enhance_moves``): the moves it
    fits (wildcard ids; None for any move of its roll type) and the conditions it adds."""

    asset_id: str
    asset_name: str
    ability: int  # counted from 1, as the card is read
    enhances: tuple[str, ...] | None
    roll_type: str
    conditions: tuple[Condition, ...]

    def fits(self, move: MoveLike) -> bool:
        """Tell whether it enhances ``move`` (or a move ``move`` replaces)."""
        if self.roll_type != move.roll_type:
            return False
        if self.enhances is None:
            return True
        ids = (move.id, *move.replaces)
        return any(wildcard_fits(pattern, move_id) for pattern in self.enhances for move_id in ids)


def wildcard_fits(pattern: str, item_id: str) -> bool:
    """Tell whether a Datasworn wildcard id (``move:*/combat/*``) names ``item_id``."""
    return _wildcard(pattern).match(item_id) is not None


@cache
def _wildcard(pattern: str) -> re.Pattern[str]:
    """Return a Datasworn wildcard id as an expression: ``*`` is one part, ``**`` any."""
    parts = re.split(r"(\*\*|\*)", pattern)
    text = "".join(
        "[^/]+" if part == "*" else ".+" if part == "**" else re.escape(part) for part in parts
    )
    return re.compile(f"{text}\\Z")


@dataclass(frozen=True, slots=True)
class AssetChanges:
    """What an ability changes on its own card while it is ticked (Datasworn's
    ``enhance_asset``): controls (a meter's new range, or a new meter), whether the asset
    counts as an impact, whether it is shared with allies, what it may hold."""

    controls: tuple[AssetControl, ...] = ()  # only the values the ability gives
    count_as_impact: bool | None = None
    shared: bool | None = None
    attachments: tuple[str, ...] = ()  # wildcard ids of the assets it may hold
    attachments_max: int | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability of an asset, whether the card starts with it ticked, what it adds to moves,
    what it changes on its card and its own controls (a clock, a counter, a checkbox)."""

    text: str
    enabled: bool
    enhancements: tuple[MoveEnhancement, ...] = ()
    changes: AssetChanges | None = None
    controls: tuple[AssetControl, ...] = ()


@dataclass(frozen=True, slots=True)
class Asset:
    """An asset card: its category, requirement, fields, controls and abilities."""

    id: str
    name: str
    category: str
    requirement: str
    options: tuple[AssetControl, ...]
    controls: tuple[AssetControl, ...]
    abilities: tuple[Ability, ...]
    credit: Credit
    adds_to: tuple[str, ...] = ()  # the ruleset's collections its collection ``enhances``
    collection_id: str = ""
    count_as_impact: bool = False
    shared: bool = False

    @property
    def enhancements(self) -> tuple[MoveEnhancement, ...]:
        """Return what its abilities add to moves, ability by ability."""
        return tuple(found for ability in self.abilities for found in ability.enhancements)


def enhanced_asset(
    asset: Asset,
    ticked: Iterable[bool] | None = None,
    chosen: Mapping[str, object] | None = None,
) -> Asset:
    """Return the card as it reads with the abilities ``ticked`` (as the card starts when
    None) and the ``select_enhancement`` choices ``chosen`` (by the control's key): each
    ticked ability's ``enhance_asset`` applied in order, then each chosen choice's, as
    Datasworn applies a partial asset, only the values it gives changing (a meter's maximum;
    a meter it adds; whether the asset counts as an impact)."""
    flags = [a.enabled for a in asset.abilities] if ticked is None else list(ticked)
    picks = chosen or {}
    changes = [
        ability.changes
        for ability, on in zip(asset.abilities, flags, strict=False)
        if on and ability.changes is not None
    ]
    changes += [
        change
        for control in (*asset.options, *asset.controls)
        for choice, change in control.choice_changes
        if picks.get(control.key) == choice
    ]
    controls = {control.key: control for control in asset.controls}
    impact, shared = asset.count_as_impact, asset.shared
    for change_set in changes:
        for change in change_set.controls:
            known = controls.get(change.key)
            if known is None:
                controls[change.key] = change
                continue
            controls[change.key] = replace(
                known,
                low=known.low if change.low is None else change.low,
                high=known.high if change.high is None else change.high,
                kind=change.kind or known.kind,
            )
        if change_set.count_as_impact is not None:
            impact = change_set.count_as_impact
        if change_set.shared is not None:
            shared = change_set.shared
    return replace(asset, controls=tuple(controls.values()), count_as_impact=impact, shared=shared)


@dataclass(slots=True)
class PackageIndex:
    """A package's ids and their names: known when it is checked, else found in its JSON
    the first time they are asked for (a link followed), and the JSON let go."""

    raw: Any = None
    ids: frozenset[str] | None = None
    names: Mapping[str, str] | None = None

    def read(self) -> tuple[frozenset[str], Mapping[str, str]]:
        """Return the ids and names, finding them the first time."""
        if self.ids is None or self.names is None:
            self.ids, self.names = _ids_and_names(self.raw)
            self.raw = None
        return self.ids, self.names


@dataclass(frozen=True, slots=True)
class PackageHead:
    """What a package says of itself: shared by a package read whole (``RulesPackage``) and
    its outline (``datasworn_outline.PackageOutline``)."""

    id: str
    kind: str  # "ruleset" or "expansion"
    ruleset: str | None
    title: str
    datasworn_version: str
    credit: Credit


def all_tables(oracles: Iterable[Collection]) -> tuple[Table, ...]:
    """Return every table of these collections, collection by collection."""
    return tuple(table for collection in oracles for table in collection.all_tables())


@dataclass(frozen=True, slots=True)
class RulesPackage(PackageHead):
    """A checked Datasworn package."""

    oracles: tuple[Collection, ...]
    moves: tuple[Move, ...]
    assets: tuple[Asset, ...]
    index: PackageIndex = field(repr=False, compare=False)

    def tables(self) -> tuple[Table, ...]:
        """Return every table, collection by collection."""
        return all_tables(self.oracles)

    @property
    def ids(self) -> frozenset[str]:
        """Return every id the package holds."""
        return self.index.read()[0]

    @property
    def names(self) -> Mapping[str, str]:
        """Return every id with the name it shows as."""
        return self.index.read()[1]

    @property
    def row_count(self) -> int:
        """Return the number of rows of all its tables."""
        return sum(len(table.rows) for table in self.tables())


# Reading ------------------------------------------------------------------------------


def credit_of(raw: Any, fallback: Credit | None = None) -> Credit:
    """Return the credit a Datasworn ``_source`` (or a package's head) gives, else
    ``fallback`` (its collection's or package's)."""
    return _credit(raw, fallback)


def _credit(raw: Any, fallback: Credit | None = None) -> Credit:
    if not isinstance(raw, Mapping):
        if fallback is None:
            return Credit("", (), "")
        return fallback
    authors = tuple(
        str(author.get("name", ""))
        for author in raw.get("authors") or ()
        if isinstance(author, Mapping)
    )
    page = raw.get("page")
    return Credit(
        str(raw.get("title") or ""),
        authors,
        str(raw.get("license") or ""),
        str(raw.get("url") or ""),
        page if type(page) is int else None,
    )


def _ids(value: Any) -> tuple[str, ...]:
    return tuple(str(item) for item in value) if isinstance(value, list) else ()


def _dice_of(raw: Mapping[str, Any], path: str) -> Dice:
    dice = Dice.parse(str(raw.get("dice") or "1d100"))
    if dice is None:
        raise PackageError(
            f"{path}.dice",
            QT_TRANSLATE_NOOP("Refusal", "{dice!r} is not dice this app can roll"),
            dice=raw.get("dice"),
        )
    return dice


def _rows(raw_rows: list[Any], dice: Dice, path: str, check: bool = True) -> tuple[Row, ...]:
    rows: list[Row] = []
    text_keys = ("text", "text2", "text3")
    for raw in raw_rows:
        roll = raw.get("roll")
        low = high = None
        if isinstance(roll, Mapping):
            low, high = roll.get("min"), roll.get("max")
        rolls = tuple(
            RollOn(
                item.get("oracle"),
                int(item.get("number_of_rolls") or 1),
                str(item.get("duplicates") or "reroll"),
                bool(item.get("auto")),
                Dice.parse(str(item["dice"])) if isinstance(item.get("dice"), str) else None,
            )
            for item in raw.get("oracle_rolls") or ()
        )
        texts = tuple(str(raw[key]) for key in text_keys if isinstance(raw.get(key), str))
        rows.append(Row(low, high, texts, rolls))
    if check:
        _check_cover(rows, dice, path)
    return tuple(rows)


def table_rows(raw: Mapping[str, Any], dice: Dice) -> tuple[Row, ...]:
    """Read the rows of one table of a checked package (``raw`` is the table)."""
    return _rows(list(raw.get("rows") or ()), dice, "", check=False)


def _check_cover(rows: list[Row], dice: Dice, path: str) -> None:
    """Refuse rows outside the dice, overlapping, or leaving a number out between them."""
    ranged = [(index, row) for index, row in enumerate(rows) if row.low is not None]
    if not ranged:
        raise PackageError(
            f"{path}.rows", QT_TRANSLATE_NOOP("Refusal", "the table has no row to roll")
        )
    for index, row in ranged:
        assert row.low is not None and row.high is not None
        where = f"{path}.rows[{index}].roll"
        if row.high < row.low:
            raise PackageError(
                f"{where}.max",
                QT_TRANSLATE_NOOP("Refusal", "is {high}, below the row's min ({low})"),
                high=row.high,
                low=row.low,
            )
        if row.low < dice.low or row.high > dice.high:
            raise PackageError(
                where,
                QT_TRANSLATE_NOOP("Refusal", "{low}–{high} is outside the table's {dice}"),
                low=row.low,
                high=row.high,
                dice=dice.label,
            )
    expected = dice.low
    for index, row in sorted(ranged, key=lambda pair: (pair[1].low or 0, pair[0])):
        assert row.low is not None and row.high is not None
        where = f"{path}.rows[{index}].roll.min"
        if row.low < expected:
            raise PackageError(
                where,
                QT_TRANSLATE_NOOP("Refusal", "{low} is on another row already"),
                low=row.low,
            )
        if row.low > expected:
            raise PackageError(
                where,
                QT_TRANSLATE_NOOP(
                    "Refusal", "is {low}, so {missing} is on no row (the rows must cover {dice})"
                ),
                low=row.low,
                missing=expected if row.low == expected + 1 else f"{expected}–{row.low - 1}",
                dice=dice.label,
            )
        expected = row.high + 1


def _table(
    raw: Mapping[str, Any],
    key: str,
    path: str,
    parents: tuple[str, ...],
    parent_keys: tuple[str, ...],
    credit: Credit,
    check: bool = True,
) -> Table:
    dice = _dice_of(raw, path)
    labels = raw.get("column_labels") or {}
    text_columns = [name for name in ("text", "text2", "text3") if name in labels]
    columns = (str(labels.get("roll", "Roll")), *(str(labels[name]) for name in text_columns))
    if not text_columns:
        columns = ("Roll", "Result")
    name = str(raw.get("name", key))
    return Table(
        id=str(raw.get("_id", "")),
        key=key,
        name=name,
        path=(*parents, name),
        keys=(*parent_keys, key),
        dice=dice,
        columns=columns,
        source_rows=() if check else tuple(raw.get("rows") or ()),
        read_rows=[_rows(list(raw.get("rows") or ()), dice, path)] if check else [],
        summary=str(raw.get("summary") or raw.get("description") or ""),
        credit=_credit(raw.get("_source"), credit),
        replaces=_ids(raw.get("replaces")),
    )


def _collection(
    raw: Mapping[str, Any],
    key: str,
    path: str,
    parents: tuple[str, ...],
    parent_keys: tuple[str, ...],
    credit: Credit,
    check: bool = True,
) -> Collection:
    name = str(raw.get("name", key))
    here, here_keys = (*parents, name), (*parent_keys, key)
    own = _credit(raw.get("_source"), credit)
    tables = tuple(
        _table(table, table_key, f"{path}.contents.{table_key}", here, here_keys, own, check)
        for table_key, table in (raw.get("contents") or {}).items()
    )
    collections = tuple(
        _collection(
            child, child_key, f"{path}.collections.{child_key}", here, here_keys, own, check
        )
        for child_key, child in (raw.get("collections") or {}).items()
    )
    return Collection(
        id=str(raw.get("_id", "")),
        key=key,
        name=name,
        path=here,
        summary=str(raw.get("summary") or raw.get("description") or ""),
        kind=str(raw.get("oracle_type", "tables")),
        tables=tables,
        collections=collections,
        credit=own,
        replaces=_ids(raw.get("replaces")),
    )


def _choice(raw: Mapping[str, Any]) -> RollChoice:
    using = str(raw.get("using", ""))
    for name_key in ("stat", "condition_meter", "control", "option", "label"):
        if isinstance(raw.get(name_key), str):
            return RollChoice(using, str(raw[name_key]))
    return RollChoice(using, "")


def _conditions(trigger: Mapping[str, Any]) -> tuple[Condition, ...]:
    return tuple(
        Condition(
            str(condition.get("text") or ""),
            str(condition.get("method") or "player_choice"),
            tuple(_choice(option) for option in condition.get("roll_options") or ()),
        )
        for condition in trigger.get("conditions") or ()
    )


def read_move(
    raw: Mapping[str, Any],
    key: str,
    category: str,
    credit: Credit,
    adds_to: tuple[str, ...] = (),
    category_id: str = "",
) -> Move:
    """Read one move of a checked package: ``key`` is its key in its category, ``category``
    the category's name ("A / B"), ``credit`` the category's (unless it has its own)."""
    trigger = raw.get("trigger") or {}
    conditions = _conditions(trigger)
    outcomes_raw = raw.get("outcomes") or {}
    outcomes = {
        band: str(outcome.get("text", ""))
        for band, outcome in outcomes_raw.items()
        if isinstance(outcome, Mapping)
    }
    tracks = raw.get("tracks") or {}
    track = str(tracks.get("category", "")) if isinstance(tracks, Mapping) else ""
    return Move(
        id=str(raw.get("_id", "")),
        key=key,
        name=str(raw.get("name", key)),
        category=category,
        roll_type=str(raw.get("roll_type", "no_roll")),
        trigger=str(trigger.get("text") or ""),
        conditions=conditions,
        text=str(raw.get("text") or ""),
        outcomes=outcomes,
        credit=_credit(raw.get("_source"), credit),
        replaces=_ids(raw.get("replaces")),
        momentum_burn=bool(raw.get("allow_momentum_burn")),
        track=track,
        adds_to=adds_to,
        category_id=category_id,
    )


def _moves(raw: Mapping[str, Any], credit: Credit) -> tuple[Move, ...]:
    found: list[Move] = []

    def visit(category: Mapping[str, Any], name: str, fallback: Credit) -> None:
        own = _credit(category.get("_source"), fallback)
        adds_to = _ids(category.get("enhances"))
        for key, move in (category.get("contents") or {}).items():
            found.append(read_move(move, key, name, own, adds_to, str(category.get("_id", ""))))
        for child in (category.get("collections") or {}).values():
            visit(child, f"{name} / {child.get('name', '')}", own)

    for category in raw.values():
        visit(category, str(category.get("name", "")), credit)
    return tuple(found)


def _move_oracles(raw: Mapping[str, Any], credit: Credit, check: bool = True) -> Collection | None:
    """Return the tables moves carry (Pay the Price, …) as a collection per move, under one
    collection keyed ``moves`` (named "Moves"), or None when no move carries one."""
    found: list[Collection] = []

    def visit(category: Mapping[str, Any], path: str) -> None:
        for key, move in (category.get("contents") or {}).items():
            tables = move.get("oracles") or {}
            if not tables:
                continue
            name = str(move.get("name", key))
            where = f"{path}.contents.{key}"
            own = _credit(move.get("_source"), credit)
            found.append(
                Collection(
                    id=str(move.get("_id", "")),
                    key=key,
                    name=name,
                    path=("Moves", name),
                    summary="",
                    kind="tables",
                    tables=tuple(
                        _table(
                            table,
                            table_key,
                            f"{where}.oracles.{table_key}",
                            ("Moves", name),
                            ("moves", key),
                            own,
                            check,
                        )
                        for table_key, table in tables.items()
                    ),
                    collections=(),
                    credit=own,
                )
            )
        for child_key, child in (category.get("collections") or {}).items():
            visit(child, f"{path}.collections.{child_key}")

    for key, category in raw.items():
        visit(category, f"$.moves.{key}")
    if not found:
        return None
    return Collection("", "moves", "Moves", ("Moves",), "", "tables", (), tuple(found), credit)


def _control(key: str, raw: Mapping[str, Any]) -> AssetControl:
    low, high = raw.get("min"), raw.get("max")
    inner = raw.get("controls")
    choices = raw.get("choices")
    return AssetControl(
        key,
        str(raw.get("label") or key),
        str(raw.get("field_type", "")),
        low if type(low) is int else None,
        high if type(high) is int else None,
        raw.get("value"),
        tuple(_control(k, v) for k, v in inner.items() if isinstance(v, Mapping))
        if isinstance(inner, Mapping)
        else (),
        tuple(
            (str(k), str(v.get("label") or k))
            for k, v in choices.items()
            if isinstance(v, Mapping) and v.get("choice_type", "choice") == "choice"
        )
        if isinstance(choices, Mapping)
        else (),
        raw.get("rollable") is True,
        tuple(
            (str(k), changes)
            for k, v in choices.items()
            if isinstance(v, Mapping)
            and (changes := _asset_changes(v.get("enhance_asset"))) is not None
        )
        if isinstance(choices, Mapping) and raw.get("field_type") == "select_enhancement"
        else (),
        raw.get("disables_asset") is True,
        tuple(
            (str(k), str(v["stat"]))
            for k, v in choices.items()
            if isinstance(v, Mapping)
            and v.get("using") == "stat"
            and isinstance(v.get("stat"), str)
        )
        if isinstance(choices, Mapping)
        else (),
    )


def _ability(raw: Mapping[str, Any], number: int, asset: Mapping[str, Any], key: str) -> Ability:
    asset_id, asset_name = str(asset.get("_id", "")), str(asset.get("name", key))
    enhancements = tuple(
        MoveEnhancement(
            asset_id,
            asset_name,
            number,
            _ids(change["enhances"]) if isinstance(change.get("enhances"), list) else None,
            str(change.get("roll_type", "")),
            _conditions(change.get("trigger") or {}),
        )
        for change in raw.get("enhance_moves") or ()
        if isinstance(change, Mapping)
    )
    return Ability(
        str(raw.get("text", "")),
        bool(raw.get("enabled")),
        enhancements,
        _asset_changes(raw.get("enhance_asset")),
        tuple(
            _control(k, v) for k, v in (raw.get("controls") or {}).items() if isinstance(v, Mapping)
        ),
    )


def _asset_changes(raw: Any) -> AssetChanges | None:
    """Read an ability's ``enhance_asset`` (None when it gives none)."""
    if not isinstance(raw, Mapping):
        return None
    controls = tuple(
        _control(key, value)
        for key, value in (raw.get("controls") or {}).items()
        if isinstance(value, Mapping)
    )
    attachments = raw.get("attachments")
    held = attachments if isinstance(attachments, Mapping) else {}
    most = held.get("max")
    impact, shared = raw.get("count_as_impact"), raw.get("shared")
    return AssetChanges(
        controls,
        impact if isinstance(impact, bool) else None,
        shared if isinstance(shared, bool) else None,
        _ids(held.get("assets")),
        most if type(most) is int else None,
    )


def read_asset(
    asset: Mapping[str, Any],
    key: str,
    category: str,
    credit: Credit,
    adds_to: tuple[str, ...] = (),
    collection_id: str = "",
) -> Asset:
    """Read one asset of a checked package: ``key`` is its key in its collection (its name
    if it has none), ``category`` its collection's name (unless it names its own) and
    ``credit`` its collection's (unless it has its own)."""
    return Asset(
        id=str(asset.get("_id", "")),
        name=str(asset.get("name", key)),
        category=str(asset.get("category") or category),
        requirement=str(asset.get("requirement") or ""),
        options=tuple(_control(k, v) for k, v in (asset.get("options") or {}).items()),
        controls=tuple(_control(k, v) for k, v in (asset.get("controls") or {}).items()),
        abilities=tuple(
            _ability(ability, number, asset, key)
            for number, ability in enumerate(asset.get("abilities") or (), start=1)
        ),
        credit=_credit(asset.get("_source"), credit),
        adds_to=adds_to,
        collection_id=collection_id,
        count_as_impact=asset.get("count_as_impact") is True,
        shared=asset.get("shared") is True,
    )


def _assets(raw: Mapping[str, Any], credit: Credit) -> tuple[Asset, ...]:
    found: list[Asset] = []

    def visit(collection: Mapping[str, Any], fallback: Credit) -> None:
        own = _credit(collection.get("_source"), fallback)
        adds_to = _ids(collection.get("enhances"))
        name, collection_id = str(collection.get("name", "")), str(collection.get("_id", ""))
        for key, asset in (collection.get("contents") or {}).items():
            found.append(read_asset(asset, key, name, own, adds_to, collection_id))
        for child in (collection.get("collections") or {}).values():
            visit(child, own)

    for collection in raw.values():
        visit(collection, credit)
    return tuple(found)


def _package_of(target: str) -> str:
    """Return the package a Datasworn id belongs to: ``move:starforged/…`` → ``starforged``."""
    _kind, _colon, rest = target.partition(":")
    return rest.split("/", 1)[0]


@dataclass(slots=True)
class _Walk:
    """One pass over the JSON: every id, every link, every duplicate key."""

    links_too: bool = True  # False: ids and names only (a package checked before)
    ids: set[str] = field(default_factory=set)
    names: dict[str, str] = field(default_factory=dict)
    links: list[tuple[str, str]] = field(default_factory=list)  # (path, target)
    references: list[tuple[str, str]] = field(default_factory=list)  # oracle_rolls, replaces

    def visit(self, value: Any, path: str) -> None:
        if isinstance(value, dict):
            duplicate = getattr(value, "duplicate", None)
            if duplicate is not None:
                raise PackageError(
                    f"{path}.{duplicate}", QT_TRANSLATE_NOOP("Refusal", "the key appears twice")
                )
            node_id = value.get("_id")
            if isinstance(node_id, str):
                self.ids.add(node_id)
                name = value.get("name")
                if isinstance(name, str):
                    self.names[node_id] = name
            for key, item in value.items():
                if isinstance(item, str):
                    if self.links_too and "datasworn:" in item:
                        where = f"{path}.{key}"
                        self.links.extend((where, target) for target in _LINK.findall(item))
                elif isinstance(item, (dict, list)):
                    self.visit(item, f"{path}.{key}")
            if not self.links_too:
                return
            if value.get("type") == "oracle_rollable":
                for index, row in enumerate(value.get("rows") or ()):
                    for number, roll in enumerate(row.get("oracle_rolls") or ()):
                        target = roll.get("oracle")
                        if isinstance(target, str):
                            where = f"{path}.rows[{index}].oracle_rolls[{number}].oracle"
                            self.references.append((where, target))
            for number, target in enumerate(_ids(value.get("replaces"))):
                self.references.append((f"{path}.replaces[{number}]", target))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, (dict, list)):
                    self.visit(item, f"{path}[{index}]")
                elif self.links_too and isinstance(item, str) and "datasworn:" in item:
                    self.links.extend((f"{path}[{index}]", t) for t in _LINK.findall(item))


def _ids_and_names(raw: Any) -> tuple[frozenset[str], dict[str, str]]:
    """Return every id in a package checked before, and the name each shows as: one pass
    that builds no JSON path (reading a stored package)."""
    ids: list[str] = []
    names: dict[str, str] = {}
    stack = [raw]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            node_id = value.get("_id")
            if isinstance(node_id, str):
                ids.append(node_id)
                name = value.get("name")
                if isinstance(name, str):
                    names[node_id] = name
            stack.extend(item for item in value.values() if isinstance(item, (dict, list)))
        else:
            stack.extend(item for item in value if isinstance(item, (dict, list)))
    return frozenset(ids), names


def _check_references(walk: _Walk, package_id: str, ruleset: RulesPackage | None) -> None:
    known = {package_id: walk.ids}
    if ruleset is not None:
        known[ruleset.id] = set(ruleset.ids)
    for path, target in (*walk.references, *walk.links):
        if "*" in target:
            continue
        owner = _package_of(target)
        ids = known.get(owner)
        if ids is None:
            if (path, target) in walk.references:
                raise PackageError(
                    path,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "{target!r} is in the package {owner!r}, which it cannot use"
                    ),
                    target=target,
                    owner=owner,
                )
            continue  # a link into another package: shown as such
        if target not in ids:
            raise PackageError(
                path,
                QT_TRANSLATE_NOOP("Refusal", "the link to {target!r} names nothing in {owner!r}"),
                target=target,
                owner=owner,
            )


def read_package(
    raw: Mapping[str, Any], ruleset: RulesPackage | None = None, *, check: bool = True
) -> RulesPackage:
    """Read a schema-checked Datasworn 0.1 package; ``ruleset`` is an expansion's ruleset.

    Raises ``PackageError`` naming the JSON path of the first problem, and
    ``RulesetMissing`` for an expansion whose ruleset is not given. ``check=False`` reads a
    package checked before (a stored one): links and the ruleset are not checked again.
    """
    package_id = str(raw["_id"])
    kind = str(raw.get("type", "ruleset"))
    ruleset_id = str(raw["ruleset"]) if kind == "expansion" else None
    if check and ruleset_id is not None and (ruleset is None or ruleset.id != ruleset_id):
        raise RulesetMissing(
            "$.ruleset",
            QT_TRANSLATE_NOOP(
                "Refusal",
                "the expansion builds on the ruleset {ruleset!r}, which the campaign does not "
                "have: import that ruleset first",
            ),
            ruleset=ruleset_id,
        )
    if check:
        walk = _Walk()
        walk.visit(raw, "$")
        _check_references(walk, package_id, ruleset if ruleset_id else None)
        index = PackageIndex(None, frozenset(walk.ids), walk.names)
    else:
        index = PackageIndex(raw)
    credit = _credit(raw)
    oracles = tuple(
        _collection(collection, key, f"$.oracles.{key}", (), (), credit, check)
        for key, collection in (raw.get("oracles") or {}).items()
    )
    in_moves = _move_oracles(raw.get("moves") or {}, credit, check)
    if in_moves is not None:
        oracles = (*oracles, in_moves)
    return RulesPackage(
        id=package_id,
        kind=kind,
        ruleset=ruleset_id,
        title=str(raw.get("title") or package_id),
        datasworn_version=str(raw.get("datasworn_version", "")),
        credit=credit,
        oracles=oracles,
        moves=_moves(raw.get("moves") or {}, credit),
        assets=_assets(raw.get("assets") or {}, credit),
        index=index,
    )


# Expansions over their rulesets -------------------------------------------------------


def replacements(packages: Iterable[PackageLike]) -> dict[str, str]:
    """Return what expansions replace: the replaced id → the id of what replaces it."""
    found: dict[str, str] = {}
    for package in packages:
        if package.kind != "expansion":
            continue
        for collection in package.oracles:
            for table_or_collection in _walk_collections(collection):
                for replaced in table_or_collection.replaces:
                    found[replaced] = table_or_collection.id
        for move in package.moves:
            for replaced in move.replaces:
                found[replaced] = move.id
    return found


def enhancements_of(move: Move, packages: Iterable[RulesPackage]) -> tuple[MoveEnhancement, ...]:
    """Return what the packages' asset abilities add to ``move``, asset by asset."""
    return tuple(
        enhancement
        for package in packages
        for asset in package.assets
        for enhancement in asset.enhancements
        if enhancement.fits(move)
    )


class Enhancements:
    """Asset abilities that add to moves, found for one move at a time: those naming a move
    exactly by its id, the wildcards tried on the move's ids, in the order given."""

    def __init__(
        self, enhancements: Iterable[MoveEnhancement], rulesets: Mapping[str, str] | None = None
    ) -> None:
        # Each package's ruleset (an expansion's, or a ruleset's own id), by package id.
        self._rulesets = dict(rulesets or {})
        self._order: dict[int, int] = {}
        self._by_id: dict[str, list[MoveEnhancement]] = {}
        self._wildcards: dict[str, list[MoveEnhancement]] = {}
        self._any: dict[str, list[MoveEnhancement]] = {}  # ``enhances`` null, by roll type
        for number, enhancement in enumerate(enhancements):
            self._order[id(enhancement)] = number
            if enhancement.enhances is None:
                self._any.setdefault(enhancement.roll_type, []).append(enhancement)
            for pattern in enhancement.enhances or ():
                found = self._wildcards if "*" in pattern else self._by_id
                found.setdefault(pattern, []).append(enhancement)

    def of(self, move: MoveLike) -> tuple[MoveEnhancement, ...]:
        """Return the abilities naming ``move`` (or a move it replaces) that fit it."""
        ids = (move.id, *move.replaces)
        candidates = {id(e): e for move_id in ids for e in self._by_id.get(move_id, ())}
        for pattern, named in self._wildcards.items():
            if any(wildcard_fits(pattern, move_id) for move_id in ids):
                candidates.update((id(e), e) for e in named)
        fitting = (e for e in candidates.values() if e.fits(move))
        return tuple(sorted(fitting, key=lambda e: self._order[id(e)]))

    def for_any(self, move: MoveLike) -> tuple[MoveEnhancement, ...]:
        """Return the abilities that add to any move of ``move``'s roll type (``enhances``
        null) of assets of the move's ruleset or its expansions."""

        def ruleset(item_id: str) -> str:
            package = _package_of(item_id)
            return self._rulesets.get(package, package)

        wanted = ruleset(move.id)
        found = self._any.get(move.roll_type, ())
        return tuple(e for e in found if ruleset(e.asset_id) == wanted)


def enhanced(move: Move, enhancements: Iterable[MoveEnhancement]) -> Move:
    """Return ``move`` with the conditions of ``enhancements`` added after its own, as
    Datasworn applies an enhancement (arrays are joined); each added condition's text starts
    with its asset's name ("Starship: To your starship"), so a roll option says where it
    comes from."""
    added = tuple(
        Condition(
            f"{enhancement.asset_name}: {condition.text}",
            condition.method,
            tuple(_asset_choice(choice, enhancement.asset_name) for choice in condition.choices),
        )
        for enhancement in enhancements
        if enhancement.fits(move)
        for condition in enhancement.conditions
    )
    if not added:
        return move
    return replace(move, conditions=(*move.conditions, *added))


def _asset_choice(choice: RollChoice, asset_name: str) -> RollChoice:
    """Name an asset's control after its asset ("Survey Bot health"), never the sheet's."""
    if choice.using != "asset_control":
        return choice
    return RollChoice(choice.using, f"{asset_name} {choice.name}")


def _walk_collections(collection: Collection) -> Iterator[Collection | Table]:
    yield collection
    yield from collection.tables
    for child in collection.collections:
        yield from _walk_collections(child)


def shown_tables(collection: Collection, replaced: Mapping[str, str]) -> Iterator[Table]:
    """Yield the tables of ``collection`` that no expansion replaces (nor their collection)."""
    if collection.id in replaced:
        return
    for table in collection.tables:
        if table.id not in replaced:
            yield table
    for child in collection.collections:
        yield from shown_tables(child, replaced)


# Rolling ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableResult:
    """A roll on a table: the number, its row, and the results of the rolls the row asks."""

    table: Table
    roll: int
    row: Row
    extra: tuple[TableResult, ...] = ()

    @property
    def results(self) -> tuple[str, ...]:
        """Return every final text: the row's (unless it only sends you on), then the extra."""
        own = () if self.extra and all(r.auto for r in self.row.rolls) else (self.row.text,)
        return (*own, *(text for result in self.extra for text in result.results))

    def lines(self, depth: int = 0) -> Iterator[tuple[int, TableResult]]:
        """Yield this result and every extra one with how deep it sits."""
        yield depth, self
        for result in self.extra:
            yield from result.lines(depth + 1)


def roll_table(
    table: Table,
    die: Callable[[int], int],
    find: Callable[[str], Table | None],
    *,
    first: int | None = None,
    follow: bool = True,
) -> TableResult:
    """Roll ``table`` (or take ``first``) and follow the row's ``oracle_rolls``.

    ``die(sides)`` gives one face; ``find(id)`` returns another table by its Datasworn id.
    A roll above the table's last row is rolled again. Each further roll follows the row's
    ``number_of_rolls`` and ``duplicates``: "reroll" rolls a repeated result (or a row that
    sends you on again) again, "keep" keeps it, "make_it_worse" keeps it too (the text says
    what a repeat means). Chains stop after ``MAX_ROLLS`` rolls or ``MAX_CHAIN`` steps.
    """
    budget = [MAX_ROLLS]
    return _roll(table, die, find, first, follow, 0, budget)


def _face(
    table: Table, die: Callable[[int], int], budget: list[int], dice: Dice | None = None
) -> int:
    dice = table.dice if dice is None else dice
    while True:
        budget[0] -= 1
        if budget[0] < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "oracle {name}: too many rolls again"),
                name=table.full_name,
            )
        roll = dice.roll(die)
        if roll <= table.top:
            return roll


def _roll(
    table: Table,
    die: Callable[[int], int],
    find: Callable[[str], Table | None],
    first: int | None,
    follow: bool,
    depth: int,
    budget: list[int],
    dice: Dice | None = None,
) -> TableResult:
    roll = _face(table, die, budget, dice) if first is None else first
    row = table.look_up(roll)
    if not follow or not row.rolls or depth >= MAX_CHAIN:
        return TableResult(table, roll, row)
    extra: list[TableResult] = []
    for request in row.rolls:
        target = table if request.table_id is None else find(request.table_id)
        if target is None:
            continue  # a table of a package the campaign does not hold
        taken: list[TableResult] = []
        while len(taken) < request.times:
            face = _face(target, die, budget, request.dice)
            landed = target.look_up(face)
            if request.duplicates == "reroll" and (
                (target is table and bool(landed.rolls))
                or any(landed is done.row for done in taken)
            ):
                continue
            taken.append(_roll(target, die, find, face, follow, depth + 1, budget))
        extra.extend(taken)
    return TableResult(table, roll, row, tuple(extra))


def find_table(tables: Iterable[Table], wanted: str) -> Table | None:
    """Return the table named by its Datasworn id or its path ("Core / Action"), any case.

    Each part of a path may be a collection's name or key; a name that starts a longer one
    ("Core" for "Core Oracles") is enough when only one table fits.
    """
    text = wanted.strip()
    listed = list(tables)
    for table in listed:
        if table.id == text:
            return table
    parts = [_fold(part) for part in text.split("/") if part.strip()]
    if not parts:
        return None
    exact = [t for t in listed if _path_fits(t, parts, exact=True)]
    if len(exact) == 1:
        return exact[0]
    loose = [t for t in listed if _path_fits(t, parts, exact=False)]
    return loose[0] if len(loose) == 1 else None


def _fold(text: str) -> str:
    return " ".join(text.replace("_", " ").casefold().split())


def _path_fits(table: Table, parts: list[str], *, exact: bool) -> bool:
    names = [(_fold(name), _fold(key)) for name, key in zip(table.path, table.keys, strict=True)]
    if len(parts) > len(names):
        return False
    tail = names[len(names) - len(parts) :]
    for part, (name, key) in zip(parts, tail, strict=True):
        if part in (name, key):
            continue
        if exact or not (name.startswith(part) or key.startswith(part)):
            return False
    return True


# Odds and the roll box -----------------------------------------------------------------


def row_chance(table: Table, row: Row) -> Fraction:
    """Return the exact chance a roll of ``table`` lands on ``row`` (a roll above the last
    row being rolled again)."""
    if row.low is None or row.high is None:
        return Fraction(0)
    totals = _totals(table.dice)
    top = table.top
    usable = sum(count for total, count in totals.items() if total <= top)
    wanted = sum(count for total, count in totals.items() if row.low <= total <= row.high)
    return Fraction(wanted, usable) if usable else Fraction(0)


@cache
def _totals(dice: Dice) -> dict[int, int]:
    """Return how many ways each total of ``dice`` comes up."""
    ways = {0: 1}
    for _die in range(dice.count):
        following: dict[int, int] = {}
        for total, count in ways.items():
            for face in range(1, dice.sides + 1):
                following[total + face] = following.get(total + face, 0) + count
        ways = following
    return {total + dice.modifier: count for total, count in ways.items()}


_ROLL_KINDS = {
    "action_roll": RollKind.ACTION,
    "progress_roll": RollKind.PROGRESS,
    "special_track": RollKind.PROGRESS,
}
_SPECIAL_TRACKS = {
    "bonds_legacy": "bonds",
    "bonds_track": "bonds",
    "quests_legacy": "quests",
    "discoveries_legacy": "discoveries",
}
_BANDS = {
    "strong_hit": IronswornOutcome.STRONG_HIT,
    "weak_hit": IronswornOutcome.WEAK_HIT,
    "miss": IronswornOutcome.MISS,
}


def plain_text(markdown: str, *, links: bool = True) -> str:
    """Return Markdown as plain text: links become their words (kept with ``links=False``),
    emphasis marks go."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown) if links else markdown
    return re.sub(r"(\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w))", "", text)


def roll_options(move: Move) -> tuple[RollOption, ...]:
    """Return exactly the roll options the move's conditions list, one per choice.

    A condition whose method is ``highest`` or ``lowest`` is one option rolling the higher
    or lower of its values; otherwise each of its roll options is one option.
    """
    found: list[RollOption] = []
    for condition in move.conditions:
        names = tuple(choice.label for choice in condition.choices if choice.using)
        if not names:
            continue
        approach = plain_text(condition.text) or move.name
        if condition.method in ("highest", "lowest"):
            pick = Pick.HIGHER if condition.method == "highest" else Pick.LOWER
            found.append(RollOption(approach, names, pick))
        else:
            found.extend(RollOption(approach, (name,)) for name in names)
    return tuple(found)


def reference_move(move: Move) -> ReferenceMove:
    """Return the move as the roll box reads a built-in one: its roll, options, tracks and
    each band's text (plain), so an imported move rolls like a built-in one."""
    kind = _ROLL_KINDS.get(move.roll_type, RollKind.NONE)
    tracks: tuple[str, ...] = ()
    if kind is RollKind.PROGRESS:
        specials = {
            _SPECIAL_TRACKS[choice.using]
            for condition in move.conditions
            for choice in condition.choices
            if choice.using in _SPECIAL_TRACKS
        }
        named = move.track.casefold().replace(" ", "_")
        tracks = tuple(sorted(specials)) or ((named,) if named else ())
    outcomes = {
        band: OutcomeText(plain_text(move.outcomes[key]))
        for key, band in _BANDS.items()
        if key in move.outcomes
    }
    if kind is not RollKind.NONE and len(outcomes) < len(_BANDS):
        kind = RollKind.NONE  # a roll without its outcomes cannot be read off
    return ReferenceMove(
        id=move.id,
        name=move.name,
        category=move.category,
        trigger=plain_text(move.trigger),
        procedure=plain_text(move.text),
        roll_kind=kind,
        options=roll_options(move) if kind is RollKind.ACTION else (),
        adds=(),
        tracks=tracks,
        outcomes=outcomes if kind is not RollKind.NONE else {},
        effects=Effects(),
        links=(),
        oracle=None,
        repair_points=False,
    )
