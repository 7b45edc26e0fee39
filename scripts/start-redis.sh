#!/usr/bin/env bash
# Starts Debian's redis-server (installed with apt) in the background, without persistence, for the tests of the
# Redis notice relay; prints the TEST_REDIS_URL. Redis does not start itself on these machines.
set -euo pipefail
exec 3>&1 1>&2
port=6379
if ! redis-cli -p "$port" ping >/dev/null 2>&1; then
  # The daemon must not inherit fd 3: a caller's $(…) would wait for it to close and never return.
  redis-server --port "$port" --bind 127.0.0.1 --daemonize yes --save '' --appendonly no 3>&-
  for _ in $(seq 1 30); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.2; done
fi
echo "redis://127.0.0.1:$port" >&3
