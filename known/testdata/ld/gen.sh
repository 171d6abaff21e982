#!/bin/sh
# Real linker failures for the ld format.
# Tools: gcc 12.2.0 with GNU ld (GNU Binutils for Debian) 2.40; Debian clang 14.0.6.
cd "$(dirname "$0")/src" || exit 1
gcc -o main main.c > ../gcc-undefined-reference.log 2>&1
clang -o main main.c > ../clang-undefined-reference.log 2>&1
gcc -o main main.c -lnotthere > ../gcc-missing-library.log 2>&1
rm -f main
# make -k over two programs linked with a static library that lacks a function its
# header declares (src/tools): each link fails on the same symbol.
rm -rf /tmp/wt-known-ld-tools && cp -r tools /tmp/wt-known-ld-tools
(cd /tmp/wt-known-ld-tools && make -k CC=gcc) > ../make-k-same-symbol.log 2>&1
echo $? > ../make-k-same-symbol.exit
rm -rf /tmp/wt-known-ld-tools
