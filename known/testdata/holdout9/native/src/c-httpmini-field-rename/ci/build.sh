#!/bin/bash
# CI entry point: toolchain versions, build with clang, run the unit tests.
set -ex
clang --version
make CC=clang EXTRA_CFLAGS=-fcolor-diagnostics
make check CC=clang
