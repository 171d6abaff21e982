#!/bin/sh
# Real assert() failures for the assert format: `make check` over src/ring, whose ring
# buffer overwrites the newest slot instead of the oldest, so the second test's assert
# fails and the program aborts.
# Tools: gcc 12.2.0 with glibc 2.36 (Debian 12); musl-gcc (musl 1.2.3, Debian musl-tools).
#   glibc.log  make check CC=gcc       (exit 2: glibc's message, then make's "Aborted")
#   musl.log   make check CC=musl-gcc  (exit 2: musl's message)
#   cxx-template.log  g++ over src/ringpp, run under sh (exit 134: glibc's message names a
#              template's function, with its [with T = ...] and :: in it)
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/wt-known-assert
run() {
	out=$1
	shift
	rm -rf "$work" && cp -r "$here/src/ring" "$work"
	(cd "$work" && make --no-print-directory check "$@") > "$here/$out.log" 2>&1
	echo $? > "$here/$out.exit"
}
run glibc CC=gcc
run musl CC=musl-gcc
rm -rf "$work"
(cd "$here/src/ringpp" && g++ -g -O0 -o /tmp/wt-known-ringpp drain.cpp) || exit 1
sh -c /tmp/wt-known-ringpp > "$here/cxx-template.log" 2>&1
echo $? > "$here/cxx-template.exit"
rm -f /tmp/wt-known-ringpp
