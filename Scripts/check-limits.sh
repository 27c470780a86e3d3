#!/usr/bin/env bash
# Scripts/check-limits.sh [NAVGEN]
#
# Measures `navgen lint` on the hostile files of the malformed-input corpus with
# /usr/bin/time -v: wall time and peak memory (maximum resident set size). The alias
# bombs and the 20,000-deep nestings must each finish in under 1 s and 100 MB; the
# 10 MB scalars (made here, not committed) are measured and bounded at 5 s and 300 MB.
# NAVGEN defaults to .build/debug/navgen. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
navgen=${1:-.build/debug/navgen}
corpus=Tests/NavGenCoreTests/Hardening/Corpus
if [ ! -x /usr/bin/time ]; then
  echo "limits: skipped: /usr/bin/time (GNU time) is not installed"
  exit 0
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
huge() { head -c 10000000 /dev/zero | tr '\0' A; }
{ printf 'navgen: 1\nname: '; huge; printf -- '-\nroot: '; huge; printf '\nscreens:\n  Home: {}\n'; } >"$scratch/scalar-10mb.nav.yaml"
{ printf 'navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { url: "/{'; huge; printf '" }\n'; } >"$scratch/scalar-10mb-quoted.nav.yaml"

failed=0
# file, seconds, MB
check() {
  local file=$1 max_seconds=$2 max_mb=$3
  /usr/bin/time -v -o "$scratch/time" "$navgen" lint "$file" >/dev/null 2>"$scratch/err" && status=0 || status=$?
  local wall rss
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$scratch/time" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$scratch/time")
  local verdict=ok
  if [ "$status" -ne 1 ]; then verdict="FAIL (exit $status, want 1)"; failed=1; fi
  if ! awk -v w="$wall" -v m="$max_seconds" 'BEGIN { exit !(w < m) }'; then verdict="FAIL (over ${max_seconds}s)"; failed=1; fi
  if [ "$rss" -ge $((max_mb * 1024)) ]; then verdict="FAIL (over ${max_mb} MB)"; failed=1; fi
  printf '%-34s %6.2fs %7.1f MB  %s\n' "$(basename "$file")" "$wall" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')" "$verdict"
}

echo "file                                  time    peak RSS (limit: bombs and nesting < 1 s, < 100 MB)"
for name in alias-bomb alias-bomb-mappings deep-flow-nesting deep-block-nesting deep-unclosed-nesting; do
  check "$corpus/$name.nav.yaml" 1 100
done
for name in scalar-10mb scalar-10mb-quoted; do
  check "$scratch/$name.nav.yaml" 5 300
done
exit "$failed"
