"""Ironsworn: the assets box of the Persona's Ironsworn tab: the cards the sheet holds, taken
from the campaign's rules packages.

Each card shows its name, category and credit (package title, authors, licence), its
fields (a companion's name, a linked stat), its meters with their range and checkboxes (a
companion's health and "out of action", a vehicle's integrity, "battered"), and its
abilities ticked as on the card, each with its own controls (a clock, a counter). The card
reads as its ticked abilities and chosen enhancement make it (the rules' ``HeldAsset.card``:
a meter's maximum raised, counting as an impact); when that changes, the card is built
again. Every change is one undoable edit through the services; a value the rules refuse
stays typed with the reason under it, and nothing is saved. A card whose package the
campaign no longer holds shows its name only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.assets import AssetField, FieldValue
from starshine_desktop.rules.ironsworn.datasworn import Asset, plain_text
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.ironsworn.assets import SheetAsset
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.i18n import refusal_text
from starshine_desktop.ui.ironsworn.roll_panel import error_label, show_error
from starshine_desktop.ui.starshine.persona_sheet import SheetLineEdit

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.host import SectionHost

_NUMBER = QRegularExpression(r"^\s*[+\-−]?\d{0,3}\s*$")
Perform = Callable[[str, Callable[[], "Edit"]], "str | None"]
"""Runs an edit named for Edit › Undo; returns the refusal's text, or None when done."""


def card_shape(shown: SheetAsset) -> object:
    """Return what a card's widgets are built from: its fields as its abilities make them,
    whether it counts as an impact or is shared (a change rebuilds the card)."""
    held = shown.held
    if held is None:
        return None
    card = held.card
    return (held.fields, card.count_as_impact, card.shared)


def caption(label: str) -> str:
    """Return a field's label as a caption: its first letter upper case ("Health")."""
    return label[:1].upper() + label[1:]


def parse_number(text: str, what: str) -> int:
    """Return the whole number typed, or raise ``RuleError`` naming the field."""
    cleaned = text.strip().replace("−", "-").lstrip("+")
    try:
        return int(cleaned)
    except ValueError:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{what} needs a whole number"), what=what
        ) from None


