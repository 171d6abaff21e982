#!/bin/sh
# Regenerates the `node --test` samples in this directory from the projects in src/.
# Tool: Node.js 20.20.2 built-in test runner. Its TAP output is in ../tap/. The project is copied to a fixed path so the
# samples do not change. Each sample is the combined stdout and stderr of `node --test ARGS`.
#   failure-spec.log   src/fail, --test-reporter=spec (exit 1: three failing tests in two files)
#   failure-color.log  src/fail, --test-reporter=spec, FORCE_COLOR=1 (exit 1; ANSI)
#   success-spec.log   src/pass, --test-reporter=spec (exit 0)
#   failure-missing-module.log src/missing: a test file imports a module that is not there (exit 1)
set -u
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/wisptriage-gen-node-test
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && env "$@" node --test) > "$here/$out" 2>&1
}
run fail failure-spec.log NODE_OPTIONS=--test-reporter=spec
run fail failure-color.log NODE_OPTIONS=--test-reporter=spec FORCE_COLOR=1
run pass success-spec.log NODE_OPTIONS=--test-reporter=spec
# Three tests that fail the same way, at the same place (a value they share), and one
# that passes: src/shared.
run shared failure-shared-spec.log NODE_OPTIONS=--test-reporter=spec
# A test file whose import names a module that was renamed (src/missing): node prints the
# resolution error, then the file's own ✖ line; the other file's tests pass.
run missing failure-missing-module.log NODE_OPTIONS=--test-reporter=spec
