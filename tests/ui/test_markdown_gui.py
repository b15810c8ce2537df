"""File › Export Markdown…: the notes are written into the chosen folder and the status bar
says how many; nothing is put on the undo stack."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui import campaign_exchange
from starshine_desktop.ui.main_window import MainWindow

from .conftest import ScriptedPrompter


def test_export_markdown_from_the_file_menu(
    open_window: Callable[[Path], MainWindow],
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "Harbour.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    vault = tmp_path / "Vault"
    asked: list[Path] = []

    def choose(parent: object, folder: Path) -> Path:
        asked.append(folder)
        return vault

    monkeypatch.setattr(campaign_exchange, "choose_markdown_folder", choose)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    [action] = [a for a in file_menu.actions() if a.text() == "Export &Markdown…"]
    action.trigger()
    assert asked == [tmp_path] and prompter.errors == []
    assert (vault / "Personae" / "Vesper Hale.md").is_file()
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Exported 13 Markdown notes to {vault}")
    assert window.undo_stack.count() == 0

    monkeypatch.setattr(
        campaign_exchange, "choose_markdown_folder", lambda p, f: window.campaign.backup_folder
    )
    action.trigger()
    [error] = prompter.errors
    assert "backup" in error.lower()


def test_a_note_edited_by_hand_is_named_in_the_status_bar(
    open_window: Callable[[Path], MainWindow],
    tmp_path: Path,
    prompter: ScriptedPrompter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "Harbour.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    vault = tmp_path / "Vault"
    monkeypatch.setattr(campaign_exchange, "choose_markdown_folder", lambda p, f: vault)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    [action] = [a for a in file_menu.actions() if a.text() == "Export &Markdown…"]
    action.trigger()
    note = vault / "Personae" / "Vesper Hale.md"
    edited = note.read_bytes().replace(b"## Scores", b"## Scores, as I remember them")
    note.write_bytes(edited)
    action.trigger()
    assert prompter.errors == [] and note.read_bytes() == edited
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Exported 13 Markdown notes to {vault} (1 written, 12 unchanged)")
    assert message.endswith("1 notes edited by hand kept as they were (new versions beside them)")
    [told] = prompter.informations
    assert "Personae/Vesper Hale.md, new version: Personae/Vesper Hale (new export).md" in told
    assert (vault / "Personae" / "Vesper Hale (new export).md").is_file()
