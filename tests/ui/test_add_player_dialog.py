"""Common: Add player…: the Director gives an Actor a login on a shared campaign, by the form.

A person picks the Actor, types a login and a password twice; a bad entry is said next to
its field and adds nobody; a refusal of the server is said under the fields; a good one
adds the player, whom the server then holds to that Actor's Personae.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import Campaign, import_campaign_file
from starshine_desktop.services.shared import list_players, publish
from starshine_desktop.ui.dialogs.add_player import AddPlayerDialog

from .person import click, type_into

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


@pytest.fixture
def director(tmp_path: Path, postgres_url: str) -> Iterator[Campaign]:
    import_campaign_file(SAMPLE, tmp_path / "table.starshine").close()
    campaign = publish(tmp_path / "table.starshine", postgres_url)
    try:
        yield campaign
    finally:
        campaign.close()


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
