"""Starshine: the campaign as Markdown notes: one per Persona, Element, Episode and Challenge.

``python -m starshine_desktop export-markdown CAMPAIGN FOLDER`` and File › Export Markdown…
write a folder an Obsidian vault opens as a graph: each note starts with YAML front matter
(written here by hand: every string is a double-quoted scalar, so no YAML library is
needed), its records follow as lists and tables, and notes link to each other with
``[[Folder/File|Name]]`` wiki links. An index note links to every other.

People write in the vault. Each note is the app's part (the front matter, then the text
between a begin mark holding a check of that part and an end mark: HTML comments Obsidian
does not show) and whatever a person wrote above or below it, which every export keeps
byte for byte. A note whose app part no longer matches its check (edited by hand), or
that this app did not write, is never written over: the new version goes beside it
(``<name> (new export).md``) and ``MarkdownExport.kept`` names both.

File names come from the names people gave, made safe on every system (``safe_file_name``)
and one per record even where Windows and macOS see two names as one (``file_names``).
A folder inside the vault that is a link is refused (``VaultLinkError``), so nothing is
written outside the chosen folder. Re-running rewrites a note only when its text changed
(atomically) and leaves every other file of the folder alone.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.services.exchange import export_campaign, write_atomically
from starshine_desktop.services.safety import OutputTargetError
from starshine_desktop.services.starshine.challenge_words import outcome_words
from starshine_desktop.storage.companions import remove_abandoned_partials
from starshine_desktop.storage.files import read_limited

if TYPE_CHECKING:
    from starshine_desktop.services.ironsworn.assets import AssetSummary
    from starshine_desktop.services.starshine.challenges import ChallengeService
    from starshine_desktop.storage.store import CampaignStore

INDEX = "Index"
PERSONAE, ELEMENTS, EPISODES, CHALLENGES = "Personae", "Elements", "Episodes", "Challenges"
_UNSAFE = '<>:"/\\|?*#^[]'
_MODIFIER_KINDS = {"knack": "Knack", "power": "Power", "signature_item": "Signature Item"}


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


# Names Windows keeps for devices, with or without an extension (``CON.md`` is ``CON``).
WINDOWS_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
    | {f"{device}{n}" for device in ("COM", "LPT") for n in (*"123456789", "¹", "²", "³")}
)
# The longest name part of a note file, in UTF-8 bytes: room is left for a distinguishing
# suffix, " (new export 99)" and ".md" within the 255 bytes file systems take.
MAX_STEM_BYTES = 150


def _fold(stem: str) -> str:
    """Return what two file names are compared by on Windows and macOS (case, NFC/NFD)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", stem).casefold())


def _safe_characters(text: str) -> str:
    return "".join(
        "_"
        if char in _UNSAFE or ord(char) < 32 or ord(char) == 127 or 0xD800 <= ord(char) < 0xE000
        else char
        for char in unicodedata.normalize("NFC", text)
    )


def safe_file_name(name: str) -> str:
    """Return ``name`` as a file name any system and Obsidian's links take.

    Characters no file system (or no wiki link) takes become ``_``; spaces are collapsed;
    no name starts or ends with a dot or a space; a device name of Windows (``CON``,
    ``COM1`` …) gets a ``_``; long names are cut to ``MAX_STEM_BYTES``.
    """
    cleaned = " ".join(_safe_characters(name).split()).strip(" .")
    encoded = cleaned.encode("utf-8")
    if len(encoded) > MAX_STEM_BYTES:
        cleaned = encoded[:MAX_STEM_BYTES].decode("utf-8", "ignore").rstrip(" .")
    cleaned = cleaned or "Untitled"
    device, dot, rest = cleaned.partition(".")
    if device.rstrip(" ").upper() in WINDOWS_RESERVED:
        cleaned = f"{device}_{dot}{rest}"
    return cleaned


@dataclass(frozen=True, slots=True)
class NoteName:
    """What a record's note file is named from: its name, its order and what tells it apart.

    ``order`` (the record's number) decides which of the records whose names clash keeps
    the plain name: the oldest. ``suffixes`` (the start of the UUID, then all of it; or
    "number 3") are tried in turn for the others.
    """

    name: str
    order: int
    suffixes: tuple[str, ...]


