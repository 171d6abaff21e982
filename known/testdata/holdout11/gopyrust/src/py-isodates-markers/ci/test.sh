#!/bin/bash
# CI test job.
set -euxo pipefail
python3 --version
python3 -m pip list 2>/dev/null | grep -i -E '^(pytest|pluggy|iniconfig) '
python3 -m compileall -q isodates tests
python3 -m pytest --color=yes
