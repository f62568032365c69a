#!/usr/bin/env bash
# The open loop after a stall of the whole client process: memcached (a local one started on a free loopback port
# from BENCH_MEMCACHED_PORT, 41300, unless BENCH_MEMCACHED_HOSTS is given), workload C, Poisson arrivals at
# BENCH_TARGET (20000) ops/s, BENCH_THREADS (16) clients ready; BENCH_STALL_AT (6) s after the client JVM starts it
# is stopped (SIGSTOP) for BENCH_STALL_MS (500) ms, as a GC pause or a starved host stops it. Each round runs
# open, then closed mode (the same stall) for reference, BENCH_ROUNDS (3) rounds of BENCH_SECONDS (12) s measured
# after a 3 s warm-up. Prints per run: ops/s, max outstanding, clients started, queued arrivals, client CPU per
# operation, schedule lag (max and final). JAVA_HOME picks the JVM. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

TARGET="${BENCH_TARGET:-20000}"
THREADS="${BENCH_THREADS:-16}"
STALL_AT="${BENCH_STALL_AT:-6}"
STALL_MS="${BENCH_STALL_MS:-500}"
ROUNDS="${BENCH_ROUNDS:-3}"
SECS="${BENCH_SECONDS:-12}"
PORT="${BENCH_MEMCACHED_PORT:-41300}"
HOSTS="${BENCH_MEMCACHED_HOSTS:-}"

bad() { echo "bench/openloop-stall.sh: $*" >&2; exit 2; }
for v in BENCH_TARGET:$TARGET BENCH_THREADS:$THREADS BENCH_STALL_AT:$STALL_AT BENCH_STALL_MS:$STALL_MS \
    BENCH_ROUNDS:$ROUNDS BENCH_SECONDS:$SECS BENCH_MEMCACHED_PORT:$PORT; do
  [[ "${v#*:}" =~ ^[1-9][0-9]*$ ]] || bad "${v%%:*} must be a whole number from 1, not '${v#*:}'"
done

bench_workdir bench-openloop-stall
echo "== bench/openloop-stall.sh on $(nproc) cores; $("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -z "$HOSTS" ]; then
  for attempt in $(seq 1 20); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
      memcached $(as_root "-u root") -l 127.0.0.1 -p "$PORT" -U 0 -m 256 -t 2 -c 4096 > "$WORK/memcached.log" 2>&1 &
      pid="$!"
      sleep 1
      if kill -0 "$pid" 2>/dev/null && wait_for_port "$PORT" 10; then
        PIDS+=("$pid")
        HOSTS="127.0.0.1:$PORT"
        break
      fi
    fi
    PORT=$((PORT + 1))
  done
  [ -n "$HOSTS" ] || { cat "$WORK/memcached.log" >&2; bad "could not start memcached on a port from $((PORT - 20))"; }
fi
bin/ycsb load memcached -P workloads/workloadc -p memcached.hosts="$HOSTS" -p recordcount=10000 -threads 8 \
    > "$WORK/load.out" 2> "$WORK/load.err" || { cat "$WORK/load.err" >&2; exit 1; }

# run NAME MODE: one run whose JVM is stopped for STALL_MS at STALL_AT s; its result.json in $WORK/NAME.
run() {
  local name="$1" mode="$2" jvm=""
  bin/ycsb run memcached -P workloads/workloadc -p memcached.hosts="$HOSTS" -p recordcount=10000 -target "$TARGET" \
      -threads "$THREADS" -p operationcount="$((TARGET * SECS))" -p warmup.time=3 -p arrivals="$mode" \
      -p arrivalprocess=poisson -p results.dir="$WORK/$name" > "$WORK/$name.out" 2> "$WORK/$name.err" &
  local shim="$!"
  # bin/ycsb's first child is a short-lived launcher JVM; the client JVM is the one still there after it.
  sleep 2
  for _ in $(seq 1 50); do
    jvm="$(pgrep -P "$shim" java | head -1 || true)"
    [ -n "$jvm" ] && break
    sleep 0.1
  done
  [ -n "$jvm" ] || bad "no client JVM under bin/ycsb ($shim)"
  sleep "$STALL_AT"
  kill -STOP "$jvm"
  sleep "$(python3 -c "print($STALL_MS / 1000)")"
  kill -CONT "$jvm"
  wait "$shim" || { cat "$WORK/$name.err" >&2; return 1; }
}

for round in $(seq 1 "$ROUNDS"); do
  run "open-$round" open
  run "closed-$round" closed
  echo "round $round done (load average $(cut -d' ' -f1 /proc/loadavg))"
done
python3 - "$WORK" "$ROUNDS" <<'PY'
import json, sys
work, rounds = sys.argv[1], int(sys.argv[2])
print('| round | mode | ops/s | max outstanding | clients | queued | client CPU us/op | lag max / final ms |')
print('|' + ' --- |' * 8)
for rnd in range(1, rounds + 1):
    for mode in ('open', 'closed'):
        r = json.load(open('%s/%s-%d/result.json' % (work, mode, rnd)))
        a = r['arrivals']
        print('| %d | %s | %.0f | %d | %d | %d | %.1f | %.1f / %.2f |' % (rnd, mode, r['throughput'],
              a['maxOutstanding'], a['clientsStarted'], a['queuedArrivals'], r['client']['cpuUsPerOp'],
              a['maxLagMs'], a['finalLagMs']))
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
