#!/usr/bin/env bash
# Runs every test of the project on a fresh machine:
#   1. installs what the tests need (a JDK 17+ and python3 are expected; Debian packages otherwise;
#      Go 1.21+ is expected for FerretDB, see scripts/servers/ferretdb.sh),
#   2. starts the servers the binding tests use (Redis, memcached, MariaDB, FerretDB, and a Prometheus that
#      scrapes a Redis run's metrics endpoint), on loopback ports of our own, from scripts/servers/*.sh,
#   3. runs the Maven build with all unit and compatibility tests, the launcher tests, and an
#      end-to-end check of bin/ycsb and of the distribution tarball,
#   4. stops the servers, whatever happened.
# Exit code 0 only when everything passed. The last line is "N passed, M failed".
set -uo pipefail

# Started with & from a script (no job control), this shell and every JVM the tests start would ignore SIGINT, and
# the tests that interrupt a client with it would wait for nothing: the default comes back once, before anything.
if [ -z "${YCSB_TEST_SIGINT_RESET:-}" ] && command -v python3 >/dev/null 2>&1 && [ -r "/proc/$$/status" ] \
    && (( 0x$(awk '/^SigIgn:/ {print $2}' "/proc/$$/status") & 2 )); then
  export YCSB_TEST_SIGINT_RESET=1
  exec python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
      "$0" "$@"
fi

# Drops the client's check of itself (its stalls, its CPU, a short run, JIT compilation while measuring,
# too few operations for a percentile), which the short runs here rightly get; every other warning still fails the check.
# The words by which they are known (ClientSelfCheck.isSelfCheck in core says the same), for grep -E and Python.
SELF_CHECK_WORDS='validity\.maxhiccupshare=|validity\.maxstealshare=|validity\.maxclientcpu=|validity\.minseconds=|validity\.maxjitshare=|operations beyond a percentile are needed'
export SELF_CHECK_WORDS
not_self_check() {
  grep -v -E "$SELF_CHECK_WORDS" || true
}

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
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v memcached >/dev/null 2>&1 || missing+=(memcached)
  command -v memcaslap >/dev/null 2>&1 || missing+=(libmemcached-tools)
  command -v mariadbd >/dev/null 2>&1 || missing+=(mariadb-server)
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
  python3 -c 'import ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    else
      sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    fi
    # Debian's prometheus package starts system services (prometheus on 9090, the recommended
    # prometheus-node-exporter on 9100): the tests run their own (scripts/servers/prometheus.sh), so they are
    # stopped and disabled.
    if [[ " ${missing[*]} " == *" prometheus "* ]]; then
      local sudo="" svc; [ "$(id -u)" = 0 ] || sudo=sudo
      for svc in prometheus prometheus-node-exporter; do
        $sudo systemctl disable --now "$svc" >/dev/null 2>&1 || $sudo service "$svc" stop >/dev/null 2>&1 || true
      done
    fi
  fi
}

wait_for_port() {  # wait_for_port PORT [SECONDS]: until something listens on 127.0.0.1:PORT
  local port="$1" deadline=$((SECONDS + ${2:-30}))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      return 0
    fi
    sleep 0.2
  done
  echo "nothing listens on 127.0.0.1:$port after ${2:-30} s"
  return 1
}

