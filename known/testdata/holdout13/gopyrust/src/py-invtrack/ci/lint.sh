#!/bin/bash
# lint job: flake8 and mypy both run; the job fails if either reports
set -x
status=0
python3 -m flake8 --version
python3 -m flake8 invtrack || status=1
python3 -m mypy --version
python3 -m mypy invtrack || status=1
exit $status
