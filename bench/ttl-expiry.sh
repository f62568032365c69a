#!/usr/bin/env bash
# Record expiry (the workload's ttl property) on a real Redis and a real memcached, each started by this script
# on a free loopback port of its own and stopped at exit:
#   1. the TTLs the servers hold for a sample of loaded keys (Redis: TTL; memcached: lru_crawler metadump's exp,
#      less the server's time) against the configured distribution: a weighted list (share per value) and a
#      range (Kolmogorov-Smirnov distance to the uniform range, both ends included);
#   2. a load with short TTLs (ttl=20-60), then read-only runs right after it, 25 s and 65 s after it: the reads
#      of records that expired are counted as Return=EXPIRED, apart from NOT_FOUND, in the text output and in
#      result.json; and the same data read by a run without ttl, where they are ordinary NOT_FOUND misses. (TTLs of
#      a few seconds expire before a client JVM has started and read on a busy machine.)
# Not a timing. Environment (optional): SAMPLE (keys sampled per server, default 500), RECORDS (default 2000).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
. bench/lib.sh
command -v redis-server >/dev/null && command -v redis-cli >/dev/null && command -v memcached >/dev/null \
  || { echo "needs redis-server, redis-cli (Debian: redis-server, redis-tools) and memcached"; exit 1; }
SAMPLE="${SAMPLE:-500}"
RECORDS="${RECORDS:-2000}"
WEIGHTED="12h:0.07,1d:0.65,14d:0.28"
RANGE="100-200"
SHORT="20-60"
bench_workdir ttl-expiry
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
REDIS_PORT="$(free_port)"
MC_PORT="$(free_port)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" --daemonize no \
    --logfile "$WORK/redis.log" &
PIDS+=("$!")
memcached $(as_root "-u root") -l 127.0.0.1 -p "$MC_PORT" -U 0 -m 256 &
PIDS+=("$!")
wait_for_port "$REDIS_PORT"
wait_for_port "$MC_PORT"

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(java -version 2>&1 | head -n 1) on $(hostname), commit $(git rev-parse --short HEAD)"
echo "# $(redis-server --version | cut -d' ' -f1-3), memcached $(memcached -V | cut -d' ' -f2)"

binding_args() {  # binding_args BINDING: the connection properties of our servers
  case "$1" in
    redis) echo "-p redis.host=127.0.0.1 -p redis.port=$REDIS_PORT" ;;
    memcached) echo "-p memcached.hosts=127.0.0.1:$MC_PORT" ;;
  esac
}

ycsb() {  # ycsb PHASE BINDING NAME [args...]: bin/ycsb with its output in $WORK/NAME.out/.err, results in $WORK/NAME
  local phase="$1" binding="$2" name="$3"; shift 3
  # shellcheck disable=SC2046
  bin/ycsb "$phase" "$binding" -P workloads/workloadc $(binding_args "$binding") -p results.dir="$WORK/$name" "$@" \
      > "$WORK/$name.out" 2> "$WORK/$name.err" || { echo "bin/ycsb $phase $binding failed:"; cat "$WORK/$name.err"; exit 1; }
}

flush() {
  redis-cli -p "$REDIS_PORT" flushall > /dev/null
  python3 - "$MC_PORT" <<'PY'
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"flush_all\r\n")
assert s.recv(100).startswith(b"OK")
PY
}

ttls() {  # ttls BINDING: the seconds left of SAMPLE loaded keys, one a line
  case "$1" in
    redis)
      # Through a file: head closing the pipe early would end the scan with SIGPIPE.
      redis-cli -p "$REDIS_PORT" --scan --pattern 'user*' > "$WORK/keys"
      head -n "$SAMPLE" "$WORK/keys" | sed 's/^/TTL /' | redis-cli -p "$REDIS_PORT" ;;
    memcached)
      python3 - "$MC_PORT" "$SAMPLE" <<'PY'
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
f = s.makefile("rb")
def ask(cmd, end):
    s.sendall(cmd)
    lines = []
    while True:
        line = f.readline().decode().rstrip("\r\n")
        if line == end:
            return lines
        lines.append(line)
