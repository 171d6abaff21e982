#!/bin/bash
# CI: build with ninja (the build directory is restored from the cache, with ccache's files)
set -e
cmake --version | head -n1
ninja --version
mkdir -p build/.ccache
ninja -C build
ctest --test-dir build --output-on-failure
