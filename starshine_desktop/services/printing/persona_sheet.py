"""The Persona sheet (Starshine): every record of one Persona, and a blank "pencil" sheet.

The front page is designed to be read at a glance, like the official Ironsworn sheets: the
Persona, its Actor and the Director's Stance as six boxes, the status boxes, the twelve
Scores, then two columns: Characteristics with their Expressions and the Knacks, Powers and
Signature Items on the left; Traits, Investments and Strategies on the right. No column
repeats what the page says already (a Persona's Traits are all on it, so there is no "On";
"By" is only there for the Traits someone else created). The rest follows: Advances, the
Stance log, the Cortex-style and Ironsworn sheets, notes. A list longer than the front page
holds is printed in full after it instead.

The pencil sheet has the same labels and boxes with no values, and room to write everything
the filled sheet prints, on two pages (front and back).

Black on white with ruled tables (no colour carries meaning), sized in percent so the same
HTML fits A4 and US Letter.
"""

from __future__ import annotations

from collections.abc import Sequence

from starshine_desktop.rules.cortex import DIE_STEPS, StressType
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn.character import (
    MOMENTUM_MAX,
    MOMENTUM_MIN,
    Impact,
    Meter,
    Stat,
)
from starshine_desktop.rules.ironsworn.tracks import BOXES, LegacyKind
from starshine_desktop.rules.starshine.campaign import modified_score
from starshine_desktop.rules.starshine.scores import STANCE_RANGE, Score
from starshine_desktop.services.printing.document import (
    WRITING_SPACE,
    FlowDocument,
    blank_rows,
    grid_table,
    none_line,
    page,
    signed,
    text,
)
from starshine_desktop.services.printing.labels import ironsworn_word, state_word, stress_label
from starshine_desktop.services.printing.model import (
    CharacteristicPrint,
    InvestmentPrint,
    PersonaPrint,
    StrategyPrint,
    TraitPrint,
)
from starshine_desktop.services.printing.words import translate

SCORE_LABELS: dict[Score, str] = {
    Score.BASE: QT_TRANSLATE_NOOP("Game", "Base"),
    Score.DEFENSE: QT_TRANSLATE_NOOP("Game", "Defense"),
    Score.RECOVERY: QT_TRANSLATE_NOOP("Game", "Recovery"),
    Score.LEAD: QT_TRANSLATE_NOOP("Game", "Lead"),
    Score.STUNT: QT_TRANSLATE_NOOP("Game", "Stunt"),
    Score.AID: QT_TRANSLATE_NOOP("Game", "Aid"),
    Score.THREAT: QT_TRANSLATE_NOOP("Game", "Threat"),
    Score.GUARD: QT_TRANSLATE_NOOP("Game", "Guard"),
    Score.SURRENDER: QT_TRANSLATE_NOOP("Game", "Surrender"),
    Score.RISK: QT_TRANSLATE_NOOP("Game", "Risk"),
    Score.POWER: QT_TRANSLATE_NOOP("Game", "Power"),
    Score.FORTUNE: QT_TRANSLATE_NOOP("Game", "Fortune"),
}
SCORE_WIDTHS = (17, 17, 17, 17, 16, 16)
SIGNED_SCORES = frozenset({Score.STUNT, Score.THREAT, Score.RISK, Score.POWER})
PENCIL_ROWS = {
    "characteristics": 5,
    "expressions": 3,
    "modifiers": 3,
    "traits": 9,
    "investments": 5,
    "strategies": 4,
    "advances": 10,
    "stance_changes": 8,
    "notes": 8,
}
"""Rows of the pencil sheet: what fills its two pages on A4 and US Letter."""
FRONT_COLUMN_HEIGHT = 475.0
"""Points a front-page column may take (what US Letter leaves under the name and Scores);
a section that would make it taller is printed after the front page instead."""
SHEET_CSS = """
h2 { font-size: 10.5pt; margin-top: 6px; margin-bottom: 2px; }
table.grid td, table.grid th { padding: 2px; }
table.scores td { text-align: center; }
td.scorelabel { font-size: 8pt; font-weight: bold; background-color: #e6e6e6; }
td.scorevalue { font-size: 14pt; }
td.scoremod { font-size: 8pt; }
table.head td { padding: 2px; }
td.name { font-size: 16pt; font-weight: bold; }
td.stance { font-size: 12pt; }
span.tag { font-size: 8pt; }
span.small { font-size: 8pt; }
td.big { font-size: 12pt; font-weight: bold; }
"""
BOX, TICKED = "\u2610", "\u2612"
EMPTY = BOX
"""A status flag not (yet) ticked."""
PAGE_BREAK = "<p style='page-break-before: always; margin: 0'></p>"
"""An empty paragraph that starts a new page."""
LINE_SPACE = "<span style='font-size: 12pt'>&nbsp;</span>"
"""A line to write one Expression on, in the pencil sheet."""


