#!/usr/bin/env python3
"""Writes Sources/AutoLayout/Text/SystemFontTables/*.swift from Apple's SF Pro font files.

The system font's advance widths and pair kerning are facts about SF Pro that the simulator needs
without the font (fonts are not on Linux, and output must be the same bytes everywhere), so they are
read once from the fonts with fontTools + HarfBuzz and written as data. Give the directory holding
the static fonts `SF-Pro-Text-<Weight>.ttf` and `SF-Pro-Display-<Weight>.ttf` (version 16.0d18e1,
from Apple's "SF Pro" download, developer.apple.com/fonts; the weights Ultralight … Black):

  pip install fonttools uharfbuzz
  tools/system_font_tables.py --fonts DIR
  tools/system_font_tables.py --sf-ui DIR

With `--sf-ui`, it writes the tables of the system font of iOS 9 and 10 instead: SF UI Text and
SF UI Display, Apple's "San Francisco" developer download of 2015 (developer.apple.com/fonts,
before SF Pro replaced it). It reads every .otf, .ttf and .woff in DIR whose name table says
family "SF UI Text" or "SF UI Display" with Apple's copyright, and skips anything else: the copies
of iOS's own `.SF UI Text` files ("System Font", vendor LINO, version 11.0d59e1) that circulate as
theming packs are modified (their Regular and Bold have identical advances, their "1" is 396 units
against the download's 908) and are not read. A weight the download did not include (or that DIR
lacks) is simply not written: SystemFont falls back to SF Pro's tables for it. Where two files
hold the same design and weight (an .otf and its .ttf or .woff conversion), their tables must
agree. The files read in 2026 (Guides/TextMetrics.md, "Which font"): SF UI Text Regular 11.0d59e2
(a WOFF wrapping of the download's font), SF UI Display Regular and Medium 11.0d33e2--BETA.

What is written, per weight and per optical size (Text, Display):
  * the advance width, in units of the 2048-unit em, of every scalar in SCALARS that the font maps;
  * the pair kerning UIKit applies by default (the `kern` feature, GPOS), in the same units, of
    every pair of printable ASCII characters whose kerning is not zero, measured by shaping the
    pair with HarfBuzz with and without `kern`.
Tracking, optical-size interpolation and everything else that is a rule rather than a table stays
in SystemFont.swift, where each number says where it comes from.
"""

import argparse
import io
import pathlib

import uharfbuzz as hb
from fontTools.ttLib import TTFont

import system_font_tables_sf_ui as sf_ui

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources/AutoLayout/Text/SystemFontTables"
WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
SWIFT_NAMES = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy",
               "black"]
PUNCTUATION = [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x201A, 0x201C,
               0x201D, 0x201E, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203A, 0x20AC,
               0x2122]
SCALARS = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x180)) + list(range(0x391, 0x3CA))
           + list(range(0x400, 0x460)) + PUNCTUATION)
ASCII = list(range(0x20, 0x7F))
LINE = 110


def advances(path):
    font = TTFont(path) if isinstance(path, pathlib.Path) else path
    cmap = font.getBestCmap()
    metrics = font["hmtx"]
    return [(s, metrics[cmap[s]][0]) for s in SCALARS if s in cmap]


def kerning(path):
    if isinstance(path, pathlib.Path):
        face = hb.Face(hb.Blob.from_file_path(str(path)))
    else:  # a TTFont, perhaps WOFF-wrapped: HarfBuzz reads only the plain sfnt
        sfnt = io.BytesIO()
        path.flavor = None
        path.save(sfnt)
        face = hb.Face(sfnt.getvalue())
    font = hb.Font(face)

    def width(text, kern):
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(font, buffer, {"kern": kern, "liga": False})
        return sum(p.x_advance for p in buffer.glyph_positions)

    pairs = []
    for left in ASCII:
        for right in ASCII:
            text = chr(left) + chr(right)
            value = width(text, True) - width(text, False)
            if value:
                pairs.append((left, right, value))
    return pairs


def wrapped(entries):
    """Swift string-literal lines of space-separated entries, LINE characters at most."""
    lines, line = [], ""
    for entry in entries:
        if line and len(line) + 1 + len(entry) > LINE:
            lines.append(line)
            line = entry
        else:
            line = entry if not line else line + " " + entry
    if line:
        lines.append(line)
    return "\n".join("      " + ('"' + l + ' "' if i < len(lines) - 1 else '"' + l + '"')
                     + (" +" if i < len(lines) - 1 else "") for i, l in enumerate(lines))


def design_literal(path):
    adv = [f"{s:X}={u}" for s, u in advances(path)]
    kern = [f"{l:02X}{r:02X}{v:+d}" for l, r, v in kerning(path)]
    return wrapped(adv), wrapped(kern)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--fonts", type=pathlib.Path, help="SF Pro's static fonts")
    source.add_argument("--sf-ui", type=pathlib.Path, help="SF UI Text and Display (2015)")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.sf_ui:
        sf_ui.write(args.sf_ui, OUT, design_literal)
        return
    for weight, name in zip(WEIGHTS, SWIFT_NAMES):
        text_adv, text_kern = design_literal(args.fonts / f"SF-Pro-Text-{weight}.ttf")
        display_adv, display_kern = design_literal(args.fonts / f"SF-Pro-Display-{weight}.ttf")
        source = f"""// Generated by tools/system_font_tables.py from SF Pro Text and SF Pro Display {weight}
// (version 16.0d18e1): advance widths and default pair kerning in units of the 2048-unit em.
// Do not edit: regenerate (the script's comment says how and from which files).

extension SystemFontTables {{
  /// SF Pro {weight}: Text and Display advances and ASCII pair kerning.
  static let {name} = WeightData(
    textAdvances:
{text_adv},
    textKerning:
{text_kern},
    displayAdvances:
{display_adv},
    displayKerning:
{display_kern})
}}
"""
        (OUT / f"SystemFontTables+{weight}.swift").write_text(source, encoding="utf-8")
        print(f"wrote {OUT / f'SystemFontTables+{weight}.swift'}")


if __name__ == "__main__":
    main()
