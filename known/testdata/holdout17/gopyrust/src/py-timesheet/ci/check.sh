#!/bin/bash
# lint and test; run every check, fail at the end if any failed
set -u -x
rc=0
flake8 --version
flake8 timesheet tests || rc=1
python3 -m mypy --version
python3 -m mypy timesheet || rc=1
python3 -m unittest discover -s tests -t . || rc=1
exit $rc
