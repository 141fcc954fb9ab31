#!/usr/bin/env bash
# Fuzzes plusmd's cache file format (Sources/PlusStore/Cache/CacheFormat.swift).
#
#   fuzz/run-cache.sh [SECONDS] [-- EXTRA_LIBFUZZER_ARGS...]
#
# SECONDS defaults to 600. Builds fuzz/.build/fuzz-cache-file with `swiftc -sanitize=fuzzer,address`
# from PlusCore and CacheFormat.swift (as module PlusCacheFormat), writes seeds (one payload of each
# entry kind and a run of records) with the harness itself, runs the fuzzer and prints a summary.
# Crashes go to fuzz/crashes/ (gitignored); the full log to fuzz/.build/last-cache-run.log.
# Environment: CORPUS=DIR keeps the grown corpus; SKIP_BUILD=1 reuses the last build. Linux only.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_TO_RUN=${1:-600}
shift || true
[[ "${1:-}" == "--" ]] && shift
EXTRA_ARGS=("$@")

BUILD=$ROOT/fuzz/.build/cache
CRASHES=$ROOT/fuzz/crashes
BINARY=$ROOT/fuzz/.build/fuzz-cache-file
mkdir -p "$BUILD" "$CRASHES"

build() {
    local flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name plusmd -I "$BUILD" -wmo)
    echo "building $BINARY"
    swiftc "${flags[@]}" -module-name PlusCore -emit-module -emit-module-path "$BUILD/PlusCore.swiftmodule" \
        -c -o "$BUILD/PlusCore.o" $(find Sources/PlusCore -name '*.swift' | sort)
    swiftc "${flags[@]}" -module-name PlusCacheFormat -emit-module -emit-module-path "$BUILD/PlusCacheFormat.swiftmodule" \
        -c -o "$BUILD/PlusCacheFormat.o" Sources/PlusStore/Cache/CacheFormat.swift
    swiftc "${flags[@]}" -module-name FuzzCacheFile -c -o "$BUILD/FuzzCacheFile.o" fuzz/FuzzCacheFile.swift
    swiftc -sanitize=fuzzer,address -use-ld=lld -o "$BINARY" \
        "$BUILD/FuzzCacheFile.o" "$BUILD/PlusCacheFormat.o" "$BUILD/PlusCore.o"
}
if [[ "${SKIP_BUILD:-}" != 1 || ! -x "$BINARY" ]]; then build; fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/plusmd-fuzz-cache.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
SEEDS=$WORK/seeds
CORPUS=${CORPUS:-$WORK/corpus}
mkdir -p "$SEEDS" "$CORPUS"
FUZZ_SEEDS=$SEEDS "$BINARY" -runs=0 "$SEEDS" >/dev/null 2>&1 || true
seed_count=$(find "$SEEDS" -type f | wc -l)

LOG=$WORK/fuzz.log
before=$(find "$CRASHES" -type f | wc -l)
args=(-max_len=65536 -timeout=5 -rss_limit_mb=2048 -max_total_time="$SECONDS_TO_RUN"
    -artifact_prefix="$CRASHES/" -print_final_stats=1 -detect_leaks=0)
echo "fuzzing the cache format for ${SECONDS_TO_RUN}s with $seed_count seeds; log: fuzz/.build/last-cache-run.log"
started=$(date +%s)
set +e
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1} \
    "$BINARY" "${args[@]}" "${EXTRA_ARGS[@]}" "$CORPUS" "$SEEDS" 2>&1 | tee "$LOG" | grep -E --line-buffered 'INITED|DONE|oom/timeout/crash|ERROR|SUMMARY|crash-|timeout-|oom-'
status=${PIPESTATUS[0]}
set -e
elapsed=$(($(date +%s) - started))
cp "$LOG" "$ROOT/fuzz/.build/last-cache-run.log"
after=$(find "$CRASHES" -type f | wc -l)
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$LOG" | tail -1)
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$LOG" | tail -1)
coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$LOG" | tail -1 || true)
echo
echo "=== plusmd cache fuzz summary ==="
echo "date:        $(date -u +%Y-%m-%d)"
echo "duration:    ${elapsed}s (asked ${SECONDS_TO_RUN}s)"
echo "executions:  ${execs:-?} (${speed:-?} exec/s)"
echo "coverage:    ${coverage:-?}"
echo "seeds:       $seed_count"
echo "crashes:     $((after - before)) new in fuzz/crashes/ (libFuzzer exit status $status)"
exit "$status"
