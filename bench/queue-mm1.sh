#!/usr/bin/env bash
# Open-loop arrivals checked against queueing theory, and what the open loop costs the client.
#   1. The built-in `queue` binding with 1 server and exponential service of mean 5 ms (mu = 200/s), Poisson
#      arrivals at rho = 0.5, 0.8, 0.9 (lambda = rho x 200/s): the response time (Intended-READ, counted from each
#      operation's scheduled start) in open mode against M/M/1, where it is exponential with rate mu - lambda:
#      p50 = ln 2/(mu - lambda), p99 = ln 100/(mu - lambda). Then the same rates in closed mode with 8 threads
#      (arrivalprocess=poisson too), to show how far a closed loop is from the queue the server would see: at most
#      8 requests ever wait, so the server's queue (READ, the service time the client sees) stays short, and the
#      response time depends on how far each thread fell behind its own schedule.
#   2. memcached (a local one the script starts on a free loopback port, unless BENCH_MEMCACHED_HOSTS is given) at
#      a target of 20,000 ops/s, workload C, open against closed mode, alternating rounds: the rate reached, the
#      largest number of outstanding operations, clients started, client CPU per operation (result.json's
#      client.cpuUsPerOp), the schedule lag (max and final) and the dispatcher's own lag.
# Environment: BENCH_QUEUE_SECONDS (measured seconds per replica in open mode, 600), BENCH_QUEUE_REPLICAS
# (independent replicas run at once per rho, in BENCH_RHOS's order, "2 4 8"), BENCH_CLOSED_SECONDS (20),
# BENCH_WARMUP (warm-up seconds, 3), BENCH_RHOS ("0.5 0.8 0.9"), BENCH_MEMCACHED_HOSTS (host:port; default: start
# memcached on the first free port from BENCH_MEMCACHED_PORT, 41300), BENCH_MEMCACHED_SECONDS (10),
# BENCH_MEMCACHED_THREADS (16: closed mode's threads, open mode's initial clients), BENCH_ROUNDS (2),
# BENCH_SKIP_QUEUE=1, BENCH_SKIP_MEMCACHED=1, BENCH_FIFO=1 (the clients under SCHED_FIFO, see below).
# JAVA_HOME picks the JVM (bin/ycsb uses it). About 12 minutes for part 1 (all replicas at once) and 2 for part 2.
# Figures depend on what else the machine runs: the script prints the load average and the clients' hiccups with
# them. See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source bench/lib.sh

QSECS="${BENCH_QUEUE_SECONDS:-600}"
CSECS="${BENCH_CLOSED_SECONDS:-20}"
WARMUP="${BENCH_WARMUP:-3}"
RHOS="${BENCH_RHOS:-0.5 0.8 0.9}"
REPLICAS="${BENCH_QUEUE_REPLICAS:-2 4 8}"
# BENCH_FIFO=1 runs the clients under SCHED_FIFO (chrt -f 10; root or CAP_SYS_NICE): on a host that other work keeps
# busy, their wake-ups are then not queued behind it (hiccup p99 0.1 ms against 13 ms at load 8 on 2 cores, 30 s).
# It does not make a shared host quiet: over 600 s at load 12-18 the clients' hiccup p99.9 was still 13-409 ms, and
# p99 came out 10-46% above M/M/1 (p50 within 3.3%). The clients use about 1% of a core each, so they cannot starve
# the host. In part 2 the memcached it starts runs so too.
PRIORITY=""
if [ "${BENCH_FIFO:-0}" = 1 ]; then PRIORITY="chrt -f 10"; fi
JOBS=()
MSECS="${BENCH_MEMCACHED_SECONDS:-10}"
MTHREADS="${BENCH_MEMCACHED_THREADS:-16}"
ROUNDS="${BENCH_ROUNDS:-2}"
PORT="${BENCH_MEMCACHED_PORT:-41300}"
HOSTS="${BENCH_MEMCACHED_HOSTS:-}"
SERVICE_US=5000

bad() { echo "bench/queue-mm1.sh: $*" >&2; exit 2; }
whole() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || bad "$1 must be a whole number from 1, not '$2'"; }
whole BENCH_QUEUE_SECONDS "$QSECS"; whole BENCH_CLOSED_SECONDS "$CSECS"; whole BENCH_MEMCACHED_SECONDS "$MSECS"
whole BENCH_MEMCACHED_THREADS "$MTHREADS"; whole BENCH_ROUNDS "$ROUNDS"; whole BENCH_MEMCACHED_PORT "$PORT"
[[ "$WARMUP" =~ ^[0-9]+$ ]] || bad "BENCH_WARMUP must be a whole number, not '$WARMUP'"
for reps in $REPLICAS; do whole BENCH_QUEUE_REPLICAS "$reps"; done
for rho in $RHOS; do
  [[ "$rho" =~ ^0?\.[0-9]+$ ]] || bad "BENCH_RHOS holds loads between 0 and 1 (e.g. \"0.5 0.9\"), not '$rho'"
