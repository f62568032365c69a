#!/usr/bin/env bash
# Capacity at a latency SLO (bin/ycsb sweep --slo), checked two ways:
#   1. against queueing theory: the built-in `queue` binding with 1 server and exponential service of mean
#      BENCH_QUEUE_SERVICE_US (5000 us: mu = 200/s), open-loop Poisson arrivals (arrivals=open,
#      arrivalprocess=poisson), SLO BENCH_QUEUE_SLO ('p99<=50ms'). In M/M/1 the response time is exponential with
#      rate mu - lambda, so its q-th percentile is ln(1/(1-q))/(mu - lambda) and the capacity at the SLO is
#      lambda* = mu - ln(100)/0.05 s = 107.9 ops/s for p99<=50ms. Prints every search step (with the M/M/1 p99
#      at its rate), the capacity found, lambda*, their deviation and whether it is within the precision.
#   2. against a brute-force sweep, on Redis and memcached (own servers on 127.0.0.1, started here): per round,
#      A: bin/ycsb sweep DB --slo "$BENCH_SLO" (probe, bracket, bisect, confirm, retries, recheck), then
#      B: bin/ycsb sweep DB -target at rates 10% apart, from A's probe throughput down to 1/BENCH_BRUTE_SPAN (32) of
#         it (37 steps at 32),
#   B needs A's probe, so A always runs first; both use the same workload, threads and step length.
#   The brute-force answer is the highest target of B whose step passed every validity guard (no warnings in
#   result.json but the client's check of itself, target reached) and whose response-time percentile
#   (Intended- series, the worst operation) meets the SLO: the rule the search applies. Prints every round and a summary line per round:
#   found capacity, brute-force answer, found/brute (and whether within 10%), and the steps each took.
# Step length for the queue: BENCH_QUEUE_SECONDS (60) measured seconds per step, about 6,500 operations near
#   lambda*: the p99 of n independent exponential samples has a relative standard error of
#   sqrt(0.99 x 0.01/n)/(0.01 x ln 100) = 2.16/sqrt(n), 2.7% at n = 6,500 (more, as successive response times in
#   a queue are correlated), and since d(ln p99)/d(lambda) = 1/(mu - lambda), a 2.7% error in p99 moves the rate
#   where it crosses 50 ms by 2.3% of lambda*: half the 5% precision. 10 s steps (1,100 operations, 6.5%) are
#   enough to see the script work, not for the figure. A search takes about 13 steps: 15 minutes at 60 s.
# Environment: BENCH_SKIP_QUEUE=1, BENCH_QUEUE_SECONDS (60), BENCH_QUEUE_WARMUP (3), BENCH_QUEUE_SLO
#   ('p99<=50ms'), BENCH_QUEUE_PRECISION (5%), BENCH_QUEUE_SERVICE_US (5000);
#   for part 2: BENCH_DATABASES ("redis memcached"; "" skips part 2), BENCH_ROUNDS (1), BENCH_SECONDS (measured
#   seconds per step, 5), BENCH_WARMUP (1), BENCH_SLO ('p99<=2ms'), BENCH_PRECISION (5%), BENCH_BRUTE_SPAN (32), BENCH_THREADS (4),
#   BENCH_KEYS (10000), BENCH_ARRIVALS (closed; open sends -p arrivals=open to both sweeps),
#   BENCH_REDIS_PORT (42379), BENCH_MEMCACHED_PORT (42211). JAVA_HOME picks the JVM (bin/ycsb uses it).
# Servers it started are stopped on exit. Prints the load average before and after each search. See
# bench/README.md.
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
DATABASES="${BENCH_DATABASES-redis memcached}"
BRUTE_SPAN="${BENCH_BRUTE_SPAN:-32}"
REDIS_PORT="${BENCH_REDIS_PORT:-42379}"
MEMCACHED_PORT="${BENCH_MEMCACHED_PORT:-42211}"
ARRIVALS="${BENCH_ARRIVALS:-closed}"
QSECS="${BENCH_QUEUE_SECONDS:-60}"
QWARMUP="${BENCH_QUEUE_WARMUP:-3}"
QSLO="${BENCH_QUEUE_SLO:-p99<=50ms}"
QPRECISION="${BENCH_QUEUE_PRECISION:-5%}"
QSERVICE_US="${BENCH_QUEUE_SERVICE_US:-5000}"

bad() { echo "bench/capacity.sh: $*" >&2; exit 2; }
for v in ROUNDS SECS WARMUP THREADS KEYS REDIS_PORT MEMCACHED_PORT QSECS QWARMUP QSERVICE_US; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || bad "BENCH_$v must be a whole number >= 1, not '${!v}'"
done
[[ "$ARRIVALS" =~ ^(closed|open)$ ]] || bad "BENCH_ARRIVALS must be closed or open, not '$ARRIVALS'"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

bench_workdir capacity
echo "# bench/capacity.sh on $(nproc) cores; $("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -n 1);" \
    "load average $(loadavg)"

if [ "${BENCH_SKIP_QUEUE:-0}" != 1 ]; then
  echo "== 1. queue: 1 server, mean service $QSERVICE_US us, open-loop Poisson arrivals, --slo '$QSLO'," \
      "--slo-precision $QPRECISION, steps of $QSECS s + $QWARMUP s warm-up"
  q="$WORK/queue-search"
  bin/ycsb sweep queue -P workloads/workloadc -p recordcount=1000 -p queue.servicemean="$QSERVICE_US" \
      -p arrivals=open -p arrivalprocess=poisson -p operationcount=1000000000 \
      -p maxexecutiontime="$((QSECS + QWARMUP))" --warmup-time "$QWARMUP" -threads 1 \
      --slo "$QSLO" --slo-precision "$QPRECISION" --out "$q" > "$q.out" 2> "$q.err" || true
  [ -f "$q/sweep.json" ] || { echo "the queue search wrote no sweep.json:" >&2; tail -n 5 "$q.err" >&2; exit 1; }
  echo "load average after the queue search: $(loadavg)"
  python3 - "$q" "$QSERVICE_US" <<'PY'
