"""Ironsworn: an asset card held on a sheet: its ticked abilities and the values of its fields.

An asset comes from a rules package (``datasworn.Asset``); a sheet holds it as the abilities
ticked (the card starts with those Datasworn marks ``enabled``) and a value for each field
the card has (``asset_fields``): a text or a choice (a companion's name, a linked stat), a
condition meter with its range (a companion's health, 0 to 4; a vehicle's integrity) and
its checkboxes (out of action, battered), a card flipped over (broken), and each ability's
own controls (a clock, a counter, a checkbox: ``abilities.2.clock``). The card is read as
its ticked abilities and its chosen ``select_enhancement`` change it (``HeldAsset.card``: a
meter's maximum raised, a meter added, the asset counting as an impact); clearing the
ability reverts it, a meter's value brought within its range. Every value is checked
against that card here (``check_value``); a meter a move may roll is offered as a roll
option named after its asset ("Cave Lion health", ``roll_values``, ``held_move``).

A box that Datasworn says disables its asset (``disables_asset``: a companion "out of
action", a vehicle's card flipped over "broken"), once ticked, takes the asset out of every
roll: neither its meters nor its abilities are offered (``disabled_by``), and a move it would
have added to names it with the box's words (``set_aside``).

The built-in moves (the seed's) roll an asset's meter by a value's name (Companion Takes a
Hit rolls ``companion_health``): ``seed_move`` offers it as an imported move's roll does,
once per usable asset with that meter ("+Cave Lion health"), kept to type when no usable
asset has it; ``seed_set_aside`` names the disabled assets not offered.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.datasworn import (
    Asset,
    AssetControl,
    Condition,
    Move,
    MoveEnhancement,
    RollChoice,
    enhanced,
    enhanced_asset,
    plain_text,
)
from starshine_desktop.rules.ironsworn.moves import Move as SeedMove
from starshine_desktop.rules.ironsworn.moves import RollOption as SeedOption

FIELD_LENGTH = 200
"""The longest text a field of an asset keeps (a companion's name)."""
TEXT_KINDS = ("text",)
"""The kinds of field a sheet keeps a value of (others are read on the card)."""
CHOICE_KINDS = ("select_value", "select_enhancement")
METER_KINDS = ("condition_meter", "clock", "counter")
# The highest a counter with no maximum on its card counts to (victory marks).
COUNTER_MOST = 99
CHECK_KINDS = ("checkbox", "card_flip")

FieldValue = str | int | bool


@dataclass(frozen=True, slots=True)
class AssetField:
    """A field of an asset a sheet keeps a value of; ``key`` is unique on the card
    (a meter's checkbox is ``meter.checkbox``: ``health.out_of_action``)."""

    key: str
    label: str
    kind: str
    start: FieldValue
    low: int = 0
    high: int = 0
    choices: tuple[tuple[str, str], ...] = ()
    rollable: bool = False
    ability: int = 0  # the ability (from 1) it belongs to; 0 for the card's own fields
    disables: bool = False  # ticked, it disables the asset (out of action, broken)

    @property
    def is_meter(self) -> bool:
        """Tell whether it is a number within a range (a condition meter, a clock, a
        counter)."""
        return self.kind in METER_KINDS

    @property
    def control(self) -> str:
        """Return the key a move's roll names it by: the card's (``health``), or an
        ability's control's own (``clock`` for ``abilities.2.clock``)."""
        return self.key.rsplit(".", 1)[-1] if self.ability else self.key

    @property
    def rolls(self) -> bool:
        """Tell whether a move may roll it: a condition meter of the card, or a meter the
        card marks rollable (an ability's clock is not)."""
        return self.is_meter and (
            self.rollable or (self.kind == "condition_meter" and not self.ability)
        )

    @property
    def is_check(self) -> bool:
        """Tell whether it is ticked or not (a checkbox, a card flipped over)."""
        return self.kind in CHECK_KINDS


def _field(key: str, control: AssetControl, ability: int = 0) -> AssetField | None:
    label = control.label
    if control.kind in TEXT_KINDS:
        start = control.value if isinstance(control.value, str) else ""
        return AssetField(key, label, control.kind, start[:FIELD_LENGTH])
    if control.kind in CHOICE_KINDS:
        keys = [choice for choice, _label in control.choices]
        start = control.value if control.value in keys else ""
        return AssetField(key, label, control.kind, str(start), choices=control.choices)
    low = 0 if control.low is None and control.kind == "counter" else control.low
    high = COUNTER_MOST if control.high is None and control.kind == "counter" else control.high
    if control.kind in METER_KINDS and low is not None and high is not None:
        value = control.value if type(control.value) is int else high
        start_value = min(max(value, low), high)
        return AssetField(
            key,
            label,
            control.kind,
            start_value,
            low,
            high,
            rollable=control.rollable,
            ability=ability,
        )
    if control.kind in CHECK_KINDS:
        return AssetField(
            key,
            label,
            control.kind,
            control.value is True,
            ability=ability,
            disables=control.disables,
        )
    return None


def _fields_of(
    controls: Iterable[AssetControl], prefix: str = "", ability: int = 0
) -> list[AssetField]:
    found: list[AssetField] = []
    for control in controls:
        made = _field(f"{prefix}{control.key}", control, ability)
        if made is None:
            continue
        found.append(made)
        for inner in control.controls:
            inner_field = _field(f"{prefix}{control.key}.{inner.key}", inner, ability)
            if inner_field is not None:
                found.append(inner_field)
    return found


def ability_key(number: int, key: str) -> str:
    """Return the key a sheet keeps an ability's own control under (``abilities.2.clock``)."""
    return f"abilities.{number}.{key}"


def asset_fields(asset: Asset) -> tuple[AssetField, ...]:
    """Return the fields of ``asset`` a sheet keeps: its options, then its controls, each
    meter followed by its own checkboxes, then each ability's own controls (a clock)."""
    found = _fields_of((*asset.options, *asset.controls))
    for number, ability in enumerate(asset.abilities, start=1):
        found += _fields_of(ability.controls, ability_key(number, ""), number)
    return tuple(found)


def start_abilities(asset: Asset) -> tuple[bool, ...]:
    """Return the abilities ticked as the card starts (Datasworn's ``enabled``)."""
    return tuple(ability.enabled for ability in asset.abilities)


def start_values(asset: Asset) -> dict[str, FieldValue]:
    """Return each field's value as the card starts (meters full, boxes clear)."""
    return {field.key: field.start for field in asset_fields(asset)}


def _field_named(asset: Asset, key: str) -> AssetField:
    for field in asset_fields(asset):
        if field.key == key:
            return field
    raise RuleError(
        QT_TRANSLATE_NOOP("Refusal", "the asset {asset} has no field {field!r}"),
        asset=asset.name,
        field=key,
    )


def check_value(asset: Asset, key: str, value: object) -> FieldValue:
    """Return ``value`` for the field ``key`` of ``asset`` cleaned, or raise ``RuleError``
    naming the rule (a meter's range, a text's length, a choice the card offers)."""
    field = _field_named(asset, key)
    if field.is_meter:
        if type(value) is not int or not field.low <= value <= field.high:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{asset} {field} must be {low} to {high}, not {value}"
                ),
                asset=asset.name,
                field=field.label,
                low=field.low,
                high=field.high,
                value=value,
            )
        return value
    if field.is_check:
        if type(value) is not bool:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "{asset} {field} is ticked or not, not {value!r}"),
                asset=asset.name,
                field=field.label,
                value=value,
            )
        return value
    if not isinstance(value, str):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{asset} {field} is a text, not {value!r}"),
            asset=asset.name,
            field=field.label,
            value=value,
        )
    if field.choices:
        keys = {choice: label for choice, label in field.choices}
        labels = {label.casefold(): choice for choice, label in field.choices}
        chosen = value if value in keys or not value else labels.get(value.casefold())
        if chosen is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "{asset} {field} is one of {choices}, not {value!r}"),
                asset=asset.name,
                field=field.label,
                choices=", ".join(label for _key, label in field.choices),
                value=value,
            )
        return chosen
    text = " ".join(value.split())
    if len(text) > FIELD_LENGTH:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{asset} {field} is longer than {limit} characters"),
            asset=asset.name,
            field=field.label,
            limit=FIELD_LENGTH,
        )
    return text


