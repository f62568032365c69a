#!/usr/bin/env bash
# Client overhead benchmark: upstream YCSB 0.17.0 versus our core, side by side.
#
# Runs workload A (50% read / 50% update, zipfian, 1000 records) against the null database
# (site.ycsb.BasicDB with basicdb.verbose=false), so the measured throughput is the cost of the
# client itself: workload generators, the DB wrapper, measurements. Upstream and ours are run
# alternately at each thread count, with the same JVM and the same JVM flags.
#
# Environment (all optional):
#   JAVA_HOME    JDK/JRE to run both clients (default: java on PATH)
#   THREADS      thread counts, space separated (default: "1 2 8")
#   OPERATIONS   operationcount per run (default: 5000000)
#   RECORDS      recordcount (default: 1000)
#   REPEAT       runs per client and thread count (default: 5); the table gives the median and the
#                best of them, and the target is judged on the medians: on a noisy machine the best of a
#                few runs favours whichever client varies more
#   JVM_FLAGS    flags for both JVMs (default: "-Xms1g -Xmx1g")
#   OUT_DIR      where the raw outputs go (default: bench/target/core-overhead-<timestamp>)
#   SKIP_BUILD=1 do not run Maven even if the jars are missing or stale
#   OURS_CP      class path of our client (default: core/target/core-*.jar + core/target/dependency)
#   UPSTREAM_CP  class path of upstream's client (default: compat/target/upstream/*.jar)
#                (giving both skips the build)
#   BASELINE_CP  class path of an earlier build of ours to run in upstream's place (before/after a
#                change: e.g. a worktree of the old commit built with `package` and
#                `dependency:copy-dependencies`); BASELINE_NAME names it in the output (default
#                "baseline") and TARGET_RATIO defaults to 0 (no target, the ratio is the figure)
#   EXTRA_PROPS  more client arguments for both sides, e.g. "-p fieldlengthdistribution=uniform"
#   OURS_PROPS   client arguments for our side only: the cost of a feature, with BASELINE_CP set to our own
#                class path and BASELINE_NAME naming the side without it, e.g.
#                OURS_PROPS="-p measurement.sizebuckets=1KB,10KB,100KB"
#   TARGET_RATIO the ratio ours/upstream to meet (default: 2.0); the script exits 3 when a
#                thread count misses it and STRICT=1 is set
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

THREADS="${THREADS:-1 2 8}"
OPERATIONS="${OPERATIONS:-5000000}"
RECORDS="${RECORDS:-1000}"
REPEAT="${REPEAT:-5}"
JVM_FLAGS="${JVM_FLAGS:--Xms1g -Xmx1g}"
BASE_NAME="upstream"
if [[ -n "${BASELINE_CP:-}" ]]; then
  UPSTREAM_CP="$BASELINE_CP"
  BASE_NAME="${BASELINE_NAME:-baseline}"
  TARGET_RATIO="${TARGET_RATIO:-0}"
fi
TARGET_RATIO="${TARGET_RATIO:-2.0}"
OUT_DIR="${OUT_DIR:-$ROOT/bench/target/core-overhead-$(date +%Y%m%d-%H%M%S)}"

if [[ -n "${JAVA_HOME:-}" ]]; then
  JAVA="$JAVA_HOME/bin/java"
else
  JAVA="$(command -v java || true)"
fi
if [[ -z "$JAVA" || ! -x "$JAVA" ]]; then
  echo "core-overhead: no java found (set JAVA_HOME or put java on PATH)" >&2
  exit 2
fi

OUR_JAR="$ROOT/core/target/core-1.0.0-SNAPSHOT.jar"
UPSTREAM_DIR="$ROOT/compat/target/upstream"
UPSTREAM_JAR="$UPSTREAM_DIR/core-0.17.0.jar"

needs_build() {
  [[ -f "$OUR_JAR" && -d "$ROOT/core/target/dependency" && -f "$UPSTREAM_JAR" ]] || return 0
  # Rebuild when a core source or pom is newer than our jar.
  [[ -n "$(find "$ROOT/core/src/main" "$ROOT/core/pom.xml" "$ROOT/pom.xml" -newer "$OUR_JAR" -print -quit)" ]]
}

