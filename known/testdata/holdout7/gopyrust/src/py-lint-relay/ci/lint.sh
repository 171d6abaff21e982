#!/bin/bash
# Runs every linter and fails at the end if any of them failed, so one CI run
# shows all findings.
status=0
echo "== pylint"
python3 -m pylint relay || status=1
echo "== mypy --strict"
python3 -m mypy --strict --no-incremental relay || status=1
exit $status
