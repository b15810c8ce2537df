"""Campaign JSON: export and import round-trip, every refusal, atomic writes, the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from exchange_support import draw_tools
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.commands import run
from starshine_desktop.rules.starshine.scores import SCORE_RANGES, Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import create_campaign, import_campaign_file, open_campaign
from starshine_desktop.services.exchange import (
    FORMAT_VERSION,
    ImportRefused,
    dumps,
    parse_campaign_json,
    validate_campaign,
)

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def sample() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return document


def refusal(data: bytes) -> ImportRefused:
    with pytest.raises(ImportRefused) as raised:
        validate_campaign(parse_campaign_json(data))
    return raised.value


def refusal_of(document: Any) -> ImportRefused:
    return refusal(json.dumps(document).encode())


# Round trips --------------------------------------------------------------------------


def test_the_sample_round_trips_byte_for_byte(tmp_path: Path) -> None:
    campaign = import_campaign_file(SAMPLE, tmp_path / "s.starshine")
    try:
        campaign.export_json(tmp_path / "out.json")
    finally:
        campaign.close()
    assert (tmp_path / "out.json").read_bytes() == SAMPLE.read_bytes()


_names = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zs", "Zl", "Zp")),
    min_size=1,
    max_size=12,
)


def _uuid(kind: int, number: int) -> str:
    """Return a distinct UUID for record ``number`` of a kind."""
    return f"{kind:08d}-0000-4000-8000-{number:012d}"


@st.composite
def campaigns(draw: st.DrawFn) -> dict[str, Any]:
    """Draw a small, legal campaign document."""
    document: dict[str, Any] = {kind.key: [] for kind in exchange.KINDS}
    document.update(format=exchange.FORMAT, version=FORMAT_VERSION)
    actor_names = draw(st.lists(_names, max_size=3, unique=True))
    for number, name in enumerate(actor_names, start=1):
        document["actors"].append(
            {
                "id": number,
                "name": name,
                "is_director": number == 1,
                "notes": draw(st.text()),
                "uuid": _uuid(1, number),
            }
        )
    players = [a["id"] for a in document["actors"] if not a["is_director"]]
    elements = draw(st.lists(st.tuples(_names, st.integers(0, 99)), max_size=3))
    for number, (name, scale) in enumerate(elements, start=1):
        document["elements"].append(
            {"id": number, "name": name, "scale": scale, "notes": "", "uuid": _uuid(2, number)}
        )
    for number in range(1, draw(st.integers(0, 3)) + 1):
        stamp = datetime(2026, 1, number, 8, 30, draw(st.integers(0, 59)), draw(st.integers(0, 5)))
        document["personae"].append(
            {
                "id": number,
                "name": draw(_names),
                "actor_id": draw(st.sampled_from([None, *players])),
                "actor_name": "",
                "uuid": _uuid(3, number),
                "stance": draw(st.integers(1, 6)),
                "notes": draw(st.text(max_size=20)),
                "scores": {
                    score.value: draw(st.integers(legal.minimum, legal.maximum))
                    for score, legal in SCORE_RANGES.items()
                },
                "created_at": stamp.isoformat(),
                "updated_at": stamp.isoformat(),
            }
        )
        cid = len(document["characteristics"]) + 1
        value = draw(st.integers(1, 6))
        document["characteristics"].append(
            {
                "id": cid,
                "persona_id": number,
                "name": draw(_names),
                "value": value,
                "corrupt": draw(st.booleans()),
                "corrupt_name": "",
            }
        )
        document["expressions"].append({"id": cid, "characteristic_id": cid, "text": draw(_names)})
        document["traits"].append(
            {
                "id": len(document["traits"]) + 1,
                "name": draw(_names),
                "strength": draw(st.integers(0, 99)),
                "negative": draw(st.booleans()),
                "persona_id": number,
                "element_id": None,
                "created_by_persona_id": draw(st.sampled_from([None, number])),
            }
        )
        if document["elements"]:
            document["investments"].append(
                {
                    "id": cid,
                    "persona_id": number,
                    "element_id": 1,
                    "characteristic_id": cid,
                    "relationship": draw(_names),
                    "value": draw(st.integers(1, 6)),
                    "state": draw(st.sampled_from(["open", "resolved", "lost"])),
                }
            )
        document["advances"].append(
            {
                "id": number,
                "persona_id": number,
                "kind": draw(st.sampled_from(["earned", "spent"])),
                "reason": draw(_names),
                "date": "2026-02-0" + str(number),
                "episode_id": None,
                "investment_id": None,
            }
        )
        document["modifiers"].append(
            {
                "id": number,
                "persona_id": number,
                "kind": draw(st.sampled_from(["knack", "power", "signature_item"])),
                "name": draw(_names),
                "score": draw(st.sampled_from([s.value for s in Score])),
                "modifier": draw(st.integers(-20, 20)),
            }
        )
        investment = cid if document["elements"] else None
        document["strategies"].append(
            {
                "id": number,
                "persona_id": number,
                "name": draw(_names),
                "investment_id": draw(st.sampled_from([None, investment])),
                "state": draw(st.sampled_from(["active", "surrendered", "completed"])),
            }
        )
        old = draw(st.integers(1, 6))
        document["stance_changes"].append(
            {
                "id": number,
                "persona_id": number,
                "strategy_id": number,
                "old_stance": old,
                "new_stance": min(6, old + 1),
                "reason": draw(_names),
                "changed_at": datetime(
                    2026, 2, number, 10, 0, 0, draw(st.integers(0, 999_999))
                ).isoformat(),
            }
        )
    if document["actors"] and draw(st.booleans()):
        closed = draw(st.booleans())
        document["episodes"].append(
            {
                "id": 1,
                "title": draw(_names),
                "date": "2026-03-01",
                "closed": closed,
                "closed_at": "2026-03-01T23:00:00" if closed else None,
                "notes": draw(st.text(max_size=10)),
            }
        )
        for actor in document["actors"]:
            document["episode_players"].append({"episode_id": 1, "actor_id": actor["id"]})
        for expression in document["expressions"]:
            document["expression_checks"].append(
                {"episode_id": 1, "observer_id": 1, "expression_id": expression["id"]}
            )
        for trait in document["traits"][:1]:
            document["trait_checks"].append(
                {"episode_id": 1, "observer_id": 1, "trait_id": trait["id"]}
            )
        if closed:
            for persona in document["personae"]:
                document["episode_outcomes"].append(
                    {
                        "episode_id": 1,
                        "persona_id": persona["id"],
                        "awarded": draw(st.booleans()),
                        "missing": draw(st.text(max_size=30)),
                    }
                )
    draw_tools(draw, document)  # version 2: flags, tracks, sheets, tools and Challenges
    return document


@pytest.mark.nul_text
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(document=campaigns())
def test_export_import_export_is_identical(
    tmp_path_factory: pytest.TempPathFactory, document: dict[str, Any]
) -> None:
    folder = tmp_path_factory.mktemp("round")
    source = folder / "in.json"
    source.write_bytes(dumps(document))
    first = import_campaign_file(source, folder / "a.starshine")
    try:
        first.export_json(folder / "a.json")
    finally:
        first.close()
    assert json.loads((folder / "a.json").read_bytes()) == document
    second = import_campaign_file(folder / "a.json", folder / "b.starshine")
    try:
        second.export_json(folder / "b.json")
    finally:
        second.close()
    assert (folder / "a.json").read_bytes() == (folder / "b.json").read_bytes()


# Refusals: one test per kind of bad input ---------------------------------------------


def test_refuses_a_wrong_type() -> None:
    document = sample()
    document["elements"][1]["scale"] = "3"
    assert str(refusal_of(document)) == "$.elements[1].scale: must be a whole number, not text"


def test_refuses_a_value_out_of_range() -> None:
    document = sample()
    document["personae"][0]["scores"]["guard"] = 21
    assert refusal_of(document).path == "$.personae[0].scores.guard"


def test_refuses_a_broken_reference() -> None:
    document = sample()
    document["traits"][0]["persona_id"] = 999
    error = refusal_of(document)
    assert error.path == "$.traits[0].persona_id" and "id 999" in error.reason


def test_refuses_nan_and_infinity() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"scale": 4', '"scale": NaN', 1)
    assert refusal(text.encode()).path.endswith(".scale")
    text = SAMPLE.read_text(encoding="utf-8").replace('"scale": 4', '"scale": -Infinity', 1)
    assert "not a number" in refusal(text.encode()).reason


def test_refuses_a_float() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"scale": 4', '"scale": 4.0', 1)
    error = refusal(text.encode())
    assert error.path.endswith(".scale") and "whole number" in error.reason


def test_refuses_a_boolean_posing_as_an_integer() -> None:
    document = sample()
    document["characteristics"][0]["value"] = True
    error = refusal_of(document)
    assert error.path == "$.characteristics[0].value" and "boolean" in error.reason


def test_refuses_an_integer_posing_as_a_boolean() -> None:
    document = sample()
    document["traits"][0]["negative"] = 1
    assert refusal_of(document).path == "$.traits[0].negative"


def test_refuses_a_huge_number() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"scale": 4', '"scale": ' + "9" * 5000, 1)
    error = refusal(text.encode())
    assert error.path.endswith(".scale") and "too large" in error.reason


def test_refuses_deep_nesting() -> None:
    data = b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    assert "nesting deeper" in refusal(data).reason


def test_refuses_an_unknown_key() -> None:
    document = sample()
    document["elements"][0]["colour"] = "blue"
    assert str(refusal_of(document)) == "$.elements[0].colour: unknown key"


def test_refuses_a_missing_key() -> None:
    document = sample()
    del document["personae"][2]["stance"]
    assert str(refusal_of(document)) == "$.personae[2].stance: missing"


def test_refuses_a_repeated_key() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"scale": 4', '"scale": 4, "scale": 5', 1)
    assert "more than once" in refusal(text.encode()).reason


def test_refuses_a_repeated_id() -> None:
    document = sample()
    document["elements"][1]["id"] = document["elements"][0]["id"]
    assert refusal_of(document).path == "$.elements[1].id"


def test_refuses_a_file_over_the_size_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exchange.limits, "MAX_BYTES", 1000)
    with pytest.raises(ImportRefused, match="larger than"):
        exchange.read_campaign_file(SAMPLE)


def test_refuses_text_that_is_not_utf8() -> None:
    data = SAMPLE.read_bytes().replace(b"Morgan", b"M\xffrgan", 1)
    assert "not UTF-8" in refusal(data).reason


def test_accepts_a_utf8_byte_order_mark() -> None:
    data = b"\xef\xbb\xbf" + SAMPLE.read_bytes()
    assert validate_campaign(parse_campaign_json(data)).rows("persona")


def test_refuses_a_lone_surrogate() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace("Morgan", "Morg\\ud800an", 1)
    assert "surrogate" in refusal(text.encode()).reason


def test_refuses_a_newer_format_version() -> None:
    document = sample()
    document["version"] = FORMAT_VERSION + 1
    assert refusal_of(document).path == "$.version"


def test_refuses_broken_rules_across_records() -> None:
    document = sample()
    document["traits"][0]["element_id"] = document["elements"][0]["id"]
    assert "exactly one" in refusal_of(document).reason
    document = sample()
    director = next(a["id"] for a in document["actors"] if a["is_director"])
    document["personae"][0]["actor_id"] = director
    assert "Director plays no Persona" in refusal_of(document).reason
    document = sample()
    document["investments"][0]["characteristic_id"] = document["investments"][1][
        "characteristic_id"
    ]
    assert refusal_of(document).path == "$.investments[0].characteristic_id"


def test_a_refused_import_creates_nothing(tmp_path: Path) -> None:
    document = sample()
    document["advances"][-1]["date"] = "2026-02-30"
    source = tmp_path / "bad.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ImportRefused, match=r"\$\.advances\[4\]\.date: 2026-02-30"):
        import_campaign_file(source, tmp_path / "new.starshine")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["bad.json"]


# Atomic export --------------------------------------------------------------------------


def test_a_failed_export_leaves_the_old_file_byte_identical(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out.json"
    out.write_bytes(b"the old export\n")
    campaign = create_campaign(tmp_path / "c.starshine", clock=lambda: NOW)

    def broken_fsync(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("starshine_desktop.services.exchange.writing.os.fsync", broken_fsync)
    try:
        with pytest.raises(OSError, match="No space"):
            campaign.export_json(out)
    finally:
        campaign.close()
    assert out.read_bytes() == b"the old export\n"
    assert sorted(path.name for path in tmp_path.iterdir() if path.suffix != ".starshine") == [
        "out.json"
    ]


def test_export_replaces_an_old_file_whole(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    out.write_bytes(b"x" * 100_000)
    campaign = import_campaign_file(SAMPLE, tmp_path / "s.starshine")
    try:
        campaign.export_json(out)
    finally:
        campaign.close()
    assert out.read_bytes() == SAMPLE.read_bytes()


# The command line ---------------------------------------------------------------------


def test_the_commands_export_and_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    campaign = tmp_path / "s.starshine"
    assert run(["import", str(SAMPLE), str(campaign)]) == 0
    assert json.loads(capsys.readouterr().out)["personae"] == 4
    assert run(["export", str(campaign), str(tmp_path / "out.json")]) == 0
    assert (tmp_path / "out.json").read_bytes() == SAMPLE.read_bytes()
    opened = open_campaign(campaign)
    try:
        assert len(opened.records.list_traits()) == len(sample()["traits"])
    finally:
        opened.close()


def test_a_bad_import_exits_2_naming_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = sample()
    document["traits"][3]["strength"] = 100
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    assert run(["import", str(bad), str(tmp_path / "new.starshine")]) == 2
    error = capsys.readouterr().err
    assert error == "import: bad.json: $.traits[3].strength: must be 0 to 99, not 100\n"
    assert not (tmp_path / "new.starshine").exists()


@pytest.mark.file_campaign
def test_import_will_not_replace_a_campaign(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    existing = tmp_path / "s.starshine"
    create_campaign(existing).close()
    before = existing.read_bytes()
    assert run(["import", str(SAMPLE), str(existing)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert existing.read_bytes() == before


def test_the_commands_run_headless_without_qt(tmp_path: Path) -> None:
    env = {**os.environ, "STARSHINE_HOME": str(tmp_path / "home")}
    code = (
        "import sys; from starshine_desktop.__main__ import main; "
        f"rc = main(['import', {str(SAMPLE)!r}, {str(tmp_path / 'h.starshine')!r}]); "
        "assert 'PySide6' not in sys.modules; sys.exit(rc)"
    )
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["personae"] == 4


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"{not json", "$: not valid JSON"),
        (b"[" * 50 + b"]" * 50, "$: nesting deeper than 8 levels"),
        (b'{"format": "starshine-campaign", "version": 1e400}', "$.version: 1e400 is not"),
        (b"\xff\xfe{}", "$: the file is not UTF-8"),
    ],
)
def test_the_import_command_names_the_fault_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, reason: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(data)
    assert run(["import", str(bad), str(tmp_path / "new.starshine")]) == 2
    assert capsys.readouterr().err.startswith(f"import: bad.json: {reason}")
    assert not (tmp_path / "new.starshine").exists()
