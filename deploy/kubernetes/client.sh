#!/bin/sh
# One client of the ycsb-clients Indexed Job (deploy/kubernetes). Pod i of n (JOB_COMPLETION_INDEX of
# CLIENT_COUNT) loads its slice of recordcount, waits until every client has loaded, then runs the
# workload. Each phase starts at one start.at, fixed once by the first client to get there on the
# shared results volume, after every client has arrived (so no client is still pulling its image).
# Results: $YCSB_RESULTS/$RUN_ID/clients/client-<i>/{load,run}; then a 'done' file for the merge Job.
set -eu
: "${JOB_COMPLETION_INDEX:?set by Kubernetes in the pods of an Indexed Job}"
: "${CLIENT_COUNT:?}" "${RUN_ID:?}" "${BINDING:?}" "${JOB_UID:?}"
home="${YCSB_HOME:-/opt/ycsb}"
config="${YCSB_CONFIG:-/config}"
run_dir="${YCSB_RESULTS:-/results}/$RUN_ID"
sync="$run_dir/.sync-$JOB_UID"        # this Job's own meeting points: a re-created Job starts afresh
mine="$run_dir/clients/client-$JOB_COMPLETION_INDEX"
mkdir -p "$sync" "$mine"
rm -f "$mine/done"

# barrier NAME: this client has arrived at NAME; waits until all CLIENT_COUNT have.
barrier() {
  touch "$sync/$1.$JOB_COMPLETION_INDEX"
  tries=0
  while [ "$(find "$sync" -maxdepth 1 -name "$1.*" | wc -l)" -lt "$CLIENT_COUNT" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt $((${BARRIER_TIMEOUT_SECONDS:-600} * 5)) ]; then
      echo "ycsb-client: not every client reached '$1' within ${BARRIER_TIMEOUT_SECONDS:-600} s" >&2
      exit 1
    fi
    sleep 0.2
  done
}

# start_at PHASE: the phase's common start (epoch ms); the first client to ask fixes it as now + START_DELAY.
start_at() {
  if mkdir "$sync/$1.lock" 2>/dev/null; then
    echo "$(( $(date +%s) + ${START_DELAY_SECONDS:-20} ))000" > "$sync/$1.start.tmp"
    mv "$sync/$1.start.tmp" "$sync/$1.start"
  fi
  while [ ! -s "$sync/$1.start" ]; do sleep 0.1; done
  cat "$sync/$1.start"
}

# With METRICS_PORT, each phase serves Prometheus metrics there on every interface of the pod (the pod is
# annotated for scraping); the port is free again metrics.linger seconds after a phase.
metrics=""
if [ -n "${METRICS_PORT:-}" ]; then
  metrics="-p metrics.port=$METRICS_PORT -p metrics.host=0.0.0.0"
fi

# phase load|run: one YCSB phase of this client, from the phase's common start.
phase() {
  barrier "$1-ready"
  at="$(start_at "$1")"
  # shellcheck disable=SC2086 # $metrics is empty or the -p options it splits into
  "$home/bin/ycsb" "$1" "$BINDING" -P "$config/workload" -P "$config/ycsb.properties" \
      -threads "${THREADS:-8}" -target "${TARGET:-0}" -s \
      -p client.index="$JOB_COMPLETION_INDEX" -p client.count="$CLIENT_COUNT" -p run.id="$RUN_ID" \
      -p start.at="$at" -p results.dir="$mine/$1" $metrics > "$mine/$1.out" 2> "$mine/$1.err" \
      || { status=$?; tail -20 "$mine/$1.err" >&2; exit "$status"; }
  tail -3 "$mine/$1.err"
}

if [ "${LOAD:-true}" = true ]; then
  phase load
fi
phase run
touch "$mine/done"
