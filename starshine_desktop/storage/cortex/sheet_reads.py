"""Cortex: read a Persona's Cortex sheet (plot points, stress) through the campaign's reader."""

from __future__ import annotations

from dataclasses import dataclass

from starshine_desktop.storage.reader import Reader


@dataclass(frozen=True, slots=True)
class CortexSheetRow:
    """A Persona's plot points and stress (sides of each die; None: no stress)."""

    persona_id: int
    plot_points: int = 0
    physical: int | None = None
    mental: int | None = None
    social: int | None = None
    stressed_out: bool = False
    awaiting_time: tuple[str, ...] = ()


_SHEET = (
    "SELECT persona_id, plot_points, stress_physical, stress_mental, stress_social, "
    "stressed_out, awaiting_time FROM cortex_sheet"
)


def _sheet(values: tuple[object, ...]) -> CortexSheetRow:
    def die(value: object) -> int | None:
        return None if value is None else int(str(value))

    awaiting = str(values[6])
    return CortexSheetRow(
        persona_id=int(str(values[0])),
        plot_points=int(str(values[1])),
        physical=die(values[2]),
        mental=die(values[3]),
        social=die(values[4]),
        stressed_out=bool(values[5]),
        awaiting_time=tuple(part for part in awaiting.split(",") if part),
    )


def read_sheet(connection: Reader, persona_id: int) -> CortexSheetRow | None:
    """Return a Persona's Cortex sheet, or None if nothing was ever stored for it."""
    values = connection.execute(_SHEET + " WHERE persona_id = ?", (persona_id,)).fetchone()
    return None if values is None else _sheet(values)
