#!/bin/bash
# CI: bootstrap, configure, build, check
set -euxo pipefail
autoconf --version | head -n1
automake --version | head -n1
autoreconf -fiv
./configure --prefix=/usr
make -j2
make check
