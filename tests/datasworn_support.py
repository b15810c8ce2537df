"""The published Datasworn packages the Ironsworn tests run on, fetched once and checked.

``package_file("starforged")`` returns the path of the package's JSON file. The first call
fetches the package's tarball from the npm registry with ``npm pack`` into
``.cache/datasworn/`` at the repository's root (ignored by git, never committed), checks it
against the SHA-256 pinned in ``PINNED`` and unpacks the JSON file beside it; later calls
use the cache. A tarball whose hash differs is deleted and refused, so a test never runs on
something other than the pinned release. ``make test`` installs Debian's ``npm`` when it is
missing. Run this file to fetch everything ahead of time (``python tests/datasworn_support.py``).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "datasworn"


@dataclass(frozen=True, slots=True)
class Pinned:
    """One published package: its npm name and version, the file inside, and its hash."""

    npm: str
    version: str
    member: str
    sha256: str

    @property
    def tarball(self) -> str:
        """Return the file name ``npm pack`` gives the tarball."""
        return f"{self.npm.lstrip('@').replace('/', '-')}-{self.version}.tgz"


PINNED: dict[str, Pinned] = {
    "schema": Pinned(
        "@datasworn/core",
        "0.1.0-0",
        "package/json/datasworn.schema.json",
        "eadf410c85b0d195eed8041d3619b3d30dd864ebd8e0bceb597279b1fc21568a",
    ),
    "classic": Pinned(
        "@datasworn/ironsworn-classic",
        "0.1.0-0",
        "package/json/classic.json",
        "fdab7ee0fab9f662ff12539dc9584abc969021fc7edd42671413a616bb3a28fc",
    ),
    "starforged": Pinned(
        "@datasworn/starforged",
        "0.1.0-0",
        "package/json/starforged.json",
        "7cd90853ed3c588eda793e54f0e76454bf2faa00a43ae5301440f937280e8e5a",
    ),
    "sundered_isles": Pinned(
        "@datasworn/sundered-isles",
        "0.1.0-0",
        "package/json/sundered_isles.json",
        "59277de3cd8c523b689f4ad7007a1d4efb62bec391bf36041e9ba0556cd1033c",
    ),
    # An older Datasworn (0.0.10), which the import refuses naming both versions.
    "starforged_0_0_10": Pinned(
        "@datasworn/starforged",
        "0.0.10",
        "package/json/starforged.json",
        "cbe66b8fe35264287c705ccb2c62a541e83978e3ec6fe0512dd4397da0de8d99",
    ),
}


class FetchError(RuntimeError):
    """A package could not be fetched, or its tarball is not the pinned one."""


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


def _fetch(pinned: Pinned, cache: Path) -> Path:
    tarball = cache / pinned.tarball
    if not tarball.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise FetchError("npm is not installed (make test installs Debian's npm)")
        cache.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            [npm, "pack", f"{pinned.npm}@{pinned.version}", "--pack-destination", str(cache)],
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
        if done.returncode != 0 or not tarball.exists():
            raise FetchError(f"npm pack {pinned.npm}@{pinned.version} failed: {done.stderr}")
    found = _sha256(tarball)
    if found != pinned.sha256:
        tarball.unlink()
        raise FetchError(f"{tarball.name}: SHA-256 {found}, expected {pinned.sha256}")
    return tarball


def package_file(name: str, cache: Path = CACHE) -> Path:
    """Return the JSON file of the pinned package ``name``, fetching it when needed."""
    pinned = PINNED[name]
    target = cache / f"{name}-{pinned.version}.json"
    if target.exists():
        return target
    tarball = _fetch(pinned, cache)
    with tarfile.open(tarball, "r:gz") as archive:
        source = archive.extractfile(pinned.member)
        if source is None:
            raise FetchError(f"{tarball.name} has no {pinned.member}")
        partial = target.with_suffix(".part")
        partial.write_bytes(source.read())
        partial.replace(target)
    return target


if __name__ == "__main__":
    for key in PINNED:
        print(package_file(key))
    sys.exit(0)


def _source(title: str = "The Harbour Zine") -> dict[str, object]:
    return {
        "title": title,
        "authors": [{"name": "Ada Harbour"}],
        "date": "2024-05-01",
        "license": "https://creativecommons.org/licenses/by/4.0",
        "url": "https://example.org/harbour",
    }


def _row(
    table: str, index: int, low: int, high: int, text: str, **more: object
) -> dict[str, object]:
    return {
        "_id": f"oracle_rollable.row:harbour/{table}.{index}",
        "roll": {"min": low, "max": high},
        "text": text,
        **more,
    }


def homebrew() -> dict[str, Any]:
    """Return a small homebrew ruleset of the published shape (Datasworn 0.1.0)."""
    weather = "weather/sky"
    return {
        "_id": "harbour",
        "datasworn_version": "0.1.0",
        "type": "ruleset",
        "title": "Harbour Homebrew",
        "authors": [{"name": "Ada Harbour"}],
        "date": "2024-05-01",
        "license": "https://creativecommons.org/licenses/by/4.0",
        "url": "https://example.org/harbour",
        "rules": {
            "condition_meters": {},
            "stats": {},
            "impacts": {},
            "special_tracks": {},
            "tags": {},
        },
        "assets": {},
        "moves": {
            "docks": {
                "_id": "move_category:harbour/docks",
                "type": "move_category",
                "name": "Dock Moves",
                "contents": {
                    "haggle": {
                        "_id": "move:harbour/docks/haggle",
                        "type": "move",
                        "name": "Haggle at the Docks",
                        "roll_type": "no_roll",
                        "trigger": {"text": "When you bargain for passage…", "conditions": []},
                        "text": "__When you bargain__, look at the "
                        "[Sky](datasworn:oracle_rollable:harbour/weather/sky).",
                        "outcomes": None,
                        "allow_momentum_burn": False,
                        "_source": _source(),
                    }
                },
                "collections": {},
                "_source": _source(),
            }
        },
        "oracles": {
            "weather": {
                "_id": "oracle_collection:harbour/weather",
                "type": "oracle_collection",
                "oracle_type": "tables",
                "name": "Harbour Weather",
                "contents": {
                    "sky": {
                        "_id": f"oracle_rollable:harbour/{weather}",
                        "type": "oracle_rollable",
                        "oracle_type": "table_text",
                        "name": "Sky",
                        "dice": "1d10",
                        "column_labels": {"roll": "Roll", "text": "Result"},
                        "rows": [
                            _row(weather, 0, 1, 4, "Fog"),
                            _row(weather, 1, 5, 9, "Drizzle"),
                            _row(
                                weather,
                                2,
                                10,
                                10,
                                "Roll twice",
                                oracle_rolls=[
                                    {
                                        "oracle": None,
                                        "dice": None,
                                        "number_of_rolls": 2,
                                        "duplicates": "reroll",
                                        "auto": True,
                                    }
                                ],
                            ),
                        ],
                        "_source": _source(),
                    }
                },
                "collections": {},
                "_source": _source(),
            }
        },
    }