# Every scripts/servers/<name>.sh defines start_<name> ('-' read as '_'): it starts its server(s)
# in the background under $WORK on loopback ports of our own (never the standard ones), appends
# their pids to SERVER_PIDS, and exports YCSB_TEST_<NAME>=127.0.0.1:<port> for the tests (core's
# TestServers). With YCSB_TEST_REQUIRE_SERVERS=1 a test whose server is missing fails instead of
# being skipped, so this script can never pass by skipping.
start_servers() {
  export YCSB_TEST_REQUIRE_SERVERS=1
  local f name
  for f in scripts/servers/*.sh; do
    [ -e "$f" ] || continue
    # shellcheck source=/dev/null
    source "$f"
    name="$(basename "$f" .sh)"
    name="${name//-/_}"
    log "starting server: $name"
    if ! "start_$name"; then
      FAILED=$((FAILED + 1))
      FAILURES+=("start server $name")
      echo "FAILED: start server $name"
    fi
  done
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
  # The shims run core's site.ycsb.launcher.LauncherMain: needs core/target/classes (maven_tests).
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

end_to_end_virtual_threads() {
  # threadmodel=virtual needs Java 21+. The build and its tests run on the java of PATH (17 in CI), where
  # ThreadModelTest checks the one-line refusal and skips its virtual-thread cases; so this step runs the
  # virtual path itself, through bin/ycsb, with a JDK 21+ (YCSB_TEST_JDK21_HOME, else Temurin 25's Debian
  # path) when one is installed, and says it skipped otherwise.
  local jdk="${YCSB_TEST_JDK21_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}" dir="$WORK/virtual" feature
  if command -v java >/dev/null 2>&1; then
    feature="$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
    if [ -n "$feature" ] && [ "${feature%%.*}" -lt 21 ]; then
      bin/ycsb run memory -p threadmodel=virtual -p operationcount=10 > "$WORK/virtual17.out" 2> "$WORK/virtual17.err"
      local code=$? expected
      expected="ycsb: error: property 'threadmodel' is 'virtual'; accepted: auto, platform (virtual threads need Java 21 or newer; this is Java $feature)"
      [ "$code" = 2 ] || { echo "Java $feature: threadmodel=virtual exited $code, not 2"; cat "$WORK/virtual17.err"; return 1; }
      [ "$(grep -c '^ycsb: error:' "$WORK/virtual17.err")" = 1 ] && grep -qxF "$expected" "$WORK/virtual17.err" \
          || { echo "Java $feature: not the one expected line"; cat "$WORK/virtual17.err"; return 1; }
      echo "Java $feature: $expected (exit 2)"
    fi
  fi
  if [ ! -x "$jdk/bin/java" ]; then
    echo "skipped: no JDK 21+ at $jdk (set YCSB_TEST_JDK21_HOME) to run threadmodel=virtual"
    return 0
  fi
  JAVA_HOME="$jdk" bin/ycsb load memory -P workloads/workloada -p memory.file="$dir/memory.bin" -threads 16 \
      -p threadmodel=virtual > "$WORK/virtual-load.out" 2> "$WORK/virtual-load.err" \
      || { cat "$WORK/virtual-load.err"; return 1; }
  JAVA_HOME="$jdk" bin/ycsb run memory -P workloads/workloada -p memory.file="$dir/memory.bin" -threads 64 \
      -p threadmodel=virtual -p operationcount=20000 -p warmup.ops=2000 -s -p status.interval=1 \
      -p results.dir="$dir/results" > "$WORK/virtual-run.out" 2> "$WORK/virtual-run.err" \
      || { cat "$WORK/virtual-run.err"; return 1; }
  grep -qxF 'Starting test. Client threads: 64 (threadmodel=virtual).' "$WORK/virtual-run.err" \
      || { echo "no starting line naming the virtual model"; cat "$WORK/virtual-run.err"; return 1; }
  grep -q '"threadModel" : "virtual"' "$dir/results/result.json" || { echo "result.json: not virtual"; return 1; }
  grep -q '"clientThreads" : "virtual"' "$dir/results/disclosure.json" || { echo "disclosure: not virtual"; return 1; }
  grep -q '^\[READ\], Return=OK, ' "$WORK/virtual-run.out" || { echo "no successful READ"; return 1; }
  if [ -n "$(grep -h '^ycsb: warning:\|Return=NOT_FOUND\|Return=ERROR' "$WORK/virtual-run.out" \
      "$WORK/virtual-run.err" | not_self_check)" ]; then
    echo "warnings, misses or errors under virtual threads"; return 1
  fi
  echo "threadmodel=virtual on $("$jdk/bin/java" -version 2>&1 | head -1): $(grep '^\[OVERALL\], Throughput' "$WORK/virtual-run.out")"
  # threadmodel=auto, the default: memory never waits, so platform threads; redis (marked @VirtualThreadReady)
  # with 8 client threads per core on Java 24+, virtual threads.
  local feature25 cores threads
  feature25="$("$jdk/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
  JAVA_HOME="$jdk" bin/ycsb run memory -P workloads/workloada -p memory.file="$dir/memory.bin" -threads 64 \
      -p operationcount=2000 > "$WORK/auto-memory.out" 2> "$WORK/auto-memory.err" || { cat "$WORK/auto-memory.err"; return 1; }
  grep -qxF 'Starting test. Client threads: 64 (threadmodel=auto: platform, MemoryDB is not @VirtualThreadReady).' \
      "$WORK/auto-memory.err" || { echo "auto on memory: not platform"; cat "$WORK/auto-memory.err"; return 1; }
  if [ "${feature25%%.*}" -ge 24 ] && [ -n "${YCSB_TEST_REDIS:-}" ]; then
    printf 'class Cores { public static void main(String[] a) { System.out.println(Runtime.getRuntime()'\
'.availableProcessors()); } }\n' > "$WORK/Cores.java"
    cores="$("$jdk/bin/java" "$WORK/Cores.java")" || return 1
    threads=$((4 * cores))  # redis's own threshold (@VirtualThreadReady(fromThreadsPerCore = 4)), below the default 8
    JAVA_HOME="$jdk" bin/ycsb load redis -p redis.host="${YCSB_TEST_REDIS%:*}" -p redis.port="${YCSB_TEST_REDIS##*:}" \
        -P workloads/workloada -p recordcount=2000 -threads "$threads" \
        -p results.dir="$dir/auto-redis" > "$WORK/auto-redis.out" 2> "$WORK/auto-redis.err" \
        || { cat "$WORK/auto-redis.err"; return 1; }
    grep -qxF "Starting test. Client threads: $threads (threadmodel=auto: virtual, for $threads threads on $cores core$([ "$cores" = 1 ] || echo s))." \
        "$WORK/auto-redis.err" || { echo "auto on redis: not virtual"; cat "$WORK/auto-redis.err"; return 1; }
    grep -q '"threadModel" : "virtual"' "$dir/auto-redis/result.json" || { echo "auto redis result.json: not virtual"; return 1; }
    echo "threadmodel=auto: memory on platform threads, redis with $threads threads on virtual threads"
  fi
}

virtual_threads_pinning_check() {
  # bench/pinning.sh: every binding under virtual threads with JFR jdk.VirtualThreadPinned, with a JDK 21+
  # (the *VirtualThreadsTest classes it runs are skipped on the build's Java 17). Its own servers, on
  # loopback ports 18501-18506. Last step: it rebuilds the modules with that JDK (bytecode still Java 17).
  local jdk="${YCSB_TEST_JDK21_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
  if [ ! -x "$jdk/bin/java" ]; then
    echo "skipped: no JDK 21+ at $jdk (set YCSB_TEST_JDK21_HOME) for the pinning check"
    return 0
  fi
  PINNING_JDK="$jdk" bench/pinning.sh
}

readme_main_job() {  # the command under README.md's "**Main job**" line: its first ```sh block
  awk '/^\*\*Main job\*\*/ {found = 1} found && /^```sh/ {inside = 1; next} inside && /^```/ {exit}
       inside {print}' "$1"
}

