#!/bin/bash
# release build and test (copied from the Windows job, where the build tree has a Release/ folder)
set -e
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build --config Release
cd build/Release
ctest -C Release --output-on-failure
