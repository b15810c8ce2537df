"""File > New from sample, Import campaign JSON and Export campaign JSON."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.ui import campaign_exchange
from starshine_desktop.ui.main_window import MainWindow

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def test_new_from_sample_creates_and_opens_a_living_campaign(
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: object,
) -> None:
    window = open_window(campaign_path)
    target = tmp_path / "Harbour.starshine"
    prompter.paths.append(target)  # type: ignore[attr-defined]
    window.campaign_files.new_from_sample.trigger()
    assert window.campaign.path == target
    assert window.personae.model.rowCount() == 4
    episodes = window.section_page("Episodes")
    assert episodes.episodes.model.rowCount() == 2  # type: ignore[attr-defined]
    assert "Night of the Comet" in window.campaign.episodes.list_episodes()[0].title


def test_export_then_import_through_the_file_menu(
    open_window: Callable[[Path], MainWindow],
    tmp_path: Path,
    prompter: object,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = tmp_path / "sample.starshine"
    # The sample as shipped, with its own UUIDs (New from sample gives new ones).
    shipped = exchange.validate_campaign(exchange.parse_campaign_json(SAMPLE.read_bytes()))
    create_from_data(shipped, source).close()
    window = open_window(source)
    out = tmp_path / "out.json"
    monkeypatch.setattr(campaign_exchange, "choose_json_to_export", lambda parent, suggested: out)
    window.campaign_files.export_json.trigger()
    assert out.read_bytes() == SAMPLE.read_bytes()

    monkeypatch.setattr(campaign_exchange, "choose_json_to_import", lambda parent, folder: out)
    prompter.paths.append(tmp_path / "copy.starshine")  # type: ignore[attr-defined]
    window.campaign_files.import_json.trigger()
    assert window.campaign.path == tmp_path / "copy.starshine"
    traits = exchange.sample_campaign_data().rows("trait")
    assert len(window.campaign.records.list_traits()) == len(traits)


def test_a_bad_import_shows_the_json_path_and_keeps_the_campaign(
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: object,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(campaign_path)
    bad = tmp_path / "bad.json"
    persona_stance = '\n      "stance": 2,'  # a Persona's, not one in a Challenge's set-up
    text = SAMPLE.read_text(encoding="utf-8")
    bad.write_text(text.replace(persona_stance, persona_stance.replace("2", "9"), 1))
    monkeypatch.setattr(campaign_exchange, "choose_json_to_import", lambda parent, folder: bad)
    prompter.paths.append(tmp_path / "new.starshine")  # type: ignore[attr-defined]
    window.campaign_files.import_json.trigger()
    assert window.campaign.path == campaign_path
    [error] = prompter.errors  # type: ignore[attr-defined]
    assert "$.personae[" in error and ".stance: must be 1 to 6, not 9" in error
    assert not (tmp_path / "new.starshine").exists()