def file_names(items: Sequence[NoteName]) -> list[str]:
    """Return a file name (no suffix) for each item: safe, one per item, and stable.

    No two names are equal even after case folding and Unicode normalisation (as Windows
    and macOS compare them). Of the items whose names clash, the one first in ``order``
    keeps the plain name; each other gets the first of its ``suffixes`` in brackets that no
    other item has taken (a number is added after the last if all are). The result depends
    only on the items, not on their order in the list.
    """
    stems = [safe_file_name(item.name) for item in items]
    ranked = sorted(range(len(items)), key=lambda i: (items[i].order, items[i].suffixes, stems[i]))
    taken: set[str] = set()
    names: dict[int, str] = {}
    for i in ranked:
        if _fold(stems[i]) not in taken:
            taken.add(_fold(stems[i]))
            names[i] = stems[i]
    for i in ranked:
        if i in names:
            continue
        suffixes = [_safe_characters(s).strip() or "_" for s in items[i].suffixes] or ["_"]
        candidates = [f"{stems[i]} ({suffix})" for suffix in suffixes]
        candidate = next((c for c in candidates if _fold(c) not in taken), None)
        number = 2
        while candidate is None or _fold(candidate) in taken:
            candidate = f"{stems[i]} ({suffixes[-1]}) {number}"
            number += 1
        taken.add(_fold(candidate))
        names[i] = candidate
    return [names[i] for i in range(len(items))]


# The notes ----------------------------------------------------------------------------


@dataclass
class _Vault:
    document: dict[str, Any]
    links: dict[tuple[str, int], str]
    assets: dict[int, list[AssetSummary]] = field(default_factory=dict)
    """The assets on each Persona's Ironsworn sheet, as printed (only Personae holding some)."""

    def link(self, folder: str, record_id: int | None, fallback: str = "") -> str:
        target = self.links.get((folder, int(record_id))) if record_id is not None else None
        return target if target is not None else fallback


def _by_id(rows: Iterable[Mapping[str, Any]]) -> dict[int, Mapping[str, Any]]:
    return {int(row["id"]): row for row in rows}


def _own(doc: Mapping[str, Any], key: str, pid: int) -> list[Mapping[str, Any]]:
    """Return the records of one of a Persona's lists."""
    return [row for row in doc[key] if row.get("persona_id") == pid]


def _persona_head(persona: Mapping[str, Any]) -> list[str]:
    """Return a Persona note's front matter, title, player, notes and Scores."""
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
    return parts


def _characteristics_section(doc: Mapping[str, Any], pid: int) -> list[str]:
    """Return a Persona note's Characteristics, each with its Expressions."""
    expressions: dict[int, list[str]] = defaultdict(list)
    for row in doc["expressions"]:
        expressions[int(row["characteristic_id"])].append(str(row["text"]))
    return [
        "\n## Characteristics\n\n",
        table(
            ["Characteristic", "Value", "Corrupt", "Expressions"],
            (
                [
                    row["name"],
                    row["value"],
                    row["corrupt_name"] or row["corrupt"],
                    "; ".join(expressions[int(row["id"])]),
                ]
                for row in _own(doc, "characteristics", pid)
            ),
        ),
    ]


def _modifiers_section(doc: Mapping[str, Any], pid: int) -> list[str]:
    """Return a Persona note's Knacks, Powers and Signature Items."""
    return [
        "\n## Knacks, Powers and Signature Items\n\n",
        table(
            ["Kind", "Name", "Score", "Modifier"],
            (
                [_MODIFIER_KINDS[row["kind"]], row["name"], row["score"], f"{row['modifier']:+d}"]
                for row in _own(doc, "modifiers", pid)
            ),
        ),
    ]


def _traits_section(vault: _Vault, pid: int) -> list[str]:
    """Return a Persona note's Traits, each with who created it (linked)."""
    doc = vault.document
    personae = _by_id(doc["personae"])

    def creator(row: Mapping[str, Any]) -> str:
        by = row["created_by_persona_id"]
        if by is None:
            return "the Director"
        if int(by) == pid:
            return "self"
        return vault.link(PERSONAE, by, str(personae.get(int(by), {}).get("name", "")))

    return [
        "\n## Traits\n\n",
        bullets(
            f"{row['name']} ({'Negative, ' if row['negative'] else ''}{row['strength']}), "
            f"by {creator(row)}"
            for row in _own(doc, "traits", pid)
        ),
    ]


