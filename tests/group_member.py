"""One member of a group at a shared campaign, as a process of its own (for the group's tests).

``python tests/group_member.py ADDRESS`` opens the shared campaign at ADDRESS (its login is
the member's role) as the app does, then reads one JSON command per line on stdin and
answers each with one JSON line on stdout: ``{"ok": …}`` or ``{"refused": class, "text":
message}``. Commands: ``rename`` (a Persona by its current name; ``shown``, if given, the
name its window showed when the person began), ``undo`` (the last edit),
``sql`` (raw SQL as this login, autocommit: the rows it changed), ``hold`` (raw SQL in a
transaction left open) and ``commit`` (of that transaction), ``names`` (the Personae's
names), ``quit``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import psycopg
from sqlalchemy.engine import make_url

from starshine_desktop.services.campaign import open_shared_campaign
from starshine_desktop.services.edits import Edit


def main(address: str) -> None:
    campaign = open_shared_campaign(address)
    dsn = make_url(address).set(drivername="postgresql").render_as_string(hide_password=False)
    held: psycopg.Connection[Any] | None = None
    edits: list[Edit] = []

    def answer(value: object) -> None:
        sys.stdout.write(json.dumps(value) + "\n")
        sys.stdout.flush()

    answer({"ok": "open"})
    for line in sys.stdin:
        command = json.loads(line)
        try:
            match command["do"]:
                case "rename":
                    persona = next(
                        row.id
                        for row in campaign.personae.list_personae()
                        if row.name == command["persona"]
                    )
                    rename = campaign.personae.rename_persona
                    edits.append(rename(persona, command["to"], shown=command.get("shown")))
                    answer({"ok": "renamed"})
                case "undo":
                    campaign.undo(edits.pop())
                    answer({"ok": "undone"})
                case "sql":
                    with psycopg.connect(dsn, autocommit=True) as connection:
                        answer({"ok": connection.execute(command["sql"]).rowcount})
                case "hold":
                    held = psycopg.connect(dsn)
                    answer({"ok": held.execute(command["sql"]).rowcount})
                case "commit":
                    assert held is not None
                    held.commit()
                    held.close()
                    answer({"ok": "committed"})
                case "names":
                    answer({"ok": sorted(row.name for row in campaign.personae.list_personae())})
                case "quit":
                    break
        except Exception as error:  # every refusal is answered, the member goes on
            answer({"refused": type(error).__name__, "text": str(error)})
    campaign.close()
    answer({"ok": "closed"})


if __name__ == "__main__":
    main(sys.argv[1])
