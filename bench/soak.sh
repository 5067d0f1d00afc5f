#!/usr/bin/env bash
# Soak: starts the server on a snapshot, measures the maximum throughput of the mixed workload (closed loop), then
# sends the mix open-loop at 80% of that maximum for SOAK_SECONDS while sampling the server's resident memory, and
# prints the report: PASS when there were zero errors and the memory stayed within 10% of its value after warm-up.
# Usage: bench/soak.sh [SNAPSHOT_DIR] [WORKLOAD_DIR]   (after: mvn -B -q package -DskipTests -Pbenchmarks)
#   defaults: the bundled demo snapshot and bench/workloads/demo
# Environment: SOAK_SECONDS (600), SOAK_WARMUP_SECONDS (60, or a fifth of a shorter run), SOAK_SAMPLE_SECONDS (10),
# SOAK_LOAD_FACTOR (0.8), SOAK_MAX_IN_FLIGHT (64), SOAK_PROBE_CONCURRENCY (16), SOAK_PROBE_SECONDS (15),
# SOAK_MIX (echo=1,get=4,e1=2,e3-100=2,e3-1000=1), SOAK_REPORT (OUT_DIR/soak-report.md), and those of load-server.sh.
# Exits 1 on FAIL.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/load-server.sh
WORKLOAD=${2:-bench/workloads/demo}
SOAK_SECONDS=${SOAK_SECONDS:-600}
WARMUP=${SOAK_WARMUP_SECONDS:-$(( SOAK_SECONDS / 5 < 60 ? SOAK_SECONDS / 5 : 60 ))}

start_server "${1:-}"
java -cp "$BENCH" io.cis.bench.soak.Soak --base "$BASE" --workload "$WORKLOAD" --server-pid "$SERVER" \
  --seconds "$SOAK_SECONDS" --warmup "$WARMUP" --sample-every "${SOAK_SAMPLE_SECONDS:-10}" \
  --load-factor "${SOAK_LOAD_FACTOR:-0.8}" --max-in-flight "${SOAK_MAX_IN_FLIGHT:-64}" \
  --probe-concurrency "${SOAK_PROBE_CONCURRENCY:-16}" --probe-seconds "${SOAK_PROBE_SECONDS:-15}" \
  --mix "${SOAK_MIX:-echo=1,get=4,e1=2,e3-100=2,e3-1000=1}" --report "${SOAK_REPORT:-$OUT_DIR/soak-report.md}"
