#!/usr/bin/env bash
# Packs the built binaries into a release tarball and its checksum file.
set -e

VERSION=${VERSION:-0.4.2}
OS=$(uname -s | tr 'A-Z' 'a-z')
ARCH=$(uname -m)
NAME="lintcfg-${VERSION}-${OS}-${ARCH}"

echo "packaging ${NAME}"
mkdir -p out
cd "dist/${OS}-${ARCH}"
tar -czf "../../out/${NAME}.tar.gz" lintcfg README.txt
cd ../..
sha256sum "out/${NAME}.tar.gz" > "out/${NAME}.tar.gz.sha256"
echo "wrote out/${NAME}.tar.gz"