end_to_end_readme_main_job_fresh_clone() {
  # What a new user runs first, as the README says it, in a fresh clone: it must exit 0 and every READ
  # must find the record the load wrote.
  local clone="$WORK/fresh-clone" command
  git clone -q "$ROOT" "$clone" || return 1
  command="$(readme_main_job "$clone/README.md")"
  [ -n "$command" ] || { echo "no main-job command under '**Main job**' in README.md"; return 1; }
  echo "README main job: $command"
  (cd "$clone" && bash -c "$command") > "$WORK/main-job.out" 2> "$WORK/main-job.err" \
      || { echo "the README's main job failed (exit $?)"; tail -20 "$WORK/main-job.err"; return 1; }
  local ok
  ok="$(sed -n 's/^\[READ\], Return=OK, //p' "$WORK/main-job.out")"
  echo "README main job: exit 0, [READ] Return=OK ${ok:-none}"
  [ -n "$ok" ] && [ "$ok" -gt 0 ] || { echo "no successful READ"; return 1; }
  if grep -q '^\[[A-Z-]*\], Return=NOT_FOUND' "$WORK/main-job.out"; then
    grep '^\[[A-Z-]*\], Return=NOT_FOUND' "$WORK/main-job.out"
    echo "the README's main job read records that are not there"
    return 1
  fi
  if [ -n "$(grep '^ycsb: warning:' "$WORK/main-job.err" | not_self_check)" ]; then
    grep '^ycsb: warning:' "$WORK/main-job.err" | not_self_check
    echo "the README's main job printed validity warnings"
    return 1
  fi
}

