#!/usr/bin/env bash
# Trace replay (workload=site.ycsb.workloads.TraceWorkload) with synthetic traces from scripts/synthetic_trace.py:
#   1. a 10^6-line trace replayed into Redis (a server of our own on a free loopback port, stopped after) at
#      trace.speed=1: operations per measured second against the trace's (bench/TraceSecondCounts.java), and the
#      operation mix against the trace's;
#   2. the same trace at trace.speed=0: the rate reached;
#   3. a 10^8-line zstd trace replayed at trace.speed=0 into the basic binding (no store, so the client's memory
#      is the replay's own): the client's RSS sampled every 5 s over the run.
# The Redis runs apply the trace's TTLs (trace.ttl=apply: SET's expiry in the write's round trip); the basic binding
# cannot expire records, so the big replay ignores them (trace.ttl=ignore).
#
# A trace client's requests run one at a time, so the trace's clients bound the replay's concurrency: with the
# generator's default of 4, a Redis round trip of 400 µs caps the replay at 10,000 requests/s.
#
# Environment (optional): JAVA_HOME; LINES (default 1000000); RATE (requests/s of the trace, default 5000);
# CLIENTS (trace clients, default 64);
# BIG_REPEAT (copies of the 10^6-line block in the big trace, default 100; 0 skips part 3); THREADS (speed 0,
# default 16); BIG_HEAP (the big replay's -Xms and -Xmx, default 256m: a fixed heap, so that RSS shows the replay's
# memory, not the heap growing into the JVM's default maximum); PARTS (default "1 2 3"); SKIP_BUILD=1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
LINES="${LINES:-1000000}"
RATE="${RATE:-5000}"
CLIENTS="${CLIENTS:-64}"
BIG_REPEAT="${BIG_REPEAT:-100}"
THREADS="${THREADS:-16}"
BIG_HEAP="${BIG_HEAP:-256m}"
PARTS="${PARTS:-1 2 3}"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "Building core and redis ..." >&2
  ./mvnw -q -B -o -DskipTests -pl core,redis -am package >&2
  ./mvnw -q -B -o -pl core,redis dependency:copy-dependencies -DincludeScope=runtime >&2
fi
CP="core/target/core-1.0.0-SNAPSHOT.jar:redis/target/redis-binding-1.0.0-SNAPSHOT.jar"
CP="$CP:$(find core/target/dependency redis/target/dependency -name '*.jar' | sort -u | paste -sd: -)"
bench_workdir trace-replay
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
redis-server --port "$PORT" --bind 127.0.0.1 --save "" --appendonly no --dir "$WORK" > "$WORK/redis.log" 2>&1 &
PIDS+=("$!")
wait_for_port "$PORT"

ycsb() {
  "$JAVA" -cp "$CP" site.ycsb.Client -t -p workload=site.ycsb.workloads.TraceWorkload "$@" \
      || { echo "the run failed ($?):" >&2; tail -n 5 "$WORK"/*.err >&2; return 1; }
}

echo "# $(date -u +%Y-%m-%d) $("$JAVA" -version 2>&1 | head -n 1) on $(hostname) ($(nproc) cores), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(redis-server --version | cut -d' ' -f1-3)"
echo
python3 scripts/synthetic_trace.py --lines "$LINES" --rate "$RATE" --clients "$CLIENTS" --out "$WORK/trace.txt"
if [[ " $PARTS " == *" 1 "* ]]; then
echo "## 1. $LINES lines at $RATE requests/s from $CLIENTS trace clients (scripts/synthetic_trace.py --lines $LINES --rate $RATE --clients $CLIENTS), trace.speed=1, Redis"
echo
ycsb -db site.ycsb.db.RedisClient -p redis.host=127.0.0.1 -p redis.port="$PORT" -p trace.file="$WORK/trace.txt" \
    -p trace.speed=1 -p trace.ttl=apply -threads 8 -p results.dir="$WORK/speed1" > "$WORK/speed1.out" 2> "$WORK/speed1.err"
grep -E '^\[OVERALL\]|Operations|Return=' "$WORK/speed1.out" | sed 's/^/    /'
grep -E '^(Open-loop|ycsb: (error|warning))' "$WORK/speed1.err" | sed 's/^/    /' || true
echo
echo "The trace's operations (cut -d, -f6 | sort | uniq -c):"
echo
cut -d, -f6 "$WORK/trace.txt" | sort | uniq -c | sed 's/^/    /'
echo
"$JAVA" -cp "$CP" bench/TraceSecondCounts.java "$WORK/trace.txt" "$WORK/speed1"
echo
redis-cli -p "$PORT" flushall > /dev/null
fi
if [[ " $PARTS " == *" 2 "* ]]; then
echo "## 2. The same trace at trace.speed=0 (closed loop, $THREADS threads), Redis"
echo
ycsb -db site.ycsb.db.RedisClient -p redis.host=127.0.0.1 -p redis.port="$PORT" -p trace.file="$WORK/trace.txt" \
    -p trace.speed=0 -p trace.ttl=apply -threads "$THREADS" > "$WORK/speed0.out" 2> "$WORK/speed0.err"
grep -E '^\[OVERALL\]|\[(READ|INSERT|DELETE)\], Operations' "$WORK/speed0.out" | sed 's/^/    /'
echo
fi
if [[ " $PARTS " == *" 3 "* && "$BIG_REPEAT" -gt 0 ]]; then
  BIG=$((LINES * BIG_REPEAT))
  python3 scripts/synthetic_trace.py --lines "$LINES" --rate "$RATE" --clients "$CLIENTS" --repeat "$BIG_REPEAT" \
      --out "$WORK/big.zst"
  echo "## 3. $BIG lines (zstd, $(du -h "$WORK/big.zst" | cut -f1)), trace.speed=0 into basic, 2 threads, -Xms$BIG_HEAP -Xmx$BIG_HEAP: the client's RSS"
  echo
  # The JVM itself in the background (not through ycsb()), so that $! is the process whose RSS is sampled.
  "$JAVA" -Xms"$BIG_HEAP" -Xmx"$BIG_HEAP" -cp "$CP" site.ycsb.Client -t -p workload=site.ycsb.workloads.TraceWorkload \
      -db site.ycsb.BasicDB \
      -p basicdb.verbose=false -p trace.file="$WORK/big.zst" -p trace.speed=0 -p trace.ttl=ignore -threads 2 \
      > "$WORK/big.out" 2> "$WORK/big.err" &
  JPID=$!
  START=$SECONDS
  echo "| s | RSS (MiB) |"
  echo "| ---: | ---: |"
  while kill -0 "$JPID" 2>/dev/null; do
    RSS="$(awk '/^VmRSS/ {print $2}' "/proc/$JPID/status" 2>/dev/null || true)"
    [[ -n "$RSS" ]] && echo "| $((SECONDS - START)) | $((RSS / 1024)) |"
    sleep 5
  done
  wait "$JPID"
  echo
  grep -E '^\[OVERALL\]|\[(READ|INSERT|DELETE)\], Operations' "$WORK/big.out" | sed 's/^/    /'
fi
