"""Common: checked rows kept packed until they are written (a file of many small records).

A row of a few words as a Python object costs several times its size in the file (a dict,
its strings at 50 bytes and more each). ``Packed`` keeps its items a pack of ``PACK_ITEMS``
at a time, each pack the pickle of the items' values as tuples, compressed (``storage.packs``):
a tenth of the objects' size or less. Items are unpacked a pack at a time as they are
iterated; ``sealed`` packs the last few too once the sequence is complete.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

from starshine_desktop.storage.packs import pack, unpack

#: How many items one pack holds.
PACK_ITEMS = 256


class Packed(Sequence[Any]):
    """A sequence of rows (dicts of the same keys, in the same order) or other values,
    kept packed ``PACK_ITEMS`` at a time. A dict row is kept as the tuple of its values,
    its keys once; it is given back as a new dict."""

    __slots__ = ("_keys", "_length", "_packs", "_tail")

    def __init__(self, items: Iterable[Any] = ()) -> None:
        self._keys: tuple[str, ...] | None = None
        self._packs: list[bytes] = []
        self._tail: list[Any] = []
        self._length = 0
        for item in items:
            self.append(item)

    def append(self, item: Any) -> None:
        """Add one item at the end."""
        if self._keys is None and isinstance(item, dict) and not len(self):
            self._keys = tuple(item)
        if self._keys is not None:
            if not isinstance(item, dict) or tuple(item) != self._keys:
                raise TypeError(f"a row of the keys {self._keys}, not {item!r}")
            item = tuple(item.values())
        self._tail.append(item)
        self._length += 1
        if len(self._tail) == PACK_ITEMS:
            self._packs.append(pack(self._tail))
            self._tail = []

    def sealed(self) -> Packed:
        """Pack the last items too (no more will be added); return this sequence."""
        if self._tail:
            self._packs.append(pack(self._tail))
            self._tail = []
        return self

    def _given(self, items: list[Any]) -> list[Any]:
        keys = self._keys
        if keys is None:
            return items
        return [dict(zip(keys, values, strict=True)) for values in items]

    def _unpack(self, packed: bytes) -> list[Any]:
        unpacked: list[Any] = unpack(packed)
        return self._given(unpacked)

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[Any]:
        for packed in self._packs:
            yield from self._unpack(packed)
        yield from self._given(self._tail)

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return list(self)[index]
        position = range(len(self))[index]  # IndexError as a list gives it
        for packed in self._packs:  # a sealed pack may hold fewer than PACK_ITEMS
            items = self._unpack(packed)
            if position < len(items):
                return items[position]
            position -= len(items)
        return self._given([self._tail[position]])[0]

    def __repr__(self) -> str:
        return f"Packed({list(self)!r})"
