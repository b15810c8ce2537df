"""Markdown re-export into a vault people write in: their text is never lost.

Each note keeps the app's part (front matter and a marked part) apart from what a person
writes around it; a note whose own part was edited by hand is left alone and the new
version written beside it; every record keeps a note of its own, whatever its name; and
nothing is written outside the chosen folder.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.commands import run
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, create_from_data
from starshine_desktop.services.starshine.markdown import (
    END_MARK,
    VaultLinkError,
    safe_file_name,
)
from starshine_desktop.storage.rows import PersonaValues

LINK = re.compile(r"\[\[([^\]|\\]+)(?:\\?\|[^\]]*)?\]\]")


@pytest.fixture
def sample(tmp_path: Path) -> Iterator[Campaign]:
    campaign = create_from_data(exchange.sample_campaign_data(), tmp_path / "Harbour.starshine")
    yield campaign
    campaign.close()


def _vesper(campaign: Campaign) -> int:
    return next(p.id for p in campaign.personae.list_personae() if p.name == "Vesper Hale")


def _notes(vault: Path) -> set[str]:
    return {path.relative_to(vault).as_posix() for path in vault.rglob("*.md")}


def test_what_a_person_writes_around_the_generated_part_is_kept_byte_for_byte(
    sample: Campaign, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    note = vault / "Personae" / "Vesper Hale.md"
    text = note.read_text(encoding="utf-8")
    assert text.count(END_MARK) == 1 and "<!-- Starshine Desktop writes" in text
    end_of_matter = text.index("\n---\n") + 5
    above = "My own lead-in.\r\n\r\n"
    below = "\n## Session notes\n\nShe lied to the harbourmaster. [[Elements/Aunt Hesper]]  \n\tÿ"
    edited = text[:end_of_matter] + above + text[end_of_matter:] + below
    note.write_bytes(edited.encode("utf-8"))

    sample.personae.set_notes(_vesper(sample), "Now keeps the lighthouse herself.")
    result = sample.export_markdown(vault)
    assert note in result.written and result.kept == ()
    again = note.read_bytes().decode("utf-8")
    assert "keeps the lighthouse herself" in again
    assert again.endswith(END_MARK + below)
    assert again[again.index("\n---\n") + 5 :].startswith(above + "<!-- Starshine Desktop writes")
    assert not list(vault.glob("Personae/*new export*"))
    # Nothing changed since: the note, with the person's text, is left as it is.
    assert sample.export_markdown(vault).written == ()
    assert note.read_bytes().decode("utf-8") == again


@pytest.mark.file_campaign  # the command line is given the campaign's file
def test_a_note_edited_inside_the_generated_part_is_kept_and_its_new_version_put_beside(
    sample: Campaign, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    note = vault / "Personae" / "Vesper Hale.md"
    edited = note.read_bytes().replace(b"| Curious | 4 | no |", b"| Curious | 4 | no | mine! |")
    note.write_bytes(edited)

    sample.personae.set_notes(_vesper(sample), "Now keeps the lighthouse herself.")
    result = sample.export_markdown(vault)
    beside = vault / "Personae" / "Vesper Hale (new export).md"
    assert note.read_bytes() == edited
    assert "keeps the lighthouse herself" in beside.read_text(encoding="utf-8")
    assert [(kept.note, kept.new_version) for kept in result.kept] == [(note, beside)]
    assert "Personae/Vesper Hale.md (new version: Personae/Vesper Hale (new export).md)" in (
        result.summary()
    )
    # The index still links the person's note; the next export rewrites the same new version.
    index = (vault / "Index.md").read_text(encoding="utf-8")
    assert "Personae/Vesper Hale" in LINK.findall(index)
    sample.personae.set_notes(_vesper(sample), "Sold the lighthouse.")
    sample.export_markdown(vault)
    assert "Sold the lighthouse" in beside.read_text(encoding="utf-8")
    assert note.read_bytes() == edited
    assert sorted(p.name for p in (vault / "Personae").glob("Vesper Hale*")) == [
        "Vesper Hale (new export).md",
        "Vesper Hale.md",
    ]

    # The command line names it too.
    path = sample.path
    sample.close()
    assert run(["export-markdown", str(path), str(vault)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kept"] == [{"note": str(note), "new_version": str(beside)}]
    assert "Vesper Hale (new export).md" in out["summary"]


def test_a_new_version_edited_by_hand_too_is_not_written_over(
    sample: Campaign, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    note = vault / "Personae" / "Vesper Hale.md"
    note.write_bytes(note.read_bytes().replace(b"# Vesper Hale", b"# Vesper Hale the Bold"))
    sample.personae.set_notes(_vesper(sample), "One.")
    sample.export_markdown(vault)
    beside = vault / "Personae" / "Vesper Hale (new export).md"
    beside.write_bytes(beside.read_bytes().replace(b"One.", b"One, and mine."))
    sample.personae.set_notes(_vesper(sample), "Two.")
    result = sample.export_markdown(vault)
    third = vault / "Personae" / "Vesper Hale (new export 2).md"
    assert b"One, and mine." in beside.read_bytes()
    assert "Two." in third.read_text(encoding="utf-8")
    assert [kept.new_version for kept in result.kept] == [third]


def test_notes_written_before_the_marks_are_taken_over_only_when_untouched(
    sample: Campaign, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    # A note as the exporter wrote it before the marks: front matter and body, nothing else.
    untouched = vault / "Personae" / "Vesper Hale.md"
    plain = re.sub(r"<!-- Starshine Desktop[^\n]*-->\n", "", untouched.read_text("utf-8"))
    untouched.write_text(plain, encoding="utf-8")
    touched = next((vault / "Elements").glob("*.md"))
    touched_text = re.sub(r"<!-- Starshine Desktop[^\n]*-->\n", "", touched.read_text("utf-8"))
    touched.write_text(touched_text + "A line of my own.\n", encoding="utf-8")
    result = sample.export_markdown(vault)
    assert untouched in result.written and untouched.read_text("utf-8").count(END_MARK) == 1
    assert [kept.note for kept in result.kept] == [touched]
    assert touched.read_text("utf-8") == touched_text + "A line of my own.\n"


def test_names_that_map_to_one_file_name_each_get_a_note_the_index_links(
    sample: Campaign, tmp_path: Path
) -> None:
    personae = sample.personae
    personae.add_persona(PersonaValues("X"))
    personae.add_persona(PersonaValues("X"))
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    [newer] = [f.stem for f in (vault / "Personae").glob("X (*).md")]
    # A third Persona named as the newer "X"'s note: today one note for the three.
    personae.add_persona(PersonaValues(newer))
    zoe_nfc = unicodedata.normalize("NFC", "Zoë")
    personae.add_persona(PersonaValues(zoe_nfc))
    personae.add_persona(PersonaValues(unicodedata.normalize("NFD", "Zoë")))
    personae.add_persona(PersonaValues("Mara"))
    personae.add_persona(PersonaValues("MARA"))
    personae.add_persona(PersonaValues("Straße"))
    personae.add_persona(PersonaValues("STRASSE"))
    sample.export_markdown(vault)

    everyone = personae.list_personae()
    files = sorted((vault / "Personae").glob("*.md"))
    assert len(files) == len(everyone)
    folded = {unicodedata.normalize("NFC", f.name).casefold() for f in files}
    assert len(folded) == len(files)  # distinct on Windows and macOS too
    uuids = {re.findall(r'^uuid: "([^"]+)"$', f.read_text("utf-8"), re.MULTILINE)[0] for f in files}
    assert len(uuids) == len(everyone)  # a note for each Persona
    index = (vault / "Index.md").read_text(encoding="utf-8")
    linked = {target for target in LINK.findall(index) if target.startswith("Personae/")}
    assert {f"Personae/{f.stem}" for f in files} == linked
    assert (vault / "Personae" / "X.md").is_file()  # the oldest "X" keeps the plain name

    # The same files on the next export, and every note still untouched.
    again = sample.export_markdown(vault)
    assert again.written == () and again.kept == ()
    assert sorted((vault / "Personae").glob("*.md")) == files


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("CON", "CON_"),
        ("nul", "nul_"),
        ("Com1", "Com1_"),
        ("LPT9.notes", "LPT9_.notes"),
        ("Aux ", "Aux_"),
        ("Mara.", "Mara"),
        ("Mara ", "Mara"),
        ("a/b\\c:d", "a_b_c_d"),
        ("Console", "Console"),
    ],
)
def test_names_windows_keeps_or_refuses_are_made_safe(name: str, expected: str) -> None:
    assert safe_file_name(name) == expected


def test_reserved_and_odd_names_get_notes_on_disk(sample: Campaign, tmp_path: Path) -> None:
    for name in ("CON", "Mara.", "Mara ", "a/b\\c:d", "PRN.txt"):
        sample.personae.add_persona(PersonaValues(name))
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    stems = {path.stem for path in (vault / "Personae").glob("*.md")}
    assert {"CON_", "a_b_c_d", "PRN_.txt"} <= stems
    assert sum(1 for stem in stems if stem.startswith("Mara")) == 2


@pytest.mark.skipif(os.name != "posix", reason="symbolic links need privileges on Windows")
def test_a_folder_of_the_vault_that_is_a_link_is_refused(sample: Campaign, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    vault.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "Vesper Hale.md").write_text("not a note of the vault", encoding="utf-8")
    (vault / "Personae").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(VaultLinkError) as refused:
        sample.export_markdown(vault)
    assert str(vault / "Personae") in str(refused.value)
    assert "Nothing was written" in str(refused.value)
    assert sorted(p.name for p in elsewhere.iterdir()) == ["Vesper Hale.md"]
    assert (elsewhere / "Vesper Hale.md").read_text(encoding="utf-8") == "not a note of the vault"
    assert _notes(vault) == set()  # not even the index


@pytest.mark.skipif(os.name != "posix", reason="symbolic links need privileges on Windows")
def test_a_note_that_is_a_link_is_neither_followed_nor_replaced(
    sample: Campaign, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    (vault / "Personae").mkdir(parents=True)
    outside = tmp_path / "diary.md"
    outside.write_text("my diary", encoding="utf-8")
    note = vault / "Personae" / "Vesper Hale.md"
    note.symlink_to(outside)
    result = sample.export_markdown(vault)
    assert note.is_symlink() and outside.read_text(encoding="utf-8") == "my diary"
    assert [kept.note for kept in result.kept] == [note]
    assert "Vesper Hale" in (vault / "Personae" / "Vesper Hale (new export).md").read_text("utf-8")


@pytest.mark.file_campaign  # the command line is given the campaign's file
def test_the_command_line_refuses_a_linked_folder_in_one_sentence(
    sample: Campaign, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if os.name != "posix":
        pytest.skip("symbolic links need privileges on Windows")
    vault = tmp_path / "vault"
    vault.mkdir()
    (tmp_path / "elsewhere").mkdir()
    (vault / "Episodes").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    path = sample.path
    sample.close()
    assert run(["export-markdown", str(path), str(vault)]) != 0
    captured = capsys.readouterr()
    assert "is a link to another place" in captured.err and "Traceback" not in captured.err
    assert list((tmp_path / "elsewhere").iterdir()) == []
