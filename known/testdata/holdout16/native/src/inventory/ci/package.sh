#!/bin/bash
# release tarball: binary, README, man page
set -e
version=0.3
make
make check
mkdir -p dist
tar czf dist/inventory-$version.tar.gz build/inventory README docs/inventory.1
echo "packaged dist/inventory-$version.tar.gz"
