#!/bin/bash
# CI test job: build and run the unit tests
set -e
g++ --version | head -n1
make
echo "running unit tests"
./build/ringq_tests --gtest_print_time=0
echo "unit tests passed"
