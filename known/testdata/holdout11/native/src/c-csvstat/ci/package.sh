#!/bin/bash
# build the release tarball
set -euo pipefail
ver=$(git describe --tags 2>/dev/null || echo 0.0.0)
mkdir -p dist
tar czf "dist/csvstat-$ver.tar.gz" csvstat README.md
echo "packaged dist/csvstat-$ver.tar.gz"
