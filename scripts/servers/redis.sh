# shellcheck shell=bash
# Redis servers for the redis binding's tests (sourced by scripts/test-all.sh; start_redis is called
# with WORK, SERVER_PIDS and wait_for_port defined). All on loopback, never on 6379:
#   16379        plain standalone, no auth                YCSB_TEST_REDIS
#   16380        ACL: user ycsb with a password           YCSB_TEST_REDIS_ACL (+ _ACL_USER, _ACL_PASSWORD)
#   16381        TLS only, self-signed CA made here       YCSB_TEST_REDIS_TLS (+ _TLS_CA: the CA's PEM file)
#   16382        AOF with appendfsync always, no auth     YCSB_TEST_REDIS_AOF (plans/local-demo.yaml's redis-aof)
#   17001-17003  a 3-master cluster                       YCSB_TEST_REDIS_CLUSTER (a seed node)

_redis_start() {  # _redis_start NAME PORT_FOR_WAIT ARGS...: one redis-server under $WORK/redis-NAME
  local name="$1" port="$2"; shift 2
  local dir="$WORK/redis-$name"
  mkdir -p "$dir"
  redis-server --bind 127.0.0.1 --dir "$dir" --save '' --appendonly no --daemonize no \
      --logfile "$dir/redis.log" "$@" &
  SERVER_PIDS+=($!)
  wait_for_port "$port" 20 || { tail -5 "$dir/redis.log"; return 1; }
}

_redis_tls_cert() {  # a CA and a server certificate for 127.0.0.1 / localhost, valid 2 days
  local d="$WORK/redis-tls-cert"
  mkdir -p "$d"
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=ycsb test CA" \
      -keyout "$d/ca.key" -out "$d/ca.crt" 2>/dev/null || return 1
  openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "$d/server.key" -out "$d/server.csr" \
      2>/dev/null || return 1
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\n' > "$d/ext.cnf"
  openssl x509 -req -in "$d/server.csr" -CA "$d/ca.crt" -CAkey "$d/ca.key" -CAcreateserial -days 2 \
      -extfile "$d/ext.cnf" -out "$d/server.crt" 2>/dev/null || return 1
}

start_redis() {
  command -v redis-server >/dev/null || { echo "redis-server is not installed"; return 1; }
  _redis_start plain 16379 --port 16379 || return 1
  export YCSB_TEST_REDIS=127.0.0.1:16379

  _redis_start aof 16382 --port 16382 --appendonly yes --appendfsync always || return 1
  export YCSB_TEST_REDIS_AOF=127.0.0.1:16382

  local acl_password="acl-$RANDOM$RANDOM"
  _redis_start acl 16380 --port 16380 --user default off \
      --user ycsb on ">$acl_password" '~*' '&*' '+@all' || return 1
  export YCSB_TEST_REDIS_ACL=127.0.0.1:16380 YCSB_TEST_REDIS_ACL_USER=ycsb YCSB_TEST_REDIS_ACL_PASSWORD="$acl_password"

  # Debian's redis-server is linked against libssl (BUILD_TLS=yes), so TLS is tested for real.
  _redis_tls_cert || { echo "openssl failed to make the test certificates"; return 1; }
  local c="$WORK/redis-tls-cert"
  _redis_start tls 16381 --port 0 --tls-port 16381 --tls-cert-file "$c/server.crt" \
      --tls-key-file "$c/server.key" --tls-ca-cert-file "$c/ca.crt" --tls-auth-clients no || return 1
  export YCSB_TEST_REDIS_TLS=127.0.0.1:16381 YCSB_TEST_REDIS_TLS_CA="$c/ca.crt"

  local p
  for p in 17001 17002 17003; do
    _redis_start "cluster-$p" "$p" --port "$p" --cluster-enabled yes \
        --cluster-config-file "$WORK/redis-cluster-$p/nodes.conf" --cluster-node-timeout 5000 || return 1
  done
  redis-cli --cluster create 127.0.0.1:17001 127.0.0.1:17002 127.0.0.1:17003 --cluster-yes \
      > "$WORK/redis-cluster-create.log" 2>&1 || { cat "$WORK/redis-cluster-create.log"; return 1; }
  local deadline=$((SECONDS + 30))
  until redis-cli -p 17001 cluster info 2>/dev/null | grep -q 'cluster_state:ok'; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "redis cluster not ok after 30 s"; return 1; }
    sleep 0.2
  done
  export YCSB_TEST_REDIS_CLUSTER=127.0.0.1:17001
}
