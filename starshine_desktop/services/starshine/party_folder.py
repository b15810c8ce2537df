"""Starshine: the party folder: Persona files travel between the players and the Director.

A group that already shares a folder (Dropbox, Google Drive, OneDrive, Syncthing, a
network share) binds each campaign to it, saying who the person is at the table: the
Director, or a player by their Actor (``docs/party-folder.md``). One round (``sync``):

- **Read**: every file of the folder is looked at; a file counts only when its size and
  modification time are the same as at the last look (a sync tool may still be writing it)
  and it parses as a Persona file. A file is matched to the campaign by its Persona's UUID,
  never by its name: conflict copies of sync tools (Dropbox's "conflicted copy",
  Syncthing's ``.sync-conflict-``, the "(1)" duplicates of Google Drive and OneDrive, any
  other name) are offered as merges of that Persona, never added as new ones. A file that
  is not a Persona file, or is damaged, is listed with its reason and changes nothing; a
  file that disappears deletes nothing.
- **Merge**: the existing three-way merge (``persona_sync``) with the last exchanged
  version as the base. A Persona changed only in the file is updated as ONE undoable edit
  and announced ("Lin updated Vesper Hale: Notes, 2 Traits"); a Persona changed on both
  sides waits for the person, who chooses per field. Each file carries its author, the
  writing campaign's UUID and a revision (``party`` in the file): a revision read from a
  writer is never applied again, and a campaign's own files are never read back.
- **Write**: each Persona the person keeps (the Director: every Persona; a player: those of
  their Actor) that changed since it was last exchanged is written as
  ``<name> <first 8 of the UUID>.starshine-persona.json``, atomically (a temporary file in
  the same folder, then renamed), with the next revision. A Persona waiting for the person
  is not written until they have settled it. The last exchanged version (the merge's base)
  is what was last read from the others (or first written here): a file written here is
  not what the others hold until they have read it, so two changes made at once on two
  machines are seen as a conflict on both.

What the folder exchanged is bookkeeping (``party_persona``, ``party_seen``): written
through the journal but not an undoable step, so undoing an applied update puts the
Persona back and the next round sends that version out as a new revision.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile
import uuid as uuid_module
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services import edits
from starshine_desktop.services.errors import Refusal, ValidationError
from starshine_desktop.services.exchange import ImportRefused, dumps, read_document
from starshine_desktop.services.starshine.persona_file import (
    FORMAT,
    FORMAT_VERSION,
    SUFFIX,
    PartyStamp,
    PersonaData,
    export_persona,
    import_persona,
    record_exchange,
    validate_persona_file,
)
from starshine_desktop.services.starshine.persona_sync import (
    PersonaUpdate,
    PersonaUpdatePlan,
    Side,
    plan_update,
    update_persona,
)
from starshine_desktop.storage import tables
from starshine_desktop.storage.journal import RowReader
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.records import RecordService
    from starshine_desktop.storage.journal import Journal, Values

DIRECTOR_AUTHOR = "Director"
"""The name of the Director as an author when the campaign has no Director Actor."""
SHORT_UUID = 8
"""How many characters of the Persona's UUID its file name carries."""
_CANONICAL = re.compile(r"^(?P<name>.+) (?P<short>[0-9a-f]{8})" + re.escape(SUFFIX) + r"$")
_IGNORED = {"desktop.ini", "thumbs.db", "icon\r", ".ds_store"}
"""Files sync tools and systems keep in a shared folder: never listed."""
#: The noun of each Persona list in a summary: (one, several).
_NOUNS: dict[str, tuple[str, str]] = {
    "characteristics": (
        QT_TRANSLATE_NOOP("PartyFolder", "Characteristic"),
        QT_TRANSLATE_NOOP("PartyFolder", "Characteristics"),
    ),
    "modifiers:knack": (
        QT_TRANSLATE_NOOP("PartyFolder", "Knack"),
        QT_TRANSLATE_NOOP("PartyFolder", "Knacks"),
    ),
    "modifiers:power": (
        QT_TRANSLATE_NOOP("PartyFolder", "Power"),
        QT_TRANSLATE_NOOP("PartyFolder", "Powers"),
    ),
    "modifiers:signature_item": (
        QT_TRANSLATE_NOOP("PartyFolder", "Signature Item"),
        QT_TRANSLATE_NOOP("PartyFolder", "Signature Items"),
    ),
    "traits": (
        QT_TRANSLATE_NOOP("PartyFolder", "Trait"),
        QT_TRANSLATE_NOOP("PartyFolder", "Traits"),
    ),
    "investments": (
        QT_TRANSLATE_NOOP("PartyFolder", "Investment"),
        QT_TRANSLATE_NOOP("PartyFolder", "Investments"),
    ),
    "strategies": (
        QT_TRANSLATE_NOOP("PartyFolder", "Strategy"),
        QT_TRANSLATE_NOOP("PartyFolder", "Strategies"),
    ),
    "stance_changes": (
        QT_TRANSLATE_NOOP("PartyFolder", "Stance change"),
        QT_TRANSLATE_NOOP("PartyFolder", "Stance changes"),
    ),
    "advances": (
        QT_TRANSLATE_NOOP("PartyFolder", "Advance"),
        QT_TRANSLATE_NOOP("PartyFolder", "Advances"),
    ),
    "progress_tracks": (
        QT_TRANSLATE_NOOP("PartyFolder", "track"),
        QT_TRANSLATE_NOOP("PartyFolder", "tracks"),
    ),
}


