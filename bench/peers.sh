#!/usr/bin/env bash
# Ours against go-ycsb v1.0.3 (the Go port of YCSB) on one local redis-server this script starts, in alternating
# rounds (each round the other tool goes first):
#   load: BENCH_LOAD_RECORDS records (1 field x 100 B) at each N of BENCH_LOAD_N, the server flushed before each
#         load; ours with its default redis.scanindex=both (the record and two index entries per insert, one
#         round trip), go-ycsb's hash records (HSET only), and ours like for like: redis.scanindex=none, the HSET
#         alone (the server's work per insert is then go-ycsb's; the default's two ZADDs cost the server 3-4.6 us
#         each, the HSET 1.4);
#   run:  workload A (50/50 read/update), zipfian, 1 field x 100 B over BENCH_KEYS records each tool loaded once
#         (go-ycsb's keys are "usertable/user...", ours "user...": both sets live side by side), at each N of
#         BENCH_RUN_N for BENCH_SECONDS (go-ycsb, which has no time limit, for as many operations as the last run at
#         that N made in that time); ours after BENCH_WARMUP seconds of warm-up (JIT), go-ycsb without (no JIT);
#   beside them, ours only: memcached and memory (the embedded binding) loads of the same records at each load N.
# Measures ops/s, client CPU us/op and p99 (the larger of the operations' p99: INSERT, or READ and UPDATE) of both:
# ours' CPU is client.cpuUsPerOp of result.json (the client process over the measured window: the whole load; the
# run after its warm-up), go-ycsb's the user + system CPU of its whole process (os.wait4) over its operations.
# Prints every measurement as it is made, then a Markdown table per phase and N: every round and the median, with
# ours / go-ycsb (ops/s).
# go-ycsb is built once with the Go toolchain from the Go module proxy (go mod download
# github.com/pingcap/go-ycsb@v1.0.3; @latest fails on its go.mod replace) into $YCSB_BENCH_CACHE
# (~/.cache/ycsb-bench): about 15 minutes on a busy 2-core machine, none after; or BENCH_GO_YCSB names a binary.
# Environment: BENCH_ROUNDS (3), BENCH_LOAD_RECORDS (1000000), BENCH_LOAD_N ("8 32"), BENCH_RUN_N ("8 32 128"),
# BENCH_KEYS (100000), BENCH_SECONDS (10), BENCH_WARMUP (10), BENCH_OTHER_LOADS ("memcached memory"; empty skips
# them), BENCH_REDIS_PORT (26393), BENCH_MEMCACHED_PORT (41213), GO (the go command: go on the PATH, else
# /usr/local/go/bin/go); an empty BENCH_LOAD_N or BENCH_RUN_N skips that phase. JAVA_HOME picks ours' JVM.
# Quick check: BENCH_ROUNDS=1 BENCH_LOAD_RECORDS=50000 BENCH_KEYS=10000 BENCH_SECONDS=3 BENCH_WARMUP=3 bench/peers.sh
# Defaults take about 25 minutes on a busy 2-core machine. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

ROUNDS="${BENCH_ROUNDS:-3}"
LOAD_RECORDS="${BENCH_LOAD_RECORDS:-1000000}"
LOAD_N="${BENCH_LOAD_N-8 32}"
RUN_N="${BENCH_RUN_N-8 32 128}"
KEYS="${BENCH_KEYS:-100000}"
SECS="${BENCH_SECONDS:-10}"
WARMUP="${BENCH_WARMUP:-10}"
OTHERS="${BENCH_OTHER_LOADS-memcached memory}"
REDIS_PORT="${BENCH_REDIS_PORT:-26393}"
MEMCACHED_PORT="${BENCH_MEMCACHED_PORT:-41213}"
CACHE="${YCSB_BENCH_CACHE:-$HOME/.cache/ycsb-bench}"
GO_YCSB_VERSION=v1.0.3
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"

bad() { echo "bench/peers.sh: $*" >&2; exit 2; }
whole() { [[ "$2" =~ ^[0-9]+$ ]] || bad "$1 must be a whole number, not '$2'"; }
whole BENCH_ROUNDS "$ROUNDS"; whole BENCH_LOAD_RECORDS "$LOAD_RECORDS"; whole BENCH_KEYS "$KEYS"
whole BENCH_SECONDS "$SECS"; whole BENCH_WARMUP "$WARMUP"
whole BENCH_REDIS_PORT "$REDIS_PORT"; whole BENCH_MEMCACHED_PORT "$MEMCACHED_PORT"
[ "$ROUNDS" -ge 1 ] && [ "$SECS" -ge 1 ] && [ "$LOAD_RECORDS" -ge 1 ] && [ "$KEYS" -ge 1 ] \
  || bad "BENCH_ROUNDS, BENCH_SECONDS, BENCH_LOAD_RECORDS and BENCH_KEYS must be at least 1"
