"""Edit › Find in campaign…: find any record by its text and jump to it in the window."""

from __future__ import annotations

import contextlib
import threading
from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop import APP_NAME
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.search import FIELD_NAMES, LIMIT_PER_KIND, Hit, SearchService
from starshine_desktop.storage.search_reads import SearchKind
from starshine_desktop.ui.i18n import translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.ui.host import SectionHost
    from starshine_desktop.ui.starshine.personae import PersonaeSection
    from starshine_desktop.ui.widgets.record_table import RecordTable

AnyIndex = QModelIndex | QPersistentModelIndex
DEBOUNCE_MS = 150
"""How long typing must pause before the search runs."""

PERSONA_TABLES: dict[SearchKind, tuple[str, str]] = {
    SearchKind.CHARACTERISTIC: ("Characteristics", "characteristics"),
    SearchKind.EXPRESSION: ("Characteristics", "expressions"),
    SearchKind.KNACK: ("Abilities", "modifiers"),
    SearchKind.POWER: ("Abilities", "modifiers"),
    SearchKind.SIGNATURE_ITEM: ("Abilities", "modifiers"),
    SearchKind.TRAIT: ("Traits", "traits"),
    SearchKind.INVESTMENT: ("Investments", "investments"),
    SearchKind.STRATEGY: ("Strategies", "strategies"),
    SearchKind.ADVANCE: ("Advances", "advances"),
    SearchKind.STANCE_CHANGE: ("Strategies", "log"),
}
"""A Persona's records: the Persona panel's tab and the attribute naming its table."""


#: How each kind of hit is named in the list (English in ``SearchKind``; shown translated).
KIND_NAMES: dict[SearchKind, str] = {
    SearchKind.PERSONA: QT_TRANSLATE_NOOP("FindDialog", "Persona"),
    SearchKind.CHARACTERISTIC: QT_TRANSLATE_NOOP("FindDialog", "Characteristic"),
    SearchKind.EXPRESSION: QT_TRANSLATE_NOOP("FindDialog", "Expression"),
    SearchKind.KNACK: QT_TRANSLATE_NOOP("FindDialog", "Knack"),
    SearchKind.POWER: QT_TRANSLATE_NOOP("FindDialog", "Power"),
    SearchKind.SIGNATURE_ITEM: QT_TRANSLATE_NOOP("FindDialog", "Signature Item"),
    SearchKind.TRAIT: QT_TRANSLATE_NOOP("FindDialog", "Trait"),
    SearchKind.INVESTMENT: QT_TRANSLATE_NOOP("FindDialog", "Investment"),
    SearchKind.STRATEGY: QT_TRANSLATE_NOOP("FindDialog", "Strategy"),
    SearchKind.ADVANCE: QT_TRANSLATE_NOOP("FindDialog", "Advance"),
    SearchKind.STANCE_CHANGE: QT_TRANSLATE_NOOP("FindDialog", "Stance change"),
    SearchKind.ELEMENT: QT_TRANSLATE_NOOP("FindDialog", "Element"),
    SearchKind.ACTOR: QT_TRANSLATE_NOOP("FindDialog", "Actor"),
    SearchKind.EPISODE: QT_TRANSLATE_NOOP("FindDialog", "Episode"),
    SearchKind.CHALLENGE: QT_TRANSLATE_NOOP("FindDialog", "Challenge"),
    SearchKind.TRACK: QT_TRANSLATE_NOOP("FindDialog", "Track"),
    SearchKind.CHALLENGE_POOL: QT_TRANSLATE_NOOP("FindDialog", "Challenge pool"),
    SearchKind.SCENE: QT_TRANSLATE_NOOP("FindDialog", "Statement scene"),
    SearchKind.ORACLE_ROLL: QT_TRANSLATE_NOOP("FindDialog", "Oracle result"),
}


def kind_text(kind: SearchKind) -> str:
    """Return the kind of a hit as the list shows it (translated)."""
    return translate("FindDialog", KIND_NAMES.get(kind, kind.value))


def hit_text(hit: Hit) -> str:
    """Return what a hit found, as the list shows it (translated; the campaign's text as is)."""
    if not hit.template:
        return hit.text
    fields = dict(hit.fields)
    if "kind" in fields:
        fields["kind"] = kind_text(SearchKind(fields["kind"]))
    if "field" in fields:
        fields["field"] = translate("FindDialog", FIELD_NAMES.get(fields["field"], fields["field"]))
    return translate("FindDialog", hit.template).format(**fields)


#: The columns of the hits' list: its header's words (context ``Column``).
HIT_HEADERS = (QT_TRANSLATE_NOOP("Column", "Kind"), QT_TRANSLATE_NOOP("Column", "Found"))
KIND_COLUMN, FOUND_COLUMN = range(2)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_SPOKEN_DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)


