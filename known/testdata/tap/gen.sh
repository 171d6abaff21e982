#!/bin/sh
# Regenerates the TAP samples in this directory, from the projects of ../node-test/src and
# ../mocha/src (TAP version 13 as two producers print it).
# Tools: Node.js 20.20.2 built-in test runner; Mocha 12.0.3 (npm mocha) installed outside
# the repo: (cd /tmp/jsw && npm install mocha). Projects are copied to fixed paths.
#   node-failure.log   node --test --test-reporter=tap over node-test/src/fail (exit 1: three
#                      failing tests; also Node 20's default when stdout is not a terminal)
#   node-nested-failure.log  the same over node-test/src/shared (exit 1: three failing tests
#                      in a failing suite)
#   node-success.log   the same over node-test/src/pass (exit 0)
#   node-cancelled-subtests.log the same over node-test/src/unawaited (exit 1: a test that
#                      does not await its two subtests, which are cancelled; an unrelated
#                      failing test)
#   mocha-failure.log  mocha --reporter tap over mocha/src/fail (exit 2: two failing tests)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
nodework=/tmp/wisptriage-gen-node-test
mochawork=$jsw/gen-mocha
trap 'rm -rf "$nodework" "$mochawork"' EXIT
node_run() {
	rm -rf "$nodework" && cp -r "$here/../node-test/src/$1" "$nodework"
	(cd "$nodework" && node --test --test-reporter=tap) > "$here/$2" 2>&1
}
node_run fail node-failure.log
# Suites (describe) around failing tests: a suite's own "not ok" follows its children's.
node_run shared node-nested-failure.log
node_run pass node-success.log
node_run unawaited node-cancelled-subtests.log
rm -rf "$mochawork" && cp -r "$here/../mocha/src/fail" "$mochawork"
(cd "$mochawork" && "$jsw/node_modules/.bin/mocha" --reporter tap) > "$here/mocha-failure.log" 2>&1
