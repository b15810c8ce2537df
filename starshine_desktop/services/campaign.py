"""Common: open, create and copy campaigns; a ``Campaign`` gathers one campaign's services.

A campaign is a file (``Database``) or a shared campaign on a PostgreSQL server
(``ServerDatabase``); the services work on either through the same interface.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from starshine_desktop import __version__, paths
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.starshine.personae import PersonaService
from starshine_desktop.storage.database import Database, create_database, open_database

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from sqlalchemy.engine import URL
    from sqlalchemy.orm import Session

    from starshine_desktop.services.changes import Changes
    from starshine_desktop.services.cortex.pools import CortexPools
    from starshine_desktop.services.cortex.sheets import CortexSheets
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.errors import Refusal
    from starshine_desktop.services.exchange import CampaignData
    from starshine_desktop.services.ironsworn.assets import SheetAssets
    from starshine_desktop.services.ironsworn.rules_packages import RulesPackageService
    from starshine_desktop.services.ironsworn.tracks import TrackService
    from starshine_desktop.services.search import SearchService
    from starshine_desktop.services.shared_connection import LiveNotices
    from starshine_desktop.services.starshine.challenges import ChallengeService
    from starshine_desktop.services.starshine.episodes import EpisodeService
    from starshine_desktop.services.starshine.markdown import MarkdownExport
    from starshine_desktop.services.starshine.party_folder import PartyFolder
    from starshine_desktop.services.starshine.persona_file import PersonaData, PersonaImport
    from starshine_desktop.services.starshine.persona_sync import (
        FolderFile,
        FolderImport,
        PersonaUpdate,
        PersonaUpdatePlan,
        Side,
    )
    from starshine_desktop.services.starshine.records import RecordService
    from starshine_desktop.services.statements.scenes import StatementScenes
    from starshine_desktop.storage.journal import Journal
    from starshine_desktop.storage.server import ServerDatabase


class Campaign:
    """An open campaign (a file or a shared campaign) and the services that work on it."""

    def __init__(
        self,
        database: Database | ServerDatabase,
        clock: Clock = utc_now,
        *,
        backup_folder: Path | None = None,
    ) -> None:
        self._store = database
        if isinstance(database, Database):
            #: The campaign file (file campaigns only: its lock, checks and backups).
            self._database: Database = database
        self.personae = PersonaService(database, clock)
        self._clock = clock
        self._backup_folder = backup_folder

    # Services other than Personae are built (and their modules imported) on first use, so
    # opening the main window does not pay for sections nobody has opened yet. Add a new
    # service the same way: a cached_property that imports its module inside.

    @cached_property
    def rules_packages(self) -> RulesPackageService:
        """Return the campaign's imported rules packages (built on first use)."""
        from starshine_desktop.services.ironsworn.rules_packages import RulesPackageService

        return RulesPackageService(self._store, self._clock)

    @cached_property
    def assets(self) -> SheetAssets:
        """Return the assets on the Personae's Ironsworn sheets (built on first use)."""
        from starshine_desktop.services.ironsworn.assets import SheetAssets

        return SheetAssets(self._store, self.rules_packages, self._clock)

    @cached_property
    def challenges(self) -> ChallengeService:
        """Return the campaign's challenges service (built on first use)."""
        from starshine_desktop.services.starshine.challenges import ChallengeService

        return ChallengeService(self._store, self._clock)

    @cached_property
    def tracks(self) -> TrackService:
        """Return the campaign's tracks service (built on first use)."""
        from starshine_desktop.services.ironsworn.tracks import TrackService

        return TrackService(self._store, self._clock, self.assets)

    @cached_property
    def cortex_sheets(self) -> CortexSheets:
        """Return the service of the Personae's Cortex sheets (built on first use)."""
        from starshine_desktop.services.cortex.sheets import CortexSheets

        return CortexSheets(self._store, self._clock)

    @cached_property
    def cortex_pools(self) -> CortexPools:
        """Return the service of the Cortex challenge pools (built on first use)."""
        from starshine_desktop.services.cortex.pools import CortexPools

        return CortexPools(self._store, self._clock)

    @cached_property
    def statement_scenes(self) -> StatementScenes:
        """Return the service of the statement scenes (built on first use)."""
        from starshine_desktop.services.statements.scenes import StatementScenes

        return StatementScenes(self._store, self._clock)

    @cached_property
    def records(self) -> RecordService:
        """Return the service of every Persona record, Actors and Elements."""
        from starshine_desktop.services.starshine.records import RecordService

        return RecordService(self._store, self._clock)

    @cached_property
    def party(self) -> PartyFolder:
        """Return the campaign's party folder (Persona files shared through a synced folder)."""
        from starshine_desktop.services.starshine.party_folder import PartyFolder

        return PartyFolder(self._store, self.records, self.check_output_target)

    @cached_property
    def episodes(self) -> EpisodeService:
        """Return the service of Episodes and their check-off."""
        from starshine_desktop.services.starshine.episodes import EpisodeService

        return EpisodeService(self._store, self.records)

    @cached_property
    def search(self) -> SearchService:
        """Return the service that finds any record by its text (built on first use)."""
        from starshine_desktop.services.search import SearchService

        return SearchService(self._store)

    def undo(self, edit: Edit) -> Changes:
        """Put back every row ``edit`` changed, as it was before (any system, any edit)."""
        from starshine_desktop.services import edits

        return edits.undo(self._store, edit)

    def redo(self, edit: Edit) -> Changes:
        """Write every row of ``edit`` again, exactly as it was done."""
        from starshine_desktop.services import edits

        return edits.redo(self._store, edit)

    def export_json(self, destination: Path) -> None:
        """Write the whole campaign as versioned JSON, atomically (docs/campaign-format.md)."""
        from starshine_desktop.services.exchange import export_to_file

        self.check_output_target(destination)
        export_to_file(self._store, destination)

    def share_on(self, url: str | URL) -> Campaign:
        """Copy this campaign into the empty PostgreSQL database at ``url``; return it open.

        The one way a campaign is published (File › Share campaign on a server… and the
        command line's ``publish``). The campaign is read as its export (the campaign JSON,
        checked as an import is) and every row goes into the server in one transaction, so
        the server holds all of it or nothing; a database holding any table is refused
        untouched. This campaign is only read. The server then enforces who may change what
        (``storage.server_roles.protect``, as ``services.shared.enforce_roles`` does): the
        login sharing it is the Director; players are added with ``add_player``.
        """
        from starshine_desktop.services.exchange import (
            dumps,
            export_campaign,
            parse_campaign_json,
            validate_campaign,
        )
        from starshine_desktop.storage.server import ServerDatabase
        from starshine_desktop.storage.server_roles import protect

        document = export_campaign(self._store)
        data = validate_campaign(parse_campaign_json(dumps(document)), consume=True)
        shared = create_shared_campaign(url, data, clock=self._clock)
        try:
            server = shared._store
            assert isinstance(server, ServerDatabase)
            with server.engine.begin() as connection:
                protect(connection)
        except BaseException:
            shared.close()
            raise
        return shared

    def export_persona(self, persona_id: int, destination: Path) -> None:
        """Write one Persona's file atomically (docs/campaign-format.md, "A Persona file")."""
        from starshine_desktop.services import edits
        from starshine_desktop.services.exchange import dumps, write_atomically
        from starshine_desktop.services.starshine.persona_file import (
            export_persona,
            record_exchange,
        )

        self.check_output_target(destination)
        document = export_persona(self._store, persona_id)
        write_atomically(Path(destination), dumps(document))
        # What was sent is the common version a later import of this Persona compares with.
        # Keeping it changes no record a person sees, so it is not an undoable step; a
        # campaign open read-only cannot keep it (a later import then asks about every
        # difference).
        if self.read_only:
            return
        now = self.records.stored_now()
        edits.run(
            self._store,
            lambda journal: record_exchange(journal, persona_id, document["persona"], now),
        )

    def read_persona_file(self, source: Path) -> PersonaData:
        """Read and check a Persona file (``ImportRefused`` with the JSON path if not)."""
        from starshine_desktop.services.starshine.persona_file import read_persona_file

        return read_persona_file(source)

    def import_persona(self, data: PersonaData) -> PersonaImport:
        """Add a checked Persona as one undoable edit (``campaign.undo(result.edit)``)."""
        from starshine_desktop.services.starshine.persona_file import import_persona

        return import_persona(self.records, data)

    def export_markdown(self, folder: Path) -> MarkdownExport:
        """Write the campaign as Markdown notes into ``folder`` (an Obsidian vault's folder)."""
        from starshine_desktop.services.starshine.markdown import markdown_notes, write_notes

        notes = markdown_notes(self._store, self.challenges, self.name)
        return write_notes(notes, folder, self.check_output_target)

    def plan_persona_update(self, data: PersonaData) -> PersonaUpdatePlan | None:
        """Compare a checked Persona file with the campaign's Persona of its UUID, if any."""
        from starshine_desktop.services.starshine.persona_sync import plan_update

        return plan_update(self._store, data)

    def update_persona(
        self, plan: PersonaUpdatePlan, choices: Mapping[str, Side] | None = None
    ) -> PersonaUpdate:
        """Update the Persona of ``plan`` from its file as one undoable edit."""
        from starshine_desktop.services.starshine.persona_sync import update_persona

        return update_persona(self.records, plan, choices)

    def export_personae_of(self, actor_id: int, folder: Path) -> list[Path]:
        """Write the file of every Persona the Actor plays into ``folder``; return the files.

        Each is written atomically and becomes its Persona's last exchanged version.
        """
        from starshine_desktop.services import edits
        from starshine_desktop.services.exchange import dumps, write_atomically
        from starshine_desktop.services.starshine.persona_file import (
            export_persona,
            record_exchange,
            suggested_file_name,
        )

        with self._store.reading() as connection:
            personae = connection.execute(
                "SELECT id, name FROM persona WHERE actor_id = ? ORDER BY id", (int(actor_id),)
            ).fetchall()
        targets = [
            (int(persona_id), Path(folder) / suggested_file_name(str(name)))
            for persona_id, name in personae
        ]
        for _persona_id, path in targets:
            self.check_output_target(path)
        documents = []
        for persona_id, path in targets:
            document = export_persona(self._store, persona_id)
            write_atomically(path, dumps(document))
            documents.append((persona_id, document["persona"]))
        if self.read_only:
            return [path for _persona_id, path in targets]
        now = self.records.stored_now()

        def keep(journal: Journal) -> None:
            for persona_id, persona in documents:
                record_exchange(journal, persona_id, persona, now)

        edits.run(self._store, keep)  # not an undoable step: nothing shown changes
        return [path for _persona_id, path in targets]

    def read_persona_folder(self, folder: Path) -> list[FolderFile]:
        """Read and check every Persona file of ``folder`` (all or nothing)."""
        from starshine_desktop.services.starshine.persona_sync import read_folder

        return read_folder(self._store, folder)

    def import_persona_folder(
        self,
        folder: Path,
        files: list[FolderFile],
        choices: Mapping[Path, Mapping[str, Side]] | None = None,
    ) -> FolderImport:
        """Add and update the Personae of a checked folder as one undoable edit."""
        from starshine_desktop.services.starshine.persona_sync import import_folder

        return import_folder(self.records, folder, files, choices)

    @property
    def path(self) -> Path:
        """Return the campaign file's path."""
        return self._store.path

    @property
    def address(self) -> str | None:
        """Return a shared campaign's address as a person types it (never with a password);
        None for a campaign file."""
        if isinstance(self._store, Database):
            return None
        from starshine_desktop.services.shared_connection import shown_address

        return shown_address(self._store.engine.url.set(password=None))

    def live_notices(self) -> LiveNotices:
        """Return the notices of this shared campaign's edits made elsewhere, on a
        connection of their own (``ServerNotReachedError`` if it cannot be made; a campaign
        file has none: one window holds its lock)."""
        from starshine_desktop.services.shared_connection import LiveNotices

        if isinstance(self._store, Database):
            raise TypeError("a campaign file sends no notices")
        return LiveNotices(self._store)

    @property
    def where(self) -> str:
        """Return where the campaign lives, to show: the file's path or the address."""
        address = self.address
        return str(self._store.path) if address is None else address

    @property
    def folder(self) -> Path:
        """Return the folder file dialogs start in: the campaign file's, or the data folder."""
        if isinstance(self._store, Database):
            return self._store.path.parent
        return paths.data_folder()

    @property
    def name(self) -> str:
        """Return the campaign's name (its file name without the suffix, or its database's)."""
        if isinstance(self._store, Database):
            return self._store.path.stem
        return self._store.name

    @property
    def shared(self) -> bool:
        """Return True for a shared campaign on a server, False for a campaign file."""
        return not isinstance(self._store, Database)

    @property
    def directed_here(self) -> bool:
        """Return True for a shared campaign whose login here is the Director's (it owns the
        campaign, so it adds players and keeps the backups); False for a player's login or a
        campaign file."""
        return not isinstance(self._store, Database) and self._store.director

    @property
    def read_only(self) -> bool:
        """Return True if the file cannot be written: shown from a snapshot, nothing saved."""
        return self._store.read_only

    @property
    def read_only_reason(self) -> str | None:
        """Return why the campaign is open read-only ("its folder cannot be written" …)."""
        return self._store.read_only_reason

    def save_copy_as(self, destination: Path) -> None:
        """Write a verified copy of the whole campaign to ``destination`` (replacing a file).

        A campaign file, the open one's companions and backups are never replaced.

        The copy is taken from the open connection, so from a read-only campaign it holds
        exactly what is shown (its snapshot, upgraded if it was older) and opens writable.
        """
        self.check_output_target(destination)
        self._store.backup_to(destination, replace=True)

    def check_output_target(self, destination: Path) -> None:
        """Refuse (``OutputTargetError``) a file to write that could replace campaign data.

        The open campaign and its companions (by path and by inode), any campaign file, and
        anything in the backups folder (see ``services.safety.check_output_target``).
        """
        from starshine_desktop.services.safety import check_output_target

        campaign = self._store.path if isinstance(self._store, Database) else None
        check_output_target(destination, campaign, backup_folder=self.backup_folder)

    def take_open_backup(self) -> None:
        """Take the routine backup on opening if it was put off (see ``open_campaign``)."""
        self._store.take_open_backup()

    def start_open_backup(self, done: Callable[[], None] | None = None) -> bool:
        """Write a shared campaign's backup on opening (the Director's app) off this thread.

        Returns True if it started; ``done`` is then called on the backup's own thread once
        it is written or failed (``backup_failure``). A campaign file's backup on opening
        is a quick copy of the file and is taken as before (``take_open_backup``): False.
        """
        if isinstance(self._store, Database):
            return False
        return self._store.start_open_backup(done)

    @property
    def backup_pending(self) -> bool:
        """Return True while the backup on opening is being written off the window's thread."""
        return not isinstance(self._store, Database) and self._store.backup_pending

    def backup_during_session(self) -> bool:
        """Back up the campaign if anything was saved since the last backup of this session.

        Returns True if a backup was written; a failure is in ``backup_problem``.
        """
        written = self._store.backup_during_session(self.backup_folder, now=self._clock())
        return written is not None

    def warm_up(self) -> None:
        """Load the write paths now, so the first edit is as quick as the rest."""
        self._store.warm_up()

    @property
    def backup_folder(self) -> Path:
        """Return the root folder of this campaign's backups."""
        return paths.backup_folder() if self._backup_folder is None else self._backup_folder

    @property
    def backup_problem(self) -> str | None:
        """Return why the last backup on opening or closing failed (English), or None."""
        failure = self._store.backup_failure
        return None if failure is None else str(failure)

    @property
    def backup_failure(self) -> Refusal | None:
        """Return why the last backup failed as a refusal (the window shows it translated)."""
        return self._store.backup_failure

    @property
    def closed(self) -> bool:
        """Return True once the campaign file has been closed."""
        return self._store.closed

    def close(self) -> None:
        """Close the campaign file, writing a verified backup if anything changed."""
        self._store.close(backup_root=self._backup_folder, now=self._clock())


