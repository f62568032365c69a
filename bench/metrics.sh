#!/usr/bin/env bash
# What the metrics endpoint costs the client: CPU per operation (result.json's client.cpuUsPerOp, the client
# process's CPU over the measured run divided by its operations) with -p metrics.port and a scrape every
# second, against the same run without the endpoint, on workload A against a local redis-server this script
# starts. Off and on alternate, round after round, at each thread count; every round is printed, then the
# median of each and on/off. The scraper is a curl loop (one GET of /metrics a second, as a Prometheus with a
# 1 s scrape interval makes); its own CPU is not the client's and is not counted.
#
# Usage: bench/metrics.sh [REDIS_PORT] [METRICS_PORT] (defaults 26391, 26392)
# Environment: THREADS (default "8 128"), BENCH_ROUNDS (default 3), BENCH_SECONDS per run (default 8),
#   RECORDS (default 10000), JAVA_HOME (the JDK bin/ycsb runs on).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=bench/lib.sh
. bench/lib.sh
PORT="${1:-26391}"
METRICS_PORT="${2:-26392}"
THREADS="${THREADS:-8 128}"
ROUNDS="${BENCH_ROUNDS:-3}"
SECONDS_PER_RUN="${BENCH_SECONDS:-8}"
RECORDS="${RECORDS:-10000}"
command -v redis-server >/dev/null && command -v curl >/dev/null \
  || { echo "needs redis-server and curl (Debian: redis-server, curl)"; exit 1; }
bench_workdir metrics
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" --daemonize no \
    --logfile "$WORK/redis.log" &
PIDS+=("$!")
wait_for_port "$PORT"

ycsb() {  # ycsb load|run NAME [args...]: bin/ycsb with results in $WORK/NAME
  local phase="$1" name="$2"; shift 2
  bin/ycsb "$phase" redis -P workloads/workloada -p redis.host=127.0.0.1 -p redis.port="$PORT" \
      -p recordcount="$RECORDS" -p results.dir="$WORK/$name" "$@" > "$WORK/$name.out" 2> "$WORK/$name.err" \
      || { echo "bin/ycsb $phase $name failed:"; tail -5 "$WORK/$name.err"; exit 1; }
}

figure() {  # figure NAME: "cpuUsPerOp throughput" of a run's result.json
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["client"]["cpuUsPerOp"], r["throughput"])' \
      "$WORK/$1/result.json"
}

scrape_loop() {  # one GET of /metrics a second until killed; counts the scrapes that answered
  local n=0
  while true; do
    curl -sf -o /dev/null "http://127.0.0.1:$METRICS_PORT/metrics" && n=$((n + 1)) && echo "$n" > "$WORK/scrapes"
    sleep 1
  done
}

ycsb load load -threads 8
echo "bench/metrics.sh: workload A on redis, ${SECONDS_PER_RUN} s per run, $ROUNDS rounds, $(nproc) cores," \
    "java: $(java -version 2>&1 | head -1)"
printf '%-8s %-6s %-4s %14s %12s %8s\n' threads round mode cpu_us_per_op ops_per_s scrapes
for t in $THREADS; do
  off=(); on=()
  for r in $(seq "$ROUNDS"); do
    for mode in off on; do
      name="t$t-r$r-$mode"
      scrapes="-"
      if [ "$mode" = on ]; then
        echo 0 > "$WORK/scrapes"
        scrape_loop & scraper=$!
        ycsb run "$name" -threads "$t" -p operationcount=0 -p maxexecutiontime="$SECONDS_PER_RUN" \
            -p metrics.port="$METRICS_PORT" -p metrics.linger=1
        kill "$scraper"; wait "$scraper" 2>/dev/null || true
        scrapes="$(cat "$WORK/scrapes")"
      else
        ycsb run "$name" -threads "$t" -p operationcount=0 -p maxexecutiontime="$SECONDS_PER_RUN"
      fi
      read -r cpu tput < <(figure "$name")
      printf '%-8s %-6s %-4s %14.2f %12.0f %8s\n' "$t" "$r" "$mode" "$cpu" "$tput" "$scrapes"
      if [ "$mode" = on ]; then on+=("$cpu"); else off+=("$cpu"); fi
    done
  done
  python3 - "${off[*]}" "${on[*]}" "$t" <<'PY'
import statistics, sys
off = [float(x) for x in sys.argv[1].split()]
on = [float(x) for x in sys.argv[2].split()]
mo, mn = statistics.median(off), statistics.median(on)
print(f"threads {sys.argv[3]}: median CPU per operation off {mo:.2f} us, on {mn:.2f} us: on/off {mn / mo:.3f} "
      f"({(mn / mo - 1) * 100:+.1f}%)")
PY
done
