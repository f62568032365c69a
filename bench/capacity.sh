#!/usr/bin/env bash
# Capacity at a latency SLO: sweep --slo against a brute-force -target sweep, on Redis and memcached.
#   For each database (its own server on 127.0.0.1, started here), each round runs
#     A: bin/ycsb sweep DB --slo "$SLO" (probe, bracket, bisect, confirm), then
#     B: bin/ycsb sweep DB -target 10%,20%,...,100% of A's probe throughput (10 steps),
#   B needs A's probe, so A always runs first; both use the same workload, threads and step length.
#   The brute-force answer is the highest target of B whose step passed every validity guard (no warnings in
#   result.json, target reached) and whose response-time percentile (Intended- series, the worst operation)
#   meets the SLO: the rule the search applies. Prints every round and a summary line per round:
#   found capacity, brute-force answer, found/brute, and the steps each took (B's 10 plus the probe it borrowed).
# Environment: BENCH_ROUNDS (1), BENCH_SECONDS (measured seconds per step, 5), BENCH_WARMUP (1),
#   BENCH_SLO ('p99<=2ms'), BENCH_PRECISION (5%), BENCH_THREADS (4), BENCH_KEYS (10000),
#   BENCH_DATABASES ("redis memcached"), BENCH_REDIS_PORT (42379), BENCH_MEMCACHED_PORT (42211).
# Servers it started are stopped on exit. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

ROUNDS="${BENCH_ROUNDS:-1}"
SECS="${BENCH_SECONDS:-5}"
WARMUP="${BENCH_WARMUP:-1}"
SLO="${BENCH_SLO:-p99<=2ms}"
PRECISION="${BENCH_PRECISION:-5%}"
THREADS="${BENCH_THREADS:-4}"
KEYS="${BENCH_KEYS:-10000}"
DATABASES="${BENCH_DATABASES:-redis memcached}"
REDIS_PORT="${BENCH_REDIS_PORT:-42379}"
MEMCACHED_PORT="${BENCH_MEMCACHED_PORT:-42211}"

bad() { echo "bench/capacity.sh: $*" >&2; exit 2; }
for v in ROUNDS SECS WARMUP THREADS KEYS REDIS_PORT MEMCACHED_PORT; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || bad "BENCH_$v must be a whole number >= 1, not '${!v}'"
done

bench_workdir capacity
for db in $DATABASES; do
  case "$db" in
    redis)
      redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" \
          > "$WORK/redis.log" 2>&1 &
      PIDS+=($!)
      wait_for_port "$REDIS_PORT" ;;
    memcached)
      memcached -l 127.0.0.1 -p "$MEMCACHED_PORT" -U 0 -t 2 -m 256 $(as_root "-u root") > "$WORK/memcached.log" 2>&1 &
      PIDS+=($!)
      wait_for_port "$MEMCACHED_PORT" ;;
    *) bad "BENCH_DATABASES: '$db' is not redis or memcached" ;;
  esac
done

props() {  # props DB: the binding's connection properties
  case "$1" in
    redis) echo "-p redis.host=127.0.0.1 -p redis.port=$REDIS_PORT" ;;
    memcached) echo "-p memcached.hosts=127.0.0.1:$MEMCACHED_PORT" ;;
  esac
}

common() {  # common DB: what both sweeps pass to every step
  echo "$1 -P workloads/workloada $(props "$1") -p recordcount=$KEYS -p operationcount=1000000000"
  echo "-p maxexecutiontime=$((SECS + WARMUP)) --warmup-time $WARMUP -threads $THREADS --load"
}