def _investments_section(vault: _Vault, pid: int) -> list[str]:
    """Return a Persona note's Investments (their Elements linked) and Strategies."""
    doc = vault.document
    characteristic_names = {
        int(row["id"]): str(row["name"]) for row in _own(doc, "characteristics", pid)
    }
    elements = _by_id(doc["elements"])
    investments = _own(doc, "investments", pid)
    investment_names = {
        int(row["id"]): f"{elements[int(row['element_id'])]['name']} > {row['relationship']}"
        for row in investments
    }
    return [
        "\n## Investments\n\n",
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
        ),
        "\n## Strategies\n\n",
        bullets(
            f"{row['name']} ({row['state']}): "
            + (
                investment_names.get(int(row["investment_id"]), "")
                if row["investment_id"] is not None
                else "ending the Episode"
            )
            for row in _own(doc, "strategies", pid)
        ),
    ]


def _history_section(vault: _Vault, pid: int) -> list[str]:
    """Return a Persona note's Stance log and Advances (their Episodes linked)."""
    doc = vault.document
    strategy_names = {int(row["id"]): str(row["name"]) for row in _own(doc, "strategies", pid)}
    return [
        "\n## Stance log\n\n",
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
                for row in _own(doc, "stance_changes", pid)
            ),
        ),
        "\n## Advances\n\n",
        table(
            ["Date", "Kind", "Reason", "Episode"],
            (
                [row["date"], row["kind"], row["reason"], vault.link(EPISODES, row["episode_id"])]
                for row in _own(doc, "advances", pid)
            ),
        ),
    ]


def _persona_note(vault: _Vault, persona: Mapping[str, Any]) -> str:
    """Return a Persona's note: its sheet, then one section per list of its records."""
    doc = vault.document
    pid = int(persona["id"])
    parts = [
        *_persona_head(persona),
        *_characteristics_section(doc, pid),
        *_modifiers_section(doc, pid),
        *_traits_section(vault, pid),
        *_investments_section(vault, pid),
        *_history_section(vault, pid),
        *_assets_section(vault.assets.get(pid, [])),
    ]
    return "".join(parts)


def _assets_section(assets: Sequence[AssetSummary]) -> list[str]:
    """Return a Persona note's Ironsworn assets (none: no section): each card with its
    credit, its fields and meters, and its abilities ticked or not."""
    if not assets:
        return []
    parts = ["\n## Ironsworn assets\n"]
    for asset in assets:
        parts.append(f"\n### {' '.join(asset.name.split())}\n\n")
        about = " · ".join(part for part in (asset.category, asset.credit) if part)
        if about:
            parts.append(f"*{about}*\n\n")
        fields = [f"{shown.field.label}: {shown.text}" for shown in asset.fields]
        if fields:
            parts.append(bullets(fields) + "\n")
        parts.append(
            bullets(f"{'☑' if ticked else '☐'} {ability}" for ticked, ability in asset.abilities)
        )
    return parts


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


def _named_by_uuid(row: Mapping[str, Any]) -> NoteName:
    uuid = str(row["uuid"])
    return NoteName(str(row["name"]), int(row["id"]), (uuid[:8], uuid))


def _sheet_assets(
    database: CampaignStore, document: Mapping[str, Any]
) -> dict[int, list[AssetSummary]]:
    """Return the assets of each Persona's sheet that holds some, read with their cards."""
    held = sorted({int(row["persona_id"]) for row in document["ironsworn_assets"]})
    if not held:
        return {}
    from starshine_desktop.services.ironsworn.assets import SheetAssets
    from starshine_desktop.services.ironsworn.rules_packages import RulesPackageService

    assets = SheetAssets(database, RulesPackageService(database))
    return {persona_id: assets.summaries(persona_id) for persona_id in held}


