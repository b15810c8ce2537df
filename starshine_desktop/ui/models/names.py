"""The names of the campaign's Personae, kept up to date from each change's ``Changes``.

Several tables show a Persona's name in rows of other records (a Trait's holder, a track's
owner, a challenge pool's characters). Each keeps one ``PersonaNames``: read whole when a
campaign opens, then, after an edit, only the Personae the change names are read again,
and the ids whose name appeared, changed or went are returned, so a table refreshes only
the rows that show them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from starshine_desktop.services.changes import Changes, RecordKind

_PERSONA = RecordKind.PERSONA


class PersonaNames(Mapping[int, str]):
    """Each Persona's name by id; ``apply(changes)`` reads only the Personae named."""

    def __init__(self, read: Callable[[list[int] | None], Mapping[int, str]]) -> None:
        """``read(ids)`` returns the names of the Personae ``ids`` that exist (``read(None)``
        every Persona's): ids and names only, no whole Persona row per name."""
        self._read = read
        self._names: dict[int, str] = {}
        #: Counts every change of the names, so a combo box knows when to fill itself again.
        self.version = 0

    def __getitem__(self, persona_id: int) -> str:
        return self._names[persona_id]

    def __iter__(self) -> Iterator[int]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def reload(self) -> None:
        """Read every Persona's name (another campaign is open)."""
        self._names = dict(self._read(None))
        self.version += 1

    def apply(self, changes: Changes) -> set[int]:
        """Bring the names up to date; return the Personae whose name is new, changed or gone."""
        if not changes.touches(_PERSONA):
            return set()
        changed: set[int] = set()
        for persona_id in changes.removed_ids(_PERSONA):
            if self._names.pop(persona_id, None) is not None:
                changed.add(persona_id)
        named = changes.added_ids(_PERSONA) + changes.updated_ids(_PERSONA)
        if named:
            found = self._read(named)
            for persona_id in named:
                name = found.get(persona_id)
                if name is None:
                    if self._names.pop(persona_id, None) is not None:
                        changed.add(persona_id)
                elif self._names.get(persona_id) != name:
                    self._names[persona_id] = name
                    changed.add(persona_id)
        if changed:
            self.version += 1
        return changed
