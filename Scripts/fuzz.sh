#!/usr/bin/env bash
# Scripts/fuzz.sh SECONDS [LIBFUZZER-OPTION...]
#
# Builds Fuzz/FuzzPipeline.swift with every NavGenCore source (and the tests' line-count
# oracle, SourceLines.swift) into a libFuzzer binary
# (swiftc -sanitize=fuzzer,address -O) and fuzzes navgen's whole pipeline for SECONDS,
# at nice 19. Everything it writes lives in .build-fuzz/ (gitignored):
#   navgen-fuzz   the fuzzer          seeds/      the seed corpus, rebuilt on each run
#   corpus/       inputs it kept      artifacts/  crash-*, timeout-*, oom-* reproducers
#   fuzz.log      libFuzzer's output
# Seeds: graphs/*.nav.yaml, every *.nav.yaml under Tests/, the hardening corpus
# and every YAML graph written inline in the test sources.
#
# Exit status: 0 when nothing was found, 77 when this toolchain cannot build a
# libFuzzer target (with the reason on standard error), libFuzzer's status otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: Scripts/fuzz.sh SECONDS [LIBFUZZER-OPTION...]}
shift
out=.build-fuzz
mkdir -p "$out/corpus" "$out/artifacts"

# Can this swiftc link libFuzzer at all? (Apple's toolchains in Xcode and most
# non-Linux ones cannot.)
probe="$out/probe"
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' > "$probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe.swift" -o "$probe" >"$probe.log" 2>&1; then
  echo "fuzz: skipped: $(swiftc --version 2>&1 | head -1) cannot build with -sanitize=fuzzer ($(grep -m1 -i error "$probe.log" || head -1 "$probe.log"))" >&2
  exit 77
fi

sources="$(find Sources/NavGenCore -name '*.swift' | sort) Tests/NavGenCoreTests/Hardening/SourceLines.swift"
runtime="$(find Sources/NavGenRuntime -name '*.swift' | sort)"
binary="$out/navgen-fuzz"
# shellcheck disable=SC2086
if [ ! -x "$binary" ] || [ -n "$(find $sources $runtime Fuzz/FuzzPipeline.swift Scripts/fuzz.sh -newer "$binary")" ]; then
  echo "== building $binary"
  # NavGenCore imports NavGenRuntime: build it first as a module of its own, into objects
  # the fuzzer links, instrumented alike.
  mkdir -p "$out/runtime"
  # shellcheck disable=SC2086
  if ! nice -n 19 swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -wmo \
      -module-name NavGenRuntime -emit-module -emit-module-path "$out/runtime/NavGenRuntime.swiftmodule" \
      -c $runtime -o "$out/runtime/NavGenRuntime.o" >"$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    echo "fuzz: the runtime's build failed" >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  if ! nice -n 19 swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
      -module-name NavGenFuzz -I Sources/CLibYAML -I "$out/runtime" $(pkg-config --cflags-only-I yaml-0.1 2>/dev/null) \
      $(pkg-config --libs-only-L yaml-0.1 2>/dev/null) -lyaml \
      $sources Fuzz/FuzzPipeline.swift "$out/runtime/NavGenRuntime.o" -o "$binary.new" >"$out/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$out/build.log" >&2
    echo "fuzz: the build failed" >&2
    exit 1
  fi
  mv "$binary.new" "$binary"
fi

echo "== seeds"
rm -rf "$out/seeds" && mkdir -p "$out/seeds"
for file in graphs/*.nav.yaml $(find Tests -name '*.nav.yaml') $(find Tests/NavGenCoreTests/Hardening/Corpus -type f 2>/dev/null); do
  cp "$file" "$out/seeds/$(echo "$file" | tr '/' '_')"
done
python3 - "$out/seeds" <<'PY' || echo "fuzz: python3 missing; inline test graphs not seeded" >&2
# Every multi-line string literal in the tests that holds a graph, with the
# closing delimiter's indentation and the keycap markers (1️⃣) removed.
import pathlib, re, sys
seeds = pathlib.Path(sys.argv[1])
count = 0
for source in sorted(pathlib.Path("Tests").rglob("*.swift")):
    for match in re.finditer(r'"""\n(.*?)\n([ \t]*)"""', source.read_text(), re.S):
        body, indent = match.group(1), match.group(2)
        if "navgen:" not in body:
            continue
        text = "\n".join(line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")) + "\n"
        text = re.sub("[1-9]\ufe0f\u20e3", "", text)
        count += 1
        (seeds / f"inline-{source.stem}-{count}.nav.yaml").write_text(text)
print(f"{count} inline graphs from the tests")
PY
echo "$(ls "$out/seeds" | wc -l) seed files"

echo "== fuzzing for ${seconds}s (log: $out/fuzz.log)"
set +e
# The Swift runtime's backtracer trips AddressSanitizer (it reads its own stack); libFuzzer
# prints the stack instead.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} nice -n 19 "$binary" \
  -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
  -dict=Fuzz/navgen.dict -artifact_prefix="$out/artifacts/" -print_final_stats=1 \
  "$@" "$out/corpus" "$out/seeds" >"$out/fuzz.log" 2>&1
status=$?
set -e
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|^Done [0-9]+ runs' "$out/fuzz.log" || true
echo "corpus: $(ls "$out/corpus" | wc -l) files"
if [ "$status" -ne 0 ]; then
  echo "fuzz: libFuzzer exited $status; the finding:" >&2
  grep -E -A25 '^==[0-9]+==ERROR|Fatal error|SUMMARY|Test unit written' "$out/fuzz.log" | head -80 >&2
fi
exit "$status"
