"""Where files live: the data folder override and the bundled resources."""

from __future__ import annotations

from pathlib import Path

import pytest

from starshine_desktop import paths


def test_starshine_home_overrides_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENVIRONMENT_VARIABLE, str(tmp_path))
    assert paths.default_campaign_path() == tmp_path / "campaign.starshine"
    assert paths.backup_folder() == tmp_path / "backups"


def test_the_app_icon_is_a_png_in_resources() -> None:
    icon = paths.app_icon_path()
    assert icon.read_bytes().startswith(b"\x89PNG")
