"""File › Import Persona… of a Persona the campaign has already: the differences on screen,
a conflict settled by clicking the value to keep, one undoable update, no copy."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import create_campaign, create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.starshine.persona_sync import Side
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.dialogs.persona_update import PersonaUpdateDialog
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine import persona_files

from .conftest import ScriptedPrompter
from .dialog_support import when_shown

Opener = Callable[[Path], MainWindow]
VESPER = 1


def test_an_update_shows_both_sides_asks_for_the_conflict_and_is_undone_in_one_step(
    qtbot: QtBot,
    open_window: Opener,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: object,
    screenshots: Path,
) -> None:
    # The Director's campaign and a player's, sharing Vesper.
    table_path = tmp_path / "Table.starshine"
    table = create_from_data(sample_campaign_data(), table_path)
    player = create_campaign(tmp_path / "Player.starshine")
    table.export_persona(VESPER, tmp_path / "to-player.json")
    mine = player.import_persona(player.read_persona_file(tmp_path / "to-player.json")).persona_id
    player.personae.set_notes(mine, "Sails by night now")
    player.personae.set_score(mine, Score.GUARD, 9)
    player.export_persona(mine, tmp_path / "back.json")
    player.close()
    table.personae.set_notes(VESPER, "Owes the harbourmaster")
    table.close()

    window = open_window(table_path)
    count = len(window.campaign.personae.list_personae())
    monkeypatch.setattr(  # type: ignore[attr-defined]
        persona_files, "choose_persona_to_import", lambda parent, folder: tmp_path / "back.json"
    )
    seen: dict[str, object] = {}

    def settle(dialog: PersonaUpdateDialog) -> None:
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        seen["texts"] = texts
        seen["enabled before"] = dialog.update_button.isEnabled()
        seen["problem"] = dialog.problem.text()
        ours = dialog.choice_button("Notes", Side.OURS)
        theirs = dialog.choice_button("Notes", Side.THEIRS)
        seen["values"] = (ours.text(), theirs.text())
        dialog.grab().save(str(screenshots / "persona-update.png"))
        # Click the value itself, as a person does (its text starts at the left).
        qtbot.mouseClick(theirs, Qt.MouseButton.LeftButton, pos=QPoint(6, theirs.height() // 2))
        seen["enabled after"] = dialog.update_button.isEnabled()
        qtbot.mouseClick(dialog.update_button, Qt.MouseButton.LeftButton)

    errors = when_shown(PersonaUpdateDialog, settle)
    window.campaign_files.import_persona_action.trigger()
    assert errors == []

    assert prompter.errors == []
    assert seen["values"] == ("Owes the harbourmaster", "Sails by night now")
    assert seen["enabled before"] is False and seen["enabled after"] is True
    assert seen["problem"] == "Still to choose: Notes"
    texts = " ".join(str(text) for text in seen["texts"])  # type: ignore[attr-defined]
    assert "changed on both sides since the last exchange" in texts
    assert "Guard" in texts and "the file's" in texts
    vesper = window.campaign.personae.get_persona(VESPER)
    assert (vesper.notes, vesper.scores[Score.GUARD]) == ("Sails by night now", 9)
    assert len(window.campaign.personae.list_personae()) == count  # no copy
    assert window.statusBar().currentMessage().startswith("Updated Vesper Hale: ")
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Update Persona Vesper Hale"
    window.undo_action.trigger()
    vesper = window.campaign.personae.get_persona(VESPER)
    assert vesper.notes == "Owes the harbourmaster" and vesper.scores[Score.GUARD] != 9


def test_a_players_personae_out_and_a_folder_back_in_one_step(
    qtbot: QtBot,
    open_window: Opener,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: object,
) -> None:
    table_path = tmp_path / "Table.starshine"
    create_from_data(sample_campaign_data(), table_path).close()
    window = open_window(table_path)
    outbox, inbox = tmp_path / "out", tmp_path / "in"
    outbox.mkdir()
    inbox.mkdir()
    folders = [outbox, inbox]
    monkeypatch.setattr(persona_files, "choose_player", lambda parent, names: "Priya")  # type: ignore[attr-defined]
    monkeypatch.setattr(  # type: ignore[attr-defined]
        persona_files, "choose_persona_folder", lambda parent, folder, title: folders.pop(0)
    )
    window.campaign_files.export_player_action.trigger()
    assert [p.name for p in outbox.iterdir()] == ["Vesper Hale.starshine-persona.json"]
    assert window.statusBar().currentMessage() == f"Exported 1 Persona of Priya to {outbox}"

    # The player's campaign takes the folder, changes Vesper and adds a Persona.
    player = create_campaign(tmp_path / "Player.starshine")
    player.records.add_actor("Priya")
    player.import_persona_folder(outbox, player.read_persona_folder(outbox))
    [mine] = player.personae.list_personae()
    player.personae.set_score(mine.id, Score.GUARD, 11)
    player.personae.set_notes(mine.id, "Player's words")
    player.personae.add_persona(PersonaValues("Wren"))
    wren = next(p.id for p in player.personae.list_personae() if p.name == "Wren")
    player.records.set_persona_actor(wren, player.records.list_actors()[0].id)
    player.export_personae_of(player.records.list_actors()[0].id, inbox)
    player.close()
    window.campaign.personae.set_notes(VESPER, "Director's words")
    count = len(window.campaign.personae.list_personae())

    def keep_ours(dialog: PersonaUpdateDialog) -> None:
        ours = dialog.choice_button("Notes", Side.OURS)
        qtbot.mouseClick(ours, Qt.MouseButton.LeftButton, pos=QPoint(6, ours.height() // 2))
        qtbot.mouseClick(dialog.update_button, Qt.MouseButton.LeftButton)

    errors = when_shown(PersonaUpdateDialog, keep_ours)
    window.campaign_files.import_folder_action.trigger()
    assert errors == [] and prompter.errors == []
    assert window.statusBar().currentMessage() == (
        "Imported in; added: Wren; updated: Vesper Hale."
    )
    assert len(window.campaign.personae.list_personae()) == count + 1
    vesper = window.campaign.personae.get_persona(VESPER)
    assert (vesper.notes, vesper.scores[Score.GUARD]) == ("Director's words", 11)
    assert window.undo_stack.undoText() == "Import Persona folder in"
    window.undo_action.trigger()
    assert len(window.campaign.personae.list_personae()) == count
    assert window.campaign.personae.get_persona(VESPER).scores[Score.GUARD] != 11
