"""The published Datasworn packages the tests run on: fetched, pinned by hash, never committed."""

from __future__ import annotations

import subprocess
from importlib import resources
from pathlib import Path

import pytest
from datasworn_support import CACHE, PINNED, ROOT, FetchError, package_file

from starshine_desktop.rules.ironsworn.data import DATASWORN_SCHEMA_FILE


def test_the_shipped_schema_is_the_published_one_byte_for_byte() -> None:
    published = package_file("schema").read_bytes()
    shipped = resources.files("starshine_desktop.rules").joinpath("data", DATASWORN_SCHEMA_FILE)
    assert shipped.read_bytes() == published


def test_a_tarball_that_is_not_the_pinned_one_is_refused_and_deleted(tmp_path: Path) -> None:
    pinned = PINNED["classic"]
    forged = tmp_path / pinned.tarball
    forged.write_bytes(b"not the published package")
    with pytest.raises(FetchError, match="SHA-256"):
        package_file("classic", cache=tmp_path)
    assert not forged.exists()


def test_the_cache_is_ignored_by_git_and_no_package_is_committed() -> None:
    package_file("starforged")
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", str(CACHE / "starforged-0.1.0-0.json")],
        cwd=ROOT,
        check=False,
    )
    assert ignored.returncode == 0
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert not [name for name in tracked if name.endswith((".tgz", "starforged.json"))]
