#!/bin/bash
# CI entry point: build, unit tests, static analysis
set -euo pipefail

echo "--- build"
make build/rle
echo "--- test"
make check
echo "--- lint"
clang-tidy --quiet --checks='-*,bugprone-*,cert-*' src/*.c -- -std=c11
echo "--- done"
