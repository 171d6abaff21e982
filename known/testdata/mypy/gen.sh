#!/bin/sh
# Regenerates the mypy samples in this directory from the sources in src/.
# Tool: mypy 1.0.1 (Debian python3-mypy 1.0.1-1, compiled) on CPython 3.11.2 (/usr/bin/python3).
# Each sample is the combined stdout and stderr of `python3 -m mypy ARGS` run in src/.
#   failure.log        --no-incremental inventory.py report.py          (exit 1: errors in two files)
#   failure-pretty.log --no-incremental --pretty --show-error-codes ...  (exit 1: source lines and carets)
#   failure-color.log  --no-incremental --color-output with MYPY_FORCE_COLOR=1 (exit 1; ANSI)
#   success.log        --no-incremental clean.py                         (exit 0)
#   optional-unchecked.log --no-incremental sessions.py (exit 1: one Optional used unchecked
#                      on three lines, the same again in another function, a wrong return type)
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/src"
mypy() { /usr/bin/python3 -m mypy --no-incremental --cache-dir=/dev/null "$@" 2>&1; }
mypy inventory.py report.py > "$here/failure.log"
mypy --pretty --show-error-codes inventory.py report.py > "$here/failure-pretty.log"
MYPY_FORCE_COLOR=1 mypy --color-output inventory.py report.py > "$here/failure-color.log"
mypy clean.py > "$here/success.log"
mypy sessions.py > "$here/optional-unchecked.log"
