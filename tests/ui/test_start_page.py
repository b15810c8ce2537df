"""First start: a campaign with no Personae shows a start page (New, Open, New from sample,
recent campaigns, add the first Persona) instead of an empty grid."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign, open_or_create_default
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.prompts import with_campaign_suffix
from starshine_desktop.ui.starshine.persona_sheet import Field

from .conftest import ScriptedPrompter
from .person import click


def test_an_empty_campaign_opens_on_the_start_page(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
    screenshots: Path,
) -> None:
    other = tmp_path / "Harbour Nights.starshine"
    with_people = create_campaign(other)
    with_people.personae.add_persona(PersonaValues("Vesper Hale"))
    with_people.close()
    window = open_window(other)  # remembered as a recent campaign
    assert not window.personae.showing_start_page
    window.close()

    window = open_window(campaign_path)
    window.resize(1366, 700)
    start = window.personae.start_page
    assert window.personae.showing_start_page and start.isVisible()
    assert not window.personae.table.isVisible()
    assert start.title_label.text() == "Table Night"
    title, lead = start.title_label.font(), start.lead_label.font()
    assert title.bold() and title.pointSizeF() == 1.5 * lead.pointSizeF()  # set on first show
    assert [button.text() for button in start.recent_buttons] == ["Harbour Nights"]
    start.show_campaign("Table Night", [other], writable=True)  # shown again: enlarged once
    assert start.title_label.font().pointSizeF() == 1.5 * lead.pointSizeF()
    for button in (start.add_button, start.new_button, start.open_button, start.sample_button):
        assert button.isVisible() and button.isEnabled(), button.text()
    window.grab().save(str(screenshots / "start-page-1366.png"))

    # Adding the first Persona shows the grid, the new Persona's name ready to type.
    click(qtbot, start.add_button)
    assert not window.personae.showing_start_page and window.personae.table.isVisible()
    assert window.personae.model.total_count == 1
    qtbot.waitUntil(lambda: window.personae.sheet.edits[Field.NAME].hasFocus())
    # Deleting it again keeps the grid: the start page is for a campaign just opened.
    prompter.confirm_answers.append(True)
    click(qtbot, window.personae.delete_button)
    assert window.personae.model.total_count == 0 and not window.personae.showing_start_page

    # A recent campaign opens with one click.
    window.undo_action.trigger()
    window.campaign_files.open_campaign_file(campaign_path)  # reopened with a Persona: the grid
    assert not window.personae.showing_start_page


def test_the_start_page_opens_the_sample_and_recent_campaigns(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
) -> None:
    other = tmp_path / "Harbour Nights.starshine"
    with_people = create_campaign(other)
    with_people.personae.add_persona(PersonaValues("Vesper Hale"))
    with_people.close()
    open_window(other).close()
    window = open_window(campaign_path)
    [recent] = window.personae.start_page.recent_buttons
    click(qtbot, recent)
    assert window.campaign.path == other and not window.personae.showing_start_page

    empty = tmp_path / "Empty.starshine"
    create_campaign(empty).close()
    window.campaign_files.open_campaign_file(empty)
    assert window.personae.showing_start_page
    sample = tmp_path / "Sample.starshine"
    prompter.paths.append(sample)
    click(qtbot, window.personae.start_page.sample_button)
    assert window.campaign.path == sample
    assert not window.personae.showing_start_page and window.personae.model.total_count > 0

    prompter.paths.append(tmp_path / "Brand new.starshine")
    click(
        qtbot, window.personae.start_page.new_button
    ) if window.personae.showing_start_page else window.campaign_files.new_campaign()
    assert window.campaign.path.name == "Brand new.starshine"
    assert window.personae.showing_start_page  # a new campaign starts on the start page too
    prompter.paths.append(tmp_path / "Second.starshine")
    click(qtbot, window.personae.start_page.new_button)
    assert window.campaign.path.name == "Second.starshine" and window.personae.showing_start_page
    prompter.paths.append(other)
    click(qtbot, window.personae.start_page.open_button)
    assert window.campaign.path == other and not window.personae.showing_start_page


def test_the_start_page_says_what_the_app_is_for_in_two_sentences(
    open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    intro = window.personae.start_page.intro_label
    assert intro.isVisible()
    text = intro.text()
    sentences = [part for part in text.split(". ") if part]
    assert len(sentences) == 2 and text.endswith(".")
    for word in ("campaign", "Personae", "undone"):
        assert word in text


def test_the_start_page_names_the_campaign_as_typed(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    typed = tmp_path / "Night 1.5"  # a dot in a name is part of the name
    assert with_campaign_suffix(typed).name == "Night 1.5.starshine"
    assert with_campaign_suffix(tmp_path / "Mr. Hale's game").name == "Mr. Hale's game.starshine"
    assert with_campaign_suffix(tmp_path / "Kept.STARSHINE").name == "Kept.STARSHINE"
    prompter.paths.append(with_campaign_suffix(typed))
    window.campaign_files.new_campaign()
    assert window.personae.showing_start_page
    assert window.personae.start_page.title_label.text() == "Night 1.5"


def test_the_first_start_campaign_is_yours_not_a_file_name(
    open_window: Callable[[Path], MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("STARSHINE_HOME", str(tmp_path / "home"))
    default = open_or_create_default()
    path = default.path
    default.close()
    assert path.name == "campaign.starshine"
    window = open_window(path)
    assert window.personae.start_page.title_label.text() == "Your campaign"
