#!/bin/bash
# CI entry point: install the package into a fresh venv and run the tests against it.
set -eu
echo "::: python: $(python3 --version)"
echo "::: creating .venv"
python3 -m venv --system-site-packages .venv
echo "::: installing shopcart"
.venv/bin/pip install --no-index --no-build-isolation .
.venv/bin/pip list --format=freeze | grep -i shop
echo "::: running tests"
.venv/bin/python -m pytest -p no:cacheprovider tests
