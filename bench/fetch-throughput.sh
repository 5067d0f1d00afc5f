#!/usr/bin/env bash
# Fetch throughput: `cis fetch --only osv` from a loopback stand-in of the OSV export (ecosystems.txt, and per
# ecosystem all.zip and modified_id.csv) laid out from OSV records: the whole export into an empty feeds folder, then
# the update after CHANGED records (default 1000) were modified. Prints a Markdown table of records, requests, bytes
# received, time, MB/s and records/s (docs/benchmarks.md, "Fetch throughput").
# Usage: bench/fetch-throughput.sh [RECORDS_DIR]
#   RECORDS_DIR holds OSV records (.json files or zips of them); by default the reference feeds' osv/ folder,
#   target/scale/feeds/osv, generated first with bench/generate-reference.sh when it is not there (SCALE=F for
#   another size). CHANGED=N records changed for the update, SEED=N draws them, HEAP sizes the fetch's heap (1g).
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
JAR=dist/target/cis.jar
BENCH=bench/target/benchmarks.jar
if [ ! -f "$JAR" ] || [ ! -f "$BENCH" ]; then
  mvn -B -q package -DskipTests -Pbenchmarks
fi
RECORDS=${1:-$REPO/target/scale/feeds/osv}
case "$RECORDS" in /*) ;; *) RECORDS="$PWD/$RECORDS" ;; esac
if [ ! -d "$RECORDS" ]; then
  if [ $# -gt 0 ]; then
    echo "$RECORDS: no such folder of OSV records" >&2
    exit 2
  fi
  bench/generate-reference.sh "$REPO/target/scale/feeds"
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cis-fetch-throughput.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
echo "records: $RECORDS; $(nproc) cores; $(java -version 2>&1 | head -1)" >&2
java -Xmx2g -cp "$BENCH" io.cis.bench.fetch.FetchThroughput --records "$RECORDS" --jar "$JAR" --work "$WORK" \
  --changed "${CHANGED:-1000}" --seed "${SEED:-1}" --heap "${HEAP:-1g}"
