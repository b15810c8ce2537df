"""File › Party folder… and the Party panel: the Director binds the table's campaign to the
folder a player's campaign shares; the player's change arrives as one undoable step with
its announcement; a change made on both sides waits in the panel and is merged per field."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import Campaign, create_campaign, create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.services.starshine.party_folder import FolderWatch
from starshine_desktop.services.starshine.persona_sync import Side
from starshine_desktop.ui.dialogs.persona_update import PersonaUpdateDialog
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.party_panel import PartyFolderDialog, PartyPanel

from .conftest import ScriptedPrompter
from .dialog_support import when_shown
from .look import dark_palette

Opener = Callable[[Path], MainWindow]
VESPER = 1


def _player_round(player: Campaign, watch: FolderWatch) -> None:
    """The player's app: two looks at the folder (a file counts once it holds still)."""
    player.party.sync(watch)
    player.party.sync(watch)


def _shoot(window: MainWindow, panel: PartyPanel, screenshots: Path, name: str) -> None:
    for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
        window.setPalette(palette)
        for width, height in ((1366, 768), (1024, 600)):
            window.resize(width, height)
            window.grab().save(str(screenshots / f"{name}-{width}x{height}-{palette_name}.png"))
    window.setPalette(QPalette())


def test_the_party_panel_takes_a_players_change_and_holds_a_conflict(
    qtbot: QtBot,
    open_window: Opener,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    screenshots: Path,
) -> None:
    shared = tmp_path / "Party"
    shared.mkdir()
    table_path = tmp_path / "Table.starshine"
    create_from_data(sample_campaign_data(), table_path).close()
    player = create_campaign(tmp_path / "Priya.starshine")
    player.records.add_actor("Priya")
    [priya] = player.records.list_actors()
    player.party.bind(shared, priya.id)
    watch = FolderWatch()

    window = open_window(table_path)
    window.finish_opening()
    assert window.campaign_files.party is None  # the campaign shares no folder yet

    # File › Party folder…: type the folder, stay the Director, share.
    seen: dict[str, object] = {}

    def bind(dialog: PartyFolderDialog) -> None:
        seen["choices"] = [dialog.who.itemText(row) for row in range(dialog.who.count())]
        seen["stop"] = dialog.stop_button.isVisible()
        qtbot.mouseClick(dialog.bind_button, Qt.MouseButton.LeftButton)  # no folder yet
        seen["problem"] = dialog.problem.text()
        dialog.folder.clear()
        qtbot.keyClicks(dialog.folder, str(shared))
        for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
            dialog.setPalette(palette)
            dialog.grab().save(str(screenshots / f"party-folder-dialog-{palette_name}.png"))
        dialog.setPalette(QPalette())
        qtbot.mouseClick(dialog.bind_button, Qt.MouseButton.LeftButton)

    errors = when_shown(PartyFolderDialog, bind)
    window.campaign_files.party_folder_action.trigger()
    assert errors == []
    assert seen["problem"] == "Choose the folder your group shares."
    assert seen["stop"] is False  # nothing shared yet: nothing to stop
    assert seen["choices"] == [
        "The Director (keeps every Persona)",
        "Priya's player (keeps the Personae Priya plays)",
        "Tomás's player (keeps the Personae Tomás plays)",
        "Lin's player (keeps the Personae Lin plays)",
        "Sam's player (keeps the Personae Sam plays)",
    ]
    party = window.campaign_files.party
    assert party is not None
    panel = party.panel
    assert panel.isVisible()
    assert panel.status.text() == f"Shared through {shared} as the Director."
    assert len(list(shared.glob("*.starshine-persona.json"))) == 4  # every Persona, written

    # Priya's app takes Vesper, and she changes her notes and adds two Traits.
    _player_round(player, watch)
    [mine] = [row.id for row in player.personae.list_personae()]
    player.personae.set_notes(mine, "Learned to sail at night.")
    player.records.add_trait("Night sailor", 2, on=f"persona:{mine}")
    player.records.add_trait("Knows the reefs", 1, on=f"persona:{mine}")
    _player_round(player, watch)

    # At the table: the change arrives by itself, announced, as one undoable step.
    announced = "Priya updated Vesper Hale: Notes, 2 Traits."
    qtbot.waitUntil(
        lambda: any(
            announced in panel.updates.item(row).text() for row in range(panel.updates.count())
        ),
        timeout=30_000,
    )
    assert window.campaign.personae.get_persona(VESPER).notes == "Learned to sail at night."
    assert window.undo_stack.undoText() == announced
    window.undo_action.trigger()
    assert window.campaign.personae.get_persona(VESPER).notes != "Learned to sail at night."
    window.redo_action.trigger()
    assert window.campaign.personae.get_persona(VESPER).notes == "Learned to sail at night."

    # Both change Vesper's notes: at the table it waits in the panel, untaken.
    player.personae.set_notes(mine, "Priya's version")
    _player_round(player, watch)
    window.perform("Notes", lambda: window.campaign.personae.set_notes(VESPER, "Morgan's version"))
    qtbot.waitUntil(lambda: panel.waiting.count() == 1, timeout=30_000)
    assert panel.waiting.item(0).text() == ("Vesper Hale: changed here and by Priya, both in Notes")
    assert window.campaign.personae.get_persona(VESPER).notes == "Morgan's version"
    assert panel.merge_button.isEnabled()
    _shoot(window, panel, screenshots, "party-panel")

    # Merge…: the update dialog, without "new copy"; Priya's value chosen by a click.
    def merge(dialog: PersonaUpdateDialog) -> None:
        seen["copy"] = dialog.copy_button.isVisible()
        theirs = dialog.choice_button("Notes", Side.THEIRS)
        qtbot.mouseClick(theirs, Qt.MouseButton.LeftButton, pos=QPoint(6, theirs.height() // 2))
        qtbot.mouseClick(dialog.update_button, Qt.MouseButton.LeftButton)

    errors = when_shown(PersonaUpdateDialog, merge)
    qtbot.mouseClick(panel.merge_button, Qt.MouseButton.LeftButton)
    assert errors == []
    assert seen["copy"] is False
    assert window.campaign.personae.get_persona(VESPER).notes == "Priya's version"
    assert panel.waiting.count() == 0
    assert window.undo_stack.undoText() == "Merge Vesper Hale from Priya"
    assert len(window.campaign.personae.list_personae()) == 4

    # The merge goes back out by itself: Priya's app takes it without asking.
    def vesper_file() -> dict[str, Any]:
        [path] = shared.glob("Vesper Hale *.starshine-persona.json")
        document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return document

    qtbot.waitUntil(lambda: vesper_file()["party"]["author"] == "Morgan", timeout=30_000)
    assert vesper_file()["persona"]["notes"] == "Priya's version"
    _player_round(player, watch)
    assert player.personae.get_persona(mine).notes == "Priya's version"

    # File › Party panel brings a closed panel back.
    panel.close()
    assert not panel.isVisible()
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    [toggle] = [action for action in file_menu.actions() if action.text() == "Party p&anel"]
    assert toggle.isChecked() is False
    toggle.trigger()
    assert panel.isVisible()
    assert prompter.errors == []
    player.close()


def test_the_party_panel_speaks_german(
    qtbot: QtBot, open_window: Opener, tmp_path: Path, screenshots: Path
) -> None:
    from .german_check import german

    shared = tmp_path / "Party"
    shared.mkdir()
    (shared / "shopping.txt").write_text("bread\n", encoding="utf-8")
    table_path = tmp_path / "Table.starshine"
    table = create_from_data(sample_campaign_data(), table_path)
    table.party.bind(shared)
    table.close()
    player = create_campaign(tmp_path / "Priya.starshine")
    player.records.add_actor("Priya")
    [priya] = player.records.list_actors()
    player.party.bind(shared, priya.id)
    with german():
        window = open_window(table_path)
        window.finish_opening()
        party = window.campaign_files.party
        assert party is not None
        panel = party.panel
        assert panel.windowTitle() == "Gruppe"
        assert panel.status.text() == f"Geteilt über {shared} als die Spielleitung."
        assert panel.look_button.text() == "Jetzt nachsehen"
        watch = FolderWatch()
        _player_round(player, watch)
        [mine] = [row.id for row in player.personae.list_personae()]
        player.personae.set_notes(mine, "Neu")
        player.records.add_trait("Nachtseglerin", 2, on=f"persona:{mine}")
        _player_round(player, watch)
        qtbot.waitUntil(lambda: panel.updates.count() == 1, timeout=30_000)
        assert (
            panel.updates.item(0)
            .text()
            .endswith("Priya hat Vesper Hale geändert: Notizen, 1 Merkmal.")
        )
        qtbot.waitUntil(lambda: panel.problems.count() == 1, timeout=30_000)
        assert panel.problems.item(0).text() == (
            "shopping.txt: keine Persona-Datei (der Gruppenordner tauscht "
            "*.starshine-persona.json-Dateien aus)"
        )
        window.resize(1024, 600)
        window.grab().save(str(screenshots / "party-panel-german-1024x600.png"))
    player.close()
