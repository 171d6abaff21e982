#!/bin/bash
# Runs both linters and fails at the end if either failed.
set -x
status=0
flake8 --version
flake8 mailmerge || status=1
python3 -m mypy --version
python3 -m mypy || status=1
exit $status
