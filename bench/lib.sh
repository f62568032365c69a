# Helpers shared by the benchmark scripts; sourced, not run.

# bench_workdir NAME: a new temporary folder in WORK, removed at exit together with every server whose
# PID the script adds to PIDS.
bench_workdir() {
  WORK="$(mktemp -d "${TMPDIR:-/tmp}/ycsb-$1.XXXXXX")"
  PIDS=()
  trap bench_cleanup EXIT
}

bench_cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}

# wait_for_port PORT [SECONDS]: until something listens on 127.0.0.1:PORT (default 30 s).
wait_for_port() {
  local deadline=$((SECONDS + ${2:-30}))
  until (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "nothing listens on 127.0.0.1:$1" >&2; return 1; }
    sleep 0.2
  done
}

# as_root ARG: ARG when running as root (servers that refuse root without it), else nothing.
as_root() { [ "$(id -u)" = 0 ] && echo "$1"; true; }

# start_mariadb PORT: a fresh MariaDB in $WORK/mariadb on 127.0.0.1:PORT, socket $WORK/mariadb.sock,
# root without a password on the socket; started in the background (its PID added to PIDS), not waited for.
start_mariadb() {
  mkdir -p "$WORK/mariadb"
  mariadb-install-db --no-defaults --datadir="$WORK/mariadb" --user="$(id -un)" --skip-test-db \
      --auth-root-authentication-method=normal > "$WORK/mariadb-install.log" 2>&1
  mariadbd --no-defaults --datadir="$WORK/mariadb" $(as_root "--user=root") --bind-address=127.0.0.1 \
      --port="$1" --socket="$WORK/mariadb.sock" --pid-file="$WORK/mariadb.pid" \
      --log-error="$WORK/mariadb.err" --innodb-buffer-pool-size=256M --skip-log-bin > /dev/null 2>&1 &
  PIDS+=("$!")
}
