#!/bin/sh
# Two real runs of the same failure, each in its own temp dir and with its own timestamps,
# for the fingerprint test: run1.log and run2.log. What differs between them (temp paths,
# times, durations, pointers) must not change a fingerprint.
# Tools: gcc (Debian 12.2.0-14+deb12u1) 12.2.0, go1.26.8 linux/amd64.
# Run from anywhere: sh report/testdata/fingerprint/gen.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
for run in 1 2; do
	dir=$(mktemp -d)
	cp -R "$here/src/." "$dir/"
	{
		echo "build started $(date -u +%Y-%m-%dT%H:%M:%S.%NZ) in $dir"
		# An absolute path, as a build system that passes full paths prints it.
		gcc -Wall -c "$dir/broken.c" -o "$dir/broken.o"
		echo "tests started $(date -u +%Y-%m-%dT%H:%M:%S.%NZ)"
		(cd "$dir/calc" && GOFLAGS=-count=1 go test -v . 2>&1)
		echo "done $(date -u +%Y-%m-%dT%H:%M:%S.%NZ)"
	} > "$here/run$run.log" 2>&1
	rm -rf "$dir"
	sleep 1
done
