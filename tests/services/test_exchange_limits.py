"""Export and import are symmetric and every reader refuses what it must not read whole.

Whatever ``export`` writes, ``import`` takes back (both hold to the same ``MAX_BYTES``);
export streams the same canonical text it always wrote; readers refuse a folder, a named
pipe, ``/dev/zero`` or an over-size file before reading it (no hang: each CLI case runs in
a child with a time limit, exit status 2); the nesting check needs no memory per character.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.__main__ import main
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, create_from_data, import_campaign_file
from starshine_desktop.services.exchange import (
    ExportTooLargeError,
    ImportRefused,
    dumps,
    export_campaign,
    parse_campaign_json,
    sample_campaign_data,
    validate_campaign,
)

SAMPLE = Path(__file__).resolve().parents[2] / "starshine_desktop/resources/sample-campaign.json"


@pytest.fixture
def sample(tmp_path: Path) -> Iterator[Campaign]:
    # The sample as shipped, with its own UUIDs (File › New from sample gives new ones).
    data = validate_campaign(parse_campaign_json(SAMPLE.read_bytes()))
    campaign = create_from_data(data, tmp_path / "Sample.starshine")
    yield campaign
    campaign.close()


def test_the_streamed_export_is_the_canonical_text(sample: Campaign, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    sample.export_json(out)
    assert out.read_bytes() == dumps(export_campaign(sample._store))
    assert out.read_bytes() == SAMPLE.read_bytes()


def test_whatever_export_writes_import_takes_back_at_the_limit(
    sample: Campaign, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    size = len(dumps(export_campaign(sample._store)))
    monkeypatch.setattr(exchange.limits, "MAX_BYTES", size)
    out = tmp_path / "out.json"
    sample.export_json(out)  # exactly at the limit: written
    assert out.stat().st_size == size
    again = import_campaign_file(out, tmp_path / "Again.starshine")  # and taken back
    again.close()
    monkeypatch.setattr(exchange.limits, "MAX_BYTES", size - 1)
    old = b"an older export\n"
    out.write_bytes(old)
    with pytest.raises(ExportTooLargeError, match="more than import takes back"):
        sample.export_json(out)
    assert out.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir() if "partial" in p.name) == []
    with pytest.raises(ImportRefused, match="larger than"):
        import_campaign_file(SAMPLE, tmp_path / "Refused.starshine")


def test_the_nesting_check_needs_no_memory_per_character() -> None:
    long_text = json.dumps({"notes": 'x\\"' * 2_000_000})  # 6 MB in one string
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    exchange.check_depth(long_text)
    grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kib < 64 * 1024  # the old pattern took about 110 bytes per character: 660 MB
    with pytest.raises(ImportRefused, match="nesting deeper than 8 levels"):
        exchange.check_depth('{"a": "[[[[", "b": ' + "[" * 9 + "]" * 9 + "}")
    exchange.check_depth('{"a": "[[[[[[[[[[[[", "b": ' + "[" * 7 + "]" * 7 + "}")  # 8 deep
    exchange.check_depth("[[[")  # unbalanced: left for the parser to place


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.file_campaign  # the command runs in a process of its own, on the file
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_every_reader_refuses_a_pipe_a_device_or_a_folder_at_once(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if kind == "fifo":
        source = tmp_path / "input.json"
        os.mkfifo(source)
        words = "named pipe (FIFO), not a file"
    elif kind == "dev-zero":
        source = Path("/dev/zero")
        words = "a device, not a file"
    else:
        source = tmp_path / "input.json"
        source.mkdir()
        words = "a folder, not a file"
    campaign = tmp_path / "Voyage.starshine"
    create_from_data(sample_campaign_data(), campaign).close()
    for args in (
        ("import", str(source), str(tmp_path / "New.starshine")),
        ("import-persona", str(source), str(campaign)),
        ("replay", str(source)),
        (
            "print",
            "challenge-log",
            "--campaign",
            str(campaign),
            "--scenario",
            str(source),
            "--pdf",
            str(tmp_path / "log.pdf"),
        ),
    ):
        if kind == "fifo":  # in a child: a reader that opened it would wait for a writer
            result = _cli(*args)
            status, error = result.returncode, result.stderr
        else:
            status, error = main(list(args)), capsys.readouterr().err
        assert status == 2, (args, error)
        assert words in error, (args, error)
    assert not (tmp_path / "New.starshine").exists()
    assert not (tmp_path / "log.pdf").exists()


def test_an_over_size_scenario_is_refused_by_its_size_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from starshine_desktop.storage.files import FileTooLargeError, read_limited

    big = tmp_path / "big.json"
    with big.open("wb") as file:
        file.truncate(65 * 1024 * 1024)  # sparse: no time spent writing it
    result = _cli("replay", str(big))
    assert result.returncode == 2 and "larger than 64 MiB" in result.stderr
    with pytest.raises(FileTooLargeError):
        read_limited(big, 1024)
