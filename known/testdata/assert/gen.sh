#!/bin/sh
# Real assert() failures for the assert format: `make check` over src/ring, whose ring
# buffer overwrites the newest slot instead of the oldest, so the second test's assert
# fails and the program aborts.
# Tools: gcc 12.2.0 with glibc 2.36 (Debian 12); musl-gcc (musl 1.2.3, Debian musl-tools).
#   glibc.log  make check CC=gcc       (exit 2: glibc's message, then make's "Aborted")
#   musl.log   make check CC=musl-gcc  (exit 2: musl's message)
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
