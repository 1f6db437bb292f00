#!/usr/bin/env python3
"""Groups the misses of `layoutsim import --check DIR --worst N` by what differs.

Reads the check's report on stdin (run it with a --worst large enough to list every miss) and
prints, per kind of difference, how many views miss and in which files, so the causes can be
read off the largest groups first:

  layoutsim import --check ../shared/corpus/codeexamples --worst 1000 | tools/fidelity_misses.py

Kinds: "root size" (a scene's root view), "width only", "height only", "size" (both),
"position only" (same size, moved: usually a neighbour's size), "no frame".
"""

import collections
import re
import sys

LINE = re.compile(
    r"^  (?P<file>\S.*?) (?P<scene>\S+\.yaml) (?P<id>\S+) \((?P<ib>[^)]*)\): expected "
    r"\[(?P<expected>[^\]]*)\], actual (?:\[(?P<actual>[^\]]*)\]|no frame)$")


def kind(miss):
    if miss["actual"] is None:
        return "no frame"
    e = [float(v) for v in miss["expected"].split(",")]
    a = [float(v) for v in miss["actual"].split(",")]
    off = [abs(x - y) > 0.5 for x, y in zip(e, a)]
    if miss["id"] == "view":
        return "root size"
    if off[2] and off[3]:
        return "size"
    if off[2]:
        return "width only"
    if off[3]:
        return "height only"
    return "position only"


def main():
    groups = collections.defaultdict(list)
    in_offenders = False
    for line in sys.stdin:
        line = line.rstrip("\n")
        if line.startswith("Worst offenders:"):
            in_offenders = True
            continue
        if not in_offenders:
            continue
        match = LINE.match(line)
        if match:
            miss = match.groupdict()
            groups[kind(miss)].append(miss)
    total = sum(len(v) for v in groups.values())
    print(f"{total} misses")
    for name, misses in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        files = collections.Counter(m["file"].split("/")[0] for m in misses)
        listed = ", ".join(f"{f} {n}" for f, n in sorted(files.items(), key=lambda kv: (-kv[1], kv[0])))
        print(f"{len(misses):4}  {name}: {listed}")


if __name__ == "__main__":
    main()