if [[ -n "${OURS_CP:-}" && -n "${UPSTREAM_CP:-}" ]]; then
  SKIP_BUILD=1
fi
if [[ "${SKIP_BUILD:-0}" != 1 ]] && needs_build; then
  echo "Building core and resolving upstream 0.17.0 (./mvnw -q -B -DskipTests -pl core,compat -am package) ..." >&2
  ./mvnw -q -B -DskipTests -pl core,compat -am package >&2
fi
classpath_of() { # jar list -> class path
  local IFS=:
  echo "$*"
}
if [[ -z "${UPSTREAM_CP:-}" ]]; then
  [[ -f "$UPSTREAM_JAR" ]] || { echo "core-overhead: missing $UPSTREAM_JAR" >&2; exit 2; }
  UPSTREAM_CP="$(classpath_of "$UPSTREAM_DIR"/*.jar)"
fi
if [[ -z "${OURS_CP:-}" ]]; then
  [[ -f "$OUR_JAR" ]] || { echo "core-overhead: missing $OUR_JAR" >&2; exit 2; }
  OURS_CP="$(classpath_of "$OUR_JAR" "$ROOT"/core/target/dependency/*.jar)"
fi

mkdir -p "$OUT_DIR"
PROPS=(
  -p workload=site.ycsb.workloads.CoreWorkload
  -p recordcount="$RECORDS"
  -p operationcount="$OPERATIONS"
  -p readproportion=0.5
  -p updateproportion=0.5
  -p scanproportion=0
  -p insertproportion=0
  -p readallfields=true
  -p requestdistribution=zipfian
  -p basicdb.verbose=false
)
# shellcheck disable=SC2206 # word splitting of the argument lists is intended
EXTRA=(${EXTRA_PROPS:-})
# shellcheck disable=SC2206
OURS_EXTRA=(${OURS_PROPS:-})

# run_one <side> <threads> <rep>: prints the throughput (ops/sec) or "FAILED".
run_one() {
  local side="$1" threads="$2" rep="$3" cp out
  local args=("${PROPS[@]}" "${EXTRA[@]}")
  if [[ "$side" == upstream ]]; then cp="$UPSTREAM_CP"; else cp="$OURS_CP"; args+=("${OURS_EXTRA[@]}"); fi
  out="$OUT_DIR/${side}-t${threads}-r${rep}"
  # shellcheck disable=SC2086 # JVM_FLAGS is a list of flags
  if "$JAVA" $JVM_FLAGS -cp "$cp" site.ycsb.Client -db site.ycsb.BasicDB "${args[@]}" \
      -threads "$threads" -t >"$out.stdout" 2>"$out.stderr"; then
    awk -F', ' '$1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" { print $3; found = 1 }
                END { if (!found) print "FAILED" }' "$out.stdout"
  else
    echo FAILED
  fi
}

best() { # best <current> <new>
  if [[ "$2" == FAILED ]]; then echo "$1"; return; fi
  if [[ "$1" == FAILED || -z "$1" ]]; then echo "$2"; return; fi
  awk -v a="$1" -v b="$2" 'BEGIN { print (b > a ? b : a) }'
}

JAVA_VERSION="$("$JAVA" -version 2>&1 | head -n 2 | tr '\n' ' ')"
echo "YCSB client overhead: $([[ $BASE_NAME == upstream ]] && echo 'upstream 0.17.0' || echo "$BASE_NAME") vs ours, BasicDB (null DB), workload A" >&2
echo "operationcount=$OPERATIONS recordcount=$RECORDS repeat=$REPEAT jvm flags: $JVM_FLAGS" >&2
[[ -z "${EXTRA_PROPS:-}" ]] || echo "both sides: $EXTRA_PROPS" >&2
[[ -z "${OURS_PROPS:-}" ]] || echo "ours only: $OURS_PROPS" >&2
echo "raw output: $OUT_DIR" >&2