end_to_end_sweep_and_report() {
  # A thread sweep on memory (load first, two steps), rendered to a report, opened in Chromium.
  local store="$WORK/sweep.bin" sweep="$WORK/sweep" report="$WORK/report"
  bin/ycsb sweep memory -P workloads/workloada -threads 1,2 --load --warmup-time 0.2 --out "$sweep" \
      -p recordcount=2000 -p operationcount=20000 -p memory.file="$store" \
      > "$WORK/sweep.out" 2> "$WORK/sweep.err" || { cat "$WORK/sweep.err"; return 1; }
  grep -q '"status" : "completed"\|"status": "completed"' "$sweep/sweep.json" \
      || { echo "sweep not completed"; cat "$sweep/sweep.json"; return 1; }
  bin/ycsb report "$sweep" -o "$report" > "$WORK/report.out" 2> "$WORK/report.err" \
      || { cat "$WORK/report.err"; return 1; }
  test -s "$report/index.html" && test -s "$report/report.md" && test -s "$report/results.csv" \
      && test -s "$report/results.json" || { echo "report files missing"; ls -l "$report"; return 1; }
  scripts/report-browser-check.sh "$report" 0
}

end_to_end_plan_local_demo() {
  # plans/local-demo.yaml against the servers started above (memory, Redis without and with AOF
  # appendfsync always, memcached): every sweep completes, the report has the Load phase charts, and
  # Chromium draws every chart (2 load, 2 run, memory per record).
  local out="$WORK/local-demo" start=$SECONDS
  YCSB_DEMO_REDIS_RDB_PORT="${YCSB_TEST_REDIS##*:}" YCSB_DEMO_REDIS_AOF_PORT="${YCSB_TEST_REDIS_AOF##*:}" \
      YCSB_DEMO_MEMCACHED_PORT="${YCSB_TEST_MEMCACHED##*:}" \
      bin/ycsb plan plans/local-demo.yaml --out "$out" > "$WORK/local-demo.out" 2> "$WORK/local-demo.err" \
      || { tail -40 "$WORK/local-demo.err"; return 1; }
  echo "local-demo: $((SECONDS - start)) s"
  grep '^\[plan\] .*: completed\|^\[plan\] plan ' "$WORK/local-demo.err"
  local sweeps
  sweeps="$(find "$out" -name sweep.json | wc -l)"
  [ "$sweeps" -eq 8 ] || { echo "expected 8 sweeps, found $sweeps"; return 1; }
  if grep -l '"status" : "failed"\|"status" : "incomplete"' $(find "$out" -name sweep.json); then
    echo "a sweep or step of the demo failed"; return 1
  fi
  # Every warning but the client's check of itself (short steps rightly get those) fails the demo.
  if ! python3 - "$out" <<'EOF'
import json, os, pathlib, re, sys
own = re.compile(os.environ["SELF_CHECK_WORDS"])
found = []
for f in pathlib.Path(sys.argv[1]).rglob("sweep.json"):
    doc = json.load(open(f))
    for step in (doc.get("steps") or []) + ([doc["load"]] if isinstance(doc.get("load"), dict) else []):
        found += ["%s: %s" % (f, w) for w in step.get("warnings") or [] if not own.search(w)]
print("\n".join(found))
sys.exit(1 if found else 0)
EOF
  then
    echo "a step of the demo has validity warnings (e.g. reads of records that are not there)"; return 1
  fi
  grep -q 'Load phase (workloada)' "$out/report/index.html" || { echo "no Load phase chart"; return 1; }
  grep -q 'name: local-demo' "$out/report/report.md" || { echo "the report does not show its plan"; return 1; }
  scripts/report-browser-check.sh "$out/report" 5
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
  grep -q '^\[INSERT\], Return=OK, 10$' "$WORK/dist.out" || { echo "basic load failed"; return 1; }
  local module
  # Every module bin/bindings.properties names (not core), so a new binding needs no edit here.
  for module in $(sed -e 's/#.*//' bin/bindings.properties \
      | awk -F: 'NF >= 2 { m = (NF == 3 ? $3 : $1); gsub(/[ \t\r]/, "", m); if (m != "core") print m }' | sort -u); do
    ls "$home/$module-binding/lib/$module-binding-"*.jar > /dev/null 2>&1 \
        || { echo "no $module-binding/lib in the tarball"; return 1; }
  done
  ls "$home"/report/lib/report-*.jar > /dev/null 2>&1 || { echo "no report/lib in the tarball"; return 1; }
  # A server-backed binding from the tarball, against the test script's Redis.
  (cd "$home" && bin/ycsb load redis -P workloads/workloada -p recordcount=10 \
      -p redis.host=127.0.0.1 -p redis.port="${YCSB_TEST_REDIS##*:}" > "$WORK/dist-redis.out" 2> "$WORK/dist-redis.err") \
      || { cat "$WORK/dist-redis.err"; return 1; }
  grep -q '^\[INSERT\], Return=OK, 10$' "$WORK/dist-redis.out" || { echo "redis load from the tarball failed"; return 1; }
  # The metrics endpoint from the tarball: the Prometheus client jars are in lib/, and a Redis run with
  # metrics.port serves /metrics (scraped over HTTP while it runs and lingers), labelled binding="redis".
  ls "$home"/lib/prometheus-metrics-core-*.jar "$home"/lib/prometheus-metrics-exporter-httpserver-*.jar \
      "$home"/lib/prometheus-metrics-instrumentation-jvm-*.jar > /dev/null 2>&1 \
      || { echo "no Prometheus client jars in the tarball's lib/"; return 1; }
  python3 scripts/deploy-tests/check_metrics_endpoint.py "$home" redis 200 -p recordcount=10 \
      -p redis.host=127.0.0.1 -p redis.port="${YCSB_TEST_REDIS##*:}"
}

