#!/usr/bin/env bash
# Capacity at a latency SLO (bin/ycsb sweep --slo), checked two ways:
#   1. against queueing theory: the built-in `queue` binding with 1 server and exponential service of mean
#      BENCH_QUEUE_SERVICE_US (1000 us: mu = 1000/s), open-loop Poisson arrivals (arrivals=open,
#      arrivalprocess=poisson), SLO BENCH_QUEUE_SLO ('p99<=50ms'). In M/M/1 the response time is exponential with
#      rate mu - lambda, so its q-th percentile is ln(1/(1-q))/(mu - lambda) and the capacity at the SLO is
#      lambda* = mu - ln(100)/0.05 s = 907.9 ops/s for p99<=50ms. Prints every search step (with the M/M/1 p99
#      at its rate), the capacity found, lambda*, their deviation and whether it is within the precision.
#   2. against a brute-force sweep, on Redis and memcached (own servers on 127.0.0.1, started here): per round,
#      A: bin/ycsb sweep DB --slo "$BENCH_SLO" (probe, bracket, bisect, confirm, recheck), and
#      B: bin/ycsb sweep DB --slo "$BENCH_SLO" --slo-descend "$BENCH_BRUTE_STEP" (10%): its own probe, then rates
#         10% apart going down from the probe's rate, to 2 rates below the first that meets the SLO,
#   run side by side and interleaved step by step: the two sweeps take turns (a --before-load/--before-step hook
#   passes a token), so one step of A, then one of B, and so on, never two at once; A goes first in odd rounds and
#   B in even ones. A rate near the limit meets or misses depending on the minute on a shared VM, so two sweeps
#   run one after the other would be judged by different machines. Both use the same workload, threads and step
#   length, and
#   both judge a rate by the same code (RateVerdict: two tries that agree decide; when they disagree, a third
#   runs and the three tries' histograms, pooled, decide), so they answer the same question: the highest rate
#   that meets the SLO. Prints every step of both
#   and a summary line per database and round: found capacity, brute-force answer, found/brute (and whether
#   within 10%), and the steps each took; after the last round, per database, the medians over the rounds.
# Step length and service time for the queue: BENCH_QUEUE_SECONDS (60) measured seconds per step. The p99 of n
#   independent exponential samples has a relative standard error of sqrt(0.99 x 0.01/n)/(0.01 x ln 100) =
#   2.16/sqrt(n), but successive response times in a queue are correlated, and at 5 ms service (mu = 200/s,
#   lambda* = 107.9) one 60-90 s step's p99 spread +-10% near the limit (bench/README). What matters is the rate
#   where the p99 crosses the limit: since d(ln p99)/d(lambda) = 1/(mu - lambda), a relative error e in the p99
#   moves it by e x (mu - lambda)/lambda*, 0.85 e at mu = 200 but 0.10 e at mu = 1000, where the limit sits at
#   rho = 0.91 and the p99 climbs steeply with the rate. So the default service is 1 ms: a 15% p99 error there
#   moves the rate by 1.5%, well inside the 5% precision. A search takes about 12 steps: 14 minutes at 60 s.
# Part 2's defaults put the SLO where the curve of p99 against rate is steep: with 4 threads in a closed loop,
#   Redis's and memcached's intended-time p99 was 1-9 ms up to about half the probe's rate and 20-600 ms above
#   it, so p99<=20ms sits where the closed loop saturates, 10x above the noise floor that made 2 ms ill-posed; 15 s
#   steps, so that one 75 ms whole-process stall of this VM delays 0.5% of a step's operations, under the 1% a
#   p99 allows. 5 s of warm-up per step (each step is a new JVM): after 1 s the JIT compiler still competed with
#   the client's threads for this 2-core machine's CPU, and memcached at 22,500 ops/s put 5-53 ms on the p99 (8
#   steps; schedule lag up to 240 ms in the first measured seconds, no operation over 9.5 ms), against 2.6-8.5 ms
#   after 5 s. About 35-45 steps of 21-22 s per database, search and brute force: 13-16 minutes.
# Environment: BENCH_SKIP_QUEUE=1, BENCH_QUEUE_SECONDS (60), BENCH_QUEUE_WARMUP (3), BENCH_QUEUE_SLO
#   ('p99<=50ms'), BENCH_QUEUE_PRECISION (5%), BENCH_QUEUE_SERVICE_US (1000);
#   for part 2: BENCH_DATABASES ("redis memcached"; "" skips part 2), BENCH_ROUNDS (1), BENCH_SECONDS (measured
#   seconds per step, 15), BENCH_WARMUP (5), BENCH_SLO ('p99<=20ms'), BENCH_PRECISION (5%), BENCH_BRUTE_STEP
#   (10%), BENCH_THREADS (4),
#   BENCH_KEYS (10000), BENCH_ARRIVALS (closed; open sends -p arrivals=open to both sweeps),
#   BENCH_REDIS_PORT (42379), BENCH_MEMCACHED_PORT (42211). JAVA_HOME picks the JVM (bin/ycsb uses it).
# Servers it started are stopped on exit. Prints the load average before and after each search, and the share
#   of the host's CPU time the hypervisor stole during each database's searches (/proc/stat). See
# bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

