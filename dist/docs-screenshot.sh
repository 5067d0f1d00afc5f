#!/usr/bin/env bash
# Renders the API explorer (/docs) of the jar in headless Chromium with the network disabled and saves a screenshot.
# Shows that Swagger UI and /openapi.json come from the jar itself (no CDN).
#
#   dist/docs-screenshot.sh [OUT.png]        (default: dist/target/docs-screenshot.png)
#
# Needs: the built jar (mvn -q -o install), a JDK, and chromium (it installs nothing; on Debian: apt-get install -y chromium).
# Network: when run as root with unshare(1), server and browser run in a fresh network namespace that has only the
# loopback interface; otherwise Chromium is started with a dead proxy and a resolver that resolves nothing but
# 127.0.0.1, so any request leaving the machine fails either way.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
jar=${CIS_JAR:-$here/target/cis.jar}
out=${1:-$here/target/docs-screenshot.png}
port=${CIS_DOCS_PORT:-18091}
browser=$(command -v chromium || command -v chromium-browser || true)

[ -f "$jar" ] || { echo "no jar at $jar: build it first (mvn -q -o install)" >&2; exit 2; }
[ -n "$browser" ] || { echo "chromium not found; install it (e.g. apt-get install -y chromium) and run again" >&2; exit 2; }

if [ "${CIS_DOCS_IN_NAMESPACE:-}" = "" ] && [ "$(id -u)" = 0 ] && command -v unshare >/dev/null && command -v ip >/dev/null \
        && unshare --net true 2>/dev/null; then
    # Re-run this script inside a namespace with no network but loopback.
    exec unshare --net sh -c "ip link set lo up && CIS_DOCS_IN_NAMESPACE=1 exec bash '$0' '$out'"
fi

if [ "${CIS_DOCS_IN_NAMESPACE:-}" = 1 ]; then
    echo "network: a namespace with only the loopback interface"
else
    echo "network: Chromium limited to 127.0.0.1 (dead proxy, resolver that resolves nothing else)"
fi

work=$(mktemp -d)
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

echo "building the demo snapshot from $here/src/demo/feeds"
java -jar "$jar" build --feeds "$here/src/demo/feeds" --out "$work/snapshot" >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; exit 1; }
java -jar "$jar" serve --snapshot "$work/snapshot" --host 127.0.0.1 --port "$port" >"$work/serve.log" 2>&1 &
server=$!

tries=0
until (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || { cat "$work/serve.log" >&2; echo "server did not start" >&2; exit 1; }
    sleep 0.5
done

mkdir -p "$(dirname "$out")"
echo "rendering http://127.0.0.1:$port/docs with $browser"
"$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile" \
    --proxy-server="http://127.0.0.1:9" --host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1" \
    --window-size=1280,1800 --virtual-time-budget=15000 \
    --screenshot="$out" "http://127.0.0.1:$port/docs" >"$work/chromium.log" 2>&1 \
    || { cat "$work/chromium.log" >&2; exit 1; }
[ -s "$out" ] || { cat "$work/chromium.log" >&2; echo "no screenshot written" >&2; exit 1; }
echo "screenshot: $out"
