#!/usr/bin/env bash
# The cluster proof (`npm run test:cluster`, part of `npm test`): two instances of one production build on
# PostgreSQL, Redis and an S3-compatible server (s3rver), behind nginx, all on 127.0.0.1; then
# tests/cluster/cluster.test.ts checks the six points of docs/DEPLOY.md "What the cluster proof checks" through
# nginx and prints a table. Installs what is missing when run as root (redis-server, nginx, PostgreSQL 15 as
# scripts/test-postgres.sh does); builds only when there is no build. Every process it starts is stopped at the end.
#
# Ports (all on 127.0.0.1): CLUSTER_PORT_BASE (4040) + 1 and + 2 for the instances, + 11 and + 12 for their
# metrics, + 20 nginx, + 30 Redis, + 31 s3rver (32 ports from the base).
set -euo pipefail
cd "$(dirname "$0")/../.."

base="${CLUSTER_PORT_BASE:-4040}"
export PORT_A=$((base + 1)) PORT_B=$((base + 2)) METRICS_A=$((base + 11)) METRICS_B=$((base + 12))
export NGINX_PORT=$((base + 20)) REDIS_PORT=$((base + 30)) S3_PORT=$((base + 31))
db_name="${CLUSTER_DATABASE:-site_cluster}"

need_root() {
  if [ "$(id -u)" != "0" ]; then
    echo "$1 is missing: install it, or run this as root to have it installed." >&2
    exit 1
  fi
}
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  need_root "${missing[*]}"
  echo "Installing ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

# PostgreSQL 15, as scripts/test-postgres.sh provisions it (or CLUSTER_DATABASE_URL, emptied first).
if [ -n "${CLUSTER_DATABASE_URL:-}" ]; then
  database_url="$CLUSTER_DATABASE_URL"
  PGOPTIONS='--client-min-messages=warning' psql "$database_url" -qc 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
else
  need_root "a PostgreSQL database (CLUSTER_DATABASE_URL)"
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /usr/lib/postgresql/15 ]; then
    echo "Installing PostgreSQL 15…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
  fi
  pg_lsclusters 2>/dev/null | grep -q '^15 \+main' || pg_createcluster 15 main >/dev/null
  pg_ctlcluster 15 main start >/dev/null 2>&1 || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='site_test'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"CREATE ROLE site_test LOGIN PASSWORD 'site_test'\""
  su postgres -c "dropdb --if-exists --force $db_name && createdb -O site_test $db_name"
  database_url="postgres://site_test:site_test@127.0.0.1:5432/$db_name"
fi

[ -f .next/BUILD_ID ] || npm run build

tmp=$(mktemp -d /tmp/site-cluster.XXXXXX)
pids=()
cleanup() {
  local status=$?
  # Instances write their process id to $tmp/pids (the test restarts one); the other servers are in $pids.
  for file in "$tmp"/pids/*.pid; do [ -f "$file" ] && pids+=("$(cat "$file")"); done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$tmp/nginx.pid" ] && kill "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  if [ "$status" != "0" ] && [ -z "${CI_QUIET:-}" ]; then
    for log in "$tmp"/*.log; do echo "── $log (last lines)"; tail -n 40 "$log"; done
  fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT INT TERM

wait_for() { # url, what, seconds
  for _ in $(seq 1 $(($3 * 5))); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "$2 did not answer at $1 within $3 s" >&2
  return 1
}

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$tmp" >"$tmp/redis.log" 2>&1 &
pids+=($!)
mkdir -p "$tmp/s3"
node node_modules/s3rver/bin/s3rver.js -d "$tmp/s3" -a 127.0.0.1 -p "$S3_PORT" --configure-bucket site-uploads >"$tmp/s3rver.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.2; done
wait_for "http://127.0.0.1:$S3_PORT/" "s3rver" 20

# One environment for every instance: the same secret, database, Redis and bucket; its own disk.
export NODE_ENV=production DATABASE_URL="$database_url" REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
export S3_BUCKET=site-uploads S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_REGION=us-east-1
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
export PAYLOAD_SECRET="cluster-proof-secret-0123456789abcdef0123456789"
export SERVER_URL="http://127.0.0.1:$NGINX_PORT" TRUSTED_PROXIES=1 COOKIE_SECURE=false LOG_LEVEL=info
export ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD="cluster admin password 1"
export CLUSTER_TMP="$tmp"

echo "Seeding $db_name (migrations, demo content, media into the bucket)…"
DATA_DIR="$tmp/seed" npm run --silent seed >"$tmp/seed.log" 2>&1

mkdir -p "$tmp/pids"
start_instance() { # name, port, metrics port
  mkdir -p "$tmp/$1"
  DATA_DIR="$tmp/$1" PORT="$2" HOST=127.0.0.1 METRICS_PORT="$3" node server/index.mjs >"$tmp/$1.log" 2>&1 &
  echo $! >"$tmp/pids/$1.pid"
  disown $! # the test kills it with SIGKILL: no job notice from bash
}
start_instance a "$PORT_A" "$METRICS_A"
start_instance b "$PORT_B" "$METRICS_B"
export PID_A="$(cat "$tmp/pids/a.pid")" PID_B="$(cat "$tmp/pids/b.pid")"

node scripts/cluster/nginxConf.mjs deploy/nginx.conf "$tmp" >"$tmp/nginx.conf"
"$NGINX" -t -q -c "$tmp/nginx.conf" -p "$tmp" 2>"$tmp/nginx-test.log" || { cat "$tmp/nginx-test.log" >&2; exit 1; }
"$NGINX" -c "$tmp/nginx.conf" -p "$tmp"

wait_for "http://127.0.0.1:$PORT_A/api/ready" "instance A" 90
wait_for "http://127.0.0.1:$PORT_B/api/ready" "instance B" 90
wait_for "http://127.0.0.1:$NGINX_PORT/api/ready" "nginx" 10

# CLUSTER_HOLD=600 keeps the cluster up that many seconds instead of testing (to look around by hand).
if [ -n "${CLUSTER_HOLD:-}" ]; then
  echo "Cluster up: nginx http://127.0.0.1:$NGINX_PORT, A :$PORT_A, B :$PORT_B, folder $tmp. Holding ${CLUSTER_HOLD}s."
  sleep "$CLUSTER_HOLD" & wait $!
  exit 0
fi

# The test restarts instance A for the last check (its process id goes to $tmp/pids/a2.pid).
node --conditions=development --import tsx --test --test-reporter=spec tests/cluster/cluster.test.ts
echo "Cluster proof finished in ${SECONDS} s (setup included)."

