#!/usr/bin/env bash
# The warm-up's end, seen by the JIT: does the client's compiled loop survive the switch to measuring?
#   Redis workload A (1 field x 100 B, 100,000 keys) at BENCH_N client threads (512), BENCH_WARMUP s of warm-up
#   (5), then BENCH_SECONDS measured (10), with -Xlog:deoptimization. For each run it prints the deoptimisations of
#   the client's own methods (site.ycsb.*) from 0.5 s before the warm-up's end to 3 s after it, split into those
#   in a compiled loop (OSR: the thread's whole operation loop falls back to the interpreter) and the others (one
#   method, cheap), and the ramp: the rate of the first 3 measured seconds over that of the last 3 (status lines).
# BENCH_BASELINE names another checkout (built: ./mvnw package -DskipTests) to run in alternating rounds, e.g. a
# git worktree of the commit before the change; without it only this checkout runs.
# Environment: BENCH_ROUNDS (2), BENCH_N (512), BENCH_WARMUP (5), BENCH_SECONDS (10), BENCH_REDIS_PORT (26394),
# BENCH_THREAD_MODEL (auto). JAVA_HOME picks the JVM: one with the deoptimization log tag (JDK 21 or newer; 17 has
# none), JDK 25 recommended (where the collapse was seen).
# About 40 s a run. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

ROUNDS="${BENCH_ROUNDS:-2}"
N="${BENCH_N:-512}"
WARMUP="${BENCH_WARMUP:-5}"
SECS="${BENCH_SECONDS:-10}"
PORT="${BENCH_REDIS_PORT:-26394}"
MODEL="${BENCH_THREAD_MODEL:-auto}"
BASELINE="${BENCH_BASELINE:-}"

bad() { echo "bench/warmup-switch.sh: $*" >&2; exit 2; }
for v in ROUNDS N WARMUP SECS PORT; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || bad "BENCH_${v/SECS/SECONDS} must be a whole number above 0, not '${!v}'"
done
[ -z "$BASELINE" ] || [ -x "$BASELINE/bin/ycsb" ] || bad "BENCH_BASELINE: no bin/ycsb under '$BASELINE'"
command -v redis-server >/dev/null || bad "redis-server is not installed"
# (to stdout: a file output refuses /dev/null, which it cannot rotate)
"${JAVA_HOME:+$JAVA_HOME/bin/}java" -Xlog:deoptimization=debug -version >/dev/null 2>&1 \
  || bad "this JVM has no -Xlog:deoptimization (JDK 21 or newer has it): set JAVA_HOME"

bench_workdir warmup-switch
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --logfile "$WORK/redis.log" --dir "$WORK" &
PIDS+=($!)
wait_for_port "$PORT"

COMMON=(-P workloads/workloada -p redis.host=127.0.0.1 -p "redis.port=$PORT" -p recordcount=100000
  -p fieldcount=1 -p fieldlength=100)
bin/ycsb load redis "${COMMON[@]}" -threads 8 >/dev/null 2>&1 || bad "the load failed"

echo "# bench/warmup-switch.sh; $("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -1); N=$N; $(uptime)"
run_one() {  # tree tag round
  local tree="$1" tag="$2" dir="$WORK/$2-$3"
  mkdir -p "$dir"
  (cd "$tree" && bin/ycsb run redis "${COMMON[@]}" -p operationcount=0 -threads "$N" -p "threadmodel=$MODEL" \
    -p "warmup.time=$WARMUP" -p "maxexecutiontime=$((WARMUP + SECS))" -s -p status.interval=1 \
    -p "results.dir=$dir" -jvm-args "-Xlog:deoptimization=debug:file=$dir/deopt.log:utctime" \
    >"$dir/out.txt" 2>"$dir/err.txt") || true
  python3 - "$tag" "$3" "$dir" <<'EOF'
import datetime, json, re, sys
sys.path.insert(0, "bench")
from ramp import ramp as ramp_of
tag, rnd, d = sys.argv[1:4]
try:
    r = json.load(open(d + "/result.json"))
except OSError:
    sys.exit("round %s %s: no result.json; the run's stderr ends:\n%s" % (rnd, tag, open(d + "/err.txt").read()[-800:]))
switch = (r["startEpochMs"] + r.get("warmupMs", 0)) / 1000.0
osr = other = 0
for line in open(d + "/deopt.log"):
    m = re.match(r"\[(\S+)\]", line)
    if not m or "site.ycsb" not in line:
        continue
    t = datetime.datetime.strptime(m.group(1), "%Y-%m-%dT%H:%M:%S.%f%z").timestamp()
    if switch - 0.5 <= t <= switch + 3:
        if " osr " in line:
            osr += 1
        else:
            other += 1
rates = [float(x) for x in re.findall(r"; ([0-9.]+) current ops/sec", open(d + "/err.txt").read())][:-1]
ramp = ramp_of(open(d + "/err.txt").read())
print("round %s %-8s %9.0f ops/s  deopts at the switch: %3d in compiled loops, %3d single methods;  ramp %s;"
      "  first seconds %s" % (rnd, tag, r["throughput"], osr, other, ramp, " ".join("%.0f" % x for x in rates[:4])))
EOF
}
for round in $(seq 1 "$ROUNDS"); do
  if [ -n "$BASELINE" ] && [ $((round % 2)) = 1 ]; then
    run_one "$BASELINE" baseline "$round"; run_one "$ROOT" this "$round"
  elif [ -n "$BASELINE" ]; then
    run_one "$ROOT" this "$round"; run_one "$BASELINE" baseline "$round"
  else
    run_one "$ROOT" this "$round"
  fi
done
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
