"""The Elements a Challenge's set-up offers: a checkable list model whose lines are made for
the rows shown only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.starshine.records_rows import ElementRow
from starshine_desktop.ui.starshine.challenges import ChallengesPage
from starshine_desktop.ui.starshine.element_choice import ElementChoiceModel
from starshine_desktop.ui.starshine.persona_choice import ID_ROLE

from ..conftest import WindowFactory

ROWS = [
    ElementRow(4, "The Archive", 3, ""),
    ElementRow(7, "Storm over Vey", 1, "rising"),
    ElementRow(9, "Ἀχιλλεύς' shade", 12, ""),
]


def test_the_model_passes_the_model_tester_and_ticks_in_list_order(
    qtmodeltester: ModelTester,
) -> None:
    model = ElementChoiceModel(ROWS)
    qtmodeltester.check(model)
    assert [model.index(row).data() for row in range(3)] == [
        "The Archive — Scale 3",
        "Storm over Vey — Scale 1",
        "Ἀχιλλεύς' shade — Scale 12",
    ]
    assert model.index(1).data(ID_ROLE) == 7
    assert model.index(2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    ticked: list[bool] = []
    model.chosen_changed.connect(lambda: ticked.append(True))
    assert model.setData(model.index(2), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert model.setData(
        model.index(0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole
    )
    assert not model.setData(model.index(1), "x", Qt.ItemDataRole.EditRole)
    assert model.chosen() == [4, 9]  # in list order, not in the order ticked
    assert model.setData(model.index(0), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    assert model.chosen() == [9] and len(ticked) == 3
    assert model.index(2).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.lines_made == 3  # each line made once, kept
    qtmodeltester.check(model)


def _campaign(path: Path, elements: int) -> int:
    """A campaign of two Personae and ``elements`` Elements; return the first Persona's id."""
    campaign = create_campaign(path)
    try:
        first = campaign.personae.add_persona(PersonaValues("Ada Quill", stance=2)).changes
        campaign.personae.add_persona(PersonaValues("Bren Hale", stance=1))
        for number in range(elements):
            campaign.records.add_element(f"Element {number:04d}", scale=1 + number % 5)
        return first.added_ids(RecordKind.PERSONA)[0]
    finally:
        campaign.close()


def _challenges(window: object) -> ChallengesPage:
    page = window.section_page("Challenges")  # type: ignore[attr-defined]
    assert isinstance(page, ChallengesPage)
    return page


def test_a_person_ticks_an_element_and_the_challenge_has_it_in_play(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada = _campaign(path, 12)
    window = open_window(path)
    wizard = _challenges(window).start_challenge([ada])
    qtbot.waitExposed(wizard)
    setup = wizard.setup_page
    view = setup.elements_list
    view.scrollTo(setup.elements.index(3))
    third = view.visualRect(setup.elements.index(3))
    assert third.isValid() and view.viewport().rect().contains(third.center())
    assert setup.elements.index(3).data() == "Element 0003 — Scale 4"
    # Click the check box at the row's left, as a person does; Space ticks the current row.
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(third.left() + 8, third.center().y())
    )
    view.setFocus()
    view.setCurrentIndex(setup.elements.index(5))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert [setup.elements.index(r).data(ID_ROLE) for r in (3, 5)] == setup.chosen_elements()
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert wizard.play is not None
    shown = wizard.traits_label.text()
    assert "<b>Element Element 0003</b>, Scale 4" in shown
    assert "<b>Element Element 0005</b>, Scale 1" in shown
    assert "Element 0004" not in shown


def _lines_made(qtbot: QtBot, open_window: WindowFactory, path: Path) -> int:
    window = open_window(path)
    wizard = _challenges(window).start_challenge()
    qtbot.waitExposed(wizard)
    view = wizard.setup_page.elements_list
    view.viewport().grab()  # every row in sight is drawn
    bottom = view.indexAt(view.viewport().rect().bottomLeft()).row()
    assert bottom > 0  # the list shows rows down to its bottom
    made = wizard.setup_page.elements.lines_made
    window.close()
    return made


def test_opening_makes_the_lines_in_sight_not_one_per_element(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    """The set-up once made a list item for every Element as it opened."""
    small = tmp_path / "Small.starshine"
    large = tmp_path / "Large.starshine"
    _campaign(small, 40)
    _campaign(large, 400)
    made_small = _lines_made(qtbot, open_window, small)
    made_large = _lines_made(qtbot, open_window, large)
    assert 0 < made_small == made_large < 40
