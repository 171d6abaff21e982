#!/bin/sh
# Real pkg-config output for the pkg-config format: pkgconf 1.8.1 (Debian's pkg-config).
# A build asks for the flags of a library that is not installed, twice, as a Makefile's
# $(shell pkg-config ...) does for CFLAGS and LIBS.
cd "$(dirname "$0")" || exit 1
{ pkg-config --cflags wt-no-such-lib; pkg-config --libs wt-no-such-lib; } > missing.log 2>&1
echo $? > missing.exit