def score_label(score: Score) -> str:
    """Return a Score's name as the sheet prints it (in the document's language)."""
    return translate("Game", SCORE_LABELS[score])


def _score_value(score: Score, value: int) -> str:
    return signed(value) if score in SIGNED_SCORES else str(value)


def _modified(score: Score, persona: PersonaPrint, total: int) -> str:
    if not total:
        return ""
    value = modified_score(persona.scores[score], (total,))
    return translate("Print", "modified: {value}").format(value=_score_value(score, value))


def _modifier_totals(persona: PersonaPrint) -> dict[Score, int]:
    totals = dict.fromkeys(Score, 0)
    for modifier in persona.modifiers:
        totals[modifier.score] += modifier.modifier
    return totals


def _scores_table(persona: PersonaPrint | None) -> str:
    halves = (list(Score)[:6], list(Score)[6:])
    totals = _modifier_totals(persona) if persona is not None else None
    rows = []
    for half in halves:
        labels = "".join(
            f"<td class='scorelabel' width='{width}%' align='center'>{score_label(s)}</td>"
            for s, width in zip(half, SCORE_WIDTHS, strict=True)
        )
        if persona is None:
            values = "".join(f"<td class='scorevalue'>{WRITING_SPACE}</td>" for _ in half)
        else:
            values = "".join(
                f"<td class='scorevalue' align='center'>{_score_value(s, persona.scores[s])}</td>"
                for s in half
            )
        rows.append(f"<tr>{labels}</tr><tr>{values}</tr>")
        if persona is not None and totals is not None and any(totals[s] for s in half):
            mods = "".join(
                f"<td class='scoremod' align='center'>{_modified(s, persona, totals[s])}</td>"
                for s in half
            )
            rows.append(f"<tr>{mods}</tr>")
    return (
        "<table class='grid scores' width='100%' cellspacing='0' cellpadding='3'>"
        + "".join(rows)
        + "</table>"
    )


STATUS_FLAGS = (
    ("risked_corruption", QT_TRANSLATE_NOOP("Print", "Has risked Corruption (once, ever)")),
    ("risked_death", QT_TRANSLATE_NOOP("Print", "Has risked Death (once, ever)")),
    ("dead", QT_TRANSLATE_NOOP("Print", "Dead")),
)


def _stance_boxes(stance: int | None) -> str:
    """Return the Director's Stance as six boxes, the current one marked."""
    cells = "".join(
        f"<td width='16%' align='center' class='stance' style='border: 2px solid #000000' "
        f"bgcolor='#c8c8c8'><b>[{value}]</b></td>"
        if value == stance
        else f"<td width='16%' align='center' class='stance'>{value}</td>"
        for value in range(STANCE_RANGE.minimum, STANCE_RANGE.maximum + 1)
    )
    return (
        f"<table class='grid' width='100%' cellspacing='0' cellpadding='2'><tr>{cells}</tr></table>"
    )


