#!/bin/sh
# Real GoogleTest output for the gtest format; gtest 1.12.1 (Debian libgtest-dev),
# g++ 12.2.0, cmake 3.25.1. Two independent failing tests in one binary, and a pass.
cd "$(dirname "$0")/src" || exit 1
B=/tmp/wt-known-gtest
rm -rf $B && cmake -S . -B $B > /dev/null && cmake --build $B > /dev/null || exit 1
$B/calc_test > ../gtest-two-failures.log 2>&1
echo $? > ../gtest-two-failures.exit
$B/pass_test > ../gtest-pass.log 2>&1
echo $? > ../gtest-pass.exit