declare -A UP OURS UP_ALL OURS_ALL
for threads in $THREADS; do
  UP[$threads]=FAILED
  OURS[$threads]=FAILED
  UP_ALL[$threads]=""
  OURS_ALL[$threads]=""
  for ((rep = 1; rep <= REPEAT; rep++)); do
    # Alternate which client goes first, so neither always runs on a cooler or warmer machine.
    if ((rep % 2 == 1)); then order=(upstream ours); else order=(ours upstream); fi
    for side in "${order[@]}"; do
      t="$(run_one "$side" "$threads" "$rep")"
      label="$side"; [[ "$side" == upstream ]] && label="$BASE_NAME"
      echo "  threads=$threads rep=$rep $label: $t ops/s" >&2
      if [[ "$side" == upstream ]]; then
        UP[$threads]="$(best "${UP[$threads]}" "$t")"
        [[ "$t" == FAILED ]] || UP_ALL[$threads]+=" $t"
      else
        OURS[$threads]="$(best "${OURS[$threads]}" "$t")"
        [[ "$t" == FAILED ]] || OURS_ALL[$threads]+=" $t"
      fi
    done
  done
done

median() { # median <values...>: the middle value (mean of the two middle ones), or FAILED
  if [[ $# -eq 0 ]]; then echo FAILED; return; fi
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
fmt() { if [[ "$1" == FAILED ]]; then echo FAILED; else awk -v x="$1" 'BEGIN { printf "%.0f", x }'; fi; }
ratio_of() { if [[ "$1" == FAILED || "$2" == FAILED ]]; then echo n/a; else awk -v o="$1" -v u="$2" 'BEGIN { printf "%.2f", o / u }'; fi; }

missed=""
echo
echo "JVM: $JAVA_VERSION"
echo "JVM flags: $JVM_FLAGS; workload A, BasicDB quiet, recordcount=$RECORDS, operationcount=$OPERATIONS, $REPEAT runs each"
[[ -z "${EXTRA_PROPS:-}" ]] || echo "Both sides: \`$EXTRA_PROPS\`"
[[ -z "${OURS_PROPS:-}" ]] || echo "Ours only: \`$OURS_PROPS\`"
printf '| %7s | %16s | %16s | %12s | %16s | %16s | %10s |\n' threads "$BASE_NAME median" "ours median" "median ratio" \
    "$BASE_NAME best" "ours best" "best ratio"
echo '|--------:|-----------------:|-----------------:|-------------:|-----------------:|-----------------:|-----------:|'
for threads in $THREADS; do
  # shellcheck disable=SC2086 # word splitting of the value lists is intended
  um="$(median ${UP_ALL[$threads]})" om="$(median ${OURS_ALL[$threads]})"
  ub="${UP[$threads]}" ob="${OURS[$threads]}"
  mr="$(ratio_of "$om" "$um")"
  if [[ "$mr" == n/a ]] || awk -v r="$mr" -v t="$TARGET_RATIO" 'BEGIN { exit !(r < t) }'; then missed+=" $threads"; fi
  printf '| %7s | %16s | %16s | %12s | %16s | %16s | %10s |\n' "$threads" "$(fmt "$um")" "$(fmt "$om")" "$mr" \
      "$(fmt "$ub")" "$(fmt "$ob")" "$(ratio_of "$ob" "$ub")"
done
echo
if [[ "$TARGET_RATIO" == 0 ]]; then
  echo "No target: ours against $BASE_NAME, the median ratio is the figure (raw output: $OUT_DIR)."
elif [[ -n "$missed" ]]; then
  echo "Target ours >= ${TARGET_RATIO}x $BASE_NAME (medians): NOT met at threads:$missed (raw output: $OUT_DIR)."
  if [[ "${STRICT:-0}" == 1 ]]; then exit 3; fi
else
  echo "Target ours >= ${TARGET_RATIO}x $BASE_NAME (medians): met at every thread count (raw output: $OUT_DIR)."
fi