# A sweep exits 1 when a step failed (e.g. a timeout at a rate the server could not take): that step is one
# the search or the brute force counts as not meeting the SLO, so only a missing sweep.json ends the script.
search() {  # search DB OUT
  # shellcheck disable=SC2046
  bin/ycsb sweep $(common "$1") --slo "$SLO" --slo-precision "$PRECISION" --out "$2" > "$2.out" 2> "$2.err" || true
  [ -f "$2/sweep.json" ] || { echo "search on $1 wrote no sweep.json:"; tail -n 5 "$2.err"; return 1; }
  grep '^\[sweep\] step' "$2.err" | grep -v elapsed | sed 's/^/  /'
}

brute() {  # brute DB OUT PROBE
  local targets
  targets=$(python3 -c "import sys; p=float(sys.argv[1]); print(','.join(str(max(1, round(p * k / 10))) for k in range(1, 11)))" "$3")
  # shellcheck disable=SC2046
  bin/ycsb sweep $(common "$1") -target "$targets" --out "$2" > "$2.out" 2> "$2.err" || true
  [ -f "$2/sweep.json" ] || { echo "brute-force sweep on $1 wrote no sweep.json:"; tail -n 5 "$2.err"; return 1; }
}

# Reads both sweep folders; prints one line.
summary() {  # summary DB SEARCH_DIR BRUTE_DIR ROUND
  python3 - "$@" "$SLO" <<'PY'
import json, os, re, sys
db, search_dir, brute_dir, rnd, slo = sys.argv[1:6]
m = re.fullmatch(r"p(50|95|99|99\.9)<=([0-9.]+)(us|ms|s)", slo.replace(" ", ""))
pct, limit = m.group(1), float(m.group(2)) * {"us": 1, "ms": 1e3, "s": 1e6}[m.group(3)]
key = "p" + pct
c = json.load(open(os.path.join(search_dir, "sweep.json")))["capacitySearch"]
b = json.load(open(os.path.join(brute_dir, "sweep.json")))
best, rows = None, []
for s in b["steps"]:
    f = os.path.join(brute_dir, s["dir"], "result.json")
    if s["status"] != "completed" or not os.path.exists(f):
        rows.append(f"{s['target']}:{s['status']}")
        continue
    r = json.load(open(f))
    worst = max((v["latencyUs"]["percentiles"][key] for n, v in r["series"].items()
                 if n.startswith("Intended-") and n[9:].split("-FAILED")[0] in ("READ", "UPDATE", "INSERT", "SCAN", "DELETE")
                 and v.get("latencyUs") and key in v["latencyUs"]["percentiles"]), default=None)
    ok = not r.get("warnings") and worst is not None and worst <= limit
    shown = "n/a" if worst is None else f"{worst:.0f}"
    rows.append(f"{s['target']}:{r['throughput']:.0f}ops/s,{key}={shown}us{'' if ok else (',warn' if r.get('warnings') else ',over')}")
    if ok:
        best = s["target"]
found = c["capacity"]
ratio = f"{found / best:.2f}" if found and best else "n/a"
probe = c["probeThroughput"] or 0
print(f"round {rnd} {db}: probe {probe:.0f} ops/s; search found {found} ops/s in {c['stepsUsed']} steps "
      f"(bracket [{c['bracketLow']}, {c['bracketHigh']}], p50 {c['capacityP50Us']} us, p99 {c['capacityP99Us']} us; "
      f"{c['reason']}); brute force {best} ops/s in 10 steps (+1 probe); found/brute {ratio}")
print(f"  brute-force steps: {' '.join(rows)}")
PY
}

echo "# bench/capacity.sh: SLO $SLO, precision $PRECISION, $THREADS threads, workloada, $KEYS keys," \
    "steps of ${SECS} s + ${WARMUP} s warm-up; $(java -version 2>&1 | head -n 1); load average $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$ROUNDS"); do
  for db in $DATABASES; do
    s="$WORK/$db-search-$round"; b="$WORK/$db-brute-$round"
    search "$db" "$s"
    probe=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['capacitySearch']['probeThroughput'])" "$s/sweep.json")
    brute "$db" "$b" "$probe"
    summary "$db" "$s" "$b" "$round"
  done
done
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
