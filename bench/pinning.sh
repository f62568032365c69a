#!/usr/bin/env bash
# Pinning check: every binding under virtual client threads (-p threadmodel=virtual) on a JDK 21+, with a
# JFR recording of jdk.VirtualThreadPinned from 0 ms with stack traces (core's test helper PinningCheck,
# in the JVM of each binding's *VirtualThreadsTest). Each run is done twice in one JVM: pinned waits of
# the first run only are one-time (a class being initialised by another thread, which the VM waits for
# pinned); the repeat's would recur on every operation, and fail the test, unless they too are a class's
# first load or initialisation (a repeat can reach a class the first run never needed).
#   redis, memcached (direct and spymemcached), mysql-memcached (SQL path on MariaDB): real servers
#   started here on loopback ports from PINNING_PORT_BASE (default 18500: +1 redis, +2 memcached,
#   +6 MariaDB); mongodb and couchbase: their in-JVM stand-ins (mongo-java-server, CouchbaseMock with
#   the N1QL double); memory and basic: built in.
# -Djdk.tracePinnedThreads is not used: JDK 24 removed it (JFR is the way since); the JDK is
# PINNING_JDK (default Temurin 25's Debian path). Prints one table row per run.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/lib.sh
source bench/lib.sh
JDK="${PINNING_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}"
BASE="${PINNING_PORT_BASE:-18500}"
[ -x "$JDK/bin/java" ] || { echo "no JDK at $JDK (set PINNING_JDK to a JDK 21 or newer)"; exit 2; }

bench_workdir pinning
SERVER_PIDS=()
redis-server --bind 127.0.0.1 --port $((BASE + 1)) --dir "$WORK" --save '' --appendonly no \
    --logfile "$WORK/redis.log" &
PIDS+=($!)
memcached $(as_root "-u root") -l 127.0.0.1 -p $((BASE + 2)) -U 0 -m 64 -t 2 > "$WORK/memcached.log" 2>&1 &
PIDS+=($!)
# shellcheck source=scripts/servers/mariadb.sh
source scripts/servers/mariadb.sh
MARIADB_TEST_PORT=$((BASE + 6))
start_mariadb > "$WORK/mariadb-start.log" 2>&1 || { cat "$WORK/mariadb-start.log"; exit 1; }
PIDS+=("${SERVER_PIDS[@]}")
wait_for_port $((BASE + 1)) && wait_for_port $((BASE + 2)) || exit 1
export YCSB_TEST_REDIS="127.0.0.1:$((BASE + 1))" YCSB_TEST_MEMCACHED="127.0.0.1:$((BASE + 2))"
export YCSB_TEST_REQUIRE_SERVERS=1

JAVA_HOME="$JDK" ./mvnw -B -ntp -pl core,redis,memcached,mysql-memcached,mongodb,couchbase -am verify \
    -Dcheckstyle.skip -Dsurefire.failIfNoSpecifiedTests=false \
    -Dtest='VirtualThreadPinningTest,RedisClientVirtualThreadsTest,MemcachedClientVirtualThreadsTest,MysqlMemcachedClientSqlPathTest#theSqlPath*,MongoDbClientVirtualThreadsTest,CouchbaseClientVirtualThreadsTest' \
    > "$WORK/maven.log" 2>&1
status=$?
echo "| binding and phase | JDK | pinned events, first run | pinned events, repeat | where (reason at stack top: count) |"
echo "| --- | --- | ---: | ---: | --- |"
sed -n 's/^\[pinning\] \(.*\)$/| \1 |/p' "$WORK/maven.log"
if [ "$status" != 0 ]; then
  grep -E 'Tests run:|FAIL|ERROR\]' "$WORK/maven.log" | head -30
  echo "the pinning tests failed (exit $status)"
fi
exit "$status"
