"""Fuzz the campaign importer: 10,000 generated and mutated documents, one refusal type.

Documents start as legal campaigns drawn by a strategy covering every list of the format,
or as the sample campaign shipped in ``resources/``; then zero to three mutations change
the tree (drop or add keys and items, wrong types, NaN and infinities, booleans for
numbers, huge numbers, deep nesting, repeated keys and ids, dangling references, values
out of range, lone surrogates, NUL and control characters, oversize text) and at most
one changes the bytes (truncation, a byte order mark, bytes that are not UTF-8, a flipped
byte, UTF-16). Each file goes through ``import_campaign_file``, the path the window's
"Import campaign" and ``starshine campaign import`` take. Whatever comes out, only
``ImportRefused`` may escape; a refused import creates no file and leaves the open campaign
exactly as it was; an accepted one is a new campaign holding the file whole, which exports
to a document that checks back to the same rows, and is then removed.

One campaign holding the sample stands for the campaign open in the window and stays open
for the whole run, so a refused example costs a parse and a check, an accepted one the
creation of a campaign file as well.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from exchange_support import draw_tools
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from starshine_desktop.rules.starshine.campaign import (
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
)
from starshine_desktop.rules.starshine.scores import SCORE_RANGES, Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import create_from_data, import_campaign_file
from starshine_desktop.services.exchange import (
    CampaignData,
    ImportRefused,
    dumps,
    export_campaign,
    parse_campaign_json,
    read_campaign_file,
    validate_campaign,
)
from starshine_desktop.storage.database import Database, create_database

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
SAMPLE_DOCUMENT: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
START = datetime(2026, 3, 1, 19, 30)

# Legal documents ------------------------------------------------------------------------

_names = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zs", "Zl", "Zp")),
    min_size=1,
    max_size=8,
)
_notes = st.text(max_size=12)


def _stamp(draw: st.DrawFn) -> str:
    seconds = draw(st.integers(0, 90 * 24 * 3600))
    micro = draw(st.sampled_from([0, 0, 1, 999_999]))
    return (START + timedelta(seconds=seconds, microseconds=micro)).isoformat()


def _some(draw: st.DrawFn, items: list[Any], most: int) -> list[Any]:
    """Draw a sub-list of ``items`` in order with at most ``most`` members."""
    chosen = [item for item in items if draw(st.booleans())]
    return chosen[:most]


def _uuid(kind: int, number: int) -> str:
    """Return a distinct UUID for record ``number`` of a kind."""
    return f"{kind:08d}-0000-4000-8000-{number:012d}"


@st.composite
def legal_campaigns(draw: st.DrawFn) -> dict[str, Any]:
    """Draw a small legal campaign document with at most a few records of every list."""
    doc: dict[str, Any] = {kind.key: [] for kind in exchange.KINDS}
    doc.update(format=exchange.FORMAT, version=exchange.FORMAT_VERSION)
    for number, name in enumerate(draw(st.lists(_names, max_size=3, unique=True)), start=1):
        director = number == 1 and draw(st.booleans())
        doc["actors"].append(
            {
                "id": number,
                "name": name,
                "is_director": director,
                "notes": draw(_notes),
                "uuid": _uuid(1, number),
            }
        )
    players = [actor["id"] for actor in doc["actors"] if not actor["is_director"]]
    for number in range(1, draw(st.integers(0, 2)) + 1):
        doc["elements"].append(
            {
                "id": number,
                "name": draw(_names),
                "scale": draw(st.integers(0, 99)),
                "notes": "",
                "uuid": _uuid(2, number),
            }
        )
    elements = [element["id"] for element in doc["elements"]]
    for persona in range(1, draw(st.integers(0, 2)) + 1):
        created = _stamp(draw)
        doc["personae"].append(
            {
                "id": persona,
                "name": draw(_names),
                "actor_id": draw(st.sampled_from([None, *players])),
                "actor_name": draw(st.sampled_from(["", "Priya"])),
                "stance": draw(st.integers(1, 6)),
                "notes": draw(_notes),
                "scores": {
                    score.value: draw(st.integers(legal.minimum, legal.maximum))
                    for score, legal in SCORE_RANGES.items()
                },
                "created_at": created,
                "updated_at": created,
                "uuid": _uuid(3, persona),
            }
        )
        for _ in range(draw(st.integers(0, 2))):
            characteristic = len(doc["characteristics"]) + 1
            doc["characteristics"].append(
                {
                    "id": characteristic,
                    "persona_id": persona,
                    "name": draw(_names),
                    "value": draw(st.integers(0, 6)),
                    "corrupt": draw(st.booleans()),
                    "corrupt_name": draw(st.sampled_from(["", "Hollow"])),
                }
            )
            if draw(st.booleans()):
                doc["expressions"].append(
                    {
                        "id": len(doc["expressions"]) + 1,
                        "characteristic_id": characteristic,
                        "text": draw(_names),
                    }
                )
            if draw(st.booleans()) and elements:
                doc["investments"].append(
                    {
                        "id": len(doc["investments"]) + 1,
                        "persona_id": persona,
                        "element_id": draw(st.sampled_from(elements)),
                        "characteristic_id": characteristic,
                        "relationship": draw(_names),
                        "value": draw(st.integers(1, 6)),
                        "state": draw(st.sampled_from([s.value for s in InvestmentState])),
                    }
                )
        if draw(st.booleans()):
            doc["modifiers"].append(
                {
                    "id": len(doc["modifiers"]) + 1,
                    "persona_id": persona,
                    "kind": draw(st.sampled_from([k.value for k in ModifierKind])),
                    "name": draw(_names),
                    "score": draw(st.sampled_from([s.value for s in Score])),
                    "modifier": draw(st.integers(MODIFIER_RANGE.minimum, MODIFIER_RANGE.maximum)),
                }
            )
        own = [i["id"] for i in doc["investments"] if i["persona_id"] == persona]
        if draw(st.booleans()):
            doc["strategies"].append(
                {
                    "id": len(doc["strategies"]) + 1,
                    "persona_id": persona,
                    "investment_id": draw(st.sampled_from([None, *own])),
                    "name": draw(_names),
                    "state": draw(st.sampled_from([s.value for s in StrategyState])),
                }
            )
        if draw(st.booleans()):
            doc["stance_changes"].append(
                {
                    "id": len(doc["stance_changes"]) + 1,
                    "persona_id": persona,
                    "strategy_id": draw(
                        st.sampled_from([None, *(s["id"] for s in doc["strategies"])])
                    ),
                    "old_stance": draw(st.integers(1, 6)),
                    "new_stance": draw(st.integers(1, 6)),
                    "reason": draw(_names),
                    "changed_at": _stamp(draw),
                }
            )
    personae = [persona["id"] for persona in doc["personae"]]
    for _ in range(draw(st.integers(0, 2))):
        doc["traits"].append(
            {
                "id": len(doc["traits"]) + 1,
                "name": draw(_names),
                "strength": draw(st.integers(0, 99)),
                "negative": draw(st.booleans()),
                **draw(
                    st.sampled_from(
                        [{"persona_id": p, "element_id": None} for p in personae]
                        + [{"persona_id": None, "element_id": e} for e in elements]
                        or [{"persona_id": None, "element_id": None}]
                    )
                ),
                "created_by_persona_id": draw(st.sampled_from([None, *personae])),
            }
        )
    doc["traits"] = [
        t for t in doc["traits"] if (t["persona_id"] is None) != (t["element_id"] is None)
    ]
    for number in range(1, draw(st.integers(0, 2)) + 1):
        closed = draw(st.booleans())
        doc["episodes"].append(
            {
                "id": number,
                "title": draw(_names),
                "date": f"2026-04-{number:02d}",
                "closed": closed,
                "closed_at": _stamp(draw) if closed else None,
                "notes": draw(_notes),
            }
        )
    episodes = [episode["id"] for episode in doc["episodes"]]
    investments = [investment["id"] for investment in doc["investments"]]
    for persona in _some(draw, personae, 2):
        doc["advances"].append(
            {
                "id": len(doc["advances"]) + 1,
                "persona_id": persona,
                "kind": draw(st.sampled_from([k.value for k in AdvanceKind])),
                "reason": draw(_names),
                "date": "2026-04-03",
                "episode_id": draw(st.sampled_from([None, *episodes])),
                "investment_id": draw(st.sampled_from([None, *investments])),
            }
        )
    actors = [actor["id"] for actor in doc["actors"]]
    pairs = [(episode, actor) for episode in episodes for actor in actors]
    for episode, actor in _some(draw, pairs, 4):
        doc["episode_players"].append({"episode_id": episode, "actor_id": actor})
    for episode, actor in _some(
        draw, [(p["episode_id"], p["actor_id"]) for p in doc["episode_players"]], 3
    ):
        for expression in _some(draw, [e["id"] for e in doc["expressions"]], 2):
            doc["expression_checks"].append(
                {"episode_id": episode, "observer_id": actor, "expression_id": expression}
            )
        for trait in _some(draw, [t["id"] for t in doc["traits"]], 2):
            doc["trait_checks"].append(
                {"episode_id": episode, "observer_id": actor, "trait_id": trait}
            )
    for episode, persona in _some(draw, [(e, p) for e in episodes for p in personae], 3):
        doc["episode_outcomes"].append(
            {
                "episode_id": episode,
                "persona_id": persona,
                "awarded": draw(st.booleans()),
                "missing": draw(_notes),
            }
        )
    draw_tools(draw, doc)  # format 2: status flags, tracks, sheets, tools, Challenges
    return doc


# Mutations --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Raw:
    """JSON text written as it is (NaN, a 5000-digit number, deep nesting)."""

    text: str


@dataclass
class Pairs:
    """An object written with its keys in this order, repeats included."""

    items: list[tuple[str, Any]]


_ODD_TEXT = [
    "",
    " ",
    "3",
    "true",
    "null",
    "NaN",
    "a\x00b",
    "\x00",
    "bell\x07",
    "esc\x1b[2J",
    "line\nbreak",
    "tab\there",
    "\ud800",
    "lone \udfff low",
    "\u2028",
    "\ufeff",
    "x" * 201,
    "2026-02-30",
    "2026-13-01T00:00:00",
    "2026-04-01T24:00:00",
    "open",
    "knack",
    "lead",
]
_ODD_NUMBERS = [0, -1, 1, 6, 7, 99, 100, -20, -21, 21, 2**53, 2**53 + 1, 10**15, 10**16, -(10**15)]
_RAW = [
    "NaN",
    "-NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-0",
    "1.0",
    "3.5",
    "1E2",
    "1" * 5000,
    "-" + "9" * 16,
    "0" * 3,
    "[" * 9 + "]" * 9,
    "{" + '"a":{' * 9 + "}" * 10,
    "[" * 100_000 + "]" * 100_000,
    "undefined",
    "'single'",
]
odd_values = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(_ODD_NUMBERS),
    st.integers(-(2**64), 2**64),
    st.floats(),
    st.sampled_from(_ODD_TEXT),
    st.text(max_size=6),
    st.sampled_from(_RAW).map(Raw),
    st.just("n" * 100_001),
    st.lists(st.integers(-3, 3), max_size=2),
    st.dictionaries(st.sampled_from(["id", "name", "x"]), st.integers(-3, 3), max_size=2),
)
_UNKNOWN_KEYS = ["extra", "Id", "id ", "", "__proto__", "scores", "\u0000", "ｉｄ"]


def _locations(node: Any, found: list[tuple[Any, Any]]) -> None:
    """Collect (container, key) of every value below ``node``."""
    if isinstance(node, dict):
        for key, value in node.items():
            found.append((node, key))
            _locations(value, found)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.append((node, index))
            _locations(value, found)


def _mutate(draw: st.DrawFn, holder: list[Any]) -> str:
    """Apply one drawn mutation to the document in ``holder[0]``; return its name."""
    found: list[tuple[Any, Any]] = []
    _locations(holder[0], found)
    if not found or draw(st.integers(0, 15)) == 0:  # the document itself, now and then
        container, key = holder, 0
    else:
        # Spread evenly over the tree (small draws, which hypothesis favours, pick the top).
        container, key = found[draw(st.integers(0, 2**20)) % len(found)]
    value = container[key]
    operation = draw(
        st.sampled_from(
            ["drop", "replace", "unknown", "repeat-key", "repeat-item", "dangle", "shift", "nest"]
        )
    )
    if operation == "drop" and container is not holder:
        del container[key]
    elif operation == "unknown" and isinstance(value, dict):
        value[draw(st.sampled_from(_UNKNOWN_KEYS))] = draw(odd_values)
    elif operation == "repeat-key" and isinstance(value, dict) and value:
        keys = list(value)
        repeated = keys[draw(st.integers(0, len(keys) - 1))]
        items = list(value.items())
        items.insert(draw(st.integers(0, len(items))), (repeated, draw(odd_values)))
        container[key] = Pairs(items)
    elif operation == "repeat-item" and isinstance(value, list) and value:
        value.append(copy.deepcopy(value[draw(st.integers(0, len(value) - 1))]))
    elif operation == "dangle" and type(value) is int:
        container[key] = draw(st.sampled_from([999, 0, -1, 2**53 + 1]))
    elif operation == "shift" and type(value) is int:
        container[key] = value + draw(st.sampled_from([-100, -7, -1, 1, 7, 100]))
    elif operation == "nest":
        depth = draw(st.integers(1, 12))
        container[key] = Raw("[" * depth + json.dumps(value if _plain(value) else 0) + "]" * depth)
    else:
        container[key] = draw(odd_values)
    return operation


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, str))


def _encode(node: Any, ascii_only: bool) -> str:
    """Write ``node`` as JSON text, keeping Raw text, repeated keys and odd floats."""
    if isinstance(node, Raw):
        return node.text
    if isinstance(node, (dict, Pairs)):
        items = node.items if isinstance(node, Pairs) else list(node.items())
        inner = ", ".join(
            f"{json.dumps(k, ensure_ascii=ascii_only)}: {_encode(v, ascii_only)}" for k, v in items
        )
        return "{" + inner + "}"
    if isinstance(node, list):
        return "[" + ", ".join(_encode(item, ascii_only) for item in node) + "]"
    return json.dumps(node, ensure_ascii=ascii_only)


_BAD_UTF8 = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80"]


def _mutate_bytes(draw: st.DrawFn, data: bytes) -> bytes:
    operation = draw(
        st.sampled_from(["none"] * 6 + ["truncate", "bom", "bad-utf8", "flip", "cut", "utf16"])
    )
    at = draw(st.integers(0, max(len(data) - 1, 0)))
    if operation == "truncate":
        return data[:at]
    if operation == "bom":
        return b"\xef\xbb\xbf" + data
    if operation == "bad-utf8":
        return data[:at] + draw(st.sampled_from(_BAD_UTF8)) + data[at:]
    if operation == "flip" and data:
        return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1 :]
    if operation == "cut":
        return data[:at] + data[at + draw(st.integers(1, 40)) :]
    if operation == "utf16":
        return data.decode("utf-8", "surrogatepass").encode("utf-16", "surrogatepass")
    return data


@dataclass(frozen=True)
class Case:
    """One fuzzed file and what was done to it (shown when an example fails)."""

    data: bytes
    mutations: tuple[str, ...]


@st.composite
def fuzzed_files(draw: st.DrawFn) -> Case:
    """Draw a legal document or the sample, mutate it, and write it as bytes."""
    sample = st.just(SAMPLE_DOCUMENT).map(copy.deepcopy)
    start = draw(st.one_of(legal_campaigns(), legal_campaigns(), legal_campaigns(), sample))
    holder: list[Any] = [start]
    count = draw(st.sampled_from([1, 1, 1, 2, 2, 3, 3, 0]))  # one in eight stays legal
    mutations = [_mutate(draw, holder) for _ in range(count)]
    text_ = _encode(holder[0], ascii_only=draw(st.booleans()))
    data = _mutate_bytes(draw, text_.encode("utf-8", "surrogatepass"))
    return Case(data, tuple(mutations))


# The run ----------------------------------------------------------------------------------


def digest(database: Database) -> str:
    """Return a hash of the schema and every row of every table of ``database``."""
    hasher = hashlib.sha256()
    with database.reading() as connection:
        tables = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ).fetchall()
        for name, sql in tables:
            hasher.update(f"{name}\0{sql}\0".encode())
            rows = connection.execute(f'SELECT * FROM "{name}"').fetchall()
            hasher.update(repr(sorted(rows, key=repr)).encode("utf-8", "surrogatepass"))
        hasher.update(str(connection.execute("PRAGMA user_version").fetchone()[0]).encode())
    return hasher.hexdigest()


@dataclass
class Bench:
    """The campaigns and folders one fuzz run shares."""

    folder: Path
    source: Path
    destination: Path
    person: Database
    person_digest: str


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bench]:
    """Open the person's campaign (the sample) and a folder for the files to import."""
    root = tmp_path_factory.mktemp("fuzz")
    person = create_from_data(validate_campaign(SAMPLE_DOCUMENT), root / "open.starshine")
    imports = root / "imports"
    imports.mkdir()
    yield Bench(
        folder=imports,
        source=imports / "in.json",
        destination=imports / "imported.starshine",
        person=person._database,
        person_digest=digest(person._database),
    )
    person.close()


