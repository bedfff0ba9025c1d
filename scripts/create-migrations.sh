#!/usr/bin/env bash
# Creates a migration for both adapters from the current collections:
#   npm run migrate:create -- add_jobs
# SQLite needs nothing; PostgreSQL uses $MIGRATE_DATABASE_URL, or the local
# cluster that scripts/test-postgres.sh provisions.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: npm run migrate:create -- <name>}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

DATA_DIR="$tmp" DATABASE_URL="file:$tmp/migrate.db" npx payload migrate:create "$name"

pg_url="${MIGRATE_DATABASE_URL:-postgres://site_test:site_test@127.0.0.1:5432/site_test}"
DATA_DIR="$tmp" DATABASE_URL="$pg_url" npx payload migrate:create "$name"
npx prettier --write src/migrations/*/index.ts >/dev/null

# `payload migrate:create` sometimes exits without writing the second adapter's file: say so loudly.
for adapter in sqlite postgres; do
  if ! ls src/migrations/$adapter/ | grep -q "_${name}\.ts$"; then
    echo "No $adapter migration named $name was written: run the $adapter step again (see above)." >&2
    exit 1
  fi
done