ROUNDS="${BENCH_ROUNDS:-1}"
SECS="${BENCH_SECONDS:-15}"
WARMUP="${BENCH_WARMUP:-5}"
SLO="${BENCH_SLO:-p99<=20ms}"
PRECISION="${BENCH_PRECISION:-5%}"
THREADS="${BENCH_THREADS:-4}"
KEYS="${BENCH_KEYS:-10000}"
DATABASES="${BENCH_DATABASES-redis memcached}"
BRUTE_STEP="${BENCH_BRUTE_STEP:-10%}"
REDIS_PORT="${BENCH_REDIS_PORT:-42379}"
MEMCACHED_PORT="${BENCH_MEMCACHED_PORT:-42211}"
ARRIVALS="${BENCH_ARRIVALS:-closed}"
QSECS="${BENCH_QUEUE_SECONDS:-60}"
QWARMUP="${BENCH_QUEUE_WARMUP:-3}"
QSLO="${BENCH_QUEUE_SLO:-p99<=50ms}"
QPRECISION="${BENCH_QUEUE_PRECISION:-5%}"
QSERVICE_US="${BENCH_QUEUE_SERVICE_US:-1000}"

bad() { echo "bench/capacity.sh: $*" >&2; exit 2; }
for v in ROUNDS SECS WARMUP THREADS KEYS REDIS_PORT MEMCACHED_PORT QSECS QWARMUP QSERVICE_US; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || bad "BENCH_$v must be a whole number >= 1, not '${!v}'"
done
[[ "$ARRIVALS" =~ ^(closed|open)$ ]] || bad "BENCH_ARRIVALS must be closed or open, not '$ARRIVALS'"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
cpu_now() { grep '^cpu ' /proc/stat 2>/dev/null || echo "cpu 0 0 0 0 0 0 0 0"; }
steal_since() {  # steal_since "CPU_LINE": the share of the host's CPU time stolen by the hypervisor since then
  awk -v a="$1" -v b="$(cpu_now)" 'BEGIN { split(a, x); split(b, y); t = 0
    for (i = 2; i <= 9; i++) t += y[i] - x[i]
    if (t > 0) printf "%.1f%%", 100 * (y[9] - x[9]) / t; else printf "unknown" }'
}

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

# The turn-taking hook: `turn.sh DIR ME OTHER`. DIR/token names who may run a step (or the load) now. A sweep
# that has run before hands the token to the other, unless that one has ended (DIR/OTHER.done), then waits for
# it to come back. The script marks a sweep done when its process exits and hands the token on.
TURN="$WORK/turn.sh"
cat > "$TURN" <<'SH'
#!/bin/sh
dir="$1"; me="$2"; other="$3"
if [ -e "$dir/$me.ran" ] && [ ! -e "$dir/$other.done" ]; then
  echo "$other" > "$dir/token.new" && mv "$dir/token.new" "$dir/token"
fi
while [ "$(cat "$dir/token")" != "$me" ] && [ ! -e "$dir/$other.done" ]; do
  sleep 0.05
done
touch "$dir/$me.ran"
printf '%s ' "$me" >> "$dir/order"
SH
chmod +x "$TURN"

# A sweep exits 1 when a step failed (e.g. a timeout at a rate the server could not take): that step is one
# the search or the brute force counts as not meeting the SLO, so only a missing sweep.json ends the script.
sweep_slo() {  # sweep_slo DB OUT TURNS ME OTHER OPTIONS...: a search (or its brute-force check), taking turns
  local db="$1" out="$2" turns="$3" me="$4" other="$5"
  shift 5
  local hook="$TURN $turns $me $other"
  # shellcheck disable=SC2046
  bin/ycsb sweep $(common "$db") --slo "$SLO" "$@" --before-load "$hook" --before-step "$hook" --out "$out" \
      > "$out.out" 2> "$out.err" || true
  touch "$turns/$me.done"
  echo "$other" > "$turns/token.new" && mv "$turns/token.new" "$turns/token"
}

steps_of() {  # steps_of WHAT DB OUT: prints a finished sweep's steps
  echo "  $1:"
  [ -f "$3/sweep.json" ] || { echo "$1 on $2 wrote no sweep.json:"; tail -n 5 "$3.err"; return 1; }
  grep '^\[sweep\] step' "$3.err" | grep -v elapsed | sed 's/^/    /'
}

