#!/bin/sh
# Regenerates the pytest samples in this directory from the projects in src/.
# Tool: pytest 7.2.1 (Debian python3-pytest 7.2.1-2) on CPython 3.11.2 (/usr/bin/python3),
# run with COLUMNS=80 (as a CI runner without a terminal) and the cache plugin off.
# Each sample is the combined stdout and stderr of `python3 -m pytest -p no:cacheprovider ARGS`
# run inside a copy of the project.
#   failure.log          src/fail                  (exit 1: two failing tests and one fixture
#                                                   that errors three tests: three root causes)
#   failure-q.log        src/fail, -q              (exit 1)
#   failure-color.log    src/fail, --color=yes     (exit 1; ANSI)
#   failure-tb-short.log src/fail, --tb=short -v   (exit 1)
#   same-place-two-tests.log src/samesite      (exit 1: two tests fail alike where one helper
#                                                   raises, one problem; an unrelated assertion)
#   failure-tb-native.log src/fail, --tb=native    (exit 1: Python's own tracebacks under the
#                                                   headings)
#   failure-crlf.log     failure.log with CRLF line ends (as a Windows runner stores it), made by sed
#   collect-error.log    src/collect               (exit 2: an ImportError while collecting)
#   success.log          src/pass                  (exit 0)
#   success-q.log        src/pass, -q              (exit 0)
#   chained.log          src/chained, --tb=short (exit 1: an exception raised while handling
#                                                   another, and an independent failure)
#   long-traceback.log   src/longtb                (exit 1: a parse error raised deep in the
#                                                   standard library, a long traceback; and an
#                                                   independent assertion)
#   report-ra.log        src/report, -rA           (exit 1: one failure; the PASSES section shows
#                                                   passing tests' output, "error:" lines among it)
#   printed-traceback-s.log src/printed, -s       (exit 1: a passing test's code prints the
#                                                   traceback it handles; an independent failure)
set -u
here=$(cd "$(dirname "$0")" && pwd)
# A fixed work directory keeps the paths in the samples the same from run to run.
work=/tmp/wisptriage-gen-pytest
trap 'rm -rf "$work"' EXIT
export COLUMNS=80
# run PROJECT OUT ARGS...: runs pytest over a fresh copy of src/PROJECT into OUT.
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && /usr/bin/python3 -m pytest -p no:cacheprovider "$@") > "$here/$out" 2>&1
}
run fail failure.log
run fail failure-q.log -q
run fail failure-color.log --color=yes
run fail failure-tb-short.log --tb=short -v
run fail failure-tb-native.log --tb=native
run samesite same-place-two-tests.log
sed 's/$/\r/' "$here/failure.log" > "$here/failure-crlf.log"
run collect collect-error.log
run pass success.log
run pass success-q.log -q
run report report-ra.log -rA
run chained chained.log --tb=short
run longtb long-traceback.log
run printed printed-traceback-s.log -s
