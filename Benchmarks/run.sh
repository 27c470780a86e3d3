#!/usr/bin/env bash
# Builds the benchmark tools and navgen in release, then runs run.py:
#   Benchmarks/run.sh [--quick] [run.py options: --runs, --sizes, --worst-sizes,
#       --matcher-sizes, --typecheck-sizes, --optimize-sizes, --seed, --rebuild ...]
# Builds run one after the other (this machine has 2 cores).
set -euo pipefail
cd "$(dirname "$0")"
HERE="$(pwd)"
mkdir -p results

# Peak RSS comes from GNU time (Debian's `time` package).
if [ ! -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "== installing Debian's time package (for peak RSS)" >&2
        apt-get install -y time >&2 || { apt-get update >&2 && apt-get install -y time >&2; } || true
    fi
    [ -x /usr/bin/time ] || echo "   /usr/bin/time missing: peak RSS falls back to getrusage" >&2
fi

echo "== building the benchmark tools (release)" >&2
# SwiftPM keeps this package's build plan and does not see a source file added in a
# nested folder of the main package's targets (it then fails with "cannot find 'X' in
# scope"); without the plan it plans again, which takes well under a second.
rm -f "$HERE/.build/release.yaml"
swift build -c release --package-path "$HERE" >&2
BIN="$(swift build -c release --package-path "$HERE" --show-bin-path)"

echo "== building navgen (release)" >&2
NAVGEN=""
if swift build -c release --package-path "$HERE/.." --product navgen >results/navgen-build.log 2>&1; then
    NAVGEN="$(swift build -c release --package-path "$HERE/.." --show-bin-path)/navgen"
else
    echo "   navgen did not build (see Benchmarks/results/navgen-build.log): its cells are n/a" >&2
fi

exec python3 "$HERE/run.py" --bin "$BIN" --navgen "$NAVGEN" "$@"
