"""Starshine: the campaign as Markdown notes: one per Persona, Element, Episode and Challenge.

``python -m starshine_desktop export-markdown CAMPAIGN FOLDER`` and File › Export Markdown…
write a folder an Obsidian vault opens as a graph: each note starts with YAML front matter
(written here by hand: every string is a double-quoted scalar, so no YAML library is
needed), its records follow as lists and tables, and notes link to each other with
``[[Folder/File|Name]]`` wiki links. An index note links to every other.

File names come from the names people gave (characters no file system takes replaced);
two records of one kind with the same name get the start of their UUID (or their number)
added, so a name always gives the same file. Re-running rewrites the same files (each
atomically, only when its text changed) and leaves every other file of the folder alone.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.services.exchange import export_campaign, write_atomically
from starshine_desktop.services.starshine.challenge_words import outcome_words
from starshine_desktop.storage.files import read_limited

if TYPE_CHECKING:
    from starshine_desktop.services.starshine.challenges import ChallengeService
    from starshine_desktop.storage.store import CampaignStore

INDEX = "Index"
PERSONAE, ELEMENTS, EPISODES, CHALLENGES = "Personae", "Elements", "Episodes", "Challenges"
_UNSAFE = '<>:"/\\|?*#^[]'
_MODIFIER_KINDS = {"knack": "Knack", "power": "Power", "signature_item": "Signature Item"}


@dataclass(frozen=True, slots=True)
class MarkdownExport:
    """What an export did: the notes written anew or changed, and those already the same."""

    folder: Path
    written: tuple[Path, ...]
    unchanged: tuple[Path, ...]

    def summary(self) -> str:
        """Return one line saying what was written."""
        total = len(self.written) + len(self.unchanged)
        return (
            f"Exported {total} Markdown notes to {self.folder} "
            f"({len(self.written)} written, {len(self.unchanged)} unchanged)"
        )


# Text ---------------------------------------------------------------------------------


def yaml_string(value: str) -> str:
    """Return ``value`` as a YAML double-quoted scalar (JSON's escapes are YAML's)."""
    return json.dumps(value, ensure_ascii=False)


def _yaml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if value is None:
        return "null"
    return yaml_string(str(value))


def front_matter(fields: Mapping[str, Any]) -> str:
    """Return the YAML front matter block of ``fields`` (nested one level for mappings)."""
    lines = ["---"]
    for key, value in fields.items():
        if isinstance(value, Mapping):
            lines.append(f"{key}:")
            lines.extend(f"  {inner}: {_yaml_value(item)}" for inner, item in value.items())
        elif isinstance(value, list):
            lines.append(f"{key}:" + ("" if value else " []"))
            lines.extend(f"  - {_yaml_value(item)}" for item in value)
        else:
            lines.append(f"{key}: {_yaml_value(value)}")
    lines.append("---")
    return "\n".join(lines) + "\n"


def _cell(value: Any) -> str:
    """Return a table cell: one line, pipes escaped."""
    text = "yes" if value is True else "no" if value is False else str(value)
    return " ".join(text.split()).replace("|", "\\|") or " "


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """Return a Markdown table (or "None." when there are no rows)."""
    body = [f"| {' | '.join(_cell(item) for item in row)} |" for row in rows]
    if not body:
        return "None.\n"
    head = f"| {' | '.join(headers)} |\n| {' | '.join('---' for _ in headers)} |\n"
    return head + "\n".join(body) + "\n"


def bullets(items: Iterable[str]) -> str:
    """Return a Markdown list (or "None.")."""
    lines = [f"- {' '.join(item.split())}" for item in items]
    return "\n".join(lines) + "\n" if lines else "None.\n"


def safe_file_name(name: str) -> str:
    """Return ``name`` as a file name any system and Obsidian's links take."""
    cleaned = "".join("_" if char in _UNSAFE or ord(char) < 32 else char for char in name)
    return " ".join(cleaned.split()).strip(" .") or "Untitled"


