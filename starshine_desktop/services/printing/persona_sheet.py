"""The Persona sheet: every record of one Persona, and a blank "pencil" sheet to fill by hand.

Black on white with ruled tables (no colour carries meaning), sized in percent so the same
HTML fits A4 and US Letter.
"""

from __future__ import annotations

from starshine_desktop.rules.starshine.campaign import modified_score
from starshine_desktop.rules.starshine.scores import Score
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
from starshine_desktop.services.printing.model import PersonaPrint

SCORE_LABELS: dict[Score, str] = {
    Score.BASE: "Base",
    Score.DEFENSE: "Defense",
    Score.RECOVERY: "Recovery",
    Score.LEAD: "Lead",
    Score.STUNT: "Stunt",
    Score.AID: "Aid",
    Score.THREAT: "Threat",
    Score.GUARD: "Guard",
    Score.SURRENDER: "Surrender",
    Score.RISK: "Risk",
    Score.POWER: "Power",
    Score.FORTUNE: "Fortune",
}
SCORE_WIDTHS = (17, 17, 17, 17, 16, 16)
SIGNED_SCORES = frozenset({Score.STUNT, Score.THREAT, Score.RISK, Score.POWER})
PENCIL_ROWS = {
    "characteristics": 5,
    "modifiers": 4,
    "traits": 6,
    "investments": 5,
    "strategies": 5,
    "advances": 7,
    "notes": 5,
}
SHEET_CSS = """
h2 { margin-top: 6px; margin-bottom: 2px; }
table.grid td, table.grid th { padding: 2px; }
table.scores td { text-align: center; }
td.scorelabel { font-size: 7.5pt; font-weight: bold; background-color: #e6e6e6; }
td.scorevalue { font-size: 14pt; }
td.scoremod { font-size: 7.5pt; }
table.head td { padding: 2px; }
"""


def score_label(score: Score) -> str:
    """Return a Score's name as the sheet prints it."""
    return SCORE_LABELS[score]


def _score_value(score: Score, value: int) -> str:
    return signed(value) if score in SIGNED_SCORES else str(value)


def _modified(score: Score, persona: PersonaPrint, total: int) -> str:
    if not total:
        return ""
    value = modified_score(persona.scores[score], (total,))
    return f"modified: {_score_value(score, value)}"


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


def _head(persona: PersonaPrint | None, campaign: str) -> str:
    if persona is None:
        cells = [("Persona", "&nbsp;"), ("Actor", "&nbsp;"), ("Director's Stance", "&nbsp;")]
        title = "Persona sheet"
    else:
        cells = [
            ("Persona", text(persona.name)),
            ("Actor", text(persona.actor) or "&nbsp;"),
            ("Director's Stance", f"{persona.stance} (of 6)"),
        ]
        title = f"Persona sheet: {text(persona.name)}"
    row = "".join(
        f"<td width='{width}%'><span class='tag'>{label}</span><br/><b>{value}</b></td>"
        for (label, value), width in zip(cells, (45, 35, 20), strict=True)
    )
    sub = "" if persona is None else f"<p class='sub'>Campaign: {text(campaign)}</p>"
    return (
        f"<h1>{title}</h1>{sub}"
        "<table class='grid head' width='100%' cellspacing='0' cellpadding='3'>"
        f"<tr>{row}</tr></table>{_status(persona)}"
    )


STATUS_FLAGS = (
    ("risked_corruption", "Has risked Corruption (once, ever)"),
    ("risked_death", "Has risked Death (once, ever)"),
    ("dead", "Dead"),
)
TICKED, EMPTY = "\u2612", "\u2610"


def _status(persona: PersonaPrint | None) -> str:
    """Return the status flags as boxes: ticked or empty, or all empty to fill by pencil."""
    cells = "".join(
        f"<td width='{width}%'><span style='font-size: 13pt'>"
        f"{TICKED if persona is not None and getattr(persona, key) else EMPTY}</span> "
        f"{label}</td>"
        for (key, label), width in zip(STATUS_FLAGS, (38, 34, 20), strict=True)
    )
    return (
        "<table class='head' width='100%' cellspacing='0' cellpadding='3'>"
        f"<tr><td width='8%'><span class='tag'>Status</span></td>{cells}</tr></table>"
    )


