"""File › Export campaign JSON…, Export Persona…, Export PDF and Save a copy as… never write
over the open campaign or its companions: the window says why, naming both."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.services.printing import PrintKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui import campaign_exchange
from starshine_desktop.ui.starshine import persona_files

from .conftest import ScriptedPrompter, WindowFactory


def _names(path: Path) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        return [row[0] for row in connection.execute("SELECT name FROM persona ORDER BY id")]
    finally:
        connection.close()


def test_exporting_onto_the_open_campaign_is_refused_and_later_edits_are_kept(
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    window.personae.table.selectRow(0)
    link = tmp_path / "export.json"
    link.symlink_to(campaign_path)
    before = campaign_path.read_bytes()

    monkeypatch.setattr(campaign_exchange, "choose_json_to_export", lambda _p, _s: campaign_path)
    window.campaign_files.export_json.trigger()
    monkeypatch.setattr(persona_files, "choose_persona_to_export", lambda _p, _s: link)
    window.campaign_files.export_persona_action.trigger()
    prompter.paths.append(Path(f"{campaign_path}-wal"))
    window.campaign_files.action_save_copy.trigger()
    menu = window.campaign_files.print_menu()
    menu.choose_pdf = lambda _parent, _suggested: Path(f"{campaign_path}.lock")
    assert menu.export_pdf(PrintKind.PENCIL_SHEET) is None

    assert len(prompter.errors) == 4
    for message, reason in zip(
        prompter.errors,
        ["open campaign", "open campaign", "write-ahead log", "lock file"],
        strict=True,
    ):
        assert reason in message and str(campaign_path) in message, message
        assert "was not written" in message and "Nothing was changed" in message
    assert campaign_path.read_bytes() == before  # still the campaign, not JSON
    assert link.is_symlink()

    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)  # saved into the file
    window.close()
    assert len(_names(campaign_path)) == 2


def test_a_file_with_a_foreign_schema_is_refused_and_the_newest_good_backup_offered(
    open_window: WindowFactory, campaign_path: Path, prompter: ScriptedPrompter, tmp_path: Path
) -> None:
    from starshine_desktop.services.campaign import create_campaign

    tampered = tmp_path / "Tampered.starshine"
    campaign = create_campaign(tampered)
    campaign.personae.add_persona(PersonaValues("Ada", notes="the real notes"))
    campaign.close()  # a good backup on closing
    connection = sqlite3.connect(tampered)
    connection.execute(
        "CREATE TRIGGER rewrite AFTER UPDATE ON persona BEGIN "
        "UPDATE persona SET notes = 'rewritten' WHERE id = new.id; END"
    )
    connection.commit()
    connection.close()
    before = tampered.read_bytes()
    window = open_window(campaign_path)

    prompter.paths.append(tampered)
    prompter.confirm_answers.append(False)
    window.campaign_files.open_campaign_dialog()
    question = prompter.questions[-1]
    assert "Tampered.starshine cannot be trusted as a Starshine campaign" in question
    assert "unknown trigger rewrite on persona" in question
    assert "The newest good backup was taken" in question
    assert window.campaign.path == campaign_path and tampered.read_bytes() == before

    prompter.paths.append(tampered)
    prompter.confirm_answers.append(True)
    window.campaign_files.open_campaign_dialog()
    assert window.campaign.path == tampered
    assert [row.name for row in window.campaign.personae.list_personae()] == ["Ada"]
    [kept] = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and "wal" not in p.name]
    assert kept.read_bytes() == before
    assert prompter.errors == []


def test_a_backup_on_closing_that_fails_is_said_in_the_status_bar(
    open_window: WindowFactory,
    campaign_path: Path,
    prompter: ScriptedPrompter,
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    import shutil

    from starshine_desktop import paths
    from starshine_desktop.services.campaign import create_campaign

    other = tmp_path / "Other.starshine"
    create_campaign(other).close()
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)  # something to back up
    folder = paths.backup_folder()
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("a file where the backups folder should be")
    prompter.paths.append(other)
    window.campaign_files.open_campaign_dialog()
    assert window.campaign.path == other
    message = window.statusBar().currentMessage()
    assert message.startswith(f"The backup on closing {campaign_path.name} failed"), message
    assert len(_names(campaign_path)) == 1  # the edit itself is safe in the file