def _head(persona: PersonaPrint | None, campaign: str) -> str:
    """Return the name band: Persona, Actor, campaign, the Stance boxes and the status."""
    name = "&nbsp;" if persona is None else text(persona.name)
    actor = "&nbsp;" if persona is None or not persona.actor else text(persona.actor)
    where = "&nbsp;" if persona is None else text(campaign)
    tags = (
        translate("Print", "Persona"),
        translate("Print", "Actor"),
        translate("Print", "Campaign"),
    )
    band = (
        "<table class='grid head' width='100%' cellspacing='0' cellpadding='3'><tr>"
        f"<td width='46%'><span class='tag'>{tags[0]}</span>"
        f"<p style='font-size: 16pt; font-weight: bold; margin: 0'>{name}</p></td>"
        f"<td width='27%'><span class='tag'>{tags[1]}</span><br/><b>{actor}</b></td>"
        f"<td width='27%'><span class='tag'>{tags[2]}</span><br/><b>{where}</b></td>"
        "</tr></table>"
    )
    stance = _stance_boxes(None if persona is None else persona.stance)
    stance_label = translate("Print", "Director's Stance")
    stance_rule = translate("Print", "+1 a Strategy begun or developed, −1 a Push")
    stance_row = (
        "<table class='head' width='100%' cellspacing='0' cellpadding='2'><tr>"
        f"<td width='22%'><span class='tag'>{stance_label}</span><br/>"
        f"<span class='small'>{stance_rule}</span></td>"
        f"<td width='48%'>{stance}</td><td width='30%'>{_status(persona)}</td></tr></table>"
    )
    heading = translate("Print", "Starshine Persona sheet")
    return f"<h1>{heading}</h1>{band}{stance_row}"


def _status(persona: PersonaPrint | None) -> str:
    """Return the status flags as boxes: ticked or empty, or all empty to fill by pencil."""
    return (
        "<span class='tag'>"
        + translate("Print", "Status")
        + "</span><br/>"
        + "<br/>".join(
            f"{TICKED if persona is not None and getattr(persona, key) else EMPTY} "
            f"<span class='small'>{translate('Print', label)}</span>"
            for key, label in STATUS_FLAGS
        )
    )


def _characteristic_rows(characteristics: Sequence[CharacteristicPrint]) -> list[str]:
    rows = []
    for c in characteristics:
        corrupt = " <i>(" + translate("Print", "corrupt") + ")</i>" if c.corrupt else ""
        name = text(c.shown_name) + corrupt
        expressions = "<br/>".join(f"{BOX} {text(e)}" for e in c.expressions) or "&nbsp;"
        rows.append(
            f"<tr><td width='80%'><b>{name}</b></td><td width='20%' align='center' "
            f"class='big'>{c.value}</td></tr><tr><td colspan='2'>{expressions}</td></tr>"
        )
    return rows


def _characteristics(persona: PersonaPrint | None) -> str:
    characteristic = translate("Print", "Characteristic and its Expressions")
    value = translate("Print", "Value")
    head = (
        f"<thead><tr><th width='80%'>{characteristic}</th>"
        f"<th width='20%' align='center'>{value}</th></tr></thead>"
    )
    if persona is None:
        lines = "<br/>".join([LINE_SPACE] * PENCIL_ROWS["expressions"])
        rows = [
            f"<tr><td width='80%'>{WRITING_SPACE}</td><td width='20%'>&nbsp;</td></tr>"
            f"<tr><td colspan='2'>{lines}</td></tr>"
            for _ in range(PENCIL_ROWS["characteristics"])
        ]
    elif not persona.characteristics:
        return none_line(translate("Print", "No Characteristics."))
    else:
        rows = _characteristic_rows(persona.characteristics)
    return (
        "<table class='grid' width='100%' cellspacing='0' cellpadding='2'>"
        + head
        + "".join(rows)
        + "</table>"
    )


