"""Uncounted Traits for the Telling checks (rules-spec A.5 step 12, A.8), Starshine 2.1.

A Telling check takes, in creation order, the uncounted Traits whose Strength is at least a
threshold read once, and counts one per point until the value reaches 0 (rule 3.9 against
Surrender, 3.10 against Threat). Traits below the threshold stay uncounted and may count
later, so over a long Challenge they pile up; scanning them all after every Move made replay
quadratic in its length. ``UncountedTraits`` files the Traits by Strength instead: a check
looks only at the Strengths from the threshold up to 99 (a fixed number of buckets) and
merges their oldest Traits by creation number, so each check costs about the number of
Traits it counts, however many wait below the threshold.
"""

from __future__ import annotations

import heapq


class UncountedTraits:
    """Trait ids waiting to be counted, filed by Strength, handed out oldest first.

    Each bucket is a heap of ``(creation number, version, trait id)``; an entry whose version
    is no longer the Trait's current one (its Strength changed, or it was counted or
    removed) is stale and is dropped when it reaches the top.
    """

    __slots__ = ("_buckets", "_current", "_versions")

    def __init__(self) -> None:
        self._buckets: dict[int, list[tuple[int, int, str]]] = {}
        self._current: dict[str, tuple[int, int, int]] = {}
        """trait id → (Strength, creation number, version) of its live entry."""
        self._versions = 0

    def __contains__(self, trait_id: object) -> bool:
        return trait_id in self._current

    def __len__(self) -> int:
        return len(self._current)

    def add(self, trait_id: str, order: int, strength: int) -> None:
        """File a Trait (``order`` is its creation number) at ``strength``."""
        version = self._versions
        self._versions += 1
        self._current[trait_id] = (strength, order, version)
        heapq.heappush(self._buckets.setdefault(strength, []), (order, version, trait_id))

    def restrength(self, trait_id: str, strength: int) -> None:
        """Move a filed Trait to its new Strength (nothing if it is not filed)."""
        entry = self._current.get(trait_id)
        if entry is None or entry[0] == strength:
            return
        self.add(trait_id, entry[1], strength)

    def discard(self, trait_id: str) -> None:
        """Forget a Trait (counted or removed); its heap entry goes stale."""
        self._current.pop(trait_id, None)

    def _top(self, strength: int) -> tuple[int, int, str] | None:
        heap = self._buckets.get(strength)
        while heap:
            _order, version, trait_id = heap[0]
            entry = self._current.get(trait_id)
            if entry is not None and entry[0] == strength and entry[2] == version:
                return heap[0]
            heapq.heappop(heap)
        if heap is not None:
            del self._buckets[strength]
        return None

    def take(self, threshold: int, limit: int) -> list[str]:
        """Remove and return, oldest first, up to ``limit`` Traits of Strength ≥ ``threshold``."""
        if limit <= 0 or not self._current:
            return []
        fronts: list[tuple[int, int, str, int]] = []
        for strength in [s for s in self._buckets if s >= threshold]:
            top = self._top(strength)
            if top is not None:
                fronts.append((*top, strength))
        heapq.heapify(fronts)
        taken: list[str] = []
        while fronts and len(taken) < limit:
            _order, _version, trait_id, strength = heapq.heappop(fronts)
            heapq.heappop(self._buckets[strength])
            del self._current[trait_id]
            taken.append(trait_id)
            top = self._top(strength)
            if top is not None:
                heapq.heappush(fronts, (*top, strength))
        return taken
