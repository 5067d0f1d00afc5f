#!/bin/sh
# Builds a snapshot from a feeds directory, verifies it, and publishes it into a snapshots root by one rename,
# so `serve --snapshots ROOT` switches to it. Keeps the newest KEEP snapshots (default 3) and deletes older ones.
# Used by the systemd timer (cis-nightly.service) and the Kubernetes CronJob (cronjob.yaml).
#
#   cis-publish.sh FEEDS_DIR SNAPSHOTS_ROOT
#   environment: CIS_JAR (default /opt/cis/cis.jar), CIS_KEEP (default 3), JAVA (default java)
set -eu

feeds=${1:?usage: cis-publish.sh FEEDS_DIR SNAPSHOTS_ROOT}
root=${2:?usage: cis-publish.sh FEEDS_DIR SNAPSHOTS_ROOT}
jar=${CIS_JAR:-/opt/cis/cis.jar}
keep=${CIS_KEEP:-3}
java=${JAVA:-java}

name=$(date -u +%Y%m%dT%H%M%SZ)
# Two publishes within one second get distinct names that still sort after the earlier one.
n=1
base=$name
while [ -e "$root/$name" ]; do name="$base-$n"; n=$((n + 1)); done
# The staging directory is hidden (leading dot) and on the same file system as the root: the server ignores it,
# and the final mv is an atomic rename.
staging="$root/.staging-$name"
trap 'rm -rf "$staging"' EXIT

"$java" -jar "$jar" build --feeds "$feeds" --out "$staging"
"$java" -jar "$jar" verify --snapshot "$staging"
mv "$staging" "$root/$name"
trap - EXIT
echo "published $root/$name"

# Oldest first by name (names are UTC timestamps); a serving replica keeps an open snapshot readable even after
# its directory is deleted, and switches to the newest on its next scan.
count=$(find "$root" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | wc -l)
if [ "$count" -gt "$keep" ]; then
    find "$root" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | sort | head -n "$((count - keep))" | while read -r old; do
        rm -rf "$old"
        echo "removed $old"
    done
fi
