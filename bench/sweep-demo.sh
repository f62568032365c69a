#!/usr/bin/env bash
# Runs a thread sweep of workload A on the embedded memory binding (load first, 2 repetitions per
# step) and prints the per-value medians, the knee and the best-latency step from sweep.json.
#
#   bench/sweep-demo.sh [OUT_DIR] [THREADS]      defaults: target/sweep-demo-<time>, 1,2,4,8
set -euo pipefail
home=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$home/target/sweep-demo-$(date +%Y%m%d-%H%M%S)}
threads=${2:-1,2,4,8}
mkdir -p "$(dirname "$out")"
start=$(date +%s)
set +e
"$home/bin/ycsb" sweep memory -P "$home/workloads/workloada" -threads "$threads" --load --repeat 2 \
  --warmup-time 1 -p recordcount=100000 -p operationcount=500000 -p memory.file="$out.memory" \
  --out "$out"
code=$?
set -e
echo "sweep exit code $code, wall time $(( $(date +%s) - start )) s, results in $out"
python3 - "$out/sweep.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
print("status %s, %s steps, dimension %s" % (m["status"], len(m["steps"]), m["dimension"]))
print("%8s %14s %14s %14s %10s %10s %10s" % (m["dimension"], "ops/s median", "ops/s min", "ops/s max",
                                              "p95 med", "p95 min", "p95 max"))
for s in m["summary"]:
    if s["completed"]:
        print("%8d %14.0f %14.0f %14.0f %10.0f %10.0f %10.0f" % (s["value"], s["throughputMedian"],
              s["throughputMin"], s["throughputMax"], s["p95UsMedian"], s["p95UsMin"], s["p95UsMax"]))
print("knee:", m["knee"])
print("best latency:", m["bestLatency"])
PY