for n in $LOAD_N $RUN_N; do
  [[ "$n" =~ ^[1-9][0-9]*$ ]] || bad "BENCH_LOAD_N and BENCH_RUN_N are thread counts (e.g. \"8 32\"), not '$n'"
done
for db in $OTHERS; do
  case "$db" in memcached|memory) ;; *) bad "BENCH_OTHER_LOADS takes memcached and/or memory, not '$db'" ;; esac
done
command -v redis-server >/dev/null && command -v redis-cli >/dev/null \
  || { echo "needs redis-server and redis-cli (Debian: redis-server, redis-tools)" >&2; exit 1; }
[[ " $OTHERS " != *" memcached "* ]] || command -v memcached >/dev/null \
  || { echo "needs memcached (Debian: memcached), or BENCH_OTHER_LOADS=memory" >&2; exit 1; }
[ -d redis/target/dependency ] && [ -d memcached/target/dependency ] \
  || { echo "build first: ./mvnw -pl redis,memcached -am package -DskipTests" >&2; exit 1; }

# go-ycsb: the given binary, the cached one, or one built now from the module proxy.
go_ycsb_binary() {
  if [ -n "${BENCH_GO_YCSB:-}" ]; then
    [ -x "$BENCH_GO_YCSB" ] || bad "BENCH_GO_YCSB is not an executable file: '$BENCH_GO_YCSB'"
    GO_YCSB="$BENCH_GO_YCSB"
    return
  fi
  GO_YCSB="$CACHE/go-ycsb-${GO_YCSB_VERSION#v}"
  [ ! -x "$GO_YCSB" ] || return 0
  local go="${GO:-}"
  [ -n "$go" ] || go="$(command -v go || echo /usr/local/go/bin/go)"
  [ -x "$go" ] || command -v "$go" >/dev/null \
    || { echo "needs Go 1.21+ to build go-ycsb once (set GO=/path/to/go), or BENCH_GO_YCSB=/path/to/go-ycsb" >&2
         exit 1; }
  echo "# building go-ycsb $GO_YCSB_VERSION into $GO_YCSB (once; minutes)" >&2
  mkdir -p "$CACHE"
  local dir src="$CACHE/go-ycsb-${GO_YCSB_VERSION#v}-src"
  # Downloaded outside any module; the module cache is read-only, so the build runs in a writable copy.
  dir="$(cd "$(mktemp -d)" && GOFLAGS=-mod=mod "$go" mod download -json "github.com/pingcap/go-ycsb@$GO_YCSB_VERSION" \
         | python3 -c "import json, sys; d = json.load(sys.stdin); print(d.get('Dir') or sys.exit(d.get('Error')))")"
  rm -rf "$src"
  cp -r "$dir" "$src"
  chmod -R u+w "$src"
  (cd "$src" && CGO_ENABLED=0 GOFLAGS=-mod=mod "$go" build -o "$GO_YCSB.tmp" ./cmd/go-ycsb) \
    || { echo "building go-ycsb failed" >&2; exit 1; }
  mv "$GO_YCSB.tmp" "$GO_YCSB"
}
go_ycsb_binary
GO_WORKLOADS="$CACHE/go-ycsb-${GO_YCSB_VERSION#v}-src/workloads"
[ -d "$GO_WORKLOADS" ] || GO_WORKLOADS=""

bench_workdir peers
CHILD=""
child() { "$@" & CHILD=$!; wait "$CHILD"; }
stop() { [ -z "$CHILD" ] || kill "$CHILD" 2>/dev/null || true; exit "$1"; }
trap 'stop 130' INT
trap 'stop 143' TERM
export YCSB_NO_BUILD="${YCSB_NO_BUILD:-1}"
RESULTS="$WORK/results.tsv"   # phase N tool round ops/s us/op p99
: > "$RESULTS"

