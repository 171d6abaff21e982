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
# Two steps, as the runner runs them with `bash -e`: a retry loop whose first attempt
# fails and whose second succeeds (the job goes on), then a command that timeout(1)
# stops with no word of its own (exit 124). The steps' output is real; the runner's
# lines are as it writes them.
step1='n=0; until [ -e /tmp/wt-gha-ready ]; do n=$((n+1)); echo "fetch-fixtures: error: cache volume not mounted yet"; echo "attempt $n failed, retrying"; touch /tmp/wt-gha-ready; done; echo "fetch-fixtures: 3 fixtures ready"'
step2='echo "soak: 40 jobs queued"; timeout 1 sleep 3'
rm -f /tmp/wt-gha-ready
{
	echo "##[group]Run ./tools/fetch-fixtures.sh"
	echo "./tools/fetch-fixtures.sh"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	bash -e -c "$step1" 2>&1
	echo "##[group]Run timeout 1 ./build/soak"
	echo "timeout 1 ./build/soak"
	echo "shell: /usr/bin/bash -e {0}"
	echo "##[endgroup]"
	bash -e -c "$step2" 2>&1
	echo "##[error]Process completed with exit code $?."
} | wrap > gha-retried-then-timeout.log
rm -f /tmp/wt-gha-ready
