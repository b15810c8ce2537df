"""Opening the Reference reads the packages' outlines, not the packages: no stored document
is read, the outline holds no table row (it does not grow with a table's rows), and a
table's rows, a move's text and an asset's card are read from the package when they are
shown: that item's characters alone, where the outline says it stands."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import homebrew, package_file

from starshine_desktop.rules.ironsworn.datasworn import read_package
from starshine_desktop.rules.ironsworn.datasworn_outline import (
    asset_of,
    item_spans,
    move_of,
    package_outline,
    read_item,
    read_outline,
    rows_of,
)
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.ironsworn import rules_packages
from starshine_desktop.storage.database import create_database
from starshine_desktop.ui.ironsworn.rules_packages import imported_rules

PUBLISHED = ("starforged", "classic", "sundered_isles")


def _forget(campaign: Campaign) -> None:
    """Forget what was read, as just after the campaign opens."""
    rules_packages._parsed.clear()
    campaign.rules_packages._outlines.clear()


@contextmanager
def _statements(campaign: Campaign) -> Iterator[list[str]]:
    """Collect the SQL statements the campaign's connection runs."""
    connection: sqlite3.Connection = campaign._database._connection
    seen: list[str] = []
    connection.set_trace_callback(seen.append)
    try:
        yield seen
    finally:
        connection.set_trace_callback(None)


@pytest.fixture(scope="module")
def three(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Campaign]:
    campaign = create_campaign(tmp_path_factory.mktemp("outline") / "three.starshine")
    for name in PUBLISHED:
        campaign.rules_packages.import_file(package_file(name))
    yield campaign
    campaign.close()


def _stored(campaign: Campaign, column: str) -> int:
    with sqlite3.connect(campaign.path) as raw:
        (size,) = raw.execute(f"SELECT sum(length({column})) FROM rules_package").fetchone()
    return int(size)


def test_opening_the_reference_reads_no_package(three: Campaign) -> None:
    _forget(three)
    with _statements(three) as seen:
        rules = imported_rules(three)
    assert seen, "the outlines are read from the campaign"
    assert not [sql for sql in seen if "document" in sql]
    assert not rules_packages._parsed  # no package was read whole
    # What was read is the outlines: under a tenth of the packages' text.
    assert _stored(three, "outline") * 10 < _stored(three, "document")
    assert len(rules.moves) == 91 and len(rules.tables) == 535
    assert sum(len(p.outline.assets) for p in rules.packages) > 0


def test_a_table_and_a_move_are_read_when_shown(three: Campaign) -> None:
    _forget(three)
    rules = imported_rules(three)
    starforged = read_package(json.loads(package_file("starforged").read_text("utf-8")))
    peril = "oracle_rollable:starforged/space/peril"
    action = next(t for t in rules.tables if t.table.id == peril)
    whole = next(t for t in starforged.tables() if t.id == action.table.id)
    with _statements(three) as seen:
        rows = action.table.rows
    assert [sql for sql in seen if "document" in sql], "the rows come from the package"
    assert [(r.low, r.high, r.texts) for r in rows] == [
        (r.low, r.high, r.texts) for r in whole.rows
    ]
    strike = next(m for m in rules.moves if m.entry.id == "move:starforged/combat/strike")
    assert strike.name == "Strike" and "+iron" in strike.move.procedure
    assert (
        strike.source_move.outcomes["strong_hit"]
        == next(m for m in starforged.moves if m.id == strike.entry.id).outcomes["strong_hit"]
    )


def _outline_of(tmp_path: Path, rows: int) -> str:
    package = homebrew()
    sky = package["oracles"]["weather"]["contents"]["sky"]
    sky["dice"] = "1d1000"
    size = 1000 // rows
    sky["rows"] = [
        {
            "_id": f"oracle_rollable.row:harbour/weather/sky.{n}",
            "roll": {"min": n * size + 1, "max": (n + 1) * size},
            "text": f"Weather {n}",
        }
        for n in range(rows)
    ]
    campaign = create_campaign(tmp_path / f"rows-{rows}.starshine")
    try:
        campaign.rules_packages.import_package(package, json.dumps(package))
        _forget(campaign)
        (table,) = imported_rules(campaign).tables
        assert len(table.table.rows) == rows  # read from the package when asked for
    finally:
        campaign.close()
    with sqlite3.connect(tmp_path / f"rows-{rows}.starshine") as raw:
        (outline,) = raw.execute("SELECT outline FROM rules_package").fetchone()
    return str(outline)


@pytest.mark.file_campaign  # reads the outline's column from the campaign file itself
def test_the_outline_does_not_grow_with_a_tables_rows(tmp_path: Path) -> None:
    few, many = _outline_of(tmp_path, 10), _outline_of(tmp_path, 1000)
    # Only where the items stand in the package's text moves (a few more digits).
    assert _without_places(json.loads(few)) == _without_places(json.loads(many))
    assert len(many) - len(few) < 40


def _without_places(value: Any) -> Any:
    if isinstance(value, str) and value.startswith("["):  # a section kept as its own text
        return _without_places(json.loads(value))
    if isinstance(value, dict):
        return {k: _without_places(v) for k, v in value.items() if k != "at"}
    if isinstance(value, list):
        return [_without_places(v) for v in value]
    return value


