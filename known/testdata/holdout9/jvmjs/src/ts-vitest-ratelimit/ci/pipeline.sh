#!/bin/bash
# Buildkite step "checks": type check, then the unit tests (colour kept in the log viewer)
set -euo pipefail
export FORCE_COLOR=1
echo "--- :typescript: typecheck"
npx tsc --noEmit
echo "--- :vitest: unit tests"
npx vitest run