class Role(StrEnum):
    """Who the person is at the table."""

    DIRECTOR = "director"
    PLAYER = "player"


class CopyKind(StrEnum):
    """Which sync tool made a conflict copy, as far as its name tells."""

    DROPBOX = "dropbox"
    SYNCTHING = "syncthing"
    DUPLICATE = "duplicate"
    OTHER = "other"


_COPY_WORDS = {
    CopyKind.DROPBOX: QT_TRANSLATE_NOOP("PartyFolder", "a conflicted copy made by Dropbox"),
    CopyKind.SYNCTHING: QT_TRANSLATE_NOOP("PartyFolder", "a conflict copy made by Syncthing"),
    CopyKind.DUPLICATE: QT_TRANSLATE_NOOP(
        "PartyFolder", "a duplicate made by a sync tool (Google Drive, OneDrive)"
    ),
    CopyKind.OTHER: QT_TRANSLATE_NOOP("PartyFolder", "another file of the same Persona"),
}


def copy_kind(name: str) -> CopyKind:
    """Return which sync tool made a file that is not the Persona's own file name."""
    folded = name.casefold()
    if "conflicted copy" in folded or "selective sync conflict" in folded:
        return CopyKind.DROPBOX
    if ".sync-conflict-" in folded:
        return CopyKind.SYNCTHING
    if re.search(r"\(\d+\)", name):
        return CopyKind.DUPLICATE
    return CopyKind.OTHER


def file_name(persona_name: str, persona_uuid: str) -> str:
    """Return a Persona's file name in the folder: ``<name> <first 8 of UUID>`` + suffix.

    Two Personae never collide (their UUIDs differ), and a person sees whose file it is.
    """
    safe = "".join("_" if char in '<>:"/\\|?*' or ord(char) < 32 else char for char in persona_name)
    safe = " ".join(safe.split()).strip(" .")[:80].rstrip(" .") or "Persona"
    return f"{safe} {persona_uuid.replace('-', '')[:SHORT_UUID].lower()}{SUFFIX}"


def is_own_name(name: str, persona_uuid: str) -> bool:
    """Return True if ``name`` is a Persona's own file name (not a sync tool's copy)."""
    found = _CANONICAL.match(name)
    short = persona_uuid.replace("-", "")[:SHORT_UUID].lower()
    return found is not None and found["short"] == short