def open_campaign(
    path: Path,
    *,
    backup_folder: Path | None = None,
    clock: Clock = utc_now,
    defer_backup: bool = False,
) -> Campaign:
    """Open an existing campaign (``NotACampaignError``, ``NewerSchemaError`` … if not).

    The checks (identity, lock, version, ``quick_check``) always run here. A file whose
    file, folder or drive cannot be written opens read-only (``Campaign.read_only``) from a
    private snapshot, and every write raises ``ReadOnlyCampaignError``. With
    ``defer_backup`` the routine backup on opening waits for ``take_open_backup()``; the
    first saved edit and closing take it anyway, so no change can precede it.
    """
    folder = paths.backup_folder() if backup_folder is None else backup_folder
    database = open_database(
        path,
        backup_folder=folder,
        now=clock(),
        routine_backups=True,
        defer_routine_backup=defer_backup,
    )
    return Campaign(database, clock, backup_folder=folder)


def create_campaign(path: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new, empty campaign file (``CampaignExistsError`` if one is there)."""
    database = create_database(path, now=clock(), created_with=f"Starshine Desktop {__version__}")
    return Campaign(database, clock, backup_folder=paths.backup_folder())


def open_or_create_default(*, clock: Clock = utc_now, defer_backup: bool = False) -> Campaign:
    """Open the default campaign, creating it on first start."""
    path = paths.default_campaign_path()
    if path.exists():
        return open_campaign(path, clock=clock, defer_backup=defer_backup)
    return create_campaign(path, clock=clock)


def import_campaign_file(source: Path, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` from a JSON file, all of it or nothing.

    Everything is checked before anything is created; the new file is then built and filled
    under a temporary name and appears at ``destination`` only complete.
    """
    from starshine_desktop.services.exchange import read_campaign_file

    data = read_campaign_file(source)
    return create_from_data(data, destination, clock=clock)


def create_from_data(data: CampaignData, destination: Path, *, clock: Clock = utc_now) -> Campaign:
    """Create a new campaign at ``destination`` holding checked ``data`` (whole or not at all)."""
    database = create_database(
        destination,
        now=clock(),
        created_with=f"Starshine Desktop {__version__}",
        fill=_filler(data),
    )
    return Campaign(database, clock, backup_folder=paths.backup_folder())


def _filler(data: CampaignData) -> Callable[[Session], None]:
    """Return what writes checked ``data`` into a new campaign's first transaction."""
    from starshine_desktop.storage.starshine.records_writes import bulk_insert

    def fill(session: Session) -> None:
        for table, rows in data.tables:
            bulk_insert(session, table, rows)

    return fill


def create_shared_campaign(
    url: str | URL, data: CampaignData | None = None, *, clock: Clock = utc_now
) -> Campaign:
    """Make an empty PostgreSQL database a new shared campaign, holding checked ``data``.

    The schema, the settings and every row go in in one transaction: all of it or nothing.
    Text holding the NUL character, which a campaign file may keep but PostgreSQL's text
    cannot, is refused first naming its record and field (``NulTextError``): nothing is
    written to the server. The login making it is its Director, whose app keeps its
    backups in the usual backups folder from now on (on opening, at ``take_open_backup``
    or ``start_open_backup``; hourly; on closing), as for a campaign it opened.
    """
    from starshine_desktop.storage.journal import nul_text_refusal
    from starshine_desktop.storage.server import create_server_campaign

    for table, rows in () if data is None else data.tables:
        for row in rows:
            refused = nul_text_refusal(table, row, sharing=True)
            if refused is not None:
                raise refused

    folder = paths.backup_folder()
    database = create_server_campaign(
        url,
        now=clock(),
        created_with=f"Starshine Desktop {__version__}",
        fill=None if data is None else _filler(data),
        backup_root=folder,
    )
    return Campaign(database, clock, backup_folder=folder)


def open_shared_campaign(
    url: str | URL, *, clock: Clock = utc_now, defer_backup: bool = False
) -> Campaign:
    """Open a shared campaign (``NotACampaignError``, ``NewerSchemaError`` … if not).

    In the Director's app (the login owning the campaign) an older schema is upgraded after
    a local backup, and the campaign is backed up into the usual backups folder on opening
    (or, with ``defer_backup``, at ``take_open_backup()``), hourly while open and on
    closing. A player's app refuses an older schema with ``OlderServerSchemaError``.
    """
    from starshine_desktop.storage.server import open_server_campaign

    folder = paths.backup_folder()
    database = open_server_campaign(url, backup_root=folder, now=clock())
    campaign = Campaign(database, clock, backup_folder=folder)
    if not defer_backup:
        campaign.take_open_backup()
    return campaign
