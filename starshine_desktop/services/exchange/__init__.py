"""Common: a whole campaign as versioned JSON: export, and an import that checks everything first.

The format is documented in ``docs/campaign-format.md``. Export reads one consistent
snapshot and writes the file atomically (a temporary file in the same folder, fsync,
``os.replace``), so a failure leaves an old file byte-identical. Import refuses anything
it cannot keep exactly — wrong types, values out of range, broken references, NaN and
infinities, booleans posing as integers, huge numbers, deep nesting, unknown or repeated
keys, an oversized file, text that is not UTF-8 — naming the JSON path of the first bad
value, before it creates anything; then it writes every row in one transaction with Core
``executemany`` inserts. Export, import and export again gives identical JSON.

The package's public API is what this module exports (``__all__``); its modules, by concern:
``limits`` (sizes, depths, ranges and ``ImportRefused``), ``json_text`` (strict reading, every
oddity a marker; ``dumps``), ``fields`` (the field types and their checks), ``versions`` (the
format's versions and every kind of record with its fields), ``checking`` (a whole document:
types, references, each system's rules), ``writing`` (export), ``reading`` (import) and
``packed`` (checked rows kept packed until written).
"""

from __future__ import annotations

from starshine_desktop.services.exchange.checking import (
    CampaignData,
    check_with_engines,
    validate_campaign,
)
from starshine_desktop.services.exchange.fields import (
    UUID_PATTERN,
    Field,
    Kind,
    Reference,
    check_int,
    check_keys,
    check_uuid,
    json_type,
    refuse_bad,
)
from starshine_desktop.services.exchange.json_text import (
    BadValue,
    JsonObject,
    LaterRecords,
    check_depth,
    dumps,
    parse_campaign_json,
    read_outline,
)
from starshine_desktop.services.exchange.limits import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_DIGITS,
    NOTES_LENGTH,
    ImportRefused,
)
from starshine_desktop.services.exchange.packed import Packed
from starshine_desktop.services.exchange.reading import (
    read_campaign_file,
    read_document,
    sample_campaign_data,
    with_new_identities,
)
from starshine_desktop.services.exchange.versions import (
    FORMAT,
    FORMAT_VERSION,
    KINDS,
    READ_VERSIONS,
)
from starshine_desktop.services.exchange.writing import (
    ExportTooLargeError,
    export_campaign,
    export_kind,
    export_to_file,
    iter_export,
    write_atomically,
)

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "KINDS",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "NOTES_LENGTH",
    "READ_VERSIONS",
    "UUID_PATTERN",
    "BadValue",
    "CampaignData",
    "ExportTooLargeError",
    "Field",
    "ImportRefused",
    "JsonObject",
    "Kind",
    "LaterRecords",
    "Packed",
    "Reference",
    "check_depth",
    "check_int",
    "check_keys",
    "check_uuid",
    "check_with_engines",
    "dumps",
    "export_campaign",
    "export_kind",
    "export_to_file",
    "iter_export",
    "json_type",
    "parse_campaign_json",
    "read_campaign_file",
    "read_document",
    "read_outline",
    "refuse_bad",
    "sample_campaign_data",
    "validate_campaign",
    "with_new_identities",
    "write_atomically",
]
