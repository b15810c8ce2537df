"""Common: keep Python's collector from stalling the window over the records a page holds.

A page of a big campaign holds hundreds of thousands of rows. Python's cyclic garbage
collector now and then walks every object it tracks (its oldest generation), which over
that many rows holds the window for 0.1 to 1 s at a random moment, an idle one included.
What a page builds when it opens, and what a table's idle moment builds (its search
texts, its kept orders), lives as long as the rows, so it is set aside (``gc.freeze``):
later collections walk only what was made since. Objects are still freed when nothing
refers to them; a cycle among the set-aside ones (one made during a page's opening or an
idle moment and dropped since) waits for ``renew`` (a campaign switch), which collects
once, then sets the new campaign's pages aside again.
"""

from __future__ import annotations

import gc


def keep_built() -> None:
    """Set every object made so far aside from the collector's walks (cheap: no walk)."""
    gc.freeze()


def renew() -> None:
    """Let the collector walk everything once (the old campaign's cycles go), then set aside."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
