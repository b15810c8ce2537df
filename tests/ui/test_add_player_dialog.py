"""Common: Add player…: the Director gives an Actor a login on a shared campaign, by the form.

A person picks the Actor, types a login and a password twice; a bad entry is said next to
its field and adds nobody; a refusal of the server is said under the fields; a good one
adds the player, whom the server then holds to that Actor's Personae.
"""

from __future__ import annotations

import uuid
from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import (
    Campaign,
    import_campaign_file,
    open_campaign,
    open_shared_campaign,
)
from starshine_desktop.services.shared import list_players
from starshine_desktop.ui.dialogs.add_player import AddPlayerDialog

from .conftest import SAMPLE, CampaignWindow, as_login
from .person import choose_from_submenu, click, type_into


def test_adding_a_player_by_the_form(qtbot: QtBot, director: Campaign) -> None:
    dialog = AddPlayerDialog(director)
    qtbot.addWidget(dialog)
    dialog.show()
    actors = [dialog.actor.itemText(index) for index in range(dialog.actor.count())]
    assert actors == ["Priya", "Tomás", "Lin", "Sam"]  # the Director is no player
    login = f"priya_{uuid.uuid4().hex[:8]}"
    # Nothing typed: said next to the login.
    click(qtbot, dialog.add_button)
    assert dialog.login_error.isVisible() and "login" in dialog.login_error.text()
    type_into(qtbot, dialog.login, login)
    type_into(qtbot, dialog.password, "tide and salt")
    type_into(qtbot, dialog.again, "tide and sand")
    click(qtbot, dialog.add_button)
    assert dialog.password_error.isVisible()
    assert dialog.password_error.text() == "The two passwords differ: type them again."
    assert dialog.isVisible() and list_players(director) == []
    # A login the server would not take: the refusal under the fields, nobody added.
    type_into(qtbot, dialog.login, "Priya Hale")
    click(qtbot, dialog.no_password)
    assert not dialog.password.isEnabled()
    click(qtbot, dialog.add_button)
    assert dialog.problem.isVisible() and "is not a plain name" in dialog.problem.text()
    assert list_players(director) == []
    # A good one: added, and the form closes.
    type_into(qtbot, dialog.login, login)
    click(qtbot, dialog.add_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert list_players(director) == [(login, "Priya")]


def test_the_directors_window_adds_a_player_from_the_file_menu(
    qtbot: QtBot, tmp_path: Path, postgres_url: str, campaign_window: CampaignWindow
) -> None:
    import_campaign_file(SAMPLE, tmp_path / "table.starshine").close()
    # Shared from the window's campaign file, as File › Share campaign on a server… does.
    local = open_campaign(tmp_path / "table.starshine")
    try:
        shared = local.share_on(postgres_url)
    finally:
        local.close()
    window = campaign_window(shared)
    files = window.campaign_files.shared
    assert files.director_menu.menuAction().isVisible()
    choose_from_submenu(qtbot, window, files.director_menu, files.action_add_player)
    qtbot.waitUntil(lambda: files.add_player_dialog is not None)
    dialog = files.add_player_dialog
    assert isinstance(dialog, AddPlayerDialog)
    qtbot.waitUntil(dialog.isVisible)
    login = f"tomas_{uuid.uuid4().hex[:8]}"
    dialog.actor.setCurrentIndex(dialog.actor.findText("Tomás"))
    type_into(qtbot, dialog.login, login)
    click(qtbot, dialog.no_password)
    click(qtbot, dialog.add_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert list_players(window.campaign) == [(login, "Tomás")]
    assert window.statusBar().currentMessage() == f"{login} now plays Tomás in {shared.name}"

    # The player's own window offers no Add player…: only the Director's does.
    player = campaign_window(open_shared_campaign(as_login(postgres_url, login)))
    assert not player.campaign.directed_here
    player_files = player.campaign_files.shared
    assert not player_files.director_menu.menuAction().isVisible()
    assert player_files.add_player() is None
    player.close()
    # Nor does a campaign file's window.
    window.campaign_files.open_campaign_file(tmp_path / "table.starshine")
    assert not window.campaign.shared
    assert not files.director_menu.menuAction().isVisible()
    window.close()
