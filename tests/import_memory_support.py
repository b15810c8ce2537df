"""Files of a given size for the import memory checks (tests and ``bench/``): a campaign, a
Persona file and a rules package, each written compact, indented or with every non-ASCII
character ``\\u``-escaped, and the peak memory of a command run in a child process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "starshine_desktop" / "resources" / "sample-campaign.json"
ESCAPINGS = ("compact", "indented", "escaped")
KINDS = ("campaign", "persona", "rules")
#: Text beyond ASCII, as people write it: each of these characters is six bytes escaped.
WORDS = "Éléonore à l'été: «ça déçoit», où è ê ë 彗星の歌. "


def encode(document: Any, escaping: str) -> bytes:
    """Return ``document`` as JSON bytes in one of the ``ESCAPINGS``."""
    if escaping == "compact":
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    elif escaping == "indented":
        text = json.dumps(document, ensure_ascii=False, indent=2)
    else:
        text = json.dumps(document, ensure_ascii=True)
    return text.encode("utf-8")


def _sample() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return loaded


def campaign_document(records: int) -> dict[str, Any]:
    """A legal campaign of ``records`` Personae, each with notes of accented text."""
    sample = _sample()
    document = {key: ([] if isinstance(v, list) else v) for key, v in sample.items()}
    persona = sample["personae"][0]
    for number in range(1, records + 1):
        document["personae"].append(
            {
                **persona,
                "id": number,
                "actor_id": None,
                "actor_name": "",
                "name": f"Persona {number:06d}",
                "notes": "é" * 90_000,  # as in a file that peaked at 14 times its size
                "uuid": f"00000000-0000-4000-8000-{number:012d}",
            }
        )
    return document


def persona_document(records: int, template: dict[str, Any]) -> dict[str, Any]:
    """``template`` (an exported Persona file) with ``records`` Investments, each in an
    Element of its own with notes of accented text."""
    persona = dict(template["persona"])
    investment = persona["investments"][0]
    persona["investments"] = [
        {
            **investment,
            "element": {
                **investment["element"],
                "name": f"Element {number:06d}",
                "notes": WORDS * 100,
                "uuid": f"00000000-0000-4000-9000-{number:012d}",
            },
        }
        for number in range(records)
    ]
    persona["notes"] = WORDS * 1500
    return {**template, "persona": persona}


def _letters(number: int) -> str:
    """Return ``number`` as a Datasworn key (lower-case letters only: a, b, …, ba, bb, …)."""
    key = ""
    while True:
        number, digit = divmod(number, 26)
        key = chr(ord("a") + digit) + key
        if number == 0:
            return key


def rules_document(records: int) -> dict[str, Any]:
    """A Datasworn 0.1 ruleset of ``records`` d100 oracle tables of 100 rows of accented text
    (the homebrew of the Datasworn tests, its move and weather replaced)."""
    from datasworn_support import homebrew

    document = homebrew()
    package = document["_id"]
    source = document["moves"]["docks"]["_source"]
    document["moves"] = {}
    tables = {}
    for number in range(records):
        key = _letters(number)
        path = f"memory/{key}"
        tables[key] = {
            "_id": f"oracle_rollable:{package}/{path}",
            "type": "oracle_rollable",
            "oracle_type": "table_text",
            "name": f"Table {number}",
            "dice": "1d100",
            "column_labels": {"roll": "Roll", "text": "Result"},
            "rows": [
                {
                    "_id": f"oracle_rollable.row:{package}/{path}.{roll - 1}",
                    "roll": {"min": roll, "max": roll},
                    "text": f"{roll} {WORDS * 8}",
                }
                for roll in range(1, 101)
            ],
            "_source": source,
        }
    document["oracles"] = {
        "memory": {
            "_id": f"oracle_collection:{package}/memory",
            "type": "oracle_collection",
            "oracle_type": "tables",
            "name": "Memory",
            "contents": tables,
            "collections": {},
            "_source": source,
        }
    }
    return document


def records_for(kind: str, size: int, escaping: str, template: dict[str, Any]) -> int:
    """Return how many records make a file of about ``size`` bytes."""
    one = len(encode(build(kind, 11, template), escaping)) - len(
        encode(build(kind, 1, template), escaping)
    )
    return max(1, size * 10 // max(1, one))


def build(kind: str, records: int, template: dict[str, Any]) -> dict[str, Any]:
    """Return a ``kind`` document of ``records`` records."""
    if kind == "campaign":
        return campaign_document(records)
    if kind == "persona":
        return persona_document(records, template)
    return rules_document(records)


#: Runs one command and reports its peak: a fresh runner, so the children's peak is its own.
RUNNER = """
import json, resource, subprocess, sys
done = subprocess.run(
    [sys.executable, "-m", "starshine_desktop", *sys.argv[1:]], capture_output=True, text=True
)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"peak": peak, "status": done.returncode, "error": done.stderr}))
"""


def peak_kib(arguments: list[str], home: Path) -> tuple[int, int, str]:
    """Run ``python -m starshine_desktop ARGUMENTS`` in a child; return its peak resident
    memory (KiB, ``ru_maxrss``), its exit status and what it wrote on stderr."""
    environment = {**os.environ, "STARSHINE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *arguments],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        check=True,
        timeout=900,
    )
    report = json.loads(done.stdout)
    return int(report["peak"]), int(report["status"]), str(report["error"])


def write_file(kind: str, escaping: str, size: int, folder: Path, template: dict[str, Any]) -> Path:
    """Write a ``kind`` file of about ``size`` bytes in ``escaping`` into ``folder``."""
    records = records_for(kind, size, escaping, template) if size else 1
    path = folder / f"{kind}-{escaping}-{size}.json"
    path.write_bytes(encode(build(kind, records, template), escaping))
    return path


def import_arguments(kind: str, source: Path, campaign: Path) -> list[str]:
    """The command that imports ``source`` of ``kind`` (into ``campaign``)."""
    command = {"campaign": "import", "persona": "import-persona", "rules": "import-rules"}[kind]
    return [command, str(source), str(campaign)]


BENCH = ROOT / "bench"


def real_campaign_bytes(personae: int, escaping: str, *, accented: bool = False) -> bytes:
    """A campaign as people have it (``bench/real_campaign.py``: Actors, Episodes with their
    players and check-offs, modifiers…) of ``personae`` Personae, as JSON bytes: "indented"
    is the app's own export (``exchange.dumps``), "compact" and "escaped" as other tools
    write it."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import real_campaign

    from starshine_desktop.services.exchange import dumps

    document = real_campaign.document(personae, accented=accented)
    if escaping == "indented":
        return dumps(document)
    return encode(document, escaping)


