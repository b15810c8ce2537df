"""Common: Players…: the Director lists a shared campaign's players and removes one, by the window.

Against the tests' own PostgreSQL server: File › Shared campaign › Players… clicked in the
Director's window lists each login and the Actor it plays (what ``players`` prints);
Remove… asks first, naming the player and what happens, and then the server no longer
lets that login read the campaign, while the Actor's Personae stay. A player's window and a
campaign file's have no such entry.
"""

from __future__ import annotations

import uuid
from pathlib import Path

import psycopg
from PySide6.QtGui import QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QDialog
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from sqlalchemy import make_url

from starshine_desktop.services.campaign import (
    Campaign,
    open_shared_campaign,
)
from starshine_desktop.services.shared import add_player, list_players
from starshine_desktop.ui.dialogs.players import PlayersDialog
from starshine_desktop.ui.main_window import MainWindow

from .conftest import CampaignWindow, ScriptedPrompter, as_login
from .look import dark_palette
from .person import cell_text, choose_from_submenu, click


def _can_read(url: str, login: str) -> bool:
    """Whether ``login`` may read the campaign's Personae, asked of the server in raw SQL."""
    address = make_url(url)
    try:
        with psycopg.connect(
            host=str(address.query["host"]),
            port=int(str(address.query["port"])),
            user=login,
            dbname=str(address.database),
        ) as connection:
            connection.execute("SELECT count(*) FROM persona").fetchone()
    except psycopg.errors.InsufficientPrivilege:
        return False
    return True


def _composite(window: MainWindow, dialog: QDialog) -> QPixmap:
    picture = window.grab()
    shot = dialog.grab()
    painter = QPainter(picture)
    painter.drawPixmap(
        (picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 3, shot
    )
    painter.end()
    return picture


def test_the_director_lists_and_removes_a_player_from_the_file_menu(
    qtbot: QtBot,
    tmp_path: Path,
    postgres_url: str,
    director: Campaign,
    qtmodeltester: ModelTester,
    screenshots: Path,
    campaign_window: CampaignWindow,
    prompter: ScriptedPrompter,
) -> None:
    tag = uuid.uuid4().hex[:8]
    priya, tomas = f"priya_{tag}", f"tomas_{tag}"
    add_player(director, "Priya", priya, None)
    add_player(director, "Tomás", tomas, None)
    assert _can_read(postgres_url, tomas)
    window = campaign_window(director)
    files = window.campaign_files.shared
    assert files.action_players.isEnabled()
    choose_from_submenu(qtbot, window, files.director_menu, files.action_players)
    qtbot.waitUntil(lambda: files.players_dialog is not None)
    dialog = files.players_dialog
    assert isinstance(dialog, PlayersDialog)
    qtbot.waitUntil(dialog.isVisible)
    qtmodeltester.check(dialog.table.model())
    assert dialog.players() == [(priya, "Priya"), (tomas, "Tomás")]  # as `players` lists them
    headers = [dialog.table.horizontalHeaderItem(column) for column in (0, 1)]
    assert [cell_text(header) for header in headers] == ["Login", "Actor"]
    assert not dialog.remove_button.isEnabled()  # nobody chosen yet

    for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
        window.setPalette(palette)
        dialog.setPalette(palette)
        for width, height in ((1366, 768), (1024, 600)):
            window.resize(width, height)
            qtbot.wait(20)
            assert dialog.width() <= width and dialog.height() <= height
            name = f"players-{width}x{height}-{palette_name}.png"
            _composite(window, dialog).save(str(screenshots / name))
    window.setPalette(QPalette())
    dialog.setPalette(QPalette())

    # Choose Tomás's player, click Remove…, and say No: nothing changes.
    dialog.table.selectRow(1)
    prompter.confirm_answers.append(False)
    click(qtbot, dialog.remove_button)
    question = prompter.questions[-1]
    assert question.startswith(f"Remove {tomas}, who plays Tomás, from {director.name}?")
    assert "loses its rights to this campaign" in question
    assert "The login itself stays on the server, and Tomás's Personae stay" in question
    assert list_players(director) == [(priya, "Priya"), (tomas, "Tomás")]
    # Again, and Yes: removed, through the same service as `remove-player`.
    personae = sorted(p.name for p in director.personae.list_personae())
    prompter.confirm_answers.append(True)
    click(qtbot, dialog.remove_button)
    assert list_players(director) == [(priya, "Priya")]
    assert dialog.players() == [(priya, "Priya")]
    assert not dialog.problem.isVisible()
    assert window.statusBar().currentMessage() == (
        f"{tomas} no longer plays Tomás in {director.name}"
    )
    assert not _can_read(postgres_url, tomas)  # the server refuses the login now
    assert _can_read(postgres_url, priya)
    assert sorted(p.name for p in director.personae.list_personae()) == personae
    dialog.reject()

    # A player's own window has the entry neither shown nor enabled.
    player = campaign_window(open_shared_campaign(as_login(postgres_url, priya)))
    player_files = player.campaign_files.shared
    assert not player_files.director_menu.menuAction().isVisible()
    assert not player_files.action_players.isEnabled()
    assert player_files.show_players() is None
    player.close()
    window.close()


def test_a_refusal_of_the_server_is_said_under_the_list_and_the_list_read_again(
    qtbot: QtBot, director: Campaign
) -> None:
    tag = uuid.uuid4().hex[:8]
    lin = f"lin_{tag}"
    add_player(director, "Lin", lin, None)
    prompter = ScriptedPrompter()
    dialog = PlayersDialog(director, prompter)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players() == [(lin, "Lin")]
    # Another window of the Director removed Lin meanwhile.
    other = open_shared_campaign(director.address or "")
    try:
        from starshine_desktop.services.shared import remove_player

        remove_player(other, lin)
    finally:
        other.close()
    dialog.table.selectRow(0)
    prompter.confirm_answers.append(True)
    click(qtbot, dialog.remove_button)
    assert dialog.problem.isVisible()
    assert dialog.problem.text() == f"{lin} is not a player of this campaign. Nothing was changed."
    assert dialog.players() == []
    assert dialog.empty.isVisible()
