#!/usr/bin/env bash
# A sine-shaped open-loop run (targetshape=sine) on the memory binding: workload C's reads, uniform arrivals around
# BENCH_TARGET (2000) ops/s, amplitude BENCH_AMPLITUDE (0.5) of it, period BENCH_PERIOD (20) s, for BENCH_SECONDS
# (60) s, BENCH_THREADS (4) clients ready. Prints per second the measured throughput (from hdr/READ.hdr, one
# interval a second) beside the target curve's mean over the same interval, the deviation and p50/p95/p99, then
# the worst deviation; exits 1 when it is above 5%. JAVA_HOME picks the JVM. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

TARGET="${BENCH_TARGET:-2000}"
AMPLITUDE="${BENCH_AMPLITUDE:-0.5}"
PERIOD="${BENCH_PERIOD:-20}"
SECS="${BENCH_SECONDS:-60}"
THREADS="${BENCH_THREADS:-4}"

bad() { echo "bench/rate-shape.sh: $*" >&2; exit 2; }
for v in BENCH_TARGET:$TARGET BENCH_PERIOD:$PERIOD BENCH_SECONDS:$SECS BENCH_THREADS:$THREADS; do
  [[ "${v#*:}" =~ ^[1-9][0-9]*$ ]] || bad "${v%%:*} must be a whole number from 1, not '${v#*:}'"
done
[[ "$AMPLITUDE" =~ ^(0(\.[0-9]+)?|1(\.0+)?)$ ]] || bad "BENCH_AMPLITUDE must be a number from 0 to 1, not '$AMPLITUDE'"

JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
bench_workdir bench-rate-shape
echo "== bench/rate-shape.sh on $(nproc) cores; $("$JAVA" -version 2>&1 | head -1); commit $(git rev-parse --short HEAD)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "sine around $TARGET ops/s, amplitude $AMPLITUDE, period $PERIOD s, $SECS s, $THREADS clients ready"

COMMON=(-P workloads/workloadc -p memory.file="$WORK/store" -p recordcount=10000)
bin/ycsb load memory "${COMMON[@]}" -threads 2 > "$WORK/load.out" 2> "$WORK/load.err" \
    || { cat "$WORK/load.err" >&2; exit 1; }
bin/ycsb run memory "${COMMON[@]}" -threads "$THREADS" -target "$TARGET" -p operationcount=0 \
    -p maxexecutiontime="$SECS" -p arrivals=open -p targetshape=sine -p targetshape.amplitude="$AMPLITUDE" \
    -p targetshape.period="$PERIOD" -p results.dir="$WORK/run" > "$WORK/run.out" 2> "$WORK/run.err" \
    || { cat "$WORK/run.err" >&2; exit 1; }
grep -E '^Open-loop arrivals' "$WORK/run.err"
start_ms="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["arrivals"]["shape"]["scheduleStartEpochMs"])' "$WORK/run/result.json")"
hdr_jar="$(ls core/target/dependency/HdrHistogram-*.jar | head -1)"
"$JAVA" -cp "$hdr_jar" bench/RateShapeSeconds.java "$WORK/run/hdr/READ.hdr" "$start_ms" "$TARGET" "$AMPLITUDE" \
    "$PERIOD" 0