def markdown_notes(
    database: CampaignStore, challenges: ChallengeService, title: str
) -> dict[str, str]:
    """Return every note of the campaign: relative path (``Personae/Vesper Hale.md``) → text."""
    document = export_campaign(database)
    vault = _Vault(document, {}, _sheet_assets(database, document))
    kinds: list[tuple[str, str, Callable[[Mapping[str, Any]], NoteName]]] = [
        (PERSONAE, "personae", _named_by_uuid),
        (ELEMENTS, "elements", _named_by_uuid),
        (
            EPISODES,
            "episodes",
            lambda row: NoteName(
                f"{row['date']} {row['title']}", int(row["id"]), (f"number {row['id']}",)
            ),
        ),
        (
            CHALLENGES,
            "challenges",
            lambda row: NoteName(str(row["title"]), int(row["id"]), (f"number {row['id']}",)),
        ),
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


BEGIN_MARK = (
    "<!-- Starshine Desktop writes from here to the end mark on every export (check {check})."
    " Write your own text above or below: it is kept. -->\n"
)
END_MARK = "<!-- Starshine Desktop: end of the written part -->\n"
_BEGIN = re.compile(
    r"^<!-- Starshine Desktop writes from here to the end mark on every export "
    r"\(check ([0-9a-f]{16})\)\. Write your own text above or below: it is kept\. -->\n",
    re.MULTILINE,
)
# The name of the new version of a note edited by hand, written beside it.
BESIDE = "{stem} (new export).md"
BESIDE_AGAIN = "{stem} (new export {number}).md"


def _check(matter: str, body: str) -> str:
    return hashlib.sha256((matter + body).encode("utf-8")).hexdigest()[:16]


def _split_generated(text: str) -> tuple[str, str]:
    """Return a generated note's front matter (with its closing line) and the rest."""
    end = text.index("\n---\n") + len("\n---\n")
    return text[:end], text[end:]


def compose_note(matter: str, body: str, before: str = "", after: str = "") -> str:
    """Return a note: front matter, a person's text ``before``, the marked part, ``after``."""
    begin = BEGIN_MARK.format(check=_check(matter, body))
    return f"{matter}{before}{begin}{body}{END_MARK}{after}"


@dataclass(frozen=True, slots=True)
class _Kept:
    """What a person wrote around the generated part of a note: kept byte for byte."""

    before: str
    after: str


def person_text(existing: str, matter: str, body: str) -> _Kept | None:
    """Return the text a person wrote outside the generated part of ``existing``.

    ``None`` means the note's generated part is not what this app last wrote there (edited
    by hand, or not a note of this app): it must not be written over. A note written
    before the marks existed counts as untouched when it is exactly the note without
    marks (``matter`` + ``body``: what the app writes now).
    """
    if existing == matter + body:
        return _Kept("", "")
    if not existing.startswith("---\n") or "\n---\n" not in existing:
        return None
    old_matter, rest = _split_generated(existing)
    begin = _BEGIN.search(rest)
    if begin is None:
        return None
    start = begin.end()
    position = start
    while (end := rest.find(END_MARK, position)) != -1:
        at_line_start = end == 0 or rest[end - 1] == "\n"
        if at_line_start and _check(old_matter, rest[start:end]) == begin.group(1):
            return _Kept(rest[: begin.start()], rest[end + len(END_MARK) :])
        position = end + 1
    return None


@dataclass(frozen=True, slots=True)
class KeptNote:
    """A note whose generated part was edited by hand: left alone, its new version beside."""

    note: Path
    new_version: Path


@dataclass(frozen=True, slots=True)
class MarkdownExport:
    """What an export did: notes written anew or changed, those already the same, and
    those edited by hand (kept, with the new version written beside each)."""

    folder: Path
    written: tuple[Path, ...]
    unchanged: tuple[Path, ...]
    kept: tuple[KeptNote, ...] = ()

    @property
    def notes(self) -> int:
        """Return how many notes the campaign has (new versions beside kept notes aside)."""
        beside = sum(1 for kept in self.kept if kept.new_version in self.written)
        return len(self.written) - beside + len(self.unchanged) + len(self.kept)

    def summary(self) -> str:
        """Return what was written, naming each note kept and where its new version is."""
        text = (
            f"Exported {self.notes} Markdown notes to {self.folder} "
            f"({len(self.written)} written, {len(self.unchanged)} unchanged)"
        )
        if not self.kept:
            return text
        notes = "; ".join(
            f"{_relative(kept.note, self.folder)} (new version: "
            f"{_relative(kept.new_version, self.folder)})"
            for kept in self.kept
        )
        return f"{text}. Edited by hand, so kept as they are: {notes}"


def _relative(path: Path, folder: Path) -> str:
    return path.relative_to(folder).as_posix()


class VaultLinkError(Refusal):
    """A folder inside the chosen vault is a link: notes would be written outside it."""

    def __init__(self, link: Path, vault: Path) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{link} is a link to another place, and Markdown notes are written only "
                "inside {vault}. Nothing was written; remove the link or choose another folder.",
            ),
            link=str(link),
            vault=str(vault),
        )
        self.link = link
        self.vault = vault