def check_ability(asset: Asset, number: int) -> int:
    """Return ``number`` (counted from 1, as the card is read) or raise ``RuleError``."""
    if not 1 <= number <= len(asset.abilities):
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "the asset {asset} has abilities 1 to {count}, not {number}"
            ),
            asset=asset.name,
            count=len(asset.abilities),
            number=number,
        )
    return number


def kept_values(asset: Asset, stored: Mapping[str, object]) -> dict[str, FieldValue]:
    """Return the card's values: those stored that still fit the card, a meter's brought
    within its range (an ability that raised its maximum cleared), the start values for the
    rest (a package imported again may have changed a card)."""
    fields = {field.key: field for field in asset_fields(asset)}
    values = {key: field.start for key, field in fields.items()}
    for key, value in stored.items():
        field = fields.get(key)
        if field is None:
            continue
        if field.is_meter and type(value) is int:
            value = min(max(value, field.low), field.high)
        try:
            values[key] = check_value(asset, key, value)
        except RuleError:
            continue
    return values


def kept_abilities(asset: Asset, stored: Sequence[bool]) -> tuple[bool, ...]:
    """Return the abilities ticked: as stored, as the card starts for abilities beyond."""
    start = start_abilities(asset)
    return tuple(stored[n] if n < len(stored) else start[n] for n in range(len(start)))


