#!/bin/bash
# Buildkite "typecheck" step
set -euo pipefail
echo "--- :node: versions"
node --version
npm --version
echo "--- :npm: install"
npm ci --no-audit --no-fund
echo "--- :typescript: typecheck"
npm run typecheck
