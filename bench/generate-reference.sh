#!/usr/bin/env bash
# Generates the reference-size scale feeds (1,000,000 components, 10,000,000 versions, 300,000 advisories, fixed
# seed) into OUT_DIR (default target/scale/feeds in the repository), for `cis build --feeds OUT_DIR`. Builds the bench
# jar first when it is missing. A folder left by an earlier run is replaced; any other non-empty folder is refused.
# Usage: bench/generate-reference.sh [OUT_DIR]      (SEED=N to draw another reference set; SCALE=F sizes it at F times
# the reference, e.g. 0.1, 3 or 10, the growth table's sizes: components and versions scale by F, advisories by F up
# to 1 and by F^0.523 past it, so 10x holds 1,000,000 advisories, as all of OSV with the distributions roughly does)
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$REPO/target/scale/feeds}
case "$OUT" in /*) ;; *) OUT="$PWD/$OUT" ;; esac
cd "$REPO"
BENCH=bench/target/benchmarks.jar
if [ ! -f "$BENCH" ]; then
  mvn -B -q package -DskipTests -Pbenchmarks
fi
FORCE=()
if [ -d "$OUT" ] && [ -n "$(ls -A "$OUT")" ]; then
  if [ ! -f "$OUT/workload/get-paths.txt" ]; then
    echo "$OUT is not empty and holds no earlier generation; not replacing it" >&2
    exit 2
  fi
  FORCE=(--force)
fi
mkdir -p "$OUT"
SCALE=${SCALE:-1}
count() { awk -v n="$1" -v f="$SCALE" 'BEGIN { if (f <= 0) exit 1; printf "%d", n * f + 0.5 }' \
  || { echo "SCALE must be a positive number, was $SCALE" >&2; exit 2; }; }
COMPONENTS=$(count 1000000); VERSIONS=$(count 10000000)
ADVISORIES=$(awk -v f="$SCALE" 'BEGIN { printf "%d", (f <= 1 ? 300000 * f : 300000 * f ^ 0.523) + 0.5 }')
echo "generating ${SCALE}x the reference size: $COMPONENTS components, $VERSIONS versions, $ADVISORIES advisories" >&2
java -Xmx1g -cp "$BENCH" io.cis.bench.scale.ScaleFeedGenerator generate --out "$OUT" --seed "${SEED:-1}" \
  --components "$COMPONENTS" --versions "$VERSIONS" --advisories "$ADVISORIES" --reference-feeds dist/src/demo/feeds "${FORCE[@]}"
