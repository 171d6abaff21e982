#!/bin/sh
# Regenerates the Vitest samples in this directory from the projects in src/.
# Tool: Vitest 4.1.12 (npm vitest) on Node 20.20.2, installed outside the repo:
#   (cd /tmp/jsw && npm install vitest)
# The project is copied under that directory (so that `import "vitest"` resolves and
# Vitest prints its code frames) to a fixed path (so the samples do not change).
# Each sample is the combined stdout and stderr of `vitest run` with CI=true, as a CI
# runner sets it.
#   failure.log        src/fail, NO_COLOR=1    (exit 1: two independent failing tests)
#   failure-color.log  src/fail, FORCE_COLOR=1 (exit 1; ANSI)
#   success.log        src/pass, NO_COLOR=1    (exit 0)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-vitest
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && env CI=true "$@" "$jsw/node_modules/.bin/vitest" run) > "$here/$out" 2>&1
}
run fail failure.log NO_COLOR=1
run fail failure-color.log FORCE_COLOR=1
run pass success.log NO_COLOR=1
# A failing test, and a rejection no test awaited (cancel() does not await the transport's
# abort): src/unhandled.
run unhandled unhandled-rejection.log NO_COLOR=1
