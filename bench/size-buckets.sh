#!/usr/bin/env bash
# Latency by value size (measurement.sizebuckets) on a memcached and a Redis it starts itself, with values from
# 100 B to 512 KB (one field, fieldlengthdistribution=uniform, minfieldlength=100, fieldlength=524288):
#   1. per database: load, then workload A (reads and updates half and half) with a warm-up, split into the
#      buckets BUCKETS;
#   2. prints, per database, operation and bucket: count, p50, p95, p99 (from result.json's sizeBuckets), and
#      beside them the unsplit operation's figures;
#   3. builds the report of both runs (bin/ycsb report, in OUT_DIR/report with its PNG charts), renders its
#      index.html in headless Chromium, prints what the page drew (charts rendered, JavaScript errors) and saves
#      a screenshot of its "latency by value size" charts alone (OUT_DIR/page.png).
# Exit 0 when both runs completed and the page drew every chart without errors; 1 otherwise.
#
# Environment: OUT_DIR (default bench/target/size-buckets-<timestamp>), BENCH_SECONDS (measured seconds per run,
# default 20), BENCH_WARMUP (warm-up seconds, 3), BENCH_THREADS (4), BENCH_RECORDS (500; at 256 KB a record on
# average, about 130 MB per server), BUCKETS (1KB,10KB,100KB,256KB), BENCH_MEMCACHED_PORT (41311),
# BENCH_REDIS_PORT (46479), CHROMIUM (/usr/bin/chromium).
# Figures depend on what else the machine runs: the script prints the load average with them.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
OUT_DIR="${OUT_DIR:-$ROOT/bench/target/size-buckets-$(date +%Y%m%d-%H%M%S)}"
SECONDS_PER_RUN="${BENCH_SECONDS:-20}"
WARMUP="${BENCH_WARMUP:-3}"
THREADS="${BENCH_THREADS:-4}"
RECORDS="${BENCH_RECORDS:-500}"
BUCKETS="${BUCKETS:-1KB,10KB,100KB,256KB}"
MC_PORT="${BENCH_MEMCACHED_PORT:-41311}"
REDIS_PORT="${BENCH_REDIS_PORT:-46479}"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
source bench/lib.sh
bench_workdir bench-size-buckets
mkdir -p "$OUT_DIR"

# Items up to 512 KB of value in upstream's JSON record: a 2 MB item limit leaves room.
memcached $(as_root "-u root") -l 127.0.0.1 -p "$MC_PORT" -U 0 -m 1024 -I 2m -t 2 > "$WORK/memcached.log" 2>&1 &
PIDS+=("$!")
redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no --dir "$WORK" \
  > "$WORK/redis.log" 2>&1 &
PIDS+=("$!")
wait_for_port "$MC_PORT"
wait_for_port "$REDIS_PORT"

VALUES=(-p fieldcount=1 -p fieldlengthdistribution=uniform -p minfieldlength=100 -p fieldlength=524288
        -p recordcount="$RECORDS" -p measurement.sizebuckets="$BUCKETS")
status=0
for db in memcached redis; do
  if [ "$db" = memcached ]; then conn=(-p memcached.hosts="127.0.0.1:$MC_PORT"); else
    conn=(-p redis.host=127.0.0.1 -p redis.port="$REDIS_PORT"); fi
  echo "== $db: load $RECORDS records, then workload A for ${SECONDS_PER_RUN} s at $THREADS threads"
  bin/ycsb load "$db" -P workloads/workloada "${conn[@]}" "${VALUES[@]}" -threads "$THREADS" \
    -p results.dir="$OUT_DIR/$db-load" > "$OUT_DIR/$db-load.out" 2> "$OUT_DIR/$db-load.err" \
    || { echo "size-buckets: the $db load failed (see $OUT_DIR/$db-load.err)" >&2; status=1; continue; }
  bin/ycsb run "$db" -P workloads/workloada "${conn[@]}" "${VALUES[@]}" -threads "$THREADS" \
    -p operationcount=0 -p maxexecutiontime="$SECONDS_PER_RUN" -p warmup.time="$WARMUP" -p label="$db" \
    -p results.dir="$OUT_DIR/$db-run" > "$OUT_DIR/$db-run.out" 2> "$OUT_DIR/$db-run.err" \
    || { echo "size-buckets: the $db run failed (see $OUT_DIR/$db-run.err)" >&2; status=1; continue; }
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"

