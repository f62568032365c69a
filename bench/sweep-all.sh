#!/usr/bin/env bash
# End-to-end: one thread sweep of workload A per binding that can run on this machine, then one
# combined report. Starts its own Redis, memcached and MariaDB on loopback ports of its own (none
# of the standard ones) and a MongoDB wire-protocol stand-in (mongo-java-server), stops them at exit.
#
#   bench/sweep-all.sh [OUT] [THREADS]      (default OUT=bench/target/sweep-all, THREADS=2,4,8)
#
# Prints the command lines it ran and where the report is. The servers run on the same 2 cores as
# the client, so the figures compare the bindings under the same handicap, not the databases.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
OUT="${1:-$ROOT/bench/target/sweep-all}"
THREADS="${2:-2,4,8}"
RECORDS="${RECORDS:-20000}"
OPS="${OPS:-100000}"
source bench/lib.sh
bench_workdir sweep-all

REDIS_PORT=26600 MEMCACHED_PORT=26601 MARIADB_PORT=26602 MONGO_PORT=26603
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" > "$WORK/redis.log" 2>&1 &
PIDS+=("$!")
memcached -l 127.0.0.1 -p "$MEMCACHED_PORT" -U 0 -m 512 $(as_root "-u root") > "$WORK/memcached.log" 2>&1 &
PIDS+=("$!")
start_mariadb "$MARIADB_PORT"
./mvnw -B -ntp -o -q -f mongodb/pom.xml package -DskipTests
./mvnw -B -ntp -o -q -f mongodb/pom.xml dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$WORK/mongo-cp.txt" > /dev/null
java -cp "mongodb/target/test-classes:$(cat "$WORK/mongo-cp.txt")" site.ycsb.db.mongodb.StandInServer "$MONGO_PORT" \
    > "$WORK/mongo.log" 2>&1 &
PIDS+=("$!")
for port in "$REDIS_PORT" "$MEMCACHED_PORT" "$MARIADB_PORT" "$MONGO_PORT"; do
  wait_for_port "$port" 60 || exit 1
done
mariadb --no-defaults --socket="$WORK/mariadb.sock" -uroot -e "CREATE DATABASE ycsb;
  CREATE USER 'bench'@'127.0.0.1' IDENTIFIED BY 'bench'; GRANT ALL ON *.* TO 'bench'@'127.0.0.1';"

rm -rf "$OUT"
mkdir -p "$OUT"
COMMON=(-P workloads/workloada -threads "$THREADS" --load --warmup-time 1 -p recordcount="$RECORDS"
        -p operationcount="$OPS" -p maxexecutiontime=60)
sweep() {  # sweep NAME BINDING [options]
  local name="$1"; shift
  local binding="$1"; shift
  local cmd=(bin/ycsb sweep "$binding" "${COMMON[@]}" "$@" --out "$OUT/$name")
  echo "\$ ${cmd[*]}" | sed -E 's/(password=)[^ ]*/\1*****/g'  # never print a secret, even a bench one
  "${cmd[@]}" 2> "$OUT/$name.stderr.txt" | tail -3 || echo "  (sweep $name ended with a failure; see $OUT/$name.stderr.txt)"
}
sweep memory memory -p memory.file="$WORK/memory.bin"
sweep redis redis -p redis.host=127.0.0.1 -p redis.port="$REDIS_PORT"
sweep memcached memcached -p memcached.hosts="127.0.0.1:$MEMCACHED_PORT"
sweep mysql-memcached-sql mysql-memcached -p mysql-memcached.access=sql -p mysql-memcached.setup=true \
    -p mysql-memcached.url="jdbc:mysql://127.0.0.1:$MARIADB_PORT/ycsb" -p mysql-memcached.user=bench \
    -p mysql-memcached.password=bench -p memcached.hosts="127.0.0.1:$MEMCACHED_PORT"
sweep mongodb mongodb -p mongodb.url="mongodb://127.0.0.1:$MONGO_PORT/ycsb?w=1" -p mongodb.batchsize=100 \
    -p recordcount=2000 -p operationcount=5000  # the stand-in sorts in Java: keep it small

echo "\$ bin/ycsb report $OUT/* -o $OUT/report"
bin/ycsb report "$OUT"/memory "$OUT"/redis "$OUT"/memcached "$OUT"/mysql-memcached-sql "$OUT"/mongodb -o "$OUT/report"
echo "report: $OUT/report/index.html ($OUT/report/report.md)"
