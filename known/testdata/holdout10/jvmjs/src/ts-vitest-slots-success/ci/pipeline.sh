#!/bin/bash
# Buildkite pipeline step "verify" (the agent sets FORCE_COLOR=1 for readable logs)
set -eu
echo "--- :npm: npm ci"
npm ci --no-audit --no-fund
echo "--- :typescript: tsc"
npm run typecheck
echo "--- :vitest: tests"
npm test
