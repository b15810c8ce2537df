"""Fold the translations of Qt ``.ts`` files into one catalogue (``translations/*.ts``).

Usage: python tools/merge_ts.py CATALOGUE.ts PART.ts [PART.ts …]

A message is the same message in two files when its context, source text, disambiguation
(``<comment>``) and numerus flag are the same. Every finished translation of a part goes into
the catalogue (added with its context if the catalogue does not have the message yet; a
later ``pyside6-lupdate -no-obsolete`` drops it again if no source file says it). When two
files translate a message differently, the first part (in the order given) wins over later
parts and over the catalogue; each such conflict is printed so the wording can be aligned.
Unfinished, obsolete and vanished translations of a part are ignored.
"""

from __future__ import annotations

import argparse
import copy
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

#: ``<translation type="…">`` values that do not count as a translation.
NOT_FINISHED = frozenset({"unfinished", "obsolete", "vanished"})
DEFAULT_LANGUAGE = "de_DE"

MessageKey = tuple[str, str, str, bool]
"""A message's identity: context, source, disambiguation, numerus."""


@dataclass(frozen=True)
class Conflict:
    """Two different translations of one message; ``kept`` is the one written."""

    key: MessageKey
    kept: str
    dropped: str
    dropped_from: str


def message_key(context: str, message: ET.Element) -> MessageKey:
    """Return the identity of ``message`` in ``context``."""
    return (
        context,
        message.findtext("source", ""),
        message.findtext("comment", ""),
        message.get("numerus") == "yes",
    )


def is_finished(translation: ET.Element | None) -> bool:
    """Return whether ``translation`` is a real one: finished and not empty (every form)."""
    if translation is None or translation.get("type") in NOT_FINISHED:
        return False
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool((translation.text or "").strip())


def translation_text(translation: ET.Element) -> str:
    """Return a translation as one string (numerus forms joined by `` | ``) to compare."""
    forms = translation.findall("numerusform")
    if forms:
        return " | ".join(form.text or "" for form in forms)
    return translation.text or ""


def messages(root: ET.Element) -> dict[MessageKey, ET.Element]:
    """Return every message of a ``<TS>`` tree by its identity."""
    found: dict[MessageKey, ET.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.findall("message"):
            found[message_key(name, message)] = message
    return found


def read(path: Path) -> ET.Element:
    """Parse a ``.ts`` file; return its ``<TS>`` element."""
    root = ET.parse(path).getroot()
    if root is None or root.tag != "TS":
        raise ValueError(f"{path} is not a Qt translation file")
    return root


def new_catalogue(language: str = DEFAULT_LANGUAGE) -> ET.Element:
    """Return an empty catalogue for ``language``."""
    return ET.Element("TS", {"version": "2.1", "language": language})


def _context(root: ET.Element, name: str) -> ET.Element:
    for context in root.findall("context"):
        if context.findtext("name", "") == name:
            return context
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = name
    return context


def merge(root: ET.Element, parts: list[tuple[str, ET.Element]]) -> list[Conflict]:
    """Fold the finished translations of ``parts`` (name, ``<TS>``) into the catalogue ``root``.

    Returns the conflicts; the catalogue is changed in place.
    """
    existing = messages(root)
    decided: dict[MessageKey, str] = {}  # translations taken from a part, by message
    conflicts: list[Conflict] = []
    for name, part in parts:
        for key, message in messages(part).items():
            translation = message.find("translation")
            if translation is None or not is_finished(translation):
                continue
            text = translation_text(translation)
            if key in decided:
                if decided[key] != text:
                    conflicts.append(Conflict(key, decided[key], text, name))
                continue
            target = existing.get(key)
            if target is None:
                target = copy.deepcopy(message)
                for location in target.findall("location"):
                    target.remove(location)
                _context(root, key[0]).append(target)
                existing[key] = target
            else:
                old = target.find("translation")
                if old is not None and is_finished(old) and translation_text(old) != text:
                    conflicts.append(Conflict(key, text, translation_text(old), "the catalogue"))
                if old is not None:
                    target.remove(old)
                target.append(copy.deepcopy(translation))
            decided[key] = text
    return conflicts


def write(root: ET.Element, path: Path) -> None:
    """Write ``root`` as a ``.ts`` file (UTF-8, with the ``<!DOCTYPE TS>`` lupdate writes)."""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8"
    )


def merge_files(catalogue_path: Path, part_paths: list[Path]) -> list[Conflict]:
    """Fold ``part_paths`` into the catalogue at ``catalogue_path`` (made if missing)."""
    catalogue = read(catalogue_path) if catalogue_path.exists() else new_catalogue()
    parts = [(path.name, read(path)) for path in part_paths]
    conflicts = merge(catalogue, parts)
    write(catalogue, catalogue_path)
    return conflicts


def describe(conflict: Conflict) -> str:
    """Return one line naming a conflict."""
    context, source, disambiguation, _numerus = conflict.key
    which = f"{context} / {source!r}" + (f" ({disambiguation})" if disambiguation else "")
    return f"{which}: kept {conflict.kept!r}, not {conflict.dropped!r} from {conflict.dropped_from}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalogue", type=Path)
    parser.add_argument("parts", type=Path, nargs="+")
    options = parser.parse_args(argv)
    conflicts = merge_files(options.catalogue, options.parts)
    for conflict in conflicts:
        print(f"conflict: {describe(conflict)}", file=sys.stderr)
    print(f"merged {len(options.parts)} part(s) into {options.catalogue}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
