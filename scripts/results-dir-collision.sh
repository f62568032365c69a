#!/usr/bin/env bash
# Two runs into one results.dir: each trial starts two loads of the memory binding into the same folder, each
# after its own random offset of 0-1 s, and checks that result.json is valid JSON whenever a run said it was
# written, and that a refused run printed one line naming the holder and exited 2.
#
#   scripts/results-dir-collision.sh                 # 50 trials, 3000 records
#   TRIALS=10 RECORDS=5000 scripts/results-dir-collision.sh
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${TRIALS:-50}
RECORDS=${RECORDS:-3000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

one_run() {  # $1 trial folder, $2 run name, $3 offset in ms
  sleep "$(awk -v ms="$3" 'BEGIN { printf "%.3f", ms / 1000 }')"
  set +e
  bin/ycsb load memory -p recordcount="$RECORDS" -p results.dir="$1/results" >"$1/$2.out" 2>"$1/$2.err"
  echo $? >"$1/$2.rc"
}

both_ok=0 refused=0 corrupt=0 other=0
: >"$work/refusals"
for t in $(seq 1 "$TRIALS"); do
  d="$work/$t"
  mkdir -p "$d"
  a=$((RANDOM % 1001))
  b=$((RANDOM % 1001))
  one_run "$d" a "$a" &
  one_run "$d" b "$b" &
  wait
  ra=$(cat "$d/a.rc")
  rb=$(cat "$d/b.rc")
  valid=no
  if python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$d/results/result.json" 2>/dev/null; then
    valid=yes
  fi
  for r in a b; do
    if [ "$(cat "$d/$r.rc")" = 0 ] && grep -q '^Results written' "$d/$r.err" && [ "$valid" != yes ]; then
      corrupt=$((corrupt + 1))
    fi
  done
  if [ "$ra" = 0 ] && [ "$rb" = 0 ]; then
    both_ok=$((both_ok + 1))
  elif { [ "$ra" = 0 ] && [ "$rb" = 2 ]; } || { [ "$ra" = 2 ] && [ "$rb" = 0 ]; }; then
    refused=$((refused + 1))
    loser=a
    [ "$rb" = 2 ] && loser=b
    grep '^ycsb: error:' "$d/$loser.err" >>"$work/refusals"
    if [ "$(grep -c '^ycsb: error:' "$d/$loser.err")" != 1 ] || grep -q '^\s*at ' "$d/$loser.err"; then
      other=$((other + 1))
    fi
  else
    other=$((other + 1))
    echo "trial $t: exit codes $ra and $rb" >&2
    tail -3 "$d/a.err" "$d/b.err" >&2
  fi
  [ "$valid" = yes ] || echo "trial $t: result.json is not valid JSON" >&2
done
echo "trials: $TRIALS (offsets 0-1 s, $RECORDS records, memory binding)"
echo "both runs completed (one after the other): $both_ok"
echo "one run refused with exit 2: $refused"
echo "result.json invalid after a run said 'Results written': $corrupt"
echo "anything else (other exit codes, more than one error line, a stack trace): $other"
if [ -s "$work/refusals" ]; then
  echo "refusal lines (pid, host and time replaced by N, H, T):"
  sed -E 's/pid [0-9]+/pid N/; s/ on [^,]+,/ on H,/; s/started [0-9T:.Z-]+/started T/; s/results.dir .[^ ]*results./results.dir DIR/' \
    "$work/refusals" | sort | uniq -c
fi
[ "$corrupt" = 0 ] && [ "$other" = 0 ]
