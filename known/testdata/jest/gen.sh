#!/bin/sh
# Regenerates the Jest samples in this directory from the projects in src/.
# Tool: Jest 30.5.2 (npm jest) on Node 20.20.2, installed outside the repo:
#   (cd /tmp/jsw && npm install jest)
# The project is copied under that directory to a fixed path, so the samples do not change.
# Each sample is the combined stdout and stderr of `jest --ci ARGS`.
#   failure.log         src/fail, --no-colors  (exit 1: two independent failing tests in one file)
#   failure-color.log   src/fail, --colors     (exit 1; ANSI)
#   failure-crlf.log    failure.log with CRLF line ends, made by sed
#   failure-verbose.log src/fail, --no-colors --verbose (exit 1)
#   success.log         src/pass, --no-colors  (exit 0)
#   coverage-threshold.log src/coverage, --no-colors (exit 1: every test passes, coverage
#                       falls short of its threshold)
#   snapshots-not-written.log src/snapshots, --no-colors (exit 1: two snapshot tests whose
#                       snapshot file was never committed, which --ci does not write; an
#                       unrelated toThrow failure)
#   before-all-fixture.log src/fixture, --no-colors (exit 1: a beforeAll whose fixture file is
#                       missing fails the three tests under it; an unrelated failing test)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-jest
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && "$jsw/node_modules/.bin/jest" --ci "$@") > "$here/$out" 2>&1
}
run fail failure.log --no-colors
run fail failure-color.log --colors
sed 's/$/\r/' "$here/failure.log" > "$here/failure-crlf.log"
run fail failure-verbose.log --no-colors --verbose
run pass success.log --no-colors
run coverage coverage-threshold.log --no-colors
run fixture before-all-fixture.log --no-colors
run snapshots snapshots-not-written.log --no-colors
