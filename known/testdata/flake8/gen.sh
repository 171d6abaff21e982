#!/bin/sh
# Regenerates the flake8 samples in this directory from the sources in src/.
# Tool: flake8 5.0.4 (Debian flake8 5.0.4-4; mccabe 0.7.0, pycodestyle 2.10.0, pyflakes 2.5.0)
# on CPython 3.11.2. Each sample is the combined stdout and stderr of flake8 run in src/.
#   failure.log        flake8 app.py util.py                 (exit 1: problems in two files)
#   failure-count.log  flake8 --count --statistics app.py util.py (exit 1: with the totals)
#   failure-color.log  flake8 --color=always app.py util.py (exit 1; ANSI)
#   success.log        flake8 clean.py                       (exit 0, no output)
#   line-repeats.log   flake8 stamps.py  (exit 1: W605 for each escape of one regexp string,
#                      E251 on both sides of a keyword's '=')
#   star-import.log    flake8 gridpkg  (exit 1: a star import and each name it may define,
#                      a dictionary key given twice)
#   imports-after-statement.log flake8 runner.py (exit 1: E402 for each import after the
#                      sys.path.insert that precedes them, one problem; an undefined name)
#   pylint-format.log  flake8 --format=pylint app.py util.py (exit 1: failure.log's findings,
#                      as pylint prints them)
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/src"
flake8 app.py util.py > "$here/failure.log" 2>&1
flake8 --count --statistics app.py util.py > "$here/failure-count.log" 2>&1
flake8 --color=always app.py util.py > "$here/failure-color.log" 2>&1
flake8 clean.py > "$here/success.log" 2>&1
flake8 stamps.py > "$here/line-repeats.log" 2>&1
flake8 gridpkg > "$here/star-import.log" 2>&1
flake8 --format=pylint app.py util.py > "$here/pylint-format.log" 2>&1
flake8 runner.py > "$here/imports-after-statement.log" 2>&1
