#!/bin/bash
set -euxo pipefail
python3 --version
python3 -m flake8 webhooks
python3 -m pytest -p no:cacheprovider --color=yes tests
