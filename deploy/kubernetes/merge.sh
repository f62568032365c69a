#!/bin/sh
# The ycsb-merge Job (deploy/kubernetes): waits until all CLIENT_COUNT clients of RUN_ID have finished
# on the shared results volume, then merges their results exactly (histograms added, never
# percentiles averaged) into $RUN_ID/merged and renders the report into $RUN_ID/report.
set -eu
: "${CLIENT_COUNT:?}" "${RUN_ID:?}"
home="${YCSB_HOME:-/opt/ycsb}"
run_dir="${YCSB_RESULTS:-/results}/$RUN_ID"
tries=0
while [ "$(find "$run_dir/clients" -mindepth 2 -maxdepth 2 -name done 2>/dev/null | wc -l)" -lt "$CLIENT_COUNT" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt $((${MERGE_TIMEOUT_SECONDS:-86400} / 2)) ]; then
    echo "ycsb-merge: not every client of $RUN_ID finished within ${MERGE_TIMEOUT_SECONDS:-86400} s" >&2
    exit 1
  fi
  sleep 2
done
"$home/bin/ycsb" report merge "$run_dir/clients" -o "$run_dir/merged"
"$home/bin/ycsb" report "$run_dir/merged" -o "$run_dir/report"
