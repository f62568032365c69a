#!/usr/bin/env bash
# Benchmarks the memcached binding on a local memcached it starts itself, in one run (~5 minutes):
#   1. workload A and B at 8 and 32 threads: ops/s, p95 per operation, client CPU per operation
#      (client.cpuUsPerOp of result.json);
#   2. the memtier-style mix (workloads/workload_memtier, 1:10 set:get, 100-byte values) at 8 threads
#      against memcaslap -T 2 -c 8 -X 100 (libmemcached-tools; 1:9 set:get) on the same server, and
#      the ratio of the two, and beside them a bare blocking Java client (bench/BlockingClientFloor.java: 8 threads,
#      one socket each, nothing else), the floor of any client that gives each thread its own connection;
#   3. bonus, when mariadbd is installed: the mysql-memcached binding's SQL path on MariaDB against its
#      memcached-protocol path on the same memcached (MariaDB has no memcached plugin; see its README).
# Every "ours" figure is given for both drivers: memcached.driver=direct (the default) and spymemcached.
# Environment: BENCH_SECONDS (measured seconds per run, default 10), BENCH_WARMUP (warm-up seconds, 2), BENCH_MEMCACHED_PORT (41211),
# BENCH_MARIADB_PORT (43306), BENCH_RECORDS (100000), BENCH_ROUNDS (rounds of the memtier mix, 2), BENCH_SKIP_AB=1 (no
# workload A and B runs), BENCH_SKIP_MARIADB=1.
# Figures depend on what else the machine runs: the script prints the load average with them.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SECONDS_PER_RUN="${BENCH_SECONDS:-10}"
PORT="${BENCH_MEMCACHED_PORT:-41211}"
MARIADB_PORT="${BENCH_MARIADB_PORT:-43306}"
RECORDS="${BENCH_RECORDS:-100000}"
ROUNDS="${BENCH_ROUNDS:-2}"
source bench/lib.sh
bench_workdir bench-memcached

memcached $(as_root "-u root") -l 127.0.0.1 -p "$PORT" -U 0 -m 1024 -t 2 -c 4096 > "$WORK/memcached.log" 2>&1 &
PIDS+=("$!")
wait_for_port "$PORT"
HOSTS="127.0.0.1:$PORT"
MEMCACHED_PID="${PIDS[0]}"
server_ticks() { awk '{print $14 + $15}' "/proc/$MEMCACHED_PID/stat"; }
per_op_us() {  # per_op_us TICKS OPS: CPU microseconds per operation
  python3 -c "import os, sys; print('%.1f' % (float(sys.argv[1]) / os.sysconf('SC_CLK_TCK') * 1e6 / max(1.0, float(sys.argv[2]))))" "$1" "$2"
}

# Prints "ops/s p95(op1) p95(op2) cpuUs/op" from a result.json.
summary() {
  python3 - "$1" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
p95 = " ".join("%s p95 %s us" % (name.lower(), s["latencyUs"]["percentiles"]["p95"])
               for name, s in sorted(r["series"].items()) if name in ("READ", "UPDATE", "INSERT"))
print("%10.0f ops/s  %-32s client CPU %5.1f us/op  errors %d" % (
    r["successfulThroughput"], p95, r["client"]["cpuUsPerOp"], r["errors"]))
PY
}

# A warm-up of WARMUP seconds before each measured run: JIT compilation is then outside the figures (the
# client's CPU, GC and operations in result.json all start at the end of the warm-up). memcaslap, a C
# program, needs none.
WARMUP="${BENCH_WARMUP:-2}"
ycsb_run() {  # ycsb_run NAME BINDING SECONDS ARGS...: a timed run, result in $WORK/NAME
  local name="$1" binding="$2" secs="$3"; shift 3
  bin/ycsb run "$binding" "$@" -p operationcount=0 -p maxexecutiontime="$((secs + WARMUP))" -p warmup.time="$WARMUP" \
      -p results.dir="$WORK/$name" > "$WORK/$name.out" 2> "$WORK/$name.err" \
      || { cat "$WORK/$name.err" >&2; return 1; }
}