import json, math, re, sys
out, service_us = sys.argv[1], float(sys.argv[2])
mu = 1e6 / service_us
c = json.load(open(out + "/sweep.json"))["capacitySearch"]
q, limit_s, precision = c["percentile"] / 100.0, c["limitUs"] / 1e6, c["precision"]
tail = math.log(1 / (1 - q))
lam = mu - tail / limit_s
print("| step | role | target ops/s | measured ops/s | p%g ms | M/M/1 p%g ms | meets | why |" % (c["percentile"], c["percentile"]))
print("|" + " --- |" * 8)
for i, s in enumerate(c["steps"], 1):
    theory = "%.1f" % (tail / (mu - s["target"]) * 1e3) if 0 < s["target"] < mu else "-"
    val = "%.1f" % (s["sloValueUs"] / 1e3) if s["sloValueUs"] is not None else "-"
    tp = "%.1f" % s["throughput"] if s["throughput"] is not None else "-"
    print("| %d | %s | %d | %s | %s | %s | %s | %s |" % (i, s["role"], s["target"], tp, val, theory,
          "yes" if s["meets"] else "no", s["why"] or ""))
found = c["capacity"]
if found is None:
    print("queue: no capacity found (%s) in %d steps; M/M/1 lambda* = %.1f ops/s" % (c["reason"], c["stepsUsed"], lam))
else:
    dev = found / lam - 1
    print("queue: capacity at %s found %d ops/s in %d steps (%s); M/M/1 lambda* = mu - ln(1/(1-q))/limit = %.1f ops/s; "
          "found/lambda* - 1 = %+.1f%%: %s the precision (%.0f%%)" % (c["slo"], found, c["stepsUsed"], c["reason"], lam,
          dev * 100, "within" if abs(dev) <= precision else "NOT within", precision * 100))
PY
  echo
fi
[ -n "${DATABASES// /}" ] || { echo "# load average at the end: $(loadavg)"; exit 0; }
echo "== 2. search against a brute-force sweep: $DATABASES"
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
  echo "-p maxexecutiontime=$((SECS + WARMUP)) --warmup-time $WARMUP -threads $THREADS --load -p arrivals=$ARRIVALS"
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
  # 10% apart from the probe's rate down to 1/BRUTE_SPAN of it: a grid in 10% of the probe (10%, 20%, ...) is 70-90%
  # wide where a capacity lies at 13-14% of the probe, as Redis's and memcached's did at p99<=2ms.
  targets=$(python3 -c "
import math, sys
p, span = float(sys.argv[1]), float(sys.argv[2])
n = math.ceil(math.log(span) / math.log(1.1))
print(','.join(str(t) for t in sorted({max(1, round(p / 1.1 ** k)) for k in range(n + 1)})))" "$3" "$BRUTE_SPAN")
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
    # The client's check of itself (a short step, its own stalls or CPU) is shown, not disqualifying: the search's
    # rule (ClientSelfCheck.isSelfCheck).
    bad = [w for w in r.get("warnings") or [] if not any(m in w for m in (
        "validity.maxhiccupshare=", "validity.maxclientcpu=", "validity.minseconds=",
        "operations beyond a percentile are needed"))]
    ok = not bad and worst is not None and worst <= limit
    shown = "n/a" if worst is None else f"{worst:.0f}"
    rows.append(f"{s['target']}:{r['throughput']:.0f}ops/s,{key}={shown}us{'' if ok else (',warn' if bad else ',over')}")
    if ok:
        best = s["target"]
found = c["capacity"]
ratio = f"{found / best:.2f}" if found and best else "n/a"
probe = c["probeThroughput"] or 0
within = "n/a" if ratio == "n/a" else ("within 10%" if abs(found / best - 1) <= 0.10 else "NOT within 10%")
roles = {}
for s in c["steps"]:
    roles[s["role"]] = roles.get(s["role"], 0) + 1
print(f"round {rnd} {db}: probe {probe:.0f} ops/s; search found {found} ops/s in {c['stepsUsed']} steps "
      f"({', '.join(f'{n} {r}' for r, n in roles.items())}; bracket [{c['bracketLow']}, {c['bracketHigh']}], "
      f"p50 {c['capacityP50Us']} us, p99 {c['capacityP99Us']} us; {c['reason']}); "
      f"brute force {best} ops/s in {len(b['steps'])} steps (+1 probe); found/brute {ratio} ({within})")
print(f"  brute-force steps: {' '.join(rows)}")
PY
}

echo "SLO $SLO, precision $PRECISION, $THREADS threads, arrivals=$ARRIVALS, workloada, $KEYS keys," \
    "steps of ${SECS} s + ${WARMUP} s warm-up"
for round in $(seq 1 "$ROUNDS"); do
  for db in $DATABASES; do
    s="$WORK/$db-search-$round"; b="$WORK/$db-brute-$round"
    search "$db" "$s"
    probe=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['capacitySearch']['probeThroughput'])" "$s/sweep.json")
    brute "$db" "$b" "$probe"
    summary "$db" "$s" "$b" "$round"
    echo "  load average: $(loadavg)"
  done
done
echo "# load average at the end: $(loadavg)"