def content_digest(persona: Mapping[str, Any]) -> str:
    """Return a digest of what a Persona file's ``persona`` object says (stamps left out).

    Two versions with the same digest are the same for the merge: what it compares.
    """
    from starshine_desktop.services.starshine.persona_sync import _units

    values = _units(persona).values
    text = json.dumps(values, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def write_beside(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a hidden temporary file beside it, renamed.

    Sync tools skip hidden files, and the rename replaces the old file in one step, so no
    other machine ever sees half a file from this one.
    """
    handle, temporary = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # readable by the others on a shared disk, as a copy is
            os.fchmod(handle, 0o644)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


# What a round found --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PartyBinding:
    """The campaign's party folder and who the person is there."""

    folder: Path
    role: Role
    actor_id: int | None
    actor_name: str | None
    writer: str
    author: str

    @property
    def director(self) -> bool:
        """Return True for the Director (who keeps every Persona)."""
        return self.role is Role.DIRECTOR


@dataclass(frozen=True, slots=True)
class Applied:
    """A Persona file taken by itself: one undoable edit, and what to announce."""

    file: Path
    author: str
    persona: str
    added: bool
    parts: tuple[Part, ...]
    edit: Edit

    def summary(self) -> str:
        """Return the announcement ("Lin updated Vesper Hale: Notes, 2 Traits.")."""
        if self.added:
            return f"{self.author} added {self.persona}."
        return f"{self.author} updated {self.persona}: {', '.join(map(str, self.parts))}."


@dataclass(frozen=True, slots=True)
class Waiting:
    """A Persona file that waits for the person: changed on both sides, or a conflict copy."""

    file: Path
    author: str
    persona: str
    stamp: PartyStamp
    plan: PersonaUpdatePlan
    copy: CopyKind | None
    """None for the Persona's own file; else the sync tool that made the copy."""

    def reason(self) -> str:
        """Return why it waits, in English (the Party panel words it in the person's language)."""
        if self.copy is not None:
            return _COPY_WORDS[self.copy]
        return "changed on both sides: " + ", ".join(self.plan.conflict_labels())


@dataclass(frozen=True, slots=True)
class Problem:
    """A file of the folder that is left alone, and why (the window translates ``refusal``)."""

    file: Path
    refusal: Refusal

    @property
    def reason(self) -> str:
        """Return why, in English."""
        return str(self.refusal)


@dataclass(frozen=True, slots=True)
class PartyRound:
    """What one round did: Personae written, files applied, files waiting and problems."""

    written: tuple[str, ...] = ()
    applied: tuple[Applied, ...] = ()
    waiting: tuple[Waiting, ...] = ()
    problems: tuple[Problem, ...] = ()
    arriving: tuple[Path, ...] = ()
    """Files still changing (or new since the last look): read at a later look."""

    def as_json(self) -> dict[str, Any]:
        """Return the round as the ``party-sync`` command prints it."""
        return {
            "written": list(self.written),
            "applied": [item.summary() for item in self.applied],
            "waiting": [
                {"file": item.file.name, "persona": item.persona, "reason": item.reason()}
                for item in self.waiting
            ],
            "problems": [{"file": item.file.name, "reason": item.reason} for item in self.problems],
            "arriving": [path.name for path in self.arriving],
        }


# Looking at the folder -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Found:
    path: Path
    data: PersonaData
    stamp: PartyStamp | None


@dataclass(frozen=True, slots=True)
class _Taken:
    """A file of a Persona the campaign has, to be read: whose it is and what was exchanged."""

    item: _Found
    copy: CopyKind | None
    author: str
    persona_uuid: str
    persona_id: int
    digest: str | None


@dataclass
class FolderWatch:
    """What the folder looked like at the last look, and the files already parsed.

    A file counts once its size and modification time are the same at two looks in a row;
    a parsed file is read again only when either changes.
    """

    _last: dict[str, tuple[int, int]] = field(default_factory=dict)
    _parsed: dict[str, tuple[tuple[int, int], _Found | Problem]] = field(default_factory=dict)

    def wrote(self, path: Path) -> None:
        """Note a file this campaign has just written: it is whole, not arriving."""
        with contextlib.suppress(OSError):
            info = path.stat()
            self._last[path.name] = (info.st_size, info.st_mtime_ns)

    def look(self, folder: Path) -> tuple[list[_Found], list[Problem], list[Path]]:
        """Return the stable Persona files, the files ignored and the files still arriving."""
        now: dict[str, tuple[int, int]] = {}
        found: list[_Found] = []
        problems: list[Problem] = []
        arriving: list[Path] = []
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError as error:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "the party folder {folder} cannot be read: {error}"),
                folder=str(folder),
                error=error.strerror or str(error),
            ) from None
        for entry in entries:
            name = entry.name
            if name.startswith((".", "~")) or name.casefold() in _IGNORED:
                continue
            try:
                if not entry.is_file():
                    continue
                info = entry.stat()
            except OSError:
                continue  # gone meanwhile: a deleted file deletes nothing
            key = (info.st_size, info.st_mtime_ns)
            now[name] = key
            if self._last.get(name) != key:
                arriving.append(Path(entry.path))
                continue
            cached = self._parsed.get(name)
            if cached is None or cached[0] != key:
                cached = (key, _parse(Path(entry.path)))
                self._parsed[name] = cached
            outcome = cached[1]
            if isinstance(outcome, Problem):
                problems.append(outcome)
            else:
                found.append(outcome)
        self._last = now
        for name in [name for name in self._parsed if name not in now]:
            del self._parsed[name]
        return found, problems, arriving


