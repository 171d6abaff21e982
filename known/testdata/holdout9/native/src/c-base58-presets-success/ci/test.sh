#!/bin/sh
# CI: configure, build and test with the "ci" presets of CMakePresets.json
set -ex
cmake --version
cmake --preset ci
cmake --build --preset ci
ctest --preset ci
