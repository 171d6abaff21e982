#!/bin/sh
# Real autoconf configure output for the autoconf format: autoconf 2.71, gcc 12.2.0. The
# script in src/vault warns about one missing header and stops on another.
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/wisptriage-gen-autoconf
rm -rf "$work" && cp -r "$here/src/vault" "$work" && cd "$work" || exit 1
autoconf > /dev/null 2>&1 || exit 1
./configure > "$here/configure-error.log" 2>&1
echo $? > "$here/configure-error.exit"
# What a CI script prints when configure fails: its output, then config.log
# (each probe, with the compiler's errors on conftest.c, and the error again).
sh -c './configure || { cat config.log; exit 1; }' > "$here/configure-error-config-log.log" 2>&1
echo $? > "$here/configure-error-config-log.exit"
rm -rf "$work"
