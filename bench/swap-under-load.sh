#!/usr/bin/env bash
# Serves a snapshots root under load, publishes a newer snapshot midway, and checks that no request failed and that
# answers moved to the new snapshot's created_at. Loopback only; bounded to LOAD_SECONDS (default 30).
# Usage: bench/swap-under-load.sh   (after: mvn -B -q package -DskipTests -Pbenchmarks)
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=dist/target/cis.jar
BENCH=bench/target/benchmarks.jar
PORT=${PORT:-18480}
SECONDS_OF_LOAD=${LOAD_SECONDS:-30}
CONCURRENCY=${CONCURRENCY:-8}
FEEDS=dist/src/demo/feeds/spdx
WORK=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT

mkdir -p "$WORK/root"
java -jar "$JAR" build --feeds "$FEEDS" --out "$WORK/root/first" > /dev/null
java -jar "$JAR" serve --snapshots "$WORK/root" --host 127.0.0.1 --port "$PORT" --rescan 1s > "$WORK/access.log" 2> "$WORK/serve.log" &
SERVER=$!
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/healthz" > /dev/null && break; sleep 0.1; done
FIRST=$(curl -s "http://127.0.0.1:$PORT/readyz" | sed 's/.*"created_at":"\([^"]*\)".*/\1/')

java -cp "$BENCH" io.cis.bench.LoadClient "http://127.0.0.1:$PORT/v2/licenses/details?id=MIT" \
  --concurrency "$CONCURRENCY" --seconds "$SECONDS_OF_LOAD" > "$WORK/load.txt" &
LOAD=$!
sleep $(( SECONDS_OF_LOAD / 3 ))
# Publish: build beside the root, then one atomic rename into it, as the nightly job does.
java -jar "$JAR" build --feeds "$FEEDS" --out "$WORK/staging" > /dev/null
mv "$WORK/staging" "$WORK/root/second"
SECOND=$(sed -n 's/.*"created_at" : "\([^"]*\)".*/\1/p' "$WORK/root/second/manifest.json")
set +e
wait "$LOAD"
LOAD_EXIT=$?
set -e
RESULT=$(cat "$WORK/load.txt")
echo "first snapshot  $FIRST"
echo "second snapshot $SECOND"
echo "load            $RESULT"
grep -h "switched" "$WORK/serve.log" || true
if [ "$LOAD_EXIT" -ne 0 ]; then echo "FAIL: requests failed"; exit 1; fi
case "$RESULT" in *"$FIRST"*"$SECOND"*) echo "OK: zero failures, answers moved from $FIRST to $SECOND";;
  *) echo "FAIL: answers did not move to the new snapshot"; exit 1;; esac
