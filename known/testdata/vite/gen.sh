#!/bin/sh
# Regenerates the Vite samples in this directory from the projects in src/.
# Tool: Vite 8.4.0 (npm vite, bundling with Rolldown) on Node 20.20.2, installed outside
# the repo: (cd /tmp/jsw && npm install vite)
# The project is copied under that directory to a fixed path. Each sample is the combined
# stdout and stderr of `vite build`, with CI=true and NO_COLOR=1 unless said.
#   missing-import.log  src/missing (exit 1: an import that does not resolve)
#   parse-error.log     src/parse   (exit 1: a syntax error, with a code frame)
#   parse-error-color.log src/parse, FORCE_COLOR=1 (exit 1; ANSI)
#   success.log         src/pass    (exit 0)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-vite
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && env CI=true "$@" "$jsw/node_modules/.bin/vite" build) > "$here/$out" 2>&1
}
run missing missing-import.log NO_COLOR=1
run parse parse-error.log NO_COLOR=1
run parse parse-error-color.log FORCE_COLOR=1
run pass success.log NO_COLOR=1
