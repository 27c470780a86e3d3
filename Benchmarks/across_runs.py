#!/usr/bin/env python3
"""The guardrails (issue 36; issue 5's targets in older runs) across several full runs
of Benchmarks/run.sh.

One run's ratios move with this shared host's state (see README.md, "Latest table"),
so a single run can miss a target on its edge that the next meets. This reads the
JSON of each run (run.py keeps a copy of each in results/runs/, named by its time)
and prints one Markdown table: per target, each run's figure (MISS where it missed),
how many runs met it, and the median of the runs' figures. It measures nothing itself.

    python3 Benchmarks/across_runs.py                                # every kept run
    python3 Benchmarks/across_runs.py Benchmarks/results/runs/2026*.json

The runs' commits head the columns ("+changes": tracked files differed from it), so
runs of different code are not pooled unnoticed.
"""
import glob
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def target_name(row):
    """The row's scenario without the generated file's line count, which changes with
    the emitter, so runs of different code still share a row per target."""
    return re.sub(r" \(\d+ lines\)$", "", row["scenario"])


def figure(row):
    """The number a target is judged on: the ratio, or the measured value for the
    targets on an absolute figure (seconds of type check, mismatched URLs)."""
    return row["ratio"] if row["ratio"] is not None else row["navgen"]


def show(value, row):
    if value is None:
        return "n/a"
    if row["ratio"] is not None:
        return f"{value:.2f}×"
    if row["unit"] == "s":
        return f"{value:.2f} s"
    return f"{value:g}"


def main(paths):
    paths = paths or sorted(glob.glob(os.path.join(HERE, "results", "runs", "*.json")))
    if not paths:
        sys.exit("no runs: run Benchmarks/run.sh first, or name JSON files of runs")
    runs = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                run = json.load(f)
        except (OSError, ValueError) as error:
            sys.exit(f"{path}: cannot be read as JSON: {error}")
        if not isinstance(run, dict) or "table" not in run or "generated_at" not in run:
            sys.exit(f"{path}: not the JSON of a run (run.py writes results/latest.json and results/runs/)")
        runs.append(run)
    targets = []
    for run in runs:
        for row in run["table"]:
            if row["target"] is not None and target_name(row) not in targets:
                targets.append(target_name(row))
    if not targets:
        sys.exit("these runs measured none of the guardrails (their sizes were too small)")
    # "2026-11-27T04:32:01Z" -> "11-27 04:32"
    header = [f'{run["generated_at"][5:16].replace("T", " ")} ({run.get("revision") or "?"})' for run in runs]
    print("| target | " + " | ".join(header) + " | met | median |")
    print("|---" * (len(runs) + 3) + "|")
    for scenario in targets:
        found = [next((r for r in run["table"] if target_name(r) == scenario), None) for run in runs]
        rows = [row for row in found if row is not None]
        cells = ["" if row is None else show(figure(row), row) + ("" if row["meets_target"] else " MISS")
                 for row in found]
        values = [figure(row) for row in rows if figure(row) is not None]
        met = sum(1 for row in rows if row["meets_target"])
        median = show(statistics.median(values), rows[0]) if values else "n/a"
        print(f'| {scenario} ({rows[0]["target"]}) | ' + " | ".join(cells) + f" | {met} of {len(rows)} | {median} |")


if __name__ == "__main__":
    main(sys.argv[1:])
