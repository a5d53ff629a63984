#!/usr/bin/env python3
"""The phases of a fresh clone's `tools/demo` and `tools/test`, from their stamped logs.

    tools/phases.py DEMO_LOG TEST_LOG

Each log line starts with the whole seconds since the epoch it was printed at (tools/measure-fresh
writes them). A phase runs from the line that starts it to the line that starts the next.
"""
import re
import sys


def read(path):
    lines = []
    with open(path, errors="replace") as f:
        for raw in f:
            stamp, _, text = raw.rstrip("\n").partition(" ")
            if stamp.isdigit():
                lines.append((int(stamp), text))
    return lines


def first(lines, pattern, start=0):
    """The time of the first line at or after `start` matching `pattern`, else None."""
    for t, text in lines:
        if t >= start and re.search(pattern, text):
            return t
    return None


def phases(lines, marks):
    """[(name, seconds)] between successive marks [(name, pattern)] found in order."""
    found, at = [], lines[0][0]
    for name, pattern in marks:
        t = first(lines, pattern, at)
        if t is not None:
            found.append((name, t))
            at = t
    found.append(("end", lines[-1][0]))
    return [(found[i][0], found[i + 1][1] - found[i][1]) for i in range(len(found) - 1)]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    demo, test = read(sys.argv[1]), read(sys.argv[2])
    rows = [("tools/demo: " + n, s) for n, s in phases(demo, [
        ("set-up (apt, if anything is missing)", r"^start$"),
        ("resolving the packages", r"Fetching|Computing version|Updating|Creating working copy|Working copy"),
        ("compiling and linking timermask", r"Building for|Compiling|Write "),
        ("drawing the demo's pictures", r"^== what a \.timer"),
    ])]
    rows += [("tools/test: " + n, s) for n, s in phases(test, [
        ("set-up", r"^start$"),
        ("compiling the rest and the tests", r"Building for|Compiling|Write "),
        ("running the tests", r"Test run started|Test Suite 'All tests' started"),
        ("the documentation (tools/docs)", r"Test run with .* tests"),
    ])]
    width = max(len(n) for n, _ in rows)
    print(f"{'phase':{width}s}  seconds")
    for name, seconds in rows:
        print(f"{name:{width}s}  {seconds:7d}")
    print(f"{'together':{width}s}  {sum(s for _, s in rows):7d}")
    # swift test starts every test at once on the machine's cores, so a test's "passed after"
    # time is mostly waiting for its turn: only the whole run's time says something.
    counted = [t for _, t in test if re.search(r"Test run with \d+ tests", t)]
    if counted:
        print()
        print(counted[-1].strip())

if __name__ == "__main__":
    main()
