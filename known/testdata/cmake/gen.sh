#!/bin/sh
# Real CMake configure output for the cmake format.
# Tools: cmake version 3.25.1 (Debian), gcc 12.2.0.
cd "$(dirname "$0")/src" || exit 1
B=/tmp/wt-known-cmake
rm -rf $B && cmake -S missing-pkg -B $B > ../cmake-missing-package.log 2>&1
echo $? > ../cmake-missing-package.exit
rm -rf $B
# A source file listed in add_library that is not there (src/missing-src): CMake reports it,
# then the target it leaves without sources, at the same place.
rm -rf $B && cmake -S missing-src -B $B > ../cmake-missing-source.log 2>&1
echo $? > ../cmake-missing-source.exit
rm -rf $B