# Reads both sweep folders; prints one line, and each one's rates with their tries.
summary() {  # summary DB SEARCH_DIR BRUTE_DIR ROUND
  python3 - "$@" <<'PY'
import json, os, sys
db, search_dir, brute_dir, rnd = sys.argv[1:5]
c = json.load(open(os.path.join(search_dir, "sweep.json")))["capacitySearch"]
b = json.load(open(os.path.join(brute_dir, "sweep.json")))["capacitySearch"]

def rates(cs):
    """Per rate in the order first tried: its tries' percentiles (ms) and its verdict, e.g. 31388:[6.1,25.0,21.2]misses."""
    out, cur = [], None
    for s in cs["steps"]:
        if s["role"] == "probe":
            continue
        if s["role"] != "retry":
            cur = [s["target"], s["role"], [], None]
            out.append(cur)
        v = s["sloValueUs"]
        cur[2].append("-" if v is None else ("%.1f" % (v / 1e3)) + ("" if s["meets"] else "!"))
        cur[3] = s.get("verdict") or cur[3]
    return " ".join("%d%s:[%s]%s" % (t, "" if r in ("descend",) else "(" + r + ")", ",".join(v), d or "?")
                    for t, r, v, d in out)

def roles(cs):
    n = {}
    for s in cs["steps"]:
        n[s["role"]] = n.get(s["role"], 0) + 1
    return ", ".join("%d %s" % (k, r) for r, k in n.items())

found, best = c["capacity"], b["capacity"]
ratio = "%.2f" % (found / best) if found and best else "n/a"
within = "n/a" if ratio == "n/a" else ("within 10%" if abs(found / best - 1) <= 0.10 else "NOT within 10%")
print("round %s %s: search found %s ops/s in %d steps (probe %.0f ops/s; %s; p50 %s us, p99 %s us; %s); "
      "brute force %s ops/s in %d steps (probe %.0f ops/s; %s; %s); found/brute %s (%s)" % (
      rnd, db, found, c["stepsUsed"], c["probeThroughput"] or 0, roles(c), c["capacityP50Us"], c["capacityP99Us"],
      c["reason"], best, b["stepsUsed"], b["probeThroughput"] or 0, roles(b), b["reason"], ratio, within))
print("  %s per rate, ms (! = over the limit): search %s" % (c["slo"].split("<=")[0], rates(c)))
print("  %s per rate, ms: brute force %s" % (b["slo"].split("<=")[0], rates(b)))
PY
}

echo "SLO $SLO, precision $PRECISION, brute force $BRUTE_STEP apart, $THREADS threads, arrivals=$ARRIVALS," \
    "workloada, $KEYS keys, steps of ${SECS} s + ${WARMUP} s warm-up"
for round in $(seq 1 "$ROUNDS"); do
  for db in $DATABASES; do
    s="$WORK/$db-search-$round"; b="$WORK/$db-brute-$round"; turns="$WORK/$db-turns-$round"
    mkdir -p "$turns"
    if [ $((round % 2)) = 1 ]; then echo search > "$turns/token"; else echo brute > "$turns/token"; fi
    started=$SECONDS
    cpu_at_start="$(cpu_now)"
    sweep_slo "$db" "$s" "$turns" search brute --slo-precision "$PRECISION" &
    searching=$!
    sweep_slo "$db" "$b" "$turns" brute search --slo-descend "$BRUTE_STEP" &
    brute=$!
    wait "$searching" "$brute"
    steps_of search "$db" "$s"
    steps_of "brute force" "$db" "$b"
    summary "$db" "$s" "$b" "$round"
    echo "  turns (loads, then steps): $(sed 's/search/S/g; s/brute/B/g' "$turns/order")"
    echo "  $((SECONDS - started)) s for both, interleaved step by step; load average: $(loadavg);" \
        "steal: $(steal_since "$cpu_at_start") of the host's CPU time (the client warns above 2% a step)"
  done
done
[ "$ROUNDS" -lt 2 ] || python3 - "$WORK" "$ROUNDS" $DATABASES <<'PY'
import json, os, statistics, sys
work, rounds, dbs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
for db in dbs:
    found, brute, ratio, fs, bs = [], [], [], [], []
    for r in range(1, rounds + 1):
        try:
            c = json.load(open(os.path.join(work, "%s-search-%d" % (db, r), "sweep.json")))["capacitySearch"]
            b = json.load(open(os.path.join(work, "%s-brute-%d" % (db, r), "sweep.json")))["capacitySearch"]
        except OSError:
            continue
        fs.append(c["stepsUsed"])
        bs.append(b["stepsUsed"])
        found += [c["capacity"]] if c["capacity"] else []
        brute += [b["capacity"]] if b["capacity"] else []
        ratio += [c["capacity"] / b["capacity"]] if c["capacity"] and b["capacity"] else []
    if not found or not brute:
        print("%s over %d rounds: search found %s, brute force %s: no ratio" % (db, rounds, found, brute))
        continue
    mf, mb = statistics.median(found), statistics.median(brute)
    print("%s over %d rounds: median capacity, search %.0f ops/s (rounds: %s), brute force %.0f ops/s (%s); "
          "search/brute %.2f, %s; per round %s; median steps: search %g, brute force %g" % (
          db, rounds, mf, " ".join("%d" % x for x in found), mb, " ".join("%d" % x for x in brute), mf / mb,
          "within 10%" if abs(mf / mb - 1) <= 0.10 else "NOT within 10%", " ".join("%.2f" % x for x in ratio),
          statistics.median(fs), statistics.median(bs)))
PY
echo "# load average at the end: $(loadavg)"
