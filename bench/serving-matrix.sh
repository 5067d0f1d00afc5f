#!/usr/bin/env bash
# Serving benchmark matrix: starts the server on a snapshot, runs every scenario of a workload (echo, E13/E14 GETs,
# E3 batches of 100 and 1,000, E1 pages) closed-loop at each concurrency from bench's ServingMatrix over loopback,
# prints the Markdown and CSV tables and the targets met or not, and stops the server.
# Usage: bench/serving-matrix.sh [SNAPSHOT_DIR] [WORKLOAD_DIR]   (after: mvn -B -q package -DskipTests -Pbenchmarks)
#   defaults: the bundled demo snapshot and bench/workloads/demo
# Environment: WARMUP_SECONDS (5) and CELL_SECONDS (10) per cell, CONCURRENCY (1,4,16), and those of load-server.sh.
# Writes OUT_DIR/serving-matrix.md and .csv; exits 1 when a request failed.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/load-server.sh
WORKLOAD=${2:-bench/workloads/demo}

start_server "${1:-}"
java -cp "$BENCH" io.cis.bench.serving.ServingMatrix --base "$BASE" --workload "$WORKLOAD" --server-pid "$SERVER" \
  --warmup "${WARMUP_SECONDS:-5}" --seconds "${CELL_SECONDS:-10}" --concurrency "${CONCURRENCY:-1,4,16}" --out "$OUT_DIR"
