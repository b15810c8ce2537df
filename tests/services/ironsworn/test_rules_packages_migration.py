"""Version 11: a campaign holding a package in the earlier cut-down format keeps working: the
package becomes a Datasworn 0.1 ruleset the schema accepts, with the same moves and rows."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.services.ironsworn.rules_packages import check_schema, check_version
from starshine_desktop.storage.database import SCHEMA_VERSION, create_database

OLD = {
    "_id": "Harbour-Homebrew 2",
    "title": "Harbour Homebrew",
    "version": "1.2",
    "source": {"title": "The Harbour Zine", "license": "CC-BY-4.0", "authors": ["Ada"]},
    "moves": {
        "harbour": {
            "name": "Harbour Moves",
            "contents": {
                "haggle": {
                    "name": "Haggle at the Docks",
                    "trigger": {"text": "When you bargain for passage…"},
                    "text": "Roll +heart. On a strong hit, the price is fair.",
                }
            },
        }
    },
    "oracles": {
        "weather2": {
            "name": "Harbour Weather",
            "rows": [
                {"min": 1, "max": 40, "text": "Fog"},
                {"min": 41, "max": 99, "text": "Drizzle"},
                {"min": 100, "max": 100, "text": "A storm from nowhere"},
            ],
        }
    },
}


def test_an_old_format_package_becomes_a_datasworn_ruleset(tmp_path: Path) -> None:
    path = tmp_path / "older.starshine"
    create_database(path, schema_version=9).close()
    with sqlite3.connect(path) as raw:
        raw.execute(
            "INSERT INTO rules_package (uuid, title, source, version, imported_at, document) "
            "VALUES ('7d5c1f3e-0000-4000-8000-000000000001', 'Harbour Homebrew', "
            "'The Harbour Zine', '1.2', '2026-01-02 10:00:00', ?)",
            (json.dumps(OLD),),
        )
        raw.execute(
            "INSERT INTO oracle_roll (table_name, roll, result, rolled_at) "
            "VALUES ('Harbour Weather', 40, 'Fog', '2026-01-02 10:05:00')"
        )
    upgraded = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        (package,) = upgraded.rules_packages.packages()
        assert [m.name for m in package.moves] == ["Haggle at the Docks"]
        assert package.moves[0].text == "Roll +heart. On a strong hit, the price is fair."
        (table,) = package.tables
        assert (table.full_name, table.dice.label) == (
            "Harbour Homebrew / Harbour Weather",
            "1d100",
        )
        assert [(r.low, r.high, r.text) for r in table.rows] == [
            (1, 40, "Fog"),
            (41, 99, "Drizzle"),
            (100, 100, "A storm from nowhere"),
        ]
        assert package.package.credit.authors == ("Ada",)
        assert [r.result for r in upgraded.tracks.list_oracle_rolls()] == ["Fog"]
        upgraded.tracks.record_oracle_roll("Sundered Isles / Landmarks", 150, "A broken tower")
    finally:
        upgraded.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        (document,) = raw.execute("SELECT document FROM rules_package").fetchone()
    converted = json.loads(document)
    check_version(converted)
    check_schema(converted)  # the official schema accepts what the migration wrote
    assert converted["_id"] == "harbour_homebrew_2"
