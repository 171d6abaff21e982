#!/bin/bash
# Buildkite step "check": install, unit tests, then the type check
set -euo pipefail
echo "--- :npm: install"
npm ci --no-audit --no-fund
echo "--- :vitest: unit tests"
npm test
echo "--- :typescript: typecheck"
npm run typecheck
