#!/bin/bash
# Builds the release tarball: bin/, the man page and the licence files.
set -euo pipefail

name=logship
version=$(cat VERSION)
stage=build/stage/$name-$version

echo "==> building $name $version"
rm -rf build
mkdir -p "$stage/bin" "$stage/share/man/man1" dist
cc -O2 -o "$stage/bin/$name" src/main.c
echo "    built $stage/bin/$name ($(wc -c < "$stage/bin/$name") bytes)"

echo "==> man page"
gzip -9 -n -c doc/$name.1 > "$stage/share/man/man1/$name.1.gz"

echo "==> licence files"
cp LICENSE NOTICE "$stage/"

echo "==> creating dist/$name-$version.tar.gz"
tar -czf "dist/$name-$version.tar.gz" -C build/stage "$name-$version"
sha256sum "dist/$name-$version.tar.gz" > "dist/$name-$version.tar.gz.sha256"
echo "==> done"