@dataclass(frozen=True, slots=True)
class HeldAsset:
    """An asset on a sheet: the card, its abilities ticked, and its fields' values (those of
    the card as its abilities and choices make it, ``card``)."""

    asset: Asset
    abilities: tuple[bool, ...]
    values: Mapping[str, FieldValue]

    @property
    def card(self) -> Asset:
        """Return the card as it reads on the sheet: changed by its ticked abilities'
        ``enhance_asset`` and its chosen ``select_enhancement`` (a meter's maximum raised, a
        meter added, counting as an impact)."""
        return enhanced_asset(self.asset, self.abilities, self.values)

    @property
    def fields(self) -> tuple[AssetField, ...]:
        """Return the fields of the card as it reads on the sheet."""
        return asset_fields(self.card)

    def with_ability(self, number: int, ticked: bool) -> HeldAsset:
        """Return it with ability ``number`` (from 1) ticked or not, its values kept on the
        card that makes (a meter within its range once a raised maximum is gone)."""
        check_ability(self.asset, number)
        abilities = list(self.abilities)
        abilities[number - 1] = ticked
        return held_asset(self.asset, abilities, self.values)

    def with_value(self, key: str, value: object) -> HeldAsset:
        """Return it with field ``key`` set to ``value`` (checked against the card)."""
        clean = check_value(self.card, key, value)
        return held_asset(self.asset, self.abilities, {**self.values, key: clean})

    def roll_name(self, field: AssetField) -> str:
        """Return a meter's name as a roll option ("Cave Lion health")."""
        return f"{self.asset.name} {field.label}"


def held_asset(asset: Asset, abilities: Sequence[bool], values: Mapping[str, object]) -> HeldAsset:
    """Return ``asset`` held with the abilities and values stored: those that fit the card
    as its abilities and choices make it, the card's start for the rest."""
    ticked = kept_abilities(asset, abilities)
    chosen = kept_values(enhanced_asset(asset, ticked), values)
    return HeldAsset(asset, ticked, kept_values(enhanced_asset(asset, ticked, chosen), values))


def hold(asset: Asset) -> HeldAsset:
    """Return ``asset`` as a sheet first holds it: as the card starts."""
    return held_asset(asset, start_abilities(asset), {})


def roll_values(held: Iterable[HeldAsset]) -> dict[str, int]:
    """Return the value of each meter of ``held`` a move may roll, by its roll option's name
    ("Cave Lion health": 4)."""
    found: dict[str, int] = {}
    for one in usable(held):
        for field in one.fields:
            value = one.values.get(field.key)
            if field.rolls and type(value) is int:
                found.setdefault(one.roll_name(field), value)
    return found


