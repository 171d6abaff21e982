#!/bin/bash
set -euxo pipefail
python3 -m flake8 cronexpr tests
python3 -m mypy
python3 -m pytest -q -ra
