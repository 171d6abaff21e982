#!/bin/sh
# Regenerates the standard (JavaScript Standard Style) samples in this directory, over the
# sources of ../eslint/src/fail (without their eslint.config.js).
# Tool: standard 17.1.2 (npm standard, ESLint inside) on Node 20.20.2, installed outside the
# repo: (cd /tmp/jsw && npm install standard). The sources are copied under that directory
# to a fixed path.
#   failure.log  standard (exit 1: problems in two files, then standard's two-line footer)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
work=$jsw/gen-standard
trap 'rm -rf "$work"' EXIT
rm -rf "$work" && cp -r "$here/../eslint/src/fail" "$work" && rm -f "$work/eslint.config.js"
(cd "$work" && "$jsw/node_modules/.bin/standard") > "$here/failure.log" 2>&1
