#!/usr/bin/env bash
#
# Renders a report's index.html in headless Chromium and checks that it loaded without JavaScript
# errors and drew its charts.
#
#   scripts/report-browser-check.sh REPORT_DIR EXPECTED_CHARTS
#
# EXPECTED_CHARTS: the number of charts that must be drawn, or 0 to accept the number the page
# itself announces (<body data-charts-expected>). The page records JavaScript errors in
# <html data-js-errors> and, once every chart is drawn, the number of canvases that carry ink in
# <body data-charts-rendered>; this script reads both from Chromium's --dump-dom.
#
# Environment: CHROMIUM (default /usr/bin/chromium), REPORT_CHECK_SCREENSHOT=FILE.png to also save
# a screenshot of the page. Exit 0 = fine, 1 = check failed, 2 = bad usage or no browser.

set -u

fail() { echo "report-browser-check: FAIL: $1" >&2; exit 1; }

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 REPORT_DIR [EXPECTED_CHARTS|0]" >&2
  exit 2
fi
dir=$1
expected=${2:-0}
case $expected in
  ''|*[!0-9]*) echo "report-browser-check: EXPECTED_CHARTS must be a number, got '$expected'" >&2; exit 2 ;;
esac
[ -f "$dir/index.html" ] || { echo "report-browser-check: no index.html in $dir" >&2; exit 2; }
chromium=${CHROMIUM:-/usr/bin/chromium}
[ -x "$chromium" ] || { echo "report-browser-check: $chromium not found (set CHROMIUM)" >&2; exit 2; }

html=$(cd "$dir" && pwd)/index.html
url="file://$html"

# Self-contained: nothing may be fetched from elsewhere.
if grep -Eiq '<(script|link|img|iframe)[^>]+(src|href)="?(https?:)?//' "$html"; then
  fail "index.html references an external resource"
fi

profile=$(mktemp -d "${TMPDIR:-/tmp}/report-browser-check.XXXXXX")
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
       --disable-background-networking --disable-component-update --disable-sync
       --user-data-dir="$profile" --virtual-time-budget=5000)

dom=$(timeout 120 "$chromium" "${flags[@]}" --dump-dom "$url" 2>"$profile/chromium.log")
status=$?
[ $status -eq 0 ] || fail "chromium exited with $status: $(tail -n 3 "$profile/chromium.log" | tr '\n' ' ')"
[ -n "$dom" ] || fail "chromium printed no DOM"

errors=$(printf '%s' "$dom" | grep -o 'data-js-errors="[0-9]*"' | head -n 1 | tr -dc '0-9')
[ -z "$errors" ] || fail "$errors JavaScript error(s) on the page"
announced=$(printf '%s' "$dom" | grep -o 'data-charts-expected="[0-9]*"' | head -n 1 | tr -dc '0-9')
rendered=$(printf '%s' "$dom" | grep -o 'data-charts-rendered="[0-9]*"' | head -n 1 | tr -dc '0-9')
[ -n "$rendered" ] || fail "the chart script did not finish (no data-charts-rendered attribute)"
[ -n "$announced" ] || fail "the page does not announce its charts (no data-charts-expected attribute)"
[ "$rendered" = "$announced" ] || fail "$rendered of $announced charts drawn"
if [ "$expected" -gt 0 ] && [ "$rendered" -ne "$expected" ]; then
  fail "$rendered charts drawn, expected $expected"
fi

if [ -n "${REPORT_CHECK_SCREENSHOT:-}" ]; then
  shot=$(cd "$(dirname "$REPORT_CHECK_SCREENSHOT")" && pwd)/$(basename "$REPORT_CHECK_SCREENSHOT")
  (cd "$profile" && timeout 120 "$chromium" "${flags[@]}" --window-size=1400,2400 \
    --screenshot="$shot" "$url" >/dev/null 2>&1) || fail "screenshot failed"
fi

echo "report-browser-check: OK: $html loaded without JavaScript errors, $rendered chart(s) drawn"
