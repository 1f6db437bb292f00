#!/usr/bin/env python3
"""Checks the style guide's size limits on the Swift sources (STYLE.md, "One idea per file"):
no source file over 600 lines and no function, initializer, subscript or closure-bodied
property over 80 lines.

A body is counted from the line of its declaration to the line of its closing brace. Braces are
matched on code only: comments, string literals (plain, multi-line and raw) are skipped, so the
YAML and XML that tests hold in strings do not count.

Usage: tools/check_sizes.py [--max-file-lines N] [--max-function-lines N] [PATH ...]
  PATH: files or folders to check (default: Sources, Tests, Benchmarks/Sources, Fuzz).
Exit status: 0 when everything is within the limits, 1 otherwise (each offender printed as
`path:line: error: ...`), 2 for a usage error.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PATHS = ["Sources", "Tests", "Benchmarks/Sources", "Fuzz"]
SKIPPED_FOLDERS = {".build", "Fixtures", "__Goldens__"}

# A declaration whose body is a function's: `func`, `init`, `deinit`, `subscript`, or a computed
# property (`var name: Type {`). Attributes and modifiers may come first.
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|"
    r"class|final|override|mutating|nonmutating|convenience|required|nonisolated|dynamic|lazy|"
    r"indirect|consuming|borrowing)(?:\([^)]*\))?\s+)*"
    r"(?P<kind>func\s+[^\s(<]+|init[?!]?|deinit|subscript|var\s+\w+\s*:)")


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept), so braces can be counted
    and lines still line up."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j == -1 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth = 0
            j = i
            while j < n:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "#" or c == '"':
            m = re.match(r'(#*)("""|")', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            while j < n:
                if text[j] == "\\" and not hashes:
                    j += 2
                    continue
                if text.startswith(close, j):
                    j += len(close)
                    break
                if quote == '"' and text[j] == "\n":
                    break
                j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def body_rows(code_lines, row, col):
    """(first, last): the rows of the body that opens at the first "{" outside parentheses and
    brackets after (row, col), through its closing brace; None when the declaration ends first
    (a requirement, a stored or initialized property): an "=" or the next declaration comes
    before any "{"."""
    nesting = 0
    depth = 0
    first = None
    for r in range(row, len(code_lines)):
        line = code_lines[r][col:] if r == row else code_lines[r]
        if r > row and first is None and nesting == 0 and (
            DECLARATION.match(code_lines[r]) or code_lines[r].strip().startswith("}")
        ):
            return None
        for ch in line:
            if first is None:
                if ch in "([":
                    nesting += 1
                elif ch in ")]":
                    nesting -= 1
                elif nesting == 0 and ch == "=":
                    return None
                elif nesting == 0 and ch == "{":
                    first = r
                    depth = 1
                continue
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    return first, r
    return None


def long_bodies(code_lines, limit):
    """(line, name, length) for each declaration whose body runs over `limit` lines, counted from
    the declaration's first line to its closing brace."""
    found = []
    for index, line in enumerate(code_lines):
        m = DECLARATION.match(line)
        if not m:
            continue
        rows = body_rows(code_lines, index, m.end())
        if rows is None:
            continue
        length = rows[1] - index + 1
        if length > limit:
            found.append((index + 1, m.group("kind").split()[-1].rstrip(":"), length))
    return found


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS)
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-file-lines", type=int, default=600)
    parser.add_argument("--max-function-lines", type=int, default=80)
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    paths = args.paths or [os.path.join(ROOT, p) for p in DEFAULT_PATHS]
    problems = []
    for path in swift_files(paths):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        shown = os.path.relpath(path, ROOT)
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if lines > args.max_file_lines:
            problems.append(f"{shown}:1: error: {lines} lines, over {args.max_file_lines}")
        for line, name, length in long_bodies(code_only(text).split("\n"), args.max_function_lines):
            problems.append(
                f"{shown}:{line}: error: '{name}' is {length} lines long, over {args.max_function_lines}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
