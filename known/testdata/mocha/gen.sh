#!/bin/sh
# Regenerates the Mocha samples in this directory from the projects in src/.
# Tool: Mocha 12.0.3 (npm mocha) on Node 20.20.2, installed outside the repo:
#   (cd /tmp/jsw && npm install mocha)
# The project is copied under that directory to a fixed path. Each sample is the combined
# stdout and stderr of `mocha ARGS` (the default "spec" reporter). Its TAP output is in ../tap/.
#   failure.log        src/fail, --no-color        (exit 2: two independent failing tests)
#   failure-color.log  src/fail, --color           (exit 2; ANSI)
#   success.log        src/pass, --no-color        (exit 0)
#   forbid-only.log    src/only, --no-color --forbid-only (exit 1: an it.only left in)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-mocha
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && "$jsw/node_modules/.bin/mocha" "$@") > "$here/$out" 2>&1
}
run fail failure.log --no-color
run fail failure-color.log --color
run pass success.log --no-color
run only forbid-only.log --no-color --forbid-only
