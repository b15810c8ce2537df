"""Common: exporting a campaign as JSON, written atomically."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Generator, Iterable, Iterator
from pathlib import Path
from typing import Any

from starshine_desktop.rules.starshine.scores import (
    Score,
)
from starshine_desktop.services.exchange import limits
from starshine_desktop.services.exchange.fields import Kind
from starshine_desktop.services.exchange.versions import FORMAT, FORMAT_VERSION, KINDS
from starshine_desktop.storage.companions import (
    PARTIAL_SUFFIX,
    create_companion,
    release,
    remove_abandoned_partials,
)
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.store import CampaignStore


def export_campaign(database: CampaignStore) -> dict[str, Any]:
    """Return the whole campaign as the versioned JSON document (one consistent read)."""
    document: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION}
    with database.reading() as connection:
        for kind in KINDS:
            document[kind.key] = export_kind(connection, kind)
    return document


def export_kind(connection: Reader, kind: Kind) -> list[dict[str, Any]]:
    return list(_iter_kind(connection, kind))


def _iter_kind(connection: Reader, kind: Kind) -> Iterator[dict[str, Any]]:
    columns: list[str] = []
    for field in kind.fields:
        if field.key == "scores":
            columns += [f"score_{score.value}" for score in Score]
        else:
            columns.append(field.column)
    order = ", ".join(kind.primary)
    where = f" WHERE {kind.where}" if kind.where else ""
    cursor = connection.execute(
        f"SELECT {', '.join(columns)} FROM {kind.table}{where} ORDER BY {order}"
    )
    for raw in cursor:
        values = dict(zip(columns, raw, strict=True))
        item: dict[str, Any] = {}
        for field in kind.fields:
            if field.key == "scores":
                item["scores"] = {score.value: values[f"score_{score.value}"] for score in Score}
            else:
                value = values[field.column]
                item[field.key] = None if value is None else field.export(value)
        yield item


def write_atomically(path: Path, data: bytes | Iterable[bytes]) -> None:
    """Write ``data`` (bytes or pieces of them) to ``path`` via a temporary file in the same
    folder, fsync and rename; on any failure the temporary file is removed.

    The temporary file is new, never opened through a link, and guarded while it is written
    (``storage.companions``); the temporary files killed writes left in the folder go first.
    """
    path = Path(path)
    remove_abandoned_partials(path.parent)
    companion = create_companion(path, PARTIAL_SUFFIX, tag_bytes=6, guard=True)
    temporary = companion.path
    try:
        with os.fdopen(companion.descriptor, "wb", closefd=False) as file:
            if isinstance(data, bytes):
                file.write(data)
            else:
                for chunk in data:
                    file.write(chunk)
            file.flush()
            os.fsync(file.fileno())
        if os.name == "nt":  # pragma: no cover - Windows renames no open file
            release(companion)
        os.replace(temporary, path)
    except BaseException:
        # A generator stopped halfway ends now, while what it reads from is still open: left
        # to the collector, it would end after its campaign closed, and print a traceback.
        if isinstance(data, Generator):
            data.close()
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
        raise
    finally:
        release(companion)
    with contextlib.suppress(OSError):
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


class ExportTooLargeError(ValueError):
    """The campaign's JSON would be larger than import takes; nothing was written."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"{path} was not written: the campaign's JSON would be larger than "
            f"{limits.MAX_BYTES // (1024 * 1024)} MiB, more than import takes back."
        )


_ENCODER = json.JSONEncoder(indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
#: Records encoded at once by the streamed export: few calls, little memory.
EXPORT_BATCH = 1_000


def _encode_items(items: list[dict[str, Any]]) -> bytes:
    """Return ``items`` as they appear inside a list of the document (4-space indent)."""
    text = _ENCODER.encode(items)  # "[\n  {…},\n  {…}\n]": items at two spaces
    return ("  " + text[2:-2]).replace("\n", "\n  ").encode("utf-8")


def iter_export(database: CampaignStore) -> Generator[bytes, None, None]:
    """Yield the bytes of ``dumps(export_campaign(database))``, one record at a time.

    The same canonical text (sorted keys, two-space indent), made piece by piece from one
    consistent read, so an export needs memory for one record, not for the whole campaign.
    """
    kinds = {kind.key: kind for kind in KINDS}
    keys = sorted(["format", "version", *kinds])
    yield b"{\n"
    with database.reading() as connection:
        for position, key in enumerate(keys):
            yield f"  {json.dumps(key)}: ".encode()
            if key == "format":
                yield json.dumps(FORMAT).encode()
            elif key == "version":
                yield json.dumps(FORMAT_VERSION).encode()
            else:
                first = True
                batch: list[dict[str, Any]] = []
                for item in _iter_kind(connection, kinds[key]):
                    batch.append(item)
                    if len(batch) == EXPORT_BATCH:
                        yield (b"[\n" if first else b",\n") + _encode_items(batch)
                        first, batch = False, []
                if batch:
                    yield (b"[\n" if first else b",\n") + _encode_items(batch)
                    first = False
                yield b"[]" if first else b"\n  ]"
            yield b",\n" if position < len(keys) - 1 else b"\n"
    yield b"}\n"


def export_to_file(database: CampaignStore, path: Path) -> None:
    """Export the campaign to ``path`` atomically, written as it is read (``iter_export``).

    A campaign whose JSON would pass ``limits.MAX_BYTES`` is refused (``ExportTooLargeError``) and
    nothing is written: whatever export writes, import takes back.
    """
    path = Path(path)

    def limited() -> Generator[bytes, None, None]:
        written = 0
        with contextlib.closing(iter_export(database)) as chunks:
            for chunk in chunks:
                written += len(chunk)
                if written > limits.MAX_BYTES:
                    raise ExportTooLargeError(path)
                yield chunk

    write_atomically(path, limited())
