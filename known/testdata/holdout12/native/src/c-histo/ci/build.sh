#!/bin/bash
# CI (clang job): install the toolchain, build with warnings as errors
set -ex
apt-get install -y --no-install-recommends clang make
clang --version
make -k CC=clang
