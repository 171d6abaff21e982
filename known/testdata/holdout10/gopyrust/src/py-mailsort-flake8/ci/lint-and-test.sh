#!/bin/bash
set -euxo pipefail
python3 -m flake8 --version
python3 -m flake8 --color=always mailsort tests
python3 -m pytest -p no:cacheprovider -q
