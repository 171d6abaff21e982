#!/usr/bin/env bash
# CI: configure, generate the CRC tables, build, test
set -euo pipefail

echo "::: configure"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release

echo "::: generate lookup tables"
python tools/gen_crc_tables.py > build/crc_tables.h

echo "::: build"
cmake --build build

echo "::: test"
ctest --test-dir build --output-on-failure
