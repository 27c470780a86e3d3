#!/usr/bin/env python3
"""navgen benchmark driver (run it through ./run.sh, which builds the tools first).

For each graph size it generates a deterministic graph with navgen-bench-gen, then runs,
interleaved in the same run, `navgen lint`, `navgen compile`, the raw libyaml scan and
the Yams + Codable baseline as whole processes, measuring wall time and peak RSS of each
(os.wait4's rusage of that very child). It prints one table of medians and ratios and
writes it, with every raw measurement, to results/latest.json.

A command that is missing or fails is reported as n/a and the run goes on.
"""
import argparse
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results")


def human_size(n):
    if n >= 1 << 20:
        return f"{n / (1 << 20):.1f} MiB"
    if n >= 1 << 10:
        return f"{n / (1 << 10):.0f} KiB"
    return f"{n} B"


def label(n):
    return f"{n // 1000}k" if n % 1000 == 0 and n >= 1000 else str(n)


GNU_TIME = "/usr/bin/time"


MEMORY_LIMIT = None  # bytes of data segment (RLIMIT_DATA) per measured command


def _limit_memory():
    if MEMORY_LIMIT:
        import resource
        resource.setrlimit(resource.RLIMIT_DATA, (MEMORY_LIMIT, MEMORY_LIMIT))


def measure(cmd, timeout):
    """Run cmd once; return (seconds, peak_rss_bytes, exit_status, stderr_head).

    Peak RSS comes from GNU time's %M when it is installed: the rusage that os.wait4
    gives for a child of this Python process would include the Python process's own
    memory (a vfork child records its parent's high-water mark at exec)."""
    use_time = os.access(GNU_TIME, os.X_OK)
    with tempfile.TemporaryFile() as err, tempfile.NamedTemporaryFile(mode="r") as rss_out:
        full = [GNU_TIME, "-f", "%M", "-o", rss_out.name] + cmd if use_time else cmd
        start = time.perf_counter()
        try:
            proc = subprocess.Popen(full, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=err, preexec_fn=_limit_memory if MEMORY_LIMIT else None)
        except OSError as e:
            return None, None, -1, str(e)
        killer = threading.Timer(timeout, lambda: _kill(proc.pid))
        killer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            killer.cancel()
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        head = err.read(2000).decode("utf-8", "replace").strip()
        if elapsed >= timeout:
            return elapsed, None, -9, f"timed out after {timeout:.0f} s"
        if use_time:
            lines = [line for line in rss_out.read().splitlines() if line.strip()]
            try:
                rss = int(lines[-1]) * 1024
            except (IndexError, ValueError):
                rss = None
        else:
            # ru_maxrss is in KiB on Linux, bytes on macOS.
            rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
        return elapsed, rss, proc.returncode, head


def _kill(pid):
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


class Cell:
    """Measurements of one command on one input."""

    def __init__(self, name, cmd, before=None):
        self.name = name
        self.cmd = cmd
        self.before = before
        self.times = []
        self.rss = []
        self.failure = None if cmd else "not built"

    def run(self, timeout, slow):
        if self.failure:
            return
        if self.times and self.times[0] > slow:
            return  # too slow to repeat: one run only, flagged in the table
        if self.before:
            self.before()
        t, rss, status, head = measure(self.cmd, timeout)
        if status != 0:
            self.failure = f"exit {status}: {head.splitlines()[0] if head else ''}".strip()
            print(f"    {self.name}: n/a ({self.failure})", file=sys.stderr)
            return
        self.times.append(t)
        self.rss.append(rss)

    @property
    def ok(self):
        return self.failure is None and bool(self.times)

    @property
    def time(self):
        return statistics.median(self.times) if self.ok else None

    @property
    def peak_rss(self):
        return statistics.median(self.rss) if self.ok else None

    def to_json(self):
        return {"command": self.cmd, "times_s": self.times, "peak_rss_bytes": self.rss,
                "median_s": self.time, "median_rss_bytes": self.peak_rss,
                "failure": self.failure}


def generate(gen, n, seed, worst, path):
    cmd = [gen, "--screens", str(n), "--seed", str(seed), "-o", path]
    if worst:
        cmd.insert(-2, "--url-worst-case")
    subprocess.run(cmd, check=True)
    return os.path.getsize(path)


def speedup_text(ratio):
    """ratio = baseline time / navgen time."""
    if ratio is None:
        return "n/a"
    return f"{ratio:.1f}x faster" if ratio >= 1 else f"{1 / ratio:.1f}x slower"


def fmt_time(t):
    if t is None:
        return "n/a"
    return f"{t * 1000:.0f} ms" if t < 1 else f"{t:.2f} s"