def test_a_package_imported_before_gets_its_outline(tmp_path: Path) -> None:
    path = tmp_path / "older.starshine"
    create_database(path, schema_version=12).close()
    document = package_file("classic").read_text("utf-8")
    with sqlite3.connect(path) as raw:
        raw.execute(
            "INSERT INTO rules_package (uuid, title, source, version, imported_at, document) "
            "VALUES ('7d5c1f3e-0000-4000-8000-000000000002', 'Ironsworn Rulebook', "
            "'Ironsworn', '0.1.0', '2026-01-02 10:00:00', ?)",
            (document,),
        )
    rules_packages._parsed.clear()
    upgraded = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        with _statements(upgraded) as seen:
            rules = imported_rules(upgraded)
        assert not [sql for sql in seen if "document" in sql]
        whole = read_package(json.loads(document), check=False)
        assert [m.name for m in rules.moves] == [m.name for m in whole.moves]
        assert [t.table.full_name for t in rules.tables] == [t.full_name for t in whole.tables()]
    finally:
        upgraded.close()


def test_a_campaign_opened_again_reads_rows_through_its_own_connection(tmp_path: Path) -> None:
    path = tmp_path / "again.starshine"
    first = create_campaign(path)
    first.rules_packages.import_file(package_file("classic"))
    imported_rules(first)  # its outlines read through this connection
    first.close()
    rules_packages._parsed.clear()
    again = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        tables = imported_rules(again).tables
        assert all(table.table.rows for table in tables)  # read from the campaign open now
    finally:
        again.close()


def test_showing_one_move_table_or_asset_reads_that_item_alone(
    three: Campaign, monkeypatch: pytest.MonkeyPatch
) -> None:
    _forget(three)
    rules = imported_rules(three)
    # The outlines' tables and assets (read from the outlines, not the packages).
    assert rules.tables and all(p.outline.assets is not None for p in rules.packages)
    parsed: list[int] = []  # the length of each JSON text parsed
    real_loads = json.loads

    def counting(text: str, *args: Any, **kwargs: Any) -> Any:
        parsed.append(len(text))
        return real_loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", counting)
    with _statements(three) as seen:
        strike = next(m for m in rules.moves if m.entry.id == "move:starforged/combat/strike")
        assert strike.source_move.name == "Strike" and "+iron" in strike.move.procedure
        peril = "oracle_rollable:starforged/space/peril"
        rows = next(t for t in rules.tables if t.table.id == peril).table.rows
        card = rules.asset_card("asset:starforged/command_vehicle/starship")
    monkeypatch.undo()
    assert card is not None and "Starship" in card
    assert not rules_packages._parsed, "no package was read whole"
    # Three items parsed, each a few thousand characters of a 1.9 MB package.
    assert len(parsed) == 3 and max(parsed) < 20_000, parsed
    documents = [sql for sql in seen if "document" in sql]
    assert len(documents) == 3 and all("substr(document" in sql for sql in documents)
    # What was read is what the package gives.
    starforged = read_package(json.loads(package_file("starforged").read_text("utf-8")))
    whole_rows = next(t for t in starforged.tables() if t.id == peril).rows
    assert rows == whole_rows
    assert strike.source_move == next(m for m in starforged.moves if m.id == strike.entry.id)
    (listed,) = [p for p in rules.packages if p.outline.id == "starforged"]
    starship = "asset:starforged/command_vehicle/starship"
    assert listed.asset(starship) == next(a for a in starforged.assets if a.id == starship)


@pytest.mark.parametrize("name", PUBLISHED)
def test_every_item_read_from_its_place_is_the_item_read_whole(name: str) -> None:
    text = rules_packages.ascii_package_text(package_file(name).read_bytes())
    whole = read_package(json.loads(text), None, check=False)
    outline = read_outline(package_outline(whole, item_spans(text)), lambda *_a: ())

    def item(entry_id: str, at: tuple[int, int] | None) -> Any:
        assert at is not None, entry_id
        return read_item(text[at[0] : at[1]], entry_id)

    assert [move_of(item(e.id, e.at), e) for e in outline.moves] == list(whole.moves)
    assert [asset_of(item(e.id, e.at), e) for e in outline.assets] == list(whole.assets)
    spans = item_spans(text)
    assert [rows_of(item(t.id, spans.get(t.id)), t.dice) for t in outline.tables()] == [
        t.rows for t in whole.tables()
    ]


def test_an_outline_written_with_its_sections_as_values_reads_the_same() -> None:
    text = rules_packages.ascii_package_text(package_file("classic").read_bytes())
    whole = read_package(json.loads(text), None, check=False)
    written = package_outline(whole, item_spans(text))
    assert isinstance(written["oracles"], str) and isinstance(written["assets"], str)
    before = {**written, "oracles": json.loads(written["oracles"])}
    before["assets"] = json.loads(written["assets"])
    now, then = (read_outline(data, lambda *_a: ()) for data in (written, before))
    assert (now.moves, now.assets) == (then.moves, then.assets)
    assert [(t.id, t.path, t.dice) for t in now.tables()] == [
        (t.id, t.path, t.dice) for t in then.tables()
    ]
