#!/bin/bash
set -euxo pipefail
python3 --version
python3 -m mypy --version
python3 -m mypy shiptrack
