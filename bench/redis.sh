#!/usr/bin/env bash
# One benchmark run of the redis binding against one local redis-server this script starts (its own
# port, no persistence), printing:
#   1. redis-benchmark -c 8 -d 100 -t get,set   vs  ours, 1 field x 100 B, 50/50 read/update, 8 threads
#   2. ours, workloads A and B (10 fields x 100 B) at 8, 32, 64 threads: ops/s, p95, client CPU us/op
#   3. workload E at 8 threads, and its ratio to redis-benchmark's GET requests/s
# Client CPU is client.cpuUsPerOp of result.json (-p results.dir); every run of ours has a 3 s warm-up.
# Usage: bench/redis.sh [PORT] (default 26390); BENCH_SECONDS=N per measured run (default 15); BENCH_ROUNDS
# (default 2) alternating rounds of ours and redis-benchmark where the two are compared. About 7 minutes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${1:-26390}"
SECS="${BENCH_SECONDS:-15}"
RECORDS="${BENCH_RECORDS:-20000}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/ycsb-redis-bench.XXXXXX")"
command -v redis-server >/dev/null && command -v redis-benchmark >/dev/null \
  || { echo "needs redis-server and redis-benchmark (Debian: redis-server, redis-tools)"; exit 1; }

redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$OUT" --daemonize no \
    --logfile "$OUT/redis.log" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$OUT"' EXIT
for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done

ycsb() {  # ycsb load|run NAME [args...]: bin/ycsb with results in $OUT/NAME
  local phase="$1" name="$2"; shift 2
  bin/ycsb "$phase" redis -p redis.host=127.0.0.1 -p redis.port="$PORT" -p results.dir="$OUT/$name" "$@" \
      > "$OUT/$name.out" 2> "$OUT/$name.err" || { echo "bin/ycsb $phase failed:"; cat "$OUT/$name.err"; exit 1; }
}

figures() {  # figures NAME: ops/s, p95 per series, client CPU us/op from result.json
  python3 - "$OUT/$1/result.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
p95 = ", ".join("%s p95 %d us" % (k, v["latencyUs"]["percentiles"]["p95"])
                for k, v in sorted(d["series"].items()) if k not in ("CLEANUP",) and v["count"] > 0)
print("%10.0f ops/s  %6.1f us/op client CPU  errors %d  %s" % (
    d["successfulThroughput"], d["client"]["cpuUsPerOp"], d["errors"], p95))
PY
}

throughput() {  # throughput NAME: successful ops/s
  python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['successfulThroughput'])" "$OUT/$1/result.json"
}

ratio() {  # ratio LABEL OURS THEIRS: prints OURS/THEIRS
  python3 -c "import sys; print('  %s: %.3fx' % (sys.argv[1], float(sys.argv[2]) / float(sys.argv[3])))" "$@"
}

echo "# redis $(redis-server --version | sed 's/.*v=\([^ ]*\).*/\1/') on 127.0.0.1:$PORT, $(nproc) cores," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg) at start, ${SECS} s per run, $RECORDS records"

# Compile-time staleness checks off: the jars must exist (./mvnw -pl redis package -DskipTests).
export YCSB_NO_BUILD="${YCSB_NO_BUILD:-1}"

# The same-run comparisons alternate rounds of redis-benchmark and ours, so a change in what else the machine
# runs hits both sides; the ratios are of the sums over the rounds.
ROUNDS="${BENCH_ROUNDS:-2}"
ROUND_SECS="$SECS"
rb_round() {  # rb_round N: one redis-benchmark GET/SET round, appended to $OUT/rb.csv
  redis-benchmark -p "$PORT" -c 8 -d 100 -t get,set -n 200000 -r "$RECORDS" --csv | grep -E '^"(GET|SET)"' \
      | sed "s/^/$1,/" >> "$OUT/rb.csv"
}
rps_sum() {  # rps_sum GET|SET: sum over the rounds
  awk -F, -v t="\"$1\"" '$2 == t { gsub(/"/, "", $3); s += $3 } END { printf "%.0f", s }' "$OUT/rb.csv"
}
sum_of() {  # sum_of NAME...: summed successful ops/s of the named runs
  python3 -c "import json,sys; print(sum(json.load(open(f))['successfulThroughput'] for f in sys.argv[1:]))" \
      $(for n in "$@"; do echo "$OUT/$n/result.json"; done)
}

