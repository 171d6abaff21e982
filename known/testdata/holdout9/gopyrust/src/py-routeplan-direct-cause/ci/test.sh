#!/bin/bash
# CI: lint, then the test suite with a summary of everything that did not pass.
set -ex
python3 -m flake8 routeplan tests
python3 -m pytest -p no:cacheprovider -ra --color=yes
