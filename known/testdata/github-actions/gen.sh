#!/bin/sh
# GitHub Actions wrapping of a real log, made the way the runner writes it: each line
# prefixed with its UTC timestamp (7 fractional digits), the step inside
# ##[group]/##[endgroup], and the runner's closing ##[error] line. The wrapped log is
# ../make/make-k-j-two-failures.log (GNU Make 4.3, gcc 12.2.0); run ../make/gen.sh first.
# gh-run-view-*.log is the same in the `gh run view --log` shape: job, step and
# timestamp, tab-separated, before each line.
cd "$(dirname "$0")" || exit 1
wrap() {
	awk 'BEGIN { t = 0 }
	{ t++; printf "2024-05-06T07:08:%02d.%07dZ %s\n", 10 + int(t / 10), t * 1234567 % 10000000, $0 }'
}
{
	echo "##[group]Run make -k -j2"
	echo "make -k -j2"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	cat ../make/make-k-j-two-failures.log
	echo "##[error]Process completed with exit code 2."
} | wrap > gha-make-two-failures.log
{
	echo "##[group]Run make -k -j2"
	echo "make -k -j2"
	echo "##[endgroup]"
	cat ../make/make-k-j-two-failures.log
	echo "##[error]Process completed with exit code 2."
} | wrap | sed 's/^/build\tRun make -k -j2\t/' > gh-run-view-make.log
# A step that fails with nothing but the runner's line (the tool printed no error).
{
	echo "##[group]Run ./scripts/check.sh"
	echo "./scripts/check.sh"
	echo "##[endgroup]"
	echo "checking 12 files"
	echo "##[error]Process completed with exit code 1."
} | wrap > gha-silent-exit.log