done

bench_workdir bench-queue-mm1

# run NAME ARGS...: one bin/ycsb run, its result.json in $WORK/NAME; the output is kept beside it.
run() {
  local name="$1"; shift
  $PRIORITY bin/ycsb run "$@" -p results.dir="$WORK/$name" > "$WORK/$name.out" 2> "$WORK/$name.err" \
      || { cat "$WORK/$name.err" >&2; return 1; }
}

echo "== bench/queue-mm1.sh on $(nproc) cores; $("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
if [ "${BENCH_SKIP_QUEUE:-0}" != 1 ]; then
echo "== 1. queue binding, 1 server, mean service ${SERVICE_US} us (mu = 200/s), Poisson arrivals"
echo "open: replicas ($REPLICAS) of ${QSECS} s measured per rho after a ${WARMUP} s warm-up; closed: 8 threads, ${CSECS} s"
QUEUE_ARGS=(queue -P workloads/workloadc -p recordcount=1000 -p queue.servicemean="$SERVICE_US"
    -p arrivalprocess=poisson -p warmup.time="$WARMUP")
# A perfect M/M/1 observed for 600 s still misses its own p99 by 9% (median) to 17% (1 run in 10) at rho 0.9,
# since the queue's busy periods are long: so each rho runs as independent replicas at once (each its own JVM,
# queue and random streams; about 1% of a core each), and their histograms are added with `report merge`.
set -- $REPLICAS
for rho in $RHOS; do
  reps="${1:-1}"; shift || true
  lambda="$(python3 -c "print(round($rho * 1e6 / $SERVICE_US))")"
  for rep in $(seq 1 "$reps"); do
    # One run of reps clients to `report merge`: client.count slices the target, so each client gets lambda.
    run "open-$rho-r$rep" "${QUEUE_ARGS[@]}" -target "$((lambda * reps))" -p arrivals=open -threads 8 \
        -p operationcount="$((lambda * QSECS))" -p run.id="mm1-$rho" -p client.count="$reps" \
        -p client.index="$((rep - 1))" &
    JOBS+=("$!")
  done
  echo "rho $rho: $reps replicas of ${QSECS} s started"
done
for job in "${JOBS[@]}"; do wait "$job"; done
for rho in $RHOS; do
  bin/ycsb report merge "$WORK"/open-"$rho"-r*[0-9] -o "$WORK/open-$rho" > "$WORK/merge-$rho.out" 2>&1 \
      || { cat "$WORK/merge-$rho.out" >&2; exit 1; }
done
echo "open mode done (load average $(cut -d' ' -f1 /proc/loadavg))"
for rho in $RHOS; do
  lambda="$(python3 -c "print(round($rho * 1e6 / $SERVICE_US))")"
  run "closed-$rho" "${QUEUE_ARGS[@]}" -target "$lambda" -p arrivals=closed -threads 8 \
      -p operationcount="$((lambda * CSECS))"
  echo "rho $rho closed done (load average $(cut -d' ' -f1 /proc/loadavg))"
done
echo
python3 - "$WORK" "$SERVICE_US" $RHOS <<'PY'
import json, math, sys
work, service_us, rhos = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
mu = 1e6 / service_us

def load(name):
    return json.load(open('%s/%s/result.json' % (work, name)))

def pct(r, series, p):
    return r['series'][series]['latencyUs']['percentiles'][p] / 1000.0

print('| rho | lambda/s | M/M/1 p50 ms | M/M/1 p99 ms | open ops | open p50 ms | open p99 ms | p50 off | p99 off '
      '| open max outstanding / clients | closed ops | closed server p50 / p99 ms | closed response p50 / p99 ms '
      '| closed max lag ms |')
