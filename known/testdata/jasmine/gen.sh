#!/bin/sh
# Regenerates the Jasmine samples in this directory from the projects in src/.
# Tool: Jasmine 7.0.0 with jasmine-core 7.0.2 (npm jasmine) on Node
# 20.20.2, installed outside the repo: (cd /tmp/jsw && npm install jasmine)
# The project is copied under that directory to a fixed path. Each sample is the combined
# stdout and stderr of `jasmine ARGS` (the default console reporter) with --random=false.
#   failure.log        src/fail, --no-color (exit 3: two independent failing specs)
#   failure-color.log  src/fail             (exit 3; ANSI)
#   success.log        src/pass, --no-color (exit 0)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-jasmine
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	(cd "$work" && "$jsw/node_modules/.bin/jasmine" --random=false "$@") > "$here/$out" 2>&1
}
run fail failure.log --no-color
run fail failure-color.log
run pass success.log --no-color
