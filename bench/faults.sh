#!/usr/bin/env bash
# Fault trials against the servers that run on this machine (Redis, memcached with both drivers, and
# MariaDB for the mysql-memcached binding's SQL path; MongoDB and Couchbase run only as in-JVM stand-ins
# here, so their trials are the MongoDbClientFaultsTest and CouchbaseClientRecoveryTest unit tests):
#   restart  kill -9 the server 3 s into a 12 s run, start it again at 5 s: seconds from the restart
#            to the first successful operation (from the raw per-operation timestamps);
#   kill     kill -9 the server 3 s into the run and leave it dead: when the process ends, against
#            maxexecutiontime + stop.grace;
#   silent   a listener that accepts connections and never answers: when the process ends;
#   http     a listener that answers HTTP: the exit code and the one line the client prints.
# Usage: bench/faults.sh [TRIALS]   (default 3 restart trials per binding; BENCH_BINDINGS chooses among
#        redis memcached-direct memcached-spy mysql-sql)
# Prints one table; every figure is measured in this run.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/lib.sh
source bench/lib.sh
bench_workdir faults
TRIALS="${1:-3}"
MAXTIME=12
GRACE=5
PORT=27479

now_ms() { date +%s%3N; }

start_server() {  # start_server KIND: in the background on $PORT, its pid in SERVER
  case "$1" in
    redis) redis-server --port "$PORT" --bind 127.0.0.1 --dir "$WORK" --appendonly yes --save "" \
             > "$WORK/server.log" 2>&1 & ;;
    memcached) memcached -l 127.0.0.1 -p "$PORT" -U 0 $(as_root "-u root") > "$WORK/server.log" 2>&1 & ;;
    mariadb)
      local fresh=0
      if [ ! -d "$WORK/mariadb" ]; then
        fresh=1
        mariadb-install-db --no-defaults --datadir="$WORK/mariadb" --user="$(id -un)" --skip-test-db \
            --auth-root-authentication-method=normal > "$WORK/mariadb-install.log" 2>&1
      fi
      mariadbd --no-defaults --datadir="$WORK/mariadb" $(as_root "--user=root") --bind-address=127.0.0.1 \
          --port="$PORT" --socket="$WORK/mariadb.sock" --skip-grant-tables --skip-log-bin --skip-name-resolve \
          --innodb-buffer-pool-size=64M > "$WORK/server.log" 2>&1 &
      SERVER=$!
      wait_for_port "$PORT" 60
      if [ "$fresh" = 1 ]; then
        mariadb --no-defaults --socket="$WORK/mariadb.sock" -uroot -e "CREATE DATABASE ycsb; CREATE TABLE \
            ycsb.usertable (ycsb_key VARCHAR(255) PRIMARY KEY, field0 BLOB, field1 BLOB, field2 BLOB, field3 BLOB, \
            field4 BLOB, field5 BLOB, field6 BLOB, field7 BLOB, field8 BLOB, field9 BLOB, flags INT, \
            cas BIGINT UNSIGNED, expiry INT)"
      fi
      return ;;
  esac
  SERVER=$!
  wait_for_port "$PORT" 10
}

kill_server() { kill -9 "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null; }

binding_args() {  # binding_args NAME: bin/ycsb binding and properties for $PORT
  case "$1" in
    redis) echo "redis -p redis.host=127.0.0.1 -p redis.port=$PORT" ;;
    memcached-direct) echo "memcached -p memcached.hosts=127.0.0.1:$PORT -p memcached.driver=direct" ;;
    memcached-spy) echo "memcached -p memcached.hosts=127.0.0.1:$PORT -p memcached.driver=spymemcached" ;;
    mysql-sql) echo "mysql-memcached -p mysql-memcached.url=jdbc:mysql://127.0.0.1:$PORT/ycsb \
        -p mysql-memcached.user=root -p mysql-memcached.access=sql" ;;
  esac
}

server_of() { case "$1" in redis) echo redis ;; mysql-sql) echo mariadb ;; *) echo memcached ;; esac; }

