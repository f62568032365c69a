#!/usr/bin/env bash
# Redaction time for 1 MB inputs (a property value, a hook command, ...): the figure behind "linear time" in
# README.md. Needs core/target/classes (./mvnw -pl core compile); ROUNDS rounds (default 5), each printed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLASSES="$ROOT/core/target/classes"
if [ ! -f "$CLASSES/site/ycsb/Redactor.class" ]; then
  (cd "$ROOT" && ./mvnw -B -ntp -q -pl core compile)
fi
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
"$JAVA" -cp "$CLASSES" "$ROOT/bench/RedactionTime.java" "${ROUNDS:-5}"
