"""``.starshine-link`` files: written, read back, and anything else refused with a sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.services.shared import PasswordInAddressError
from starshine_desktop.services.shared_connection import (
    LoginRefusedError,
    ServerNotReachedError,
    connection_refusal,
)
from starshine_desktop.services.shared_open import (
    LINK_LIMIT,
    CampaignLink,
    LinkFileError,
    is_link_file,
    link_of,
    link_text,
    parse_link,
    read_link,
    write_link,
)
from starshine_desktop.storage.server import server_url

pytestmark = pytest.mark.file_campaign  # about files on this machine, not the campaign's engine

HERE = Path("Harbour.starshine-link")


def test_a_link_written_reads_back_the_same(tmp_path: Path) -> None:
    link = link_of("postgresql://lin@table.local:5432/harbour?sslmode=verify-full", "Harbour")
    assert link == CampaignLink(
        "Harbour", "postgresql://lin@table.local:5432/harbour", "verify-full"
    )
    target = tmp_path / "Harbour.starshine-link"
    write_link(link, target)
    assert read_link(target) == link
    document = json.loads(target.read_text("utf-8"))
    assert document == {
        "format": "starshine-link",
        "version": 1,
        "name": "Harbour",
        "address": "postgresql://lin@table.local:5432/harbour",
        "sslmode": "verify-full",
    }
    assert link.full_address() == "postgresql://lin@table.local:5432/harbour?sslmode=verify-full"
    assert is_link_file(target) and not is_link_file(tmp_path / "Harbour.starshine")


def test_a_link_never_holds_a_password(tmp_path: Path) -> None:
    with pytest.raises(PasswordInAddressError):
        link_of("postgresql://lin:secret@table.local/harbour")
    document = {
        "format": "starshine-link",
        "version": 1,
        "name": "Harbour",
        "address": "postgresql://lin:secret@table.local/harbour",
    }
    path = tmp_path / "Harbour.starshine-link"
    path.write_text(json.dumps(document), "utf-8")
    with pytest.raises(LinkFileError) as refused:
        read_link(path)
    assert "Harbour.starshine-link is not a link to a shared campaign" in str(refused.value)
    assert "holds a password" in str(refused.value)
    assert "secret" not in str(refused.value)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"\xff\xfe not text", "it is not JSON text"),
        (b"[1, 2]", "it does not say it is a link file"),
        (b'{"format": "starshine-campaign"}', "it does not say it is a link file"),
        (
            b'{"format": "starshine-link", "version": 2, "name": "a", "address": "postgresql://x/y"}',
            "it was written by a newer Starshine Desktop",
        ),
        (
            b'{"format": "starshine-link", "version": true, "name": "a", "address": "x"}',
            "its version is not a number",
        ),
        (
            b'{"format": "starshine-link", "version": 1, "name": "a"}',
            "its name or address is missing",
        ),
        (
            b'{"format": "starshine-link", "version": 1, "name": "a", "address": "/home/a.db"}',
            "its address is not a PostgreSQL database's",
        ),
        (
            b'{"format": "starshine-link", "version": 1, "name": "a", "address": '
            b'"postgresql://x/y", "password": "p"}',
            "it holds entries a link file has not",
        ),
        (
            b'{"format": "starshine-link", "version": 1, "name": "a", "address": '
            b'"postgresql://x/y", "sslmode": "sometimes"}',
            "its sslmode is not one PostgreSQL knows",
        ),
        (
            b'{"format": "starshine-link", "version": 1, "name": "a", "address": '
            b'"postgresql://x/y?sslmode=disable", "sslmode": "require"}',
            "it gives two different sslmodes",
        ),
        (b" " * (LINK_LIMIT + 1), "it is far larger than a link file"),
    ],
)
def test_what_is_not_a_link_is_refused_with_a_sentence(data: bytes, reason: str) -> None:
    with pytest.raises(LinkFileError) as refused:
        parse_link(data, HERE)
    assert str(refused.value) == (
        f"Harbour.starshine-link is not a link to a shared campaign: {reason}. Nothing was opened."
    )


def test_a_file_too_large_is_read_no_further(tmp_path: Path) -> None:
    path = tmp_path / "huge.starshine-link"
    path.write_bytes(b"{" + b" " * (10 * LINK_LIMIT))
    with pytest.raises(LinkFileError, match="far larger"):
        read_link(path)


def test_a_missing_file_is_refused_naming_it(tmp_path: Path) -> None:
    with pytest.raises(LinkFileError, match=r"^gone\.starshine-link is not a link"):
        read_link(tmp_path / "gone.starshine-link")


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_any_bytes_are_a_link_or_refused(data: bytes) -> None:
    try:
        link = parse_link(data, HERE)
    except LinkFileError as refused:
        assert str(refused).startswith("Harbour.starshine-link is not a link to a shared campaign")
    else:
        assert link.address.startswith("postgresql://")


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@settings(max_examples=300)
@given(
    st.fixed_dictionaries(
        {"format": st.just("starshine-link"), "version": st.just(1)},
        optional={
            "name": st.text(max_size=30) | _json_values,
            "address": st.sampled_from(
                ["postgresql://lin@host/db", "postgres://h:5/d?sslmode=require", "x", ""]
            )
            | st.text(max_size=40),
            "sslmode": st.sampled_from(["require", "verify-full", "nope"]) | _json_values,
        },
    )
)
def test_any_json_object_is_a_link_or_refused(document: dict[str, object]) -> None:
    data = json.dumps(document).encode("utf-8")
    try:
        link = parse_link(data, HERE)
    except LinkFileError as refused:
        assert "Nothing was opened." in str(refused)
    else:
        assert link.name == document["name"]
        assert link_text(link)  # a link read is a link that can be written again
        assert server_url(link.address).password is None


@settings(max_examples=200)
@given(
    name=st.text(min_size=1, max_size=30),
    user=st.from_regex(r"[a-z][a-z0-9_]{0,10}", fullmatch=True),
    database=st.from_regex(r"[a-z][a-z0-9_]{0,15}", fullmatch=True),
    sslmode=st.none() | st.sampled_from(["disable", "require", "verify-full"]),
)
def test_every_link_written_reads_back(
    name: str, user: str, database: str, sslmode: str | None
) -> None:
    link = CampaignLink(name, f"postgresql://{user}@table.local:5432/{database}", sslmode)
    assert parse_link(link_text(link).encode("utf-8"), HERE) == link


@pytest.mark.parametrize(
    ("said", "kind", "shown"),
    [
        (
            'connection failed: FATAL:  password authentication failed for user "lin"',
            LoginRefusedError,
            "refused the login of lin (password authentication failed for user",
        ),
        (
            'connection failed: FATAL:  role "lin" does not exist',
            LoginRefusedError,
            "refused the login of lin",
        ),
        (
            'connection failed: connection to server at "10.0.0.9", port 5432 failed: '
            "Connection refused\n\tIs the server running on that host?",
            ServerNotReachedError,
            "cannot be reached (connection failed: connection to server at",
        ),
    ],
)
def test_what_the_driver_says_on_connecting_becomes_a_sentence(
    said: str, kind: type[Exception], shown: str
) -> None:
    import psycopg
    from sqlalchemy.exc import OperationalError

    url = server_url("postgresql://lin@table.local:5432/harbour")
    refusal = connection_refusal(OperationalError(None, None, psycopg.OperationalError(said)), url)
    assert isinstance(refusal, kind)
    assert shown in str(refusal)
    assert "harbour" in str(refusal)