# run_client NAME EXTRA...: a 12 s insert-only run (an insert succeeds on a restarted, empty server too),
# 8 threads at 2000 ops/s, raw per-operation output; in the background, its pid in CLIENT.
run_client() {
  local name="$1"; shift
  # shellcheck disable=SC2046
  bin/ycsb run $(binding_args "$name") -P workloads/workloada -p readproportion=0 -p updateproportion=0 \
      -p insertproportion=1 -p recordcount=0 -p operationcount=0 -p maxexecutiontime=$MAXTIME \
      -p stop.grace=$GRACE -threads 8 -target 2000 -p measurementtype=raw \
      -p measurement.raw.output_file="$WORK/raw.txt" -p measurement.raw.no_summary=true "$@" \
      > "$WORK/client.out" 2> "$WORK/client.err" &
  CLIENT=$!
}

restart_trial() {  # seconds from the restart to the first INSERT that succeeded
  local name="$1" restarted first
  rm -f "$WORK/raw.txt"
  start_server "$(server_of "$name")"
  run_client "$name"
  sleep 3; kill_server
  sleep 2; start_server "$(server_of "$name")"; restarted=$(now_ms)
  wait "$CLIENT"
  kill_server
  first=$(awk -F, -v t="$restarted" '$1 == "INSERT" && $2 >= t { print $2; exit }' "$WORK/raw.txt")
  if [ -z "$first" ]; then echo "never"; else awk -v a="$first" -v b="$restarted" 'BEGIN { printf "%.2f", (a - b) / 1000 }'; fi
}

kill_trial() {  # seconds from the start to the end of the process, the server killed at 3 s
  local name="$1" start
  start_server "$(server_of "$name")"
  start=$(now_ms)
  run_client "$name"
  sleep 3; kill_server
  wait "$CLIENT"; local rc=$?
  awk -v a="$(now_ms)" -v b="$start" -v rc="$rc" 'BEGIN { printf "%.1f s (exit %d)", (a - b) / 1000, rc }'
}

listener() {  # listener MODE: silent (accepts, never answers) or http (answers every read with HTTP 400)
  python3 - "$PORT" "$1" <<'EOF' &
import socket, sys, threading
port, mode = int(sys.argv[1]), sys.argv[2]
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(("127.0.0.1", port)); s.listen(512)
held = []
def serve(c):
    try:
        while c.recv(4096):
            c.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    except OSError:
        pass  # the client gave up on us
while True:
    c, _ = s.accept()
    held.append(c)
    if mode == "http":
        threading.Thread(target=serve, args=(c,), daemon=True).start()
EOF
  SERVER=$!
  wait_for_port "$PORT" 10
}

listener_trial() {  # listener_trial NAME MODE: seconds to the end, exit code, last error line
  local name="$1" mode="$2" start rc
  listener "$mode"
  start=$(now_ms)
  run_client "$name"
  wait "$CLIENT"; rc=$?
  kill_server
  local line
  line=$(grep -E '^ycsb: (error|warning)' "$WORK/client.err" | head -1 | cut -c1-110)
  awk -v a="$(now_ms)" -v b="$start" -v rc="$rc" 'BEGIN { printf "%.1f s (exit %d)", (a - b) / 1000, rc }'
  printf ' %s' "${line:-(no message)}"
}

echo "maxexecutiontime=$MAXTIME s, stop.grace=$GRACE s: every process must end by $((MAXTIME + GRACE)) s (+ JVM start)"
printf '\n| binding | restart: s to first OK (%s trials) | killed at 3 s: process end | silent listener | HTTP listener |\n' "$TRIALS"
printf '| --- | --- | --- | --- | --- |\n'
for name in ${BENCH_BINDINGS:-redis memcached-direct memcached-spy mysql-sql}; do
  restarts=()
  for _ in $(seq "$TRIALS"); do restarts+=("$(restart_trial "$name")"); done
  printf '| %s | %s | %s | %s | %s |\n' "$name" "${restarts[*]}" "$(kill_trial "$name")" \
      "$(listener_trial "$name" silent)" "$(listener_trial "$name" http)"
done
