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
bin/ycsb report --help >/dev/null 2>&1

# Wall time and CPU time (user + system of the launcher and the JVM): on a shared machine the
# wall time depends on the neighbours, the CPU time much less.
python3 - "$REPEAT" "$OUT_DIR" "$CORPUS" "$TARGET_SECONDS" "$((DATABASES * WORKLOADS * REPS * 5))" <<'PY'
import os, resource, shutil, subprocess, sys, time
repeat, out_dir, corpus, target, steps = int(sys.argv[1]), sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5]
env = dict(os.environ, YCSB_NO_BUILD="1")
runs = []
for i in range(1, repeat + 1):
    shutil.rmtree(os.path.join(out_dir, "out"), ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    with open(os.path.join(out_dir, "report-%d.log" % i), "w") as log:
        code = subprocess.call(["bin/ycsb", "report", corpus, "-o", os.path.join(out_dir, "out")],
                               stdout=log, stderr=subprocess.STDOUT, env=env)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if code != 0:
        sys.exit("report failed (exit %d), see %s/report-%d.log" % (code, out_dir, i))
    runs.append((wall, cpu))
    print("run %d: wall %.2f s, cpu %.2f s" % (i, wall, cpu))
with open(os.path.join(out_dir, "report-%d.log" % repeat)) as log:
    for line in log:
        if line.startswith("Report written"):
            print(line.strip())
best = min(w for w, _ in runs)
cpu = min(c for _, c in runs)
with open("/proc/loadavg") as f:
    load = f.read().split()[0]
print("bin/ycsb report over %s step results: best wall %.2f s, best CPU %.2f s of %d runs "
      "(target < %.0f s; %d cores, load average %s)" % (steps, best, cpu, repeat, target, os.cpu_count(), load))
if best < target:
    print("OK: under %.0f s" % target)
else:
    print("MISSED: %.2f s >= %.0f s" % (best, target))
    if os.environ.get("STRICT") == "1":
        sys.exit(3)
PY
