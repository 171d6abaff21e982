#!/bin/sh
# BUILT FROM DOCUMENTATION, NOT RUN: ruff could not be installed here (PyPI is not reachable,
# Debian bookworm has no ruff package, and the npm package of that name is an unrelated
# library). The samples in this directory were written by hand after ruff's documented
# output formats (docs.astral.sh/ruff, "ruff check" and "--output-format"), for the rules
# ruff enables by default (E4, E7, E9, F) over src/app.py:
#   failure-concise.log  ruff check --output-format=concise app.py  (exit 1)
#   failure-full.log     ruff check app.py   (exit 1; the "full" format of ruff 0.12 and later,
#                                             a header line and a " --> file:line:col" pointer)
#   success.log          ruff check clean code                      (exit 0)
# With ruff installed, this regenerates them from src/ (the output may differ in detail):
set -eu
here=$(cd "$(dirname "$0")" && pwd)
command -v ruff >/dev/null || { echo "ruff is not installed; the samples stay as written" >&2; exit 1; }
cd "$here/src"
ruff check --no-cache --output-format=concise app.py > "$here/failure-concise.log" 2>&1 || true
ruff check --no-cache app.py > "$here/failure-full.log" 2>&1 || true
