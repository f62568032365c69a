# shellcheck shell=bash
# Sourced by scripts/test-all.sh: start_ferretdb starts FerretDB, the second MongoDB-wire server of the
# mongodb binding's tests (the first, mongo-java-server, runs inside the test JVM). FerretDB is an
# independently written server in Go with an SQLite backend; no mongod can be installed here.
# Needs WORK, SERVER_PIDS and wait_for_port from the test script.
#
# The binary is built once from the Go module proxy into a cache folder outside the checkout, kept
# between runs on the same machine (never committed):
#   ${YCSB_FERRETDB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ycsb-test/ferretdb-v1.24.2}/ferretdb
# Exports YCSB_TEST_FERRETDB=127.0.0.1:27117 (the server) and YCSB_TEST_FERRETDB_BIN (the binary: the
# restart and kill tests start FerretDB processes of their own).
#
# Building needs Go 1.21 or newer (FerretDB's go.mod asks for 1.24; a Go from 1.21 on fetches that toolchain
# itself). Debian's golang-go is older on bookworm, so the test script does not install it: without a usable
# go the start fails with the reason, and the FerretDB tests fail too (YCSB_TEST_REQUIRE_SERVERS=1), rather
# than CI passing without them. Measured here (2 cores shared with other sessions): 347 s with empty Go
# module and build caches (111 s of CPU), 0 s once the binary is cached.
FERRETDB_VERSION=v1.24.2
FERRETDB_TEST_PORT=27117

_ferretdb_go() {  # the go command: go on PATH, else the Go distribution's usual place
  if command -v go >/dev/null 2>&1; then
    command -v go
  elif [ -x /usr/local/go/bin/go ]; then
    echo /usr/local/go/bin/go
  else
    return 1
  fi
}

# ferretdb_build: prints the path of the FerretDB binary, building it first when the cache has none.
ferretdb_build() {
  local cache="${YCSB_FERRETDB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ycsb-test/ferretdb-$FERRETDB_VERSION}"
  if [ -x "$cache/ferretdb" ]; then
    echo "$cache/ferretdb"
    return 0
  fi
  local go
  go="$(_ferretdb_go)" || { echo "go is not installed (https://go.dev/dl/): cannot build FerretDB" >&2; return 1; }
  mkdir -p "$cache" || return 1
  local src="$cache/src.$$" start=$SECONDS modcache
  rm -rf "$src"
  # The module as the Go module proxy serves it (checksummed by sum.golang.org), copied out of the
  # read-only module cache; FerretDB's build reads its version from build/version/version.txt, which the
  # module zip does not carry.
  (cd "$cache" && GOFLAGS=-mod=mod "$go" mod download "github.com/FerretDB/FerretDB@$FERRETDB_VERSION") >&2 \
      || { echo "go mod download github.com/FerretDB/FerretDB@$FERRETDB_VERSION failed" >&2; return 1; }
  modcache="$("$go" env GOMODCACHE)" || return 1
  cp -r "$modcache/github.com/!ferret!d!b/!ferret!d!b@$FERRETDB_VERSION" "$src" && chmod -R u+w "$src" || return 1
  printf '%s\n' "$FERRETDB_VERSION" > "$src/build/version/version.txt"
  (cd "$src" && CGO_ENABLED=0 "$go" build -o "$cache/ferretdb.$$" ./cmd/ferretdb) >&2 \
      || { echo "go build of FerretDB $FERRETDB_VERSION failed" >&2; rm -rf "$src"; return 1; }
  mv "$cache/ferretdb.$$" "$cache/ferretdb"  # atomic: a concurrent run sees no half-written binary
  rm -rf "$src"
  echo "built FerretDB $FERRETDB_VERSION in $((SECONDS - start)) s into $cache" >&2
  echo "$cache/ferretdb"
}

# ferretdb_run BINARY DIR PORT: runs FerretDB in the foreground, SQLite files and state under DIR.
ferretdb_run() {
  local bin="$1" dir="$2" port="$3"
  mkdir -p "$dir/data" "$dir/state"
  exec "$bin" --handler=sqlite --sqlite-url="file:$dir/data/" --listen-addr="127.0.0.1:$port" \
      --debug-addr=- --telemetry=disable --state-dir="$dir/state" --log-level=warn
}

start_ferretdb() {
  local bin
  bin="$(ferretdb_build)" || return 1
  (ferretdb_run "$bin" "$WORK/ferretdb" "$FERRETDB_TEST_PORT") > "$WORK/ferretdb.log" 2>&1 &
  SERVER_PIDS+=("$!")
  wait_for_port "$FERRETDB_TEST_PORT" 30 || { tail -20 "$WORK/ferretdb.log"; return 1; }
  export YCSB_TEST_FERRETDB="127.0.0.1:$FERRETDB_TEST_PORT"
  export YCSB_TEST_FERRETDB_BIN="$bin"
}
