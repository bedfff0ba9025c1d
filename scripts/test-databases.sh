#!/usr/bin/env bash
# The integration suite on both databases at once: SQLite in the foreground,
# PostgreSQL (scripts/test-postgres.sh, which provisions a local cluster when
# it runs as root) beside it. Each run keeps its files one after another
# (fileParallelism: false) and has its own data folder and database, so the
# two share nothing but the cores; on two cores this takes the time of the
# slower run instead of the sum of both.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp -t test-pg-XXXXXX.log)
bash scripts/test-postgres.sh >"$log" 2>&1 &
pg_pid=$!
# Whatever happens to this script, the PostgreSQL run does not outlive it.
trap 'kill "$pg_pid" 2>/dev/null' EXIT

echo "Integration tests on SQLite (PostgreSQL runs beside it; its output follows)"
npx vitest run --project int
sqlite_rc=$?

wait "$pg_pid"
pg_rc=$?
trap - EXIT
echo
echo "──── PostgreSQL ────"
cat "$log"
rm -f "$log"

echo
echo "integration: SQLite exit ${sqlite_rc}, PostgreSQL exit ${pg_rc}"
[ "$sqlite_rc" -eq 0 ] && [ "$pg_rc" -eq 0 ]