def _parse(path: Path) -> _Found | Problem:
    """Read one file of the folder: a Persona file with a UUID, or a problem saying why not."""
    if not path.name.casefold().endswith(".json"):
        return Problem(
            path,
            Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "not a Persona file (the party folder exchanges *{suffix} files)"
                ),
                suffix=SUFFIX,
            ),
        )
    try:
        data = validate_persona_file(read_document(path))
    except ImportRefused as error:
        return Problem(
            path,
            Refusal(
                QT_TRANSLATE_NOOP("Refusal", "not a Persona file, or damaged: {error}"), error=error
            ),
        )
    except OSError as error:
        return Problem(
            path,
            Refusal(
                QT_TRANSLATE_NOOP("Refusal", "cannot be read: {error}"),
                error=error.strerror or str(error),
            ),
        )
    if data.uuid is None:
        return Problem(
            path,
            Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "a Persona file without a UUID (from an older Starshine Desktop): import "
                    "it with File › Import Persona…",
                )
            ),
        )
    return _Found(path, data, data.party)


# The service ----------------------------------------------------------------------------


class PartyFolder:
    """The open campaign's party folder: bind it, and run rounds of writing and reading."""

    def __init__(
        self,
        database: CampaignStore,
        records: RecordService,
        check_target: Callable[[Path], None] | None = None,
    ) -> None:
        self._database = database
        self._records = records
        self._check_target = check_target
        """Asked before each file is written (``Campaign.check_output_target``): refuses a
        file that could replace campaign data."""

    # Binding ------------------------------------------------------------------------

    def _read(self, work: Any) -> Any:
        """Run a reading ``work(rows)`` in a read transaction (nothing is committed)."""
        with self._database.reading() as connection:
            return work(RowReader(connection))

    def binding(self) -> PartyBinding | None:
        """Return the campaign's party folder binding, or None when it has none."""

        def read(journal: RowReader) -> PartyBinding | None:
            rows = journal.find(tables.PartyBindingRecord)
            if not rows:
                return None
            row = rows[0]
            actors = tables.ActorRecord
            actor_name = None
            if row["actor_id"] is not None:
                actor_name = str(journal.row(actors, (int(row["actor_id"]),))["name"])
            role = Role(str(row["role"]))
            if role is Role.DIRECTOR:
                directors = journal.find(actors, {actors.is_director: True})
                author = str(directors[0]["name"]) if directors else DIRECTOR_AUTHOR
            else:
                author = actor_name or DIRECTOR_AUTHOR
            return PartyBinding(
                Path(str(row["folder"])),
                role,
                None if row["actor_id"] is None else int(row["actor_id"]),
                actor_name,
                str(row["writer"]),
                author,
            )

        result: PartyBinding | None = self._read(read)
        return result

    def bind(self, folder: Path, actor_id: int | None = None) -> PartyBinding:
        """Bind the campaign to ``folder``: as the Director (no Actor), or as the Actor's player.

        The campaign keeps its writer UUID across bindings, so files it wrote before stay its
        own. Raises ``ValidationError`` for a folder that is not there or an Actor that is not.
        """
        folder = Path(folder).expanduser().absolute()
        if not folder.is_dir():
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{folder} is not a folder"), folder=str(folder)
            )
        if not os.access(folder, os.W_OK | os.X_OK):
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{folder} cannot be written to"), folder=str(folder)
            )
        now = self._records.stored_now()

        def work(journal: Journal) -> None:
            if actor_id is not None:
                if not journal.exists(tables.ActorRecord, (int(actor_id),)):
                    raise ValidationError(
                        QT_TRANSLATE_NOOP("Refusal", "that Actor is no longer in the campaign")
                    )
                actor = journal.row(tables.ActorRecord, (int(actor_id),))
                if actor["is_director"]:
                    raise ValidationError(
                        QT_TRANSLATE_NOOP(
                            "Refusal", "{name} is the Director: bind the folder as the Director"
                        ),
                        name=actor["name"],
                    )
            binding = tables.PartyBindingRecord
            values = {
                binding.folder: str(folder),
                binding.role: (Role.DIRECTOR if actor_id is None else Role.PLAYER).value,
                binding.actor_id: actor_id,
                binding.bound_at: now,
            }
            rows = journal.find(binding)
            if rows:
                journal.update(binding, (int(rows[0]["id"]),), values)
            else:
                journal.insert(binding, {**values, binding.writer: str(uuid_module.uuid4())})

        edits.run(self._database, work)  # a setting, not an undoable step
        binding = self.binding()
        assert binding is not None
        return binding

    def unbind(self) -> None:
        """Stop exchanging Personae through the folder (its files stay where they are)."""

        def work(journal: Journal) -> None:
            for row in journal.find(tables.PartyBindingRecord):
                journal.delete(tables.PartyBindingRecord, (int(row["id"]),))

        edits.run(self._database, work)

    # A round --------------------------------------------------------------------------

    def sync(self, watch: FolderWatch, *, write: bool = True) -> PartyRound:
        """Run one round: read and merge the others' files, then write what changed here.

        Each Persona file taken is its own undoable edit (``PartyRound.applied``).
        """
        binding = self.binding()
        if binding is None:
            raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "the campaign has no party folder"))
        found, problems, arriving = watch.look(binding.folder)
        applied: list[Applied] = []
        waiting: list[Waiting] = []
        groups: dict[str, list[_Found]] = {}
        for item in found:
            assert item.data.uuid is not None
            groups.setdefault(item.data.uuid, []).append(item)
        for persona_uuid, items in groups.items():
            self._read_persona(binding, persona_uuid, items, applied, waiting, problems)
        written: list[str] = []
        if write:
            held = {item.plan.data.uuid for item in waiting}
            every: list[_Found | Path] = [*found, *arriving]
            written = self._write(binding, held, every, problems, watch)
        return PartyRound(
            tuple(written), tuple(applied), tuple(waiting), tuple(problems), tuple(arriving)
        )

    def _state(self, persona_uuid: str) -> tuple[dict[str, int], int, str | None]:
        """Return the revisions seen from each writer, the highest revision and the digest."""

        def read(journal: RowReader) -> tuple[dict[str, int], int, str | None]:
            seen_table, persona_table = tables.PartySeenRecord, tables.PartyPersonaRecord
            seen = {
                str(row["writer"]): int(row["revision"])
                for row in journal.find(seen_table, {seen_table.persona_uuid: persona_uuid})
            }
            rows = journal.find(persona_table, {persona_table.persona_uuid: persona_uuid})
            if not rows:
                return seen, 0, None
            return seen, int(rows[0]["revision"]), str(rows[0]["digest"])

        result: tuple[dict[str, int], int, str | None] = self._read(read)
        return result

    def _states(self) -> dict[str, tuple[int, str]]:
        """Return the highest revision and the digest of every Persona exchanged so far."""

        def read(journal: RowReader) -> dict[str, tuple[int, str]]:
            return {
                str(row["persona_uuid"]): (int(row["revision"]), str(row["digest"]))
                for row in journal.find(tables.PartyPersonaRecord)
            }

        result: dict[str, tuple[int, str]] = self._read(read)
        return result

    def _remember(
        self,
        persona_uuid: str,
        *,
        digest: str | None = None,
        stamp: PartyStamp | None = None,
        revision: int = 0,
        base: tuple[int, Mapping[str, Any]] | None = None,
        first_base: bool = False,
    ) -> None:
        """Keep what was exchanged (not an undoable step): seen revision, digest, base.

        ``digest`` is that of the campaign's own Persona as exchanged (None leaves it: a
        change made here that is still to be written out). ``base`` becomes the Persona's
        last exchanged version; with ``first_base`` only if it has none (a file written
        here is not what the others hold until they have read it).
        """
        now = self._records.stored_now()

        def work(journal: Journal) -> None:
            seen, exchanged = tables.PartySeenRecord, tables.PartyPersonaRecord
            top = max(revision, stamp.revision if stamp is not None else 0)
            if stamp is not None:
                rows = journal.find(
                    seen, {seen.persona_uuid: persona_uuid, seen.writer: stamp.writer}
                )
                if not rows:
                    journal.insert(
                        seen,
                        {
                            seen.persona_uuid: persona_uuid,
                            seen.writer: stamp.writer,
                            seen.revision: stamp.revision,
                        },
                    )
                elif int(rows[0]["revision"]) < stamp.revision:
                    journal.update(seen, (int(rows[0]["id"]),), {seen.revision: stamp.revision})
            rows = journal.find(exchanged, {exchanged.persona_uuid: persona_uuid})
            if rows:
                top = max(top, int(rows[0]["revision"]))
                values: Values = {exchanged.revision: top}
                if digest is not None:
                    values = {**values, exchanged.digest: digest}
                journal.update(exchanged, (int(rows[0]["id"]),), values)
            else:
                journal.insert(
                    exchanged,
                    {
                        exchanged.persona_uuid: persona_uuid,
                        exchanged.revision: top,
                        exchanged.digest: "" if digest is None else digest,
                    },
                )
            if base is not None and not (
                first_base and journal.exists(tables.PersonaExchangeRecord, (base[0],))
            ):
                record_exchange(journal, base[0], base[1], now)

        edits.run(self._database, work)

    def _read_persona(
        self,
        binding: PartyBinding,
        persona_uuid: str,
        items: list[_Found],
        applied: list[Applied],
        waiting: list[Waiting],
        problems: list[Problem],
    ) -> None:
        """Merge the stable files of one Persona: its own file first, then the copies."""
        from starshine_desktop.services.starshine.persona_sync import find_persona

        def order(item: _Found) -> tuple[int, int]:
            own = is_own_name(item.path.name, persona_uuid)
            return (0 if own else 1, -(item.stamp.revision if item.stamp else 0))

        items = sorted(items, key=order)
        main_done = False
        for item in items:
            copy = None if is_own_name(item.path.name, persona_uuid) else copy_kind(item.path.name)
            if copy is None and main_done:
                copy = CopyKind.OTHER  # an older own-named file (the Persona was renamed)
            if copy is None:
                main_done = True
            stamp = item.stamp
            if stamp is not None and stamp.writer == binding.writer:
                continue  # this campaign's own file: never read back
            seen, _revision, digest = self._state(persona_uuid)
            if stamp is not None and seen.get(stamp.writer, 0) >= stamp.revision:
                continue  # applied (or settled) already
            author = stamp.author if stamp is not None else item.path.name
            persona_id = find_persona(self._database, persona_uuid)
            if persona_id is None:
                if copy is None and self._takes_new(binding, item.data):
                    self._take_new(persona_uuid, item, author, applied)
                continue
            found = _Taken(item, copy, author, persona_uuid, persona_id, digest)
            self._take_update(found, applied, waiting, problems)

    def _take_new(
        self, persona_uuid: str, item: _Found, author: str, applied: list[Applied]
    ) -> None:
        """Add a Persona new to the campaign from its own file."""
        result = import_persona(self._records, item.data)
        self._remember(persona_uuid, digest=self._digest_of(result.persona_id), stamp=item.stamp)
        applied.append(Applied(item.path, author, result.name, True, (), result.edit))

    def _take_update(
        self,
        found: _Taken,
        applied: list[Applied],
        waiting: list[Waiting],
        problems: list[Problem],
    ) -> None:
        """Update the campaign's Persona from a file, or keep the file waiting for a choice."""
        item, copy, author, stamp = found.item, found.copy, found.author, found.item.stamp
        persona_uuid, persona_id = found.persona_uuid, found.persona_id
        before = self._digest_of(persona_id)
        # Nothing changed here since the last exchange: after taking the file, the
        # Persona as this campaign holds it is what was exchanged (even where the
        # campaign words a value differently, a Trait's creator it does not have).
        unchanged_here = found.digest is not None and before == found.digest
        plan = plan_update(self._database, item.data)
        assert plan is not None
        if not plan.differences:
            self._remember(
                persona_uuid,
                digest=before if unchanged_here else None,
                stamp=stamp,
                base=(persona_id, item.data.document),
            )
            return
        if copy is not None or plan.conflicts or stamp is None:
            waiting.append(
                Waiting(
                    item.path,
                    author,
                    plan.name,
                    stamp or PartyStamp(author, str(uuid_module.UUID(int=0)), 1),
                    plan,
                    copy,
                )
            )
            return
        try:
            update = update_persona(self._records, plan)
        except ValidationError as error:
            problems.append(
                Problem(
                    item.path,
                    Refusal(QT_TRANSLATE_NOOP("Refusal", "cannot be taken: {error}"), error=error),
                )
            )
            return
        after = self._digest_of(persona_id) if unchanged_here else None
        self._remember(persona_uuid, digest=after, stamp=stamp)
        parts = summary_parts(plan, {})
        applied.append(Applied(item.path, author, update.name, False, parts, update.edit))

    def _digest_of(self, persona_id: int) -> str:
        """Return the digest of the campaign's Persona as its file would hold it now."""
        return content_digest(export_persona(self._database, persona_id)["persona"])

    def _takes_new(self, binding: PartyBinding, data: PersonaData) -> bool:
        """Return True if a Persona new to the campaign is added: every one for the Director,
        a player's only when it is played by their Actor."""
        if binding.director:
            return True
        actor = " ".join(str(data.persona.get("actor_name", "")).split()).casefold()
        return actor != "" and actor == " ".join((binding.actor_name or "").split()).casefold()

    def kept_personae(self, binding: PartyBinding) -> list[tuple[int, str, str]]:
        """Return the Personae the person keeps (id, name, UUID): the Director's are all."""

        def read(journal: RowReader) -> list[tuple[int, str, str]]:
            personae = tables.PersonaRecord
            rows = (
                journal.find(personae)
                if binding.director
                else journal.find(personae, {personae.actor_id: binding.actor_id})
                if binding.actor_id is not None
                else []
            )
            return [(int(row["id"]), str(row["name"]), str(row["uuid"])) for row in rows]

        result: list[tuple[int, str, str]] = self._read(read)
        return result

    def _write(
        self,
        binding: PartyBinding,
        held: set[str | None],
        present: Iterable[_Found | Path],
        problems: list[Problem],
        watch: FolderWatch,
    ) -> list[str]:
        """Write every kept Persona changed since its last exchange (or missing); return names."""
        files: dict[str, list[Path]] = {}
        revisions: dict[str, int] = {}
        names: set[str] = set()
        arriving: set[str] = set()
        for item in present:
            if isinstance(item, Path):
                names.add(item.name)
                arriving.add(item.name)
                continue
            names.add(item.path.name)
            assert item.data.uuid is not None
            files.setdefault(item.data.uuid, []).append(item.path)
            if item.stamp is not None:
                revisions[item.data.uuid] = max(
                    revisions.get(item.data.uuid, 0), item.stamp.revision
                )
        written: list[str] = []
        states = self._states()  # one read for the round, not one per Persona
        for persona_id, name, persona_uuid in self.kept_personae(binding):
            if persona_uuid in held:
                continue
            revision, digest = states.get(persona_uuid, (0, None))
            document = export_persona(self._database, persona_id)
            ours = content_digest(document["persona"])
            target = binding.folder / file_name(name, persona_uuid)
            if ours == digest and target.name in names:
                continue
            if target.name in arriving:
                continue  # another machine's version is arriving: read it first
            revision = max(revision, revisions.get(persona_uuid, 0)) + 1
            stamp = PartyStamp(binding.author, binding.writer, revision)
            out = {
                "format": FORMAT,
                "format_version": FORMAT_VERSION,
                "party": stamp.as_json(),
                "persona": document["persona"],
            }
            if self._check_target is not None:
                try:
                    self._check_target(target)
                except Refusal as error:
                    problems.append(Problem(target, error))
                    continue
            write_beside(target, dumps(out))
            watch.wrote(target)
            for old in files.get(persona_uuid, []):
                if old != target and is_own_name(old.name, persona_uuid):
                    with contextlib.suppress(OSError):
                        old.unlink()  # the Persona was renamed: its old file goes
            self._remember(
                persona_uuid,
                digest=ours,
                stamp=stamp,
                revision=revision,
                base=(persona_id, document["persona"]),
                first_base=True,
            )
            written.append(name)
        return written

    # Settling what waits --------------------------------------------------------------

    def settle(self, item: Waiting, choices: Mapping[str, Side]) -> PersonaUpdate:
        """Apply a waiting file with the person's choices (ONE undoable edit).

        The campaign's Persona is compared again first, so a change made meanwhile is seen;
        the next round writes the merged Persona out for the others.
        """
        plan = plan_update(self._database, item.plan.data)
        if plan is None:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{name} is no longer in the campaign"),
                name=item.persona,
            )
        update = update_persona(self._records, plan, choices)
        assert item.plan.data.uuid is not None
        self._remember(item.plan.data.uuid, stamp=item.stamp)
        return update

    def keep_ours(self, item: Waiting) -> None:
        """Leave the campaign's Persona as it is and never offer this file again."""
        assert item.plan.data.uuid is not None
        self._remember(
            item.plan.data.uuid,
            stamp=item.stamp,
            base=(item.plan.persona_id, item.plan.data.document),
        )


