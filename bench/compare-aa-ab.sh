#!/usr/bin/env bash
# A/A and A/B checks of bin/ycsb compare: does it call significant only what differs?
#   A/A: the same sweep (memory and Redis, 3 thread counts, --repeat 5, short steps) run twice, compared:
#        how many metrics are called significant (about 5% or fewer expected).
#   A/B: basic with basicdb.simulatedelay 10 ms against 11 ms (fixed delay, 1 thread): a 10% slower service
#        time; compare must call throughput and p99 worse, and the interval of the change must hold the truth.
# Usage: bench/compare-aa-ab.sh [OUT] (Redis: REDIS_PORT, default 45379, started here if none answers)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-target/compare-aa-ab}
PORT=${REDIS_PORT:-45379}
# Steps end by operation count: AA_OPS / AB_OPS set their size (a few seconds each on an idle machine).
AA_OPS=${AA_OPS:-15000}
AB_OPS=${AB_OPS:-500}
# The base delay in ms (new: 10% more). On a loaded host, a longer delay keeps the scheduler's jitter small
# beside it: AB_DELAY=100 AB_OPS=50.
AB_DELAY=${AB_DELAY:-10}
AB_NEW_DELAY=$((AB_DELAY * 11 / 10))
ONLY=${ONLY:-}  # ab or aa: run only that part
rm -rf "$OUT"; mkdir -p "$OUT"

started=""
if ! redis-cli -p "$PORT" ping >/dev/null 2>&1; then
  mkdir -p "$OUT/redis"
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$OUT/redis" --daemonize yes \
    --pidfile "$OUT/redis/pid" >/dev/null
  started=yes
  for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
cleanup() { if [ -n "$started" ]; then kill "$(cat "$OUT/redis/pid")" 2>/dev/null || true; fi; }
trap cleanup EXIT
common=(-P workloads/workloada -p recordcount=1000 -p operationcount="$AA_OPS" --repeat 5)
if [ "$ONLY" != aa ]; then
echo "== A/B: basic, simulatedelay $AB_DELAY ms vs $AB_NEW_DELAY ms (fixed), 1 thread, 5 interleaved repetitions, $AB_OPS operations a step =="

ab=(-P workloads/workloada -p recordcount=100 -p operationcount="$AB_OPS"
    -p basicdb.randomizedelay=false -p basicdb.verbose=false -threads 1)
# Interleaved, as a plan with repeat runs them (A1 B1 A2 B2 ...): each repetition a sweep of its own, so that
# the host's drift falls on both sides alike; compare pools the rep-K sweeps of a step.
for rep in 1 2 3 4 5; do
  bin/ycsb sweep basic "${ab[@]}" -p basicdb.simulatedelay="$AB_DELAY" --out "$OUT/ab-a/rep-$rep" 2>/dev/null
  bin/ycsb sweep basic "${ab[@]}" -p basicdb.simulatedelay="$AB_NEW_DELAY" --out "$OUT/ab-b/rep-$rep" 2>/dev/null
done
set +e
bin/ycsb compare "$OUT/ab-a" "$OUT/ab-b" --fail-on-regression > "$OUT/ab.md"
echo "exit code with --fail-on-regression: $?"
set -e
grep -E "^\| (database|basic)" "$OUT/ab.md" || cat "$OUT/ab.md"
fi
[ "$ONLY" = ab ] && exit 0
# The two rounds run at the same time (each: memory, then Redis), so that the host's load falls on both alike
# (on a machine shared with other sessions, one after the other would compare two different loads).
aa_round() {
  bin/ycsb sweep memory "${common[@]}" -threads 1,2,4 --load --out "$OUT/aa-$1/memory" 2>/dev/null
  bin/ycsb sweep redis "${common[@]}" -threads 1,2,4 --load -p redis.host=127.0.0.1 -p redis.port="$PORT" \
    --out "$OUT/aa-$1/redis" 2>/dev/null
}
aa_round a & first=$!
aa_round b
wait "$first"
echo "== A/A: memory and redis, threads 1,2,4, repeat 5, $AA_OPS operations a step, run twice =="

bin/ycsb compare "$OUT/aa-a" "$OUT/aa-b" --format csv > "$OUT/aa.csv"
bin/ycsb compare "$OUT/aa-a" "$OUT/aa-b" > "$OUT/aa.md"
python3 - "$OUT/aa.csv" <<'PY'
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["metric"]]
run = [r for r in rows if r["phase"] == "run"]
sig = [r for r in run if r["verdict"] in ("better", "worse")]
print("run-phase metrics compared: %d, significant: %d (%.1f%%), too few: %d"
      % (len(run), len(sig), 100.0 * len(sig) / max(1, len(run)), sum(r["verdict"] == "too few repetitions" for r in run)))
for r in sig:
    print("  significant: %s %s threads=%s %s %s%% p=%s" % (r["database"], r["phase"], r["threads"], r["metric"],
                                                           r["changePct"], r["p"]))
PY