def file_names(items: Sequence[tuple[str, str]]) -> list[str]:
    """Return a stable file name (no suffix) for each (name, distinguishing suffix) pair.

    Names that clash (ignoring case) get their suffix added, so each item keeps its file.
    """
    names = [safe_file_name(name) for name, _suffix in items]
    counts: dict[str, int] = defaultdict(int)
    for name in names:
        counts[name.casefold()] += 1
    return [
        f"{name} ({suffix})" if counts[name.casefold()] > 1 else name
        for name, (_given, suffix) in zip(names, items, strict=True)
    ]


# The notes ----------------------------------------------------------------------------


@dataclass
class _Vault:
    document: dict[str, Any]
    links: dict[tuple[str, int], str]

    def link(self, folder: str, record_id: int | None, fallback: str = "") -> str:
        target = self.links.get((folder, int(record_id))) if record_id is not None else None
        return target if target is not None else fallback


def _by_id(rows: Iterable[Mapping[str, Any]]) -> dict[int, Mapping[str, Any]]:
    return {int(row["id"]): row for row in rows}


def _persona_note(vault: _Vault, persona: Mapping[str, Any]) -> str:
    doc = vault.document
    pid = int(persona["id"])

    def own(key: str) -> list[Mapping[str, Any]]:
        return [row for row in doc[key] if row.get("persona_id") == pid]

    characteristics = own("characteristics")
    characteristic_names = {int(row["id"]): str(row["name"]) for row in characteristics}
    expressions: dict[int, list[str]] = defaultdict(list)
    for row in doc["expressions"]:
        expressions[int(row["characteristic_id"])].append(str(row["text"]))
    elements = _by_id(doc["elements"])
    investments = own("investments")
    investment_names = {
        int(row["id"]): f"{elements[int(row['element_id'])]['name']} > {row['relationship']}"
        for row in investments
    }
    strategy_names = {int(row["id"]): str(row["name"]) for row in own("strategies")}
    matter = {
        "type": "persona",
        "name": persona["name"],
        "uuid": persona["uuid"],
        "played_by": persona["actor_name"],
        "stance": persona["stance"],
        "scores": dict(persona["scores"]),
        "risked_corruption": persona["risked_corruption"],
        "risked_death": persona["risked_death"],
        "dead": persona["dead"],
        "tags": ["starshine/persona"],
    }
    parts = [front_matter(matter), f"# {persona['name']}\n"]
    if persona["actor_name"]:
        parts.append(f"Played by {persona['actor_name']}. Stance {persona['stance']}.\n")
    if persona["notes"]:
        parts.append(f"\n{persona['notes']}\n")
    parts.append("\n## Scores\n\n")
    parts.append(table(["Score", "Value"], persona["scores"].items()))
    parts.append("\n## Characteristics\n\n")
    parts.append(
        table(
            ["Characteristic", "Value", "Corrupt", "Expressions"],
            (
                [
                    row["name"],
                    row["value"],
                    row["corrupt_name"] or row["corrupt"],
                    "; ".join(expressions[int(row["id"])]),
                ]
                for row in characteristics
            ),
        )
    )
    parts.append("\n## Knacks, Powers and Signature Items\n\n")
    parts.append(
        table(
            ["Kind", "Name", "Score", "Modifier"],
            (
                [_MODIFIER_KINDS[row["kind"]], row["name"], row["score"], f"{row['modifier']:+d}"]
                for row in own("modifiers")
            ),
        )
    )
    personae = _by_id(doc["personae"])

    def creator(row: Mapping[str, Any]) -> str:
        by = row["created_by_persona_id"]
        if by is None:
            return "the Director"
        if int(by) == pid:
            return "self"
        return vault.link(PERSONAE, by, str(personae.get(int(by), {}).get("name", "")))

    parts.append("\n## Traits\n\n")
    parts.append(
        bullets(
            f"{row['name']} ({'Negative, ' if row['negative'] else ''}{row['strength']}), "
            f"by {creator(row)}"
            for row in own("traits")
        )
    )
    parts.append("\n## Investments\n\n")
    parts.append(
        table(
            ["Element", "Relationship/State", "Value", "State", "From"],
            (
                [
                    vault.link(ELEMENTS, row["element_id"]),
                    row["relationship"],
                    row["value"],
                    row["state"],
                    characteristic_names.get(int(row["characteristic_id"]), ""),
                ]
                for row in investments
            ),
        )
    )
    parts.append("\n## Strategies\n\n")
    parts.append(
        bullets(
            f"{row['name']} ({row['state']}): "
            + (
                investment_names.get(int(row["investment_id"]), "")
                if row["investment_id"] is not None
                else "ending the Episode"
            )
            for row in own("strategies")
        )
    )
    parts.append("\n## Stance log\n\n")
    parts.append(
        table(
            ["When", "From", "To", "Why", "Strategy"],
            (
                [
                    row["changed_at"],
                    row["old_stance"],
                    row["new_stance"],
                    row["reason"],
                    strategy_names.get(int(row["strategy_id"]), "")
                    if row["strategy_id"] is not None
                    else "",
                ]
                for row in own("stance_changes")
            ),
        )
    )
    parts.append("\n## Advances\n\n")
    parts.append(
        table(
            ["Date", "Kind", "Reason", "Episode"],
            (
                [row["date"], row["kind"], row["reason"], vault.link(EPISODES, row["episode_id"])]
                for row in own("advances")
            ),
        )
    )
    return "".join(parts)