def _characteristics(persona: PersonaPrint | None) -> str:
    headers = ["Characteristic", "Value", "Expressions"]
    widths = [28, 10, 62]
    if persona is None:
        rows = blank_rows(3, PENCIL_ROWS["characteristics"])
    elif not persona.characteristics:
        return none_line("Characteristics")
    else:
        rows = []
        for c in persona.characteristics:
            name = text(c.shown_name) + (" <i>(corrupt)</i>" if c.corrupt else "")
            expressions = "; ".join(text(e) for e in c.expressions) or "&nbsp;"
            rows.append([name, str(c.value), expressions])
    return grid_table(headers, rows, widths, numeric=(1,))


def _modifiers(persona: PersonaPrint | None) -> str:
    headers = ["Knack, Power or Signature Item", "Kind", "Score", "Modifier"]
    widths = [46, 20, 20, 14]
    if persona is None:
        rows = blank_rows(4, PENCIL_ROWS["modifiers"])
    elif not persona.modifiers:
        return none_line("Knacks, Powers or Signature Items")
    else:
        rows = [
            [text(m.name), text(m.kind), score_label(m.score), signed(m.modifier)]
            for m in persona.modifiers
        ]
    return grid_table(headers, rows, widths, numeric=(3,))


def _traits(persona: PersonaPrint | None) -> str:
    headers = ["Trait", "Strength", "Pos. / Neg.", "On", "Created by"]
    widths = [32, 12, 16, 20, 20]
    if persona is None:
        rows = blank_rows(5, PENCIL_ROWS["traits"])
    elif not persona.traits:
        return none_line("Traits")
    else:
        rows = [
            [
                text(t.name),
                str(t.strength),
                "Negative" if t.negative else "Positive",
                text(t.on),
                text(t.created_by),
            ]
            for t in persona.traits
        ]
    return grid_table(headers, rows, widths, numeric=(1,))


def _investments(persona: PersonaPrint | None) -> str:
    headers = ["Investment (Element > Relationship/State)", "Value", "From", "State"]
    widths = [52, 10, 22, 16]
    if persona is None:
        rows = blank_rows(4, PENCIL_ROWS["investments"])
    elif not persona.investments:
        return none_line("Investments")
    else:
        rows = [
            [text(i.written), str(i.value), text(i.characteristic), text(i.state)]
            for i in persona.investments
        ]
    return grid_table(headers, rows, widths, numeric=(1,))


def _strategies(persona: PersonaPrint | None) -> str:
    headers = ["Strategy", "Pursues", "State"]
    widths = [44, 40, 16]
    if persona is None:
        rows = blank_rows(3, PENCIL_ROWS["strategies"])
    elif not persona.strategies:
        return none_line("Strategies")
    else:
        rows = [[text(s.name), text(s.pursues), text(s.state)] for s in persona.strategies]
    return grid_table(headers, rows, widths)


def _stance_changes(persona: PersonaPrint | None) -> str:
    if persona is None or not persona.stance_changes:
        return ""
    rows = [
        [
            f"{c.old} → {c.new}",
            text(c.reason),
            "&nbsp;" if c.on_date is None else c.on_date.isoformat(),
        ]
        for c in persona.stance_changes
    ]
    table = grid_table(["Stance", "Why", "Date"], rows, [14, 66, 20])
    return f"<h2>Changes of the Director's Stance</h2>{table}"


def _cortex(persona: PersonaPrint | None) -> str:
    """Return the Cortex-style sheet (plot points and stress), when the Persona has one."""
    sheet = None if persona is None else persona.cortex
    if sheet is None:
        return ""
    headers = ["Plot points", *(kind.capitalize() + " stress" for kind, _ in sheet.stress)]
    row = [str(sheet.plot_points), *(text(die) for _, die in sheet.stress)]
    out = " <b>Stressed out</b>: takes no further part in the scene." if sheet.stressed_out else ""
    table = grid_table(headers, [row], [25, 25, 25, 25], numeric=(0, 1, 2, 3))
    return f"<h2>Cortex-style dice</h2>{table}{f'<p>{out}</p>' if out else ''}"