def _remove_all_but(folder: Path, kept: Path) -> None:
    """Delete the files of ``folder`` other than ``kept`` (an imported campaign and its lock)."""
    for entry in folder.iterdir():
        if entry != kept:
            entry.unlink()


@pytest.mark.slow  # each accepted file is a new campaign file, built as the app builds one
# The import's checks are the same whatever the engine; on the PostgreSQL pass each accepted
# file would be a new database (tests/storage/test_two_engines.py writes imports on both).
@pytest.mark.file_campaign
@settings(
    max_examples=10_000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(case=fuzzed_files())
def test_only_import_refused_escapes_and_a_refusal_changes_nothing(
    bench: Bench, case: Case
) -> None:
    bench.source.write_bytes(case.data)
    try:
        imported = import_campaign_file(bench.source, bench.destination)
    except ImportRefused as refusal:
        event("refused: " + " ".join(re.sub(r"\d+", "#", refusal.reason[:40]).split()[:5]))
        assert sorted(p.name for p in bench.folder.iterdir()) == ["in.json"]
        assert digest(bench.person) == bench.person_digest
        return
    event(f"accepted after {len(case.mutations)} mutations")
    try:
        exported = export_campaign(imported._database)
        assert _by_table(validate_campaign(parse_campaign_json(dumps(exported)))) == _by_table(
            read_campaign_file(bench.source)
        )
    finally:
        imported.close()
        _remove_all_but(bench.folder, bench.source)
    assert digest(bench.person) == bench.person_digest


def _by_table(data: CampaignData) -> dict[str, list[str]]:
    """Return each table's rows in a fixed order (export orders them by primary key)."""
    return {table: sorted(repr(sorted(row.items())) for row in rows) for table, rows in data.tables}


def test_a_refused_file_creates_no_campaign(tmp_path: Path) -> None:
    """``import_campaign_file`` checks everything before it creates the destination."""
    source = tmp_path / "in.json"
    persona_stance = b'\n      "stance": 4,'  # a Persona's, not one in a Challenge's set-up
    bad = dumps(SAMPLE_DOCUMENT).replace(persona_stance, persona_stance.replace(b"4", b"7"), 1)
    source.write_bytes(bad)
    with pytest.raises(ImportRefused, match=r"\$\.personae\[0\]\.stance"):
        import_campaign_file(source, tmp_path / "new.starshine")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.json"]


def test_the_legal_documents_are_accepted_whole() -> None:
    """The strategy's documents are legal, so the fuzzing starts from accepted campaigns."""

    @settings(max_examples=60, deadline=None)
    @given(document=legal_campaigns())
    def accepted(document: dict[str, Any]) -> None:
        checked = validate_campaign(parse_campaign_json(dumps(document)))
        assert sum(len(rows) for _, rows in checked.tables) == sum(
            len(document[kind.key]) for kind in exchange.KINDS
        )

    accepted()


def test_a_digest_sees_a_changed_row(tmp_path: Path) -> None:
    """The before/after comparison would notice a refused import that left a row behind."""
    database = create_database(tmp_path / "d.starshine")
    try:
        before = digest(database)
        with database.transaction() as session:
            session.execute(
                text(
                    "INSERT INTO actor (name, is_director, notes, uuid) "
                    "VALUES ('A', 0, '', '00000000-0000-4000-8000-000000000001')"
                )
            )
        assert digest(database) != before
    finally:
        database.close()


@pytest.mark.parametrize("name", ["\x00", "\x00Morgan", " \x00Morgan"])
def test_a_name_blank_before_a_nul_is_refused_like_a_blank_name(name: str) -> None:
    """Found by the fuzzing: SQLite's length() stops at NUL, so the file refused these rows."""
    document = copy.deepcopy(SAMPLE_DOCUMENT)
    document["actors"][0]["name"] = name
    with pytest.raises(ImportRefused, match=r"^\$\.actors\[0\]\.name: cannot be blank$"):
        validate_campaign(parse_campaign_json(dumps(document)))


@pytest.mark.nul_text  # PostgreSQL's text cannot hold NUL
def test_a_name_with_a_nul_after_its_text_is_kept(tmp_path: Path) -> None:
    document = copy.deepcopy(SAMPLE_DOCUMENT)
    document["actors"][0]["name"] = "Mor\x00gan"
    source = tmp_path / "in.json"
    source.write_bytes(dumps(document))
    imported = import_campaign_file(source, tmp_path / "n.starshine")
    try:
        assert export_campaign(imported._database)["actors"][0]["name"] == "Mor\x00gan"
    finally:
        imported.close()
