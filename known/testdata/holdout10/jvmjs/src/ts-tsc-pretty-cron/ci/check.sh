#!/bin/bash
# Buildkite step "types": install, then type-check with tsc's pretty output
set -euo pipefail
echo "--- :npm: install"
npm ci --no-audit --no-fund
echo "--- :typescript: typecheck"
npm run typecheck
