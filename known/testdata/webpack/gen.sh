#!/bin/sh
# Regenerates the webpack samples in this directory from the projects in src/.
# Tool: webpack 5.113.0 with webpack-cli 7.3.1 (npm webpack webpack-cli) on Node 20.20.2,
# installed outside the repo: (cd /tmp/jsw && npm install webpack webpack-cli)
# The project is copied under that directory to a fixed path. Each sample is the combined
# stdout and stderr of `webpack --mode production ARGS`.
#   failure.log        src/fail, --no-color (exit 1: a missing module and a parse error)
#   failure-color.log  src/fail, --color    (exit 1; ANSI)
#   success.log        src/pass, --no-color (exit 0)
#   alias-not-found.log src/alias, --no-color (exit 1: an import alias webpack is not told
#                      of, used by two modules)
#   two-modules-not-found.log src/twomissing, --no-color (exit 1: an import with the wrong
#                      letter case and an import of a file never added: two problems)
#   budget-errors.log  src/budget, --no-color (exit 1: a bundle over the budget its config
#                      sets with performance.hints "error"; make-table.js writes the table
#                      that blows it)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-webpack
trap 'rm -rf "$work"' EXIT
run() {
	project=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src/$project" "$work"
	if [ -f "$work/make-table.js" ]; then (cd "$work" && node make-table.js); fi
	(cd "$work" && "$jsw/node_modules/.bin/webpack" --mode production "$@") > "$here/$out" 2>&1
}
run fail failure.log --no-color
run fail failure-color.log --color
run pass success.log --no-color
run budget budget-errors.log --no-color
run alias alias-not-found.log --no-color
run twomissing two-modules-not-found.log --no-color
