#!/usr/bin/env bash
# CI build: configure, build, test (run from the repository root)
set -euo pipefail

build_type=${BUILD_TYPE:-RelWithDebInfo}
echo "==> configure ($build_type)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DGEOSERVE_TESTS=ON
echo "==> build"
cmake --build build --parallel 2
echo "==> test"
ctest --test-dir build --output-on-failure