def _element_note(vault: _Vault, element: Mapping[str, Any]) -> str:
    doc = vault.document
    eid = int(element["id"])
    matter = {
        "type": "element",
        "name": element["name"],
        "uuid": element["uuid"],
        "scale": element["scale"],
        "tags": ["starshine/element"],
    }
    parts = [front_matter(matter), f"# {element['name']}\n", f"\nScale {element['scale']}.\n"]
    if element["notes"]:
        parts.append(f"\n{element['notes']}\n")
    parts.append("\n## Traits\n\n")
    parts.append(
        bullets(
            f"{row['name']} ({'Negative, ' if row['negative'] else ''}{row['strength']})"
            for row in doc["traits"]
            if row.get("element_id") == eid
        )
    )
    parts.append("\n## Invested in by\n\n")
    parts.append(
        bullets(
            f"{vault.link(PERSONAE, row['persona_id'])}: {row['relationship']} ({row['value']}, "
            f"{row['state']})"
            for row in doc["investments"]
            if row["element_id"] == eid
        )
    )
    return "".join(parts)


def _episode_note(vault: _Vault, episode: Mapping[str, Any]) -> str:
    doc = vault.document
    eid = int(episode["id"])
    actors = _by_id(doc["actors"])
    players = [
        str(actors[int(row["actor_id"])]["name"])
        for row in doc["episode_players"]
        if row["episode_id"] == eid
    ]
    matter = {
        "type": "episode",
        "title": episode["title"],
        "date": episode["date"],
        "closed": episode["closed"],
        "players": players,
        "tags": ["starshine/episode"],
    }
    parts = [front_matter(matter), f"# {episode['title']}\n", f"\n{episode['date']}"]
    parts.append(", closed.\n" if episode["closed"] else ", still open.\n")
    if episode["notes"]:
        parts.append(f"\n{episode['notes']}\n")
    parts.append("\n## Players\n\n")
    parts.append(bullets(players))
    parts.append("\n## Outcomes\n\n")
    parts.append(
        table(
            ["Persona", "Advance awarded", "Missing"],
            (
                [vault.link(PERSONAE, row["persona_id"]), row["awarded"], row["missing"]]
                for row in doc["episode_outcomes"]
                if row["episode_id"] == eid
            ),
        )
    )
    parts.append("\n## Advances earned\n\n")
    parts.append(
        bullets(
            f"{vault.link(PERSONAE, row['persona_id'])}: {row['reason']}"
            for row in doc["advances"]
            if row["episode_id"] == eid
        )
    )
    return "".join(parts)