# Runs a command and writes the user + system CPU seconds of it and its children to the file $CPU_FILE.
cat > "$WORK/cpu.py" <<'PY'
import os, subprocess, sys
p = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(p.pid, 0)
with open(sys.argv[1], "w") as f:
    f.write("%.4f\n" % (usage.ru_utime + usage.ru_stime))
sys.exit(os.waitstatus_to_exitcode(status))
PY

echo "# $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; ours on $("$JAVA" -version 2>&1 | head -1);" \
     "go-ycsb $GO_YCSB_VERSION ($("$GO_YCSB" --help >/dev/null 2>&1 && echo "$GO_YCSB")); $ROUNDS round(s)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" --daemonize no \
    --logfile "$WORK/redis.log" &
PIDS+=("$!")
wait_for_port "$REDIS_PORT"
echo "# redis $(redis-server --version | sed 's/.*v=\([^ ]*\).*/\1/') on 127.0.0.1:$REDIS_PORT"
if [[ " $OTHERS " == *" memcached "* ]] && [ -n "$LOAD_N" ]; then
  memcached $(as_root "-u root") -l 127.0.0.1 -p "$MEMCACHED_PORT" -U 0 -m 2048 -t 2 -c 4096 \
      > "$WORK/memcached.log" 2>&1 &
  PIDS+=("$!")
  wait_for_port "$MEMCACHED_PORT"
  echo "# memcached $(memcached -V | awk '{print $2}') -t 2 on 127.0.0.1:$MEMCACHED_PORT"
fi

flush_redis() { redis-cli -p "$REDIS_PORT" flushall > /dev/null; }
flush_memcached() {  # flush_all over the text protocol
  exec 3<>"/dev/tcp/127.0.0.1/$MEMCACHED_PORT"
  printf 'flush_all\r\nquit\r\n' >&3
  cat <&3 > /dev/null
  exec 3<&-
}

RECORD=(-p fieldcount=1 -p fieldlength=100)

# ours PHASE DB N ROUND [ARGS...]: bin/ycsb; records ops/s, client CPU us/op and p99 from result.json.
ours() {
  local phase="$1" db="$2" n="$3" round="$4" name="ours-$1-$2-$3-$4"; shift 4
  local args=("${RECORD[@]}" -threads "$n" -p results.dir="$WORK/$name")
  case "$db" in
    redis|redis-hset) args+=(-P workloads/workloada -p redis.host=127.0.0.1 -p redis.port="$REDIS_PORT")
      [ "$db" = redis ] || args+=(-p redis.scanindex=none) ;;
    memcached) args+=(-P workloads/workloada -p memcached.hosts="127.0.0.1:$MEMCACHED_PORT") ;;
    memory) args+=(-P workloads/workloada) ;;
  esac
  child bin/ycsb "$phase" "${db%-hset}" "${args[@]}" "$@" > "$WORK/$name.out" 2> "$WORK/$name.err" \
    || { echo "bin/ycsb $phase $db failed:" >&2; tail -5 "$WORK/$name.err" >&2; exit 1; }
  local figures
  figures="$(python3 -c "import json, sys; r = json.load(open(sys.argv[1]))
p99 = max(s['latencyUs']['percentiles']['p99'] for k, s in r['series'].items()
          if k in ('INSERT', 'READ', 'UPDATE') and s['count'] > 0)
print('%.0f %.1f %d %d' % (r['successfulThroughput'], r['client']['cpuUsPerOp'], p99, r['errors']))" \
      "$WORK/$name/result.json")"
  set -- $figures
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$phase-$db" "$n" ours "$round" "$1" "$2" "$3" >> "$RESULTS"
  printf 'round %s %-4s %-9s N=%-4s ours     %9.0f ops/s %6.1f us/op client CPU  p99 %6d us  %s errors\n' \
      "$round" "$phase" "$db" "$n" "$1" "$2" "$3" "$4"
}

