"""Starshine: ticking several cells of an Episode's check-off at once, as one edit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.campaign import Campaign, create_from_data, open_campaign
from starshine_desktop.services.exchange import sample_campaign_data


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    opened = open_campaign(path)
    yield opened
    opened.close()


def test_a_whole_column_is_ticked_in_one_step_and_undone_in_one(campaign: Campaign) -> None:
    episodes = campaign.episodes
    [open_one] = [row for row in episodes.list_episodes() if not row.closed]
    view = episodes.view(open_one.id)
    player = next(p for p in view.players if not any(q.player_id == p.id for q in view.personae))
    cells = [(player.id, item.kind, item.id) for persona in view.personae for item in persona.items]
    edit = episodes.set_checks(open_one.id, cells, True)
    after = episodes.view(open_one.id)
    assert all(after.is_checked(*cell) for cell in cells)
    campaign.undo(edit)
    again = episodes.view(open_one.id)
    assert not any(again.is_checked(*cell) for cell in cells)


def test_one_refused_cell_changes_nothing(campaign: Campaign) -> None:
    episodes = campaign.episodes
    [open_one] = [row for row in episodes.list_episodes() if not row.closed]
    view = episodes.view(open_one.id)
    persona = next(p for p in view.personae if p.player_id is not None)
    watcher = next(p for p in view.players if p.id != persona.player_id)
    item = persona.items[0]
    cells = [(watcher.id, item.kind, item.id), (persona.player_id, item.kind, item.id)]
    with pytest.raises(RuleError) as refused:
        episodes.set_checks(open_one.id, cells, True)
    assert "own player does not check" in str(refused.value)
    assert "A.3" not in str(refused.value)
    assert not episodes.view(open_one.id).is_checked(watcher.id, item.kind, item.id)