def _modifiers(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Knack, Power or Signature Item"),
        translate("Print", "Score"),
    ]
    widths = [64, 36]
    if persona is None:
        rows = blank_rows(2, PENCIL_ROWS["modifiers"])
    elif not persona.modifiers:
        return none_line(translate("Print", "No Knacks, Powers or Signature Items."))
    else:
        rows = [
            [
                f"{text(m.name)} <span class='small'>({text(m.kind)})</span>",
                f"{score_label(m.score)} {signed(m.modifier)}",
            ]
            for m in persona.modifiers
        ]
    return grid_table(headers, rows, widths)


def _traits(persona: PersonaPrint | None) -> str:
    """Return the Traits: name, Strength, N for a Negative Trait, and who else made it."""
    if persona is None:
        return grid_table(
            _trait_headers(by_others=True),
            blank_rows(4, PENCIL_ROWS["traits"]),
            [44, 20, 8, 28],
            numeric=(1, 2),
        )
    if not persona.traits:
        return none_line(translate("Print", "No Traits."))
    by_others = any(t.created_by != persona.name for t in persona.traits)
    rows = [_trait_row(persona, t, by_others) for t in persona.traits]
    headers = _trait_headers(by_others)
    widths = [44, 20, 8, 28] if by_others else [70, 20, 10]
    legend = (
        translate("Print", "N: a Negative Trait. By: who made it, if not the Persona.")
        if by_others
        else translate("Print", "N: a Negative Trait.")
    )
    return grid_table(headers, rows, widths, numeric=(1, 2)) + f"<p class='note'>{legend}</p>"


def _trait_headers(by_others: bool) -> list[str]:
    """Return the Traits table's headers; "N" is the mark of a Negative Trait."""
    headers = [
        translate("Print", "Trait"),
        translate("Print", "Strength"),
        translate("Print", "N"),
    ]
    return headers + ([translate("Print", "By")] if by_others else [])


def _trait_row(persona: PersonaPrint, trait: TraitPrint, by_others: bool) -> list[str]:
    negative = translate("Print", "N") if trait.negative else "&nbsp;"
    row = [text(trait.name), str(trait.strength), negative]
    if by_others:
        row.append("&nbsp;" if trait.created_by == persona.name else text(trait.created_by))
    return row


def _investments(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Investment"),
        translate("Print", "Value"),
        translate("Print", "State"),
    ]
    widths = [66, 14, 20]
    if persona is None:
        return grid_table(headers, blank_rows(3, PENCIL_ROWS["investments"]), widths, (1,))
    if not persona.investments:
        return none_line(translate("Print", "No Investments."))
    rows = [[_investment(i), str(i.value), text(state_word(i.state))] for i in persona.investments]
    return grid_table(headers, rows, widths, numeric=(1,))


def _investment(investment: InvestmentPrint) -> str:
    source = translate("Print", "from {characteristic}").format(
        characteristic=text(investment.characteristic)
    )
    return f"{text(investment.written)}<br/><span class='small'>{source}</span>"


def _strategies(persona: PersonaPrint | None) -> str:
    headers = [translate("Print", "Strategy"), translate("Print", "State")]
    widths = [78, 22]
    if persona is None:
        return grid_table(headers, blank_rows(2, PENCIL_ROWS["strategies"]), widths)
    if not persona.strategies:
        return none_line(translate("Print", "No Strategies."))
    rows = [[_strategy(s), text(state_word(s.state))] for s in persona.strategies]
    return grid_table(headers, rows, widths)


def _strategy(strategy: StrategyPrint) -> str:
    pursues = translate("Print", "pursues {aim}").format(aim=text(strategy.pursues))
    return f"{text(strategy.name)}<br/><span class='small'>{pursues}</span>"


def _stance_changes(persona: PersonaPrint | None) -> str:
    headers = [translate("Print", "Stance"), translate("Print", "Why"), translate("Print", "Date")]
    widths = [18, 56, 26] if persona is None else [14, 66, 20]
    if persona is None:
        rows = blank_rows(3, PENCIL_ROWS["stance_changes"])
    elif not persona.stance_changes:
        return ""
    else:
        rows = [
            [
                f"{c.old} → {c.new}",
                text(c.reason),
                "&nbsp;" if c.on_date is None else c.on_date.isoformat(),
            ]
            for c in persona.stance_changes
        ]
    heading = translate("Print", "Changes of the Director's Stance")
    return f"<h2>{heading}</h2>{grid_table(headers, rows, widths)}"


