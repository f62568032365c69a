#!/usr/bin/env bash
# The client checks itself (CLIENT-HICCUP, validity.maxhiccupshare, validity.maxclientcpu), in two parts, each in
# alternating rounds:
#   1. quiet versus loaded client host: basic binding, every operation sleeping basicdb.simulatedelay ms (2, not
#      randomised: a p99 of about 2 ms), 4 threads, BENCH_SECONDS; "loaded" runs beside BENCH_BURNERS busy-loop
#      processes (4: two per core on the 2-core machines). The loaded run should get the hiccup warning (hiccup
#      p99 above 0.25 x an operation's p99) and the quiet one should not.
#   2. GC pauses: the memory binding with large values (1 field of BENCH_FIELDLENGTH bytes, 300 records, workload A)
#      under -XX:+UseSerialGC -Xmx64m against the default collector and heap: the pauses show in CLIENT-HICCUP's
#      p99.9 and max.
# Prints one line per run (the figures come from result.json) and keeps every run's output under
# bench/target/hiccup-<timestamp>/ (or OUT_DIR). Environment: BENCH_ROUNDS (3), BENCH_SECONDS (30), BENCH_BURNERS (8),
# BENCH_FIELDLENGTH (100000), BENCH_WARMUP (part 1's warm-up seconds, 5), BENCH_SKIP_GC=1 (part 1 only),
# JAVA_HOME (the JVM of the runs). About 2.5 minutes a round. Shorter runs without a warm-up (5 s, as
# before 2026-11-27) flag quiet runs too on this VM: one 20-75 ms stall of the whole process decides a 5 s run. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

ROUNDS="${BENCH_ROUNDS:-3}"
SECS="${BENCH_SECONDS:-30}"
BURNERS="${BENCH_BURNERS:-8}"
FIELDLENGTH="${BENCH_FIELDLENGTH:-100000}"
WARMUP="${BENCH_WARMUP:-5}"
OUT="${OUT_DIR:-bench/target/hiccup-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$OUT"

BURNER_PIDS=()
stop_burners() {
  for pid in "${BURNER_PIDS[@]:-}"; do
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  done
  for pid in "${BURNER_PIDS[@]:-}"; do
    [ -n "$pid" ] && wait "$pid" 2>/dev/null || true
  done
  BURNER_PIDS=()
}
trap stop_burners EXIT INT TERM

start_burners() {
  for _ in $(seq "$BURNERS"); do
    bash -c 'while :; do :; done' &
    BURNER_PIDS+=("$!")
  done
}

# figures DIR LABEL: one line from DIR/result.json.
figures() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
d, label = sys.argv[1], sys.argv[2]
r = json.load(open(d + "/result.json"))
s = r["series"]
h = s["CLIENT-HICCUP"]["latencyUs"]
def p99(name):
    x = s.get(name)
    return "-" if not x or not x.get("latencyUs") else str(x["latencyUs"]["percentiles"]["p99"])
w = r.get("warnings") or []
hw = any("CLIENT-HICCUP" in x for x in w)
cw = any("validity.maxclientcpu" in x for x in w)
print("%-22s %9.0f ops/s  READ p99 %6s µs  UPDATE p99 %6s µs  hiccup p50 %6d p99 %6d p99.9 %6d max %6d µs  "
      "CPU %3.0f%%  GC %3d (%5d ms)  hiccup warning: %-3s  CPU warning: %s" % (
      label, r["throughput"], p99("READ"), p99("UPDATE"), h["percentiles"]["p50"], h["percentiles"]["p99"],
      h["percentiles"]["p99.9"], h["max"], 100 * r["client"]["cpuUtilization"], r["client"]["gcCount"],
      r["client"]["gcTimeMs"], "yes" if hw else "no", "yes" if cw else "no"))
EOF
}

echo "# bench/hiccup.sh: $(date -u +%FT%TZ), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)," \
  "$("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -1)"
echo "## 1. quiet versus loaded client host (basic, simulatedelay 2 ms, 4 threads, ${SECS} s; loaded: $BURNERS busy loops)"
for round in $(seq "$ROUNDS"); do
  for mode in quiet loaded; do
    dir="$OUT/host-$mode-$round"
    [ "$mode" = loaded ] && start_burners
    bin/ycsb run basic -P workloads/workloada -threads 4 -p basicdb.simulatedelay=2 -p basicdb.randomizedelay=false \
      -p basicdb.verbose=false -p operationcount=0 -p maxexecutiontime="$((SECS + WARMUP))" -p warmup.time="$WARMUP" \
      -p results.dir="$dir" \
      >"$dir.out" 2>"$dir.err" || true
    stop_burners
    figures "$dir" "round $round $mode"
  done
done

[ "${BENCH_SKIP_GC:-0}" = 1 ] && { echo "# runs kept under $OUT"; exit 0; }
echo "## 2. GC pauses (memory, 300 records of 1 x ${FIELDLENGTH} B, workload A, 2 threads, ${SECS} s)"
store="$OUT/memory.bin"
bin/ycsb load memory -P workloads/workloada -p recordcount=300 -p fieldcount=1 -p fieldlength="$FIELDLENGTH" \
  -p memory.file="$store" >"$OUT/load.out" 2>"$OUT/load.err"
for round in $(seq "$ROUNDS"); do
  for gc in default serial64m; do
    dir="$OUT/gc-$gc-$round"
    flags=()
    [ "$gc" = serial64m ] && flags=(-jvm-args "-XX:+UseSerialGC -Xmx64m")
    bin/ycsb run memory "${flags[@]}" -P workloads/workloada -threads 2 -p recordcount=300 -p fieldcount=1 \
      -p fieldlength="$FIELDLENGTH" -p memory.file="$store" -p operationcount=0 -p maxexecutiontime="$SECS" \
      -p results.dir="$dir" >"$dir.out" 2>"$dir.err" || true
    figures "$dir" "round $round $gc"
  done
done
echo "# runs kept under $OUT"
