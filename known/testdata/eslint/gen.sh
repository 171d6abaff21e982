#!/bin/sh
# Regenerates the ESLint samples in this directory from the projects in src/.
# Tool: ESLint 8.57.1 (npm eslint@8, flat config eslint.config.js) on Node 20.20.2,
# installed outside the repo: (cd /tmp/jsw && npm install eslint@8).
# The project is copied under that directory to a fixed path, so the samples do not change.
# Each sample is the combined stdout and stderr of `eslint .` with the default "stylish"
# formatter.
#   failure.log        src/fail, --no-color  (exit 1: errors and warnings in two files)
#   failure-color.log  src/fail, --color     (exit 1; ANSI)
#   success.log        src/pass, --no-color  (exit 0, no output)
#   max-warnings.log   src/warned, --no-color --max-warnings 0 (exit 1: warnings only, over the limit)
#   no-undef-globals.log  src/testenv, --no-color (exit 1: a test file linted without its
#                      test framework's globals, and one global used twice in a module)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-eslint
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && ESLINT_USE_FLAT_CONFIG=true "$jsw/node_modules/.bin/eslint" "$@" .) > "$here/$out" 2>&1
}
run fail failure.log --no-color
run fail failure-color.log --color
run pass success.log --no-color
run warned max-warnings.log --no-color --max-warnings 0
run testenv no-undef-globals.log --no-color
