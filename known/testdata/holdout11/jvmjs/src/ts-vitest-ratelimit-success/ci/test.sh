#!/bin/bash
# Azure Pipelines script step "unit tests"
set -euo pipefail
echo "--- npm ci"
npm ci --no-audit --no-fund
echo "--- vitest"
npx vitest run --reporter=verbose
