#!/usr/bin/env bash
# Workload Load + A + E against the in-JVM stand-ins (CouchbaseMock for KV, the query-service double for
# N1QL), through the real client and SDK, writing result.json and disclosure.json per step.
#
#   couchbase/scripts/must-show.sh [OUTPUT_DIR]      (default couchbase/target/must-show-cli)
#
# Builds the module's test classes if needed (offline Maven), prints each step's summary lines. The
# figures are the stand-ins', not Couchbase Server's.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/.." && pwd)
out=${1:-$here/target/must-show-cli}
mkdir -p "$out"
cd "$root"
./mvnw -B -ntp -o -q -f couchbase/pom.xml test-compile
./mvnw -B -ntp -o -q -f couchbase/pom.xml dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$out/classpath.txt" >/dev/null
cp="$here/target/classes:$here/target/test-classes:$(cat "$out/classpath.txt")"
props="$out/standins.properties"
rm -f "$props"
java -cp "$cp" site.ycsb.db.couchbase.StandIns "$props" &
standins=$!
trap 'kill $standins 2>/dev/null || true; wait $standins 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do [ -f "$props" ] && break; sleep 0.2; done
[ -f "$props" ] || { echo "stand-ins did not start" >&2; exit 1; }

step() {
  local name=$1; shift
  echo "== $name: $*"
  java -cp "$cp" site.ycsb.Client -db site.ycsb.db.couchbase.CouchbaseClient -P "$props" \
    -p results.dir="$out/$name" -threads 4 "$@" > "$out/$name.txt"
  grep -E '^\[(OVERALL|INSERT|READ|UPDATE|SCAN)\], (RunTime|Throughput|Operations|AverageLatency|95th|99th|Return)' \
    "$out/$name.txt"
}
step load -load -P workloads/workloada -p recordcount=1000 -p couchbase.index.create=true
step a -t -P workloads/workloada -p recordcount=1000 -p operationcount=5000
step e -t -P workloads/workloade -p recordcount=1000 -p operationcount=1000
ls -l "$out"/*/result.json "$out"/*/disclosure.json
