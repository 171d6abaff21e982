#!/bin/bash
set -ex
gcc --version | head -n1
make --version | head -n1
make all
make check
make install DESTDIR="$PWD/stage" PREFIX=/usr
