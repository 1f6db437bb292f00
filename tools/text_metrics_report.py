#!/usr/bin/env python3
"""Print the text model's corpus figures (for a release note) and, on request, its derived tables.

The figures come from CorpusTextMetricsTests (Tests/AutoLayoutTests/CorpusTextMetricsTests.swift),
which measures every single-line label and button of ../shared/corpus whose saved size is its
intrinsic one and prints lines starting "CorpusTextMetrics ". This script runs that test (or reads
a log of it) and turns those lines into a Markdown table:

  | axis | compared | within 1 pt | 0-0.25 | 0.25-0.5 | 0.5-1 | 1-2 | >2 |

With --derive it also prints, from the generated tables (Sources/AutoLayout/Text/SystemFontTables,
written by tools/system_font_tables.py from SF Pro's font files), the regular weight's Text and
Display advance of every printable ASCII character, in 1/2048 em units and in ems.
Standard library only; nothing here is locale-dependent.

Usage:
  tools/text_metrics_report.py [--scratch-path .build] [--log FILE] [--derive]
Exit status: 0, or 1 when the test did not print its figures.
"""

import argparse
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SUMMARY = re.compile(
    r"CorpusTextMetrics (width|height): (\d+) compared, (\d+) within 1 pt \(([\d.]+)%\); "
    r"\|error\| 0–0\.25: (\d+), 0\.25–0\.5: (\d+), 0\.5–1: (\d+), 1–2: (\d+), >2: (\d+)")


def test_output(scratch_path, log):
    if log:
        return pathlib.Path(log).read_text(encoding="utf-8")
    command = ["swift", "test", "--filter", "CorpusTextMetricsTests"]
    if scratch_path:
        command += ["--scratch-path", scratch_path]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, encoding="utf-8")
    return done.stdout + done.stderr


TABLES = ROOT / "Sources/AutoLayout/Text/SystemFontTables/SystemFontTables+Regular.swift"


def literal(source, label):
    """The concatenated string literal that follows `label:` in a generated table file."""
    match = re.search(label + r":\n((?:\s+\"[^\"]*\"(?: \+)?\n?)+)", source)
    if not match:
        sys.exit(f"{label} not found in {TABLES}")
    return "".join(re.findall(r'"([^"]*)"', match.group(1)))


def derive():
    """The regular weight's ASCII advances, Text and Display, in 1/2048 em and in ems."""
    source = TABLES.read_text(encoding="utf-8")
    text = dict(e.split("=") for e in literal(source, "textAdvances").split())
    display = dict(e.split("=") for e in literal(source, "displayAdvances").split())
    print("char | Text /2048 | Text em | Display /2048 | Display em")
    for value in range(0x20, 0x7F):
        key = f"{value:X}"
        t, d = int(text[key]), int(display[key])
        print(f"{chr(value)!r} | {t} | {t / 2048:.4f} | {d} | {d / 2048:.4f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch-path", help="SwiftPM scratch path for the test build")
    parser.add_argument("--log", help="read this test log instead of running the test")
    parser.add_argument("--derive", action="store_true", help="also print the regular weight's ASCII advances")
    args = parser.parse_args()

    output = test_output(args.scratch_path, args.log)
    rows = [m.groups() for m in SUMMARY.finditer(output)]
    for line in output.splitlines():
        if line.startswith("CorpusTextMetrics "):
            print(line)
    if rows:
        print()
        print("| axis | compared | within 1 pt | 0–0.25 | 0.25–0.5 | 0.5–1 | 1–2 | >2 |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for axis, compared, within, share, *buckets in rows:
            print(f"| {axis} | {compared} | {within} ({share}%) | " + " | ".join(buckets) + " |")
    if args.derive:
        print()
        derive()
    return 0 if len(rows) == 2 else 1


if __name__ == "__main__":
    sys.exit(main())
