#!/usr/bin/env bash
# Runs the matching benchmark on a throwaway SQLite file and, when a PostgreSQL URL is given ($BENCH_PG_URL, a database
# the script may empty: never the test suite's), on it too. Run it under the shared lock:
#   BENCH_PG_URL=postgres://site_test:site_test@127.0.0.1:5432/site_bench flock /tmp/heavy.lock npm run bench:match
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LOG_LEVEL=warn PAYLOAD_SECRET=bench-secret-0123456789abcdef0123456789
status=0
DATA_DIR="$tmp" DATABASE_URL="file:$tmp/bench.db" DISABLE_PAYLOAD_HMR=true JOBS_AUTORUN=false NODE_OPTIONS=--conditions=development npx tsx scripts/bench/match.ts || status=1
pg="${BENCH_PG_URL:-}"
if [ -z "$pg" ]; then
  echo "No BENCH_PG_URL given: PostgreSQL skipped."
elif pg_isready -q -d "$pg" 2>/dev/null; then
  PGOPTIONS='--client-min-messages=warning' psql "$pg" -qc 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
  DATA_DIR="$tmp" DATABASE_URL="$pg" DISABLE_PAYLOAD_HMR=true JOBS_AUTORUN=false NODE_OPTIONS=--conditions=development npx tsx scripts/bench/match.ts || status=1
else
  echo "PostgreSQL not reachable at $pg: skipped."
fi
exit $status
