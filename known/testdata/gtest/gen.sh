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
# Skipped tests (GTEST_SKIP) and a disabled one in a passing run, from src/skip (its own
# build, so ctest's samples over this project keep their two tests).
S=/tmp/wt-known-gtest-skip
rm -rf $S && cmake -S skip -B $S > /dev/null && cmake --build $S > /dev/null || exit 1
$S/skip_test > ../gtest-skipped.log 2>&1
echo $? > ../gtest-skipped.exit
# A test that throws (std::map::at), which gtest reports at "unknown file", and an
# independent EXPECT_EQ failure, from src/throw.
T=/tmp/wt-known-gtest-throw
rm -rf $T && cmake -S throw -B $T > /dev/null && cmake --build $T > /dev/null || exit 1
$T/throw_test > ../gtest-exception.log 2>&1
echo $? > ../gtest-exception.exit
# --gtest_brief=1 prints only the failures, with no RUN lines, over the two-failure binary.
$B/calc_test --gtest_brief=1 > ../gtest-brief.log 2>&1
echo $? > ../gtest-brief.exit
# Three rows of one parameterized test failing the same check (hours counted as minutes),
# one problem; and an independent test that throws (src/param, built from a fixed copy so
# the paths stay).
Q=/tmp/wt-known-gtest-param-src P=/tmp/wt-known-gtest-param
rm -rf $Q $P && cp -r param $Q && cmake -S $Q -B $P > /dev/null && cmake --build $P > /dev/null || exit 1
$P/param_test > ../gtest-param-rows.log 2>&1
echo $? > ../gtest-param-rows.exit
rm -rf $Q $P
