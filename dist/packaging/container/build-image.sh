#!/bin/sh
# Builds the service image from this repository: packages cis.jar (tests skipped; run `mvn -B verify` for them), then
# builds the Containerfile with cis.jar and cis-publish.sh beside it, with podman or else docker.
# Usage: dist/packaging/container/build-image.sh [IMAGE]      (default: cis:<project version>)
# Environment: ENGINE (podman or docker; default: the first found), BASE_IMAGE (the JRE 17 image to build on, e.g.
# one mirrored into the site registry; default: the Containerfile's), SKIP_PACKAGE=1 to use an existing jar.
set -eu
repo=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$repo"
version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -n 1)
image=${1:-cis:$version}
engine=${ENGINE:-$(command -v podman || command -v docker || true)}
[ -n "$engine" ] || { echo "build-image.sh: neither podman nor docker is on the PATH (set ENGINE)" >&2; exit 2; }
if [ "${SKIP_PACKAGE:-0}" != 1 ]; then
  mvn -B -q package -DskipTests
fi
[ -f dist/target/cis.jar ] || { echo "build-image.sh: dist/target/cis.jar is missing" >&2; exit 2; }
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp dist/packaging/container/Containerfile dist/target/cis.jar dist/packaging/cis-publish.sh "$context/"
if [ -n "${BASE_IMAGE:-}" ]; then
  sed -i "s|^FROM .*|FROM $BASE_IMAGE|" "$context/Containerfile"
fi
"$engine" build -f "$context/Containerfile" -t "$image" "$context"
echo "built $image from $(git rev-parse --short HEAD 2>/dev/null || echo "this tree"): $(sha256sum dist/target/cis.jar | cut -c1-16) cis.jar"
