#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 (installed with apt) and makes a test role; prints the TEST_DATABASE_URL.
# PostgreSQL does not start itself on these machines.
set -euo pipefail
# Only the URL goes to stdout (callers capture it); everything the tools print goes to stderr.
exec 3>&1 1>&2
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
# The server daemon must not inherit fd 3: a caller's $(…) would wait for it to close and never return.
if ! pg_lsclusters -h | grep -q "^$ver main"; then pg_createcluster "$ver" main >/dev/null 3>&-; fi
pg_ctlcluster "$ver" main start 3>&- 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='yunzhan'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE yunzhan LOGIN SUPERUSER PASSWORD 'yunzhan'\""
echo "postgres://yunzhan:yunzhan@127.0.0.1:5432/postgres" >&3
