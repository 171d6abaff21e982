#!/usr/bin/env bash
# Builds the firmware bundle from the vendored sources (CI: release job).
set -euo pipefail

version=$(cat VERSION)
echo "==> fwbundle $version"
echo "==> toolchain: $(cc --version | head -n1)"

echo "==> verifying vendored sources"
sha256sum -c vendor/SHA256SUMS

echo "==> unpacking"
rm -rf build && mkdir -p build/vendor
for t in vendor/*.tar.gz; do
	tar -xzf "$t" -C build/vendor
done

echo "==> compiling"
cc -O2 -o build/fwbundle src/main.c build/vendor/*/*.c
./build/fwbundle

echo "==> packing"
tar -czf "build/fwbundle-$version.tar.gz" -C build fwbundle
sha256sum "build/fwbundle-$version.tar.gz"