deploy_tools() {  # deploy_tools: a virtual environment with scripts/deploy-tests/requirements.txt, once
  local venv="$WORK/deploy-venv"
  if [ ! -x "$venv/bin/ansible-playbook" ]; then
    python3 -m venv "$venv" && "$venv/bin/pip" install -q -r scripts/deploy-tests/requirements.txt \
        || { echo "cannot install scripts/deploy-tests/requirements.txt from PyPI"; return 1; }
  fi
  DEPLOY_VENV="$venv"
}

end_to_end_ansible_three_clients() {
  # deploy/ansible/ycsb.yml for real: three inventory hosts on this machine (ansible_connection=local,
  # each its own work folder) load their slices into the test Redis, run from one start.at, and the
  # control host merges and reports. Checks and prints the figures (check_multi_client_run.py).
  deploy_tools || return 1
  local tarball dir="$WORK/ansible" port="${YCSB_TEST_REDIS##*:}" records=3000 db=9 run_id=ci-ansible
  tarball="$(ls "$ROOT"/distribution/target/ycsb-*.tar.gz 2>/dev/null | head -1)"
  [ -n "$tarball" ] || { echo "no distribution tarball"; return 1; }
  (cd deploy/ansible && LC_ALL=C.UTF-8 "$DEPLOY_VENV/bin/ansible-playbook" --syntax-check \
      -i inventory.example.yml ycsb.yml) || { echo "the example inventory or the playbook does not parse"; return 1; }
  redis-cli -h 127.0.0.1 -p "$port" -n "$db" FLUSHDB > /dev/null || return 1
  mkdir -p "$dir"
  cat > "$dir/inventory.ini" <<EOF
[ycsb_clients]
client0 ycsb_workdir=$dir/client0 ycsb_metrics_port=19110
client1 ycsb_workdir=$dir/client1 ycsb_metrics_port=19111
client2 ycsb_workdir=$dir/client2 ycsb_metrics_port=19112

[ycsb_clients:vars]
ansible_connection=local
ansible_python_interpreter=$DEPLOY_VENV/bin/python
EOF
  cat > "$dir/vars.json" <<EOF
{"ycsb_tarball": "$tarball", "ycsb_binding": "redis", "ycsb_workload": "workloads/workloada",
 "ycsb_threads": 2, "ycsb_start_delay": 15, "ycsb_run_id": "$run_id", "ycsb_control_dir": "$dir/results",
 "ycsb_metrics_host": "127.0.0.1",
 "ycsb_properties": {"redis.host": "127.0.0.1", "redis.port": "$port", "redis.db": "$db",
                     "recordcount": "$records", "operationcount": "5000"}}
EOF
  (cd deploy/ansible && LC_ALL=C.UTF-8 "$DEPLOY_VENV/bin/ansible-playbook" -i "$dir/inventory.ini" \
      -e "@$dir/vars.json" ycsb.yml) > "$dir/playbook.log" 2>&1 \
      || { tail -60 "$dir/playbook.log"; return 1; }
  grep -A12 'Show the merge and the report' "$dir/playbook.log"
  # ycsb_metrics_port (a port each, as host variables): the firewall task ran on every client (no ufw or firewalld
  # is active here, so it opened nothing) and each client's load and run served metrics on its port.
  [ "$(grep -A3 'TASK \[Open the metrics port' "$dir/playbook.log" | grep -cE '^(ok|changed): \[client')" = 3 ] \
      || { echo "the firewall task did not run on the three clients"; return 1; }
  local i phase
  for i in 0 1 2; do
    for phase in load run; do
      grep -q "^Metrics at http://127.0.0.1:$((19110 + i))/metrics" \
          "$dir/results/$run_id/clients/client$i/$phase/output.txt" \
          || { echo "client$i's $phase did not serve metrics on port $((19110 + i))"; return 1; }
    done
  done
  local keys
  keys="$(redis-cli -h 127.0.0.1 -p "$port" -n "$db" --scan --pattern 'user*' | wc -l)"
  python3 scripts/deploy-tests/check_multi_client_run.py "$dir/results/$run_id" "$records" "$keys"
}

