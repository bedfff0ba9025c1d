#!/usr/bin/env bash
# The salary survey import at 50,000 rows (scripts/bench/salaryImport.ts) on a throwaway SQLite file and, when a
# PostgreSQL is reachable ($BENCH_PG_URL, or the local test cluster), on it too. Run it under the shared lock:
# flock /tmp/heavy.lock npm run bench:salary
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LOG_LEVEL=warn PAYLOAD_SECRET=bench-secret-0123456789abcdef0123456789
status=0
DATA_DIR="$tmp" DATABASE_URL="file:$tmp/bench.db" DISABLE_PAYLOAD_HMR=true NODE_OPTIONS=--conditions=development npx tsx scripts/bench/salaryImport.ts || status=1
pg="${BENCH_PG_URL:-}"
if [ -n "$pg" ] && pg_isready -q -d "$pg" 2>/dev/null; then
  PGOPTIONS='--client-min-messages=warning' psql "$pg" -qc 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
  DATA_DIR="$tmp" DATABASE_URL="$pg" DISABLE_PAYLOAD_HMR=true NODE_OPTIONS=--conditions=development npx tsx scripts/bench/salaryImport.ts || status=1
else
  echo "PostgreSQL: set BENCH_PG_URL to a throwaway database to run there too."
fi
exit $status
