#!/usr/bin/env python3
"""Compile time per package, from the statistics swift-frontend writes with -stats-output-dir.

    tools/compile-times.py STATS_DIR [SCRATCH]   (SCRATCH: the build folder, .build-test by default)

Each frontend job writes one JSON file whose `time.swift-frontend.<job>.user`/`.sys` is the CPU
time of the whole job; the job's name starts with its module. A module belongs to the package
whose checkout (under SCRATCH/checkouts) has a folder of that name, else to TimerMask itself.
tools/measure-fresh uses it for the table in Getting started.
"""
import json
import os
import sys
from collections import defaultdict


def module_packages(scratch):
    """Module name -> package name, from the folders of each checkout."""
    owners = {}
    checkouts = os.path.join(scratch, "checkouts")
    for package in sorted(os.listdir(checkouts)) if os.path.isdir(checkouts) else []:
        for root, dirs, _ in os.walk(os.path.join(checkouts, package)):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for d in dirs:
                owners.setdefault(d, package)
    return owners


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    stats, scratch = sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else ".build-test"
    owners = module_packages(scratch)
    by_package = defaultdict(float)
    by_module = defaultdict(float)
    for name in os.listdir(stats):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(stats, name)) as f:
            data = json.load(f)
        for key, value in data.items():
            if key.startswith("time.swift-frontend.") and (key.endswith(".user") or key.endswith(".sys")):
                job = key[len("time.swift-frontend."):].rsplit(".", 1)[0]
                module = job.split("-", 1)[0]
                package = owners.get(module, "TimerMask")
                by_package[package] += value
                by_module[module] += value
    total = sum(by_package.values())
    print(f"{'package':32s} {'CPU s':>8s} {'share':>6s}")
    for package, seconds in sorted(by_package.items(), key=lambda kv: -kv[1]):
        print(f"{package:32s} {seconds:8.0f} {100 * seconds / total:5.1f}%")
    print(f"{'all Swift compiling':32s} {total:8.0f}")
    print()
    print(f"{'module (the 25 longest)':32s} {'CPU s':>8s}")
    for module, seconds in sorted(by_module.items(), key=lambda kv: -kv[1])[:25]:
        print(f"{module:32s} {seconds:8.0f}")


if __name__ == "__main__":
    main()
