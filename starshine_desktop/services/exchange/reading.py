"""Common: reading a campaign file into checked rows, and writing them into an empty campaign.

Making a new campaign file of them is ``services/campaign.py``'s (``create_from_data``).
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from starshine_desktop.services.exchange import limits
from starshine_desktop.services.exchange.checking import CampaignData, validate_campaign
from starshine_desktop.services.exchange.json_text import (
    check_depth,
    decode_utf8,
    parse_campaign_json,
    parse_text,
    read_outline,
    too_large,
)


def read_document(path: Path, *, later: tuple[str, ...] | None = None) -> Any:
    """Read and parse a campaign or Persona file (over-size and non-files refused unread).

    The bytes and the text are dropped as soon as the next form exists, so the peak is the
    text and the parsed values, not three copies of the file. With ``later`` (the keys of an
    object from the top) that object's lists are ``LaterRecords``, read a record at a time
    when checked (``json_text.read_outline``); the text is then kept by them.
    """
    from starshine_desktop.storage.files import FileTooLargeError, read_limited

    try:
        data = read_limited(Path(path), limits.MAX_BYTES)
    except FileTooLargeError:
        raise too_large() from None
    check_depth(data)
    text = decode_utf8(data)
    del data
    if later is not None:
        return read_outline(text, later)
    return parse_text(text)


def read_campaign_file(path: Path) -> CampaignData:
    """Read and check a campaign JSON file (refusing files over the size limit unread)."""
    return validate_campaign(read_document(path), consume=True)


def sample_campaign_data() -> CampaignData:
    """Return the checked rows of the sample campaign shipped in ``resources/``."""
    from importlib.resources import files

    data = (files("starshine_desktop") / "resources" / "sample-campaign.json").read_bytes()
    return with_new_identities(validate_campaign(parse_campaign_json(data)))


def with_new_identities(data: CampaignData) -> CampaignData:
    """Return ``data`` with a new UUID for every Actor, Element and Persona.

    A campaign made from the sample is a campaign of its own: its Personae are not the
    sample's Personae of another campaign made from it.
    """
    tables = tuple(
        (table, [{**row, "uuid": str(uuid.uuid4())} if "uuid" in row else row for row in rows])
        for table, rows in data.tables
    )
    return CampaignData(tables)
