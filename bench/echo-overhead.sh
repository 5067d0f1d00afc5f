#!/usr/bin/env bash
# Per-request overhead: the service's echo (E9, `serve --demo`) against a bare Javalin echo, both with the same JVM
# settings (the README's serving settings unless JAVA_OPTS says otherwise), loaded in turns in one run.
# Usage: bench/echo-overhead.sh            Environment: ROUNDS (10), SECONDS_EACH (3), WARMUP_EACH (1),
#        INITIAL_WARMUP (30), CONCURRENCY (1,4,16),
#        PORT and BARE_PORT (18490, 18491), JFR=1 also records both servers with Java Flight Recorder, the service
#        into bench/target/load/echo.jfr and the bare server into bench/target/load/echo-bare.jfr (summarise either
#        with: java -cp bench/target/benchmarks.jar io.cis.bench.overhead.FlightSummary bench/target/load/echo.jfr).
# Prints the load average before and after: the machine's other work slows both servers alike only if it is steady.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=load-server.sh
. bench/load-server.sh
BARE_PORT=${BARE_PORT:-18491}
BARE_JAVA_OPTS=${JAVA_OPTS:--Xms704m -Xmx704m -XX:+AlwaysPreTouch}
if [ "${JFR:-0}" = 1 ]; then
  # The same recording settings for both, so both pay the recorder's overhead alike.
  JAVA_OPTS="${JAVA_OPTS:--Xms704m -Xmx704m -XX:+AlwaysPreTouch} -XX:StartFlightRecording=filename=$OUT_DIR/echo.jfr,settings=profile"
  BARE_JAVA_OPTS="$BARE_JAVA_OPTS -XX:StartFlightRecording=filename=$OUT_DIR/echo-bare.jfr,settings=profile"
  mkdir -p "$OUT_DIR"
fi
echo "load average before: $(uptime)"
if curl -s -o /dev/null "http://127.0.0.1:$BARE_PORT/"; then
  echo "something already answers on port $BARE_PORT; stop it or set BARE_PORT" >&2
  exit 2
fi
start_server ""
# shellcheck disable=SC2086
MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} java $BARE_JAVA_OPTS \
  -cp "$BENCH" io.cis.bench.overhead.BareEchoServer "$BARE_PORT" 2> "$OUT_DIR/bare.log" &
BARE=$!
# Each step may fail (errexit also holds in the trap): the service must still be stopped, and stopped before exit.
trap 'kill "$BARE" 2> /dev/null || true; wait "$BARE" 2> /dev/null || true; stop_server' EXIT
until curl -sf -XPOST "http://127.0.0.1:$BARE_PORT/v2/licenses/echo" -d '{"message":"x"}' > /dev/null; do
  kill -0 "$BARE" 2> /dev/null || { echo "the bare echo server exited; see $OUT_DIR/bare.log" >&2; exit 2; }
  sleep 0.2
done
status=0
java -cp "$BENCH" io.cis.bench.overhead.EchoComparison --service "$BASE" --bare "http://127.0.0.1:$BARE_PORT" \
  --service-pid "$SERVER" --bare-pid "$BARE" --rounds "${ROUNDS:-10}" --seconds "${SECONDS_EACH:-3}" \
  --warmup "${WARMUP_EACH:-1}" --initial-warmup "${INITIAL_WARMUP:-30}" \
  --concurrency "${CONCURRENCY:-1,4,16}" || status=$?
echo "load average after: $(uptime)"
exit "$status"
