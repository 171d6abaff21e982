#!/bin/sh
# Makes build.log: a real failed build of src/ with GNU make and gcc (make -k, so every
# independent failure shows). Run from this folder.
#   gcc (Debian 12.2.0-14+deb12u1) 12.2.0, GNU Make 4.3
set -u
cd "$(dirname "$0")/src" || exit 1
make clean >/dev/null 2>&1
{ gcc --version | head -1; make --version | head -1; } >&2
LC_ALL=C make -k > ../build.log 2>&1
echo "exit status $?" >&2
make clean >/dev/null 2>&1
