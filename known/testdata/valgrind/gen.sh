#!/bin/sh
# Real valgrind memcheck output for the valgrind format.
# Tools: valgrind-3.19.0, gcc 12.2.0 (-g -O0).
cd "$(dirname "$0")/src" || exit 1
gcc -g -O0 -o /tmp/wt-leak leak.c || exit 1
valgrind --leak-check=full --error-exitcode=1 /tmp/wt-leak > ../valgrind-memcheck.log 2>&1
echo $? > ../valgrind-memcheck.exit
rm -f /tmp/wt-leak
# A clean run: no errors, every block freed (src/clean.c).
gcc -g -O0 -o /tmp/wt-clean clean.c || exit 1
valgrind --leak-check=full --error-exitcode=1 /tmp/wt-clean > ../valgrind-clean.log 2>&1
echo $? > ../valgrind-clean.exit
rm -f /tmp/wt-clean
# A null pointer read that kills the program (src/lookup.c), under sh as a Makefile runs
# it: memcheck reports the read, the signal, then the shell says the process died.
gcc -g -O0 -o /tmp/wt-lookup lookup.c || exit 1
sh -c 'valgrind --error-exitcode=1 /tmp/wt-lookup' > ../valgrind-null-deref.log 2>&1
echo $? > ../valgrind-null-deref.exit
rm -f /tmp/wt-lookup
# A write one byte past a block (no room for the terminator), then a read of that byte,
# one problem; and an independent leak (src/slug.c).
gcc -g -O0 -o /tmp/wt-slug slug.c || exit 1
valgrind --leak-check=full --error-exitcode=1 /tmp/wt-slug > ../valgrind-write-then-read-past-end.log 2>&1
echo $? > ../valgrind-write-then-read-past-end.exit
rm -f /tmp/wt-slug