def _die_steps() -> str:
    return " ".join(f"{BOX}&nbsp;{die.label}" for die in DIE_STEPS)


def _cortex(persona: PersonaPrint | None) -> str:
    """Return the Cortex-style sheet (plot points and stress), when the Persona has one;
    on the pencil sheet, boxes for every stress die."""
    heading = translate("Print", "Cortex-style dice")
    plot_points = translate("Print", "Plot points")
    if persona is None:
        rows = [[stress_label(kind.value), _die_steps()] for kind in StressType]
        rows.append([plot_points, WRITING_SPACE])
        rows.append(
            [
                translate("Print", "Stressed out"),
                f"{BOX} " + translate("Print", "takes no further part in the scene"),
            ]
        )
        stress_die = translate("Print", "Stress die")
        return f"<h2>{heading}</h2>" + grid_table(["", stress_die], rows, [28, 72])
    sheet = persona.cortex
    if sheet is None:
        return ""
    headers = [plot_points, *(stress_label(kind) for kind, _ in sheet.stress)]
    row = [str(sheet.plot_points), *(text(die) for _, die in sheet.stress)]
    out = (
        translate("Print", "<b>Stressed out</b>: takes no further part in the scene.")
        if sheet.stressed_out
        else ""
    )
    table = grid_table(headers, [row], [25, 25, 25, 25], numeric=(0, 1, 2, 3))
    return f"<h2>{heading}</h2>{table}{f'<p>{out}</p>' if out else ''}"


def _pencil_ironsworn() -> str:
    stats = grid_table(
        [ironsworn_word(stat.value) for stat in Stat],
        [[WRITING_SPACE] * len(Stat)],
        [20] * len(Stat),
    )
    meters = grid_table(
        [ironsworn_word(meter.value) for meter in Meter],
        [[WRITING_SPACE] * len(Meter)],
        [25] * len(Meter),
    )
    momentum = " ".join(
        f"{BOX}&nbsp;{signed(value)}" for value in range(MOMENTUM_MIN, MOMENTUM_MAX + 1)
    )
    impacts = " &nbsp; ".join(f"{BOX} {ironsworn_word(impact.value)}" for impact in Impact)
    legacy = grid_table(
        [
            translate("Print", "Legacy track"),
            translate("Print", "Boxes (four ticks each)"),
            translate("Print", "Completed"),
        ],
        [[ironsworn_word(kind.value), " ".join([BOX] * BOXES), BOX] for kind in LegacyKind],
        [25, 52, 23],
    )
    return (
        "<h2>Ironsworn</h2>"
        + stats
        + meters
        + "<p>"
        + translate("Print", "<b>Momentum</b> (max and reset: ____ / ____)")
        + f"<br/>{momentum}</p>"
        + "<p><b>"
        + translate("Print", "Impacts")
        + f"</b><br/>{impacts}</p>"
        + legacy
        + "<p>"
        + translate("Print", "<b>Experience</b> earned ________ spent ________")
        + "</p>"
    )


