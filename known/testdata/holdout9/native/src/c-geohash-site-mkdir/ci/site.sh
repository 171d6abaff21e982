#!/bin/sh
# CI: build, test, and assemble the documentation site in public/ (published by the pages job)
set -e

echo "==> build"
make
echo "==> test"
make check
echo "==> docs"
make docs
echo "==> assemble public/"
version=$(sed -n 's/^#define GEOHASH_VERSION "\(.*\)"/\1/p' src/geohash.h)
out=public/v${version:-dev}
rm -rf public
mkdir $out
cp docs/index.html docs/api.html $out/
ln -s v${version:-dev} public/latest
echo "site ready in $out"