def fmt_bytes(b):
    return "n/a" if b is None else human_size(b)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="3 runs per cell instead of 5")
    ap.add_argument("--runs", type=int, help="runs per cell (default 5, 3 with --quick)")
    ap.add_argument("--sizes", default="1000,10000,100000", help="screens per graph")
    ap.add_argument("--worst-sizes", default="1000,10000",
                    help="patterns in the URL-overlap worst case ('' to skip)")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--timeout", type=float, default=600, help="seconds per command")
    ap.add_argument("--memory-limit-gb", type=float, default=8,
                    help="cap on each command's data segment, so a runaway run fails (n/a) "
                         "instead of pushing the machine into swap or the OOM killer (0: none)")
    ap.add_argument("--slow", type=float, default=60,
                    help="a command whose first run takes longer is not repeated (default 60 s)")
    ap.add_argument("--bin", required=True, help="bin folder of the benchmark tools")
    ap.add_argument("--navgen", default="", help="the navgen executable ('' if it did not build)")
    ap.add_argument("--json", default=os.path.join(RESULTS, "latest.json"))
    args = ap.parse_args()
    runs = args.runs or (3 if args.quick else 5)
    global MEMORY_LIMIT
    MEMORY_LIMIT = int(args.memory_limit_gb * (1 << 30)) or None
    sizes = [int(s) for s in args.sizes.split(",") if s]
    worst_sizes = [int(s) for s in args.worst_sizes.split(",") if s]
    os.makedirs(RESULTS, exist_ok=True)

    gen = os.path.join(args.bin, "navgen-bench-gen")
    scan = os.path.join(args.bin, "libyaml-scan")
    yams = os.path.join(args.bin, "yams-baseline")
    navgen = args.navgen if args.navgen and os.access(args.navgen, os.X_OK) else None
    out_swift = os.path.join(tempfile.gettempdir(), f"navgen-bench-{os.getpid()}.swift")

    def remove_output():
        try:
            os.remove(out_swift)
        except FileNotFoundError:
            pass

    inputs = []  # (key, kind, n, path, size, cells)
    for n in sizes:
        path = os.path.join(RESULTS, f"bench-{n}.nav.yaml")
        size = generate(gen, n, args.seed, False, path)
        cells = {
            "scan": Cell("libyaml-scan", [scan, path]),
            "lint": Cell("navgen lint", [navgen, "lint", path] if navgen else None),
            "compile": Cell("navgen compile",
                            [navgen, "compile", path, "-o", out_swift] if navgen else None,
                            before=remove_output),
            "yams": Cell("yams-baseline", [yams, path]),
            "compose": Cell("yams-baseline --compose-only", [yams, "--compose-only", path]),
        }
        inputs.append((label(n), "graph", n, path, size, cells))
    for n in worst_sizes:
        path = os.path.join(RESULTS, f"url-worst-{n}.nav.yaml")
        size = generate(gen, n, args.seed, True, path)
        cells = {
            "scan": Cell("libyaml-scan", [scan, path]),
            "lint": Cell("navgen lint", [navgen, "lint", path] if navgen else None),
        }
        inputs.append((f"url-worst {label(n)}", "url-worst", n, path, size, cells))

    for key, kind, n, path, size, cells in inputs:
        print(f"== {key}: {os.path.basename(path)}, {human_size(size)}, {runs} runs", file=sys.stderr)
        measure([scan, path], args.timeout)  # warm the page cache
        for r in range(runs):
            for cell in cells.values():
                cell.run(args.timeout, args.slow)
            print(f"   run {r + 1}/{runs}: " + ", ".join(
                f"{c.name} " + (fmt_time(c.times[-1]) if c.ok and len(c.times) == r + 1
                                else "(not repeated)" if c.ok else "n/a")
                for c in cells.values()), file=sys.stderr)

    # The table.
    rows = []

    def row(scenario, navgen_value, baseline_value, baseline_label, ratio, ratio_text,
            target=None, passes=None, unit="s", navgen_cell=None, baseline_cell=None):
        rows.append({
            "scenario": scenario, "navgen": navgen_value, "baseline": baseline_value,
            "baseline_label": baseline_label, "unit": unit, "ratio": ratio,
            "ratio_text": ratio_text, "target": target, "meets_target": passes,
            "navgen_runs": len(navgen_cell.times) if navgen_cell else None,
            "baseline_runs": len(baseline_cell.times) if baseline_cell else None,
        })

    graph_sizes = {}
    for key, kind, n, path, size, cells in inputs:
        scan_t = cells["scan"].time
        for cmd in ("lint", "compile"):
            if cmd not in cells:
                continue
            t = cells[cmd].time
            ratio = t / scan_t if t is not None and scan_t else None
            target = None
            if kind == "graph" and cmd == "lint" and n in (10000, 100000):
                target = 2.5
            if kind == "graph" and cmd == "compile" and n == 10000:
                target = 4.0
            row(f"{cmd} {key} vs raw scan", t, scan_t, "libyaml-scan", ratio,
                "n/a" if ratio is None else f"{ratio:.2f}x the scan",
                None if target is None else f"<= {target}x",
                None if target is None or ratio is None else ratio <= target,
                navgen_cell=cells[cmd], baseline_cell=cells["scan"])
        if "yams" in cells:
            yams_t = cells["yams"].time
            for cmd in ("lint", "compile"):
                t = cells[cmd].time
                ratio = yams_t / t if t and yams_t else None
                target = {10000: 10.0, 100000: 20.0}.get(n) if cmd == "lint" else None
                row(f"{cmd} {key} vs Yams+Codable", t, yams_t, "yams-baseline", ratio,
                    speedup_text(ratio),
                    None if target is None else f">= {target:.0f}x faster",
                    None if target is None or ratio is None else ratio >= target,
                    navgen_cell=cells[cmd], baseline_cell=cells["yams"])
        if "compose" in cells:
            compose_t = cells["compose"].time
            t = cells["lint"].time
            ratio = compose_t / t if t and compose_t else None
            row(f"lint {key} vs Yams compose only", t, compose_t, "yams-baseline --compose-only",
                ratio, speedup_text(ratio),
                navgen_cell=cells["lint"], baseline_cell=cells["compose"])
        for cmd in ("lint", "compile"):
            if cmd not in cells:
                continue
            rss = cells[cmd].peak_rss
            ratio = rss / size if rss else None
            target = 10.0 if kind == "graph" and n == 100000 else None
            row(f"{cmd} {key} peak RSS vs file size", rss, size, "file size", ratio,
                "n/a" if ratio is None else f"{ratio:.1f}x the file",
                None if target is None else f"<= {target:.0f}x",
                None if target is None or ratio is None else ratio <= target, unit="bytes",
                navgen_cell=cells[cmd])
        if kind == "graph":
            graph_sizes[n] = cells
    # Linearity: growth of the time from 10k to 100k screens, the scan's beside it.
    for small, big in [(a, b) for a in graph_sizes for b in graph_sizes if b == 10 * a]:
        if True:
            def growth(cmd):
                a, b = graph_sizes[small][cmd].time, graph_sizes[big][cmd].time
                return b / a if a and b else None
            scan_growth = growth("scan")
            for cmd in ("lint", "compile"):
                g_ = growth(cmd)
                target = 11.0 if cmd == "lint" and (small, big) == (10000, 100000) else None
                row(f"{cmd} time {label(big)} / {label(small)} (linearity)", g_, scan_growth,
                    "libyaml-scan", g_, "n/a" if g_ is None else f"{g_:.1f}x",
                    None if target is None else f"<= {target:.0f}x",
                    None if target is None or g_ is None else g_ <= target, unit="x")
            yams_growth = growth("yams")
            row(f"(yams-baseline time {label(big)} / {label(small)})", None, yams_growth,
                "yams-baseline", yams_growth,
                "n/a" if yams_growth is None else f"{yams_growth:.1f}x", unit="x")

    # Print.
    def show(value, unit, count=None):
        if unit == "x":
            text = "n/a" if value is None else f"{value:.1f}x"
        else:
            text = fmt_bytes(value) if unit == "bytes" else fmt_time(value)
        if value is not None and count is not None and count < runs:
            text += f" ({count} run{'s' if count != 1 else ''})"
        return text

    header = ["scenario", "navgen", "baseline", "ratio", "target"]
    lines = []
    for r in rows:
        mark = "" if r["meets_target"] is None else (" ok" if r["meets_target"] else " MISSED")
        navgen_text = ("" if r["navgen"] is None and r["scenario"].startswith("(")
                       else show(r["navgen"], r["unit"], r["navgen_runs"]))
        lines.append([r["scenario"], navgen_text,
                      f'{show(r["baseline"], r["unit"], r["baseline_runs"])} ({r["baseline_label"]})',
                      r["ratio_text"], (r["target"] or "") + mark])
    widths = [max(len(x[i]) for x in lines + [header]) for i in range(len(header))]
    out = ["| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |",
           "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    for line in lines:
        out.append("| " + " | ".join(c.ljust(w) for c, w in zip(line, widths)) + " |")
    print()
    print(f"navgen benchmarks: median of {runs} runs, seed {args.seed}, "
          f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores")
    print("\n".join(out))
    failures = {f"{key} {c.name}": c.failure
                for key, kind, n, path, size, cells in inputs
                for c in cells.values() if c.failure}
    if failures:
        print("\nn/a:")
        for k, v in failures.items():
            print(f"  {k}: {v}")

    result = {
        "generated_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"system": platform.system(), "machine": platform.machine(),
                    "cores": os.cpu_count(), "python": platform.python_version()},
        "runs": runs,
        "seed": args.seed,
        "inputs": [{"key": key, "kind": kind, "screens": n, "file": os.path.relpath(path, HERE),
                    "bytes": size, "cells": {k: c.to_json() for k, c in cells.items()}}
                   for key, kind, n, path, size, cells in inputs],
        "table": rows,
        "table_text": "\n".join(out),
    }
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    remove_output()
    print(f"\nwrote {os.path.relpath(args.json, os.getcwd())}")


if __name__ == "__main__":
    main()
