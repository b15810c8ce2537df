"""Opening a campaign in a synced folder warns first; the person chooses whether to go on."""

from __future__ import annotations

from pathlib import Path

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.ui.app import open_initial_campaign

from .conftest import ScriptedPrompter, WindowFactory


def _synced_campaign(tmp_path: Path) -> Path:
    path = tmp_path / "Dropbox" / "Games" / "Shared.starshine"
    path.parent.mkdir(parents=True)
    create_campaign(path).close()
    return path


def test_file_open_warns_about_a_synced_folder_and_opens_only_after_a_yes(
    tmp_path: Path, open_window: WindowFactory, prompter: ScriptedPrompter, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    synced = _synced_campaign(tmp_path)

    prompter.paths = [synced]
    prompter.confirm_answers = [False]
    window.campaign_files.action_open.trigger()
    [question] = prompter.questions
    assert "Shared.starshine is in a folder kept in sync by Dropbox" in question
    assert question.endswith("Open it anyway?")
    assert window.campaign.path == campaign_path
    assert sorted(p.name for p in synced.parent.iterdir()) == ["Shared.starshine"]

    prompter.paths = [synced]
    prompter.confirm_answers = [True]
    window.campaign_files.action_open.trigger()
    assert len(prompter.questions) == 2
    assert window.campaign.path == synced
    assert window.windowTitle().startswith("Shared")


def test_a_local_campaign_opens_without_a_question(
    tmp_path: Path, open_window: WindowFactory, prompter: ScriptedPrompter, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    other = tmp_path / "Local.starshine"
    create_campaign(other).close()
    prompter.paths = [other]
    window.campaign_files.action_open.trigger()
    assert prompter.questions == []
    assert window.campaign.path == other


def test_a_synced_campaign_named_at_start_is_opened_only_after_a_yes(
    tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    synced = _synced_campaign(tmp_path)
    prompter.confirm_answers = [False, True]
    assert open_initial_campaign(synced, prompter) is None
    campaign = open_initial_campaign(synced, prompter)
    assert campaign is not None
    try:
        assert campaign.path == synced
    finally:
        campaign.close()
    assert len(prompter.questions) == 2
    assert all("kept in sync by Dropbox" in question for question in prompter.questions)


def test_the_warning_points_to_the_party_folder_and_comes_once_per_campaign(
    tmp_path: Path, open_window: WindowFactory, prompter: ScriptedPrompter, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    synced = tmp_path / "Shared" / "Night.starshine"
    (synced.parent / ".stfolder").mkdir(parents=True)
    create_campaign(synced).close()
    prompter.paths = [synced]
    prompter.confirm_answers = [True]
    window.campaign_files.action_open.trigger()
    [question] = prompter.questions
    assert "kept in sync by Syncthing" in question
    assert "use File › Party folder… instead" in question
    assert window.campaign.path == synced

    # Back to the local campaign, then the synced one again: no second warning.
    prompter.paths = [campaign_path, synced]
    window.campaign_files.action_open.trigger()
    window.campaign_files.action_open.trigger()
    assert len(prompter.questions) == 1
    assert window.campaign.path == synced
