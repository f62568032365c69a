# Sourced by scripts/test-all.sh: start_memcached starts the memcached the binding tests use.
# Needs WORK, SERVER_PIDS and wait_for_port from the test script.
MEMCACHED_TEST_PORT=21211

start_memcached() {
  command -v memcached >/dev/null 2>&1 || { echo "memcached is not installed"; return 1; }
  local user_args=()
  # memcached refuses to run as root unless told which user to be.
  [ "$(id -u)" = 0 ] && user_args=(-u root)
  memcached "${user_args[@]}" -l 127.0.0.1 -p "$MEMCACHED_TEST_PORT" -U 0 -m 256 -c 1024 -t 2 \
      > "$WORK/memcached.log" 2>&1 &
  SERVER_PIDS+=("$!")
  wait_for_port "$MEMCACHED_TEST_PORT" 15 || { cat "$WORK/memcached.log"; return 1; }
  export YCSB_TEST_MEMCACHED="127.0.0.1:$MEMCACHED_TEST_PORT"
}