python3 - "$OUT_DIR" <<'PY'
import json, os, sys
out = sys.argv[1]
for db in ("memcached", "redis"):
    path = os.path.join(out, db + "-run", "result.json")
    if not os.path.exists(path):
        continue
    r = json.load(open(path))
    split = r["sizeBuckets"]
    print("\n%s, workload A, %d threads, %.0f ops/s, %d s measured" % (
        db, r["threads"], r["successfulThroughput"], r["runtimeMs"] / 1000))
    print()
    print("| operation | value size | count | p50 µs | p95 µs | p99 µs |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for op, buckets in split["operations"].items():
        for name in split["buckets"]:
            s = buckets[name]
            p = (s.get("latencyUs") or {}).get("percentiles") or {}
            print("| %s | %s | %d | %s | %s | %s |" % (op, name, s["count"], p.get("p50", ""), p.get("p95", ""),
                                                      p.get("p99", "")))
        whole = r["series"][op]
        p = whole["latencyUs"]["percentiles"]
        print("| %s | (all) | %d | %s | %s | %s |" % (op, whole["count"], p["p50"], p["p95"], p["p99"]))
PY

REPORT="$OUT_DIR/report"
runs=()
for db in memcached redis; do [ -f "$OUT_DIR/$db-run/result.json" ] && runs+=("$OUT_DIR/$db-run"); done
[ "${#runs[@]}" -gt 0 ] || exit 1
bin/ycsb report "${runs[@]}" -o "$REPORT" 2>&1 | tail -n 1
echo "report charts: $(ls "$REPORT/charts" | tr '\n' ' ')"
if [ -x "$CHROMIUM" ]; then
  profile="$(mktemp -d "${TMPDIR:-/tmp}/size-buckets-chromium.XXXXXX")"
  flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
         --disable-component-update --disable-sync --user-data-dir="$profile" --virtual-time-budget=5000)
  timeout 180 "$CHROMIUM" "${flags[@]}" --dump-dom "file://$REPORT/index.html" > "$OUT_DIR/dom.html" \
    2> "$OUT_DIR/chromium.log" || status=1
  # The screenshot shows the "latency by value size" charts alone: a copy of the page that hides the rest.
  python3 - "$REPORT/index.html" "$REPORT/by-size.html" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
page = page.replace("<h3>Latency by value size", '<h3 class="by-size">Latency by value size')
style = ("<style>body>*:not(.by-size):not(.chart):not(script){display:none}"
         ".chart:not(:has(canvas[id^=by-size])){display:none}</style>")
open(sys.argv[2], "w", encoding="utf-8").write(page.replace("</head>", style + "</head>", 1))
PY
  timeout 180 "$CHROMIUM" "${flags[@]}" --hide-scrollbars --window-size=1400,1500 \
    --screenshot="$OUT_DIR/page.png" "file://$REPORT/by-size.html" > /dev/null 2>&1 \
    || echo "size-buckets: screenshot failed" >&2
  rm -rf "$profile"
  python3 - "$OUT_DIR/dom.html" "${#runs[@]}" <<'PY' || status=1
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
rendered = re.search(r'data-charts-rendered="(\d+)"', dom)
errors = re.search(r'data-js-errors="([^"]*)"', dom)
canvases = len(re.findall(r'<canvas class="chart"', dom))
by_size = len(re.findall(r'id="by-size-\d+"', dom))
print("page: %s of %d charts drawn, %d of them latency by value size; JavaScript errors: %s" % (
    rendered.group(1) if rendered else "?", canvases, by_size, errors.group(1) if errors and errors.group(1) not in ("", "0") else "none"))
ok = rendered and int(rendered.group(1)) == canvases and by_size == int(sys.argv[2]) and not (errors and errors.group(1) not in ("", "0"))
sys.exit(0 if ok else 1)
PY
  echo "screenshot: $OUT_DIR/page.png"
else
  echo "size-buckets: no $CHROMIUM, no screenshot" >&2
fi
exit "$status"