def _refuse_links(folder: Path, relative: str) -> None:
    """Raise ``VaultLinkError`` if a folder between ``folder`` and the note is a link."""
    current = folder
    for part in Path(relative).parts[:-1]:
        current = current / part
        if current.is_symlink():
            raise VaultLinkError(current, folder)


def _read_note(path: Path) -> str | None:
    """Return a note's text; ``None`` when there is something else there (a link, a folder,
    bytes that are not UTF-8, more than a note holds): it is never written over."""
    if path.is_symlink() or not path.is_file():
        return None
    try:
        data = read_limited(path, MAX_NOTE_BYTES)
    except OSError:  # too large, not a regular file, unreadable: not written over either
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


# The largest note read back to keep what a person wrote in it.
MAX_NOTE_BYTES = 64 * 1024 * 1024


def _beside(path: Path, text: str, reserved: set[str], check: Callable[[Path], None]) -> Path:
    """Return where the new version of the hand-edited note ``path`` goes: a free name,
    or an earlier new version nobody edited since (rewritten)."""
    matter, body = _split_generated(text)
    for number in range(1, 1000):
        name = BESIDE if number == 1 else BESIDE_AGAIN
        candidate = path.with_name(name.format(stem=path.stem, number=number))
        if _fold(candidate.name) in reserved:
            continue
        if candidate.exists() or candidate.is_symlink():
            existing = _read_note(candidate)
            if existing is None:
                continue
            if existing != text and person_text(existing, matter, body) != _Kept("", ""):
                continue
        try:
            check(candidate)
        except Refusal:
            continue
        return candidate
    raise OutputTargetError(path, QT_TRANSLATE_NOOP("Refusal", "no free name beside it"))


def write_notes(
    notes: Mapping[str, str], folder: Path, check: Callable[[Path], None]
) -> MarkdownExport:
    """Write ``notes`` into ``folder`` (created if missing); say what was written.

    Each note's generated part (front matter and the marked part) is replaced and what a
    person wrote around it is kept byte for byte; a note whose generated part was edited
    by hand (or that this app did not write) is left alone and the new version written
    beside it. Each note is written atomically and only when its text changed. Before
    anything is written, every note's path is given to ``check``
    (``Campaign.check_output_target``, so none replaces campaign data) and a folder in
    the vault that is a link is refused (``VaultLinkError``): nothing goes outside it.
    """
    folder = Path(folder)
    targets = {folder / relative: text for relative, text in notes.items()}
    for relative in notes:
        _refuse_links(folder, relative)
    for path in targets:
        check(path)
    for parent in sorted({path.parent for path in targets}):
        remove_abandoned_partials(parent)  # what killed exports left in the vault
    reserved = {_fold(path.name) for path in targets}
    written: list[Path] = []
    unchanged: list[Path] = []
    kept: list[KeptNote] = []
    for path, generated in targets.items():
        matter, body = _split_generated(generated)
        fresh = compose_note(matter, body)
        _refuse_links(folder, path.relative_to(folder).as_posix())
        if path.exists() or path.is_symlink():
            existing = _read_note(path)
            around = None if existing is None else person_text(existing, matter, body)
            if around is None:
                beside = _beside(path, fresh, reserved, check)
                if _write_if_changed(beside, fresh):
                    written.append(beside)
                kept.append(KeptNote(path, beside))
                continue
            text = compose_note(matter, body, around.before, around.after)
        else:
            text = fresh
        if _write_if_changed(path, text):
            written.append(path)
        else:
            unchanged.append(path)
    return MarkdownExport(folder, tuple(written), tuple(unchanged), tuple(kept))


def _write_if_changed(path: Path, text: str) -> bool:
    data = text.encode("utf-8")
    same_size = path.is_file() and not path.is_symlink() and path.stat().st_size == len(data)
    if same_size and read_limited(path, len(data)) == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, data)
    return True