def _ironsworn(persona: PersonaPrint | None) -> str:
    """Return the Ironsworn sheet (stats, meters, momentum, legacies), when it is filled in."""
    if persona is None:
        return _pencil_ironsworn()
    sheet = persona.ironsworn
    if sheet is None:
        return ""
    stats = grid_table(
        [ironsworn_word(name) for name, _ in sheet.stats],
        [[str(value) for _, value in sheet.stats]],
        [20] * len(sheet.stats),
        numeric=tuple(range(len(sheet.stats))),
    )
    meters = [(ironsworn_word(name), str(value)) for name, value in sheet.meters]
    momentum = translate("Print", "{momentum} (max {most}, reset {reset})").format(
        momentum=signed(sheet.momentum),
        most=sheet.max_momentum,
        reset=signed(sheet.momentum_reset),
    )
    condition = grid_table(
        [*(name for name, _ in meters), translate("Print", "Momentum")],
        [[*(value for _, value in meters), momentum]],
        [15] * len(meters) + [100 - 15 * len(meters)],
        numeric=tuple(range(len(meters) + 1)),
    )
    impacts = (
        ", ".join(ironsworn_word(impact) for impact in sheet.impacts)
        if sheet.impacts
        else translate("Print", "none")
    )
    yes, no = translate("Print", "yes"), translate("Print", "no")
    legacies = grid_table(
        [
            translate("Print", "Legacy track"),
            translate("Print", "Boxes filled (of 10)"),
            translate("Print", "Completed before"),
        ],
        [
            [text(ironsworn_word(track.name)), str(track.boxes), yes if track.completed else no]
            for track in sheet.legacies
        ],
        [40, 30, 30],
        numeric=(1, 2),
    )
    available = sheet.experience_earned - sheet.experience_spent
    experience = translate(
        "Print", "Impacts: {impacts}. Experience: earned {earned}, spent {spent}, available {left}."
    ).format(
        impacts=text(impacts),
        earned=sheet.experience_earned,
        spent=sheet.experience_spent,
        left=available,
    )
    experience = f"<p>{experience}</p>"
    return f"<h2>Ironsworn</h2>{stats}{condition}{experience}{legacies}"


def _advances(persona: PersonaPrint | None) -> str:
    headers = [
        translate("Print", "Advance"),
        translate("Print", "Reason"),
        translate("Print", "Date"),
    ]
    widths = [22, 52, 26] if persona is None else [14, 66, 20]
    heading = "<h2>" + translate("Print", "Advances") + "</h2>"
    if persona is None:
        rows = blank_rows(3, PENCIL_ROWS["advances"])
        return heading + grid_table(headers, rows, widths)
    if not persona.advances:
        return heading + none_line(translate("Print", "No Advances."))
    earned = sum(1 for a in persona.advances if a.kind == "earned")
    spent = sum(1 for a in persona.advances if a.kind == "spent")
    rows = [
        [
            text(state_word(a.kind).capitalize()),
            text(a.reason),
            "&nbsp;" if a.on_date is None else a.on_date.isoformat(),
        ]
        for a in persona.advances
    ]
    summary = translate("Print", "Earned {earned}, spent {spent}, unspent {left}.").format(
        earned=earned, spent=spent, left=earned - spent
    )
    return heading + f"<p>{summary}</p>" + grid_table(headers, rows, widths)


def _notes(persona: PersonaPrint | None) -> str:
    heading = "<h2>" + translate("Print", "Notes") + "</h2>"
    if persona is None:
        anything = translate("Print", "Anything else")
        return heading + grid_table([anything], blank_rows(1, PENCIL_ROWS["notes"]))
    if not persona.notes.strip():
        return ""
    paragraphs = "".join(f"<p>{text(line)}</p>" for line in persona.notes.splitlines() if line)
    return heading + paragraphs


