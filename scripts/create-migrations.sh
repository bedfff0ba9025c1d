#!/usr/bin/env bash
# Creates a migration for both adapters from the current collections:
#   npm run migrate:create -- add_jobs
# SQLite needs nothing; PostgreSQL uses $MIGRATE_DATABASE_URL, or the local
# cluster that scripts/test-postgres.sh provisions.
#
# Run with the `development` export condition (docs/ARCHITECTURE.md, "Scripts
# that load the config"); each adapter is still tried up to 3 times until its
# file exists.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: npm run migrate:create -- <name>}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The check below finds a migration by its name: an older one of the same name would pass for the new one, and
# nothing would be written. Refuse that name instead.
for adapter in sqlite postgres; do
  if ls "src/migrations/$adapter/" | grep -q "_${name}\.ts$"; then
    echo "A $adapter migration named $name exists already: choose another name." >&2
    exit 1
  fi
done

pg_url="${MIGRATE_DATABASE_URL:-postgres://site_test:site_test@127.0.0.1:5432/site_test}"

create() {
  local adapter="$1" url="$2"
  for attempt in 1 2 3; do
    if ls "src/migrations/$adapter/" | grep -q "_${name}\.ts$"; then return 0; fi
    [ "$attempt" -gt 1 ] && echo "Retrying the $adapter migration ($attempt/3)…" >&2
    DATA_DIR="$tmp" DATABASE_URL="$url" NODE_OPTIONS=--conditions=development npx payload migrate:create "$name"
  done
  ls "src/migrations/$adapter/" | grep -q "_${name}\.ts$" || {
    echo "No $adapter migration named $name was written." >&2
    exit 1
  }
}

create sqlite "file:$tmp/migrate.db"
create postgres "$pg_url"
npx prettier --write src/migrations/*/index.ts >/dev/null
