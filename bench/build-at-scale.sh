#!/usr/bin/env bash
# Builds a snapshot from FEEDS into OUT with a 2 GiB heap (HEAP=4g for another) and measures what "Build at scale"
# in docs/benchmarks.md reports: wall and processor time and peak resident memory (/usr/bin/time -v), the heap after
# every collection (-Xlog:gc), the live heap (a class histogram, which collects fully first, every HISTOGRAM_SECONDS,
# a multiple of 5, 300 by default, 0 for none), the disk of the build's spill and work directories (every 30 s), the snapshot's bytes
# and bytes per stored version. Everything goes to LOG_DIR (default OUT.measure); the summary is printed at the end.
# Needs /usr/bin/time and the JDK's jcmd. NICE=10 runs the build at that niceness; JAR=FILE builds with another copy of
# cis.jar than dist/target/cis.jar (a copy keeps one measured jar across sizes while the tree is rebuilt).
# Usage: bench/build-at-scale.sh FEEDS OUT
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 FEEDS OUT" >&2
  exit 2
fi
REPO=$(cd "$(dirname "$0")/.." && pwd)
FEEDS=$1
OUT=$2
case "$OUT" in /*) ;; *) OUT="$PWD/$OUT" ;; esac
LOG=${LOG_DIR:-$OUT.measure}
JAR=${JAR:-$REPO/dist/target/cis.jar}
[ -f "$JAR" ] || { echo "$JAR is missing: run mvn -B -q package -DskipTests first" >&2; exit 2; }
mkdir -p "$LOG"
rm -f "$LOG"/histogram-*.txt "$LOG"/disk.txt "$LOG"/gc.log*
touch "$LOG/disk.txt"
PARENT=$(dirname "$OUT")
NAME=$(basename "$OUT")

nice -n "${NICE:-0}" /usr/bin/time -v -o "$LOG/time.txt" java -Xmx"${HEAP:-2g}" -Xlog:gc:file="$LOG/gc.log" \
  -jar "$JAR" build --feeds "$FEEDS" --out "$OUT" --replace > "$LOG/build.out" 2> "$LOG/build.err" &
TIMED=$!
JAVA=""
for _ in $(seq 1 50); do
  JAVA=$(pgrep -P "$TIMED" java || true)
  [ -n "$JAVA" ] && break
  sleep 0.2
done
SECONDS_RUN=0
HISTOGRAMS=0
while kill -0 "$TIMED" 2> /dev/null; do
  sleep 5
  SECONDS_RUN=$((SECONDS_RUN + 5))
  if [ $((SECONDS_RUN % 30)) -eq 0 ]; then
    spill=$( (du -sb "$PARENT/.$NAME".spill-* 2> /dev/null || true) | awk '{s += $1} END {printf "%.0f\n", s}')
    work=$( (du -sb "$PARENT/.$NAME".building-* 2> /dev/null || true) | awk '{s += $1} END {printf "%.0f\n", s}')
    echo "$SECONDS_RUN $spill $work" >> "$LOG/disk.txt"
  fi
  if [ "${HISTOGRAM_SECONDS:-300}" -gt 0 ] && [ $((SECONDS_RUN % ${HISTOGRAM_SECONDS:-300})) -eq 0 ] \
      && kill -0 "$JAVA" 2> /dev/null; then
    HISTOGRAMS=$((HISTOGRAMS + 1))
    skipped_before=$(grep -c "pre-dump GC was skipped" "$LOG/gc.log" || true)
    jcmd "$JAVA" GC.class_histogram > "$LOG/histogram-$HISTOGRAMS.txt" 2> /dev/null || true
    skipped_after=$(grep -c "pre-dump GC was skipped" "$LOG/gc.log" || true)
    # a histogram taken while a JNI call held the GC locker counts dead objects too: not a live figure
    if [ "$skipped_after" != "$skipped_before" ]; then
      mv "$LOG/histogram-$HISTOGRAMS.txt" "$LOG/histogram-$HISTOGRAMS.not-live.txt"
    fi
  fi
done
wait "$TIMED" || { echo "build failed; see $LOG/build.err" >&2; exit 1; }

versions=$(grep -o 'catalog: [0-9]* components, [0-9]* versions' "$LOG/build.out" | awk '{print $4}')
bytes=$(du -sb "$OUT" | awk '{print $1}')
{
  echo "feeds $FEEDS, heap ${HEAP:-2g}"
  grep -E "Elapsed \(wall clock\)|User time|System time|Maximum resident" "$LOG/time.txt" | sed 's/^\s*//'
  awk '/->/ { match($0, /->[0-9]+M/); v = substr($0, RSTART + 2, RLENGTH - 3) + 0; if (v > m) m = v }
       END { printf "highest heap after a collection (GC log): %d MB\n", m }' "$LOG/gc.log"
  # only histograms taken after a full collection (not those renamed *.not-live.txt above)
  live=$(find "$LOG" -maxdepth 1 -name 'histogram-*.txt' ! -name '*.not-live.txt' | sort)
  if [ -n "$live" ]; then
    for h in $live; do grep '^Total' "$h" | awk '{print $3}'; done \
      | sort -n | tail -1 | awk -v n="$(echo "$live" | wc -l)" \
        '{printf "live heap, highest of %d histograms: %d MB\n", n, $1 / 1048576}'
  fi
  sort -k2 -g "$LOG/disk.txt" | tail -1 | awk '{printf "spill directory, highest: %.0f MB\n", $2 / 1048576}'
  sort -k3 -g "$LOG/disk.txt" | tail -1 | awk '{printf "work directory (SST files), highest: %.0f MB\n", $3 / 1048576}'
  awk -v b="$bytes" -v v="$versions" 'BEGIN { printf "snapshot: %.0f bytes, %.0f versions, %.1f bytes per version\n", b, v, b / v }'
} | tee "$LOG/summary.txt"
