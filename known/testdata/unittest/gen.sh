#!/bin/sh
# Regenerates the unittest samples in this directory from the sources in src/.
# Tool: CPython 3.11.2 unittest (Debian python3.11 3.11.2-6+deb12u6, /usr/bin/python3).
# Each sample is the combined stdout and stderr of `python3 -m unittest ARGS` in src/PROJECT.
#   failure.log    src/fail        (exit 1: one failure and one error, independent)
#   failure-v.log  src/fail, -v    (exit 1)
#   success.log    src/pass        (exit 0)
#   success-v.log  src/pass, -v    (exit 0)
#   import-error-v.log src/importerr, -v (exit 1: a test module imports a module that was folded away)
#   logged-tracebacks-v.log src/logged, -v (exit 1: two passing tests log the tracebacks of
#                      the errors they expect, then one fails)
set -u
here=$(cd "$(dirname "$0")" && pwd)
run() { (cd "$here/src/$1" && /usr/bin/python3 -B -m unittest ${3:-}) > "$here/$2" 2>&1; }
run fail failure.log
run fail failure-v.log -v
run pass success.log
run pass success-v.log -v
run importerr import-error-v.log -v
run logged logged-tracebacks-v.log -v
