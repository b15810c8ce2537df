"""Markdown out: one note per Persona, Element, Episode and Challenge, an index, wiki links
an Obsidian vault follows, YAML front matter, and the same files on every run."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.commands import run
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, create_from_data
from starshine_desktop.services.safety import OutputTargetError
from starshine_desktop.services.starshine.markdown import (
    NoteName,
    file_names,
    front_matter,
    safe_file_name,
)
from starshine_desktop.storage.rows import PersonaValues

LINK = re.compile(r"\[\[([^\]|\\]+)(?:\\?\|[^\]]*)?\]\]")


@pytest.fixture
def sample(tmp_path: Path) -> Iterator[Campaign]:
    campaign = create_from_data(exchange.sample_campaign_data(), tmp_path / "Harbour.starshine")
    yield campaign
    campaign.close()


def read_front_matter(text: str) -> dict[str, Any]:
    """Read the front matter the exporter writes (YAML: quoted strings, numbers, one level)."""
    assert text.startswith("---\n")
    block = text[4 : text.index("\n---\n")]
    found: dict[str, Any] = {}
    current: str | None = None
    for line in block.splitlines():
        if line.startswith("  - "):
            assert current is not None
            found.setdefault(current, []).append(json.loads(line[4:]))
        elif line.startswith("  "):
            assert current is not None
            key, value = line[2:].split(": ", 1)
            found.setdefault(current, {})[key] = json.loads(value)
        elif line.endswith(":"):
            current = line[:-1]
        else:
            key, value = line.split(": ", 1)
            found[key] = json.loads(value)
            current = None
    return found


def test_every_record_gets_a_note_linked_from_the_index(sample: Campaign, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    result = sample.export_markdown(vault)
    personae = sample.personae.list_personae()
    elements = sample.records.list_elements()
    episodes = sample.episodes.list_episodes()
    challenges = sample.challenges.list_challenges()
    notes = sorted(path.relative_to(vault).as_posix() for path in vault.rglob("*.md"))
    assert len(notes) == len(personae) + len(elements) + len(episodes) + len(challenges) + 1
    assert len(result.written) == len(notes) and result.unchanged == ()
    assert {f"Personae/{p.name}.md" for p in personae} <= set(notes)
    assert {f"Elements/{e.name}.md" for e in elements} <= set(notes)

    # Every wiki link names a note that exists; the index links to every other note.
    for note in vault.rglob("*.md"):
        for target in LINK.findall(note.read_text(encoding="utf-8")):
            assert (vault / f"{target}.md").is_file(), (note, target)
    index = (vault / "Index.md").read_text(encoding="utf-8")
    assert {f"{target}.md" for target in LINK.findall(index)} == set(notes) - {"Index.md"}

    vesper = (vault / "Personae" / "Vesper Hale.md").read_text(encoding="utf-8")
    matter = read_front_matter(vesper)
    row = next(p for p in personae if p.name == "Vesper Hale")
    assert matter["type"] == "persona" and matter["name"] == "Vesper Hale"
    assert matter["stance"] == row.stance
    assert matter["scores"] == {score.value: row.scores[score] for score in Score}
    assert "| Curious | 4 | no |" in vesper  # a record as a table row
    assert "[[Elements/Aunt Hesper\\|Aunt Hesper]]" in vesper  # a link inside a table
    challenge = next((vault / "Challenges").glob("*.md")).read_text(encoding="utf-8")
    assert "the Director ended it" in challenge and "1. Set-up: Vesper Hale" in challenge
    assert "[[Personae/Vesper Hale|Vesper Hale]]" in challenge


def test_running_again_rewrites_only_the_notes_that_changed(
    sample: Campaign, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    mine = vault / "My own note.md"
    mine.write_text("kept", encoding="utf-8")
    again = sample.export_markdown(vault)
    assert again.written == () and len(again.unchanged) > 1
    vesper = next(p for p in sample.personae.list_personae() if p.name == "Vesper Hale")
    sample.personae.set_notes(vesper.id, "Now keeps the lighthouse herself.")
    third = sample.export_markdown(vault)
    assert third.written == (vault / "Personae" / "Vesper Hale.md",)
    assert "keeps the lighthouse herself" in third.written[0].read_text(encoding="utf-8")
    assert mine.read_text(encoding="utf-8") == "kept"
    assert third.summary().endswith(f"({1} written, {len(third.unchanged)} unchanged)")


def test_names_that_clash_or_hold_odd_characters_get_stable_file_names(
    sample: Campaign, tmp_path: Path
) -> None:
    sample.records.add_element("The Comet", 9, "another one")
    sample.personae.add_persona(PersonaValues('Mara "Knife": the/odd #1'))
    vault = tmp_path / "vault"
    sample.export_markdown(vault)
    comets = sorted(path.name for path in (vault / "Elements").glob("The Comet*"))
    # The older keeps the plain name; the newer gets the start of its UUID.
    assert comets[1] == "The Comet.md" and re.fullmatch(r"The Comet \(\w{8}\)\.md", comets[0])
    odd = vault / "Personae" / "Mara _Knife__ the_odd _1.md"
    assert read_front_matter(odd.read_text(encoding="utf-8"))["name"] == 'Mara "Knife": the/odd #1'
    assert sample.export_markdown(vault).written == ()  # the same names next time
    named = [NoteName("A", 1, ("1",)), NoteName("a", 2, ("2",)), NoteName("B", 3, ("3",))]
    assert file_names(named) == ["A", "a (2)", "B"]
    assert safe_file_name("  ..  ") == "Untitled"
    assert front_matter({"t": "line\nbreak", "n": -2, "b": True, "l": []}) == (
        '---\nt: "line\\nbreak"\nn: -2\nb: true\nl: []\n---\n'
    )


def test_notes_never_go_into_the_backups_folder(sample: Campaign) -> None:
    with pytest.raises(OutputTargetError):
        sample.export_markdown(sample.backup_folder)
    assert not list(sample.backup_folder.glob("**/*.md"))


@pytest.mark.file_campaign
def test_export_markdown_on_the_command_line(
    sample: Campaign, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = sample.path
    sample.close()
    vault = tmp_path / "vault"
    assert run(["export-markdown", str(path), str(vault)]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["written"] > 0 and first["unchanged"] == 0
    assert run(["export-markdown", str(path), str(vault)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["written"] == 0 and again["unchanged"] == first["written"]
