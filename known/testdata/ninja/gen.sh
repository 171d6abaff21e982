#!/bin/sh
# Real CMake + ninja build output for the ninja format: a compile error under FAILED:.
# Tools: cmake 3.25.1, ninja 1.11.1, gcc 12.2.0.
cd "$(dirname "$0")/src" || exit 1
B=/tmp/wt-known-ninja
rm -rf $B && cmake -G Ninja -S . -B $B > /dev/null 2>&1
ninja -C $B > ../ninja-compile-error.log 2>&1
echo $? > ../ninja-compile-error.exit
rm -rf $B