def impact_assets(held: Iterable[HeldAsset]) -> tuple[str, ...]:
    """Return the names of the assets of ``held`` whose card, as its ticked abilities and
    choices make it, counts as an impact (Ironclad geared for war, Undead): each lowers max
    momentum and the reset as a marked impact does."""
    return tuple(one.asset.name for one in held if one.card.count_as_impact)


def disabled_by(held: HeldAsset) -> str:
    """Return the words of the ticked box that disables ``held`` ("out of action",
    "broken"), or "" while it is usable."""
    for field in held.fields:
        if field.disables and held.values.get(field.key) is True:
            return field.label
    return ""


def usable(held: Iterable[HeldAsset]) -> list[HeldAsset]:
    """Return the assets of ``held`` a roll may use: those no ticked box disables."""
    return [one for one in held if not disabled_by(one)]


@dataclass(frozen=True, slots=True)
class SetAside:
    """An asset a move's roll does not offer, and why in the card's words."""

    asset: str
    reason: str


def _controls_rolled(move: Move) -> set[str]:
    return {
        choice.name
        for condition in move.conditions
        for choice in condition.choices
        if choice.using == "asset_control"
    }


def _ticked(held: Iterable[HeldAsset]) -> set[tuple[str, int]]:
    return {
        (one.asset.id, number)
        for one in held
        for number, on in enumerate(one.abilities, start=1)
        if on
    }


def set_aside(
    move: Move, enhancements: Iterable[MoveEnhancement], held: Sequence[HeldAsset]
) -> tuple[SetAside, ...]:
    """Return the disabled assets of ``held`` that would add to ``move``'s roll (a ticked
    ability fitting it, or a meter it rolls), each with the words of the box disabling it."""
    fitting = [e for e in enhancements if e.fits(move)]
    rolled = _controls_rolled(move)
    found: list[SetAside] = []
    for one in held:
        reason = disabled_by(one)
        if not reason:
            continue
        ticked = _ticked([one])
        adds = any((e.asset_id, e.ability) in ticked for e in fitting)
        holds = any(f.rolls and f.control in rolled for f in one.fields)
        if adds or holds:
            found.append(SetAside(one.asset.name, reason))
    return tuple(found)


def _control_choice(
    choice: RollChoice, held: Sequence[HeldAsset], disabled: Sequence[HeldAsset]
) -> tuple[RollChoice, ...]:
    """Return a move's own roll on an asset's control as one choice per usable asset held
    with that control (Companion Takes a Hit rolls "+Cave Lion health"); none when only
    disabled assets have it, else "asset health" to type."""
    if choice.using != "asset_control":
        return (choice,)
    found = tuple(
        RollChoice(choice.using, one.roll_name(field))
        for one in held
        for field in one.fields
        if field.rolls and field.control == choice.name
    )
    if found:
        return found
    if any(f.rolls and f.control == choice.name for one in disabled for f in one.fields):
        return ()
    return (RollChoice(choice.using, f"asset {choice.name}"),)


def _option_choice(choice: RollChoice, one: HeldAsset | None, asset: str) -> RollChoice:
    """Return a roll on an asset's option (Lucky Figurehead's linked stat) as the stat the
    sheet's choice names ("+heart"), or named after its asset to type ("Masked material")."""
    if choice.using != "asset_option":
        return choice
    if one is not None:
        chosen = one.values.get(choice.name)
        for option in one.asset.options:
            stat = dict(option.stats).get(str(chosen)) if option.key == choice.name else None
            if stat is not None:
                return RollChoice("stat", stat)
    return RollChoice(choice.using, f"{asset} {choice.name}")


def _with_options(enhancement: MoveEnhancement, held: Sequence[HeldAsset]) -> MoveEnhancement:
    """Return ``enhancement`` with its rolls on its asset's options read off the sheet."""
    one = next((o for o in held if o.asset.id == enhancement.asset_id), None)
    conditions = tuple(
        replace(
            condition,
            choices=tuple(
                _option_choice(choice, one, enhancement.asset_name) for choice in condition.choices
            ),
        )
        for condition in enhancement.conditions
    )
    return replace(enhancement, conditions=conditions)