# goycsb PHASE N ROUND [ARGS...]: go-ycsb on Redis (hash records); ops/s and p99 from its summary, CPU from wait4.
goycsb() {
  local phase="$1" n="$2" round="$3" name="go-$1-$2-$3"; shift 3
  local workload=()
  [ -z "$GO_WORKLOADS" ] || workload=(-P "$GO_WORKLOADS/workloada")
  child python3 "$WORK/cpu.py" "$WORK/$name.cpu" "$GO_YCSB" "$phase" redis "${workload[@]}" "${RECORD[@]}" \
      -p redis.addr="127.0.0.1:$REDIS_PORT" -p redis.datatype=hash -p threadcount="$n" "$@" \
      > "$WORK/$name.out" 2>&1 || { echo "go-ycsb $phase failed:" >&2; tail -5 "$WORK/$name.out" >&2; exit 1; }
  local figures
  figures="$(python3 - "$WORK/$name.out" "$WORK/$name.cpu" <<'PY'
import re, sys
rows = {}
for line in open(sys.argv[1]):  # the last summary of each operation: "READ   - Takes(s): ..., Count: ..., OPS: ..."
    m = re.match(r"^(\w+)\s+- Takes\(s\): [\d.]+, Count: (\d+), OPS: ([\d.]+),.* 99th\(us\): (\d+),", line)
    if m:
        rows[m.group(1)] = (int(m.group(2)), float(m.group(3)), int(m.group(4)))
errors = sum(c for op, (c, _, _) in rows.items() if op.endswith("_ERROR"))
ops = [op for op in rows if op in ("INSERT", "READ", "UPDATE")]
if "TOTAL" not in rows or not ops:
    sys.exit("no TOTAL and operation summary in go-ycsb's output")
count, rate, _ = rows["TOTAL"]
cpu = float(open(sys.argv[2]).read())
print("%.0f %.1f %d %d" % (rate, cpu * 1e6 / count, max(rows[op][2] for op in ops), errors))
PY
)" || { echo "go-ycsb's output:" >&2; tail -5 "$WORK/$name.out" >&2; exit 1; }
  set -- $figures
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$phase-redis" "$n" go-ycsb "$round" "$1" "$2" "$3" >> "$RESULTS"
  printf 'round %s %-4s %-9s N=%-4s go-ycsb  %9.0f ops/s %6.1f us/op client CPU  p99 %6d us  %s errors\n' \
      "$round" "$phase" redis "$n" "$1" "$2" "$3" "$4"
}

load_ours() { flush_redis; ours load redis "$1" "$2" -p recordcount="$LOAD_RECORDS"; }
load_go() { flush_redis; goycsb load "$1" "$2" -p recordcount="$LOAD_RECORDS"; }
load_ours_hset() { flush_redis; ours load redis-hset "$1" "$2" -p recordcount="$LOAD_RECORDS"; }
run_ours() {
  ours run redis "$1" "$2" -p recordcount="$KEYS" -p requestdistribution=zipfian -p operationcount=0 \
      -p maxexecutiontime=$((SECS + WARMUP)) -p warmup.time="$WARMUP"
  RATE[$1]="$(awk -F'\t' -v n="$1" '$1 == "run-redis" && $2 == n {r = $5} END {printf "%.0f", r}' "$RESULTS")"
}
# go-ycsb v1.0.3 ignores maxexecutiontime: it runs operationcount operations, here BENCH_SECONDS' worth at the
# rate the last run at this N saw (either tool's; 40,000/s at first).
declare -A RATE
run_go() {
  local ops=$(( ${RATE[$1]:-40000} * SECS ))
  goycsb run "$1" "$2" -p recordcount="$KEYS" -p requestdistribution=zipfian -p operationcount="$ops"
  RATE[$1]="$(awk -F'\t' -v n="$1" '$1 == "run-redis" && $2 == n {r = $5} END {printf "%.0f", r}' "$RESULTS")"
}

for round in $(seq "$ROUNDS"); do
  for n in $LOAD_N; do
    if [ $((round % 2)) = 1 ]; then load_ours "$n" "$round"; load_go "$n" "$round"; load_ours_hset "$n" "$round"
    else load_ours_hset "$n" "$round"; load_go "$n" "$round"; load_ours "$n" "$round"; fi
    for db in $OTHERS; do
      [ "$db" != memcached ] || flush_memcached
      ours load "$db" "$n" "$round" -p recordcount="$LOAD_RECORDS"
    done
  done
done
if [ -n "$RUN_N" ]; then
  flush_redis
  echo "# loading $KEYS records for the run phase, ours and go-ycsb's"
  ours load redis 8 0 -p recordcount="$KEYS" > /dev/null
  goycsb load 8 0 -p recordcount="$KEYS" > /dev/null
  for round in $(seq "$ROUNDS"); do
    for n in $RUN_N; do
      if [ $((round % 2)) = 1 ]; then run_ours "$n" "$round"; run_go "$n" "$round"
      else run_go "$n" "$round"; run_ours "$n" "$round"; fi
    done
  done
