#!/bin/sh
# Real CTest output for the ctest format, over the gtest samples' project
# (../gtest/src); ctest 3.25.1. Run ../gtest/gen.sh first: it builds /tmp/wt-known-gtest.
cd "$(dirname "$0")" || exit 1
B=/tmp/wt-known-gtest
(cd $B && ctest) > ctest-fail.log 2>&1
echo $? > ctest-fail.exit
(cd $B && ctest --output-on-failure) > ctest-output-on-failure.log 2>&1
echo $? > ctest-output-on-failure.exit
(cd $B && ctest -R pass) > ctest-pass.log 2>&1
echo $? > ctest-pass.exit
# Tests that crash: an assert() abort and a segmentation fault (ctest prints
# "Subprocess aborted***Exception:" and "***Exception: SegFault"), from src/crash.
C=/tmp/wt-known-ctest-crash
rm -rf $C && cmake -S src/crash -B $C >/dev/null && cmake --build $C >/dev/null
(cd $C && ctest --output-on-failure) > ctest-crash.log 2>&1
echo $? > ctest-crash.exit
# The same with -V: each test's output streams before its line, prefixed "N: ", and
# "test N" starts the next.
(cd $C && ctest -V) > ctest-crash-verbose.log 2>&1
echo $? > ctest-crash-verbose.exit
# A passing run with a test that skips itself (exit 77, SKIP_RETURN_CODE) and a disabled
# one, from src/skip.
S=/tmp/wt-known-ctest-skip
rm -rf $S && cmake -S src/skip -B $S >/dev/null && cmake --build $S >/dev/null
(cd $S && ctest) > ctest-skip.log 2>&1
echo $? > ctest-skip.exit
rm -rf $S
# Tests that do not run: a fixture's setup test fails (its schema file is missing), so
# the tests that require it are not run, and a test names an executable no target
# builds (src/deps).
D=/tmp/wt-known-ctest-deps
rm -rf $D && cmake -S src/deps -B $D >/dev/null && cmake --build $D >/dev/null
(cd $D && ctest --output-on-failure) > ctest-not-run.log 2>&1
echo $? > ctest-not-run.exit
rm -rf $D
# Tests failed by their regular expressions: a pass expression (holding a newline) not
# found, a fail expression found (src/regex).
R=/tmp/wt-known-ctest-regex
rm -rf $R && cmake -S src/regex -B $R >/dev/null && cmake --build $R >/dev/null
(cd $R && ctest --output-on-failure) > ctest-regex.log 2>&1
echo $? > ctest-regex.exit
rm -rf $R
