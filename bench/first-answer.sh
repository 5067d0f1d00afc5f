#!/usr/bin/env bash
# Times from `java -jar` to the first answered lookup, RUNS times (3), with the README's serving settings, and prints
# each time and the median. The lookup is the first line of WORKLOAD/get-paths.txt (an E13/E14 GET), so the snapshot
# is open when it is answered. Run `cis verify --snapshot SNAPSHOT` first to time a start on a verification record.
# Environment: PORT (18120), RUNS (3), JAR (dist/target/cis.jar).
# Usage: bench/first-answer.sh SNAPSHOT WORKLOAD
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 SNAPSHOT WORKLOAD" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
JAR=${JAR:-dist/target/cis.jar}
PORT=${PORT:-18120}
[ -f "$JAR" ] || { echo "missing $JAR: run mvn -B -q package -DskipTests first" >&2; exit 2; }
LOOKUP=$(head -1 "$2/get-paths.txt")
times=()
for i in $(seq 1 "${RUNS:-3}"); do
  start=$(date +%s%N)
  MALLOC_ARENA_MAX=2 java -Xms704m -Xmx704m -XX:+AlwaysPreTouch -jar "$JAR" serve --snapshot "$1" \
    --host 127.0.0.1 --port "$PORT" --max-age 3650d > /dev/null 2>&1 &
  server=$!
  until curl -sf "http://127.0.0.1:$PORT$LOOKUP" > /dev/null; do
    kill -0 "$server" 2> /dev/null || { echo "the server exited before answering" >&2; exit 1; }
    sleep 0.02
  done
  took=$(( ($(date +%s%N) - start) / 1000000 ))
  times+=("$took")
  echo "run $i: $took ms"
  kill "$server"
  wait "$server" || true
done
printf '%s\n' "${times[@]}" | sort -n | awk '{t[NR] = $1} END {printf "median of %d: %d ms\n", NR, t[int((NR + 1) / 2)]}'
