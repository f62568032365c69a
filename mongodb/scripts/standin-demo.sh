#!/usr/bin/env bash
# The must-show run: Load, then workloads A, B and E, through bin/ycsb against mongo-java-server (the
# in-memory MongoDB wire-protocol stand-in, started here as its own process on a loopback port),
# each writing result.json + disclosure.json with the server statistics. Prints the figures.
#
#   mongodb/scripts/standin-demo.sh [RESULTS_DIR] [PORT]     (defaults: mongodb/target/standin-demo, 27417)
#
# No throughput claim: the stand-in is not MongoDB. Needs the module built with its test classes
# (./mvnw -B -ntp -o -q -f mongodb/pom.xml package -DskipTests, done below when missing).
set -euo pipefail
MODULE="$(cd "$(dirname "$0")/.." && pwd)"
ROOT="$(cd "$MODULE/.." && pwd)"
OUT="${1:-$MODULE/target/standin-demo}"
PORT="${2:-27417}"
RECORDS="${RECORDS:-5000}"
OPS="${OPS:-5000}"
# The stand-in answers a range scan by matching and sorting the whole collection, so workload E gets
# fewer operations (MongoDB itself walks the _id index).
OPS_E="${OPS_E:-300}"
THREADS="${THREADS:-4}"

cd "$ROOT"
if [ ! -d "$MODULE/target/test-classes/site/ycsb/db" ] || [ ! -d "$MODULE/target/dependency" ]; then
  ./mvnw -B -ntp -o -q -f mongodb/pom.xml package -DskipTests
fi
CP_FILE="$MODULE/target/standin-classpath.txt"
if [ ! -s "$CP_FILE" ]; then
  ./mvnw -B -ntp -o -q -f mongodb/pom.xml dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$CP_FILE" >/dev/null
fi

java -cp "$MODULE/target/test-classes:$(cat "$CP_FILE")" site.ycsb.db.mongodb.StandInServer "$PORT" \
  >"$MODULE/target/standin-server.log" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.1
done

URL="mongodb://127.0.0.1:$PORT/ycsb?w=1&serverSelectionTimeoutMS=3000"
rm -rf "$OUT"
common=(-p "mongodb.url=$URL" -p "recordcount=$RECORDS" -threads "$THREADS" -p maxexecutiontime=300)
bin/ycsb load mongodb -P workloads/workloada "${common[@]}" -p mongodb.batchsize=100 \
  -p "results.dir=$OUT/load" >"$OUT.load.txt" 2>"$OUT.load.err" || { cat "$OUT.load.err"; exit 1; }
for w in a b e; do
  ops="$OPS"; [ "$w" = e ] && ops="$OPS_E"
  bin/ycsb run mongodb -P "workloads/workload$w" "${common[@]}" -p "operationcount=$ops" \
    -p "results.dir=$OUT/workload$w" \
    >"$OUT.$w.txt" 2>"$OUT.$w.err" || { cat "$OUT.$w.err"; exit 1; }
done

python3 - "$OUT" <<'PY'
import json, sys, os
out = sys.argv[1]
for step in ["load", "workloada", "workloadb", "workloade"]:
    r = json.load(open(os.path.join(out, step, "result.json")))
    d = json.load(open(os.path.join(out, step, "disclosure.json")))
    s = r["server"]
    b, a = s["before"], s["after"]
    ops = ", ".join("%s %d (p95 %s us)" % (k, v["count"], v["latencyUs"]["percentiles"].get("p95"))
                    for k, v in sorted(r["series"].items()) if k not in ("CLEANUP",))
    print("%-9s ops=%d throughput=%.0f ops/s errors=%d clientCpuUsPerOp=%.1f | %s" % (step, r["operations"],
          r["throughput"], r["errors"], r["client"]["cpuUsPerOp"], ops))
    print("          server=%s version=%s records %s -> %s, memoryUsedBytes %s -> %s, bytesPerRecord=%s"
          % (a["server"], a["version"], b["records"], a["records"], b["memoryUsedBytes"], a["memoryUsedBytes"],
             s["bytesPerRecord"]))
    print("          details.bytesPerRecord=%s source=%s" % (a["details"]["bytesPerRecord"],
          a["details"]["memoryUsedBytesSource"]))
    print("          disclosure.server.settings=%s" % json.dumps(d["server"]["settings"]))
print("results in", out)
PY