def traced_peak(action: Any) -> int:
    """Run ``action()`` and return the most memory Python held meanwhile above what it held
    when it began (``tracemalloc``; bytes)."""
    import tracemalloc

    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before = tracemalloc.get_traced_memory()[0]
        action()
        return tracemalloc.get_traced_memory()[1] - before
    finally:
        if started:
            tracemalloc.stop()


def many_records_persona(records: int, template: dict[str, Any]) -> dict[str, Any]:
    """``template`` (an exported Persona file) as a Persona of many small records: ``records``
    Traits, half as many Knacks and Advances and a tenth as many Characteristics (two
    Expressions each), named in accented and Greek words, with a UUID of its own."""
    persona = dict(template["persona"])
    trait = persona["traits"][0]
    modifier = persona["modifiers"][0]
    advance = {**persona["advances"][0], "investment": None}
    characteristic = persona["characteristics"][0]
    persona["uuid"] = f"00000000-0000-4000-a000-{records:012d}"
    persona["traits"] = [
        {**trait, "name": f"Ὑπερήφανος {number}", "strength": 1 + number % 5}
        for number in range(records)
    ]
    persona["modifiers"] = [
        {**modifier, "name": f"Élan vif {number}"} for number in range(max(1, records // 2))
    ]
    persona["advances"] = [
        {**advance, "reason": f"Ἐπεισόδιο {number}"} for number in range(max(1, records // 2))
    ]
    persona["characteristics"] = [
        {
            **characteristic,
            "name": f"Tapferkeit {number}",
            "expressions": [f"zeigt sich {number}.{e}" for e in range(2)],
        }
        for number in range(max(len(persona["characteristics"]), records // 10))
    ]
    return {**template, "persona": persona}
