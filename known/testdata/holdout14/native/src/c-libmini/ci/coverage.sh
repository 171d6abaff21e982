#!/bin/bash
# CI: unit tests with gcov instrumentation, then an lcov report
set -eu
make clean
make COVERAGE=1 check
lcov --capture --directory build --output-file coverage.info
lcov --remove coverage.info '/usr/*' --output-file coverage.info
lcov --list coverage.info
