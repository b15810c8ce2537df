"""Values kept packed: pickled and compressed a stream at a time, never whole in memory.

The journal keeps a long edit's steps packed (``journal.RowOps``) and an import keeps the
rows it checked packed until it writes them (``services.exchange.Packed``). A pack is made
by pickling straight into a compressor with a small window (about 60 KB of state, where
zlib's defaults take 300 KB, more than a file of a thousand small records), and read back
by unpickling straight out of a decompressor: neither the pickle nor its compressed text is
ever held whole beside the values, which matters for one long text (a Persona file's last
exchanged version) in a pack.
"""

from __future__ import annotations

import gzip
import io
import pickle
import zlib
from typing import Any

#: A 4 KiB window and a small hash (zlib's format; 16 more for gzip's framing).
_WINDOW_BITS = 12
_MEMORY_LEVEL = 2


def compressor(*, gzip_framing: bool = False) -> Any:
    """Return a fast compressor with a small window (``zlib.decompress`` reads its output;
    with ``gzip_framing`` also ``gzip``, as a stream)."""
    bits = _WINDOW_BITS + (16 if gzip_framing else 0)
    return zlib.compressobj(1, zlib.DEFLATED, bits, _MEMORY_LEVEL)


def compress(data: bytes) -> bytes:
    """Return ``data`` compressed by a ``compressor()``."""
    packer = compressor()
    return bytes(packer.compress(data) + packer.flush())


class _Compressing:
    """A file that compresses what is written into it."""

    def __init__(self) -> None:
        self._packer = compressor(gzip_framing=True)
        self._packed = bytearray()

    def write(self, data: bytes) -> int:
        self._packed += self._packer.compress(data)
        return len(data)

    def close(self) -> bytes:
        self._packed += self._packer.flush()
        return bytes(self._packed)


def pack(values: Any) -> bytes:
    """Return ``values`` pickled and compressed."""
    sink = _Compressing()
    pickle.Pickler(sink, protocol=pickle.HIGHEST_PROTOCOL).dump(values)
    return sink.close()


def unpack(packed: bytes) -> Any:
    """Return the values of a pack this process made (never bytes from elsewhere)."""
    with gzip.GzipFile(fileobj=io.BytesIO(packed), mode="rb") as source:
        return pickle.load(source)
