#!/usr/bin/env python3
"""Print the text model's corpus figures (for a release note) and, on request, its derived tables.

The figures come from CorpusTextMetricsTests (Tests/AutoLayoutTests/CorpusTextMetricsTests.swift),
which measures every single-line label and button of ../shared/corpus whose saved size is its
intrinsic one and prints lines starting "CorpusTextMetrics ". This script runs that test (or reads
a log of it) and turns those lines into a Markdown table:

  | axis | compared | within 1 pt | 0-0.25 | 0.25-0.5 | 0.5-1 | 1-2 | >2 |

With --derive it also prints, from Sources/AutoLayout/Text/SystemFont.swift, the Display advance of
every printable ASCII character in ems and in 1/2048 em units, as the model derives it from the
50-pt measurements: (w - measurementBias - tracking(50)) / 50; and the Text advance (x textAdvanceFactor).
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
SYSTEM_FONT = ROOT / "Sources/AutoLayout/Text/SystemFont.swift"
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


def swift_array(source, name):
    """The numbers of `static let NAME: [Double] = [ ... ]` in a Swift source."""
    match = re.search(r"static let " + name + r": \[Double\] = \[(.*?)\n  \]", source, re.S)
    if not match:
        sys.exit(f"{name} not found in {SYSTEM_FONT}")
    body = re.sub(r"//[^\n]*", "", match.group(1))
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", body)]


def swift_constant(source, name):
    match = re.search(r"static let " + name + r" = (-?\d+(?:\.\d+)?)", source)
    if not match:
        sys.exit(f"{name} not found in {SYSTEM_FONT}")
    return float(match.group(1))


def derive():
    source = SYSTEM_FONT.read_text(encoding="utf-8")
    at50 = swift_array(source, "advancesAt50")
    tracking = swift_array(source, "trackingTable")
    bias = swift_constant(source, "measurementBias")
    text_factor = swift_constant(source, "textAdvanceFactor")
    print(f"tracking(50) = {tracking[50 - 6]} pt, measurementBias = {bias}, "
          f"textAdvanceFactor = {text_factor}")
    print("char | at 50 pt | Display em | Display /2048 | Text em")
    for offset, width in enumerate(at50):
        em = (width - bias - tracking[50 - 6]) / 50
        char = chr(0x20 + offset)
        print(f"{char!r} | {width:g} | {em:.4f} | {round(em * 2048)} | {em * text_factor:.4f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch-path", help="SwiftPM scratch path for the test build")
    parser.add_argument("--log", help="read this test log instead of running the test")
    parser.add_argument("--derive", action="store_true", help="also print the derived advances")
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
