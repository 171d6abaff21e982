#!/bin/bash
# CI: lint, then tests (tox.ini holds the settings of both).
set -ex
python3 -m flake8 sizeparse tests
python3 -m pytest
