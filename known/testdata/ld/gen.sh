#!/bin/sh
# Real linker failures for the ld format.
# Tools: gcc 12.2.0 with GNU ld (GNU Binutils for Debian) 2.40; Debian clang 14.0.6.
cd "$(dirname "$0")/src" || exit 1
gcc -o main main.c > ../gcc-undefined-reference.log 2>&1
clang -o main main.c > ../clang-undefined-reference.log 2>&1
gcc -o main main.c -lnotthere > ../gcc-missing-library.log 2>&1
rm -f main
