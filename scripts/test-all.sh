#!/usr/bin/env bash
# Runs every test of the project on a fresh machine:
#   1. installs what the tests need (a JDK 17+ and python3 are expected; Debian packages otherwise),
#   2. starts the servers the binding tests use, on loopback ports of our own (none yet: the core
#      issue needs no server; binding modules add theirs in start_servers below),
#   3. runs the Maven build with all unit and compatibility tests, the launcher tests, and an
#      end-to-end check of bin/ycsb and of the distribution tarball,
#   4. stops the servers, whatever happened.
# Exit code 0 only when everything passed. The last line is "N passed, M failed".
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/ycsb-test.XXXXXX")"
PASSED=0
FAILED=0
FAILURES=()
SERVER_PIDS=()

log() { printf '\n=== %s\n' "$*"; }

step() {  # step NAME COMMAND...: runs a step and counts it
  local name="$1"; shift
  log "$name"
  if "$@"; then
    PASSED=$((PASSED + 1))
  else
    FAILED=$((FAILED + 1))
    FAILURES+=("$name")
    echo "FAILED: $name"
  fi
}

install_prerequisites() {
  local missing=()
  command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jdk-headless)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    else
      sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    fi
  fi
}

start_servers() {
  # Binding modules register their servers here (Redis, memcached, MariaDB on loopback ports of
  # our own, pids appended to SERVER_PIDS). The core needs none.
  :
}

stop_servers() {
  for pid in "${SERVER_PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${SERVER_PIDS[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$WORK"
}
trap stop_servers EXIT

maven_tests() {
  ./mvnw -B -ntp verify
}

launcher_tests() {
  python3 -m unittest discover -s scripts/launcher-tests
}

end_to_end_source_checkout() {
  # The README's main job, on the embedded memory binding, from this checkout.
  local store="$WORK/memory.bin" results="$WORK/results-a"
  bin/ycsb load memory -P workloads/workloada -p memory.file="$store" -p dataintegrity=true \
      > "$WORK/load.out" 2> "$WORK/load.err" || { cat "$WORK/load.err"; return 1; }
  bin/ycsb run memory -P workloads/workloada -p memory.file="$store" -p dataintegrity=true \
      -p results.dir="$results" -threads 4 -s > "$WORK/run.out" 2> "$WORK/run.err" || { cat "$WORK/run.err"; return 1; }
  grep -q '^\[OVERALL\], Throughput(ops/sec), ' "$WORK/run.out" || { echo "no throughput line"; return 1; }
  grep -q '^\[VERIFY\], Return=OK, ' "$WORK/run.out" || { echo "no VERIFY=OK line"; return 1; }
  if grep -q 'Return=UNEXPECTED_STATE\|Return=ERROR' "$WORK/run.out"; then echo "integrity errors"; return 1; fi
  test -s "$results/result.json" && test -s "$results/disclosure.json" && test -s "$results/hdr/READ.hdr"
}

end_to_end_distribution() {
  local tarball
  tarball="$(ls distribution/target/ycsb-*.tar.gz 2>/dev/null | head -1)"
  [ -n "$tarball" ] || { echo "no distribution tarball"; return 1; }
  tar -xzf "$tarball" -C "$WORK"
  local home
  home="$(ls -d "$WORK"/ycsb-*/ | head -1)"
  (cd "$home" && bin/ycsb load basic -P workloads/workloada -p recordcount=10 > "$WORK/dist.out" 2> "$WORK/dist.err") \
      || { cat "$WORK/dist.err"; return 1; }
  grep -q '^\[INSERT\], Return=OK, 10$' "$WORK/dist.out"
}

install_prerequisites
start_servers
step "maven build, unit and compatibility tests" maven_tests
step "launcher tests" launcher_tests
step "end to end: bin/ycsb load + run on memory" end_to_end_source_checkout
step "end to end: distribution tarball" end_to_end_distribution

echo
if [ "$FAILED" -gt 0 ]; then
  printf 'failed step: %s\n' "${FAILURES[@]}"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
