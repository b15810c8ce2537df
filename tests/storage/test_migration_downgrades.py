"""Every migration refuses to run backwards with the one downgrade error the app reports."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import starshine_desktop.storage.migrations as migrations
from starshine_desktop.storage.errors import DowngradeRefusedError

VERSIONS = sorted((Path(migrations.__file__).parent / "versions").glob("v*.py"))


@pytest.mark.parametrize("script", VERSIONS, ids=lambda path: path.stem)
def test_each_migration_refuses_a_downgrade_naming_both_versions(script: Path) -> None:
    spec = importlib.util.spec_from_file_location(f"migration_{script.stem}", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(DowngradeRefusedError) as refused:
        module.downgrade()
    assert refused.value.file_version == int(module.revision)
    assert f"version {int(module.down_revision or 0)}" in str(refused.value)
