#!/usr/bin/env bash
# Slow bodies: starts the server on a snapshot, times another client's requests alone, then while SLOW_CONNECTIONS
# connections trickle request bodies at one byte per second (each replaced when the server cuts it), and prints the
# report: PASS when every timed request was answered 200 and their p99 during the trickle stayed under 100 ms.
# Loopback only; it stops by itself after SLOW_WARMUP_SECONDS + SLOW_BASELINE_SECONDS + SLOW_SETTLE_SECONDS +
# SLOW_SECONDS, with at most SLOW_CONNECTIONS trickling connections open at once.
# Usage: bench/slow-bodies.sh [SNAPSHOT_DIR]   (after: mvn -B -q package -DskipTests -Pbenchmarks)
#   default: the bundled demo snapshot
# Environment: SLOW_CONNECTIONS (250), SLOW_INTERVAL_MS (1000), SLOW_WARMUP_SECONDS (10), SLOW_BASELINE_SECONDS (10),
# SLOW_SETTLE_SECONDS (5), SLOW_SECONDS (60), SLOW_PROBE_EVERY_MS (20), SLOW_P99_LIMIT_MS (100), SLOW_REPORT (OUT_DIR/slow-bodies-report.md),
# and those of load-server.sh (SERVE_ARGS="--min-body-rate 0" shows the server without a minimum rate).
# Exits 1 on FAIL.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/load-server.sh

start_server "${1:-}"
java -cp "$BENCH" io.cis.bench.slow.SlowBodies --base "$BASE" \
  --connections "${SLOW_CONNECTIONS:-250}" --interval-ms "${SLOW_INTERVAL_MS:-1000}" \
  --warmup-seconds "${SLOW_WARMUP_SECONDS:-10}" --baseline-seconds "${SLOW_BASELINE_SECONDS:-10}" \
  --settle-seconds "${SLOW_SETTLE_SECONDS:-5}" \
  --seconds "${SLOW_SECONDS:-60}" --probe-every-ms "${SLOW_PROBE_EVERY_MS:-20}" \
  --p99-limit-ms "${SLOW_P99_LIMIT_MS:-100}" --report "${SLOW_REPORT:-$OUT_DIR/slow-bodies-report.md}"
