"""Memory stays in proportion whatever the escaping: an import's peak above the baseline
(the same command on a one-record file, in the same run) does not grow when the file's
text is ``\\u``-escaped (``\\u00e9`` is six bytes for one character; a campaign of such notes
peaked at about 14 times its size, in the nesting check), and a campaign import stays under
5 times its file's size compact, indented or escaped. ``bench/import_memory_bench.py``
measures larger files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from import_memory_support import (
    ESCAPINGS,
    KINDS,
    SAMPLE,
    import_arguments,
    peak_kib,
    write_file,
)

from starshine_desktop.commands import run
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.exchange import ImportRefused, parse_campaign_json
from starshine_desktop.services.exchange.limits import NOTES_LENGTH
from starshine_desktop.storage.rows import PersonaValues

SIZE = 6 * 1024 * 1024
LIMIT = 5.0


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A folder with a campaign holding one Persona, and that Persona's file (the shape of
    the Persona files written)."""
    folder = tmp_path_factory.mktemp("memory")
    holder = folder / "holder.starshine"
    sample = SAMPLE
    assert run(["import", str(sample), str(holder)]) == 0
    persona = json.loads(sample.read_text(encoding="utf-8"))["personae"][0]["name"]
    template_path = folder / "template.json"
    assert run(["export-persona", str(holder), persona, str(template_path)]) == 0
    template: dict[str, Any] = json.loads(template_path.read_text(encoding="utf-8"))
    return folder, template


def _ratio(kind: str, escaping: str, place: tuple[Path, dict[str, Any]], size: int) -> float:
    folder, template = place
    big = write_file(kind, escaping, size, folder, template)
    small = write_file(kind, escaping, 0, folder, template)
    peaks = []
    for source in (small, big):
        target = folder / f"{source.stem}.starshine"
        target.unlink(missing_ok=True)
        if kind != "campaign":
            shutil.copy(folder / "holder.starshine", target)
        peak, status, error = peak_kib(import_arguments(kind, source, target), folder / "home")
        assert status == 0, error
        peaks.append(peak)
    return (peaks[1] - peaks[0]) * 1024 / big.stat().st_size


@pytest.mark.parametrize("escaping", ESCAPINGS)
def test_a_campaign_import_stays_under_five_times_its_size_however_escaped(
    place: tuple[Path, dict[str, Any]], escaping: str
) -> None:
    assert _ratio("campaign", escaping, place, SIZE) < LIMIT


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_escaping_does_not_raise_the_peak_of_any_import(
    place: tuple[Path, dict[str, Any]], kind: str
) -> None:
    compact = _ratio(kind, "compact", place, SIZE)
    escaped = _ratio(kind, "escaped", place, SIZE)
    assert escaped < compact + 0.5, (compact, escaped)


def test_a_text_over_every_limit_is_refused_as_soon_as_its_object_is_read() -> None:
    # The text comes first and broken JSON after it: a refusal made only once the whole
    # document was built would name the broken JSON instead.
    document = (
        '{"personae": [{"name": "Ada", "notes": "'
        + "\\u00e9" * (NOTES_LENGTH + 1)
        + '"}]'
        + ", this is not JSON"
    ).encode()
    with pytest.raises(ImportRefused) as refused:
        parse_campaign_json(document)
    message = str(refused.value)
    assert "“notes”" in message and f"{NOTES_LENGTH + 1} characters" in message
    assert f"no text in the file may be longer than {NOTES_LENGTH} characters" in message


def test_notes_at_the_limit_still_import(tmp_path: Path) -> None:
    campaign = create_campaign(tmp_path / "c.starshine")
    campaign.personae.add_persona(PersonaValues("Ada", notes="é" * NOTES_LENGTH))
    campaign.export_json(tmp_path / "c.json")
    campaign.close()
    assert run(["import", str(tmp_path / "c.json"), str(tmp_path / "again.starshine")]) == 0