def _ironsworn(persona: PersonaPrint | None) -> str:
    """Return the Ironsworn sheet (stats, meters, momentum, legacies), when it is filled in."""
    sheet = None if persona is None else persona.ironsworn
    if sheet is None:
        return ""
    stats = grid_table(
        [name for name, _ in sheet.stats],
        [[str(value) for _, value in sheet.stats]],
        [20] * len(sheet.stats),
        numeric=tuple(range(len(sheet.stats))),
    )
    meters = [(name, str(value)) for name, value in sheet.meters]
    reset = signed(sheet.momentum_reset)
    momentum = f"{signed(sheet.momentum)} (max {sheet.max_momentum}, reset {reset})"
    condition = grid_table(
        [*(name for name, _ in meters), "Momentum"],
        [[*(value for _, value in meters), momentum]],
        [15] * len(meters) + [100 - 15 * len(meters)],
        numeric=tuple(range(len(meters) + 1)),
    )
    impacts = ", ".join(sheet.impacts) if sheet.impacts else "none"
    legacies = grid_table(
        ["Legacy track", "Boxes filled (of 10)", "Completed before"],
        [
            [text(track.name), str(track.boxes), "yes" if track.completed else "no"]
            for track in sheet.legacies
        ],
        [40, 30, 30],
        numeric=(1, 2),
    )
    available = sheet.experience_earned - sheet.experience_spent
    experience = (
        f"<p>Impacts: {text(impacts)}. Experience: earned {sheet.experience_earned}, "
        f"spent {sheet.experience_spent}, available {available}.</p>"
    )
    return f"<h2>Ironsworn</h2>{stats}{condition}{experience}{legacies}"


def _advances(persona: PersonaPrint | None) -> str:
    headers = ["Advance", "Reason", "Date"]
    widths = [14, 66, 20]
    if persona is None:
        rows = blank_rows(3, PENCIL_ROWS["advances"])
        return grid_table(headers, rows, widths)
    if not persona.advances:
        return none_line("Advances")
    earned = sum(1 for a in persona.advances if a.kind == "earned")
    spent = sum(1 for a in persona.advances if a.kind == "spent")
    rows = [
        [
            text(a.kind.capitalize()),
            text(a.reason),
            "&nbsp;" if a.on_date is None else a.on_date.isoformat(),
        ]
        for a in persona.advances
    ]
    summary = f"<p>Earned {earned}, spent {spent}, unspent {earned - spent}.</p>"
    return summary + grid_table(headers, rows, widths)


def _notes(persona: PersonaPrint | None) -> str:
    if persona is None:
        return "<h2>Notes</h2>" + grid_table(["Anything else"], blank_rows(1, PENCIL_ROWS["notes"]))
    if not persona.notes.strip():
        return ""
    paragraphs = "".join(f"<p>{text(line)}</p>" for line in persona.notes.splitlines() if line)
    return f"<h2>Notes</h2>{paragraphs}"


def _sheet(persona: PersonaPrint | None, campaign: str) -> str:
    parts = [
        _head(persona, campaign),
        "<h2>Scores</h2>",
        _scores_table(persona),
        "<h2>Characteristics and Expressions</h2>",
        _characteristics(persona),
        "<h2>Knacks, Powers and Signature Items</h2>",
        _modifiers(persona),
        "<h2>Traits</h2>",
        _traits(persona),
        # The blank sheet is printed front and back: the second side starts here.
        "<h2 style='page-break-before: always'>" if persona is None else "<h2>",
        "Investments</h2>",
        _investments(persona),
        "<h2>Strategies</h2>",
        _strategies(persona),
        "<h2>Advances</h2>",
        _advances(persona),
        _stance_changes(persona),
        _cortex(persona),
        _ironsworn(persona),
    ]
    parts.append(_notes(persona))
    return "".join(parts)


def persona_sheet(persona: PersonaPrint, campaign: str) -> FlowDocument:
    """Return the sheet of one Persona with every record it has."""
    title = f"Persona sheet: {persona.name}"
    return FlowDocument(
        title=title,
        html=page(title, _sheet(persona, campaign), SHEET_CSS),
        footer=f"{persona.name} · {campaign}",
    )


def pencil_sheet() -> FlowDocument:
    """Return a blank Persona sheet: the same labels and boxes, no values, to fill by hand."""
    title = "Persona sheet (blank)"
    return FlowDocument(
        title=title,
        html=page(title, _sheet(None, ""), SHEET_CSS),
        footer="Starshine Persona sheet",
    )
