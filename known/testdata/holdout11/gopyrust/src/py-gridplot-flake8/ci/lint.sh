#!/bin/bash
# Lint job: flake8 first, the tests only when it is clean.
set -euxo pipefail
python3 -m flake8 --version
python3 -m flake8 --color=always gridplot
python3 -m pytest -q