kubernetes_manifests_validated() {
  # Every manifest of deploy/kubernetes against the Kubernetes API schema, offline (kubernetes-validate
  # ships the schemas), strict (unknown fields fail); the kustomization rendered by kubectl's built-in
  # kustomize (kubectl from PyPI) and validated and checked the same way.
  deploy_tools || return 1
  local f rendered="$WORK/kubernetes-rendered.yaml"
  for f in deploy/kubernetes/*.yaml; do
    [ "$(basename "$f")" = kustomization.yaml ] && continue
    "$DEPLOY_VENV/bin/kubernetes-validate" --strict "$f" || return 1
  done
  "$DEPLOY_VENV/bin/kubectl" kustomize deploy/kubernetes > "$rendered" || { echo "kustomize failed"; return 1; }
  "$DEPLOY_VENV/bin/kubernetes-validate" --strict "$rendered" || return 1
  python3 scripts/deploy-tests/check_kubernetes_render.py < "$rendered"
}

kubernetes_client_scripts_three_local_pods() {
  # What the pods of deploy/kubernetes run (client.sh, merge.sh), as three local processes with the
  # environment an Indexed Job gives them and a shared results folder, against the test Redis: the
  # same checks as the Ansible run. (No cluster here: the Jobs themselves are validated above.)
  local tarball dir="$WORK/kubernetes" port="${YCSB_TEST_REDIS##*:}" records=3000 db=10 i pids=() status=0
  tarball="$(ls "$ROOT"/distribution/target/ycsb-*.tar.gz 2>/dev/null | head -1)"
  [ -n "$tarball" ] || { echo "no distribution tarball"; return 1; }
  redis-cli -h 127.0.0.1 -p "$port" -n "$db" FLUSHDB > /dev/null || return 1
  mkdir -p "$dir/ycsb" "$dir/config" "$dir/results"
  tar -xzf "$tarball" -C "$dir/ycsb" --strip-components=1
  cp deploy/kubernetes/client.sh deploy/kubernetes/merge.sh "$dir/config/"
  printf 'recordcount=%s\noperationcount=5000\n' "$records" | cat deploy/kubernetes/workload.properties - \
      > "$dir/config/workload"
  printf 'redis.host=127.0.0.1\nredis.port=%s\nredis.db=%s\n' "$port" "$db" > "$dir/config/ycsb.properties"
  for i in 0 1 2; do
    (set -a; . deploy/kubernetes/settings.env; set +a
     export RUN_ID=ci-kubernetes CLIENT_COUNT=3 THREADS=2 START_DELAY_SECONDS=10 JOB_UID=local-job \
         JOB_COMPLETION_INDEX="$i" YCSB_HOME="$dir/ycsb" YCSB_CONFIG="$dir/config" YCSB_RESULTS="$dir/results" \
         METRICS_PORT=$((19100 + i))
     exec sh "$dir/config/client.sh") > "$dir/client-$i.log" 2>&1 &
    pids+=($!)
  done
  for i in 0 1 2; do
    wait "${pids[$i]}" || { echo "client $i failed:"; cat "$dir/client-$i.log"; status=1; }
  done
  [ "$status" = 0 ] || return 1
  (export RUN_ID=ci-kubernetes CLIENT_COUNT=3 YCSB_HOME="$dir/ycsb" YCSB_RESULTS="$dir/results"
   sh "$dir/config/merge.sh") > "$dir/merge.log" 2>&1 || { cat "$dir/merge.log"; return 1; }
  grep -v '^note:' "$dir/merge.log"
  local keys
  keys="$(redis-cli -h 127.0.0.1 -p "$port" -n "$db" --scan --pattern 'user*' | wc -l)"
  python3 scripts/deploy-tests/check_multi_client_run.py "$dir/results/ci-kubernetes" "$records" "$keys"
}

probe_bad_inputs() {
  # scripts/probe-bad-inputs.sh: about 250 bad or odd invocations of every command (load, run, shell,
  # sweep, report, report merge, plan, java site.ycsb.Client); fails on a stack trace, a wrong exit code,
  # a hang or a secret in any output. Its own servers (an HTTP server, a silent listener) on free ports.
  scripts/probe-bad-inputs.sh --work "$WORK/probe"
}

dockerfile_linted() {
  # distribution/Dockerfile linted with hadolint (a PyPI wheel ships its binary). No Docker engine
  # runs here, so the image itself is not built in CI.
  deploy_tools || return 1
  "$DEPLOY_VENV/bin/hadolint" distribution/Dockerfile && echo "hadolint: distribution/Dockerfile passed"
}

docs_site_built_strict() {
  # The documentation site (mkdocs.yml, docs/) with the pinned tools of docs/requirements.txt, in --strict mode:
  # a broken link, a link to a missing anchor or a page left out of the navigation fails the build.
  local venv="$WORK/docs-venv"
  if [ ! -x "$venv/bin/mkdocs" ]; then
    python3 -m venv "$venv" && "$venv/bin/pip" install -q -r docs/requirements.txt \
        || { echo "cannot install docs/requirements.txt from PyPI"; return 1; }
  fi
  "$venv/bin/mkdocs" build --strict -d "$WORK/site" && test -s "$WORK/site/index.html"
}

worklog_labels_absent() {
  # No file speaks of a work period, an issue number or a branch instead of the reason or the date and commit
  # (the rule is at the top of scripts/check_worklog_labels.py).
  python3 scripts/check_worklog_labels.py
}

install_prerequisites
start_servers
step "maven build, unit and compatibility tests" maven_tests
step "launcher tests" launcher_tests
step "documentation site: mkdocs build --strict (broken links and anchors fail)" docs_site_built_strict
step "no work-log labels (session, issue or branch names) in the project's files" worklog_labels_absent
step "end to end: bin/ycsb load + run on memory" end_to_end_source_checkout
step "end to end: the README's main job in a fresh clone" end_to_end_readme_main_job_fresh_clone
step "end to end: threadmodel=virtual with a JDK 21+ (refused in one line on the build's Java 17)" \
    end_to_end_virtual_threads
step "end to end: sweep on memory, report, rendered in headless Chromium" end_to_end_sweep_and_report
step "end to end: plans/local-demo.yaml on memory, Redis RDB and AOF, memcached; report in Chromium" \
    end_to_end_plan_local_demo
step "end to end: distribution tarball" end_to_end_distribution
step "end to end: Ansible playbook, three clients on this machine, merged and reported" \
    end_to_end_ansible_three_clients
step "Kubernetes manifests: validated offline, kustomization rendered" kubernetes_manifests_validated
step "end to end: the Kubernetes pods' scripts, three clients on this machine, merged and reported" \
    kubernetes_client_scripts_three_local_pods
step "probe: bad and odd invocations of every command (no stack trace, exit 0, hang or secret)" probe_bad_inputs
step "distribution/Dockerfile linted (hadolint)" dockerfile_linted
step "virtual threads: no binding pins a carrier (bench/pinning.sh, JFR, with a JDK 21+)" \
    virtual_threads_pinning_check

echo
if [ "$FAILED" -gt 0 ]; then
  printf 'failed step: %s\n' "${FAILURES[@]}"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