print('|' + ' --- |' * 14)
worst = 0.0
spread = []
for rho in rhos:
    lam = float(rho) * mu
    t50 = math.log(2) / (mu - lam) * 1000
    t99 = math.log(100) / (mu - lam) * 1000
    o, c = load('open-' + rho), load('closed-' + rho)
    o50, o99 = pct(o, 'Intended-READ', 'p50'), pct(o, 'Intended-READ', 'p99')
    e50, e99 = o50 / t50 - 1, o99 / t99 - 1
    worst = max(worst, abs(e50), abs(e99))
    import glob
    reps = [json.load(open(f)) for f in sorted(glob.glob('%s/open-%s-r*/result.json' % (work, rho)))]
    a = {'maxOutstanding': max(r['arrivals']['maxOutstanding'] for r in reps),
         'clientsStarted': max(r['arrivals']['clientsStarted'] for r in reps)}
    spread.append('rho %s: %d replicas, p99 per replica %s ms; client hiccup p99 / p99.9 per replica %s ms' % (
        rho, len(reps), ' '.join('%.1f' % pct(r, 'Intended-READ', 'p99') for r in reps),
        ' '.join('%.2f/%.2f' % (pct(r, 'CLIENT-HICCUP', 'p99'), pct(r, 'CLIENT-HICCUP', 'p99.9')) for r in reps)))
    print('| %s | %.0f | %.1f | %.1f | %d | %.1f | %.1f | %+.1f%% | %+.1f%% | %d / %d | %d | %.1f / %.1f | %.1f / %.1f '
          '| %.0f |' % (rho, lam, t50, t99, o['operations'], o50, o99, e50 * 100, e99 * 100, a['maxOutstanding'],
                        a['clientsStarted'], c['operations'], pct(c, 'READ', 'p50'), pct(c, 'READ', 'p99'),
                        pct(c, 'Intended-READ', 'p50'), pct(c, 'Intended-READ', 'p99'), c['arrivals']['maxLagMs']))
print()
print('\n'.join(spread))
print('largest deviation of open mode from M/M/1: %.1f%% (%s)' % (worst * 100,
      'within 10%' if worst <= 0.10 else 'NOT within 10%'))
PY
fi

[ "${BENCH_SKIP_MEMCACHED:-0}" = 1 ] && exit 0
echo
echo "== 2. memcached, workload C, target 20000 ops/s, ${MSECS} s measured after a ${WARMUP} s warm-up, ${ROUNDS} rounds"
if [ -z "$HOSTS" ]; then
  # The first port from BENCH_MEMCACHED_PORT that memcached can listen on (one in TIME-WAIT may refuse it).
  for attempt in $(seq 1 20); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
      $PRIORITY memcached $(as_root "-u root") -l 127.0.0.1 -p "$PORT" -U 0 -m 256 -t 2 -c 4096 > "$WORK/memcached.log" 2>&1 &
      pid="$!"
      sleep 1
      if kill -0 "$pid" 2>/dev/null && wait_for_port "$PORT" 10; then
        PIDS+=("$pid")
        HOSTS="127.0.0.1:$PORT"
        break
      fi
    fi
    PORT=$((PORT + 1))
  done
  [ -n "$HOSTS" ] || { cat "$WORK/memcached.log" >&2; bad "could not start memcached on a port from $((PORT - 20))"; }
  echo "started memcached $(memcached -V | awk '{print $2}') on $HOSTS"
fi
$PRIORITY bin/ycsb load memcached -P workloads/workloadc -p memcached.hosts="$HOSTS" -p recordcount=10000 -threads 8 \
    > "$WORK/load.out" 2> "$WORK/load.err" || { cat "$WORK/load.err" >&2; exit 1; }
MEM_ARGS=(memcached -P workloads/workloadc -p memcached.hosts="$HOSTS" -p recordcount=10000 -target 20000
    -threads "$MTHREADS" -p operationcount="$((20000 * MSECS))" -p warmup.time="$WARMUP")
for round in $(seq 1 "$ROUNDS"); do
  # Alternate which mode goes first.
  if [ $((round % 2)) = 1 ]; then order="open closed"; else order="closed open"; fi
  for mode in $order; do
    run "mc-$mode-$round" "${MEM_ARGS[@]}" -p arrivals="$mode"
  done
  echo "round $round done (load average $(cut -d' ' -f1 /proc/loadavg))"
done
echo
python3 - "$WORK" "$ROUNDS" <<'PY'
import json, sys
work, rounds = sys.argv[1], int(sys.argv[2])
print('| round | mode | threads (model) | ops | ops/s | max outstanding | clients | queued | client CPU us/op '
      '| max lag ms | final lag ms | dispatcher max lag ms | response p99 ms |')
print('|' + ' --- |' * 13)
for rnd in range(1, rounds + 1):
    for mode in ('open', 'closed'):
        r = json.load(open('%s/mc-%s-%d/result.json' % (work, mode, rnd)))
        a = r['arrivals']
        p99 = r['series']['Intended-READ']['latencyUs']['percentiles']['p99'] / 1000.0
        print('| %d | %s | %d (%s) | %d | %.0f | %d | %d | %d | %.1f | %.2f | %.2f | %s | %.2f |' % (
            rnd, mode, r['threads'], r['threadModel'], r['operations'], r['throughput'], a['maxOutstanding'],
            a['clientsStarted'], a['queuedArrivals'], r['client']['cpuUsPerOp'], a['maxLagMs'], a['finalLagMs'],
            '%.2f' % a['maxDispatchLagMs'] if mode == 'open' else '-', p99))
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
