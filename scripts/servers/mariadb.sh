# Sourced by scripts/test-all.sh: start_mariadb starts the MariaDB the mysql-memcached tests use (its SQL
# path and setup SQL; MariaDB has no memcached plugin). Needs WORK, SERVER_PIDS and wait_for_port.
MARIADB_TEST_PORT=13306

start_mariadb() {
  command -v mariadbd >/dev/null 2>&1 || { echo "mariadb-server is not installed"; return 1; }
  local dir="$WORK/mariadb" socket="$WORK/mariadb.sock"
  mkdir -p "$dir"
  # --no-defaults: the machine's my.cnf (ports, sockets, data dirs) must not leak into the test server.
  mariadb-install-db --no-defaults --datadir="$dir" --user="$(id -un)" --auth-root-authentication-method=normal \
      --skip-test-db > "$WORK/mariadb-install.log" 2>&1 || { cat "$WORK/mariadb-install.log"; return 1; }
  local user_args=()
  [ "$(id -u)" = 0 ] && user_args=(--user=root)
  mariadbd --no-defaults --datadir="$dir" "${user_args[@]}" --bind-address=127.0.0.1 --port="$MARIADB_TEST_PORT" \
      --socket="$socket" --pid-file="$WORK/mariadb.pid" --log-error="$WORK/mariadb.err" \
      --innodb-buffer-pool-size=64M --innodb-log-file-size=32M --skip-log-bin --skip-name-resolve \
      > "$WORK/mariadb.out" 2>&1 &
  SERVER_PIDS+=("$!")
  wait_for_port "$MARIADB_TEST_PORT" 45 || { tail -20 "$WORK/mariadb.err"; return 1; }
  # A password of its own each time: secret-named environment values are masked in every output
  # (site.ycsb.Redactor), so a common word such as 'ycsb-test' would mask the test folder's name too.
  local password="mariadb-$RANDOM$RANDOM"
  mariadb --no-defaults --socket="$socket" -uroot <<SQL || { tail -20 "$WORK/mariadb.err"; return 1; }
CREATE DATABASE IF NOT EXISTS ycsb;
CREATE USER IF NOT EXISTS 'ycsb'@'127.0.0.1' IDENTIFIED BY '$password';
CREATE USER IF NOT EXISTS 'ycsb'@'localhost' IDENTIFIED BY '$password';
-- The setup under test creates tables in ycsb and writes the innodb_memcache schema the tests create.
GRANT ALL PRIVILEGES ON ycsb.* TO 'ycsb'@'127.0.0.1', 'ycsb'@'localhost';
GRANT ALL PRIVILEGES ON innodb_memcache.* TO 'ycsb'@'127.0.0.1', 'ycsb'@'localhost';
SQL
  export YCSB_TEST_MARIADB="127.0.0.1:$MARIADB_TEST_PORT"
  export YCSB_TEST_MARIADB_USER=ycsb
  export YCSB_TEST_MARIADB_PASSWORD="$password"
  export YCSB_TEST_MARIADB_DATABASE=ycsb
}
