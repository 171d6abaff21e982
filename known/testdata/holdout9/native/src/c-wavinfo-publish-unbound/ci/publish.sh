#!/usr/bin/env bash
# Packages a release tarball; the release workflow sets RELEASE_TAG (e.g. v1.3.0).
set -euo pipefail

name=wavinfo
stage="$PWD/stage"
rm -rf "$stage" dist
mkdir -p dist
make install DESTDIR="$stage" PREFIX=/usr

version="${RELEASE_TAG#v}"
tarball="dist/$name-$version-linux-$(uname -m).tar.gz"
tar -C "$stage" -czf "$tarball" .
sha256sum "$tarball" > "$tarball.sha256"
echo "packaged $tarball"