class HitModel(QAbstractTableModel):
    """The hits in the service's order (kind by kind), as they arrive: a list only added to.

    Each kind's hits come in one block (``add``): one insertion for the view, whatever the
    count, so listing a query's hits costs the window one step per kind (a sorted and
    filtered record table files each row on its own). A row's words are made when it is
    painted, translated then.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hits: list[Hit] = []

    @property
    def hits(self) -> list[Hit]:
        """Return every hit listed, in order."""
        return list(self._hits)

    def clear(self) -> None:
        """List no hits."""
        if self._hits:
            self.beginResetModel()
            self._hits = []
            self.endResetModel()

    def add(self, hits: list[Hit]) -> None:
        """List ``hits`` after those listed: one insertion."""
        if not hits:
            return
        first = len(self._hits)
        self.beginInsertRows(QModelIndex(), first, first + len(hits) - 1)
        self._hits.extend(hits)
        self.endInsertRows()

    def hit(self, row: int) -> Hit | None:
        """Return the hit in ``row`` (None outside the list)."""
        return self._hits[row] if 0 <= row < len(self._hits) else None

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._hits)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HIT_HEADERS)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        hit = self.hit(index.row()) if index.isValid() else None
        if hit is None or int(role) not in (_DISPLAY, _TOOLTIP, _SPOKEN_DESCRIPTION):
            return None
        return kind_text(hit.kind) if index.column() == KIND_COLUMN else hit_text(hit)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(HIT_HEADERS):
            return None
        if int(role) in (_DISPLAY, _TOOLTIP):
            return translate("Column", HIT_HEADERS[section])
        return None


def hit_model(parent: QObject | None = None) -> HitModel:
    """Return the model of the hits (empty)."""
    return HitModel(parent)


def hit_at(model: HitModel, row: int) -> Hit | None:
    """Return the hit shown in ``row`` (None outside the list)."""
    return model.hit(row)


def _select_in(table: RecordTable, record_id: int) -> bool:
    """Select a record in a record table, clearing its filter if that hides the record."""
    if table.model.row_of(record_id) is None:
        table.filter_edit.clear()
    table.select_id(record_id)
    return table.current_id() == record_id


def _show_persona(host: SectionHost, persona_id: int) -> PersonaeSection | None:
    """Show the Personae section with a Persona selected (clearing a filter that hides it)."""
    from starshine_desktop.ui.starshine.personae import PersonaeSection

    personae = host.section_page("Personae")
    assert isinstance(personae, PersonaeSection)
    if personae.model.row_of(persona_id) is None:
        personae.filter_edit.clear()
    personae.select_persona(persona_id)
    return personae if personae.current_persona_id() == persona_id else None


def go_to(window: SectionHost, hit: Hit) -> bool:
    """Show where ``hit`` lives and select it; False if it is no longer there."""
    from starshine_desktop.ui.ironsworn.reference import ReferencePage
    from starshine_desktop.ui.ironsworn.tracks import TracksPage
    from starshine_desktop.ui.sections.cortex_statements import CortexStatementsSection
    from starshine_desktop.ui.starshine.challenges import ChallengesPage
    from starshine_desktop.ui.starshine.elements import ElementsPage
    from starshine_desktop.ui.starshine.episodes import EpisodesPage

    kind, record_id = hit.kind, hit.record_id
    if kind is SearchKind.PERSONA:
        personae = _show_persona(window, record_id)
        if personae is not None:
            personae.persona_tabs.setCurrentIndex(0)
        return personae is not None
    if kind in PERSONA_TABLES and hit.persona_id is not None:
        if _show_persona(window, hit.persona_id) is None:
            return False
        title, attribute = PERSONA_TABLES[kind]
        table: RecordTable = getattr(window.persona_tab(title), attribute)
        return _select_in(table, record_id)
    if kind in (SearchKind.ELEMENT, SearchKind.ACTOR, SearchKind.TRAIT):
        elements = window.section_page("Elements")
        assert isinstance(elements, ElementsPage)
        table = {
            SearchKind.ELEMENT: elements.elements,
            SearchKind.ACTOR: elements.actors,
            SearchKind.TRAIT: elements.traits,
        }[kind]
        elements.tabs.setCurrentWidget(table)
        return _select_in(table, record_id)
    if kind is SearchKind.EPISODE:
        episodes = window.section_page("Episodes")
        assert isinstance(episodes, EpisodesPage)
        if episodes.episodes.model.row_of(record_id) is None:
            episodes.episodes.filter_edit.clear()
        episodes.select_episode(record_id)
        return episodes.episodes.current_id() == record_id
    if kind is SearchKind.CHALLENGE:
        challenges = window.section_page("Challenges")
        assert isinstance(challenges, ChallengesPage)
        challenges.select(record_id)
        selected = challenges.selected()
        return selected is not None and selected.id == record_id
    if kind is SearchKind.TRACK:
        tracks = window.section_page("Tracks")
        assert isinstance(tracks, TracksPage)
        if tracks.model.row_of(record_id) is None:
            tracks.filter_edit.clear()
        tracks.select_track(record_id)
        track = tracks.current_track()
        return track is not None and track.id == record_id
    if kind is SearchKind.ORACLE_ROLL:
        reference = window.section_page("Reference")
        assert isinstance(reference, ReferencePage)
        oracles = reference.oracles
        reference.tabs.setCurrentWidget(oracles)
        row = oracles.model.row_of(record_id)
        if row is None:
            return False
        oracles.history.selectRow(row)
        oracles.history.scrollTo(oracles.model.index(row, 0))
        return oracles.history.currentIndex().row() == row
    dice = window.section_page("Dice")
    assert isinstance(dice, CortexStatementsSection)
    if kind is SearchKind.CHALLENGE_POOL:
        dice.tabs.setCurrentIndex(1)
        if dice.challenges.model.row_of(record_id) is None:
            dice.challenges.filter_edit.clear()
        dice.challenges.select(record_id)
        return dice.challenges.current_id() == record_id
    dice.tabs.setCurrentIndex(2)
    dice.board.select(record_id)
    return dice.board.current_id() == record_id


class SearchRun(QObject):
    """Runs Find's queries on a thread of their own; their hits come back by signal.

    Each query (``start``) reads on a connection of its own (``find_by_kind(apart=True)``)
    on a new thread and hands each kind's hits to ``found`` as it is read, then ``done``;
    both carry the query's number, so what a replaced query still sends is recognised.
    Starting a query cancels the one before it: it stops reading at its next row. No
    widget is touched off the window's thread: the signals are queued to it.
    """

    # (the query's number, one kind's hits)
    found = Signal(int, list)
    # (the query's number, why it failed: empty when it finished)
    done = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.number = 0
        self._cancel = threading.Event()

    def start(self, service: SearchService, text: str) -> int:
        """Cancel the running query and start one for ``text``; return its number."""
        self.cancel()
        self.number += 1
        self._cancel = cancel = threading.Event()
        worker = threading.Thread(
            target=self._run,
            args=(service, text, self.number, cancel),
            name=f"find-{self.number}",
            daemon=True,
        )
        worker.start()
        return self.number

    def cancel(self) -> None:
        """Cancel the running query, if any (it sends nothing more that is shown)."""
        self._cancel.set()

    def _run(self, service: SearchService, text: str, number: int, cancel: threading.Event) -> None:
        with contextlib.suppress(RuntimeError):  # the dialog is gone: nobody listens
            failure = ""
            try:
                for _kind, hits in service.find_by_kind(text, apart=True, cancelled=cancel.is_set):
                    self.found.emit(number, hits)
            except Exception as error:  # shown in the dialog, never lost
                if cancel.is_set():
                    return
                failure = str(error) or type(error).__name__
            self.done.emit(number, failure)


class FindDialog(QDialog):
    """A search field and the records found; Enter or a double-click shows one in the window.

    The dialog stays open beside the window (it is not modal), so the Director can go from
    one hit to the next. The query runs off the window's thread (``SearchRun``): its hits
    are listed kind by kind as they arrive, and a newer query replaces an older one.
    """

    def __init__(self, host: SectionHost, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = host
        self.setObjectName("find")
        self.setWindowTitle(self.tr("Find in campaign — {app}").format(app=APP_NAME))
        self.setModal(False)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("find-text")
        self.search_edit.setAccessibleName(self.tr("Find"))
        self.search_edit.setPlaceholderText(
            self.tr(
                "Name, title, notes… of any Persona, record, Element, Episode, Challenge, "
                "track or oracle result"
            )
        )
        self.search_edit.setClearButtonEnabled(True)
        self.model = hit_model(self)
        self._searched: Campaign | None = None
        self.results = QTableView()
        self.results.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.results.setObjectName("find-results")
        self.results.setAccessibleName(self.tr("Found"))
        self.results.setModel(self.model)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setAlternatingRowColors(True)
        self.results.setWordWrap(False)
        self.results.verticalHeader().hide()
        header = self.results.horizontalHeader()
        # As wide as the widest kind's name, measured once: sizing to the contents would
        # read every row again as each kind's hits arrive.
        header.setSectionResizeMode(KIND_COLUMN, QHeaderView.ResizeMode.Fixed)
        metrics = self.results.fontMetrics()
        widest = max(metrics.horizontalAdvance(kind_text(kind)) for kind in KIND_NAMES)
        header.resizeSection(KIND_COLUMN, widest + 4 * metrics.averageCharWidth())
        header.setSectionResizeMode(FOUND_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        self.status = QLabel(self.tr("Type to find a record by its name, title or notes."))
        self.status.setObjectName("find-status")
        self.status.setWordWrap(True)
        close = QPushButton(self.tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.results, 1)
        layout.addLayout(bottom)

        self.run = SearchRun(self)
        self.run.found.connect(self._found)
        self.run.done.connect(self._done)
        self._running: int | None = None  # the number of the query whose hits are awaited
        self._text = ""  # the text of that query
        self._go_when_done = False  # Enter came before the hits: show the first then
        self._note: str | None = None  # said once the hits are in, instead of their count
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self.search)
        self.search_edit.textChanged.connect(lambda _text: self.debounce.start())
        self.search_edit.returnPressed.connect(self._enter_in_field)
        self.search_edit.installEventFilter(self)
        self.results.activated.connect(lambda index: self.go_to_row(index.row()))
        self.resize(640, 420)

    @property
    def searching(self) -> bool:
        """Return True while a query runs (or typing has not paused yet)."""
        return self._running is not None or self.debounce.isActive()

    def search(self) -> None:
        """Start the search for the text typed now; its hits are listed as they arrive."""
        self.debounce.stop()
        self._text = text = self.search_edit.text()
        self._searched = self._window.campaign
        self.model.clear()
        if not text.strip():
            self.run.cancel()
            self._running = None
            self._go_when_done = False
            self.status.setText(self.tr("Type to find a record by its name, title or notes."))
            return
        self.status.setText(self.tr("Finding “{text}”…").format(text=text.strip()))
        self._running = self.run.start(self._searched.search, text)

    def _found(self, number: int, hits: list[Hit]) -> None:
        if number != self._running:
            return  # a replaced query
        first = self.model.rowCount()
        self.model.add(hits)
        if first == 0 and hits:
            self.results.selectRow(0)

    def _done(self, number: int, failure: str) -> None:
        if number != self._running:
            return
        self._running = None
        hits = self.model.hits
        text = self._text.strip()
        if failure:
            self._go_when_done = False
            self.status.setText(
                self.tr("Finding “{text}” failed: {reason}").format(text=text, reason=failure)
            )
            return
        if self._note is not None:
            self.status.setText(self._note)
            self._note = None
        elif not hits:
            self.status.setText(self.tr("Nothing found for “{text}”.").format(text=text))
        else:
            capped = max(Counter(hit.kind for hit in hits).values()) >= LIMIT_PER_KIND
            self.status.setText(self._found_text(len(hits), capped))
        if self._go_when_done:
            self._go_when_done = False
            current = self.results.currentIndex()
            self.go_to_row(current.row() if current.isValid() else 0)

    def _found_text(self, count: int, capped: bool) -> str:
        if capped:  # at least LIMIT_PER_KIND records
            text = self.tr(
                "%n records (at most {limit} of each kind). Enter or a double-click shows one "
                "in the window.",
                "",
                count,
            )
        elif count == 1:
            text = self.tr("1 record. Enter or a double-click shows one in the window.")
        else:
            text = self.tr(
                "%n records. Enter or a double-click shows one in the window.", "", count
            )
        return text.format(limit=LIMIT_PER_KIND)

    def go_to_row(self, row: int) -> bool:
        """Show the hit in ``row`` in the main window; say so if it is no longer there."""
        hit = hit_at(self.model, row)
        if hit is None:
            return False
        if self._searched is not self._window.campaign:
            self._note = self.tr("Another campaign is open now: the list shows what it holds.")
            self.search()
            self.status.setText(self._note)
            return False
        if go_to(self._window, hit):
            self.status.setText(self.tr("Showing {name}").format(name=hit_text(hit)))
            return True
        self.status.setText(
            self.tr("{name} is no longer in the campaign; search again.").format(name=hit_text(hit))
        )
        return False

    def _enter_in_field(self) -> None:
        if self.debounce.isActive():
            self.search()
        if self._running is not None:
            self._go_when_done = True  # the first hit is shown once the hits are in
            return
        current = self.results.currentIndex()
        self.go_to_row(current.row() if current.isValid() else 0)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Cancel a query still running: nothing will show its hits."""
        self.run.cancel()
        self._running = None
        self._go_when_done = False
        super().closeEvent(event)

    def eventFilter(self, watched: object, event: object) -> bool:
        """Let Down and Up in the search field move through the results."""
        if (
            watched is self.search_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)
            and self.model.rowCount() > 0
        ):
            current = self.results.currentIndex()
            row = current.row() if current.isValid() else -1
            step = 1 if event.key() == Qt.Key.Key_Down else -1
            self.results.selectRow(min(max(row + step, 0), self.model.rowCount() - 1))
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def open_for_search(self) -> None:
        """Show the dialog (raised, active) with its search text selected for typing over."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.search_edit.setFocus()
        self.search_edit.selectAll()