@dataclass(frozen=True, slots=True)
class Part:
    """One part of an announcement: a sheet field ("Notes", marked in ``PersonaSync``) or a
    number of records ("2 Traits": ``label`` is the noun marked in ``PartyFolder``)."""

    label: str
    count: int | None = None

    def __str__(self) -> str:
        return self.label if self.count is None else f"{self.count} {self.label}"


def summary_parts(plan: PersonaUpdatePlan, choices: Mapping[str, Side]) -> tuple[Part, ...]:
    """Return what a plan takes from the file, in a few words: fields by name, records counted.

    ("Notes", "Stance", "2 Traits").
    """
    fields: list[Part] = []
    counts: dict[str, int] = {}
    for item in plan.differences:
        if choices.get(item.key, item.proposed) is not Side.THEIRS:
            continue
        kind, _sep, rest = item.key.partition(":")
        if kind in ("field", "sheet"):
            fields.append(Part(item.words.template if item.words else item.label))
            continue
        noun = f"{kind}:{rest.partition(':')[0]}" if kind == "modifiers" else kind
        counts[noun] = counts.get(noun, 0) + 1
    for noun, count in counts.items():
        one, several = _NOUNS[noun]
        fields.append(Part(one if count == 1 else several, count))
    return tuple(fields)


__all__ = [
    "Applied",
    "CopyKind",
    "FolderWatch",
    "Part",
    "PartyBinding",
    "PartyFolder",
    "PartyRound",
    "Problem",
    "Role",
    "Waiting",
    "content_digest",
    "copy_kind",
    "file_name",
    "summary_parts",
]