now = [int(l.split()[2]) for l in ask(b"stats\r\n", "END") if l.startswith("STAT time ")][0]
n = 0
for line in ask(b"lru_crawler metadump all\r\n", "END"):
    item = dict(kv.split("=", 1) for kv in line.split())
    if item["key"].startswith("usertable-user") and n < int(sys.argv[2]):
        print(int(item["exp"]) - now)
        n += 1
PY
      ;;
  esac
}

compare() {  # compare SPEC < seconds-left lines: the sample against the distribution SPEC
  python3 -c '
import sys
spec, left = sys.argv[1], [int(l) for l in sys.stdin if l.strip()]
unit = {"s": 1, "m": 60, "h": 3600, "d": 86400}
def secs(t):
    return int(t[:-1]) * unit[t[-1]] if t[-1] in unit else int(t)
print("  %d keys sampled, seconds left from %d to %d" % (len(left), min(left), max(left)))
if ":" in spec:
    print("  %-8s %9s %9s %9s" % ("value", "seconds", "expected", "sampled"))
    for part in spec.split(","):
        value, weight = part.split(":")
        s = secs(value)
        # a few seconds passed between the write and the sample
        got = sum(1 for x in left if s - 30 <= x <= s) / len(left)
        print("  %-8s %9d %9.3f %9.3f" % (value, s, float(weight), got))
else:
    low, high = (secs(x) for x in spec.split("-"))
    n, xs = len(left), sorted(left)
    elapsed = high - max(xs) if max(xs) <= high else 0
    # the sample shifted by the seconds that passed since the writes, against the discrete uniform CDF
    cdf = lambda x: min(max((x - low + 1) / (high - low + 1), 0), 1)
    d = max(max(abs((i + 1) / n - cdf(x + elapsed)), abs(i / n - cdf(x + elapsed - 1))) for i, x in enumerate(xs))
    print("  mean %.1f s (expected %.1f before the %d s since the writes), KS distance %.4f (%d keys: %.4f at 5%%)"
          % (sum(left) / n, (low + high) / 2, elapsed, d, n, 1.358 / n ** 0.5))
' "$1"
}

returns() {  # returns NAME: the READ return codes of a run, from its text output and its result.json
  grep '^\[READ\], Return=' "$WORK/$1.out" | sed 's/^/  /'
  python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["series"]["READ"]
print("  result.json READ: returns %s, hits %d, misses %d, errors %d" % (json.dumps(r["returns"], sort_keys=True),
      r["hits"], r["misses"], r["errors"]))' "$WORK/$1/result.json"
}

for binding in redis memcached; do
  echo
  echo "## $binding"
  for spec in "$WEIGHTED" "$RANGE"; do
    flush
    ycsb load "$binding" "load-$binding-${spec//[:,]/_}" -p recordcount="$RECORDS" -p ttl="$spec"
    echo "- server TTLs after bin/ycsb load $binding -P workloads/workloadc -p recordcount=$RECORDS -p ttl=$spec"
    ttls "$binding" | compare "$spec"
  done

  flush
  ycsb load "$binding" "short-$binding" -p recordcount=1000 -p ttl="$SHORT"
  loaded=$(date +%s.%N)
  for at in 0 25 65; do
    now=$(date +%s.%N)
    wait_s=$(python3 -c "import sys; print(max(0.0, $loaded + $at - $now))")
    sleep "$wait_s"
    start=$(date +%s.%N)
    ycsb run "$binding" "at$at-$binding" -p recordcount=1000 -p operationcount=1000 -p ttl="$SHORT"
    end=$(date +%s.%N)
    python3 -c "
low, high = (int(x) for x in '$SHORT'.split('-'))
share = lambda e: min(max((int(e) - low + 1) / (high - low + 1), 0), 1)
a, b = $start - $loaded, $end - $loaded
print('- bin/ycsb run $binding -p recordcount=1000 -p operationcount=1000 -p ttl=$SHORT, from %.1f to %.1f s after '
      'the load ended (expired by then: %.0f%% to %.0f%% of the records, plus the load\'s own seconds):'
      % (a, b, 100 * share(a), 100 * share(b)))"
    returns "at$at-$binding"
  done
  echo "- the same data read by a run without ttl (the run cannot tell expired records from others):"
  ycsb run "$binding" "plain-$binding" -p recordcount=1000 -p operationcount=1000
  returns "plain-$binding"
done
