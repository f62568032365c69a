#!/usr/bin/env bash
# The report of a repeat-5 plan in headless Chromium: are the 95% intervals drawn and shown?
#
#   bench/report-chromium.sh [PLAN_OUT]
#
# Without PLAN_OUT it first runs bench/repeat5-plan.yaml (memory and basic with a 1 ms delay, threads 1
# and 2, both phases, repeat 5: 20 short sweeps, interleaved; about 9 minutes on a loaded 2-core machine)
# into OUT_DIR/plan. Then it builds the report (`bin/ycsb report PLAN_OUT -o OUT_DIR/report`), renders
# index.html in headless Chromium and prints:
#   - the order the plan ran its sweeps in (order.tsv), to see A1 B1 A2 B2 ...;
#   - JavaScript errors (the page's own record, <html data-js-errors>, and Chromium's console log);
#   - charts drawn, whiskers and bands drawn (<body data-charts-rendered, data-interval-whiskers,
#     data-interval-bands>), and each chart's caption;
#   - every chart point: database, threads, median [low, high] and n, from the page's chart data; for the
#     Load chart's points the run folders each comes from (results.json "repetitions");
#   - the first rows of the "Repetitions: median [95% interval]" table as the browser shows them;
# and saves OUT_DIR/page.png (1400 px wide, the charts at the top) and the report's PNG charts.
# Exit 0 when the page loaded without errors, drew every chart and as many whiskers as the chart data has
# intervals, and the table shows `value [low, high]`; 1 otherwise; 2 for bad usage or no browser.
#
# Environment: OUT_DIR (default bench/target/report-chromium-<timestamp>), CHROMIUM (default
# /usr/bin/chromium).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
OUT_DIR="${OUT_DIR:-$ROOT/bench/target/report-chromium-$(date +%Y%m%d-%H%M%S)}"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || { echo "report-chromium: $CHROMIUM not found (set CHROMIUM)" >&2; exit 2; }
[ $# -le 1 ] || { echo "usage: $0 [PLAN_OUT]" >&2; exit 2; }
mkdir -p "$OUT_DIR"

if [ $# -eq 1 ]; then
  PLAN_OUT="$(cd "$1" && pwd)" || exit 2
else
  PLAN_OUT="$OUT_DIR/plan"
  echo "== running bench/repeat5-plan.yaml into $PLAN_OUT"
  start=$SECONDS
  bin/ycsb plan bench/repeat5-plan.yaml --out "$PLAN_OUT" > "$OUT_DIR/plan.log" 2>&1 \
    || { tail -n 5 "$OUT_DIR/plan.log"; echo "report-chromium: the plan failed (see $OUT_DIR/plan.log)" >&2; exit 1; }
  echo "plan finished in $((SECONDS - start)) s"
fi

REPORT="$OUT_DIR/report"
rm -rf "$REPORT"
bin/ycsb report "$PLAN_OUT" -o "$REPORT" 2>&1 | tail -n 1
[ -f "$REPORT/index.html" ] || { echo "report-chromium: no report written" >&2; exit 1; }

profile="$(mktemp -d "${TMPDIR:-/tmp}/report-chromium.XXXXXX")"
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --user-data-dir="$profile" --virtual-time-budget=5000)
url="file://$REPORT/index.html"
timeout 180 "$CHROMIUM" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" \
  > "$OUT_DIR/dom.html" 2> "$OUT_DIR/chromium.log" || { echo "report-chromium: chromium failed" >&2; exit 1; }
timeout 180 "$CHROMIUM" "${flags[@]}" --hide-scrollbars --window-size=1400,2600 --screenshot="$OUT_DIR/page.png" \
  "$url" > /dev/null 2>&1 || echo "report-chromium: screenshot failed" >&2

python3 - "$PLAN_OUT" "$REPORT" "$OUT_DIR" <<'EOF'
import html.parser
import json
import re
import sys

plan, report, out = sys.argv[1:4]
dom = open(out + "/dom.html", encoding="utf-8").read()
log = open(out + "/chromium.log", encoding="utf-8", errors="replace").read()
ok = True

print("== order the plan ran its sweeps in (order.tsv)")
try:
    rows = [l.split("\t") for l in open(plan + "/order.tsv", encoding="utf-8").read().splitlines()[1:]]
    seq = []
    for r in rows:
        m = re.match(r"(\S+) (\S+) (\S+) rep (\d+)/\d+", r[2])
        seq.append("%s/%s#%s" % (m.group(1), m.group(3), m.group(4)) if m else r[2])
    print(" ".join(seq))
except OSError:
    print("(no order.tsv: not a plan output)")

def attr(name):
    m = re.search(name + r'="(\d+)"', dom)
    return int(m.group(1)) if m else None

errors = attr("data-js-errors")
console = [l for l in log.splitlines() if "CONSOLE" in l or "Uncaught" in l]
print("== JavaScript: %d error(s) recorded by the page, %d console line(s) from Chromium"
      % (errors or 0, len(console)))
for l in console[:5]:
    print("   " + l[:200])
ok &= not errors and not any("rror" in l for l in console)

data = json.loads(html.unescape(re.search(
    r'<script type="application/json" id="report-data">(.*?)</script>', dom, re.S).group(1)))
expected = attr("data-charts-expected")
rendered = attr("data-charts-rendered")
whiskers = attr("data-interval-whiskers")
bands = attr("data-interval-bands")
want_whiskers = sum(1 for c in data["charts"] for b in c["bars"] for lo in b["throughputLow"] if lo is not None)
want_bands = sum(1 for c in data["charts"] for b in c["bars"] for lo in b["latencyLow"] if lo is not None)
print("== charts drawn %s of %s; whiskers drawn %s (points with a throughput interval: %d); bands drawn at %s "
      "line points (with a latency interval: %d)" % (rendered, expected, whiskers, want_whiskers, bands, want_bands))
ok &= rendered == expected and whiskers == want_whiskers and bands == want_bands

reps = json.load(open(report + "/results.json", encoding="utf-8"))["repetitions"]
def runs_of(db, workload, phase, threads):
    for g in reps:
        if (g["database"], g["workload"], g["phase"], g["threads"]) == (db, workload, phase, threads) \
                and not g["preload"] and g["target"] == 0:
            return g["runs"]
    return []

def num(v):
    return "-" if v is None else ("%d" % v if v == int(v) else "%.1f" % v)

for i, c in enumerate(data["charts"]):
    print("== chart %d: %s" % (i, data["titles"][i][0]))
    for line in data["titles"][i][3].split("; "):
        print("   caption: " + line)
    for b in c["bars"]:
        for k, t in enumerate(c["threads"]):
            print("   %-10s %2s threads: %s ops/s [%s, %s], p%d %s µs [%s, %s], all ops %s µs, n=%d"
                  % (b["database"], t, num(b["throughput"][k]), num(b["throughputLow"][k]),
                     num(b["throughputHigh"][k]), c["percentile"], num(b["latencyUs"][k]), num(b["latencyLow"][k]),
                     num(b["latencyHigh"][k]), b["pooledLatencyUs"][k], b["runs"][k]))
            if c["phase"] == "load":
                for r in runs_of(b["database"], c["workload"], "load", t):
                    print("      from " + r)

class Table(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.inside = self.cell = False
        self.rows = []
    def handle_starttag(self, tag, attrs):
        if tag == "h2":
            self.inside = dict(attrs).get("id") == "repetitions"
        elif self.inside and tag == "tr":
            self.rows.append([])
        elif self.inside and tag in ("td", "th"):
            self.cell = True
            self.rows[-1].append("")
    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.cell = False
    def handle_data(self, d):
        if self.inside and self.cell:
            self.rows[-1][-1] += d

t = Table()
t.feed(dom)
print("== Repetitions table (%d rows)" % (len(t.rows) - 1 if t.rows else 0))
for r in t.rows[:6]:
    print("   " + " | ".join(r[:10]))
ok &= len(t.rows) > 1 and all(re.match(r"^[0-9.]+ \[[0-9.]+, [0-9.]+\]$", r[7]) for r in t.rows[1:])
print("report-chromium: %s (page: %s/page.png, PNG charts: %s/charts)" % ("OK" if ok else "FAIL", out, report))
sys.exit(0 if ok else 1)
EOF