throughput() {
  python3 -c "import json,sys; print(round(json.load(open(sys.argv[1]))['successfulThroughput']))" "$1"
}

echo "memcached $(memcached -V | awk '{print $2}') on $HOSTS; $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "seconds per run: $SECONDS_PER_RUN after a ${WARMUP} s warm-up; records: $RECORDS"
echo

WORKLOADS=(a b)
[ "${BENCH_SKIP_AB:-0}" = 1 ] && WORKLOADS=()
if [ ${#WORKLOADS[@]} -gt 0 ]; then
  bin/ycsb load memcached -P workloads/workloada -p memcached.hosts="$HOSTS" -p recordcount="$RECORDS" -threads 8 \
      > "$WORK/load-a.out" 2> "$WORK/load-a.err" || { cat "$WORK/load-a.err" >&2; exit 1; }
  echo "== memcached binding, workloads A and B"
fi
for wl in "${WORKLOADS[@]}"; do
  for threads in 8 32; do
    for driver in direct spymemcached; do
      ycsb_run "$wl-$threads-$driver" memcached "$SECONDS_PER_RUN" -P "workloads/workload$wl" \
          -p memcached.hosts="$HOSTS" -p memcached.driver="$driver" -p recordcount="$RECORDS" -threads "$threads"
      printf 'workload %s %2d threads %-12s: %s\n' "${wl^^}" "$threads" "$driver" \
          "$(summary "$WORK/$wl-$threads-$driver/result.json")"
    done
  done
done
echo

echo "== memtier-style mix (1:10 set:get, 100-byte values), 8 threads, vs memcaslap -T 2 -c 8 -X 100"
bin/ycsb load memcached -P workloads/workload_memtier -p memcached.hosts="$HOSTS" -p table=memtier \
    -p recordcount="$RECORDS" -threads 8 > "$WORK/load-m.out" 2> "$WORK/load-m.err" \
    || { cat "$WORK/load-m.err" >&2; exit 1; }
# Alternating rounds (BENCH_ROUNDS, 2) of three quarters of the time each, so a change in what else runs on the machine hits both.
if ! command -v memcaslap > /dev/null; then
  echo "memcaslap not installed (Debian: libmemcached-tools); ours only"
fi
SPY=(); DIRECT=(); THEIRS=(); FLOOR=()
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
ROUND_SECONDS=$((SECONDS_PER_RUN * 3 / 4 + 1))
for round in $(seq "$ROUNDS"); do
  for driver in direct spymemcached; do
    before="$(server_ticks)"
    ycsb_run "memtier-$round-$driver" memcached "$ROUND_SECONDS" -P workloads/workload_memtier \
        -p memcached.hosts="$HOSTS" -p memcached.driver="$driver" -p table=memtier -p recordcount="$RECORDS" -threads 8
    # The server's CPU covers the warm-up too, so it is divided by all operations, warm-up included.
    ops="$(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['operations'] + r.get('warmupOperations', 0))" \
        "$WORK/memtier-$round-$driver/result.json")"
    echo "round $round ours $(printf '%-12s' "$driver"): $(summary "$WORK/memtier-$round-$driver/result.json")" \
         " server CPU $(per_op_us $(( $(server_ticks) - before )) "$ops") us/op"
  done
  SPY+=("$(throughput "$WORK/memtier-$round-spymemcached/result.json")")
  DIRECT+=("$(throughput "$WORK/memtier-$round-direct/result.json")")
  # The floor of the thread-per-connection model: bare blocking sockets, no YCSB (bench/BlockingClientFloor.java).
  before="$(server_ticks)"
  "$JAVA" bench/BlockingClientFloor.java 127.0.0.1 "$PORT" 8 "$ROUND_SECONDS" "$WARMUP" "$RECORDS" \
      > "$WORK/floor-$round.out" 2>&1 || { cat "$WORK/floor-$round.out" >&2; exit 1; }
  read -r _ tps _ cpu _ sent < "$WORK/floor-$round.out"
  FLOOR+=("$tps")
  echo "round $round bare blocking client: $(printf '%10.0f' "$tps") ops/s  client CPU  $cpu us/op" \
       " server CPU $(per_op_us $(( $(server_ticks) - before )) "$sent") us/op"
  command -v memcaslap > /dev/null || continue
  # Its CPU per operation (user + system from /proc, sampled until it ends), to set beside ours.
  before="$(server_ticks)"
  memcaslap -s "$HOSTS" -T 2 -c 8 -X 100 -t "${ROUND_SECONDS}s" > "$WORK/memcaslap-$round.out" 2>&1 &
  MPID=$!
  TICKS=0
  while kill -0 "$MPID" 2>/dev/null; do
    t="$(awk '{print $14 + $15}' "/proc/$MPID/stat" 2>/dev/null || true)"
    [ -n "$t" ] && TICKS="$t"
    sleep 0.2
  done
  wait "$MPID" || true
  tps="$(awk '/^Run time:/ {for (i = 1; i <= NF; i++) if ($i == "TPS:") print $(i + 1)}' "$WORK/memcaslap-$round.out")"
  if [ -z "$tps" ]; then
    echo "memcaslap gave no TPS line:"; tail -5 "$WORK/memcaslap-$round.out"; continue
  fi
  THEIRS+=("$tps")
  ops="$(awk '/^Run time:/ {for (i = 1; i <= NF; i++) if ($i == "Ops:") print $(i + 1)}' "$WORK/memcaslap-$round.out")"
  server="$(per_op_us $(( $(server_ticks) - before )) "${ops:-0}")"
  echo "round $round memcaslap        : $(printf '%10.0f' "$tps") ops/s  client CPU ~$(per_op_us "$TICKS" "${ops:-0}") us/op" \
       " server CPU $server us/op  ($(grep -E '^Run time' "$WORK/memcaslap-$round.out"))"
done
if [ ${#THEIRS[@]} -gt 0 ]; then
  python3 -c "import sys; s, d, t, f = (sum(map(float, a.split())) for a in sys.argv[1:])
print('ratio ours/memcaslap (sum of rounds): direct (default) %.2f, spymemcached %.2f' % (d / t, s / t))
print('ratio bare blocking client/memcaslap %.2f; ours (direct)/bare blocking client %.2f' % (f / t, d / f))" \
      "${SPY[*]}" "${DIRECT[*]}" "${THEIRS[*]}" "${FLOOR[*]}"
fi
echo

if [ "${BENCH_SKIP_MARIADB:-0}" != 1 ] && command -v mariadbd > /dev/null; then
  echo "== bonus: mysql-memcached, SQL path on MariaDB vs memcached-protocol path (on memcached), memtier mix, 8 threads"
  start_mariadb "$MARIADB_PORT"
  wait_for_port "$MARIADB_PORT" 45
  mariadb --no-defaults --socket="$WORK/mariadb.sock" -uroot -e "CREATE DATABASE ycsb;
      CREATE USER 'bench'@'127.0.0.1' IDENTIFIED BY 'bench'; GRANT ALL ON ycsb.* TO 'bench'@'127.0.0.1';"
  SQL=(-p mysql-memcached.url="jdbc:mysql://127.0.0.1:$MARIADB_PORT/ycsb" -p mysql-memcached.user=bench
       -p mysql-memcached.password=bench -p memcached.hosts="$HOSTS" -p recordcount=20000)
  echo "MariaDB $(mariadb --no-defaults --socket="$WORK/mariadb.sock" -uroot -N -e 'SELECT VERSION()'), default durability (innodb_flush_log_at_trx_commit=1)"
  for access in sql memcached; do
    bin/ycsb load mysql-memcached -P workloads/workload_memtier "${SQL[@]}" -p mysql-memcached.access="$access" \
        -p mysql-memcached.setup=$([ "$access" = sql ] && echo true || echo false) -threads 8 \
        > "$WORK/load-$access.out" 2> "$WORK/load-$access.err" || { cat "$WORK/load-$access.err" >&2; exit 1; }
    ycsb_run "mm-$access" mysql-memcached "$SECONDS_PER_RUN" -P workloads/workload_memtier "${SQL[@]}" \
        -p mysql-memcached.access="$access" -threads 8
    printf '%-9s : %s\n' "$access" "$(summary "$WORK/mm-$access/result.json")"
  done
fi
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