ycsb load one-load -P workloads/workloada -p recordcount="$RECORDS" -p fieldcount=1 -p fieldlength=100 -threads 8
ONE_RUNS=()
for round in $(seq "$ROUNDS"); do
  rb_round "$round"
  ycsb run "one-$round" -P workloads/workloada -p recordcount="$RECORDS" -p fieldcount=1 -p fieldlength=100 \
      -p readproportion=0.5 -p updateproportion=0.5 -p operationcount=100000000 \
      -p maxexecutiontime=$((ROUND_SECS + 3)) -p warmup.time=3 -threads 8
  ONE_RUNS+=("one-$round")
  echo "round $round: redis-benchmark $(grep "^$round," "$OUT/rb.csv" | cut -d, -f2,3 | tr -d '"' | tr '\n' ' ')req/s;" \
       "ours, 1 field x 100 B, 50/50 read/update, 8 threads: $(figures "one-$round")"
done
GET_SUM=$(rps_sum GET); SET_SUM=$(rps_sum SET)
MEAN_SUM=$(python3 -c "import sys; print((float(sys.argv[1]) + float(sys.argv[2])) / 2)" "$GET_SUM" "$SET_SUM")
ratio "ratio of sums, ours to redis-benchmark mean(GET, SET) (target >= 0.9x)" "$(sum_of "${ONE_RUNS[@]}")" "$MEAN_SUM"
redis-cli -p "$PORT" flushall >/dev/null

echo
ycsb load ab-load -P workloads/workloada -p recordcount="$RECORDS" -threads 8
for w in a b; do
  for t in 8 32 64; do
    ycsb run "w$w-$t" -P "workloads/workload$w" -p recordcount="$RECORDS" -p operationcount=100000000 \
        -p maxexecutiontime="$SECS" -p warmup.time=3 -threads "$t"
    printf 'workload %s, 10 x 100 B, %2d threads: %s\n' "$w" "$t" "$(figures "w$w-$t")"
  done
done
BPR=$(python3 -c "import json,sys; print(round(json.load(open(sys.argv[1]))['server']['bytesPerRecord']))" \
    "$OUT/wb-64/result.json" 2>/dev/null || echo n/a)
echo "  bytes per record (INFO used_memory / records): $BPR"

echo
: > "$OUT/rb.csv"
redis-cli -p "$PORT" config resetstat >/dev/null   # commandstats of the E rounds only
E_RUNS=()
for round in $(seq "$ROUNDS"); do
  rb_round "$round"
  ycsb run "we-$round" -P workloads/workloade -p recordcount="$RECORDS" -p operationcount=100000000 \
      -p maxexecutiontime=$((ROUND_SECS + 3)) -p warmup.time=3 -threads 8
  E_RUNS+=("we-$round")
  echo "round $round: redis-benchmark GET $(grep "^$round,\"GET\"" "$OUT/rb.csv" | cut -d, -f3 | tr -d '"') req/s;" \
       "workload E (lex index), 8 threads: $(figures "we-$round")"
done
ratio "ratio of sums, workload E to redis-benchmark GET (target >= 0.074x)" "$(sum_of "${E_RUNS[@]}")" "$(rps_sum GET)"
# Where the server's time goes per scan: its own command timings (redis-benchmark's GETs are 0.1 us each).
redis-cli -p "$PORT" info commandstats | tr -d '\r' | python3 -c "
import re, sys
stats = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in
         (re.match(r'cmdstat_(\w+):calls=(\d+),usec=(\d+)', l) for l in sys.stdin) if m}
scans = stats.get('zrangebylex', (0, 0))[0]
if scans:
    print('  server time per scan: %.0f us (%d scans; zrangebylex %.1f us, %.1f hgetall per scan at %.2f us each);'
          ' one server thread caps scans at ~%.0f/s' % (
        (stats['zrangebylex'][1] + stats.get('hgetall', (0, 0))[1]) / scans, scans, stats['zrangebylex'][1] / scans,
        stats.get('hgetall', (0, 0))[0] / scans, stats.get('hgetall', (0, 1))[1] / max(1, stats.get('hgetall', (1, 0))[0]),
        1e6 * scans / (stats['zrangebylex'][1] + stats.get('hgetall', (0, 0))[1])))
"
echo "# load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
