# Sourced by serving-matrix.sh and soak.sh: starts the server under test on loopback and stops it on exit.
# Environment: PORT (18490), OUT_DIR (bench/target/load), READY_TIMEOUT seconds (300), ACCESS_LOG (/dev/null),
# WAIT_VERIFIED (1, the default: measure only once the background verification of the snapshot has finished),
# SERVE_ARGS (extra `serve` flags, e.g. "--decoded-cache-mb 200"), JAVA_OPTS and MALLOC_ARENA_MAX (the server's JVM
# flags and malloc arenas; default: the memory settings the README documents for serving), JAR and BENCH (other
# copies of cis.jar and benchmarks.jar, to measure one build of them while the tree changes).
JAR=${JAR:-dist/target/cis.jar}
BENCH=${BENCH:-bench/target/benchmarks.jar}
PORT=${PORT:-18490}
BASE="http://127.0.0.1:$PORT"
OUT_DIR=${OUT_DIR:-bench/target/load}

# $1: snapshot directory, empty for the bundled demo snapshot. Sets SERVER to the server's pid.
start_server() {
  local jar source=()
  for jar in "$JAR" "$BENCH"; do
    [ -f "$jar" ] || { echo "missing $jar: run mvn -B -q package -DskipTests -Pbenchmarks first" >&2; exit 2; }
  done
  # A server left on the port by an earlier run would answer in place of this one, which could not bind it.
  if curl -s -o /dev/null "$BASE/readyz"; then
    echo "something already answers on $BASE: stop it or choose another PORT" >&2
    exit 2
  fi
  source=(--demo)
  [ -n "${1:-}" ] && source=(--snapshot "$1")
  mkdir -p "$OUT_DIR"
  # The README's serving command, as the memory target asks. A snapshot's age does not matter for load (staleness
  # is only reported), so it is pushed out of the way of the log.
  # shellcheck disable=SC2086
  MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} java ${JAVA_OPTS:--Xms704m -Xmx704m -XX:+AlwaysPreTouch} -jar "$JAR" serve ${source[@]+"${source[@]}"} --host 127.0.0.1 --port "$PORT" --max-age 3650d ${SERVE_ARGS:-} \
    > "${ACCESS_LOG:-/dev/null}" 2> "$OUT_DIR/serve.log" &
  SERVER=$!
  trap stop_server EXIT
  local deadline=$(( $(date +%s) + ${READY_TIMEOUT:-300} ))
  until curl -sf "$BASE/readyz" > /dev/null; do
    kill -0 "$SERVER" 2> /dev/null || { echo "the server exited; see $OUT_DIR/serve.log" >&2; exit 2; }
    [ "$(date +%s)" -lt "$deadline" ] || { echo "the server was not ready within ${READY_TIMEOUT:-300} s" >&2; exit 2; }
    sleep 0.2
  done
  # A snapshot opened on its verification record is hashed in the background (10 GB take about a minute of one
  # core and read every file); measuring meanwhile would measure the hash too. WAIT_VERIFIED=0 measures at once.
  if [ "${WAIT_VERIFIED:-1}" = 1 ]; then
    while curl -s "$BASE/readyz" | grep -q '"verification":"pending"'; do
      [ "$(date +%s)" -lt "$deadline" ] || { echo "the background verification did not finish within ${READY_TIMEOUT:-300} s" >&2; exit 2; }
      sleep 1
    done
  fi
  echo "server pid $SERVER ready on $BASE: $(curl -s "$BASE/readyz")"
}

stop_server() {
  if kill -TERM "$SERVER" 2> /dev/null; then
    wait "$SERVER" 2> /dev/null || true
  fi
}
