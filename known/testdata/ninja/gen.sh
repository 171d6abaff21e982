#!/bin/sh
# Real CMake + ninja build output for the ninja format: a compile error under FAILED:.
# Tools: cmake 3.25.1, ninja 1.11.1, gcc 12.2.0.
cd "$(dirname "$0")/src" || exit 1
B=/tmp/wt-known-ninja
rm -rf $B && cmake -G Ninja -S . -B $B > /dev/null 2>&1
ninja -C $B > ../ninja-compile-error.log 2>&1
echo $? > ../ninja-compile-error.exit
rm -rf $B
# A class left abstract (src-abstract: area() lost its const), instantiated in two
# programs: two FAILED: lines, one problem. Built from a fixed copy so the paths stay.
S=/tmp/wt-known-ninja-abstract
rm -rf $S $B && cp -r ../src-abstract $S && cmake -G Ninja -S $S -B $B > /dev/null 2>&1
ninja -C $B -j1 -k 0 > ../ninja-two-units-one-cause.log 2>&1
echo $? > ../ninja-two-units-one-cause.exit
rm -rf $B $S
