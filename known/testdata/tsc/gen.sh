#!/bin/sh
# Regenerates the tsc samples in this directory from the projects in src/.
# Tools: TypeScript 5.9.3 (npm typescript@5) and 7.0.2 (npm typescript@7, the native
# compiler), on Node 20.20.2, installed outside the repo:
#   (cd /tmp/jsw5 && npm install typescript@5); (cd /tmp/jsw && npm install typescript)
# Each sample is the combined stdout and stderr of `tsc -p .` run in src/PROJECT.
#   failure.log         src/fail, tsc 5 --pretty false (exit 2: errors in two files)
#   failure-pretty.log  src/fail, tsc 5 --pretty true  (exit 2; ANSI, source and tildes)
#   failure-crlf.log    failure.log with CRLF line ends, made by sed
#   failure-tsc7.log    src/fail, tsc 7 --pretty false (exit 2)
#   success.log         src/pass, tsc 5 --pretty false (exit 0, no output)
#   renamed-property.log src/renamed, tsc 5 --pretty false (exit 2: a renamed property's
#                       old name in an object literal and three accesses, and a wrong
#                       return type)
#   required-property.log src/required, tsc 5 --pretty false (exit 2: a required property
#                       added to an interface, missing from an argument and two literals,
#                       and a wrong return type); required-property-pretty.log with
#                       --pretty true
set -u
here=$(cd "$(dirname "$0")" && pwd)
tsc5=${TSC5:-/tmp/jsw5/node_modules/.bin/tsc}
tsc7=${TSC7:-/tmp/jsw/node_modules/.bin/tsc}
(cd "$here/src/fail" && "$tsc5" -p . --pretty false) > "$here/failure.log" 2>&1
(cd "$here/src/fail" && "$tsc5" -p . --pretty true) > "$here/failure-pretty.log" 2>&1
sed 's/$/\r/' "$here/failure.log" > "$here/failure-crlf.log"
(cd "$here/src/fail" && "$tsc7" -p . --pretty false) > "$here/failure-tsc7.log" 2>&1
(cd "$here/src/pass" && "$tsc5" -p . --pretty false) > "$here/success.log" 2>&1
(cd "$here/src/renamed" && "$tsc5" -p . --pretty false) > "$here/renamed-property.log" 2>&1
(cd "$here/src/required" && "$tsc5" -p . --pretty false) > "$here/required-property.log" 2>&1
(cd "$here/src/required" && "$tsc5" -p . --pretty true) > "$here/required-property-pretty.log" 2>&1