def _lines(value: str, characters: int) -> int:
    """Estimate the lines a text takes in a cell that holds ``characters`` a line."""
    return max(1, -(-len(value) // characters))


def _estimated_heights(persona: PersonaPrint) -> dict[str, float]:
    """Estimate, in points, how tall each front-page section prints in its column.

    A little generous (few characters a line): a section estimated too tall only moves after
    the front page, while one too short would overflow it.
    """
    row, line = 5.0, 11.0  # a cell's padding and rule; a line of 9 pt text
    section = 40.0  # the heading and the table's header row

    def rows(texts: Sequence[str], characters: int, extra_lines: int = 0) -> float:
        return sum(row + line * (_lines(t, characters) + extra_lines) for t in texts)

    by_others = any(t.created_by != persona.name for t in persona.traits)
    return {
        "characteristics": section
        + sum(
            2 * row + line * (1 + sum(_lines(e, 48) for e in c.expressions))
            for c in persona.characteristics
        ),
        "modifiers": section + rows([f"{m.name} ({m.kind})" for m in persona.modifiers], 26),
        "traits": section
        + line  # the note under the table
        + rows([t.name for t in persona.traits], 24 if by_others else 36),
        "investments": section + rows([i.written for i in persona.investments], 32, 1),
        "strategies": section + rows([s.name for s in persona.strategies], 40, 1),
    }


def _moved_sections(persona: PersonaPrint | None) -> set[str]:
    """Return the sections too tall for the front page: the tallest go after it first."""
    if persona is None:
        return set()
    heights = _estimated_heights(persona)
    moved: set[str] = set()
    for column in (("characteristics", "modifiers"), ("traits", "investments", "strategies")):
        staying = sorted(column, key=lambda key: heights[key])
        while sum(heights[key] for key in staying) > FRONT_COLUMN_HEIGHT:
            moved.add(staying.pop())
    return moved


def _front(persona: PersonaPrint | None) -> tuple[str, str]:
    """Return the two columns of the front page, and what did not fit on it (printed after)."""
    left: list[str] = []
    right: list[str] = []
    after: list[str] = []
    moved = _moved_sections(persona)
    sections = (
        (
            left,
            translate("Print", "Characteristics and Expressions"),
            _characteristics,
            "characteristics",
        ),
        (left, translate("Print", "Knacks, Powers and Signature Items"), _modifiers, "modifiers"),
        (right, translate("Print", "Traits"), _traits, "traits"),
        (right, translate("Print", "Investments"), _investments, "investments"),
        (right, translate("Print", "Strategies"), _strategies, "strategies"),
    )
    for column, heading, build, key in sections:
        if key in moved:
            count = len(getattr(persona, key))
            later = translate("Print", "{count} {heading}: after this page.").format(
                count=count, heading=heading
            )
            column.append(f"<h2>{heading}</h2><p><i>{later}</i></p>")
            after.append(f"<h2>{heading}</h2>{build(persona)}")
        else:
            column.append(f"<h2>{heading}</h2>{build(persona)}")
    return _two_columns("".join(left), "".join(right)), "".join(after)


def _two_columns(left: str, right: str) -> str:
    return (
        "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
        f"<td width='49%' valign='top'>{left}</td><td width='2%'>&nbsp;</td>"
        f"<td width='49%' valign='top'>{right}</td></tr></table>"
    )


def _sheet(persona: PersonaPrint | None, campaign: str) -> str:
    columns, after = _front(persona)
    scores = "<h2>" + translate("Print", "Scores") + "</h2>"
    front = _head(persona, campaign) + scores + _scores_table(persona) + columns
    if persona is None:
        # The back of the blank sheet: every other section, side by side, then notes.
        back = _two_columns(
            _advances(None) + _stance_changes(None), _cortex(None) + _ironsworn(None)
        )
        return front + PAGE_BREAK + back + _notes(None)
    rest = "".join(
        [
            after,
            _advances(persona),
            _stance_changes(persona),
            _cortex(persona),
            _ironsworn(persona),
            _notes(persona),
        ]
    )
    if after:
        # A list too long for the front page starts the second page: the front stays whole.
        rest = PAGE_BREAK + rest
    return front + rest


def persona_sheet(persona: PersonaPrint, campaign: str) -> FlowDocument:
    """Return the sheet of one Persona with every record it has."""
    title = translate("Print", "Persona sheet: {name}").format(name=persona.name)
    return FlowDocument(
        title=title,
        html=page(title, _sheet(persona, campaign), SHEET_CSS),
        footer=f"{persona.name} · {campaign}",
    )


def pencil_sheet() -> FlowDocument:
    """Return a blank Persona sheet: the same labels and boxes, no values, to fill by hand."""
    title = translate("Print", "Persona sheet (blank)")
    return FlowDocument(
        title=title,
        html=page(title, _sheet(None, ""), SHEET_CSS),
        footer=translate("Print", "Starshine Persona sheet"),
    )
