#!/usr/bin/env bash
# The load cost of the redis binding's scan indexes (redis.scanindex): the Insert (Load) phase of workload A
# into an emptied redis-server this script starts (its own port, no persistence), in alternating rounds of
# both (the default), lex and hash, printing per load: ops/s, the server's command time per record (INFO
# commandstats, less disturbed by other load on the machine than ops/s), used_memory / records, and MEMORY
# USAGE of each index set. Usage: bench/redis-scanindex.sh [PORT] (default 26391); BENCH_RECORDS (200000), BENCH_THREADS (8),
# BENCH_ROUNDS (3), BENCH_MODES ("both lex hash"). Build first: ./mvnw -pl redis -am package -DskipTests.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${1:-26391}"
RECORDS="${BENCH_RECORDS:-200000}"
THREADS="${BENCH_THREADS:-8}"
ROUNDS="${BENCH_ROUNDS:-3}"
MODES="${BENCH_MODES:-both lex hash}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/ycsb-redis-scanindex.XXXXXX")"
command -v redis-server >/dev/null || { echo "needs redis-server (Debian: redis-server)"; exit 1; }

redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$OUT" --daemonize no \
    --logfile "$OUT/redis.log" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$OUT"' EXIT
for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
export YCSB_NO_BUILD="${YCSB_NO_BUILD:-1}"

echo "# redis $(redis-server --version | sed 's/.*v=\([^ ]*\).*/\1/') on 127.0.0.1:$PORT, $(nproc) cores," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg) at start; workloada load, $RECORDS records, $THREADS threads"
echo "round mode ops/s server_us/record bytes/record _indices_lex_bytes _indices_bytes"
for round in $(seq "$ROUNDS"); do
  for mode in $MODES; do
    redis-cli -p "$PORT" flushall >/dev/null
    redis-cli -p "$PORT" config resetstat >/dev/null
    name="$mode-$round"
    bin/ycsb load redis -P workloads/workloada -p recordcount="$RECORDS" -threads "$THREADS" \
        -p redis.host=127.0.0.1 -p redis.port="$PORT" -p redis.scanindex="$mode" -p results.dir="$OUT/$name" \
        > "$OUT/$name.out" 2> "$OUT/$name.err" || { echo "load failed:"; tail -5 "$OUT/$name.err"; exit 1; }
    ops=$(python3 -c "import json,sys; print('%.0f' % json.load(open(sys.argv[1]))['successfulThroughput'])" \
        "$OUT/$name/result.json")
    # every command's usec= summed (the load's HSETs, ZADDs and the client's few INFO/EXISTS/ZCARD calls)
    server_us=$(redis-cli -p "$PORT" info commandstats | tr ',' '\n' \
        | awk -F= -v n="$RECORDS" '$1 == "usec" { s += $2 } END { printf "%.2f", s / n }')
    used=$(redis-cli -p "$PORT" info memory | sed -n 's/^used_memory:\([0-9]*\).*/\1/p')
    lex=$(redis-cli -p "$PORT" memory usage _indices_lex samples 0)
    hash=$(redis-cli -p "$PORT" memory usage _indices samples 0)
    echo "$round $mode $ops $server_us $((used / RECORDS)) ${lex:-0} ${hash:-0}"
  done
done
