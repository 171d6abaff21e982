#!/bin/sh
# Real automake test-harness output (make check) for the automake format: autoconf 2.71,
# automake 1.16.5, gcc 12.2.0, GNU Make 4.3. The project src/tally has five tests: two
# pass, one is skipped (exit 77), one is an expected failure, and one C test and one
# script fail (check-fail.log); check-pass.log runs only the passing ones; check-verbose.log
# is check-fail.log's run with VERBOSE=yes.
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/wisptriage-gen-automake
rm -rf "$work" && cp -r "$here/src/tally" "$work" && cd "$work" || exit 1
autoreconf -i > /dev/null 2>&1 && ./configure > /dev/null 2>&1 && make > /dev/null 2>&1 || exit 1
make check > "$here/check-fail.log" 2>&1
echo $? > "$here/check-fail.exit"
make check TESTS='tests/sum tests/network.sh tests/overflow.sh' > "$here/check-pass.log" 2>&1
echo $? > "$here/check-pass.exit"
# VERBOSE=yes: the harness prints test-suite.log (its own copy of the counts, and each
# failing test's output) before the summary.
make check VERBOSE=yes > "$here/check-verbose.log" 2>&1
echo $? > "$here/check-verbose.exit"
rm -rf "$work"
