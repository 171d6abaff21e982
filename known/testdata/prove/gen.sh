#!/bin/sh
# Real prove (Perl's TAP::Harness) output for the prove format: perl 5.36.0, TAP::Harness
# 3.44. src/csv/t has a passing file, a file with a failing test, and one skipped whole;
# prove-fail.log is `prove -v`, prove-pass.log is `prove` over the other two.
cd "$(dirname "$0")/src/csv" || exit 1
prove -v t > ../../prove-fail.log 2>&1
echo $? > ../../prove-fail.exit
prove t/01-split.t t/03-skip.t > ../../prove-pass.log 2>&1
echo $? > ../../prove-pass.exit
