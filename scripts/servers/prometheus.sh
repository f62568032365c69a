# shellcheck shell=bash
# A Prometheus (Debian's prometheus package) for the metrics endpoint's end-to-end test (sourced by
# scripts/test-all.sh; start_prometheus is called with WORK, SERVER_PIDS and wait_for_port defined). On loopback,
# never on 9090, with its own data folder under $WORK and a 1 s scrape and evaluation interval:
#   19090  Prometheus' HTTP API                                       YCSB_TEST_PROMETHEUS
#   19091  the one target it scrapes: a client run with metrics.port   YCSB_TEST_PROMETHEUS_TARGET
# PROMETHEUS_PORT and PROMETHEUS_TARGET_PORT move them (a session with its own port range).
# Not installed: says so and starts nothing; the test is then skipped with that reason (failed under
# YCSB_TEST_REQUIRE_SERVERS=1 only when the binary is there but was not started).

start_prometheus() {
  command -v prometheus >/dev/null || { echo "prometheus is not installed (apt-get install prometheus)"; return 0; }
  local port="${PROMETHEUS_PORT:-19090}" target="${PROMETHEUS_TARGET_PORT:-19091}"
  local dir="$WORK/prometheus"
  mkdir -p "$dir/data"
  cat > "$dir/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
  evaluation_interval: 1s
scrape_configs:
  - job_name: ycsb
    static_configs:
      - targets: ['127.0.0.1:$target']
YAML
  prometheus --config.file="$dir/prometheus.yml" --storage.tsdb.path="$dir/data" \
      --web.listen-address="127.0.0.1:$port" --storage.tsdb.retention.time=1d \
      > "$dir/prometheus.log" 2>&1 &
  SERVER_PIDS+=($!)
  wait_for_port "$port" 30 || { tail -5 "$dir/prometheus.log"; return 1; }
  export YCSB_TEST_PROMETHEUS="127.0.0.1:$port" YCSB_TEST_PROMETHEUS_TARGET="127.0.0.1:$target"
}
