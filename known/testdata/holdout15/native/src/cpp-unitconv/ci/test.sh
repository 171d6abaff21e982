#!/bin/bash
set -eux
g++ --version | head -n1
make clean
make -j2 all
make test GTEST_ARGS="${GTEST_ARGS:-}"