class AssetCard(QGroupBox):
    """One asset on the sheet: its fields, meters and abilities, each editable."""

    def __init__(self, shown: SheetAsset, perform: Perform, host: SectionHost) -> None:
        super().__init__(shown.name)
        self.row_id = shown.row.id
        self.asset_id = shown.row.asset_id
        self._perform = perform
        self._host = host
        self.edits: dict[str, SheetLineEdit] = {}
        self.boxes: dict[str, QCheckBox] = {}
        self.combos: dict[str, QComboBox] = {}
        self.errors: dict[str, QLabel] = {}
        self.abilities: list[QCheckBox] = []
        self.ability_fields: dict[str, int] = {}  # an ability's own control: its ability
        self.shape = card_shape(shown)
        self.setObjectName(f"asset-card-{self.row_id}")
        layout = QVBoxLayout(self)
        held = shown.held
        if held is None:
            gone = QLabel(
                self.tr("Its rules package is not in the campaign: import it again to edit it.")
            )
            gone.setWordWrap(True)
            layout.addWidget(gone)
        else:
            asset = held.card
            about = QLabel(
                self.tr("{category} · From {credit}").format(
                    category=asset.category, credit=asset.credit.text
                )
            )
            about.setObjectName(f"asset-credit-{self.row_id}")
            about.setWordWrap(True)
            layout.addWidget(about)
            if asset.requirement:
                requirement = QLabel(plain_text(asset.requirement))
                requirement.setWordWrap(True)
                layout.addWidget(requirement)
            marks = [
                text
                for text, shown_mark in (
                    (self.tr("Counts as an impact"), asset.count_as_impact),
                    (self.tr("Shared with your allies"), asset.shared),
                )
                if shown_mark
            ]
            if marks:
                marked = QLabel(" · ".join(marks))
                marked.setObjectName(f"asset-marks-{self.row_id}")
                marked.setWordWrap(True)
                layout.addWidget(marked)
            fields = held.fields
            own = QGridLayout()
            self._build_fields(own, [f for f in fields if not f.ability])
            layout.addLayout(own)
            layout.addLayout(self._build_abilities(asset, fields))
        self.error = error_label(f"asset-error-{self.row_id}")
        layout.addWidget(self.error)
        remove = QPushButton(self.tr("Remove asset"))
        remove.setObjectName(f"asset-remove-{self.row_id}")
        remove.setAccessibleName(self.tr("Remove asset {name}").format(name=shown.name))
        remove.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(remove)
        layout.addLayout(buttons)
        self.fill(shown)

    @property
    def asset_name(self) -> str:
        """Return the card's name."""
        return self.title()

    # Building -------------------------------------------------------------------------

    def _build_fields(self, grid: QGridLayout, fields: list[AssetField]) -> None:
        line = 0
        for field in fields:
            name = f"asset-{self.row_id}-{field.key.replace('.', '-')}"
            if field.is_check:
                box = QCheckBox(caption(field.label))
                box.setObjectName(name)
                box.clicked.connect(lambda on, f=field: self._set(f, on))
                self.boxes[field.key] = box
                grid.addWidget(box, line, 1, 1, 2)
            else:
                title = QLabel(caption(field.label))
                widget: QWidget
                if field.choices:
                    combo = QComboBox()
                    combo.addItem(self.tr("— none —"), "")
                    for key, label in field.choices:
                        combo.addItem(label, key)
                    combo.activated.connect(lambda _i, f=field: self._choose(f))
                    self.combos[field.key] = combo
                    widget = combo
                else:
                    edit = SheetLineEdit()
                    if field.is_meter:
                        edit.setValidator(QRegularExpressionValidator(_NUMBER, edit))
                        edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                        edit.setFixedWidth(52)
                        edit.setToolTip(
                            self.tr("{name}: {low} to {high}").format(
                                name=field.label, low=field.low, high=field.high
                            )
                        )
                    edit.editingFinished.connect(lambda f=field: self._commit(f))
                    self.edits[field.key] = edit
                    widget = edit
                widget.setObjectName(name)
                title.setBuddy(widget)
                grid.addWidget(title, line, 0)
                if field.is_meter:
                    meter = QHBoxLayout()
                    meter.addWidget(widget)
                    span = QLabel(self.tr("{low} to {high}").format(low=field.low, high=field.high))
                    span.setObjectName(f"{name}-range")
                    meter.addWidget(span)
                    meter.addStretch(1)
                    grid.addLayout(meter, line, 1)
                else:
                    grid.addWidget(widget, line, 1)
            line += 1
            self.errors[field.key] = error_label(f"{name}-error")
            grid.addWidget(self.errors[field.key], line, 0, 1, 3)
            line += 1
        grid.setColumnStretch(1, 1)

    def _build_abilities(self, asset: Asset, fields: tuple[AssetField, ...]) -> QGridLayout:
        grid = QGridLayout()
        line = 0
        for number, ability in enumerate(asset.abilities, start=1):
            box = QCheckBox()
            box.setObjectName(f"asset-{self.row_id}-ability-{number}")
            box.setAccessibleName(
                self.tr("Ability {number} of {name}").format(number=number, name=self.title())
            )
            box.clicked.connect(lambda on, n=number: self._tick(n, on))
            label = QLabel(plain_text(ability.text))
            label.setWordWrap(True)
            label.setBuddy(box)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(box, line, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(label, line, 1)
            line += 1
            self.abilities.append(box)
            own = [field for field in fields if field.ability == number]
            if own:
                controls = QGridLayout()
                self._build_fields(controls, own)
                grid.addLayout(controls, line, 1)
                line += 1
                self.ability_fields.update((field.key, number) for field in own)
        grid.setColumnStretch(1, 1)
        return grid

    # Showing -------------------------------------------------------------------------

    def fill(self, shown: SheetAsset) -> None:
        """Show the stored abilities and values (keeping a refused value in view)."""
        held = shown.held
        if held is None:
            return
        for box, ticked in zip(self.abilities, held.abilities, strict=False):
            box.setChecked(ticked)
        for key, number in self.ability_fields.items():
            on = held.abilities[number - 1]
            for widget in (self.edits.get(key), self.boxes.get(key), self.combos.get(key)):
                if widget is not None:
                    widget.setEnabled(on)
        for key, edit in self.edits.items():
            if edit.isModified() and self.errors[key].text():
                continue
            edit.setText(str(held.values.get(key, "")))
            edit.setModified(False)
            show_error(self.errors[key], None, edit)
        for key, box in self.boxes.items():
            box.setChecked(held.values.get(key) is True)
        for key, combo in self.combos.items():
            combo.setCurrentIndex(max(combo.findData(held.values.get(key, "")), 0))

    # Editing -------------------------------------------------------------------------

    def _set(self, field: AssetField, value: FieldValue) -> str | None:
        assets = self._host.campaign.assets
        row_id = self.row_id
        text = self.tr("Set {field} of {asset}").format(field=field.label, asset=self.title())
        message = self._perform(text, lambda: assets.set_value(row_id, field.key, value))
        if field.key in self.boxes and message is not None:
            show_error(self.errors[field.key], message)
        return message

    def _commit(self, field: AssetField) -> None:
        edit, label = self.edits[field.key], self.errors[field.key]
        if not edit.isModified():
            return
        value: FieldValue = edit.text()
        if field.is_meter:
            try:
                value = parse_number(edit.text(), field.label)
            except Refusal as error:
                show_error(label, refusal_text(error), edit)
                return
        message = self._set(field, value)
        show_error(label, message, edit)
        if message is None:
            edit.setModified(False)

    def _choose(self, field: AssetField) -> None:
        combo = self.combos[field.key]
        show_error(self.errors[field.key], self._set(field, str(combo.currentData() or "")))

    def _tick(self, number: int, on: bool) -> None:
        assets = self._host.campaign.assets
        row_id = self.row_id
        text = (
            self.tr("Tick ability {number} of {asset}")
            if on
            else self.tr("Clear ability {number} of {asset}")
        ).format(number=number, asset=self.title())
        message = self._perform(text, lambda: assets.set_ability(row_id, number, on))
        show_error(self.error, message)
        if message is not None:
            self.abilities[number - 1].setChecked(not on)

    def _remove(self) -> None:
        assets = self._host.campaign.assets
        row_id = self.row_id
        text = self.tr("Remove asset {name}").format(name=self.title())
        show_error(self.error, self._perform(text, lambda: assets.remove_asset(row_id)))


class SheetAssetsBox(QGroupBox):
    """The assets of one Persona's Ironsworn sheet, and the choice of a card to add."""

    def __init__(self, host: SectionHost, perform: Perform) -> None:
        super().__init__()
        self.setTitle(self.tr("Assets"))
        self.host = host
        self._perform = perform
        self.persona_id: int | None = None
        self.cards: dict[int, AssetCard] = {}
        layout = QVBoxLayout(self)
        add_row = QHBoxLayout()
        self.choice = QComboBox()
        self.choice.setObjectName("asset-choice")
        self.choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.choice.setMinimumContentsLength(16)
        caption = QLabel(self.tr("&Asset"))
        caption.setBuddy(self.choice)
        self.add_button = QPushButton(self.tr("Add to the sheet"))
        self.add_button.setObjectName("asset-add")
        self.add_button.clicked.connect(self._add)
        add_row.addWidget(caption)
        add_row.addWidget(self.choice, 1)
        add_row.addWidget(self.add_button)
        layout.addLayout(add_row)
        self.hint = QLabel()
        self.hint.setObjectName("asset-hint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.error = error_label("asset-add-error")
        layout.addWidget(self.error)
        self.cards_layout = QVBoxLayout()
        layout.addLayout(self.cards_layout)
        self._offered_for: object = None
        self._shown_ids: list[tuple[int, bool]] = []
        self._names: dict[str, str] = {}

    def _fill_choice(self) -> None:
        """List the cards the campaign's packages offer (by package, category and name)."""
        offered = self.host.campaign.assets.offered()
        chosen = self.choice.currentData()
        self.choice.clear()
        for offer in sorted(
            offered,
            key=lambda o: (
                o.package.casefold(),
                o.asset.category.casefold(),
                o.asset.name.casefold(),
            ),
        ):
            asset = offer.asset
            self._names[asset.id] = asset.name
            self.choice.addItem(
                self.tr("{name} — {category} ({package})").format(
                    name=asset.name, category=asset.category, package=offer.package
                ),
                asset.id,
            )
        self.choice.setCurrentIndex(max(self.choice.findData(chosen), 0))
        has_cards = bool(offered)
        self.choice.setEnabled(has_cards)
        self.add_button.setEnabled(has_cards)
        self.hint.setText(
            ""
            if has_cards
            else self.tr(
                "Assets come from rules packages: import one with File › Import rules package…"
            )
        )
        self.hint.setVisible(not has_cards)

    def show_persona(self, persona_id: int | None, packages_changed: bool = False) -> None:
        """Show the assets of ``persona_id``'s sheet."""
        if packages_changed or self._offered_for is None:
            self._fill_choice()
            self._offered_for = True
        changed = persona_id != self.persona_id
        self.persona_id = persona_id
        try:
            shown = [] if persona_id is None else self.host.campaign.assets.list_assets(persona_id)
        except StorageError:
            shown = []
        ids = [(one.row.id, one.held is not None) for one in shown]
        if changed or packages_changed or ids != self._shown_ids:
            self._shown_ids = ids
            self._rebuild(shown)
        else:
            for one in shown:
                if card_shape(one) != self.cards[one.row.id].shape:
                    self._replace(one)
                else:
                    self.cards[one.row.id].fill(one)
        if changed:
            show_error(self.error, None)

    def _rebuild(self, shown: list[SheetAsset]) -> None:
        for card in self.cards.values():
            self.cards_layout.removeWidget(card)
            card.deleteLater()
        self.cards = {}
        for one in shown:
            card = AssetCard(one, self._perform, self.host)
            self.cards[one.row.id] = card
            self.cards_layout.addWidget(card)

    def _replace(self, shown: SheetAsset) -> None:
        """Build one card again in its place (an ability ticked raised a meter's maximum)."""
        old = self.cards[shown.row.id]
        focused = QApplication.focusWidget()
        focus_name = focused.objectName() if focused and old.isAncestorOf(focused) else ""
        card = AssetCard(shown, self._perform, self.host)
        self.cards_layout.replaceWidget(old, card)
        old.hide()
        old.deleteLater()
        self.cards[shown.row.id] = card
        again = card.findChild(QWidget, focus_name) if focus_name else None
        if again is not None:
            again.setFocus()

    def _add(self) -> None:
        asset_id = self.choice.currentData()
        if self.persona_id is None or not isinstance(asset_id, str):
            return
        persona_id = self.persona_id
        assets = self.host.campaign.assets
        text = self.tr("Add asset {name}").format(name=self._names.get(asset_id, ""))
        show_error(self.error, self._perform(text, lambda: assets.add_asset(persona_id, asset_id)))
