#!/bin/bash
# run every linter, fail at the end if any of them failed
set -u
status=0
echo "::: flake8 $(flake8 --version | head -n1)"
flake8 tariffs || status=1
echo "::: mypy"
python3 -m mypy --version
python3 -m mypy --pretty tariffs || status=1
exit $status
