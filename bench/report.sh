#!/usr/bin/env bash
# Report generation benchmark: `bin/ycsb report` over 1,000 step results.
#
# Builds a corpus of sweeps from the real run directories committed as report test fixtures
# (report/src/test/resources/fixtures/sweep-*/step-*: memory and basic bindings), copied and
# perturbed (threads, throughput, run ids) so that every step is a distinct result: DATABASES
# databases x WORKLOADS workloads, each a sweep of THREADS thread counts x REPS repetitions.
# The default 4 x 5 x 5 x 10 = 1,000 steps, plus a load step per sweep (20). Then times
# `bin/ycsb report CORPUS -o OUT` end to end (JVM start included) and prints the figure.
#
# Environment (all optional):
#   DATABASES WORKLOADS REPS   corpus shape (default 4, 5, 10; thread counts 8 16 32 64 128)
#   REPEAT                     timed report runs; the best and the worst are printed (default 3)
#   OUT_DIR                    work folder (default bench/target/report-<timestamp>)
#   TARGET_SECONDS             the goal (default 5); STRICT=1 makes a miss exit 3
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
DATABASES="${DATABASES:-4}"
WORKLOADS="${WORKLOADS:-5}"
REPS="${REPS:-10}"
REPEAT="${REPEAT:-3}"
TARGET_SECONDS="${TARGET_SECONDS:-5}"
OUT_DIR="${OUT_DIR:-$ROOT/bench/target/report-$(date +%Y%m%d-%H%M%S)}"
FIXTURES="$ROOT/report/src/test/resources/fixtures"

mkdir -p "$OUT_DIR"
CORPUS="$OUT_DIR/corpus"
rm -rf "$CORPUS"

python3 - "$FIXTURES" "$CORPUS" "$DATABASES" "$WORKLOADS" "$REPS" <<'PY'
import json, os, random, shutil, sys, uuid
fixtures, corpus, n_db, n_wl, reps = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
threads = [8, 16, 32, 64, 128]
sources = []
for sweep in sorted(os.listdir(fixtures)):
    folder = os.path.join(fixtures, sweep)
    if os.path.isfile(os.path.join(folder, "sweep.json")):
        for name in sorted(os.listdir(folder)):
            if name.startswith("step-") and os.path.isfile(os.path.join(folder, name, "result.json")):
                sources.append(os.path.join(folder, name))
load_source = os.path.join(fixtures, "sweep-memory", "load")
rng = random.Random(7)

def copy_run(src, dst, threads_value, scale):
    os.makedirs(dst)
    with open(os.path.join(src, "result.json")) as f:
        result = json.load(f)
    result["runId"] = str(uuid.UUID(int=rng.getrandbits(128)))
    result["threads"] = threads_value
    for key in ("throughput", "successfulThroughput"):
        result[key] = result[key] * scale
    with open(os.path.join(dst, "result.json"), "w") as f:
        json.dump(result, f, indent=2)
    shutil.copy(os.path.join(src, "disclosure.json"), os.path.join(dst, "disclosure.json"))

steps_total = 0
for d in range(n_db):
    for w in range(n_wl):
        sweep_dir = os.path.join(corpus, "db%d-workload%s" % (d, chr(ord("a") + w)))
        os.makedirs(sweep_dir)
        copy_run(load_source, os.path.join(sweep_dir, "load"), 8, 1.0)
        steps = []
        i = 1
        for t in threads:
            for rep in range(1, reps + 1):
                name = "step-%03d-threads-%d-rep-%d" % (i, t, rep)
                i += 1
                scale = (1 + d) * min(t, 32) / 8.0 * rng.uniform(0.9, 1.1)
                copy_run(sources[rng.randrange(len(sources))], os.path.join(sweep_dir, name), t, scale)
                steps.append({"value": t, "threads": t, "target": 0, "repetition": rep, "dir": name,
                              "status": "completed", "reason": None, "exitCode": 0, "elapsedMs": 1000,
                              "throughput": None, "p95Us": None, "errorRate": 0.0})
                steps_total += 1
        manifest = {"schema": "ycsb-sweep", "schemaVersion": 1, "sweepId": os.path.basename(sweep_dir),
                    "binding": "db%d" % d, "database": "site.ycsb.db.MemoryDB",
                    "workload": "workload" + chr(ord("a") + w), "dimension": "threads",
                    "values": threads, "repeat": reps, "status": "completed",
                    "commandLine": ["bin/ycsb", "sweep", "db%d" % d], "startTime": "2026-01-01T00:00:00Z",
                    "endTime": "2026-01-01T01:00:00Z", "load": {"dir": "load", "status": "completed"},
                    "steps": steps, "summary": [], "knee": {"value": 32, "reason": "gain below 10%"},
                    "bestLatency": {"value": 8, "p95Us": 10}}
        with open(os.path.join(sweep_dir, "sweep.json"), "w") as f:
            json.dump(manifest, f, indent=2)
print("corpus: %d step results (+%d load steps) in %s" % (steps_total, n_db * n_wl, corpus))
PY

# Build once (bin/ycsb builds core and report when missing or stale), outside the timing.
bin/ycsb report --help >/dev/null

times=()
for i in $(seq 1 "$REPEAT"); do
  rm -rf "$OUT_DIR/out"
  start=$(date +%s.%N)
  YCSB_NO_BUILD=1 bin/ycsb report "$CORPUS" -o "$OUT_DIR/out" >"$OUT_DIR/report-$i.log" 2>&1
  end=$(date +%s.%N)
  times+=("$(python3 -c "print('%.2f' % ($end - $start))")")
done
tail -n 2 "$OUT_DIR/report-$REPEAT.log" | head -n 1
best=$(printf '%s\n' "${times[@]}" | sort -n | head -n 1)
worst=$(printf '%s\n' "${times[@]}" | sort -n | tail -n 1)
echo "bin/ycsb report over $((DATABASES * WORKLOADS * REPS * 5)) step results: best ${best} s, worst ${worst} s of $REPEAT runs (target < ${TARGET_SECONDS} s); outputs in $OUT_DIR/out"
if python3 -c "import sys; sys.exit(0 if $best < $TARGET_SECONDS else 1)"; then
  echo "OK: under ${TARGET_SECONDS} s"
else
  echo "MISSED: ${best} s >= ${TARGET_SECONDS} s"
  [ "${STRICT:-0}" = 1 ] && exit 3
fi
