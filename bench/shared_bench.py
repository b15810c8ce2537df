"""Time one edit on a shared campaign (PostgreSQL on this machine) against a campaign file.

A throwaway PostgreSQL cluster is started in a temporary folder (as the tests do,
``tests/postgres_server.py``; Debian's ``postgresql`` package). The sample campaign is made
twice: as a file and as a shared campaign, the latter with the roles the server enforces
once published (row-level security and the record of who changed each row, as
``publish`` sets them up; ``--without-roles`` leaves them out). Each run renames a Persona
(one edit through the journal, with its ``NOTIFY`` on the server) ``--edits`` times on
each, alternating, and reports the median and the spread (10th and 90th percentile) in
milliseconds; the file's edit is the baseline of the same run. A second connection listens
on the shared campaign, as another window would: the delay from the start of an edit to
its notice being received there is reported too. Targets (docs/shared-campaigns.md): an
edit at most 2x the file's, a notice within 100 ms (medians). Exit status 1 if missed.
Window to window, between two processes, and the Director's connect:
``bench/shared_group_bench.py``.

Usage: python bench/shared_bench.py [--edits 100] [--without-roles]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from postgres_server import start_server, stop_server

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_shared_campaign,
    import_campaign_file,
)
from starshine_desktop.services.exchange import read_campaign_file
from starshine_desktop.services.shared import enforce_roles
from starshine_desktop.storage.server import ServerDatabase

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"
EDIT_RATIO_TARGET = 2.0
NOTICE_TARGET_MS = 100.0


def _spread(times: list[float]) -> str:
    deciles = statistics.quantiles(times, n=10)
    return (
        f"median {statistics.median(times):6.2f} ms (p10 {deciles[0]:.2f}, p90 {deciles[-1]:.2f})"
    )


def _renamer(campaign: Campaign) -> Callable[[int], None]:
    persona = campaign.personae.list_personae()[0].id

    def rename(number: int) -> None:
        campaign.personae.rename_persona(persona, f"Vela {number}")

    return rename


def main(argv: list[str]) -> int:
    """Run the benchmark; return 1 if a target was missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--without-roles", action="store_true")
    args = parser.parse_args(argv)
    server = start_server()
    try:
        with tempfile.TemporaryDirectory() as folder:
            local = import_campaign_file(SAMPLE, Path(folder) / "bench.starshine")
            address = server.url(server.create_database())
            shared = create_shared_campaign(address, read_campaign_file(SAMPLE))
            assert isinstance(shared._store, ServerDatabase)
            if not args.without_roles:
                enforce_roles(shared)
            listener = shared._store.listen()
            try:
                on_file, on_server, notices = _measure(local, shared, listener.take, args.edits)
            finally:
                listener.close()
                shared.close()
                local.close()
    finally:
        stop_server(server)
    ratio = statistics.median(on_server) / statistics.median(on_file)
    print(f"edit on a campaign file:   {_spread(on_file)}")
    print(f"edit on a shared campaign: {_spread(on_server)}  ({ratio:.2f}x the file's)")
    print(f"edit start to its notice in another connection: {_spread(notices)}")
    missed = ratio > EDIT_RATIO_TARGET or statistics.median(notices) > NOTICE_TARGET_MS
    print("targets missed" if missed else "targets met")
    return 1 if missed else 0


def _measure(
    local: Campaign,
    shared: Campaign,
    take: Callable[[float], list[str]],
    edits: int,
) -> tuple[list[float], list[float], list[float]]:
    """Return the edit times on the file and on the server, and the notices' delays (ms)."""
    on_file: list[float] = []
    on_server: list[float] = []
    notices: list[float] = []
    file_edit, server_edit = _renamer(local), _renamer(shared)
    for number in range(edits):
        start = time.perf_counter()
        file_edit(number)
        on_file.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        server_edit(number)
        on_server.append((time.perf_counter() - start) * 1000)
        if not take(5.0):
            raise RuntimeError("a notice never arrived")
        notices.append((time.perf_counter() - start) * 1000)
    return on_file, on_server, notices


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