fi

echo
python3 - "$RESULTS" <<'PY'
import collections, statistics, sys
rows = collections.defaultdict(dict)  # (phase-db, N) -> {(tool, round): (ops, us, p99)}
order = []
for line in open(sys.argv[1]):
    what, n, tool, rnd, ops, us, p99 = line.rstrip("\n").split("\t")
    if rnd == "0":  # the run phase's data load
        continue
    key = (what, int(n))
    if key not in order:
        order.append(key)
    rows[key][(tool, int(rnd))] = (float(ops), float(us), int(p99))

def fmt(values, digits=0):
    return ("{:,.%df}" % digits).format(values)

for phase in ("load", "run"):
    keys = [k for k in order if k[0] == phase + "-redis"]
    if not keys:
        continue
    print("Redis %s, 1 field x 100 B%s:" % (phase, ", ours with redis.scanindex=both (3 writes per insert), go-ycsb "
                                            "HSET only" if phase == "load" else ", workload A zipfian"))
    print()
    hset = phase == "load" and any(k[0] == "load-redis-hset" for k in order)
    print("| N | round | ours ops/s | go-ycsb ops/s | ours / go-ycsb | ours CPU µs/op | go-ycsb CPU µs/op "
          "| ours p99 µs | go-ycsb p99 µs |" + (" ours HSET only ops/s (CPU µs/op) | HSET only / go-ycsb |" if hset
                                                 else ""))
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |" + (" ---: | ---: |" if hset else ""))
    for key in keys:
        r = rows[key]
        rounds = sorted({rnd for _, rnd in r})
        table = []
        for rnd in rounds:
            o, g = r.get(("ours", rnd)), r.get(("go-ycsb", rnd))
            if o and g:
                table.append((rnd, o, g, o[0] / g[0]))
        h = rows.get(("load-redis-hset", key[1]), {}) if hset else {}

        go_ops = {rnd: g[0] for rnd, _, g, _ in table}

        def like_for_like(rnds):
            """The HSET-only columns over rnds: the median of ours' HSET-only loads, and the median of their per-round
            ratios to go-ycsb (as the main ratio column)."""
            if not hset:
                return ""
            runs = [(h[("ours", rnd)], go_ops[rnd]) for rnd in rnds if ("ours", rnd) in h]
            if not runs:
                return " - | - |"
            ops, us = statistics.median(v[0] for v, _ in runs), statistics.median(v[1] for v, _ in runs)
            return " %s (%.1f) | %.2f |" % (fmt(ops), us, statistics.median(v[0] / g for v, g in runs))
        for rnd, o, g, ratio in table:
            print("| %d | %d | %s | %s | %.2f | %.1f | %.1f | %d | %d |" % (key[1], rnd, fmt(o[0]), fmt(g[0]), ratio,
                                                                       o[1], g[1], o[2], g[2])
                  + like_for_like([rnd]))
        if len(table) > 1:
            med = lambda i, tool: statistics.median((o if tool == 0 else g)[i] for _, o, g, _ in table)
            print("| %d | median | %s | %s | %.2f | %.1f | %.1f | %d | %d |" % (
                key[1], fmt(med(0, 0)), fmt(med(0, 1)), statistics.median(t[3] for t in table), med(1, 0), med(1, 1),
                med(2, 0), med(2, 1)) + like_for_like([t[0] for t in table]))
    print()
others = [k for k in order if k[0] in ("load-memcached", "load-memory")]
if others:
    print("Ours' loads of the same records into memcached and memory (the embedded binding):")
    print()
    print("| binding | N | ops/s per round | median ops/s | CPU µs/op per round |")
    print("| --- | ---: | --- | ---: | --- |")
    for key in others:
        r = sorted((rnd, v) for (tool, rnd), v in rows[key].items())
        print("| %s | %d | %s | %s | %s |" % (key[0][5:], key[1], " / ".join(fmt(v[0]) for _, v in r),
                                             fmt(statistics.median(v[0] for _, v in r)),
                                             " / ".join("%.1f" % v[1] for _, v in r)))
    print()
print("Ours' CPU: the client process over the measured window (result.json client.cpuUsPerOp; the run phase after "
      "its warm-up); go-ycsb's: its whole process (user + system, wait4), no warm-up (no JIT).")
PY
echo "# load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
