#!/usr/bin/env bash
# Runs the integration suite on PostgreSQL.
# With TEST_DATABASE_URL set, that database is used (and emptied).
# Otherwise a local PostgreSQL 15 cluster is installed if missing, started,
# and given a throwaway role and database (needs root, as on CI).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "Set TEST_DATABASE_URL=postgres://user:pass@host:5432/db to run the PostgreSQL suite (or run as root to provision one)." >&2
    exit 1
  fi
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /usr/lib/postgresql/15 ]; then
    echo "Installing PostgreSQL 15…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
  fi
  if ! pg_lsclusters 2>/dev/null | grep -q '^15 \+main'; then
    pg_createcluster 15 main >/dev/null
  fi
  pg_ctlcluster 15 main start 2>/dev/null || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  pg_isready -h 127.0.0.1 -p 5432
  su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='site_test'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"CREATE ROLE site_test LOGIN PASSWORD 'site_test'\""
  su postgres -c "dropdb --if-exists site_test && createdb -O site_test site_test"
  export TEST_DATABASE_URL=postgres://site_test:site_test@127.0.0.1:5432/site_test
fi

echo "Integration tests on PostgreSQL ($(echo "$TEST_DATABASE_URL" | sed -E 's#://[^@]*@#://***@#'))"
# proofOfWork.int (about a minute: 400 challenges solved) tests the proof-of-work and rate limits, which live in
# memory or Redis, never in the database: on PostgreSQL it would repeat the SQLite run exactly. Sign-ups on
# PostgreSQL are covered by the other files.
npx vitest run --project int --exclude tests/int/proofOfWork.int.test.ts
