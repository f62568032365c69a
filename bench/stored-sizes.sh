#!/usr/bin/env bash
# The value sizes and key lengths a load with fieldlengthdistribution=facebook-etc and
# keylengthdistribution=facebook-etc actually stores in Redis and memcached, read back from the servers (the keys
# they list, the values they hold), against the configured distributions: p50, p90, p99, mean and the
# Kolmogorov-Smirnov distance; and each server's memory per record (result.json's bytesPerRecord) beside the mean
# sizes. Starts its own redis-server and memcached on free loopback ports and stops them on exit. Not a timing.
#
# Environment (optional): JAVA_HOME; RECORDS (default 2000); SKIP_BUILD=1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/lib.sh
. bench/lib.sh
RECORDS="${RECORDS:-2000}"
[[ "$RECORDS" =~ ^[1-9][0-9]*$ ]] || { echo "RECORDS must be a whole number above 0, not '$RECORDS'" >&2; exit 2; }
command -v redis-server >/dev/null || { echo "needs redis-server (Debian: redis-server)" >&2; exit 1; }
command -v memcached >/dev/null || { echo "needs memcached (Debian: memcached)" >&2; exit 1; }
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"

stale() { [[ ! -f "$1" || ! -d "$2/target/dependency" ]] || [[ -n "$(find "$2/src/main" "$2/pom.xml" -newer "$1" -print -quit)" ]]; }
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  for m in core redis memcached; do
    jar="$(ls "$m"/target/*-1.0.0-SNAPSHOT.jar 2>/dev/null | head -n 1 || true)"
    if stale "${jar:-$m/target/none.jar}" "$m"; then
      echo "Building core, redis, memcached (./mvnw -q -B -DskipTests -pl core,redis,memcached -am package) ..." >&2
      ./mvnw -q -B -DskipTests -pl core,redis,memcached -am package >&2
      ./mvnw -q -B -pl core,redis,memcached dependency:copy-dependencies -DincludeScope=runtime >&2
      break
    fi
  done
fi
export YCSB_NO_BUILD=1

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
bench_workdir stored-sizes
REDIS_PORT="$(free_port)"
MEMCACHED_PORT="$(free_port)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" --daemonize no \
    --logfile "$WORK/redis.log" &
PIDS+=("$!")
memcached $(as_root "-u root") -l 127.0.0.1 -p "$MEMCACHED_PORT" -U 0 -m 1024 > "$WORK/memcached.log" 2>&1 &
PIDS+=("$!")
wait_for_port "$REDIS_PORT"
wait_for_port "$MEMCACHED_PORT"

SIZES=(-p fieldcount=1 -p fieldlengthdistribution=facebook-etc -p keylengthdistribution=facebook-etc
       -p recordcount="$RECORDS" -threads 4)
echo "# $(date -u +%Y-%m-%d) $("$JAVA" -version 2>&1 | head -n 1) on $(hostname), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "# redis $(redis-server --version | sed 's/.*v=\([^ ]*\).*/\1/'), memcached $(memcached -V | cut -d' ' -f2);" \
     "load of $RECORDS records: ${SIZES[*]}"
bin/ycsb load redis -P workloads/workloada "${SIZES[@]}" -p redis.host=127.0.0.1 -p redis.port="$REDIS_PORT" \
    -p results.dir="$WORK/redis" > "$WORK/redis.out" 2> "$WORK/redis.err" \
    || { cat "$WORK/redis.err" >&2; exit 1; }
bin/ycsb load memcached -P workloads/workloada "${SIZES[@]}" -p memcached.hosts=127.0.0.1:"$MEMCACHED_PORT" \
    -p results.dir="$WORK/memcached" > "$WORK/memcached.out" 2> "$WORK/memcached.err" \
    || { cat "$WORK/memcached.err" >&2; exit 1; }

CLASSES="$(ls core/target/core-1.0.0-SNAPSHOT.jar):$(find core/target/dependency redis/target/dependency \
    -name '*.jar' | sort | paste -sd: -)"
echo
"$JAVA" -cp "$CLASSES" bench/StoredSizes.java "$REDIS_PORT" "$MEMCACHED_PORT" "$RECORDS"
echo
for db in redis memcached; do
  python3 - "$db" "$WORK/$db/result.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[2], encoding="utf-8"))
server = r.get("server") or {}
print("%s: %s bytes per record (result.json server.bytesPerRecord)" % (sys.argv[1], server.get("bytesPerRecord")))
PY
done
