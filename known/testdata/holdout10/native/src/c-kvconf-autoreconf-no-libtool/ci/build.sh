#!/bin/sh
set -ex
autoreconf --version | head -n1
autoreconf -fi
./configure --prefix=/usr
make
