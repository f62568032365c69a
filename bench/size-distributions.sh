#!/usr/bin/env bash
# Value and key sizes of the published presets (Facebook ETC, RocksDB mixgraph) drawn from key numbers as a
# workload draws them, against their analytic distributions: p50, p90, p99, p99.9, mean and the
# Kolmogorov-Smirnov distance. Not a timing: the machine's load does not matter.
#
# Environment (optional): JAVA_HOME; SIZES (draws per preset, default 1000000); SKIP_BUILD=1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
JAR="$ROOT/core/target/core-1.0.0-SNAPSHOT.jar"
if [[ "${SKIP_BUILD:-0}" != 1 ]] && { [[ ! -f "$JAR" || ! -d core/target/dependency ]] \
    || [[ -n "$(find core/src/main core/pom.xml pom.xml -newer "$JAR" -print -quit)" ]]; }; then
  echo "Building core (./mvnw -q -B -DskipTests -pl core -am package) ..." >&2
  ./mvnw -q -B -DskipTests -pl core -am package >&2
  ./mvnw -q -B -pl core dependency:copy-dependencies -DincludeScope=runtime >&2
fi
CLASSES="$JAR:$(find core/target/dependency -name '*.jar' | sort | paste -sd: -)"
echo "# $(date -u +%Y-%m-%d) $("$JAVA" -version 2>&1 | head -n 1) on $(hostname), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
"$JAVA" -cp "$CLASSES" "$ROOT/bench/SizeDistributions.java" "${SIZES:-1000000}"
