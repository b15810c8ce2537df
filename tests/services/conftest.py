"""Services' fixtures: two windows on one campaign, on a campaign file and on a shared one."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_shared_campaign,
    import_campaign_file,
    open_shared_campaign,
)
from starshine_desktop.services.exchange import read_campaign_file

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def _clock() -> datetime:
    return NOW


@pytest.fixture(params=["sqlite", "postgresql"])
def windows(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Campaign, Campaign]]:
    """Two windows on one campaign: a file opens once (both are the same campaign); a
    shared campaign is opened by two separate connections, as by two players' apps."""
    if request.param == "sqlite":
        campaign = import_campaign_file(SAMPLE, tmp_path / "sample.starshine", clock=_clock)
        try:
            yield campaign, campaign
        finally:
            campaign.close()
        return
    url = request.getfixturevalue("postgres_url")
    first = create_shared_campaign(url, read_campaign_file(SAMPLE), clock=_clock)
    second = open_shared_campaign(url, clock=_clock)
    try:
        yield first, second
    finally:
        first.close()
        second.close()
