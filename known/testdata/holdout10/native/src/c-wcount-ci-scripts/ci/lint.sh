#!/bin/bash
set -euo pipefail
echo "linting shell scripts"
shellcheck -x ci/*.sh
echo "lint ok"
