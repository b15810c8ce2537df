"""Remake the two fallback fonts in starshine_desktop/resources/fonts from Debian's fonts.

- ``DroidSansFallback.ttf``: Droid Sans Fallback (package fonts-droid-fallback) with only
  its CJK characters (U+1100–U+11FF and from U+2E80 on: no space, no Latin) and DejaVu Sans's
  line metrics (ascent 0.928 em, descent 0.236 em, no gap). The app lists it before DejaVu
  Sans, because Qt then finds Korean in it too; with no Latin in it, Latin text still comes
  from DejaVu Sans, and with the same metrics, lines are as tall as before.
- ``SymbolaEmoji.ttf``: Symbola (package fonts-symbola) with only the emoji and symbols
  DejaVu Sans lacks, without hinting: 1.2 MB instead of 3.2 MB.

Needs fontTools (``pip install fonttools`` in a virtual environment of its own; the app
does not use it) and the two Debian packages.

Usage: python tools/make_fallback_fonts.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "starshine_desktop" / "resources" / "fonts"
DROID = Path("/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf")
SYMBOLA = Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf")
EMOJI_RANGES = (
    (0x2190, 0x2BFF),  # arrows, technical symbols, miscellaneous symbols, dingbats
    (0x1F000, 0x1FAFF),  # emoji and pictographs
    (0xFE0E, 0xFE0F),  # text and emoji presentation selectors
    (0x200D, 0x200D),  # zero width joiner
    (0x20E3, 0x20E3),  # combining enclosing keycap
    (0x3030, 0x3030),
    (0x303D, 0x303D),
    (0x3297, 0x3297),
    (0x3299, 0x3299),
)
DEJAVU_ASCENT, DEJAVU_DESCENT, DEJAVU_EM = 1901, 483, 2048
BEARING_PROBES = "(CFKVXY]_fr|\x7f\u00cd\u0285\u0374\u039a\u042e\u3062"
"""Characters Qt measures when a font's own minimum bearings look wrong (Symbola's do):
kept so Qt finds them instead of warning. They are never drawn from Symbola, which comes
after DejaVu Sans."""


def subset(source: Path, codes: list[int], target: Path, *options: str) -> None:
    """Keep only ``codes`` of ``source`` (pyftsubset), written to ``target``."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as listing:
        listing.write("\n".join(f"U+{code:04X}" for code in codes))
        listing.flush()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "fontTools.subset",
                str(source),
                f"--unicodes-file={listing.name}",
                f"--output-file={target}",
                "--name-IDs=*",
                "--name-legacy",
                "--name-languages=*",
                *options,
            ],
            check=True,
        )
    print(f"{len(codes)} code points -> {target}")


def make_cjk() -> None:
    """Write the CJK fallback: Droid's CJK only, with DejaVu Sans's line metrics."""
    target = FONTS / "DroidSansFallback.ttf"
    codes = sorted(
        code for code in TTFont(DROID).getBestCmap() if code >= 0x2E80 or 0x1100 <= code <= 0x11FF
    )
    subset(DROID, codes, target, "--layout-features=*", "--glyph-names", "--notdef-outline")
    font = TTFont(target)
    em = font["head"].unitsPerEm
    ascent = round(DEJAVU_ASCENT / DEJAVU_EM * em)
    descent = round(DEJAVU_DESCENT / DEJAVU_EM * em)
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = ascent, -descent, 0
    os2 = font["OS/2"]
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, -descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, descent
    font.save(target)


def make_emoji() -> None:
    """Write the emoji fallback: what Symbola has in the emoji ranges and DejaVu Sans lacks."""
    dejavu = set(TTFont(FONTS / "DejaVuSans.ttf").getBestCmap())
    codes = sorted(
        code
        for code in TTFont(SYMBOLA).getBestCmap()
        if (
            any(low <= code <= high for low, high in EMOJI_RANGES)
            and (code not in dejavu or code >= 0x1F000)
        )
        or chr(code) in BEARING_PROBES
    )
    subset(SYMBOLA, codes, FONTS / "SymbolaEmoji.ttf", "--no-hinting")


if __name__ == "__main__":
    make_cjk()
    make_emoji()