def _challenge_note(vault: _Vault, challenge: Mapping[str, Any], log: Sequence[str]) -> str:
    matter = {
        "type": "challenge",
        "title": challenge["title"],
        "status": challenge["status"],
        "outcome": challenge["outcome"],
        "tags": ["starshine/challenge"],
    }
    personae = [int(item) for item in challenge["persona_ids"]]
    parts = [front_matter(matter), f"# {challenge['title']}\n"]
    if challenge["status"] == "finished":
        parts.append(f"\nFinished: {outcome_words(challenge['outcome'])}.\n")
    else:
        parts.append("\nStill being played.\n")
    parts.append("\n## Personae\n\n")
    parts.append(bullets(vault.link(PERSONAE, pid, f"Persona {pid}") for pid in personae))
    parts.append("\n## Log\n\n")
    parts.append("\n".join(f"{n}. {' '.join(line.split())}" for n, line in enumerate(log, 1)))
    parts.append("\n" if log else "None.\n")
    return "".join(parts)


def _index_note(
    vault: _Vault, campaign_name: str, sections: Sequence[tuple[str, Sequence[int]]]
) -> str:
    parts = [front_matter({"type": "index", "campaign": campaign_name})]
    parts.append(f"# {campaign_name}\n")
    for folder, ids in sections:
        parts.append(f"\n## {folder}\n\n")
        parts.append(bullets(vault.link(folder, record_id) for record_id in ids))
    return "".join(parts)


# Writing ------------------------------------------------------------------------------


def markdown_notes(
    database: CampaignStore, challenges: ChallengeService, title: str
) -> dict[str, str]:
    """Return every note of the campaign: relative path (``Personae/Vesper Hale.md``) → text."""
    document = export_campaign(database)
    vault = _Vault(document, {})
    kinds: list[tuple[str, str, Callable[[Mapping[str, Any]], tuple[str, str]]]] = [
        (PERSONAE, "personae", lambda row: (str(row["name"]), str(row["uuid"])[:8])),
        (ELEMENTS, "elements", lambda row: (str(row["name"]), str(row["uuid"])[:8])),
        (
            EPISODES,
            "episodes",
            lambda row: (f"{row['date']} {row['title']}", f"number {row['id']}"),
        ),
        (CHALLENGES, "challenges", lambda row: (str(row["title"]), f"number {row['id']}")),
    ]
    paths: dict[tuple[str, int], str] = {}
    for folder, key, naming in kinds:
        rows = document[key]
        names = file_names([naming(row) for row in rows])
        for row, name in zip(rows, names, strict=True):
            shown = str(row.get("name") or row.get("title"))
            paths[(folder, int(row["id"]))] = f"{folder}/{name}.md"
            vault.links[(folder, int(row["id"]))] = f"[[{folder}/{name}|{shown}]]"
    notes: dict[str, str] = {}
    for row in document["personae"]:
        notes[paths[(PERSONAE, int(row["id"]))]] = _persona_note(vault, row)
    for row in document["elements"]:
        notes[paths[(ELEMENTS, int(row["id"]))]] = _element_note(vault, row)
    for row in document["episodes"]:
        notes[paths[(EPISODES, int(row["id"]))]] = _episode_note(vault, row)
    for row in document["challenges"]:
        log = challenges.readable_log(int(row["id"]))
        notes[paths[(CHALLENGES, int(row["id"]))]] = _challenge_note(vault, row, log)
    sections = [(folder, [int(row["id"]) for row in document[key]]) for folder, key, _n in kinds]
    notes[f"{INDEX}.md"] = _index_note(vault, title, sections)
    return notes


def write_notes(
    notes: Mapping[str, str], folder: Path, check: Callable[[Path], None]
) -> MarkdownExport:
    """Write ``notes`` into ``folder`` (created if missing); say what was written.

    Each note is written atomically and only when its text changed; every note's path is
    given to ``check`` first (``Campaign.check_output_target``), so none replaces campaign
    data and a refusal writes nothing.
    """
    folder = Path(folder)
    targets = {folder / relative: text for relative, text in notes.items()}
    for path in targets:
        check(path)
    written: list[Path] = []
    unchanged: list[Path] = []
    for path, text in targets.items():
        data = text.encode("utf-8")
        same_size = path.is_file() and path.stat().st_size == len(data)
        if same_size and read_limited(path, len(data)) == data:
            unchanged.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, data)
        written.append(path)
    return MarkdownExport(folder, tuple(written), tuple(unchanged))