def held_move(
    move: Move, enhancements: Iterable[MoveEnhancement], held: Sequence[HeldAsset]
) -> Move:
    """Return ``move`` as a sheet holding ``held`` rolls it: with the conditions the ticked
    abilities of its usable assets add (no other asset's, none of a disabled one's), and a
    roll on an asset's control made on the usable assets held, one on an asset's option on
    the stat its sheet chose."""
    working = usable(held)
    disabled = [one for one in held if disabled_by(one)]
    ticked = _ticked(working)
    owned = [_with_options(e, working) for e in enhancements if (e.asset_id, e.ability) in ticked]
    conditions = tuple(
        Condition(
            condition.text,
            condition.method,
            tuple(
                found
                for choice in condition.choices
                for found in _control_choice(choice, working, disabled)
            ),
        )
        for condition in move.conditions
    )
    return enhanced(replace(move, conditions=conditions), owned)


SEED_ASSET_METERS = {"companion_health": "health"}
"""The values of the built-in moves an asset's meter holds, by the control rolled (a
companion's health)."""


def _seed_meters(option: SeedOption) -> set[str]:
    return {SEED_ASSET_METERS[stat] for stat in option.stats if stat in SEED_ASSET_METERS}


def _seed_option(option: SeedOption, held: Sequence[HeldAsset]) -> tuple[SeedOption, ...]:
    """Return a built-in move's roll option with each value an asset's meter holds made one
    option per usable asset with that meter ("+Cave Lion health"); as it is (to type) when
    none has it."""
    for stat in option.stats:
        control = SEED_ASSET_METERS.get(stat)
        if control is None:
            continue
        names = [
            one.roll_name(field)
            for one in held
            for field in one.fields
            if field.rolls and field.control == control
        ]
        if names:
            return tuple(
                replace(option, stats=tuple(name if s == stat else s for s in option.stats))
                for name in names
            )
    return (option,)


def seed_move(move: SeedMove, held: Sequence[HeldAsset]) -> SeedMove:
    """Return a built-in move as a sheet holding ``held`` rolls it: a value an asset's meter
    holds (a companion's health) offered on each usable asset with that meter, as an
    imported move's roll offers it; kept to type when no usable asset has it."""
    working = usable(held)
    options = tuple(found for option in move.options for found in _seed_option(option, working))
    return replace(move, options=options)


def seed_set_aside(move: SeedMove, held: Sequence[HeldAsset]) -> tuple[SetAside, ...]:
    """Return the disabled assets of ``held`` with a meter a built-in move rolls, each with
    the words of the box disabling it ("Cave Lion", "out of action")."""
    rolled = {control for option in move.options for control in _seed_meters(option)}
    return tuple(
        SetAside(one.asset.name, reason)
        for one in held
        if (reason := disabled_by(one))
        and any(field.rolls and field.control in rolled for field in one.fields)
    )


@dataclass(frozen=True, slots=True)
class Situation:
    """What a ticked ability of a usable asset says about a move without a roll option to
    offer (its card says what it adds: "+1", a reroll): the asset, the ability (from 1)
    and the situation in the card's words ("" when the ability names none)."""

    asset: str
    ability: int
    text: str


def situations(
    move: Move, enhancements: Iterable[MoveEnhancement], held: Sequence[HeldAsset]
) -> tuple[Situation, ...]:
    """Return the ticked abilities of the usable assets of ``held`` that fit ``move`` but add
    no roll option, each with the situation it names (one per condition without options)."""
    ticked = _ticked(usable(held))
    found: list[Situation] = []
    for enhancement in enhancements:
        if (enhancement.asset_id, enhancement.ability) not in ticked:
            continue
        if not enhancement.fits(move):
            continue
        name, number = enhancement.asset_name, enhancement.ability
        if not enhancement.conditions:
            found.append(Situation(name, number, ""))
        for condition in enhancement.conditions:
            if not any(choice.using for choice in condition.choices):
                found.append(Situation(name, number, plain_text(condition.text)))
    return tuple(dict.fromkeys(found))
